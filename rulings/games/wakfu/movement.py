"""Phase 3, the movement phase, shared by both players: Rest Zone ⇄ Combat Zone."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError

from .branch_points import COMBAT_ZONE
from .model import Leader, Refusal, State

ZONE = {"combat": "la Zone de Combat", "rest": "la Zone de Repos"}


def move(state: State, player: str, names: list, to: str) -> None:
    """Move ``player``'s cards ``names`` to ``to`` (combat | rest), in order; the PM limit counts each."""
    trace = state.trace
    who = state.players[player]
    if player != state.active:
        trace.add("wakfu.turn.move-shared", f"{player} déplace ses cartes pendant le tour de {state.active} : la "
                                            "phase de mouvement est commune aux deux joueurs.")
    for name in names:
        thing = state.find(name)
        if thing is None:
            raise Refusal("wakfu.turn.move", f"{name} n'est pas en jeu : {player} ne peut pas la déplacer")
        if thing.owner != player:
            raise Refusal("wakfu.turn.move", f"{name} appartient à {thing.owner} : {player} ne déplace que ses "
                                             "propres cartes")
        if isinstance(thing, Leader):
            raise Refusal("wakfu.leader.slot", f"{name} a son propre emplacement : un Leader ne va ni en Zone de "
                                               "Repos ni en Zone de Combat")
        if thing.zone == to:
            raise UserError(f"{name} est déjà dans {ZONE[to]}")
        if to == "rest":
            who.combat.remove(thing)
            who.rest.append(thing)
            thing.zone = "rest"
            trace.add("wakfu.turn.move", f"{name} revient de la Zone de Combat à la Zone de Repos.")
            continue
        if not thing.card.fighter and state.chance.reading(COMBAT_ZONE, trace) == "fighters-only":
            raise Refusal("wakfu.zones.combat", f"{name} n'est ni une créature ni un allié : la Zone de Combat reçoit "
                                                "les cartes aptes à défendre et à riposter")
        if thing.sick:
            if not thing.card.no_sickness:
                raise Refusal("wakfu.sickness.no-combat", f"{name} a le Mal d'invocation (invoquée ce tour-ci) : elle "
                                                          "ne peut pas passer dans la Zone de Combat")
            trace.add("wakfu.sickness.no-combat", f"{name} a le Mal d'invocation, qui l'empêcherait de passer dans la "
                                                  "Zone de Combat…")
            trace.add("wakfu.golden.card-wins", "… mais son texte dit qu'elle peut y passer le tour de son "
                                                "invocation : l'effet de la carte prévaut sur la règle.")
        if len(who.combat) + 1 > who.leader.pm:
            raise Refusal("wakfu.leader.pm", f"la Zone de Combat de {player} a déjà "
                                             f"{french.count(len(who.combat), 'carte')} pour {who.leader.pm} PM")
        who.rest.remove(thing)
        who.combat.append(thing)
        thing.zone = "combat"
        trace.add("wakfu.turn.move", f"{name} passe de la Zone de Repos à la Zone de Combat ({len(who.combat)}/"
                                     f"{who.leader.pm} PM).")
