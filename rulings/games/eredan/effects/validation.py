"""Checking effect steps when cards and scenarios load (errors with \"did you mean\")."""

from __future__ import annotations

from rulings.core.errors import UserError
from rulings.core.spec import describe

from ..messages import msg
from ..model import CARD_TYPES, IDENTITY, RUNES, STAT_FR, STAT_WORDS, stat_names
from .base import COMMON_KEYS, PRIMITIVES, TARGETS, WHEN
from .conditions import CONDITIONS
from .values import VALUE_KEYS

# --- format of steps (validated when cards and scenarios load) ---------------------------

PARAM_KINDS = ("amount", "int", "bool", "text", "list", "stat")


def check_step(step, where_text: str) -> None:
    """Raise UserError if a step is not a well-formed effect step."""
    from rulings.core.errors import did_you_mean

    if not isinstance(step, dict):
        raise UserError(msg("step.not_mapping", where=where_text))
    names = [k for k in step if k in PRIMITIVES]
    if len(names) != 1:
        unknown = [k for k in step if k not in PRIMITIVES and k not in COMMON_KEYS]
        hint = did_you_mean(str(unknown[0]), list(PRIMITIVES)) if unknown else None
        what = msg("step.no_primitive") if not names else msg("step.several_primitives", names=", ".join(names))
        raise UserError(msg("step.primitive_count", where=where_text, found=what),
                        hint=hint or msg("step.primitives", names=", ".join(sorted(PRIMITIVES))))
    name = names[0]
    params = PRIMITIVES[name][1]
    for key in step:
        if key != name and key not in params and key not in COMMON_KEYS:
            raise UserError(msg("step.not_param", where=where_text, key=key, name=name),
                            hint=did_you_mean(str(key), list(params) + list(COMMON_KEYS)))
    if step.get("when", "resolve") not in WHEN:
        raise UserError(msg("step.unknown_when", where=where_text, when=step["when"]),
                        hint=did_you_mean(str(step["when"]), WHEN))
    for rune in (step["rune"] if isinstance(step.get("rune"), list) and step["rune"] else [step.get("rune")]
                 if "rune" in step else []):
        if rune not in RUNES:
            raise UserError(msg("step.unknown_rune", where=where_text, rune=rune, runes=", ".join(RUNES)),
                            hint=did_you_mean(str(rune), RUNES))
    if "rune_count" in step:
        count = step["rune_count"]
        if "rune" not in step or not isinstance(step["rune"], str):
            raise UserError(msg("step.rune_count_rune", where=where_text))
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise UserError(msg("step.rune_count", where=where_text, value=describe(count)))
    if "rune" in step and step.get("when") == "static":
        raise UserError(msg("step.static_rune", where=where_text))
    if "target" in step and step["target"] not in TARGETS:
        raise UserError(msg("step.unknown_target", where=where_text, target=step["target"]),
                        hint=did_you_mean(str(step["target"]), TARGETS))
    if name in ("stat", "immune"):
        for stat in (stat_names(step[name]) if _texts(step[name]) else [None]):
            if stat not in STAT_FR:
                raise UserError(msg("step.not_stat", where=where_text, stat=step[name]),
                                hint=did_you_mean(str(step[name]), STAT_WORDS))
    if "if" in step and isinstance(step["if"], dict):
        for key in step["if"]:
            if key not in CONDITIONS:
                raise UserError(msg("step.unknown_condition", where=where_text, key=key),
                                hint=did_you_mean(str(key), CONDITIONS))
        check_condition(step["if"], where_text)
    kinds = {**params, **({name: MAIN_KINDS[name]} if name in MAIN_KINDS else {})}
    for key, kind in kinds.items():
        if key in step:
            check_param(step[key], kind, CHOICES.get((name, key)), msg("param.where", where=where_text, key=key,
                                                                       name=name))
    _check_special(name, step, where_text)


def _check_special(name: str, step: dict, where_text: str) -> None:
    """Main values of prevent_damage, set_duration and boost, and the ``played`` condition's keys."""
    arg = step[name]
    if name == "prevent_damage":
        kinds = [] if arg in ("all", True) else (arg if isinstance(arg, list) else [arg])
        if any(k not in ("physical", "magical", "direct") for k in kinds):
            raise UserError(msg("step.prevent_damage", where=where_text))
    elif name == "set_duration":
        ok = arg in ("ephemeral", "permanent") or (
            isinstance(arg, dict) and len(arg) == 1 and next(iter(arg)) in ("combats", "turns")
            and isinstance(next(iter(arg.values())), int) and next(iter(arg.values())) > 0)
        if not ok:
            raise UserError(msg("step.set_duration", where=where_text))
    elif name == "boost" and (not isinstance(arg, int) or isinstance(arg, bool)):
        raise UserError(msg("step.boost", where=where_text))
    if name == "boost" and step.get("card_type", "sort") not in CARD_TYPES:
        raise UserError(msg("step.card_type", where=where_text, types=", ".join(CARD_TYPES)))
    played = (step.get("if") or {}).get("played") if isinstance(step.get("if"), dict) else None
    if played is not None:
        if not isinstance(played, dict) or set(played) - {"by", "type"} \
                or played.get("by", "any") not in ("opponent", "self", "any") \
                or played.get("type", "action") not in CARD_TYPES:
            raise UserError(msg("step.played", where=where_text, types="|".join(CARD_TYPES)))
        if step.get("when") != "card_played":
            raise UserError(msg("step.played_when", where=where_text))


# What a primitive's own key holds when it is more than a flag (checked like a parameter).
MAIN_KINDS = {"stat": "stat", "immune": "stat", "copy_stat": "stat", "swap": "stat", "damage": "amount",
              "reduce_damage": "int",
              "heal": "amount", "lose_hp": "amount", "limit": "amount", "markers": "text", "hand_size": "int",
              "gain_rune": "text", "rune_slots": "amount"}
# Parameters whose text (or list items) must be one of a few words.
CHOICES = {("damage", "kind"): ("physical", "magical", "direct"),
           ("reduce_damage", "kinds"): ("physical", "magical", "direct"),
           ("swap", "what"): ("value", "base", "bonus"), ("immune", "to"): ("modify", "decrease"),
           ("call", "from"): ("hand", "deck", "discard", "removed"),
           ("identity", "from"): ("target", "card", *TARGETS),
           ("call", "type"): CARD_TYPES, ("cancel", "type"): CARD_TYPES, ("cancel_next", "type"): CARD_TYPES,
           ("discard_attached", "type"): CARD_TYPES, ("discard_attached", "which"): ("last", "first", "all"),
           ("hand_size", "players"): ("all", "mine", "theirs"), ("gain_rune", "gain_rune"): RUNES}
COMPARISONS = (">=", ">", "<=", "<", "==", "!=")


def check_param(val, kind, choices, where_text: str) -> None:
    """Raise UserError unless ``val`` has the ``kind`` a primitive declared (see PARAM_KINDS)."""
    from rulings.core.errors import did_you_mean

    if kind == "amount":
        check_amount(val, where_text)
        return
    ok = {"int": lambda v: isinstance(v, int) and not isinstance(v, bool), "bool": lambda v: isinstance(v, bool),
          "text": lambda v: isinstance(v, str), "list": lambda v: isinstance(v, list),
          "stat": lambda v: _texts(v) and all(s in STAT_FR for s in stat_names(v))}.get(kind)
    if ok is not None and not ok(val):
        hint = did_you_mean(val, STAT_WORDS) if kind == "stat" and isinstance(val, str) else None
        raise UserError(msg("param.must_be", where=where_text, kind=msg(f"kind.{kind}"), value=describe(val)),
                        hint=hint)
    if kind == "int" and val == 0:
        raise UserError(msg("param.not_zero", where=where_text))
    for item in (val if isinstance(val, list) else [val]) if choices else ():
        if item not in choices:
            raise UserError(msg("param.not_allowed", where=where_text, value=item, allowed=", ".join(choices)),
                            hint=did_you_mean(str(item), choices))


def check_amount(expr, where_text: str) -> None:
    """Raise UserError unless ``expr`` is an amount :func:`value` can evaluate."""
    from rulings.core.errors import did_you_mean

    if isinstance(expr, int):
        return
    if isinstance(expr, str):
        word = expr.split(".")[0]
        if word not in ("target", "card", *TARGETS) or "." not in expr:
            raise UserError(msg("amount.not_amount", where=where_text, expr=expr), hint=msg("kind.amount"))
        return
    if not isinstance(expr, dict):
        raise UserError(msg("param.must_be", where=where_text, kind=msg("kind.amount"), value=describe(expr)))
    for key in expr:
        if key not in VALUE_KEYS:
            raise UserError(msg("amount.unknown_key", where=where_text, key=key),
                            hint=did_you_mean(str(key), VALUE_KEYS) or msg("amount.keys", keys=", ".join(VALUE_KEYS)))
    if sum(k in expr for k in ("count", "value", "bonus_cards")) != 1:
        raise UserError(msg("amount.one_of", where=where_text))
    if "bonus_cards" in expr and not (_texts(expr["bonus_cards"])
                                      and all(s in STAT_FR for s in stat_names(expr["bonus_cards"]))):
        raise UserError(msg("amount.bonus_cards", where=where_text, value=describe(expr["bonus_cards"])))
    if "of" in expr and expr["of"] not in ("target", "card", *TARGETS):
        raise UserError(msg("amount.of", where=where_text, value=describe(expr["of"])))
    if "runes" in expr and ("count" not in expr or expr["runes"] not in RUNES):
        raise UserError(msg("amount.runes", where=where_text, runes=", ".join(RUNES)),
                        hint=did_you_mean(str(expr["runes"]), RUNES) if "count" in expr else None)
    if "count" in expr and expr["count"] not in TARGETS:
        raise UserError(msg("amount.count", where=where_text, count=expr["count"]),
                        hint=did_you_mean(str(expr["count"]), TARGETS))
    for key in ("value", "plus"):
        if key in expr:
            check_amount(expr[key], msg("amount.key", where=where_text, key=key))
    for key in ("times", "divide", "max", "min"):
        if key in expr and (not isinstance(expr[key], int) or isinstance(expr[key], bool)):
            raise UserError(msg("amount.whole", where=where_text, key=key, value=describe(expr[key])))
    if expr.get("divide") == 0:
        raise UserError(msg("amount.divide_zero", where=where_text))


def check_condition(cond, where_text: str) -> None:
    """Raise UserError unless ``cond`` is a condition :func:`condition` can evaluate."""
    from rulings.core.errors import did_you_mean

    if not isinstance(cond, dict) or len(cond) != 1:
        raise UserError(msg("condition.shape", where=where_text, value=_shown(cond)))
    (key, arg), = cond.items()
    if key not in CONDITIONS:
        raise UserError(msg("step.unknown_condition", where=where_text, key=key),
                        hint=did_you_mean(str(key), CONDITIONS))
    if key in ("all", "any"):
        if not isinstance(arg, list) or not arg:
            raise UserError(msg("condition.list", where=where_text, key=key))
        for item in arg:
            check_condition(item, where_text)
    elif key == "not":
        check_condition(arg, where_text)
    elif key == "compare":
        if not isinstance(arg, list) or len(arg) != 3 or arg[1] not in COMPARISONS:
            raise UserError(msg("condition.compare", where=where_text, operators=" ".join(COMPARISONS),
                                value=_shown(arg)))
        check_amount(arg[0], msg("condition.compare_where", where=where_text))
        check_amount(arg[2], msg("condition.compare_where", where=where_text))
    elif key == "damage":
        if not isinstance(arg, dict) or set(arg) - {"kind", "element", "spell", "by", "by_weapon"} \
                or arg.get("by", "opponent") not in ("self", "ally", "opponent"):
            raise UserError(msg("condition.damage", where=where_text, value=_shown(arg)))
        if "kind" in arg:       # a kind, or a list of kinds (any of them)
            check_param(arg["kind"], "list" if isinstance(arg["kind"], list) else "text", CHOICES[("damage", "kind")],
                        msg("condition.damage_kind_where", where=where_text))
    elif key in CONDITION_ARGS and not CONDITION_ARGS[key](arg):
        raise UserError(msg("condition.arg", where=where_text, key=key, value=_shown(arg),
                            expected=msg(f"condition.arg.{key}")))


def _who_word(value) -> bool:
    """A word :func:`values._who` reads: target, card, or a target (carrier, self, opponent…)."""
    return isinstance(value, str) and value in ("target", "card", *TARGETS)


def _texts(value) -> bool:
    return isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))


def _whole(value) -> bool:
    return isinstance(value, int)       # true counts as 1 (« discarded: true »: at least one card)


# The argument each simple condition takes (the others are checked above).
CONDITION_ARGS = {
    "ally_alive": lambda arg: isinstance(arg, str),
    "no_weapon": _who_word,
    "fighting": _who_word,
    "played_by": _texts,
    "discarded": _whole,
    "has_marker": lambda arg: isinstance(arg, str) or (
        isinstance(arg, dict) and isinstance(arg.get("marker"), str) and not set(arg) - {"marker", "who", "min"}
        and _who_word(arg.get("who", "carrier")) and _whole(arg.get("min", 1))
        and not isinstance(arg.get("min"), bool)),
    "belongs": lambda arg: isinstance(arg, dict) and any(k in IDENTITY for k in arg) and all(
        (k == "who" and _who_word(v)) or (k in IDENTITY and _texts(v)) for k, v in arg.items()),
}


def _shown(value) -> str:
    """A value given in a step, as the user wrote it (a list or a block in YAML's flow style)."""
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return describe(value)


