"""A card attached in a case's situation (``attached:``) gives every effect it gives when it is played, or the case
is refused saying why (issue 28).  Over the whole population: every card of the database and every worked example
of a primitive (``effects_examples.yaml``: one per primitive), each step classified by :mod:`arrival`:

* lasting: the card attached in the situation and the same card played in an earlier turn leave the same lasting
  state (characteristics, limitations, immunities, identities, rune slots, the card's duration);
* one-off (past): never applied again, and the trace says so, naming the card;
* a presence step (static, event, timed): the card attached is enough (its moments find it);
* refused: the state refuses the card, and a case holding it is refused at the card's line, with why and what to
  write instead — never a silent drop."""

from __future__ import annotations

from dataclasses import replace

import pytest
import yaml

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.games.eredan import arrival, effects, effects_doc, runes, stats
from rulings.games.eredan.database import build_card
from rulings.games.eredan.game import GAME
from rulings.games.eredan.model import IDENTITY, STAT_FR, CardDef
from rulings.games.eredan.setup import apply_attached_effects
from tests.helpers import ROOT, attach, character, cli, fight, game, line_of, texts_of, write

DB = GAME.database(ROOT)


def _examples() -> dict[str, CardDef]:
    found = {}
    for text in effects_doc.EXAMPLES.values():
        block = yaml.safe_load(text)
        for raw in block.get("cards", []):
            found[raw["name"]] = build_card(raw)
        for raw in block.get("characters", []):     # an ability's steps, as a card's (boost, hand_size)
            if raw.get("abilities"):
                found[f"Objet ({raw['name']})"] = CardDef(name=f"Objet ({raw['name']})", type="objet",
                                                          effects=tuple(raw["abilities"]))
    return found


POPULATION = {**{n: c for n, c in DB.cards.items() if c.effects}, **_examples()}


def _state():
    state = game()
    state.chance = Chance()
    alpha = character(state, "A", "Alpha", attack=(2, 4), defense=1, spirit=1, classes=("Combattant", "Prêtre"),
                      guilds=("Runique",), races=("Humain",))
    character(state, "A", "Allié", guilds=("Runique",), classes=("Prêtre",))
    beta = character(state, "B", "Beta", attack=(3, 5), defense=2, spirit=2)
    for who in state.characters():
        who.rune_limit, who.runes = 3, ["Cor", "Cor", "Nox"] if who is alpha else []
    return state, alpha, beta


def _carrier(definition: CardDef, alpha, beta):
    return beta if definition.attach == "opponent" else alpha


def _lasting(state, card) -> tuple:
    """What holds on: every characteristic (raw), limitation, immunity, identity, rune slots, and the card's
    duration."""
    return (tuple((c.name, tuple(stats.raw(c, s) for s in STAT_FR), tuple(x[0] for x in c.limits),
                   tuple(x[:2] for x in c.immunities), tuple(c.group(g) for g in IDENTITY), runes.slots(c))
                  for c in state.characters()), card.duration)


def _kinds(definition: CardDef) -> set[str]:
    return {arrival.classify(definition, step).kind for step in definition.effects}


@pytest.mark.parametrize("name", sorted(POPULATION))
def test_an_attached_card_gives_what_the_played_card_gives_or_is_refused(name):
    definition = POPULATION[name]
    kinds = _kinds(definition)
    # attached in the situation
    state, alpha, beta = _state()
    attached = attach(state, definition, _carrier(definition, alpha, beta), by=alpha)
    if arrival.REFUSED in kinds:
        with pytest.raises(UserError, match="ne peut pas y donner son effet"):
            apply_attached_effects(state)
        return
    apply_attached_effects(state)
    from_setup = _lasting(state, attached)
    past = texts_of(state, "eredan.setup.attached")
    assert bool(past) == (arrival.PAST in kinds) and all(name in line for line in past), past
    # played in an earlier turn: resolved in turn 1, over at its end (its one-off steps may need choices or zones the
    # test does not give: they change nothing that lasts)
    state, alpha, beta = _state()
    fight(state, alpha, beta)
    played = attach(state, definition, _carrier(definition, alpha, beta), by=alpha)
    played.turn = state.turn
    for step in definition.effects:
        try:
            effects.run(effects.Ctx(state, alpha, played, name), [step], "resolve")
        except UserError:
            assert arrival.classify(definition, step).kind == arrival.PAST, step
    for who in state.characters():
        stats.expire(who, "end_of_turn")
    assert _lasting(state, played) == from_setup


def test_every_primitive_and_every_kind_is_in_the_population():
    steps = [(c, s) for c in POPULATION.values() for s in c.effects]
    assert {effects.primitive_of(s) for _c, s in steps} == set(effects.PRIMITIVES)
    assert {arrival.classify(c, s).kind for c, s in steps} == {arrival.LASTING, arrival.PRESENCE, arrival.PAST,
                                                               arrival.REFUSED}


@pytest.mark.parametrize("step, why", [
    ({"stat": "defense", "add": 2, "target": "opponent"}, "vise « opponent »"),
    ({"stat": "defense", "add": 2, "target": "chosen"}, "vise « chosen »"),
    ({"stat": "defense", "add": {"count": "team"}}, "sa valeur se calculait"),
    ({"copy_stat": "attack_min", "from": "attack_max"}, "copie une fois"),
    ({"swap": "attack"}, "échange"),
    ({"stat": "defense", "add": 2, "rune": "Cor"}, "capacité runique"),
    ({"rune_slots": 1, "if": {"compare": ["self.runes", ">=", 1]}}, "sa condition (compare)"),
    ({"identity": "races", "from": "opponent"}, "copie l'identité"),
])
def test_a_case_attaching_a_card_it_cannot_set_up_is_refused_at_the_card_line(tmp_path, step, why):
    text = f"""# yaml-language-server: $schema=../../../schema/eredan.scenario.schema.json
id: essai
title: Essai
game: eredan
status: confirmed
source:
  document: 001_2ff38b26577f617c.txt
  post: Comment fonctionnent les runes en jeu ?
  quote: "Un personnage ne peut porter qu'un nombre limité de runes"
ruling: Essai.
cards: [Talisman]
define:
  characters:
    - {{name: Perso, text: "Un personnage.", source: {{kind: reconstructed}}}}
  cards:
    - {{name: Talisman, type: objet, duration: permanent, text: "Un objet.", source: {{kind: reconstructed}},
       effects: [{yaml.safe_dump(step, default_flow_style=True, allow_unicode=True).strip()}]}}
cases:
  - name: cas
    setup:
      A:
        characters:
          - name: Alpha
            card: Perso
            attached:
              - Talisman
      B:
        characters: [{{name: Beta, card: Perso}}]
    fight: {{A: Alpha, B: Beta}}
    expect:
      end of combat: {{Alpha.hp: 0}}
"""
    path = write(tmp_path, text)
    code, out, err = cli("run", str(path))
    assert code == 2, (out, err)
    assert f":{line_of(text, '- Talisman')}:" in err, err
    assert "Talisman, attachée à Alpha dans la situation, ne peut pas y donner son effet" in err, err
    assert why in err and "« play: »" in err, err


# --- each kind and each reason, one step at a time ----------------------------------------------------

OBJECT = CardDef(name="Talisman", type="objet", duration=("permanent", 0), attach="self")
CURSE = CardDef(name="Malédiction", type="sort", duration=("permanent", 0), attach="opponent")


@pytest.mark.parametrize("definition, step, kind", [
    (OBJECT, {"stat": "defense", "add": 1, "when": "static"}, arrival.PRESENCE),
    (OBJECT, {"heal": 1, "when": "end_of_turn"}, arrival.PRESENCE),
    (OBJECT, {"reduce_damage": 1}, arrival.PRESENCE),              # read only from a static step
    (OBJECT, {"hand_size": 1, "when": "resolve"}, arrival.PRESENCE),
    (OBJECT, {"damage": 2, "kind": "direct", "target": "opponent"}, arrival.PAST),
    (OBJECT, {"stat": "defense", "add": 1, "until": "end_of_turn"}, arrival.PAST),
    (OBJECT, {"stat": "defense", "add": 1, "until": "end_of_combat"}, arrival.PAST),
    (OBJECT, {"stat": "defense", "add": 1, "until": "never"}, arrival.LASTING),
    (OBJECT, {"stat": "defense", "add": 1}, arrival.LASTING),                           # « self » by default
    (OBJECT, {"stat": "defense", "set": 4, "target": "allies"}, arrival.LASTING),
    (CURSE, {"stat": "defense", "add": -1, "target": "opponent"}, arrival.LASTING),     # its carrier
    (CURSE, {"stat": "defense", "add": -1, "target": "carrier_opponent"}, arrival.LASTING),
    (OBJECT, {"immune": "damage", "if": {"all": [{"played_by": "A"}, {"not": {"belongs": "Runique"}}]}},
     arrival.LASTING),
    (OBJECT, {"copy_stat": "attack_min", "from": "attack_max", "continuous": True}, arrival.LASTING),
    (OBJECT, {"identity": "races"}, arrival.LASTING),                                  # from its carrier
    (OBJECT, {"identity": "races", "from": "self"}, arrival.LASTING),
    (OBJECT, {"limit": 2}, arrival.LASTING),
    (OBJECT, {"rune_slots": 1, "max": 6}, arrival.LASTING),
])
def test_each_kind_of_step_of_an_attached_card(definition, step, kind):
    assert arrival.classify(definition, step) == arrival.Arrival(kind)
    assert arrival.refusals(replace(definition, effects=(step, step))) == []


PLAY, BONUS = arrival.INSTEAD_PLAY, arrival.INSTEAD_BONUS


@pytest.mark.parametrize("definition, step, why, instead", [
    (OBJECT, {"stat": "defense", "add": 1, "rune": "Cor"},
     "c'est une capacité runique : elle ne tient que si le personnage portait la rune à son arrivée, que la "
     "situation ne dit pas", BONUS),
    (OBJECT, {"stat": "defense", "add": 1, "target": "opponent"},
     "elle vise « opponent », le personnage que désignait son arrivée (combat ou choix), que la situation ne dit pas",
     PLAY),
    (CURSE, {"stat": "defense", "add": 1, "target": "chosen"},
     "elle vise « chosen », le personnage que désignait son arrivée (combat ou choix), que la situation ne dit pas",
     PLAY),
    (OBJECT, {"immune": "damage", "if": {"any": [{"played_by": "A"}, {"compare": ["self.hp", "<", 3]},
                                                {"not": {"has_card": "Épée"}}]}},
     "sa condition (compare, has_card) se lisait à son arrivée, que la situation ne dit pas", BONUS),
    (OBJECT, {"immune": "damage", "if": {"not": {"all": [{"compare": ["self.hp", "<", 3]}]}}},
     "sa condition (compare) se lisait à son arrivée, que la situation ne dit pas", BONUS),
    (OBJECT, {"copy_stat": "attack_min", "from": "attack_max"},
     "elle copie une fois la valeur qu'avait la caractéristique à son arrivée", BONUS),
    (OBJECT, {"swap": "attack"}, "elle échange une caractéristique avec le personnage adverse de son arrivée", BONUS),
    (OBJECT, {"identity": "races", "from": "opponent"}, "elle copie l'identité de « opponent » à son arrivée", BONUS),
    (OBJECT, {"stat": "defense", "add": {"count": "team"}},
     "sa valeur se calculait à son arrivée (un compte, une caractéristique)", BONUS),
    (OBJECT, {"stat": "defense", "set": "self.spirit"},
     "sa valeur se calculait à son arrivée (un compte, une caractéristique)", BONUS),
    (OBJECT, {"limit": {"count": "team"}}, "sa valeur se calculait à son arrivée (un compte, une caractéristique)",
     BONUS),
    (OBJECT, {"rune_slots": {"count": "team"}},
     "sa valeur se calculait à son arrivée (un compte, une caractéristique)", BONUS),
])
def test_each_reason_an_attached_card_is_refused(definition, step, why, instead):
    found = arrival.classify(definition, step)
    assert found == arrival.Arrival(arrival.REFUSED, why, instead)
    holder = CardDef(name="Talisman", type="objet", attach=definition.attach,
                     effects=({"heal": 1}, step, {"stat": "defense", "add": 1}))
    assert arrival.refusals(holder) == [(step, found)]


def test_a_curse_applied_from_the_situation_reaches_its_carrier():
    for target in ("opponent", "carrier_opponent"):
        step = {"stat": "defense", "add": -1, "target": target}
        assert arrival.lasting_step(CURSE, step) == {"stat": "defense", "add": -1, "target": "carrier"}
        assert arrival.lasting_step(OBJECT, step) is step
    for step in ({"stat": "defense", "add": -1}, {"stat": "defense", "add": -1, "target": "all"}):
        assert arrival.lasting_step(CURSE, step) is step


def test_the_past_of_an_attached_card_in_words_once_each():
    definition = CardDef(name="Talisman", type="objet", effects=(
        {"damage": 2, "kind": "direct", "target": "opponent"}, {"stat": "defense", "add": 1},
        {"heal": 1, "rune": "Cor"}, {"damage": 1, "kind": "direct", "target": "opponent"},
        {"stat": "attack", "add": 1, "until": "end_of_turn"}, {"draw": 1}, {"heal": 2, "when": "static"},
        {"gain_rune": "Nox"}, {"stat": "spirit", "add": 1, "until": "end_of_combat"}))
    assert arrival.past(definition) == ["dégâts", "capacité runique",
                                        "modification du combat ou du tour où elle a été jouée", "pioche",
                                        "runes gagnées"]


def test_every_one_off_primitive_has_its_words_in_the_trace():
    one_off = set(effects.PRIMITIVES) - set(arrival.LASTING_PRIMITIVES) - set(arrival.STATIC_ONLY)
    assert set(arrival.PAST_FR) == one_off
    assert all(word and word[0].islower() for word in arrival.PAST_FR.values())
