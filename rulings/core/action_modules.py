"""The modules of an action-told game (Wakfu, WoW Minis, Arcmage), named once: the game
(:class:`rulings.core.action_game.ActionGame`) and its cases (:class:`rulings.core.action_case.ActionCase`) read
the rest of the contract from the names each module exports, the same in every such game."""

from __future__ import annotations

from types import ModuleType
from typing import NamedTuple


class Modules(NamedTuple):
    """The modules of an action-told game, each read by the names it exports."""

    rules: ModuleType           # RULEBOOK, DECK_RULES: the rules the engine applies, the deck-building rules
    format: ModuleType          # SETUP, EXPECT, DEFINE: the format's blocks (specs)
    actions: ModuleType         # VERBS: the verb table of ``actions:``; apply(state, action): one action played
    branch_points: ModuleType   # CHOICES, READINGS: the choices left to a player, the open readings
    database: ModuleType        # load_directory(folder), with_define(db, raw_define, file)
    probe: ModuleType           # label(parsed): a path said to a reader; read(state, parsed, names); same(a, b)
    views: ModuleType           # catalogue(db): CardFacts by name; case_view(case): a case shown on the site
    skeleton: ModuleType        # skeleton(db, id, sides, plays, title): a new scenario's YAML
    deck: ModuleType            # load_deck(file, db): the deck as read; check(deck): its report
