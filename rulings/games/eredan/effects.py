"""Card and ability effects as data, interpreted by a small set of primitives.

An effect is a list of *steps*.  A step is a mapping with exactly one
primitive key (``stat``, ``damage``, ``heal`` ...) and common keys:

``when``    resolve (default), start_of_turn, start_of_combat, end_of_combat,
            end_of_turn, static, damaged, death
``each``    for a card attached in an earlier turn: fire again every combat/turn
            (« à chaque »); otherwise a timed step fires only in the turn the
            card was played
``if``      a condition (see :func:`condition`)
``target``  self, opponent, carrier, carrier_opponent, fighters, allies, team,
            opponents, all, chosen; filtered by ``race``/``class``/``guild``
``until``   how long a characteristic change lasts (leaves, end_of_combat,
            end_of_turn, never); by default as long as the card stays in play

Each primitive is a small function registered in :data:`PRIMITIVES` together
with the parameters it accepts, so the scenario format can validate them.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.errors import UserError

from . import damage, stats
from .model import IDENTITY, STAT_FR, CardInPlay, Character, Game, stat_names

COMMON_KEYS = ("when", "each", "if", "target", "until", "race", "class", "guild", "note")
WHEN = ("resolve", "start_of_turn", "start_of_combat", "end_of_combat", "end_of_turn", "static",
        "damaged", "death")
TARGETS = ("self", "opponent", "carrier", "carrier_opponent", "fighters", "allies", "team", "opponents",
           "all", "chosen")


@dataclass
class Ctx:
    """Who acts: ``owner`` played the card or has the ability; ``card`` may be None."""

    game: Game
    owner: Character
    card: CardInPlay | None
    label: str
    info: dict | None = None

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
    else:  # validated by the format; kept for safety
        raise UserError(f"unknown target '{kind}'")
    found = [c for c in found if c is not None]
    if kind in ("allies", "team", "opponents", "all", "fighters"):
        found = [c for c in found if not c.dead]
    for key, group in (("race", "races"), ("class", "classes"), ("guild", "guilds")):
        if key in step:
            found = [c for c in found if step[key] in c.group(group)]
    return found


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

def value(ctx: Ctx, expr, target: Character | None = None) -> int:
    """Evaluate an amount: a number, a path such as 'self.defense.base', or a mapping."""
    if isinstance(expr, bool):
        return int(expr)
    if isinstance(expr, int):
        return expr
    if isinstance(expr, str):
        return _path(ctx, expr, target)
    if "count" in expr:
        result = len(targets(ctx, {"target": expr["count"], **{k: expr[k] for k in ("race", "class", "guild")
                                                               if k in expr}}))
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
    if head == "dealt":
        return who.dealt_turn if rest[1:] == ["turn"] else who.dealt_combat
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
    if "has_marker" in cond:
        return ctx.carrier.markers.get(cond["has_marker"], 0) > 0
    if "played_by" in cond:
        return ctx.owner.definition.name in cond["played_by"] or ctx.owner.name in cond["played_by"]
    if "fighting" in cond:
        return (ctx.game.opponent_of(_who(ctx, cond["fighting"], None)) is not None)
    raise UserError(f"{ctx.label}: unknown condition {dict(cond)}")


CONDITIONS = ("all", "any", "not", "ally_alive", "compare", "no_weapon", "has_marker", "played_by", "fighting")


# --- running steps ------------------------------------------------------------

def run(ctx: Ctx, steps, when: str) -> bool:
    """Run the steps of ``steps`` that fire at ``when``; return True if any fired."""
    fired = False
    for step in steps:
        if step.get("when", "resolve") != when:
            continue
        if when not in ("resolve", "static") and ctx.card is not None and not step.get("each"):
            if ctx.card.turn != ctx.game.turn:
                continue
        if not condition(ctx, step.get("if")):
            ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} : condition non remplie, effet ignoré")
            continue
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
    """Run the steps that react to ``event`` happening to ``subject`` (damaged, death)."""
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


# --- primitives: characteristics -------------------------------------------------

@primitive("stat", {"add": "amount", "set": "amount", "divide": "int", "multiply": "int"})
def _stat(ctx: Ctx, step, found):
    until = _until(ctx, step)
    for target in found:
        for stat in stat_names(step["stat"]):
            if "add" in step:
                stats.modify(ctx.game, target, stat, "add", value(ctx, step["add"], target), ctx.source, until,
                             ctx.label)
            elif "set" in step:
                stats.modify(ctx.game, target, stat, "set", value(ctx, step["set"], target), ctx.source, until,
                             ctx.label)
            elif "divide" in step:
                stats.modify(ctx.game, target, stat, "scale", (1, step["divide"]), ctx.source, until, ctx.label)
            elif "multiply" in step:
                stats.modify(ctx.game, target, stat, "scale", (step["multiply"], 1), ctx.source, until, ctx.label)
            else:
                raise UserError(f"{ctx.label}: 'stat' needs add, set, divide or multiply")


@primitive("copy_stat", {"from": "stat"})
def _copy_stat(ctx: Ctx, step, found):
    """Set a characteristic to another one of the same character (Porte-bonheur: min = max)."""
    until = _until(ctx, step)
    for target in found:
        source_value = stats.raw(target, step["from"])
        for stat in stat_names(step["copy_stat"]):
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

@primitive("damage", {"kind": "text", "element": "text", "ignore_death": "bool"})
def _damage(ctx: Ctx, step, found):
    kind = step.get("kind", "magical")
    for target in found:
        amount = value(ctx, step["damage"], target)
        if ctx.card is not None and ctx.owner is not None:
            ctx.game.trace.add("eredan.damage.dealt-by", f"les dégâts de {ctx.label} sont infligés par "
                                                         f"{ctx.owner.name}")
        damage.deal(ctx.game, target, amount, kind, ctx.owner, ctx.label, step.get("element"),
                    step.get("ignore_death", False))


@primitive("lose_hp", {})
def _lose_hp(ctx: Ctx, step, found):
    for target in found:
        amount = value(ctx, step["lose_hp"], target)
        if amount > 0:
            damage.lose_hp(ctx.game, target, amount, ctx.label)


@primitive("heal", {"ignore_death": "bool"})
def _heal(ctx: Ctx, step, found):
    for target in found:
        amount = value(ctx, step["heal"], target)
        if amount > 0:
            damage.heal(ctx.game, target, amount, ctx.label, step.get("ignore_death", False))


@primitive("kill", {})
def _kill(ctx: Ctx, step, found):
    for target in found:
        damage.kill(ctx.game, target, ctx.label)


@primitive("reduce_damage", {"kinds": "list", "element": "text"})
def _reduce_damage(ctx: Ctx, step, found):
    """Static only: read by :func:`damage.reductions`."""


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
        if step.get("clones"):
            for clone in pending(ctx.game):
                if clone.clone_of is card and not clone.cancelled:
                    cancel(ctx.game, clone, ctx.label)
    if not hit:
        ctx.game.trace.add("eredan.resolve.cancel", f"{ctx.label} : aucune carte en attente à annuler")


@primitive("cancel_next", {"type": "text"})
def _cancel_next(ctx: Ctx, step, found):
    """Cancel the next card of the given type the opponent resolves."""
    spec = step["cancel_next"] if isinstance(step["cancel_next"], dict) else {"type": step.get("type")}
    players = {c.player.name for c in found}
    ctx.game.watchers.append((spec, players, ctx.label))
    ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} annulera la prochaine {spec.get('type')} adverse")


@primitive("call", {"from": "text", "type": "text"})
def _call(ctx: Ctx, step, found):
    """Bring a card chosen by the player from hand/deck/discard; it resolves after the normal cards."""
    from .resolution import call_card

    zone = step.get("from", "hand")
    name = chosen(ctx, "choose")
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
