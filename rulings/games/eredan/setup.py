"""Building the starting state of a case from its ``setup:`` block."""

from __future__ import annotations

from typing import Any

from rulings.core.errors import UserError, Where, did_you_mean
from rulings.core.french import de
from rulings.core.trace import Trace
from rulings.core.yamlio import where_of

from . import arrival, effects, initiative, runes
from .branch_points import INITIATIVE_MALUS
from .database import Database, parse_attack
from .messages import msg
from .model import DEFAULT_RUNE_LIMIT, IDENTITY, ZONE_FR, CardInPlay, Character, Game, Phase, Player

DRAW = "draw"      # ``setup: {initiative: draw}``: who starts is drawn from the initiative tickets


RawCharacter = str | dict[str, Any]      # a character of the setup as written: its name, or its mapping


def raw_characters(setup) -> list[tuple[str, RawCharacter]]:
    """(player, raw entry) for every character of the setup, in the order of :func:`character_entries` (each
    run of a case builds its game from them: no places to make)."""
    return [(player_name, raw) for player_name in ("A", "B") for raw in setup[player_name]["characters"]]


def character_entries(setup) -> list[tuple[str, RawCharacter, Where]]:
    """(player, raw entry, where) for every character of the setup."""
    found = []
    for player_name in ("A", "B"):
        chars = setup[player_name]["characters"]
        for index, raw in enumerate(chars):
            found.append((player_name, raw, chars.at(index) if hasattr(chars, "at") else Where()))
    return found


def check_setup(setup, db: Database) -> list[str]:
    """Validate names and the situation; return the character names."""
    names: list[str] = []
    for _player, raw, where in character_entries(setup):
        entry: dict[str, Any] = {"name": raw} if isinstance(raw, str) else raw
        name = entry["name"]
        card = entry.get("card", name)
        if card not in db.characters:
            raise UserError(msg("setup.unknown_character", name=card), where,
                            did_you_mean(card, db.characters) or msg("setup.define_character"))
        if name in names:
            raise UserError(msg("setup.same_name", name=name, card=card), where)
        names.append(name)
        definition = db.characters[card]
        max_hp = entry.get("max_hp", definition.hp if "hp" not in entry else max(entry["hp"], definition.hp))
        if entry.get("hp", max_hp) > max_hp:
            raise UserError(msg("setup.hp_above_max", name=name, hp=entry["hp"], max_hp=max_hp), where)
        if "hp" in entry and entry["hp"] < 0 and not entry.get("dead"):
            raise UserError(msg("setup.negative_hp", name=name, hp=entry["hp"]), where)
        if "attack" in entry:
            low, high = parse_attack(entry["attack"])
            if low > high:
                raise UserError(msg("setup.attack_order", attack=entry["attack"], of_name=de(name)), where)
        items = entry.get("attached", [])
        for index, attached in enumerate(items):
            card_name = attached if isinstance(attached, str) else attached["card"]
            at = items.at(index) if hasattr(items, "at") else where
            if card_name not in db.cards:
                raise UserError(msg("setup.unknown_attached", card=card_name, name=name), at,
                                did_you_mean(card_name, db.cards) or msg("case.define_card"))
            for step, found in arrival.refusals(db.cards[card_name]):
                raise UserError(msg("setup.attached_effect", card=card_name, name=name, effect=_shown_step(step),
                                    why=found.why), at, msg("setup.attached_instead", instead=found.instead))
        limit = _with_attached_slots(rune_limit(entry, definition) or DEFAULT_RUNE_LIMIT, entry, db)
        if len(entry.get("runes", [])) > limit:
            raise UserError(msg("setup.too_many_runes", name=name, count=len(entry["runes"]), limit=limit), where,
                            msg("setup.rune_limit", default=DEFAULT_RUNE_LIMIT))
    bonus = setup.get("initiative_bonus", {})
    initiative.tickets(bonus.get("A", 0), bonus.get("B", 0), where_of(bonus))   # refused here, at its line
    if setup.get("initiative") == DRAW and setup.get("turn", 1) != 1:
        raise UserError(msg("setup.draw_first_turn", turn=setup["turn"]), setup.at("turn"))
    for player_name in ("A", "B"):
        side = setup[player_name]
        if len(side["characters"]) > 3:
            raise UserError(msg("setup.too_many", player=player_name, count=len(side["characters"])),
                            where_of(side["characters"]))
        for zone in ("hand", "deck", "discard", "removed"):
            for index, card_name in enumerate(side.get(zone) or []):
                if card_name not in db.cards:
                    raise UserError(msg("setup.unknown_in_zone", card=card_name, zone=ZONE_FR[zone],
                                        player=player_name), side[zone].at(index), did_you_mean(card_name, db.cards))
    for _player, raw, where in character_entries(setup):
        for attached in ([] if isinstance(raw, str) else raw.get("attached", [])):
            if isinstance(attached, dict) and "by" in attached and attached["by"] not in names:
                raise UserError(msg("setup.attached_by", by=attached["by"], card=attached["card"]), where,
                                did_you_mean(attached["by"], names))
    return names


def _shown_step(step: dict) -> str:
    """A step as the judge wrote it, on one line (« stat: defense, divide: 2, target: opponent »)."""
    return ", ".join(f"{key}: {value}" for key, value in step.items() if key != "note")


def _with_attached_slots(limit: int, entry: dict, db: Database) -> int:
    """The runes a character of the setup can carry with the rune slots its attached cards give it from the
    situation (the lasting ``rune_slots`` steps that reach their carrier): what its ``runes:`` may fill."""
    slots = []
    for attached in entry.get("attached", []):
        definition = db.cards[attached if isinstance(attached, str) else attached["card"]]
        for step in definition.effects:
            if "rune_slots" in step and arrival.classify(definition, step).kind == arrival.LASTING \
                    and step.get("target", "self") in ("self", "carrier"):
                slots.append((step["rune_slots"], step.get("max"), None, None))   # (source, until: not read)
    return runes.with_slots(slots, limit)


def rune_limit(entry, definition) -> int | None:
    """The runes a character of the setup can carry: the case's ``rune_limit``, the database's, or None (not stated:
    the default, an open reading, :mod:`runes`)."""
    if "rune_limit" in entry:
        return entry["rune_limit"]
    return definition.rune_limit


def build_game(setup, db: Database, chance, observer) -> Game:
    players = {name: Player(name) for name in ("A", "B")}
    game = Game(players=players, trace=Trace(), chance=chance, observer=observer, cards=db.cards)
    game.turn = setup.get("turn", 1)
    game.trace.phase = Phase.SETUP.label          # the initiative drawn before the first turn
    bonus = setup.get("initiative_bonus", {})
    if any(points < 0 for points in bonus.values()) and \
            game.chance.reading(INITIATIVE_MALUS, game.trace) == "bonus-only":
        game.trace.add(initiative.RULE, "un malus d'initiative ne retire aucun ticket : seuls les bonus comptent")
        bonus = {player: max(points, 0) for player, points in bonus.items()}
    game.tickets = initiative.tickets(bonus.get("A", 0), bonus.get("B", 0))
    drawn = setup.get("initiative") == DRAW
    game.first = game.active = initiative.draw(game) if drawn else setup.get("initiative", "A")
    pending_attach: list[tuple[Character, list]] = []     # (character, its attached cards as written)
    for player_name, raw in raw_characters(setup):
        entry: dict[str, Any] = {"name": raw} if isinstance(raw, str) else raw
        definition = db.characters[entry.get("card", entry["name"])]
        low, high = parse_attack(entry["attack"]) if "attack" in entry else definition.attack
        max_hp = entry.get("max_hp", definition.hp if "hp" not in entry else max(entry["hp"], definition.hp))
        character = Character(
            definition=definition, name=entry["name"], player=players[player_name],
            base={"attack_min": low, "attack_max": high, "defense": entry.get("defense", definition.defense),
                  "spirit": entry.get("spirit", definition.spirit)},
            hp=entry.get("hp", max_hp), max_hp=max_hp,
            identity={g: tuple(entry.get(g, getattr(definition, g))) for g in IDENTITY},
            markers=dict(entry.get("markers", {})), runes=list(entry.get("runes", [])),
            rune_limit=rune_limit(entry, definition), tapped=entry.get("tapped", False),
            dead=entry.get("dead", False))
        players[player_name].characters.append(character)
        pending_attach.append((character, entry.get("attached", [])))
    by_name = {c.name: c for c in game.characters()}
    for character, attached in pending_attach:
        for item in attached:
            card_name = item if isinstance(item, str) else item["card"]
            played_by = by_name[item["by"]] if isinstance(item, dict) and "by" in item else character
            card = CardInPlay(db.cards[card_name], played_by.player, played_by, game.next_seq(), 0,
                              carrier=character, resolved=True, done=True)
            character.attached.append(card)
    for player_name in ("A", "B"):
        side, player = setup[player_name], players[player_name]
        player.hand = list(side["hand"]) if "hand" in side else None
        player.deck = list(side["deck"]) if "deck" in side else None
        player.discard = list(side.get("discard", []))
        player.removed = list(side.get("removed", []))
        player.hand_size = side.get("hand_size", 5)
    return game


def apply_attached_effects(game: Game) -> None:
    """Cards attached before the scenario starts: each step by its kind (:mod:`arrival`): the lasting ones applied
    as when the card resolves, the one-off ones said past (the situation gives their result), the ones its
    presence fires left to their moment; a step that cannot be set up was refused by :func:`check_setup`."""
    game.trace.phase = Phase.SETUP.label      # the game starts in the setup phase (Game.phase)
    for character in game.characters():
        for card in character.attached:
            definition = card.definition
            found = [(step, arrival.classify(definition, step)) for step in definition.effects]
            refused = [step for step, kind in found if kind.kind == arrival.REFUSED]
            if refused:       # only a state built without check_setup (tests): never a silent drop
                raise UserError(msg("setup.attached_effect", card=card.name, name=character.name,
                                    effect=_shown_step(refused[0]),
                                    why=arrival.classify(definition, refused[0]).why))
            past = arrival.past(definition)
            if past:
                game.trace.add("eredan.setup.attached", msg("setup.attached_past", card=card.name,
                                                            name=character.name, what=", ".join(past)))
            lasting = [arrival.lasting_step(definition, step) for step, kind in found if kind.kind == arrival.LASTING]
            effects.run(effects.Ctx(game, card.played_by, card, card.name), lasting, "resolve")


def apply_starting_bonuses(game: Game, setup) -> None:
    """``bonus:`` in a character's setup: modifications it already has when the scenario starts."""
    from . import stats

    for _player, raw in raw_characters(setup):
        if isinstance(raw, str) or "bonus" not in raw:
            continue
        character = next(c for c in game.characters() if c.name == raw["name"])
        for stat, amount in raw["bonus"].items():
            if stat == "attack":
                low, high = (int(x) for x in str(amount).split("/"))          # int() reads « +1 » too
                pairs: tuple[tuple[str, int], ...] = (("attack_min", low), ("attack_max", high))
            else:
                pairs = ((stat, int(amount)),)
            for name, value in pairs:
                stats.modify(game, character, name, "add", value, None, "never", "situation de départ")
