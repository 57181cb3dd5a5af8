"""Names and places in messages (:mod:`rulings.core.errors`, :mod:`rulings.core.french`): « vouliez-vous dire
… ? », a name resolved without case and accents or refused with what it is, an error's place, lists in French,
and the options a pick lists."""

from __future__ import annotations

import pytest

from rulings.core import chance, french
from rulings.core.errors import UserError, Where, did_you_mean, fold, resolve_name

NAMES = ["Naya", "Mâche l'âme", "Naïa", "Nayan", "Nayo", "Aez"]


@pytest.mark.parametrize("word, hint", [
    ("naya", "vouliez-vous dire « Naya » ?"),                       # only the case differs: that name alone
    ("NAYA", "vouliez-vous dire « Naya » ?"),
    ("nayan", "vouliez-vous dire « Nayan » ?"),
    ("Naya", "vouliez-vous dire « Naya », « Nayan » ou « Naïa » ?"),   # spelt right: the close names, by likeness
    ("Nayx", "vouliez-vous dire « Nayo », « Naya » ou « Nayan » ?"),
    ("Naia", "vouliez-vous dire « Naïa », « Naya » ou « Nayan » ?"),
    ("mache lame", "vouliez-vous dire « Mâche l'âme » ?"),
    ("Zzz", None),
])
def test_did_you_mean_names_at_most_three_close_names(word, hint):
    assert did_you_mean(word, NAMES) == hint


def test_did_you_mean_reads_names_without_their_accents_when_nothing_else_is_close():
    assert did_you_mean("eeee", ["Éééé", "Zut"]) == "vouliez-vous dire « Éééé » ?"
    assert did_you_mean("aeeeb", ["ÂÉÉÉa", "ÀÈÈÈb", "ÄËËËc", "ÁÊÊÊd"]) == \
        "vouliez-vous dire « ÀÈÈÈb », « ÁÊÊÊd » ou « ÄËËËc » ?"           # four close once folded: three named
    assert did_you_mean("Nayx", ["Naya", "Nayo", "Nayan", "Nayz"]) == \
        "vouliez-vous dire « Nayz », « Nayo » ou « Naya » ?"
    assert did_you_mean(3, [1, 2, 3, 33]) == "vouliez-vous dire « 3 » ou « 33 » ?"
    assert fold("Mâche l'Âme") == "mache l'ame"


def test_resolve_name_finds_the_name_as_the_table_spells_it():
    assert [resolve_name(n, NAMES, "un personnage") for n in ("Naya", "naya", "mache l'ame", "NAÏA")] == \
        ["Naya", "Naya", "Mâche l'âme", "Naïa"]


def _refused(*args, **kwargs) -> UserError:
    with pytest.raises(UserError) as caught:
        resolve_name(*args, **kwargs)
    return caught.value


def test_resolve_name_says_what_a_name_of_the_other_kind_is():
    error = _refused("Frappe", NAMES, "un personnage", Where("f.yaml", 3, 4), ["Frappe"], "une carte")
    assert str(error) == ("f.yaml:3:4: pas de personnage « Frappe » dans la base de cartes (« Frappe » est une carte, "
                          "pas un personnage)")


def test_resolve_name_suggests_close_names_or_nothing():
    error = _refused("Nayx", NAMES, "un personnage", Where("f.yaml", 3, 4), ["Frappe"], "une carte")
    assert str(error) == ("f.yaml:3:4: pas de personnage « Nayx » dans la base de cartes (vouliez-vous dire « Nayo », "
                          "« Naya » ou « Nayan » ?)")
    assert str(_refused("Qqq", NAMES, "une carte")) == "<entrée>: pas de carte « Qqq » dans la base de cartes"


# --- places --------------------------------------------------------------------------------------------

def test_a_place_writes_file_line_and_column_as_far_as_known():
    assert [str(w) for w in (Where("f.yaml", 2, 7), Where("f.yaml", 2), Where("f.yaml"), Where(), Where(None, 4, 1),
                             Where("f.yaml", None, 3))] == \
        ["f.yaml:2:7", "f.yaml:2", "f.yaml", "<entrée>", "<entrée>:4:1", "f.yaml"]


@pytest.mark.parametrize("own, given, shown", [
    (Where(), Where("a.yaml", 3, 4), "a.yaml:3:4"),            # nothing known: all of the given place
    (Where("b.yaml"), Where("a.yaml", 3, 4), "b.yaml:3:4"),    # its own file, the given line and column
    (Where("b.yaml"), Where("a.yaml", 3), "b.yaml:3"),
    (Where(None, 5, 6), Where("a.yaml", 3, 4), "a.yaml:5:6"),  # its own line, the given file
    (Where("c.yaml", 5, 6), Where("a.yaml", 3, 4), "c.yaml:5:6"),
    (Where(None, 5), Where("a.yaml"), "a.yaml:5"),
    (Where("c.yaml"), Where("a.yaml"), "c.yaml"),
])
def test_located_fills_in_only_what_the_error_did_not_know(own, given, shown):
    error = UserError("message", own, "indice")
    assert error.located(given) is error
    assert str(error) == f"{shown}: message (indice)"


# --- French lists, options of a pick ----------------------------------------------------------------------

def test_join_writes_lists_as_french_does():
    assert [french.join([]), french.join(["a"]), french.join(["a", "b"]), french.join(["a", "b", "c"]),
            french.join(["a", "b", "c"], "ou"), french.join([1, 2])] == \
        ["", "a", "a et b", "a, b et c", "a, b ou c", "1 et 2"]


def test_the_options_of_a_pick_as_a_message_lists_them():
    assert chance._shown([3]) == "3"
    assert chance._shown(range(0, 12)) == "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11"
    assert chance._shown(range(0, 13)) == "0 à 12"
    assert chance._shown(range(5, 1_000_001)) == "5 à 1 000 000"
    assert chance._shown(list(range(13))) == "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …"
    assert chance._shown(range(0, 26, 2)) == "0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, …"
    assert chance._shown(["pile", "face"]) == "pile, face"


def test_fill_elides_only_the_first_de_and_fills_every_placeholder():
    assert french.fill("zone de {}", "Arbre-esprit") == "zone d'Arbre-esprit"
    assert french.fill("zone de {}", "Le Prestige") == "zone du Prestige"
    assert french.fill("effets de {} et de {}", "Aez") == "effets d'Aez et de Aez"
    assert french.fill("« {} » et {}", "Aez") == "« Aez » et Aez"
    assert french.fill("zone de {} ({})", "Naya") == "zone de Naya (Naya)"


@pytest.mark.parametrize("kind, shown", [("un personnage", "personnage"), ("une capacité de "
                                                                           "héros", "capacité de héros"),
                                         ("cartes", "cartes")])
def test_an_unknown_name_is_said_with_its_kind_without_the_article(kind, shown):
    error = _refused("Zzz", NAMES, kind)
    assert error.message == f"pas de {shown} « Zzz » dans la base de cartes"


@pytest.mark.parametrize("name, said", [
    ("Aez", "d'Aez"), ("Ensorceleuse", "d'Ensorceleuse"), ("Éclair", "d'Éclair"), ("Île", "d'Île"),
    ("Œil du Kraken", "d'Œil du Kraken"), ("Ægis", "d'Ægis"), ("Ours", "d'Ours"), ("Usine", "d'Usine"),
    ("Naya", "de Naya"), ("Yr", "de Yr"), ("Hélène", "de Hélène"), ("A", "de A"), ("A b", "de A b"),
    ("Le Prestige", "du Prestige"), ("Les Ombres", "des Ombres"),
])
def test_de_elides_before_a_vowel_even_accented_or_joined_and_never_before_a_single_letter(name, said):
    """« d'Aez », « d'Éclair », « d'Œil », but « de Naya », « de A » (a player), « du Prestige »."""
    french.de.cache_clear()         # the helper keeps its answers: ask afresh
    assert french.de(name) == said
