"""Arcmage, « Awesome Rules Concept » (the French wiki page ``002_18938faae939d5e9.txt``), with real cards.

The plug-in object is ``rulings.games.arcmage.game.GAME`` (the contract:
:mod:`rulings.core.game`).  Modules: ``rules`` (the rule book, deck rules
included), ``model`` (the state and the seven phases as data), ``format`` (the
YAML format), ``database`` (the cards: the Arcmage data set's real cards and a
few reconstructed ones), ``payment`` (costs, X, loyalty), ``zones`` (moving
cards, ownership, deaths, victory), ``abilities`` (effects, passive bonuses,
« peut » and « ne peut pas », triggers), ``stack`` (the event pile), ``phases``
(the turn), ``devotion``, ``movement``, ``combat`` (battles), ``cards``
(playing a card, activating an ability, founding a city), ``actions`` (each
action of a case, the ``attempt`` protocol), ``setup`` (building the state,
the start of a game), ``probe`` (reading values), ``views``, ``deck``
(``rulings deck``), ``skeleton`` (``rulings new``).  This file imports
nothing: it must stay cheap.
"""
