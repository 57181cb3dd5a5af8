"""Characteristics: attack min/max, defense, spirit.

A characteristic is its base value plus an ordered list of :class:`Modifier`
objects.  Its value is computed by folding the list (:func:`fold`):

* ``add``   adds X to the variation since the reference (the memory of values
  below 0 and of a limitation's overflow comes from keeping this sum whole);
* ``set``   makes Y the new reference and clears the variation;
* ``scale`` divides or multiplies the current value, rounded down, and makes it
  the new reference;
* ``base``  replaces the base (Duel spirituel); bonuses are kept.
* ``equal`` makes it equal to another characteristic of the same character,
  whatever else modifies it, for as long as the modifier lasts (Porte-bonheur:
  attack min. = attack max., even beyond a limitation).

A limitation to ±N (Dame Yilith) clamps the variation, not the stored sum.
The value shown is never below 0; the bonus is value minus base.
Modifiers leave with their source, so an ephemeral card's effect ends when the
card is discarded.
"""

from __future__ import annotations

from .model import STAT_FR, CardInPlay, Character, Game, Modifier


def fold(character: Character, stat: str, limited: bool = True, following: tuple = ()) -> tuple[int, int]:
    """Return ``(value, base)`` of one characteristic; value may be negative.

    « égale à » another characteristic (Porte-bonheur) is that one's value, itself « égale à » a third if so;
    ``following``: the characteristics already followed, where a loop of « égale à » stops (each then keeps the
    value of the next one of the loop: an assumption, no source has two such cards)."""
    base = character.base[stat]
    ref, delta = base, 0
    equal_to = None
    limit = current_limit(character) if limited else None
    for mod in character.mods:
        if mod.stat != stat:
            continue
        kind = mod.kind
        if kind == "add":
            delta += mod.amount
        elif kind == "set":
            ref, delta = mod.amount, 0
        elif kind == "scale":
            num, den = mod.amount
            ref, delta = (ref + _clamp(delta, limit)) * num // den, 0
        elif kind == "base":
            ref += mod.amount - base
            base = mod.amount
        elif kind == "equal":
            equal_to = mod.amount
    if equal_to is not None and equal_to not in following:
        return fold(character, equal_to, limited, (*following, stat))[0], base
    return ref + _clamp(delta, limit), base


def _clamp(delta: int, limit: int | None) -> int:
    if limit is None:
        return delta
    return max(-limit, min(limit, delta))


def current_limit(character: Character) -> int | None:
    if not character.limits:
        return None
    return min(amount for amount, _source, _until in character.limits)


def raw(character: Character, stat: str) -> int:
    """The remembered value, possibly below 0."""
    return fold(character, stat)[0]


def shown(character: Character, stat: str) -> int:
    """The value shown on the card: never below 0."""
    return max(0, fold(character, stat)[0])


def base(character: Character, stat: str) -> int:
    return fold(character, stat)[1]


def bonus(character: Character, stat: str) -> int:
    value, stat_base = fold(character, stat)
    return value - stat_base


def cards_giving_bonus(character: Character, stats: tuple) -> list:
    """The cards in play whose +X modifications apply to one of ``stats`` of ``character``, each once.

    Only cards count (not abilities nor the starting situation), only
    increases, and whatever happened after (a fixation, a reduction).
    """
    found = []
    for mod in character.mods:
        if mod.stat in stats and mod.kind == "add" and mod.amount > 0 and isinstance(mod.source, CardInPlay) \
                and mod.source not in found:
            found.append(mod.source)
    return found


def attack_text(character: Character) -> str:
    return f"{shown(character, 'attack_min')}/{shown(character, 'attack_max')}"


def _immunity(character: Character, stat: str, kind: str, amount) -> str | None:
    """The rule id that blocks this modification, or None."""
    for imm_stat, what, _source, _until in character.immunities:
        if imm_stat != stat:
            continue
        if what == "modify" and kind != "base":
            return "eredan.stats.cannot-modify"
        if what == "decrease" and kind == "add" and amount < 0:
            return "eredan.stats.cannot-decrease"
    return None


def modify(game: Game, character: Character, stat: str, kind: str, amount, source, until: str,
           label: str, rule: str | None = None) -> bool:
    """Apply one modification, trace it, and return False if an immunity blocked it."""
    game.step()
    name = STAT_FR[stat]
    blocked = _immunity(character, stat, kind, amount)
    if blocked:
        game.trace.add(blocked, f"{character.name} : {name} non modifiée par {label} (immunité)")
        return False
    before = fold(character, stat)[0]
    character.mods.append(Modifier(stat, kind, amount, source, until, label))
    after = fold(character, stat)[0]
    rule = rule or {"add": "eredan.stats.add", "set": "eredan.stats.set", "scale": "eredan.stats.scale",
                    "base": "eredan.stats.base-swap", "equal": "eredan.stats.equal"}[kind]
    what = _describe(kind, amount)
    game.trace.add(rule, f"{character.name} : {name} {what} ({label}) : {_show(before)} → {_show(after)}")
    unlimited = fold(character, stat, limited=False)[0]
    if unlimited != after:
        game.trace.add("eredan.stats.limitation",
                       f"{character.name} : {name} limitée à ±{current_limit(character)} autour de sa référence : "
                       f"{after} au lieu de {unlimited} (le dépassement reste en mémoire)")
    if after < 0:
        game.trace.add("eredan.stats.below-zero",
                       f"{character.name} : {name} affichée 0, valeur mémorisée {after}")
    return True


_DESCRIBED = {"add": "{:+d}", "set": "= {}", "base": "base = {}"}


def _describe(kind: str, amount) -> str:
    if kind in _DESCRIBED:
        return _DESCRIBED[kind].format(amount)
    if kind == "equal":
        return f"= {STAT_FR[amount]}"
    num, den = amount
    return f"× {num}" if den == 1 else f"÷ {den} (arrondi à l'inférieur)"


def _show(value: int) -> str:
    return str(value) if value >= 0 else f"0 (mémorisé {value})"


def remove_from(character: Character, source) -> None:
    """Drop every modifier, limit, immunity, identity change and rune slot that ``source`` gave (its card leaves play).

    A change given until the end of the turn or for ever (``until: end_of_turn``, ``never``: « jusqu'à la
    fin du tour ») outlives its card, which may be discarded at the end of the combat: it ends at that time
    (Soupçon de trahison).  Changes lasting until the end of the combat end with their card, as before.
    """
    def gone(src, until) -> bool:
        return src is source and until not in ("end_of_turn", "never")

    character.mods = [m for m in character.mods if not gone(m.source, m.until)]
    character.limits = [x for x in character.limits if not gone(x[1], x[2])]
    character.immunities = [x for x in character.immunities if not gone(x[2], x[3])]
    character.identity_overrides = [x for x in character.identity_overrides if not gone(x[2], x[3])]
    character.rune_slots = [x for x in character.rune_slots if not gone(x[2], x[3])]


# What ends at each end: the end of the turn ends the changes « until the end of the combat » too.
ENDS = {"end_of_combat": ("end_of_combat",), "end_of_turn": ("end_of_combat", "end_of_turn")}


def expire(character: Character, moment: str) -> None:
    """Drop what lasts until ``moment`` (end_of_combat or end_of_turn)."""
    ends = ENDS[moment]
    character.mods = [m for m in character.mods if m.until not in ends]
    character.limits = [x for x in character.limits if x[2] not in ends]
    character.immunities = [x for x in character.immunities if x[3] not in ends]
    character.identity_overrides = [x for x in character.identity_overrides if x[3] not in ends]
    character.rune_slots = [x for x in character.rune_slots if x[3] not in ends]


def add_limit(game: Game, character: Character, amount: int, source, until: str, label: str) -> None:
    character.limits.append((amount, source, until))
    game.trace.add("eredan.stats.limitation",
                   f"{character.name} : variation des caractéristiques limitée à ±{amount} ({label})")


def add_immunity(game: Game, character: Character, stat: str, what: str, source, until: str,
                 label: str) -> None:
    character.immunities.append((stat, what, source, until))
    rule = "eredan.stats.cannot-modify" if what == "modify" else "eredan.stats.cannot-decrease"
    text = "ne peut pas être modifiée" if what == "modify" else "ne peut pas être diminuée"
    game.trace.add(rule, f"{character.name} : {STAT_FR[stat]} {text} ({label})")
