"""Eredan iTCG: the first game of rulings (a 2011 rulings blog and the wiki's rules page).

The plug-in object is ``rulings.games.eredan.game.GAME`` (the contract:
:mod:`rulings.core.game`).  Modules, one per concept, from the bottom layer up:
``model`` (state, phases), ``stats`` (characteristics), ``events`` (triggered
effects), ``damage``, ``equipment``, ``restrictions``, ``orders``, ``effects``
(primitives), ``zones`` and ``moving``, ``resolution`` (playing and resolving
cards), ``turn`` (the phases); beside them ``setup`` (a case's situation),
``probe`` (reading values), ``rules`` (the rule book), ``database`` and
``format`` (YAML), ``views`` (how a case and a card are shown),
``documents`` (the sources and their sections), ``deck`` (deck legality),
``skeleton`` (``rulings new``), ``initiative`` and ``commands``
(``rulings initiative``).  This file imports nothing, so that
``rulings.games.eredan.commands`` loads without the engine.
"""
