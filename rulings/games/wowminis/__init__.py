"""World of Warcraft Miniatures, chapter 7 of the Comprehensive Rules (abilities, 700 to 705), from a French
translation posted on the Wowmini France forum (``003_9e64694ce4124858.txt``).

The plug-in object is ``rulings.games.wowminis.game.GAME`` (the contract:
:mod:`rulings.core.game`).  Modules: ``lines`` (the cited lines of the
chapter), ``rules`` (the rule book), ``model`` (the state), ``format`` (the
YAML format), ``database`` (characters and abilities, all reconstructed),
``setup`` (the situation), ``events`` (triggers, snapshots, continuous
effects, destruction and victory), ``effects`` (one step of a text),
``waves`` (704.2c), ``resolution`` (703.1g-h, 705), ``windows`` (701),
``playing`` (700.2, 702, 703), ``actions`` (a case's actions and attempts),
``probe`` (reading values), ``views`` (how a case and a card are shown),
``deck`` (``rulings deck``: the chapter has no deck rule), ``skeleton``
(``rulings new``).  This file imports nothing: it must stay cheap.
"""
