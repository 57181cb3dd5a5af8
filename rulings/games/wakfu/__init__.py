"""Wakfu TCG, rules of June 2008 (a forum post written from memory: ``004_fde1b4dded370871.txt``).

The plug-in object is ``rulings.games.wakfu.game.GAME`` (the contract:
:mod:`rulings.core.game`).  Modules: ``rules`` (the rule book and the deck
rules), ``model`` (the state), ``format`` (the YAML format), ``database``
(the cards), ``mana`` (paying a cost), ``phases`` (the eight phases and the
turn), ``combat`` (totals, distribution, destruction, drop), ``cards``
(summoning, effect cards, equipment), ``actions`` (applying each action of a
case), ``setup`` (building the state), ``probe`` (reading values), ``views``
(how a case and a card are shown), ``deck`` (``rulings deck``), ``skeleton``
(``rulings new``).  This file imports nothing: it must stay cheap.
"""
