"""Damage, loss of HP, healing, death and the score.

Three ways to take HP away (blog, "Dégâts, pertes de PV et mort"):
damage (physical, magical, direct; reducible; counted in the score), loss of
HP (not damage: not reduced, not scored) and "the character dies".
The score is derived, never stored: for player P it is the damage received by
P's opponents' characters plus the healing received by P's characters.

Damage taken and deaths are events (:mod:`events`): the abilities and cards
that listen react to them.  Static reductions and protections are steps of
cards and abilities in play, found through :mod:`events` too.
"""

from __future__ import annotations

from rulings.core.french import count, de

from . import stats
from .branch_points import DEATH_THRESHOLD
from .events import Event, broadcast, fire, static_steps, static_targets
from .model import Character, Game

KIND_FR = {"physical": "physiques", "magical": "magiques", "direct": "directs"}


def count_fr(n: int, kind: str) -> str:
    """« 1 dégât direct », « 3 dégâts magiques »."""
    return count(n, "dégât " + KIND_FR[kind][:-1], "dégâts " + KIND_FR[kind])


def reductions(game: Game, target: Character, kind: str, element: str | None,
               dealer: Character | None = None) -> list[tuple[int, str, str]]:
    """Static damage reductions: those protecting ``target``, and those (``dealt: true``) lowering the
    damage ``dealer`` deals (Perversion): ``[(amount, label, whose)]``."""
    found = []
    for owner, step, label, card in static_steps(game, "reduce_damage"):
        kinds = step.get("kinds")
        if kinds and kind not in kinds:
            continue
        if step.get("element") and step["element"] != element:
            continue
        if step.get("dealt"):
            if dealer is not None and dealer in static_targets(game, owner, card, step):
                found.append((step["reduce_damage"], label, f"infligés par {dealer.name}"))
        elif target in static_targets(game, owner, card, step):
            found.append((step["reduce_damage"], label, f"reçus par {target.name}"))
    return found


def prevention(game: Game, target: Character, kind: str, element: str | None, spell: bool) -> str | None:
    """The label of a static ``prevent_damage`` in play that protects ``target`` from this damage, or None.

    Blog, « Flammes du Phoenix »: damage « considérés comme ceux d'un sort feu »
    are prevented by what protects from fire spells (Pierre-cœur noircie...).
    """
    for owner, step, label, card in static_steps(game, "prevent_damage"):
        kinds = () if step["prevent_damage"] in ("all", True) else step["prevent_damage"]
        if kinds and kind not in kinds:
            continue
        if step.get("element") and step["element"] != element:
            continue
        if step.get("spell") and not spell:
            continue
        if target in static_targets(game, owner, card, step):
            return label
    return None


def _reaches(game: Game, target: Character, ignore_death: bool, ignored: str, anyway: str) -> bool:
    """Whether an effect reaches ``target`` (one more step of the game): not when it is dead (``ignored``: what
    is lost), unless the card's text says it does (``ignore_death``: the card's text wins, ``anyway``)."""
    game.step()
    if target.dead and not ignore_death:
        game.trace.add("eredan.combat.dead", f"{target.name} est mort : {ignored}")
        return False
    if target.dead:
        game.trace.add("eredan.card-text-wins", anyway)
    return True


def deal(game: Game, target: Character, amount: int, kind: str, dealer: Character | None, label: str,
         element: str | None = None, ignore_death: bool = False, spell: bool = False) -> int:
    """Deal ``amount`` damage of ``kind`` (of ``element``, a spell's if ``spell``); return the HP taken."""
    if not _reaches(game, target, ignore_death, f"les dégâts {de(label)} sont ignorés",
                    f"{label} inflige des dégâts à {target.name}, pourtant mort"):
        return 0
    shield = next((s for s in target.shields if not s[0] or kind in s[0]), None)
    if shield is not None:
        game.trace.add("eredan.damage.prevented", f"{target.name} ne subit aucun dégât ({shield[1]}) : les dégâts "
                                                  f"{de(label)} sont ignorés")
        return 0
    protection = prevention(game, target, kind, element, spell)
    if protection is not None and amount > 0:
        what = f"d'un sort {de(element)}" if spell and element else f"{de(element)}" if element else KIND_FR[kind]
        game.trace.add("eredan.damage.element-prevention", f"{protection} prévient les dégâts {what} {de(label)} "
                                                           f"à {target.name}")
        return 0
    rule = f"eredan.damage.{kind}"
    if kind == "physical":
        resist = stats.shown(target, "defense")
        taken = max(0, amount - resist)
        game.trace.add(rule, f"{label} : attaque {amount} - défense {resist} {de(target.name)} = {taken}")
    elif kind == "magical":
        resist = stats.shown(target, "spirit")
        taken = max(0, amount - resist)
        game.trace.add(rule, f"{label} : {count_fr(amount, 'magical')} - esprit {resist} "
                             f"{de(target.name)} = {taken}")
    else:
        taken = max(0, amount)
        game.trace.add(rule, f"{label} : {count_fr(taken, 'direct')} à {target.name}")
    for reduce, source_label, whose in reductions(game, target, kind, element, dealer):
        if taken <= 0:
            break
        new = max(0, taken - reduce)
        game.trace.add("eredan.damage.reduction",
                       f"{source_label} réduit de {reduce} les dégâts {whose} : {taken} → {new}")
        taken = new
    if taken <= 0:
        return 0
    before = target.hp
    target.hp -= taken
    target.damage_taken[kind] += taken
    if dealer is not None and dealer.player is not target.player:   # « infligées au personnage adverse » (Solaris)
        dealer.dealt_combat += taken
        dealer.dealt_turn += taken
    game.trace.add(rule, f"{target.name} subit {count_fr(taken, kind)} : "
                         f"PV {before} → {target.hp}")
    fire(game, Event.DAMAGED, subject=target, info={"kind": kind, "element": element, "dealer": dealer,
                                                    "amount": taken, "spell": spell})
    return taken


def add_shield(game: Game, target: Character, kinds: tuple, label: str, until: str) -> None:
    """From now on ``target`` takes no damage of ``kinds`` (all if empty) until ``until``.

    Blog, « Evanouissement »: not retroactive (damage already dealt stays) and
    tied to the characters protected, not to the card (it lasts « ce tour-ci »
    after the card is discarded).  A loss of HP is not damage: not prevented.
    """
    target.shields.append((tuple(kinds), label, until))
    what = "plus de dégâts " + ", ".join(KIND_FR[k] for k in kinds) if kinds else "aucun dégât"
    game.trace.add("eredan.damage.prevented", f"{target.name} ne subira {what} "
                                              f"{'ce tour-ci' if until == 'end_of_turn' else 'ce combat'} ({label})")


def expire_shields(character: Character, moment: str) -> None:
    """Drop the protections that last until ``moment`` (end_of_combat or end_of_turn)."""
    ends = stats.ENDS[moment]
    character.shields = [s for s in character.shields if s[2] not in ends]


def lose_hp(game: Game, target: Character, amount: int, label: str) -> None:
    game.step()
    if target.dead:
        game.trace.add("eredan.combat.dead", f"{target.name} est mort : {label} sans effet")
        return
    before = target.hp
    target.hp -= amount
    target.hp_lost += amount
    game.trace.add("eredan.damage.hp-loss",
                   f"{target.name} perd {amount} PV ({label}, pas des dégâts) : PV {before} → {target.hp}")


def heal(game: Game, target: Character, amount: int, label: str, ignore_death: bool = False) -> int:
    if not _reaches(game, target, ignore_death, f"il ne peut pas être soigné ({label})",
                    f"{label} soigne {target.name}, pourtant mort"):
        return 0
    target.dead = False
    gained = max(0, min(amount, target.max_hp - target.hp))
    before = target.hp
    target.hp += gained
    target.healed += gained
    target.healed_turn += gained
    game.trace.add("eredan.damage.heal", f"{target.name} gagne {gained} PV ({label}) : PV {before} → {target.hp}")
    return gained


def kill(game: Game, target: Character, label: str) -> None:
    game.step()
    if target.dead:
        return
    target.hp_lost += max(0, target.hp)
    target.hp = min(0, target.hp)
    game.trace.add("eredan.damage.kill", f"{target.name} meurt ({label}) : PV → 0, hors score")


def score(game: Game, player_name: str) -> int:
    """Damage received by the opponent's characters plus healing received by one's own."""
    mine = game.players[player_name]
    theirs = game.players[game.other(player_name)]
    return sum(sum(c.damage_taken.values()) for c in theirs.characters) + sum(c.healed for c in mine.characters)


def check_deaths(game: Game, moment: str) -> list[Character]:
    """Characters at 0 HP or less die now (the only moments a character can die)."""
    died = []
    for character in game.characters():
        if not character.dead and character.hp <= 0:
            if character.hp == 0 and moment == "fin du tour" and \
                    game.chance.reading(DEATH_THRESHOLD, game.trace) == "below-zero-at-end-of-turn":
                game.trace.add("eredan.combat.death", f"{character.name} est à 0 PV à la fin du tour : il ne meurt "
                                                      "qu'en dessous de 0")
                continue
            character.dead = True
            died.append(character)
            game.deaths.append(character.name)
            game.trace.add("eredan.combat.death", f"{character.name} meurt ({moment}, PV {character.hp})")
            fire(game, Event.DEATH, subject=character)
            broadcast(game, Event.ANY_DEATH, {"subject": character})
    return died
