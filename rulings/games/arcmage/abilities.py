"""What cards do: triggered abilities, and the effects of events, magic, enchantments, activated abilities
and city levels (a small vocabulary of steps: damage, modifiers, draws, taps, moves…, see ``format.EFFECT``).

The triggers are dispatched from :mod:`zones` (a card enters play, dies, leaves
play) through ``zones.TRIGGERS``, which this module fills when it is imported:
``zones`` never imports this module.
"""

from __future__ import annotations

import itertools

from rulings.core import french
from rulings.core.errors import UserError

from . import zones
from .branch_points import TRIGGER_ORDER, TRIGGERS_ORDER
from .model import CAPABILITY_FR, Mod, Piece, State, mod_text
from .values import defense, has_type, make_grant, parse_mod, stats

# --- triggered abilities ---------------------------------------------------------------------

def fire(state: State, event: str, subject: Piece | None = None, player: str | None = None, card=None) -> None:
    """A trigger happened (``enters``, ``dies``, ``leaves`` for ``subject``; ``plays`` of ``card`` by
    ``player``): every matching triggered ability fires, mandatorily; several at once, in the order the active
    player chooses (or the order of the table: the reading ``simultaneous-triggers-order``)."""
    sources = [p for p in state.pieces() if p.card.triggers and not p.destroyed]
    if subject is not None and subject not in sources and subject.card.triggers:
        sources.append(subject)                   # a creature that just left play still fires « dies »/« leaves »
    fired = [(source, trigger) for source in sources for trigger in source.card.triggers
             if _matches(source, trigger, event, subject, player, card)]
    whose = subject.name if subject is not None else card.name
    if len(fired) > 1 and state.chance.reading(TRIGGERS_ORDER, state.trace) == "active-player-chooses":
        sources_named = [s.name for s, _t in fired]
        shown = [n if sources_named.count(n) == 1 else f"{n} ({i + 1})" for i, n in enumerate(sources_named)]
        order = state.chance.choose(
            TRIGGER_ORDER, f"ordre des capacités déclenchées ({_EVENT_FR[event]} : {whose}, tour {state.turn})",
            state.active, list(itertools.permutations(range(len(fired)))),
            lambda indices: " puis ".join(shown[i] for i in indices), state.trace)
        fired = [fired[i] for i in order]
    for source, trigger in fired:
        if source is not subject and all(p is not source for p in state.pieces()):
            state.trace.add("arcmage.ability.triggered", f"{source.name} n'est plus en jeu : sa capacité déclenchée "
                                                         "ne s'applique pas.")
            continue
        state.trace.add("arcmage.ability.triggered", f"Capacité déclenchable {french.de(source.name)} : son "
                                                     f"déclencheur a lieu ({_EVENT_FR[event]} : {whose}) ; elle "
                                                     "s'active, sans choix possible.")
        target = source.where[7:] if source.where.startswith("player:") else source.aims or source
        run(state, trigger["effect"], source.controller, source, target, {})


def _matches(source: Piece, trigger: dict, event: str, subject: Piece | None, player: str | None, card) -> bool:
    """Whether ``trigger`` of ``source`` fires on this event."""
    if trigger["when"] != event or (trigger.get("self") and subject is not source):
        return False
    if source.dead and not (event in ("dies", "leaves") and subject is source):
        return False
    if event == "plays":
        return player == source.controller and ("faction" not in trigger or card.faction == trigger["faction"])
    if not trigger.get("self"):
        return subject is not None and subject.kind == "creature" and \
            ("types" not in trigger or has_type(subject, trigger["types"]))
    return True


_EVENT_FR = {"enters": "entrée en jeu", "dies": "mort", "leaves": "sortie du jeu", "plays": "carte jouée"}


# --- effects ---------------------------------------------------------------------------------

def _creature(target, what: str) -> Piece:
    if not isinstance(target, Piece) or target.kind != "creature":
        raise UserError(f"{what} vise une créature en jeu")
    return target


def run(state: State, effect: dict, controller: str, source, target, options: dict) -> object:
    """Apply ``effect`` (a card's model) for ``controller``: ``source`` is the card (a Piece or a CardDef),
    ``target`` what the action targets (a Piece, a player name, a card name, a list), ``options`` the action's
    choices (``to``, ``x``…).  Each change cites the rule it applies.  Returns the target once the effect is done
    (a creature brought back from a graveyard: its piece in play)."""
    trace = state.trace
    name = source.name
    for key, value in effect.items():
        if key == "damage":
            amount = value if isinstance(value, int) else value["creature" if isinstance(target, Piece) and
                                                               target.kind == "creature" else "city"]
            zones.damage(state, target, amount, name)
        elif key == "bonus":
            piece = _creature(target, name)
            a, d = parse_mod(value)
            piece.mods.append(Mod(a, d, name))
            trace.add("arcmage.creature.modifier", f"{name} : {piece.name} {mod_text(a, d)} jusqu'à la fin du tour "
                                                   f"→ {stats(state, piece)}.")
            zones.check_death(state, piece)
        elif key == "types_bonus":
            a, d = parse_mod(value["bonus"])
            hit = [p for p in state.creatures() if has_type(p, value["types"])]
            for piece in hit:
                piece.mods.append(Mod(a, d, name))
            shown = ", ".join(f"{p.name} {stats(state, p)}" for p in hit) or "aucune"
            trace.add("arcmage.creature.modifier", f"{name} : chaque créature {'/'.join(value['types'])} "
                                                   f"{mod_text(a, d)} jusqu'à la fin du tour ({shown}).")
            trace.add("arcmage.creature.types", f"{name} vise des types de créature : chaque mot de la ligne de type "
                                                "en est un.")
        elif key == "counter":
            piece = target if isinstance(target, Piece) else source
            a, d = parse_mod(value)
            piece.mods.append(Mod(a, d, name, until_end=False))
            piece.counters += 1
            trace.add("arcmage.creature.modifier", f"{piece.name} reçoit un marqueur {mod_text(a, d)} (durable) → "
                                                   f"{stats(state, piece)}.")
        elif key == "tap":
            for piece in target if isinstance(target, list) else [target]:
                zones.tap(state, _creature(piece, name), f"{name} l'engage (la « marque »)")
        elif key == "untap":
            piece = _creature(target, name)
            if piece.tapped:
                piece.tapped = False
                trace.add("arcmage.state.unlimited", f"{name} désengage {piece.name} : un effet peut engager ou "
                                                     "désengager une carte autant de fois que c'est légitime.")
            else:
                trace.add("arcmage.state.tap", f"{piece.name} est déjà désengagée : {name} ne change rien.")
        elif key == "to_deck":
            zones.to_deck_top(state, _creature(target, name), name)
        elif key == "to_owner":
            zones.to_owner(state, _creature(target, name), options.get("to"), name)
        elif key == "draw":
            zones.draw(state, controller, value, f"effet {french.de(name)}")
        elif key == "each_draws":
            for player in _from(state, controller):
                zones.draw(state, player, value, f"effet {french.de(name)}")
        elif key == "draws":
            zones.draw(state, _player(state, target, name), value, f"effet {french.de(name)}")
        elif key == "each_discards":
            for player in _from(state, controller):
                zones.discard_choice(state, player, value, name)
        elif key == "mill":
            zones.mill(state, _player(state, target, name), value, name)
        elif key == "city_defense":
            city = target if isinstance(target, Piece) and target.kind == "cite" else state.city_of(source)
            if city is not None:
                city.gained += value
                trace.add("arcmage.city.defense", f"{name} : {city.name} gagne {french.count(value, 'point')} de "
                                                  f"défense ({defense(state, city)}).")
        elif key == "cities_gain":
            for who in state.players.values():
                for city in who.cities:
                    if city.card.faction == value["faction"]:
                        city.gained += value["points"]
                        gained = french.count(value["points"], "point de défense", "points de défense")
                        trace.add("arcmage.city.defense", f"{name} : {city.name} ({city.card.faction}) gagne "
                                                          f"{gained} ({defense(state, city)}).")
        elif key == "grant":
            subject = target if isinstance(target, Piece) else state.players[_player(state, target, name)]
            _grant(trace, name, value, subject, subject.name)
        elif key == "residents_grant":
            for resident in target.residents:
                _grant(trace, name, value, resident, f"{resident.name}, résidente {french.de(target.name)},")
        elif key == "destroy":
            zones.remove_from_play(state, target, "graveyard", f"détruite par {name}", "arcmage.enchant.duration"
                                   if target.kind == "enchantement" else "arcmage.creature.death",
                                   died=target.kind == "creature")
        elif key == "from_graveyard":
            zones.from_graveyard(state, controller, target, value, source, effect.get("remove_next_turn", False))
        elif key == "steal":
            target = zones.steal_from_graveyard(state, controller, target, source, effect.get("add_type"))
        elif key == "discard_creature_not":
            zones.discard_creature_not(state, target, value, name)
        elif key == "token":
            zones.token(state, controller, value["card"], value.get("tapped", False), name)
        elif key in ("remove_next_turn", "add_type", "counters"):
            continue                              # read with another key
        else:  # pragma: no cover - the format allows no other key
            raise UserError(f"effet inconnu : {key}")
    if "counters" in effect and isinstance(target, Piece):
        target.counters += options.get("x", 0)
        trace.add("arcmage.play.x-cost", f"{name} pose {french.count(options.get('x', 0), 'marqueur')} (X) sur "
                                         f"{target.name}.")
    return target


def _from(state: State, player: str) -> list:
    """Every player still in the game, from ``player`` in turn order."""
    order = state.order
    start = order.index(player)
    return [p for p in order[start:] + order[:start] if not state.players[p].lost]


def _grant(trace, name: str, value: dict, subject, who: str) -> None:
    """``name`` gives ``subject`` (a piece or a player; ``who`` in the trace) what ``value`` says it can and
    cannot do, until the end of the turn."""
    for kind in ("can", "cannot"):
        for raw in value.get(kind, ()):
            grant = make_grant(raw, kind, name, until_end=True)
            subject.grants.append(grant)
            word = "peut" if kind == "can" else "ne peut pas"
            trace.add("arcmage.ability.kinds", f"{name} : {who} {word} {CAPABILITY_FR[grant.capability]} jusqu'à la "
                                               "fin du tour.")


def _player(state: State, target, what: str) -> str:
    if isinstance(target, str) and target in state.players:
        return target
    raise UserError(f"{what} vise une joueuse : ajoutez « target: A » (ou B…)")


zones.TRIGGERS.append(fire)
