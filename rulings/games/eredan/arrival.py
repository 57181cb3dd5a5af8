"""How each effect of a card attached in a case's situation (``attached:``) enters it (issue 28: « Every effect of
a card applies however the card entered the situation, or the case is refused saying why »).

A card attached before the case was played in an earlier turn.  Each step of its effects is of one of four kinds
(:func:`classify`), the same for every primitive of :data:`.effects.PRIMITIVES` and every moment:

``LASTING``   a change that holds while the card is attached, or for ever (characteristics, limitation, immunity,
              identity, continuous copy, rune slots, the card's own duration): applied from the situation to the
              characters it reaches when the card resolves (its player's side, its carrier), as when it is played;
``PRESENCE``  a step the card's presence fires (``when: static``, an event, a moment of the turn): nothing to apply,
              it works as for a card played in an earlier turn (a timed step without « à chaque » only fired in the
              turn the card was played);
``PAST``      a one-off effect of its arrival (damage, healing, a rune gained, a card drawn or called…), its rune
              abilities among them (fired or not, then), or a change that ended with that combat or turn: the
              situation gives its result (``hp``, ``runes``, ``markers``, the zones); the trace says so, it is never
              applied again;
``REFUSED``   a lasting change whose value or whose characters were set at the moment the card arrived, which the
              situation does not say (a copy of a value then, an exchange with the opponent it fought, an amount
              counted then, a condition then, a character chosen, a lasting rune ability's): the case is refused at
              the line of the card, naming the effect, why, and what to write instead (the card played in the
              actions, or its result as a ``bonus:``).

The blog says the same of a card moved to another character (« Tirer les Ficelles »): its permanent effects follow
it, its activation effects do not apply again.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import CardDef

LASTING, PRESENCE, PAST, REFUSED = "lasting", "presence", "past", "refused"

# the primitives whose change holds while the card is in play (or ``until: never``)
LASTING_PRIMITIVES = ("stat", "copy_stat", "swap", "limit", "immune", "identity", "rune_slots", "set_duration")
# the primitives read only from a static step, which do nothing when the card resolves
STATIC_ONLY = ("reduce_damage", "boost", "hand_size")
# targets a lasting step reaches from the situation: its player's side, the card's carrier, everyone
SIDE_TARGETS = ("self", "carrier", "allies", "team", "opponents", "all")
# conditions that do not depend on the moment the card arrived: who played it, what the characters are
STABLE_CONDITIONS = ("played_by", "belongs", "all", "any", "not")

# what a past effect did, in the trace's words
PAST_FR = {"damage": "dégâts", "lose_hp": "perte de PV", "heal": "soins", "kill": "mort", "markers": "marqueurs",
           "gain_rune": "runes gagnées", "draw": "pioche", "call": "carte appelée", "cancel": "annulation",
           "cancel_next": "annulation de la carte suivante", "clone": "clone",
           "ignore_restrictions": "restrictions ignorées", "order_bonus": "bonus d'ordre",
           "discard_attached": "carte défaussée", "remove_from_game": "carte retirée de la partie",
           "leave_play": "carte qui quitte le jeu", "return_chained": "carte enchaînée reprise en main",
           "move_card": "carte déplacée", "prevent_damage": "dégâts prévenus"}


@dataclass(frozen=True)
class Arrival:
    """The kind of a step of an attached card, and for a refusal why (``why``) and what to write (``instead``)."""

    kind: str
    why: str = ""
    instead: str = ""


def _conditions(cond) -> list[str]:
    """The condition keys of an ``if:`` block (None: none), nested ones included; the load made each condition one
    key, and ``all`` / ``any`` a list."""
    if cond is None:
        return []
    (key, arg), = cond.items()
    if key in ("all", "any"):
        return [key, *(found for item in arg for found in _conditions(item))]
    if key == "not":
        return [key, *_conditions(arg)]
    return [key]


def _amounts(name: str, step: dict) -> list:
    """The amounts a lasting step computes when it resolves."""
    if name == "stat":
        return [step[k] for k in ("add", "set") if k in step]
    if name in ("limit", "rune_slots"):
        return [step[name]]
    return []


INSTEAD_PLAY = "jouez la carte dans les actions du cas (« play: »)"
INSTEAD_BONUS = ("ou donnez son résultat dans la situation (« bonus: », « runes: »…) sans attacher la carte, ou "
                 "jouez la carte dans les actions du cas (« play: »)")


def classify(definition: CardDef, step: dict) -> Arrival:
    """The kind of ``step`` of ``definition`` for a card attached in the situation (see the module)."""
    from .effects import primitive_of

    if step.get("when", "resolve") != "resolve":
        return Arrival(PRESENCE)
    name = primitive_of(step)
    if name in STATIC_ONLY:
        return Arrival(PRESENCE)
    if name not in LASTING_PRIMITIVES or step.get("until") in ("end_of_combat", "end_of_turn"):
        return Arrival(PAST)
    if "rune" in step:
        return Arrival(REFUSED, "c'est une capacité runique : elle ne tient que si le personnage portait la rune à "
                                "son arrivée, que la situation ne dit pas", INSTEAD_BONUS)
    target = step.get("target", "self")
    if definition.attach == "opponent" and target in ("opponent", "carrier_opponent"):
        target = "carrier"        # a curse's « opponent » is the character now carrying it
    if target not in SIDE_TARGETS:
        return Arrival(REFUSED, f"elle vise « {target} », le personnage que désignait son arrivée (combat ou choix), "
                                "que la situation ne dit pas", INSTEAD_PLAY)
    unstable = [c for c in _conditions(step.get("if")) if c not in STABLE_CONDITIONS]
    if unstable:
        return Arrival(REFUSED, f"sa condition ({', '.join(unstable)}) se lisait à son arrivée, que la situation ne "
                                "dit pas", INSTEAD_BONUS)
    if name == "copy_stat" and not step.get("continuous"):
        return Arrival(REFUSED, "elle copie une fois la valeur qu'avait la caractéristique à son arrivée",
                       INSTEAD_BONUS)
    if name == "swap":
        return Arrival(REFUSED, "elle échange une caractéristique avec le personnage adverse de son arrivée",
                       INSTEAD_BONUS)
    if name == "identity" and step.get("from", "carrier") not in ("self", "carrier"):
        return Arrival(REFUSED, f"elle copie l'identité de « {step['from']} » à son arrivée", INSTEAD_BONUS)
    if any(not isinstance(amount, int) for amount in _amounts(name, step)):
        return Arrival(REFUSED, "sa valeur se calculait à son arrivée (un compte, une caractéristique)",
                       INSTEAD_BONUS)
    return Arrival(LASTING)


def lasting_step(definition: CardDef, step: dict) -> dict:
    """``step`` as applied from the situation: a curse's « opponent » is its carrier."""
    if definition.attach == "opponent" and step.get("target") in ("opponent", "carrier_opponent"):
        return {**step, "target": "carrier"}
    return step


def refusals(definition: CardDef) -> list[tuple[dict, Arrival]]:
    """The steps of ``definition`` a card attached in the situation cannot give, with why."""
    return [(step, found) for step in definition.effects if (found := classify(definition, step)).kind == REFUSED]


def past(definition: CardDef) -> list[str]:
    """What the one-off steps of ``definition`` did at its arrival, in French, once each."""
    from .effects import primitive_of

    words = []
    for step in definition.effects:
        if classify(definition, step).kind != PAST:
            continue
        name = primitive_of(step)
        if "rune" in step:
            word = "capacité runique"
        elif step.get("until") in ("end_of_combat", "end_of_turn"):
            word = "modification du combat ou du tour où elle a été jouée"
        else:
            word = PAST_FR[name]
        if word not in words:
            words.append(word)
    return words
