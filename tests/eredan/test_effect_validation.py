"""Every check of an effect step made when cards and scenarios load (rulings.games.eredan.effects.validation):
each refusal with its whole message and hint, each accepted form beside it (None).  « W » stands for the place
a caller gives (« Frappe, effet 1 »)."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects  # noqa: F401  (installs the primitives)
from rulings.games.eredan.effects.validation import (
    check_amount,
    check_condition,
    check_step,
)


def _refusal(call, value):
    try:
        call(value, "W")
    except UserError as err:
        return err.message, err.hint
    return None


STEPS = [
    ('not a map',
     ("W : une étape d'effet est un bloc de clés, par exemple {stat: defense, add: 1}", None)),
    ({},
     ("W : une étape a exactement une primitive ; ici aucune primitive "
      "d'effet", 'primitives : boost, call, cancel, cancel_next, clone, copy_stat, damage, discard_attached, draw, '
                 'gain_rune, hand_size, heal, identity, ignore_restrictions, immune, kill, leave_play, limit, lose_hp, '
                 'markers, move_card, order_bonus, prevent_damage, reduce_damage, remove_from_game, return_chained, '
                 'rune_slots, set_duration, stat, swap')),
    ({'stat': 'attack', 'heal': 1},
     ('W : une étape a exactement une primitive ; ici plusieurs primitives (stat, '
      'heal)', 'primitives : boost, call, cancel, cancel_next, clone, copy_stat, damage, discard_attached, draw, '
               'gain_rune, hand_size, heal, identity, ignore_restrictions, immune, kill, leave_play, limit, lose_hp, '
               'markers, move_card, order_bonus, prevent_damage, reduce_damage, remove_from_game, return_chained, '
               'rune_slots, set_duration, stat, swap')),
    ({'xyz': 1},
     ("W : une étape a exactement une primitive ; ici aucune primitive "
      "d'effet", 'primitives : boost, call, cancel, cancel_next, clone, copy_stat, damage, discard_attached, draw, '
                 'gain_rune, hand_size, heal, identity, ignore_restrictions, immune, kill, leave_play, limit, lose_hp, '
                 'markers, move_card, order_bonus, prevent_damage, reduce_damage, remove_from_game, return_chained, '
                 'rune_slots, set_duration, stat, swap')),
    ({'sta': 'attack'},
     ("W : une étape a exactement une primitive ; ici aucune primitive d'effet", 'vouliez-vous dire « stat » ?')),
    ({'stat': 'attack', 'add': 1, 'amout': 2},
     ("W : « amout » n'est pas un paramètre de « stat »", None)),
    ({'stat': 'attack', 'add': 1, 'when': 'jamais'},
     ('W : moment when « jamais » inconnu', None)),
    ({'stat': 'attack', 'add': 1, 'when': 'resolv'},
     ('W : moment when « resolv » inconnu', 'vouliez-vous dire « resolve » ?')),
    ({'gain_rune': 'feu', 'rune': 'fe'},
     ('W : rune « fe » inconnue ; les runes sont Cor, Nox, Yr', None)),
    ({'stat': 'attack', 'add': 1, 'rune': 'xyzxyz'},
     ('W : rune « xyzxyz » inconnue ; les runes sont Cor, Nox, Yr', None)),
    ({'stat': 'attack', 'add': 1, 'when': 'static', 'rune': 'Cor'},
     ("W : une capacité runique (rune) s'active et consomme sa rune ; elle ne peut pas être permanente (when: "
      "static)", None)),
    ({'stat': 'attack', 'add': 1, 'rune': 'Nx'},
     ('W : rune « Nx » inconnue ; les runes sont Cor, Nox, Yr', 'vouliez-vous dire « Nox » ?')),
    # « 2 Runes Cor : » is rune: Cor, rune_count: 2 — one name, a whole number from 1 on
    ({'stat': 'attack', 'add': 1, 'rune_count': 2},
     ("W : « rune_count » compte des runes d'un seul nom : écrivez-le dans « rune » (« 2 Runes Cor : » : rune: Cor, "
      "rune_count: 2)", None)),
    ({'stat': 'attack', 'add': 1, 'rune': ['Yr', 'Cor'], 'rune_count': 2},
     ("W : « rune_count » compte des runes d'un seul nom : écrivez-le dans « rune » (« 2 Runes Cor : » : rune: Cor, "
      "rune_count: 2)", None)),
    ({'stat': 'attack', 'add': 1, 'rune': 'Cor', 'rune_count': 0},
     ("W : « rune_count » est le nombre de runes que coûte la capacité (« 2 Runes Cor : » : 2), un nombre entier "
      "d'au moins 1, pas le nombre 0", None)),
    ({'stat': 'attack', 'add': 1, 'rune': 'Cor', 'rune_count': True},
     ("W : « rune_count » est le nombre de runes que coûte la capacité (« 2 Runes Cor : » : 2), un nombre entier "
      "d'au moins 1, pas la valeur true", None)),
    ({'stat': 'attack', 'add': 1, 'rune': 'Cor', 'rune_count': 'deux'},
     ("W : « rune_count » est le nombre de runes que coûte la capacité (« 2 Runes Cor : » : 2), un nombre entier "
      "d'au moins 1, pas le texte « deux »", None)),
    ({'stat': 'attack', 'add': 1, 'rune': 'Cor', 'rune_count': 1},
     None),
    ({'stat': 'attack', 'add': 1, 'rune': 'Cor', 'rune_count': 2},
     None),
    ({'stat': 'attack', 'add': 1, 'target': 'moi'},
     ('W : cible target « moi » inconnue', None)),
    ({'stat': 'atack', 'add': 1},
     ("W : « atack » n'est pas une "
      "caractéristique", 'vouliez-vous dire « attack », « attack_min » ou « attack_max » ?')),
    ({'immune': 'atk'},
     ("W : « atk » n'est pas une caractéristique", 'vouliez-vous dire « attack » ?')),
    ({'stat': 3, 'add': 1},
     ("W : « 3 » n'est pas une caractéristique", None)),
    ({'stat': 'attack', 'add': 1, 'if': {'zzz': 1}},
     ('W : condition « zzz » inconnue', None)),
    ({'stat': 'attack', 'add': 1, 'if': {'playd': 1}},
     ('W : condition « playd » inconnue', 'vouliez-vous dire « played » ou « played_by » ?')),
    ({'prevent_damage': 'fire'},
     ('W : prevent_damage vaut « all » ou une liste parmi physical, magical, direct', None)),
    ({'prevent_damage': ['physical', 'fire']},
     ('W : prevent_damage vaut « all » ou une liste parmi physical, magical, direct', None)),
    ({'prevent_damage': 'all'},
     None),
    ({'prevent_damage': True},
     None),
    ({'prevent_damage': ['physical', 'magical']},
     None),
    ({'set_duration': 'forever'},
     ('W : set_duration vaut ephemeral, permanent, {combats: N} ou {turns: N}', None)),
    ({'set_duration': {'combats': 0}},
     ('W : set_duration vaut ephemeral, permanent, {combats: N} ou {turns: N}', None)),
    ({'set_duration': {'turns': 2}},
     None),
    ({'set_duration': {'combats': 1, 'turns': 1}},
     ('W : set_duration vaut ephemeral, permanent, {combats: N} ou {turns: N}', None)),
    ({'set_duration': {'jours': 1}},
     ('W : set_duration vaut ephemeral, permanent, {combats: N} ou {turns: N}', None)),
    ({'set_duration': {'turns': 'deux'}},
     ('W : set_duration vaut ephemeral, permanent, {combats: N} ou {turns: N}', None)),
    ({'set_duration': 'permanent'},
     None),
    ({'boost': True},
     ('W : boost est un nombre entier (« +1 aux effets des sorts » : 1)', None)),
    ({'boost': 'deux'},
     ('W : boost est un nombre entier (« +1 aux effets des sorts » : 1)', None)),
    ({'boost': 2, 'card_type': 'bidule'},
     ("W : card_type vaut l'un de action, sort, theurgie, objet", None)),
    ({'boost': 2},
     None),
    ({'stat': 'attack', 'add': 1, 'when': 'card_played', 'if': {'played': {'by': 'opponent'}}},
     None),
    ({'stat': 'attack', 'add': 1, 'when': 'card_played', 'if': {'played': {'by': 'nobody'}}},
     ("W : « played » s'écrit {by: opponent|self|any, type: action|sort|theurgie|objet}", None)),
    ({'stat': 'attack', 'add': 1, 'when': 'card_played', 'if': {'played': {'type': 'bidule'}}},
     ("W : « played » s'écrit {by: opponent|self|any, type: action|sort|theurgie|objet}", None)),
    ({'stat': 'attack', 'add': 1, 'when': 'card_played', 'if': {'played': {'who': 'self'}}},
     ("W : « played » s'écrit {by: opponent|self|any, type: action|sort|theurgie|objet}", None)),
    ({'stat': 'attack', 'add': 1, 'when': 'card_played', 'if': {'played': 'self'}},
     ("W : « played » s'écrit {by: opponent|self|any, type: action|sort|theurgie|objet}", None)),
    ({'stat': 'attack', 'add': 1, 'if': {'played': {'by': 'self'}}},
     ('W : la condition « played » demande « when: card_played »', None)),
    ({'damage': 0},
     None),
    ({'damage': 2, 'kind': 'feu'},
     ('W : « kind » de « damage » ne peut pas valoir « feu » ; valeurs permises : physical, magical, direct', None)),
    ({'reduce_damage': 0},
     ('W : « reduce_damage » de « reduce_damage » ne peut pas valoir 0', None)),
    ({'reduce_damage': '2'},
     ('W : « reduce_damage » de « reduce_damage » doit être un nombre entier, pas le texte « 2 »', None)),
    ({'reduce_damage': 2, 'kinds': ['physical', 'feu']},
     ('W : « kinds » de « reduce_damage » ne peut pas valoir « feu » ; valeurs permises : physical, magical, '
      'direct', None)),
    ({'hand_size': 1, 'players': 'tous'},
     ('W : « players » de « hand_size » ne peut pas valoir « tous » ; valeurs permises : all, mine, theirs', None)),
    ({'prevent_damage': 'direct'},
     None),
    ({'prevent_damage': ['direct', 'magical']},
     None),
    ({'prevent_damage': 'physical'},
     None),
]


@pytest.mark.parametrize("step, refusal", STEPS)
def test_each_step_is_accepted_or_refused_with_its_message_and_hint(step, refusal):
    assert _refusal(check_step, step) == refusal


AMOUNTS = [
    ('carte.attack',
     ("W : « carte.attack » n'est pas une "
      "quantité", 'un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}')),
    ('card',
     ("W : « card » n'est pas une "
      "quantité", 'un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}')),
    ('card.attack',
     None),
    ('target.attack',
     None),
    ({'xyz': 1},
     ('W : clé « xyz » inconnue dans une '
      'quantité', 'clés : count, value, bonus_cards, of, race, class, guild, carrying, runes, times, divide, plus, '
                  'max, min')),
    ({'valeur': 1},
     ('W : clé « valeur » inconnue dans une quantité', 'vouliez-vous dire « value » ?')),
    ({},
     ('W : une quantité donnée comme un bloc a exactement une des clés « count » (qui compter), « value » et « '
      'bonus_cards » (cartes donnant un bonus à une caractéristique)', None)),
    ({'bonus_cards': 3},
     ('W : bonus_cards nomme une caractéristique, pas le nombre 3', None)),
    ({'bonus_cards': 'attack'},
     None),
    ({'bonus_cards': 'force'},
     ('W : bonus_cards nomme une caractéristique, pas le texte « force »', None)),
    ({'value': 1, 'of': 'personne'},
     ('W : « of » nomme un personnage (self, opponent, target…), pas le texte « personne »', None)),
    ({'value': 1, 'of': 'card'},
     None),
    ({'value': 1, 'of': 'target'},
     None),
    ({'count': 'allies', 'runes': 'Nx'},
     ("W : « runes » compte les runes d'un nom (Cor, Nox, Yr) portées par les personnages de « count "
      "»", 'vouliez-vous dire « Nox » ?')),
    ({'count': 'allies', 'runes': 'Nox'},
     None),
    ({'value': 1, 'runes': 'feu'},
     ("W : « runes » compte les runes d'un nom (Cor, Nox, Yr) portées par les personnages de « count »", None)),
    ({'count': 'xx'},
     ('W : impossible de compter « xx »', None)),
    ({'count': 'allie'},
     ('W : impossible de compter « allie »', 'vouliez-vous dire « allies » ou « all » ?')),
    (2.5,
     ('W doit être un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}, pas le '
      'nombre 2,5', None)),
    ([1],
     ('W doit être un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}, pas une '
      'liste', None)),
]


@pytest.mark.parametrize("amount, refusal", AMOUNTS)
def test_each_amount_is_accepted_or_refused_with_its_message_and_hint(amount, refusal):
    assert _refusal(check_amount, amount) == refusal


CONDITIONS = [
    ({'all': []},
     ('W : « all » demande une liste de conditions', None)),
    ({'any': 'x'},
     ('W : « any » demande une liste de conditions', None)),
    ({'all': [{'ally_alive': 'Naya'}, {'zzz': 1}]},
     ('W : condition « zzz » inconnue', None)),
    ({'not': {'ally_alive': 3}},
     ("W : la condition « ally_alive » attend le nom d'un personnage allié, pas 3", None)),
    ({'compare': [1, '>']},
     ('W : compare demande [quantité, opérateur, quantité] avec un opérateur parmi >= > <= < == != ; ici [1, '
      '">"]', None)),
    ({'compare': '1 > 2'},
     ('W : compare demande [quantité, opérateur, quantité] avec un opérateur parmi >= > <= < == != ; ici "1 > '
      '2"', None)),
    ({'compare': [1, '=>', 2]},
     ('W : compare demande [quantité, opérateur, quantité] avec un opérateur parmi >= > <= < == != ; ici [1, "=>", '
      '2]', None)),
    ({'compare': ['carte.attack', '>', 1]},
     ("W : compare : « carte.attack » n'est pas une "
      "quantité", 'un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}')),
    ({'compare': [1, '>', 'carte.attack']},
     ("W : compare : « carte.attack » n'est pas une "
      "quantité", 'un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}')),
    ({'compare': ['self.attack', '>=', 2]},
     None),
    ({'damage': 'physical'},
     ('W : damage s\'écrit {kind, element, spell, by: self|ally|opponent, by_weapon} ; ici "physical"', None)),
    ({'damage': {'spel': True}},
     ('W : damage s\'écrit {kind, element, spell, by: self|ally|opponent, by_weapon} ; ici {"spel": true}', None)),
    ({'damage': {'spell': True}},
     None),
    ({'damage': {'by': 'self'}},
     None),
    ({'damage': {'by': 'ally'}},
     None),
    ({'damage': {'by': 'opponent'}},
     None),
    ({'damage': {'by': 'nobody'}},
     ('W : damage s\'écrit {kind, element, spell, by: self|ally|opponent, by_weapon} ; ici {"by": "nobody"}', None)),
    ({'damage': {'kind': 'feu'}},
     ('W : damage.kind ne peut pas valoir « feu » ; valeurs permises : physical, magical, direct', None)),
    ({'damage': {'kind': ['physical', 'feu']}},
     ('W : damage.kind ne peut pas valoir « feu » ; valeurs permises : physical, magical, direct', None)),
    ({'damage': {'kind': ['physical', 'direct']}},
     None),
    ({'damage': {'kind': 'magical'}},
     None),
    ({'damage': {'element': 'feu', 'by_weapon': True}},
     None),
    ({'ally_alive': ['Naya']},
     ('W : la condition « ally_alive » attend le nom d\'un personnage allié, pas ["Naya"]', None)),
    ({'no_weapon': 'personne'},
     ('W : la condition « no_weapon » attend un personnage (self, carrier, opponent…), pas "personne"', None)),
    ({'no_weapon': 'opponent'},
     None),
    ({'fighting': 'card'},
     None),
    ({'played_by': [1]},
     ('W : la condition « played_by » attend un nom ou une liste de noms de personnages, pas [1]', None)),
    ({'discarded': 'deux'},
     ('W : la condition « discarded » attend un nombre de cartes, pas "deux"', None)),
    ({'discarded': True},
     None),
    ({'has_marker': {'marker': 'm', 'min': True}},
     ('W : la condition « has_marker » attend un marqueur (poudre), ou {marker: poudre, who: opponent, min: 2}, pas '
      '{"marker": "m", "min": true}', None)),
    ({'has_marker': {'marker': 'm', 'who': 'target', 'min': 2}},
     None),
    ({'has_marker': {'marker': 'm', 'extra': 1}},
     ('W : la condition « has_marker » attend un marqueur (poudre), ou {marker: poudre, who: opponent, min: 2}, pas '
      '{"marker": "m", "extra": 1}', None)),
    ({'belongs': {'who': 'self'}},
     ('W : la condition « belongs » attend un bloc comme {who: carrier, classes: [Mage], guilds: [...]} (groupes : '
      'classes, races, castes, guilds), pas {"who": "self"}', None)),
    ({'belongs': {'classes': ['Mage'], 'who': 'opponent'}},
     None),
]


@pytest.mark.parametrize("condition, refusal", CONDITIONS)
def test_each_condition_is_accepted_or_refused_with_its_message_and_hint(condition, refusal):
    assert _refusal(check_condition, condition) == refusal
