"""A malformed effect step of an Eredan card is refused when the card loads (``effects.validation``), with its
whole French message naming the card, and a hint when a close word exists.

Mutation testing showed these messages unread: the bundled cards are well formed."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects

PRIMITIVES = ("boost, call, cancel, cancel_next, clone, copy_stat, damage, discard_attached, draw, gain_rune, "
              "hand_size, heal, identity, ignore_restrictions, immune, kill, leave_play, limit, lose_hp, markers, "
              "move_card, order_bonus, prevent_damage, reduce_damage, remove_from_game, return_chained, rune_slots, "
              "set_duration, stat, swap")
AMOUNT = "un nombre, une valeur comme self.defense.base, ou un bloc comme {count: allies, times: -1}"


@pytest.mark.parametrize("step, message, hint", [
    ("défense +1", "Carte X : une étape d'effet est un bloc de clés, par exemple {stat: defense, add: 1}", None),
    ({"when": "static"}, "Carte X : une étape a exactement une primitive ; ici aucune primitive d'effet",
     f"primitives : {PRIMITIVES}"),
    ({"stat": "attack", "damage": 1},
     "Carte X : une étape a exactement une primitive ; ici plusieurs primitives (stat, damage)",
     f"primitives : {PRIMITIVES}"),
    ({"dammage": 1}, "Carte X : une étape a exactement une primitive ; ici aucune primitive d'effet",
     "vouliez-vous dire « damage » ou « reduce_damage » ?"),
    ({"stat": "attack", "add": 1, "colour": 2}, "Carte X : « colour » n'est pas un paramètre de « stat »", None),
    ({"stat": "attack", "add": 1, "untill": "leaves"}, "Carte X : « untill » n'est pas un paramètre de « stat »",
     "vouliez-vous dire « until » ?"),
    ({"stat": "attack", "add": 1, "when": "sometimes"}, "Carte X : moment when « sometimes » inconnu", None),
    ({"stat": "attack", "add": 1, "when": "statc"}, "Carte X : moment when « statc » inconnu",
     "vouliez-vous dire « static » ?"),
    ({"heal": 1, "rune": "Kor"}, "Carte X : rune « Kor » inconnue ; les runes sont Cor, Nox, Yr",
     "vouliez-vous dire « Cor » ?"),
    ({"heal": 1, "rune": "Cor", "when": "static"},
     "Carte X : une capacité runique (rune) s'active et consomme sa rune ; elle ne peut pas être permanente "
     "(when: static)", None),
    ({"heal": 1, "target": "adversaire"}, "Carte X : cible target « adversaire » inconnue", None),
    ({"heal": 1, "target": "oponent"}, "Carte X : cible target « oponent » "
                                       "inconnue", "vouliez-vous dire « opponent », « opponents » ou « "
                                                   "carrier_opponent » ?"),
    ({"stat": "atack", "add": 1}, "Carte X : « atack » n'est pas une caractéristique",
     "vouliez-vous dire « attack », « attack_min » ou « attack_max » ?"),
    ({"immune": "atack", "to": "modify"}, "Carte X : « atack » n'est pas une caractéristique",
     "vouliez-vous dire « attack », « attack_min » ou « attack_max » ?"),
    ({"heal": 1, "if": {"fightin": "self"}}, "Carte X : condition « fightin » inconnue",
     "vouliez-vous dire « fighting » ?"),
    ({"boost": "1", "when": "static"}, "Carte X : boost est un nombre entier (« +1 aux effets des sorts » : 1)", None),
    ({"boost": True, "when": "static"}, "Carte X : boost est un nombre entier (« +1 aux effets des sorts » : 1)", None),
    ({"boost": 1, "when": "static", "card_type": "magie"},
     "Carte X : card_type vaut l'un de action, sort, theurgie, objet", None),
    ({"heal": 1, "target": "self", "ignore_death": "oui"},
     "Carte X : « ignore_death » de « heal » doit être true ou false, pas le texte « oui »", None),
    ({"reduce_damage": 0, "when": "static"}, "Carte X : « reduce_damage » de « reduce_damage » ne peut pas valoir 0",
     None),
    ({"draw": 0}, "Carte X : « draw » de « draw » ne peut pas valoir 0", None),
    ({"draw": "x"}, "Carte X : « draw » de « draw » doit être un nombre entier, pas le texte « x »", None),
    ({"heal": "beaucoup"}, "Carte X : « heal » de « heal » : « beaucoup » n'est pas une quantité", AMOUNT),
    ({"heal": "moi.hp"}, "Carte X : « heal » de « heal » : « moi.hp » n'est pas une quantité", AMOUNT),
    ({"heal": "self"}, "Carte X : « heal » de « heal » : « self » n'est pas une quantité", AMOUNT),
    ({"heal": [1]}, f"Carte X : « heal » de « heal » doit être {AMOUNT}, pas une liste", None),
    ({"heal": {"valeur": 1}}, "Carte X : « heal » de « heal » : clé « valeur » inconnue dans une quantité",
     "vouliez-vous dire « value » ?"),
    ({"heal": {"value": 1, "of": "moi"}},
     "Carte X : « heal » de « heal » : « of » nomme un personnage (self, opponent, target…), pas le texte « moi "
     "»", None),
    ({"heal": {"count": "amis"}}, "Carte X : « heal » de « heal » : impossible de compter « amis »",
     "vouliez-vous dire « allies » ?"),
    ({"heal": {"value": 1, "times": "2"}},
     "Carte X : « heal » de « heal » : « times » doit être un nombre entier, pas le texte « 2 »", None),
    ({"heal": {"value": 1, "min": True}},
     "Carte X : « heal » de « heal » : « min » doit être un nombre entier, pas la valeur true", None),
    ({"heal": {"value": 1, "divide": 0}}, "Carte X : « heal » de « heal » : « divide » ne peut pas valoir 0", None),
    ({"heal": {"value": 1, "runes": "Cor"}},
     "Carte X : « heal » de « heal » : « runes » compte les runes d'un nom (Cor, Nox, Yr) portées par les "
     "personnages de « count »", None),
    ({"heal": {"value": 1, "bonus_cards": "defense"}},
     "Carte X : « heal » de « heal » : une quantité donnée comme un bloc a exactement une des clés « count » (qui "
     "compter), « value » et « bonus_cards » (cartes donnant un bonus à une caractéristique)", None),
    ({"heal": 1, "if": {"all": []}}, "Carte X : « all » demande une liste de conditions", None),
    ({"heal": 1, "if": {"any": {"fighting": "self"}}}, "Carte X : « any » demande une liste de conditions", None),
    ({"heal": 1, "if": {"compare": [1, "=", 2]}},
     "Carte X : compare demande [quantité, opérateur, quantité] avec un opérateur parmi >= > <= < == != ; "
     "ici [1, \"=\", 2]", None),
    ({"heal": 1, "if": {"fighting": "moi"}},
     "Carte X : la condition « fighting » attend un personnage (self, carrier, opponent…), pas \"moi\"", None),
    ({"heal": 1, "if": {"not": {"fighting": "self", "no_weapon": "self"}}},
     "Carte X : une condition est un bloc d'une seule clé, par exemple {ally_alive: Naya} ; combinez-en plusieurs "
     "avec « all », « any » ou « not » ; ici {\"fighting\": \"self\", \"no_weapon\": \"self\"}", None),
    ({"heal": 1, "if": {"all": [{"bogus": 1}]}}, "Carte X : condition « bogus » inconnue",
     "vouliez-vous dire « belongs » ?"),
])
def test_a_malformed_step_is_refused_with_its_whole_message(step, message, hint):
    with pytest.raises(UserError) as err:
        effects.check_step(step, "Carte X")
    assert err.value.message == message
    assert err.value.hint == hint
