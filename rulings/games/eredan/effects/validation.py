"""Checking effect steps when cards and scenarios load (errors with \"did you mean\")."""

from __future__ import annotations

from rulings.core.errors import UserError

from ..model import CARD_TYPES, STAT_FR, stat_names
from .base import COMMON_KEYS, PRIMITIVES, TARGETS, WHEN
from .conditions import CONDITIONS
from .values import VALUE_KEYS

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


