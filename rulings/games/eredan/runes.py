"""Runes (wiki, « Les Runes »): the runes a character carries, in the order it gained them, and their limit.

« Un personnage ne peut porter qu'un nombre limité de runes (en général 3 à son évolution maximum), si vous
essayer d'ajouter une rune sur un personnage qui n'a plus de place celle-ci prendra la place de la plus ancienne
rune qu'il porte. »  A character's runes are a list, oldest first (:attr:`Character.runes`); its limit comes
from the scenario (``rune_limit`` of the character in the setup), else from the database, else (the open reading
``rune-default-limit``) :data:`model.DEFAULT_RUNE_LIMIT` — 3, drawn from « en général 3 », which the wiki does not
make a rule — or none.

« Ces capacités sont inscrites comme suit : "Nom de la Rune : capacité". Cette capacité ne s'activera que si
votre personnage porte la rune correspondante, auquel cas cette rune sera consommée pour activer la capacité. »
A step with ``rune: Cor`` is such an ability: :func:`consume` says whether it fires, and removes the rune.  The
client's texts write two more forms (``../shared/data/eredan/client-texts.json``): a cost of several runes of one
name, « 2 Runes Cor : » (``rune: Cor, rune_count: 2``: it fires only if the character carries that many, and consumes
them all), and a choice of names, « Rune Yr, Cor ou Nox : » (``rune: [Yr, Cor, Nox]``: one rune of any of them).

Rune slots (« 1 emplacement supplémentaire de Rune (maximum 6) », « gagne 3 emplacements de Rune jusqu'à la fin de
la partie »): an effect ``rune_slots`` adds to the character's limit (:attr:`Character.rune_slots`), up to its
``max`` when the text gives one; the slot lasts as long as the effect (its card in play, or ``until``).
"""

from __future__ import annotations

import itertools

from rulings.core import french

from .branch_points import CONSUMED_RUNE_COUNTS, RUNE_CONSUMED, RUNE_DEFAULT_LIMIT
from .model import DEFAULT_RUNE_LIMIT, RUNES, Character, Game  # noqa: F401  (the runes' facts live in model)


def shown(runes) -> str:
    return ", ".join(runes) or "aucune"


def gain(game: Game, character: Character, rune: str, label: str) -> None:
    """``character`` gains ``rune``; with no room left, it takes the place of the oldest rune carried."""
    before = list(character.runes)
    limit = _limit(game, character, len(before))
    if limit is not None and len(before) >= limit:   # a limit is at least 1 (format): a full list has an oldest
        # (more than the limit only once a slot is lost: the runes beyond it stay until a rune is gained)
        replaced = [character.runes.pop(0) for _ in range(len(before) - limit + 1)]
        character.runes.append(rune)
        game.trace.add("eredan.runes.gain", f"{character.name} gagne une rune {rune} ({label})")
        oldest = (f"de la plus ancienne, {replaced[0]}" if len(replaced) == 1 else
                  f"des {len(replaced)} plus anciennes, {', '.join(replaced)}")
        game.trace.add("eredan.runes.limit",
                       f"{character.name} ne porte que {french.count(limit, 'rune')} : la rune {rune} "
                       f"prend la place {oldest} ({shown(before)} → {shown(character.runes)})")
    else:
        character.runes.append(rune)
        game.trace.add("eredan.runes.gain",
                       f"{character.name} gagne une rune {rune} ({label}) : {shown(before)} → {shown(character.runes)}")


def _limit(game: Game, character: Character, carried: int) -> int | None:
    """The runes ``character`` can carry: its own limit, else the reading ``rune-default-limit`` (read only when it
    decides something: the character already carries the default number), plus the slots effects gave it."""
    if character.rune_limit is not None:
        return with_slots(character.rune_slots, character.rune_limit)
    if carried < DEFAULT_RUNE_LIMIT or game.chance.reading(RUNE_DEFAULT_LIMIT, game.trace) == "no-default-limit":
        return None
    return with_slots(character.rune_slots, DEFAULT_RUNE_LIMIT)


def slots(character: Character) -> int:
    """The rune slots of ``character`` (« si vous en avez moins de 5 »; ``Nom.rune_slots`` in a case): its limit with
    the slots effects gave it, the default (3) when neither the case nor the database gives one."""
    return with_slots(character.rune_slots, DEFAULT_RUNE_LIMIT if character.rune_limit is None else
                      character.rune_limit)


def with_slots(slots: list, limit: int) -> int:
    """``limit`` with the rune ``slots`` effects gave a character (:attr:`Character.rune_slots`), in the order they
    came: each adds its slots, but never beyond its maximum (« maximum 6 »); a slot past the maximum is not gained,
    and a limit already above it stays."""
    for amount, most, _source, _until in slots:
        limit = limit + amount if most is None else max(limit, min(limit + amount, most))
    return limit


def add_slots(game: Game, character: Character, amount: int, most: int | None, source, until: str,
              label: str) -> None:
    """``character`` gains ``amount`` rune slots (``most``: the limit they never raise it beyond)."""
    before = _shown_limit(character)
    character.rune_slots.append((amount, most, source, until))
    cap = f", au plus {most}" if most is not None else ""
    game.trace.add("eredan.runes.slots", f"{character.name} gagne {french.count(amount, 'emplacement')} de rune "
                                         f"({label}{cap}) : limite {before} → {_shown_limit(character)}")


def _shown_limit(character: Character) -> str:
    """The limit as the trace says it: a number, or « 3 par défaut + 1 » when the default decides it."""
    if character.rune_limit is not None:
        return str(with_slots(character.rune_slots, character.rune_limit))
    extra = with_slots(character.rune_slots, DEFAULT_RUNE_LIMIT) - DEFAULT_RUNE_LIMIT
    return f"{DEFAULT_RUNE_LIMIT} par défaut" + (f" {extra:+d}" if extra else "")


def still_counted(game: Game, consumers: list[Character], rune: str, label: str) -> int:
    """The runes ``rune`` an ability consumed from ``consumers`` that it still counts when it counts the runes carried
    (the reading ``consumed-rune-counts``): none, or one each."""
    if not consumers or game.chance.reading(CONSUMED_RUNE_COUNTS, game.trace) == "not-counted":
        return 0
    game.trace.add("eredan.runes.ability", f"{label} : la rune {rune} consommée compte encore "
                                           f"({', '.join(c.name for c in consumers)})")
    return len(consumers)


def consume(game: Game, character: Character, rune: str | tuple, label: str, count: int = 1) -> list[str]:
    """The ability « rune : capacité » of ``label``: the runes consumed if ``character`` carries ``count`` runes
    ``rune`` (or one of the names ``rune`` lists: « Rune Yr, Cor ou Nox : »), which it then loses (which ones, when it
    carries more: its owner's choice); [] (the ability does not fire) otherwise."""
    names = (rune,) if isinstance(rune, str) else tuple(rune)
    cost = f"{count} {names[0]}" if count > 1 else " ou ".join(names)     # several runes: of one name (format)
    places = [i for i, r in enumerate(character.runes) if r in names]      # oldest first
    if len(places) < count:
        what = (f"{french.count(count, 'rune')} {names[0]}" if count > 1 else
                f"de rune {' ni '.join(names)}")
        game.trace.add("eredan.runes.ability",
                       f"{label} : capacité « {cost} » non activée, {character.name} ne porte pas {what} "
                       f"({shown(character.runes)})")
        return []
    before = list(character.runes)
    if len(places) > count:     # which of them go: its owner's choice (the others' age decides the next replacement)
        options = list(itertools.combinations(places, count))
        taken = game.chance.choose(RUNE_CONSUMED, f"{_runes_word(names, count)} "
                                                  f"{french.plural(count, 'consommée')} par {character.name} ({label})",
                                   character.player.name, options,
                                   lambda chosen: _ages(list(chosen), places, character.runes), game.trace)
    else:
        taken = tuple(places)
    consumed = [character.runes[i] for i in taken]
    character.runes[:] = [r for i, r in enumerate(character.runes) if i not in taken]
    what = f"sa rune {consumed[0]}" if count == 1 else f"ses {french.count(count, 'rune')} {names[0]}"
    game.trace.add("eredan.runes.ability",
                   f"{label} : capacité « {cost} » activée, {character.name} consomme {what} "
                   f"({shown(before)} → {shown(character.runes)})")
    return consumed


def _runes_word(names: tuple, count: int) -> str:
    """« rune Cor », « 2 runes Cor », « rune Yr, Cor ou Nox » (how a choice of the consumed runes is named)."""
    if count > 1:
        return f"{count} runes {names[0]}"
    return "rune " + (names[0] if len(names) == 1 else f"{', '.join(names[:-1])} ou {names[-1]}")


def _ages(chosen: list[int], places: list[int], carried: list[str]) -> str:
    """The runes a choice consumes, as a case writes it: « la plus ancienne », « la 2ᵉ et la plus récente » (among
    the runes of that name), « Cor (la plus ancienne) » when several names could pay."""
    def one(i: int) -> str:
        same = [p for p in places if carried[p] == carried[i]]
        age = _age(same.index(i), len(same))
        return age if len({carried[p] for p in places}) == 1 else f"{carried[i]} ({age})"

    return " et ".join(one(i) for i in chosen)


def _age(index: int, count: int) -> str:
    """A rune among ``count`` of the same name, by age, as a case writes the choice: « la plus ancienne »,
    « la 2ᵉ », « la plus récente »."""
    if index == 0:
        return "la plus ancienne"
    return "la plus récente" if index == count - 1 else f"la {french.ordinal(index + 1)}"
