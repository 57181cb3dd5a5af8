"""Card and ability effects as data, interpreted by a small set of primitives.

An effect is a list of *steps*.  A step is a mapping with exactly one
primitive key (``stat``, ``damage``, ``heal`` ...) and common keys:

``when``    resolve (default), start_of_turn, start_of_combat, end_of_combat,
            end_of_turn, static, damaged, death; card_played (another card's turn
            in the resolution came) and any_death (someone died): see :func:`broadcast`
``each``    for a card attached in an earlier turn: fire again every combat/turn
            (« à chaque »); otherwise a timed step fires only in the turn the
            card was played
``if``      a condition (see :func:`condition`)
``target``  self, opponent, carrier, carrier_opponent, fighters, allies, team,
            opponents, all, chosen, subject (whom an event is about); filtered by
            ``race``/``class``/``guild`` and ``carrying`` (a card name or subtype)
``once``    at most once per turn for the same card or character (not cumulative)
``until``   how long a characteristic change lasts (leaves, end_of_combat,
            end_of_turn, never); by default as long as the card stays in play

Each primitive is a small function registered in :data:`PRIMITIVES` together
with the parameters it accepts, so the scenario format can validate them.
The primitives that move cards between zones (hand, deck, discard, removed
from the game) are in :mod:`zones`; moving an attached card to another
character or playing it again (``move_card``, with chance) is in :mod:`moving`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.core.errors import UserError

from . import damage, stats
from .model import CARD_TYPES, IDENTITY, STAT_FR, TYPE_FR, CardInPlay, Character, Game, stat_names

COMMON_KEYS = ("when", "each", "if", "target", "until", "race", "class", "guild", "note", "once", "carrying")
WHEN = ("resolve", "start_of_turn", "start_of_combat", "end_of_combat", "end_of_turn", "static",
        "damaged", "death", "card_played", "any_death")
TARGETS = ("self", "opponent", "carrier", "carrier_opponent", "fighters", "allies", "team", "opponents",
           "all", "chosen", "subject")
WHEN_FR = {"start_of_turn": "au début du tour", "start_of_combat": "au début du combat",
           "end_of_combat": "à la fin du combat", "end_of_turn": "à la fin du tour"}


@dataclass
class Ctx:
    """Who acts: ``owner`` played the card or has the ability; ``card`` may be None."""

    game: Game
    owner: Character
    card: CardInPlay | None
    label: str
    info: dict | None = None
    discarded: list = field(default_factory=list)   # cards this card discarded in its earlier steps

    @property
    def carrier(self) -> Character:
        if self.card is not None and self.card.carrier is not None:
            return self.card.carrier
        return self.owner

    @property
    def source(self):
        return self.card if self.card is not None else self.owner


PRIMITIVES: dict = {}


def primitive(name: str, params: dict):
    """Register ``fn(ctx, step, targets)`` as primitive ``name`` with its extra parameters."""

    def register(fn):
        PRIMITIVES[name] = (fn, params)
        return fn

    return register


def primitive_of(step: dict) -> str:
    names = [k for k in step if k in PRIMITIVES]
    return names[0]


# --- targets ------------------------------------------------------------------

def targets(ctx: Ctx, step: dict, default: str = "self") -> list[Character]:
    game, owner = ctx.game, ctx.owner
    kind = step.get("target", default)
    mine = owner.player
    theirs = game.players[game.other(mine.name)]
    if kind == "self":
        found = [owner]
    elif kind == "opponent":
        found = [_opponent(game, owner)]
    elif kind == "carrier":
        found = [ctx.carrier]
    elif kind == "carrier_opponent":
        found = [_opponent(game, ctx.carrier)]
    elif kind == "fighters":
        found = [game.fighters[game.active], game.fighters[game.passive]]
    elif kind == "allies":
        found = [c for c in mine.characters if c is not owner]
    elif kind == "team":
        found = list(mine.characters)
    elif kind == "opponents":
        found = list(theirs.characters)
    elif kind == "all":
        found = list(game.characters())
    elif kind == "chosen":
        found = [chosen(ctx, "target")]
    elif kind == "subject":  # the character an event is about (any_death: the one who dies)
        found = [ctx.info.get("subject")] if ctx.info else []
    else:  # validated by the format; kept for safety
        raise UserError(f"unknown target '{kind}'")
    found = [c for c in found if c is not None]
    if kind in ("allies", "team", "opponents", "all", "fighters"):
        found = [c for c in found if not c.dead]
    for key, group in (("race", "races"), ("class", "classes"), ("guild", "guilds")):
        if key in step:
            found = [c for c in found if step[key] in c.group(group)]
    if "carrying" in step:
        found = _carrying(ctx, found, step["carrying"])
    return found


def _carrying(ctx: Ctx, found: list, what: str) -> list:
    """Keep the characters that carry a card named ``what`` (or of subtype ``what``): blog, « Charge »."""
    kept = [c for c in found if any(card.name == what or what in card.definition.subtypes for card in c.attached)]
    left = [c.name for c in found if c not in kept]
    if left:
        ctx.game.trace.add("eredan.targets.carrying", f"{ctx.label} : {', '.join(left)} ne porte(nt) pas {what}, "
                                                      f"effet non appliqué")
    return kept


def _opponent(game: Game, character: Character) -> Character | None:
    opponent = game.opponent_of(character)
    if opponent is None:  # out of combat: the opposing fighter
        opponent = game.fighters.get(game.other(character.player.name))
    return opponent


def chosen(ctx: Ctx, key: str):
    """A choice the scenario gave for this card (e.g. ``target``), marked as used."""
    card = ctx.card
    if card is None or key not in card.choices:
        raise UserError(f"{ctx.label} needs a choice '{key}', which the scenario does not give")
    ctx.game.unused_choices.pop((card.seq, key), None)
    value = card.choices[key]
    if key == "target":
        return find_character(ctx.game, value)
    return value


def find_character(game: Game, name: str) -> Character:
    for character in game.characters():
        if character.name == name:
            return character
    from rulings.core.errors import did_you_mean

    raise UserError(f"no character named '{name}' in this scenario",
                    hint=did_you_mean(name, [c.name for c in game.characters()]))


# --- values -------------------------------------------------------------------

# Keys of an amount given as a mapping (keep in step with value(); check_amount refuses others).
VALUE_KEYS = ("count", "value", "bonus_cards", "of", "race", "class", "guild", "carrying", "times", "divide",
              "plus", "max", "min")


def value(ctx: Ctx, expr, target: Character | None = None) -> int:
    """Evaluate an amount: a number, a path such as 'self.defense.base', or a mapping."""
    if isinstance(expr, bool):
        return int(expr)
    if isinstance(expr, int):
        return expr
    if isinstance(expr, str):
        return _path(ctx, expr, target)
    if "count" in expr:
        result = len(targets(ctx, {"target": expr["count"], **{k: expr[k] for k in ("race", "class", "guild",
                                                                                   "carrying") if k in expr}}))
    elif "bonus_cards" in expr:
        result = _bonus_cards(ctx, expr["bonus_cards"], _who(ctx, expr.get("of", "self"), target))
    else:
        result = value(ctx, expr["value"], target)
    if "times" in expr:
        result *= expr["times"]
    if "divide" in expr:
        result //= expr["divide"]
    if "plus" in expr:
        result += value(ctx, expr["plus"], target)
    if "max" in expr:
        result = min(result, expr["max"])
    if "min" in expr:
        result = max(result, expr["min"])
    return result


def _bonus_cards(ctx: Ctx, stat: str, who: Character) -> int:
    """``{bonus_cards: defense}``: how many cards give ``who`` a bonus (+X) to ``stat``.

    Blog, « La meilleure défense... »: each card counts once whatever the size
    of its bonus; cards lowering the characteristic, abilities of characters
    and the final value (after a fixation, Attaque magique) do not matter.
    """
    cards = stats.cards_giving_bonus(who, stat_names(stat))
    ctx.game.trace.add("eredan.stats.bonus-cards",
                       f"{ctx.label} : {len(cards)} carte(s) apportent un bonus de {STAT_FR[stat_names(stat)[0]]} "
                       f"à {who.name}" + (f" ({', '.join(c.name for c in cards)})" if cards else ""))
    return len(cards)


def _who(ctx: Ctx, word: str, target: Character | None) -> Character:
    if word == "target":
        if target is None:
            raise UserError(f"{ctx.label}: 'target' used in a value where there is no target")
        return target
    if word == "card":
        return ctx.carrier
    found = targets(ctx, {"target": word})
    if not found:
        raise UserError(f"{ctx.label}: nobody is '{word}' here")
    return found[0]


def _path(ctx: Ctx, path: str, target: Character | None) -> int:
    parts = path.split(".")
    who = _who(ctx, parts[0], target)
    rest = parts[1:]
    if not rest:
        raise UserError(f"{ctx.label}: value '{path}' names a character, not a number")
    head = rest[0]
    if head in ("attack", "attack_min", "attack_max", "defense", "spirit"):
        stat = "attack_min" if head == "attack" else head
        what = rest[1] if len(rest) > 1 else "value"
        if what == "base":
            return stats.base(who, stat)
        if what == "bonus":
            return stats.bonus(who, stat)
        return stats.shown(who, stat)
    if head == "hp":
        return who.hp
    if head == "max_hp":
        return who.max_hp
    if head == "missing_hp":
        return who.max_hp - who.hp
    if head == "dealt":   # damage dealt by the character, its cards' included (blog, « Solaris »)
        turn = rest[1:] == ["turn"]
        dealt = who.dealt_turn if turn else who.dealt_combat
        ctx.game.trace.add("eredan.damage.dealt-by", f"{ctx.label} : {who.name} a infligé {dealt} dégâts pendant le "
                                                     f"{'tour' if turn else 'combat'}, ceux de ses cartes compris")
        return dealt
    if head == "healed":
        return who.healed_turn if rest[1:] == ["turn"] else who.healed
    if head == "markers":
        return who.markers.get(rest[1], 0)
    if head == "damage":
        return ctx.info.get("amount", 0) if ctx.info else 0
    raise UserError(f"{ctx.label}: unknown value '{path}'")


# --- conditions ---------------------------------------------------------------

def condition(ctx: Ctx, cond) -> bool:
    if cond is None:
        return True
    if "all" in cond:
        return all(condition(ctx, c) for c in cond["all"])
    if "any" in cond:
        return any(condition(ctx, c) for c in cond["any"])
    if "not" in cond:
        return not condition(ctx, cond["not"])
    if "ally_alive" in cond:
        return any(c.name == cond["ally_alive"] and not c.dead for c in ctx.owner.player.characters)
    if "compare" in cond:
        left, op, right = cond["compare"]
        a, b = value(ctx, left), value(ctx, right)
        return {">=": a >= b, ">": a > b, "<=": a <= b, "<": a < b, "==": a == b, "!=": a != b}[op]
    if "no_weapon" in cond:
        who = _who(ctx, cond["no_weapon"], None)
        return not any(card.definition.is_weapon for card in who.attached)
    if "has_marker" in cond:   # a kind (the carrier has one), or {marker: poudre, who: opponent, min: 2}
        spec = cond["has_marker"] if isinstance(cond["has_marker"], dict) else {"marker": cond["has_marker"]}
        who = _who(ctx, spec.get("who", "carrier"), None)
        return who.markers.get(spec["marker"], 0) >= spec.get("min", 1)
    if "played_by" in cond:
        return ctx.owner.definition.name in cond["played_by"] or ctx.owner.name in cond["played_by"]
    if "fighting" in cond:
        return (ctx.game.opponent_of(_who(ctx, cond["fighting"], None)) is not None)
    if "belongs" in cond:
        return _belongs(ctx, cond["belongs"])
    if "played" in cond:
        return _played(ctx, cond["played"])
    if "discarded" in cond:   # this card's earlier steps discarded at least N cards (Conversion)
        return len(ctx.discarded) >= cond["discarded"]
    if "damage" in cond:
        return _damage_event(ctx, cond["damage"])
    raise UserError(f"{ctx.label}: unknown condition {dict(cond)}")


def _belongs(ctx: Ctx, spec: dict) -> bool:
    """``{belongs: {who: carrier, classes: [Mage], guilds: [...]}}``: the character (default: the carrier)
    has, in each group named, one of the values, after changes (a Golem's object gives the bonus of its
    class, guild or caste, wiki « Races »)."""
    who = _who(ctx, spec.get("who", "carrier"), None)
    found = []
    for group in (g for g in spec if g != "who"):
        if group not in IDENTITY:
            raise UserError(f"{ctx.label}: belongs names '{group}', not guilds, classes, races or castes")
        wanted = spec[group] if isinstance(spec[group], list) else [spec[group]]
        have = [v for v in who.group(group) if v in wanted]
        if not have:
            return False
        found.extend(have)
    ctx.game.trace.add("eredan.resolve.affiliation-bonus",
                       f"{ctx.label} : {who.name} est {', '.join(found)}")
    return True


CONDITIONS = ("all", "any", "not", "ally_alive", "compare", "no_weapon", "has_marker", "played_by", "fighting",
              "belongs", "played", "discarded", "damage")


def _damage_event(ctx: Ctx, spec: dict) -> bool:
    """``{damage: {kind, element, spell, by, by_weapon}}``, for a ``when: damaged`` step: the damage just
    received matches each key given: its kind (a kind or a list), element (feu...), whether it is a
    spell's, who dealt it (``by``: self, ally or opponent of the carrier) and a subtype of a weapon the
    dealer carries (``by_weapon: poudre``).  Damage from a card is dealt by the character who played it
    (blog, « Baril d'explosifs »)."""
    info = ctx.info or {}
    if "kind" not in info:
        raise UserError(f"{ctx.label}: the condition 'damage' only makes sense for a step 'when: damaged'")
    kinds = spec.get("kind")
    if kinds and info["kind"] not in (kinds if isinstance(kinds, list) else [kinds]):
        return False
    if "element" in spec and info.get("element") != spec["element"]:
        return False
    if "spell" in spec and bool(info.get("spell")) != spec["spell"]:
        return False
    dealer = info.get("dealer")
    if ("by" in spec or "by_weapon" in spec) and dealer is None:
        return False
    if "by" in spec:
        who = "self" if dealer is ctx.carrier else "ally" if dealer.player is ctx.carrier.player else "opponent"
        if who != spec["by"]:
            return False
    if "by_weapon" in spec:
        weapons = [c for c in dealer.attached if c.definition.is_weapon and spec["by_weapon"] in c.definition.subtypes]
        if not weapons:
            return False
    traced = info.setdefault("traced", set())   # once per card and damage, whatever its number of steps
    if id(ctx.source) not in traced:
        traced.add(id(ctx.source))
        what = f"{info['amount']} dégâts {damage.KIND_FR[info['kind']]}" + (f" de {info['element']}" if
                                                                             info.get("element") else "")
        by = f", infligés par {dealer.name}" if dealer is not None else ""
        if "by_weapon" in spec:
            by += f", équipé de {weapons[0].name} ({spec['by_weapon']})"
        ctx.game.trace.add("eredan.damage.trigger", f"{ctx.label} se déclenche : {ctx.carrier.name} subit {what}{by}")
    return True


def _played(ctx: Ctx, spec: dict) -> bool:
    """``{played: {by: opponent, type: objet}}``, for a ``card_played`` step: the card whose turn in the
    resolution just came was played by the opponent (or ``self``, ``any``) and is of this type."""
    card = (ctx.info or {}).get("card")
    if card is None:
        raise UserError(f"{ctx.label}: the condition 'played' only makes sense for a step 'when: card_played'")
    by = spec.get("by", "any")
    mine = card.player is ctx.owner.player
    if (by == "opponent" and mine) or (by == "self" and not mine):
        return False
    return "type" not in spec or card.type == spec["type"]


# --- running steps ------------------------------------------------------------

def run(ctx: Ctx, steps, when: str) -> bool:
    """Run the steps of ``steps`` that fire at ``when``; return True if any fired."""
    fired = False
    for step in steps:
        if step.get("when", "resolve") != when:
            continue
        if when not in ("resolve", "static") and ctx.card is not None and not step.get("each"):
            if ctx.card.turn != ctx.game.turn:
                ctx.game.trace.add("eredan.duration.each",
                                   f"{ctx.label} : effet « {WHEN_FR.get(when, when)} » sans « à chaque » : il ne "
                                   f"s'applique qu'au tour où la carte a été jouée")
                continue
        if not condition(ctx, step.get("if")):
            if when != "card_played":   # every card played is offered to the listeners: only matches are traced
                ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} : condition non remplie, effet ignoré")
            continue
        if step.get("once"):
            key = (id(ctx.source), id(step))
            if key in ctx.game.fired_once:
                ctx.game.trace.add("eredan.resolve.card-played", f"{ctx.label} : cet effet s'est déjà appliqué ce "
                                                                 f"tour, il ne se cumule pas")
                continue
            ctx.game.fired_once.add(key)
        name = primitive_of(step)
        fn, _params = PRIMITIVES[name]
        default = "carrier" if ctx.card is not None and ctx.card.carrier is not None and when != "resolve" \
            else "self"
        fn(ctx, step, targets(ctx, step, _default_target(name, default)))
        fired = True
    return fired


def _default_target(name: str, default: str) -> str:
    return {"damage": "opponent", "cancel": "opponents", "cancel_next": "opponents"}.get(name, default)


def _until(ctx: Ctx, step: dict, when: str | None = None) -> str:
    if "until" in step:
        return step["until"]
    if ctx.card is not None:
        return "leaves"
    return "end_of_turn" if step.get("when") == "start_of_turn" else "end_of_combat"


def static_steps(game: Game, name: str):
    """Yield ``(owner, step, label, card)`` for every static step ``name`` in play."""
    for character in game.characters():
        if character.dead:
            continue
        for step in character.definition.abilities:
            if step.get("when") == "static" and name in step:
                yield character, step, character.name, None
        for card in character.attached:
            for step in card.definition.effects:
                if step.get("when") == "static" and name in step:
                    yield card.played_by, step, card.name, card


def targets_static(game: Game, owner: Character, card: CardInPlay | None, step: dict) -> list[Character]:
    ctx = Ctx(game, owner, card, card.name if card else owner.name)
    return targets(ctx, step, "carrier" if card is not None else "self")


def fire(game: Game, event: str, subject: Character, info: dict | None = None) -> None:
    """Run the steps that react to ``event`` happening to ``subject`` (damaged, death).

    A reaction may cause another one (damage answered by damage...).  Their
    nesting is bounded by ``game.reaction_limit``: two effects answering each
    other forever stop with a clear error instead of recursing without end.
    """
    game.reactions += 1
    try:
        if game.reactions > game.reaction_limit:
            from rulings.core.errors import BudgetExceeded

            sources = [subject.name] if any(s.get("when") == event for s in subject.definition.abilities) else []
            sources += [c.name for c in subject.attached if any(s.get("when") == event for s in c.definition.effects)]
            raise BudgetExceeded(
                f"more than {game.reaction_limit} effects reacting to each other ('{event}' of {subject.name}, "
                f"answered by {', '.join(sources) or 'nothing'}): this scenario would never end")
        for step in subject.definition.abilities:
            if step.get("when") == event:
                run(Ctx(game, subject, None, subject.name, info), [step], event)
        for card in list(subject.attached):
            if any(step.get("when") == event for step in card.definition.effects):
                ctx = Ctx(game, card.played_by, card, card.name, info)
                for step in card.definition.effects:
                    if step.get("when") == event and condition(ctx, step.get("if")):
                        fn, _ = PRIMITIVES[primitive_of(step)]
                        fn(ctx, step, targets(ctx, step, "carrier"))
    finally:
        game.reactions -= 1


def broadcast(game: Game, event: str, info: dict) -> None:
    """Run the steps ``when: <event>`` of every card in play and every living character's abilities.

    Unlike :func:`fire` (what happens to one character reaches its abilities and
    its cards), these events concern everyone: ``card_played`` (a card's turn in
    the resolution came: Faveur de l'aube) and ``any_death`` (a character died:
    Invocation de Kheper).  A card attached to a dead character still listens.
    """
    for character in list(game.characters()):
        if not character.dead and any(s.get("when") == event for s in character.definition.abilities):
            run(Ctx(game, character, None, character.name, info), character.definition.abilities, event)
    cards = [card for character in game.characters() for card in character.attached]
    cards += [card for card in game.played if card.in_play and card.resolved and not card.cancelled
              and card not in cards]
    for card in cards:
        if card is not info.get("card") and any(s.get("when") == event for s in card.definition.effects):
            run(Ctx(game, card.played_by, card, card.name, info), card.definition.effects, event)


def amount(ctx: Ctx, expr, target: Character | None = None) -> int:
    """The amount of an effect: :func:`value` plus the boosts of the card's player (« +1 aux effets des sorts »)."""
    result = value(ctx, expr, target)
    if ctx.card is None:
        return result
    for owner, step, label, card in static_steps(ctx.game, "boost"):
        if step.get("card_type", ctx.card.type) != ctx.card.type:
            continue
        if ctx.owner in targets_static(ctx.game, owner, card, step):
            ctx.game.trace.add("eredan.effects.boost", f"{label} : {step['boost']:+d} aux effets de {ctx.label} "
                                                       f"({result} → {result + step['boost']})")
            result += step["boost"]
    return result


# --- primitives: characteristics -------------------------------------------------

@primitive("stat", {"add": "amount", "set": "amount", "divide": "int", "multiply": "int"})
def _stat(ctx: Ctx, step, found):
    until = _until(ctx, step)
    for target in found:
        added = amount(ctx, step["add"], target) if "add" in step else 0   # once for attack min. and max.
        for stat in stat_names(step["stat"]):
            if "add" in step:
                stats.modify(ctx.game, target, stat, "add", added, ctx.source, until, ctx.label)
            elif "set" in step:
                stats.modify(ctx.game, target, stat, "set", value(ctx, step["set"], target), ctx.source, until,
                             ctx.label)
            elif "divide" in step:
                stats.modify(ctx.game, target, stat, "scale", (1, step["divide"]), ctx.source, until, ctx.label)
            elif "multiply" in step:
                stats.modify(ctx.game, target, stat, "scale", (step["multiply"], 1), ctx.source, until, ctx.label)
            else:
                raise UserError(f"{ctx.label}: 'stat' needs add, set, divide or multiply")


@primitive("copy_stat", {"from": "stat", "continuous": "bool"})
def _copy_stat(ctx: Ctx, step, found):
    """Set a characteristic to another one of the same character, once (its value now); with
    ``continuous: true`` it stays equal to it while the effect lasts, whatever modifies either one
    (Porte-bonheur: « attaque min. égale à son attaque max. », even beyond a limitation)."""
    until = _until(ctx, step)
    for target in found:
        source_value = stats.raw(target, step["from"])
        for stat in stat_names(step["copy_stat"]):
            if step.get("continuous"):
                stats.modify(ctx.game, target, stat, "equal", stat_names(step["from"])[0], ctx.source, until,
                             ctx.label)
            else:
                stats.modify(ctx.game, target, stat, "set", source_value, ctx.source, until, ctx.label,
                             "eredan.stats.swap")


@primitive("swap", {"what": "text"})
def _swap(ctx: Ctx, step, found):
    """Exchange values, bases or bonuses of a characteristic between the two fighters."""
    game = ctx.game
    first, second = ctx.owner, _opponent(game, ctx.owner)
    if second is None:
        raise UserError(f"{ctx.label}: an exchange needs two characters in combat")
    what = step.get("what", "value")
    until = _until(ctx, step)
    for stat in stat_names(step["swap"]):
        (v1, b1), (v2, b2) = stats.fold(first, stat), stats.fold(second, stat)
        if what == "value":
            new1, new2, kind, rule = v2, v1, "set", "eredan.stats.swap"
        elif what == "bonus":
            new1, new2, kind, rule = b1 + (v2 - b2), b2 + (v1 - b1), "set", "eredan.stats.bonus"
        elif what == "base":
            new1, new2, kind, rule = b2, b1, "base", "eredan.stats.base-swap"
        else:
            raise UserError(f"{ctx.label}: swap what must be value, base or bonus")
        stats.modify(game, first, stat, kind, new1, ctx.source, until, ctx.label, rule)
        stats.modify(game, second, stat, kind, new2, ctx.source, until, ctx.label, rule)


@primitive("limit", {"stats": "stat"})
def _limit(ctx: Ctx, step, found):
    for target in found:
        stats.add_limit(ctx.game, target, value(ctx, step["limit"], target), ctx.source, _until(ctx, step),
                        ctx.label)


@primitive("immune", {"to": "text"})
def _immune(ctx: Ctx, step, found):
    for target in found:
        for stat in stat_names(step["immune"]):
            stats.add_immunity(ctx.game, target, stat, step.get("to", "modify"), ctx.source, _until(ctx, step),
                               ctx.label)


@primitive("identity", {"from": "text", "set": "list"})
def _identity(ctx: Ctx, step, found):
    """Change guilds/classes/races/castes: copied from a character, or given."""
    groups = step["identity"] if isinstance(step["identity"], list) else [step["identity"]]
    for target in found:
        for group in groups:
            if group not in IDENTITY:
                raise UserError(f"{ctx.label}: identity must name guilds, classes, races or castes")
            if "from" in step:
                new = _who(ctx, step["from"], target).group(group)
            else:
                new = tuple(step.get("set", ()))
            target.identity_overrides.append((group, tuple(new), ctx.source, _until(ctx, step)))
            ctx.game.trace.add("eredan.identity.change",
                               f"{target.name} : {group} → {', '.join(new) or 'aucune'} ({ctx.label})")


@primitive("markers", {"add": "amount", "remove": "amount", "set": "amount"})
def _markers(ctx: Ctx, step, found):
    kind = step["markers"]
    for target in found:
        before = target.markers.get(kind, 0)
        if "set" in step:
            after = value(ctx, step["set"], target)
        else:
            after = before + value(ctx, step.get("add", 0), target) - value(ctx, step.get("remove", 0), target)
        target.markers[kind] = max(0, after)
        ctx.game.trace.add("eredan.markers", f"{target.name} : marqueurs {kind} {before} → {target.markers[kind]}"
                                             f" ({ctx.label})")


# --- primitives: damage and HP ---------------------------------------------------

@primitive("damage", {"kind": "text", "element": "text", "ignore_death": "bool", "as_spell": "bool"})
def _damage(ctx: Ctx, step, found):
    """Deal damage, dealt by the character who played the card (blog, « Solaris »).  The damage of a
    spell (or of a card whose damage ``as_spell`` « sont considérés comme ceux d'un sort », Flammes du
    Phoenix) is a spell's damage: a protection against spells of its element prevents it."""
    kind = step.get("kind", "magical")
    spell = bool(step.get("as_spell")) or (ctx.card is not None and ctx.card.type == "sort")
    for target in found:
        dealt = amount(ctx, step["damage"], target)
        if ctx.card is not None and ctx.owner is not None:
            ctx.game.trace.add("eredan.damage.dealt-by", f"les dégâts de {ctx.label} sont infligés par "
                                                         f"{ctx.owner.name}")
        damage.deal(ctx.game, target, dealt, kind, ctx.owner, ctx.label, step.get("element"),
                    step.get("ignore_death", False), spell=spell)


@primitive("lose_hp", {})
def _lose_hp(ctx: Ctx, step, found):
    for target in found:
        amount = value(ctx, step["lose_hp"], target)
        if amount > 0:
            damage.lose_hp(ctx.game, target, amount, ctx.label)


@primitive("heal", {"ignore_death": "bool"})
def _heal(ctx: Ctx, step, found):
    for target in found:
        healed = amount(ctx, step["heal"], target)
        if healed > 0:
            damage.heal(ctx.game, target, healed, ctx.label, step.get("ignore_death", False))


@primitive("kill", {})
def _kill(ctx: Ctx, step, found):
    for target in found:
        damage.kill(ctx.game, target, ctx.label)


@primitive("reduce_damage", {"kinds": "list", "element": "text", "dealt": "bool"})
def _reduce_damage(ctx: Ctx, step, found):
    """Static only: read by :func:`damage.reductions`.  The damage the targets receive is reduced; with
    ``dealt: true``, the damage they deal (Perversion: « -1 aux dégâts du personnage »)."""


@primitive("prevent_damage", {"element": "text", "spell": "bool"})
def _prevent_damage(ctx: Ctx, step, found):
    """« Ne subissent aucun dégât » (Evanouissement): ``prevent_damage: all`` or a list of kinds.

    As a static step (``when: static``) of a card or ability, it protects its
    targets (default: the carrier) while it is in play, only from the damage of
    the given ``element`` (feu...) and, with ``spell: true``, only from a spell's
    damage (Pierre-cœur noircie against fire spells): read by :func:`damage.deal`.

    The targets are chosen when the effect applies (« les personnages en combat »:
    ``target: fighters``); damage dealt before is kept.  Lasts ``until``
    end_of_turn (default, « ce tour-ci ») or end_of_combat, even once the card
    is discarded.
    """
    spec = step["prevent_damage"]
    kinds = () if spec in ("all", True) else tuple(spec if isinstance(spec, list) else [spec])
    until = step.get("until", "end_of_turn")
    if until not in ("end_of_combat", "end_of_turn"):
        raise UserError(f"{ctx.label}: prevent_damage lasts until end_of_combat or end_of_turn, not {until}")
    for target in found:
        damage.add_shield(ctx.game, target, kinds, ctx.label, until)


@primitive("boost", {"card_type": "text"})
def _boost(ctx: Ctx, step, found):
    """Static only: ``{when: static, boost: 1, card_type: sort, target: self}`` adds 1 to the amounts of the
    effects of the cards of that type the targets play (« +1 aux effets des sorts », blog « Débat
    philosophique »); read by :func:`amount`."""


@primitive("set_duration", {})
def _set_duration(ctx: Ctx, step, found):
    """Change how long this card stays in play: ``ephemeral``, ``permanent``, ``{combats: N}``, ``{turns: N}``.

    With a condition on who played it (La part d'ombre: 3 combats only for two
    characters, otherwise discarded at the end of the combat).
    """
    if ctx.card is None:
        raise UserError(f"{ctx.label}: set_duration only applies to a card")
    spec = step["set_duration"]
    if isinstance(spec, dict):
        (kind, count), = spec.items()
    else:
        kind, count = spec, 0
    ctx.card.duration = (kind, count)
    what = {"ephemeral": "éphémère : défaussée à la fin du combat", "permanent": "permanente",
            "combats": f"durée {count} combats", "turns": f"durée {count} tours"}[kind]
    ctx.game.trace.add("eredan.duration.played-by", f"{ctx.label} jouée par {ctx.owner.name} : {what}")


# --- primitives: other cards ------------------------------------------------------

def _matches(card: CardInPlay, spec: dict) -> bool:
    if "type" in spec and card.type != spec["type"]:
        return False
    if spec.get("guilded") and not card.definition.guilded:
        return False
    if "name" in spec and card.name != spec["name"]:
        return False
    return True


@primitive("cancel", {"type": "text", "guilded": "bool", "clones": "bool", "chained": "bool"})
def _cancel(ctx: Ctx, step, found):
    """Cancel the opponent's cards that are still waiting to resolve (one-shot)."""
    from .resolution import cancel, pending

    spec = step["cancel"] if isinstance(step["cancel"], dict) else {}
    players = {c.player.name for c in found}
    hit = []
    for card in pending(ctx.game):
        if card.player.name not in players or card.cancelled:
            continue
        if step.get("chained") and card.chained_to is not ctx.card:
            continue
        if card.clone_of is not None:
            continue
        if _matches(card, {**spec, **{k: step[k] for k in ("type", "guilded") if k in step}}):
            hit.append(card)
    for card in hit:
        cancel(ctx.game, card, ctx.label)
        for clone in pending(ctx.game):
            if clone.clone_of is card and not clone.cancelled:
                if step.get("clones"):
                    ctx.game.trace.add("eredan.resolve.clone-cancel",
                                       f"{ctx.label} annule aussi le clone de {card.name}, comme son effet le stipule")
                    cancel(ctx.game, clone, ctx.label)
                else:
                    ctx.game.trace.add("eredan.resolve.clone-cancel",
                                       f"le clone de {card.name} n'est pas annulé avec elle : il sera résolu")
    if not hit:
        ctx.game.trace.add("eredan.resolve.cancel", f"{ctx.label} : aucune carte en attente à annuler")


@primitive("cancel_next", {"type": "text"})
def _cancel_next(ctx: Ctx, step, found):
    """Cancel the next card of the given type the opponent resolves.

    Only cards already in play when this resolves can be hit: a card called or
    cloned afterwards does not suffer it (blog, « Les cartes appelées »).
    """
    spec = step["cancel_next"] if isinstance(step["cancel_next"], dict) else {"type": step.get("type")}
    players = {c.player.name for c in found}
    # the seq reached now: cards appearing later (called, cloned) are not affected (blog, cartes appelées)
    ctx.game.watchers.append((spec, players, ctx.label, ctx.game.seq))
    what = TYPE_FR.get(spec.get("type"), "carte")
    ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} annulera la prochaine {what} adverse")


@primitive("call", {"from": "text", "type": "text", "duration": "text", "playable": "bool",
                    "other_than_discarded": "bool"})
def _call(ctx: Ctx, step, found):
    """Bring a card chosen by the player from hand/deck/discard; it resolves after the normal cards.

    ``call: N`` brings up to N cards (``choose`` then lists them); the other
    parameters constrain them: see :func:`zones.choose_called`.
    """
    from .resolution import call_card
    from .zones import choose_called

    zone = step.get("from", "hand")
    for name in choose_called(ctx, step):
        call_card(ctx.game, ctx.owner, name, zone, ctx.label, step.get("type"))


@primitive("clone", {})
def _clone(ctx: Ctx, step, found):
    """Clone the card chained after this one; the clone resolves after the normal cards."""
    from .resolution import clone_card

    chained = [c for c in ctx.game.played if c.chained_to is ctx.card]
    if not chained:
        ctx.game.trace.add("eredan.resolve.called", f"{ctx.label} : aucune carte enchaînée à cloner")
        return
    clone_card(ctx.game, chained[0], ctx.label)


@primitive("ignore_restrictions", {})
def _ignore_restrictions(ctx: Ctx, step, found):
    ctx.game.ignore_restrictions.add(ctx.owner.player.name)
    ctx.game.trace.add("eredan.play.restrictions",
                       f"{ctx.label} : restrictions des prochaines cartes de {ctx.owner.player.name} ignorées")


@primitive("order_bonus", {})
def _order_bonus(ctx: Ctx, step, found):
    from .turn import give_order_bonus

    for target in found:
        give_order_bonus(ctx.game, target, ctx.label, force=True)


@primitive("discard_attached", {"type": "text", "subtype": "text", "which": "text", "duration": "text",
                                "exactly": "int"})
def _discard_attached(ctx: Ctx, step, found):
    """Discard cards attached to the targets (« défaussez l'arme du personnage adverse »).

    ``discard_attached: true`` (or a card name) chooses the cards; ``type`` and
    ``subtype`` (arme, armure, familier...) filter them; ``which`` is ``last``
    (default: the last one put down), ``first`` or ``all``.  A card played this
    turn is attached from its resolution on, so it can already be discarded
    (blog, « Déroulement du tour avancé, Partie 2 »).  ``duration`` (permanent...)
    filters too; with ``exactly: N`` nothing is discarded unless exactly N cards
    match (« si un seul Sort permanent est attaché... », Conversion).
    """
    from .equipment import leave_play

    spec = step["discard_attached"]
    for target in found:
        matching = [c for c in target.attached
                    if (not isinstance(spec, str) or c.name == spec)
                    and ("type" not in step or c.type == step["type"])
                    and ("subtype" not in step or step["subtype"] in c.definition.subtypes)
                    and ("duration" not in step or c.duration[0] == step["duration"])]
        if "exactly" in step and len(matching) != step["exactly"]:
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} : {len(matching)} carte(s) concernée(s) attachée(s) à {target.name} au "
                               f"lieu de {step['exactly']} : rien n'est défaussé")
            continue
        which = step.get("which", "last")
        chosen_cards = matching if which == "all" else matching[:1] if which == "first" else matching[-1:]
        if not chosen_cards:
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} : aucune carte attachée à {target.name} à défausser")
        for card in chosen_cards:
            when = "jouée ce tour-ci et déjà résolue" if card.turn == ctx.game.turn else "attachée"
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} défausse {card.name} ({when}) de {target.name}")
            leave_play(ctx.game, card, f"défaussée par {ctx.label}")
            ctx.discarded.append(card)


@primitive("hand_size", {"players": "text"})
def _hand_size(ctx: Ctx, step, found):
    """Static only (Haine: the players' hand is 4 cards): read by :func:`turn.hand_size`.

    ``players`` is ``all`` (default), ``mine`` or ``theirs``, seen from the
    owner of the ability or card, which works only while the owner is alive.
    """


# --- format of steps (validated when cards and scenarios load) ---------------------------

PARAM_KINDS = ("amount", "int", "bool", "text", "list", "stat")


def check_step(step, where_text: str) -> None:
    """Raise UserError if a step is not a well-formed effect step."""
    from rulings.core.errors import did_you_mean

    if not isinstance(step, dict):
        raise UserError(f"{where_text}: an effect step must be a mapping such as "
                        "{stat: defense, add: 1}")
    names = [k for k in step if k in PRIMITIVES]
    if len(names) != 1:
        unknown = [k for k in step if k not in PRIMITIVES and k not in COMMON_KEYS]
        hint = did_you_mean(str(unknown[0]), list(PRIMITIVES)) if unknown else None
        what = "no effect primitive" if not names else f"several primitives ({', '.join(names)})"
        raise UserError(f"{where_text}: a step needs exactly one primitive, found {what}", hint=hint or
                        "primitives: " + ", ".join(sorted(PRIMITIVES)))
    name = names[0]
    params = PRIMITIVES[name][1]
    for key in step:
        if key != name and key not in params and key not in COMMON_KEYS:
            raise UserError(f"{where_text}: '{key}' is not a parameter of '{name}'",
                            hint=did_you_mean(str(key), list(params) + list(COMMON_KEYS)))
    if step.get("when", "resolve") not in WHEN:
        raise UserError(f"{where_text}: when '{step['when']}' is unknown",
                        hint=did_you_mean(str(step["when"]), WHEN))
    if "target" in step and step["target"] not in TARGETS:
        raise UserError(f"{where_text}: target '{step['target']}' is unknown",
                        hint=did_you_mean(str(step["target"]), TARGETS))
    if name in ("stat", "immune", "limit") and name != "limit":
        for stat in stat_names(step[name]):
            if stat not in STAT_FR:
                raise UserError(f"{where_text}: '{step[name]}' is not a characteristic",
                                hint=did_you_mean(str(step[name]), ["attack", "defense", "spirit", "attack_min",
                                                                    "attack_max", "all"]))
    if "if" in step and isinstance(step["if"], dict):
        for key in step["if"]:
            if key not in CONDITIONS:
                raise UserError(f"{where_text}: unknown condition '{key}'", hint=did_you_mean(str(key), CONDITIONS))
        check_condition(step["if"], where_text)
    kinds = {**params, **({name: MAIN_KINDS[name]} if name in MAIN_KINDS else {})}
    for key, kind in kinds.items():
        if key in step:
            check_param(step[key], kind, CHOICES.get((name, key)), f"{where_text}: '{key}' of '{name}'")
    _check_special(name, step, where_text)


def _check_special(name: str, step: dict, where_text: str) -> None:
    """Main values of prevent_damage, set_duration and boost, and the ``played`` condition's keys."""
    arg = step[name]
    if name == "prevent_damage":
        kinds = [] if arg in ("all", True) else (arg if isinstance(arg, list) else [arg])
        if any(k not in ("physical", "magical", "direct") for k in kinds):
            raise UserError(f"{where_text}: prevent_damage is 'all' or a list among physical, magical, direct")
    elif name == "set_duration":
        ok = arg in ("ephemeral", "permanent") or (
            isinstance(arg, dict) and len(arg) == 1 and next(iter(arg)) in ("combats", "turns")
            and isinstance(next(iter(arg.values())), int) and next(iter(arg.values())) > 0)
        if not ok:
            raise UserError(f"{where_text}: set_duration is ephemeral, permanent, {{combats: N}} or {{turns: N}}")
    elif name == "boost" and (not isinstance(arg, int) or isinstance(arg, bool)):
        raise UserError(f"{where_text}: boost is a whole number (+1 aux effets des sorts: 1)")
    if name == "boost" and step.get("card_type", "sort") not in CARD_TYPES:
        raise UserError(f"{where_text}: card_type must be one of {', '.join(CARD_TYPES)}")
    played = (step.get("if") or {}).get("played") if isinstance(step.get("if"), dict) else None
    if played is not None:
        if not isinstance(played, dict) or set(played) - {"by", "type"} \
                or played.get("by", "any") not in ("opponent", "self", "any") \
                or played.get("type", "action") not in CARD_TYPES:
            raise UserError(f"{where_text}: played is {{by: opponent|self|any, type: {'|'.join(CARD_TYPES)}}}")
        if step.get("when") != "card_played":
            raise UserError(f"{where_text}: the condition 'played' needs 'when: card_played'")


# What a primitive's own key holds when it is more than a flag (checked like a parameter).
MAIN_KINDS = {"stat": "stat", "immune": "stat", "copy_stat": "stat", "swap": "stat", "damage": "amount",
              "heal": "amount", "lose_hp": "amount", "limit": "amount", "markers": "text", "hand_size": "int"}
# Parameters whose text (or list items) must be one of a few words.
CHOICES = {("damage", "kind"): ("physical", "magical", "direct"),
           ("reduce_damage", "kinds"): ("physical", "magical", "direct"),
           ("swap", "what"): ("value", "base", "bonus"), ("immune", "to"): ("modify", "decrease"),
           ("call", "from"): ("hand", "deck", "discard", "removed"),
           ("identity", "from"): ("target", "card", *TARGETS),
           ("call", "type"): CARD_TYPES, ("cancel", "type"): CARD_TYPES, ("cancel_next", "type"): CARD_TYPES,
           ("discard_attached", "type"): CARD_TYPES, ("discard_attached", "which"): ("last", "first", "all"),
           ("hand_size", "players"): ("all", "mine", "theirs")}
COMPARISONS = (">=", ">", "<=", "<", "==", "!=")
_KIND_TEXT = {"amount": "a number, a value such as self.defense.base, or a mapping such as "
                        "{count: allies, times: -1}", "int": "a whole number", "bool": "true or false",
              "text": "a text", "list": "a list", "stat": "a characteristic (attack, defense, spirit...)"}


def check_param(val, kind, choices, where_text: str) -> None:
    """Raise UserError unless ``val`` has the ``kind`` a primitive declared (see PARAM_KINDS)."""
    from rulings.core.errors import did_you_mean

    if kind == "amount":
        check_amount(val, where_text)
        return
    ok = {"int": lambda v: isinstance(v, int) and not isinstance(v, bool), "bool": lambda v: isinstance(v, bool),
          "text": lambda v: isinstance(v, str), "list": lambda v: isinstance(v, list),
          "stat": lambda v: isinstance(v, (str, list)) and all(s in STAT_FR for s in stat_names(v))}.get(kind)
    if ok is not None and not ok(val):
        hint = did_you_mean(val, ["attack", "defense", "spirit", "attack_min", "attack_max", "all"]) \
            if kind == "stat" and isinstance(val, str) else None
        raise UserError(f"{where_text} must be {_KIND_TEXT[kind]}, not {val!r}", hint=hint)
    if kind == "int" and val == 0:
        raise UserError(f"{where_text} cannot be 0")
    for item in (val if isinstance(val, list) else [val]) if choices else ():
        if item not in choices:
            raise UserError(f"{where_text} cannot be {item!r}; allowed: {', '.join(choices)}",
                            hint=did_you_mean(str(item), choices))


def check_amount(expr, where_text: str) -> None:
    """Raise UserError unless ``expr`` is an amount :func:`value` can evaluate."""
    from rulings.core.errors import did_you_mean

    if isinstance(expr, int):
        return
    if isinstance(expr, str):
        word = expr.split(".")[0]
        if word not in ("target", "card", *TARGETS) or "." not in expr:
            raise UserError(f"{where_text}: '{expr}' is not an amount", hint=_KIND_TEXT["amount"])
        return
    if not isinstance(expr, dict):
        raise UserError(f"{where_text} must be {_KIND_TEXT['amount']}, not {expr!r}")
    for key in expr:
        if key not in VALUE_KEYS:
            raise UserError(f"{where_text}: unknown key '{key}' in an amount",
                            hint=did_you_mean(str(key), VALUE_KEYS) or "keys: " + ", ".join(VALUE_KEYS))
    if sum(k in expr for k in ("count", "value", "bonus_cards")) != 1:
        raise UserError(f"{where_text}: an amount given as a mapping needs exactly one of 'count' (whom to "
                        "count), 'value' and 'bonus_cards' (cards giving a bonus to a characteristic)")
    if "bonus_cards" in expr and not all(s in STAT_FR for s in stat_names(expr["bonus_cards"])):
        raise UserError(f"{where_text}: bonus_cards names a characteristic, not {expr['bonus_cards']!r}")
    if "of" in expr and expr["of"] not in ("target", "card", *TARGETS):
        raise UserError(f"{where_text}: 'of' names a character (self, opponent, target...), not {expr['of']!r}")
    if "count" in expr and expr["count"] not in TARGETS:
        raise UserError(f"{where_text}: cannot count '{expr['count']}'", hint=did_you_mean(str(expr["count"]), TARGETS))
    for key in ("value", "plus"):
        if key in expr:
            check_amount(expr[key], f"{where_text}: '{key}'")
    for key in ("times", "divide", "max", "min"):
        if key in expr and (not isinstance(expr[key], int) or isinstance(expr[key], bool)):
            raise UserError(f"{where_text}: '{key}' must be a whole number, not {expr[key]!r}")
    if expr.get("divide") == 0:
        raise UserError(f"{where_text}: 'divide' cannot be 0")


def check_condition(cond, where_text: str) -> None:
    """Raise UserError unless ``cond`` is a condition :func:`condition` can evaluate."""
    from rulings.core.errors import did_you_mean

    if not isinstance(cond, dict) or len(cond) != 1:
        raise UserError(f"{where_text}: a condition is a mapping with one key, such as {{ally_alive: Naya}}; "
                        f"combine several with all, any or not; got {cond!r}")
    (key, arg), = cond.items()
    if key not in CONDITIONS:
        raise UserError(f"{where_text}: unknown condition '{key}'", hint=did_you_mean(str(key), CONDITIONS))
    if key in ("all", "any"):
        if not isinstance(arg, list) or not arg:
            raise UserError(f"{where_text}: '{key}' needs a list of conditions")
        for item in arg:
            check_condition(item, where_text)
    elif key == "not":
        check_condition(arg, where_text)
    elif key == "compare":
        if not isinstance(arg, list) or len(arg) != 3 or arg[1] not in COMPARISONS:
            raise UserError(f"{where_text}: compare needs [amount, operator, amount] with an operator among "
                            f"{' '.join(COMPARISONS)}; got {arg!r}")
        check_amount(arg[0], f"{where_text}: compare")
        check_amount(arg[2], f"{where_text}: compare")
    elif key == "damage":
        if not isinstance(arg, dict) or set(arg) - {"kind", "element", "spell", "by", "by_weapon"} \
                or arg.get("by", "opponent") not in ("self", "ally", "opponent"):
            raise UserError(f"{where_text}: damage is {{kind, element, spell, by: self|ally|opponent, by_weapon}}; "
                            f"got {arg!r}")


from . import zones  # noqa: E402,F401  (registers the primitives about card zones)
from . import moving  # noqa: E402,F401  (registers move_card: attached cards that move or are played again)
