"""Moving creatures in a mise-en-jeu phase: army → city, city → army, city → city; tap, announce, move.

A city may be the origin or the destination of one move per turn (the engine
counts each creature moved as a move); a creature cannot move in the phase it
came into play; only one's own creatures, between one's army and cities, unless
a card allows more (« Infiltrate »).
"""

from __future__ import annotations

from rulings.core.errors import UserError

from . import phases, stack, values
from .branch_points import MOVE_PER_CITY
from .model import Refusal, State


def move(state: State, player: str, name: str, to: str) -> None:
    trace = state.trace
    piece = state.find(name)
    if piece is None or piece.kind != "creature":
        raise UserError(f"{name} n'est pas une créature en jeu")
    if piece.controller != player:
        raise Refusal("arcmage.move.own", f"{name} est à {piece.controller} : une joueuse ne déplace que ses propres "
                                          "créatures")
    phases.require_main(state, player, "arcmage.move.when", f"déplacer {name}")
    stack.resolve(state, None, f"{player} déplace une créature")
    if piece.tapped:
        raise Refusal("arcmage.move.when", f"{name} est engagée : seules les créatures désengagées se déplacent")
    if piece.entered == (state.turn, state.phase):
        raise Refusal("arcmage.creature.army-later", f"{name} est arrivée en jeu pendant cette phase : elle ne peut "
                                                     "se déplacer que lors d'une phase suivante")
    origin = state.city_of(piece)
    if to == "army":
        if origin is None:
            raise UserError(f"{name} est déjà dans l'armée")
        dest = None
    else:
        dest = state.find(to)
        if dest is None or dest.kind != "cite":
            raise UserError(f"{to} n'est pas une cité en jeu : « to: army » ou le nom d'une cité")
        if dest is origin:
            raise UserError(f"{name} est déjà dans {to}")
        if dest.controller != player:
            ok, rule = values.permitted(state, piece, "infiltrate", False, "arcmage.move.own",
                                           what="entrer dans une cité adverse")
            if not ok:
                raise Refusal(rule, f"{to} est une cité de {dest.controller} : {player} ne déplace ses créatures "
                                    "qu'entre son armée et ses cités")
    path = (origin.name if origin is not None else "army", dest.name if dest is not None else "army")
    group = path in state.paths and state.chance.reading(MOVE_PER_CITY, trace) == "group-move"
    if group:
        trace.add("arcmage.move.city-once", f"{name} suit le même chemin qu'un déplacement de ce tour-ci : elle en "
                                            "fait partie, les cités ne servent pas une seconde fois.")
    for city in (origin, dest):
        if city is not None and city.name in state.moved and not group:
            raise Refusal("arcmage.move.city-once", f"{city.name} a déjà été concernée par un déplacement ce tour-ci "
                                                    "(origine ou destination)")
    piece.tapped = True
    trace.add("arcmage.move.procedure", f"{player} engage {name}, annonce son déplacement, puis la déplace.")
    trace.add("arcmage.state.use", f"{name} est engagée : elle s'est déplacée.")
    _container(state, piece).remove(piece)
    if dest is None:
        piece.where = "army"
        state.players[player].army.append(piece)
        shown = "l'armée"
    else:
        piece.where = f"city:{dest.name}"
        dest.residents.append(piece)
        shown = dest.name
        trace.add("arcmage.zones.kingdom", f"{name} se déplace dans {dest.name} : elle en devient résidente.")
    frm = origin.name if origin is not None else "l'armée"
    trace.add("arcmage.move.when", f"{name} va de {frm} à {shown}.")
    state.paths.add(path)
    for city in (origin, dest):
        if city is not None:
            state.moved.add(city.name)
    used = [c.name for c in (origin, dest) if c is not None]
    trace.add("arcmage.move.city-once", f"{' et '.join(used)} {'ont' if len(used) > 1 else 'a'} servi à un "
                                        "déplacement ce tour-ci.")


def _container(state: State, piece):
    from .zones import container

    return container(state, piece)
