"""The YAML loader's own messages (:mod:`rulings.core.yamlio`): numbers out of bounds or not numbers, a tagged
null, unreadable files, the French explanation of a syntax error, and the scalars ``rulings new`` writes; each
message checked whole with its place."""

from __future__ import annotations

import errno
from types import SimpleNamespace

import pytest
import yaml

from rulings.core import yamlio
from rulings.core.errors import UserError

TOKEN = "caractère « {} » inattendu en début de valeur (mettez la valeur entre guillemets)"
TAB_HINT = "YAML n'indente qu'avec des espaces : remplacez la tabulation par des espaces"
TAG = ("YAML mal formé : étiquette YAML « {} » non permise : écrivez une valeur simple (texte, nombre, true/false, "
       "liste ou bloc)")


def _error(call, *args) -> str:
    with pytest.raises(UserError) as caught:
        call(*args)
    return str(caught.value)


# --- numbers: the constructors _number builds -----------------------------------------------------
# The loader's table holds the constructors built when the module loaded; these tests build them again, so that
# what _number makes is what they check.

def _fresh(text: str, file: str = "nombres.yaml"):
    class Loader(yamlio._Loader):
        pass

    Loader.yaml_constructors = {**yamlio._Loader.yaml_constructors,
                                "tag:yaml.org,2002:int": yamlio._number(yaml.SafeLoader.construct_yaml_int, "int"),
                                "tag:yaml.org,2002:float": yamlio._number(yaml.SafeLoader.construct_yaml_float,
                                                                          "float")}
    loader = Loader(text)
    loader.file = file
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def test_numbers_within_the_bounds_are_read():
    assert _fresh("a: [12, -10000, 10000, 1.5, -2.25, 0x10]") == {"a": [12, -10000, 10000, 1.5, -2.25, 16]}


@pytest.mark.parametrize("text, value", [("a: 10001", "10001"), ("a: -10001", "-10001"), ("a: 1.0e+5", "1.0e+5"),
                                         ("a: .inf", ".inf"), ("a: -.inf", "-.inf"), ("a: .nan", ".nan"),
                                         ("a: 10000.5", "10000.5")])
def test_numbers_beyond_the_bounds_are_refused_with_their_place(text, value):
    assert _error(_fresh, text) == \
        f"nombres.yaml:1:4: le nombre « {value} » est hors des limites : de -10 000 à 10 000"


def test_a_number_of_many_digits_is_refused_before_converting_and_clipped():
    digits = "1" * 45
    assert _error(_fresh, f"a:\n  b: {digits}") == \
        f"nombres.yaml:2:6: le nombre « {'1' * 40}… » est hors des limites : de -10 000 à 10 000"


def test_thirty_letters_and_digits_are_converted_thirty_one_are_not():
    thirty = "0." + "0" * 28 + "1"            # 30 digits: converted, within the bounds
    assert _fresh(f"a: {thirty}") == {"a": 1e-29}
    thirty_one = "0." + "0" * 29 + "1"
    assert _error(_fresh, f"a: {thirty_one}") == \
        f"nombres.yaml:1:4: le nombre « {thirty_one} » est hors des limites : de -10 000 à 10 000"


@pytest.mark.parametrize("text, message", [
    ("a: !!int abc", "nombres.yaml:1:4: « abc » n'est pas un nombre entier"),
    ("a: !!float douze", "nombres.yaml:1:4: « douze » n'est pas un nombre"),
    ("a:\n  - !!int [1, 2]", "nombres.yaml:2:5: «  » n'est pas un nombre entier"),
])
def test_a_tagged_value_that_does_not_convert_says_so(text, message):
    assert _error(_fresh, text) == message


def test_the_bundled_loader_refuses_the_same_numbers():
    assert _error(yamlio.load_text, "a: 10001", "f.yaml") == \
        "f.yaml:1:4: le nombre « 10001 » est hors des limites : de -10 000 à 10 000"


# --- null ----------------------------------------------------------------------------------------------

def test_a_null_tag_on_a_list_or_a_block_is_refused_at_its_place():
    assert _error(yamlio.load_text, "a: 1\nb: !!null [1]\n", "nul.yaml") == "nul.yaml:2:4: " + TAG.format("!!null")
    assert _error(yamlio.load_text, "a:\n  - !!null {c: 1}\n", "nul.yaml") == "nul.yaml:2:5: " + TAG.format("!!null")
    assert yamlio.load_text("a: !!null ''\nb: ~\n", "nul.yaml") == {"a": None, "b": None}


# --- files that cannot be read ---------------------------------------------------------------------------

def test_a_missing_file_and_a_folder_say_why_they_cannot_be_read(tmp_path):
    missing = tmp_path / "absent.yaml"
    assert _error(yamlio.load_file, missing) == f"{missing}: impossible de lire le fichier : il n'existe pas"
    assert _error(yamlio.load_file, tmp_path) == f"{tmp_path}: impossible de lire le fichier : c'est un dossier"


def test_every_reason_of_the_system_in_french():
    assert yamlio._os_reason(OSError(errno.ENOENT, "No such file")) == "il n'existe pas"
    assert yamlio._os_reason(OSError(errno.EACCES, "Permission denied")) == "permission refusée"
    assert yamlio._os_reason(OSError(errno.EISDIR, "Is a directory")) == "c'est un dossier"
    assert yamlio._os_reason(OSError(errno.EIO, "Input/output error")) == "« Input/output error »"
    assert yamlio._os_reason(OSError("panne")) == "« panne »"


def test_a_file_too_big_is_refused_before_reading(tmp_path):
    path = tmp_path / "gros.yaml"
    path.write_text("a: 1\n" * 3, encoding="utf-8")
    assert _error(yamlio.load_file, path, 10) == \
        f"{path}: le fichier fait 15 octets ; un fichier de scénario ou de cartes est limité à 10"


# --- explain: a syntax error in French -----------------------------------------------------------------------

def _mark(line, column):
    return SimpleNamespace(line=line, column=column)


@pytest.mark.parametrize("problem, text, mark, expected", [
    ("found character that cannot start any token", "a: b\nc: `x\n", _mark(1, 3), (TOKEN.format("`"), None)),
    ("found character that cannot start any token", "a: b\nc: \n", _mark(1, 3), (TOKEN.format("?"), None)),
    ("found character that cannot start any token", "a: b\n", None, (TOKEN.format("?"), None)),
    ("found character that cannot start any token", "a: b\n", _mark(5, 0), (TOKEN.format("?"), None)),
    ("mapping values are not allowed here", "a: b\ntitle: Note: voir\n", _mark(1, 11),
     ("un « : » n'est pas permis ici", "un « : » suivi d'une espace dans un texte sans guillemets : mettez le texte "
                                        "entre guillemets, par exemple title: \"Note: voir\"")),
    ("mapping values are not allowed here", "a: b\ntitle: Note\n", _mark(1, 11),
     ("un « : » n'est pas permis ici", None)),
    ("something odd", "a: b\ntitle: Note: voir\n", _mark(1, 0), ("l'analyseur YAML dit « something odd »", None)),
    ("something odd", "a: b\n\tc: d\n", _mark(1, 0), ("l'analyseur YAML dit « something odd »", TAB_HINT)),
    ("something odd", "a: b\nc: d\te\n", _mark(1, 0), ("l'analyseur YAML dit « something odd »", None)),
    ("found a tab character", "a: b\n", _mark(0, 0), ("une tabulation est interdite ici", TAB_HINT)),
    ("something odd", "Ceci est une phrase : pas du YAML.\nEncore une phrase ici.\n", _mark(0, 0),
     ("l'analyseur YAML dit « something odd »", "ce fichier ne ressemble pas à du YAML : un scénario ou un deck est "
                                                "fait de lignes « clé: valeur »")),
])
def test_explain_gives_the_problem_in_french_and_the_hint(problem, text, mark, expected):
    assert yamlio.explain(problem, text, mark) == expected


# --- scalar: what rulings new writes ------------------------------------------------------------------------

@pytest.mark.parametrize("text, written", [
    ("Frappe", "Frappe"), ("Mâche l'âme", "Mâche l'âme"), ("Sort (rare)", "Sort (rare)"), ("l’ombre", "l’ombre"),
    ("Élan", "Élan"),
    ("yes", '"yes"'), ("Yes", '"Yes"'), ("NO", '"NO"'), ("true", '"true"'), ("False", '"False"'),
    ("null", '"null"'), ("on", '"on"'), ("Off", '"Off"'), ("y", '"y"'), ("N", '"N"'),
    ("Fin.", '"Fin."'), ("Fin ", '"Fin "'), ("3 coups", '"3 coups"'), ("a: b", '"a: b"'), ("_x", '"_x"'),
    ("Épée « rare »", '"Épée « rare »"'),
])
def test_scalar_is_plain_when_safe_else_double_quoted_in_utf8(text, written, monkeypatch):
    monkeypatch.setattr(yamlio, "_PLAIN", None)          # built on first use
    assert yamlio.scalar(text) == written
    assert yamlio.load_text(f"a: {written}") == {"a": text}


# --- nesting: refused while composing, at its place ---------------------------------------------------------

PAD = "\n# " + "-" * 2000 + "\n"       # over 2 000 signs « [{-? »: composed by Python's composer, which counts


@pytest.mark.parametrize("pad", [PAD, "\n"])
def test_a_value_at_level_one_hundred_is_read_one_more_is_refused(pad):
    assert yamlio.load_text("a: " + "[" * 98 + "1" + "]" * 98 + pad, "p.yaml") == {"a": _nested(98)}
    assert _error(yamlio.load_text, "a: " + "[" * 99 + "1" + "]" * 99 + pad, "p.yaml") == \
        "p.yaml:1:103: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de blocs)"


def _nested(levels):
    value = 1
    for _ in range(levels):
        value = [value]
    return value


def test_a_deep_document_after_many_values_is_refused_at_its_place():
    siblings = "- [" + ", ".join(["1"] * 1500) + "]\n"
    deep = "- " + "[" * 900 + "]" * 900 + "\n"           # under the 1 000 levels of libyaml's scanner
    assert _error(yamlio.load_text, siblings + deep + PAD, "p.yaml") == \
        "p.yaml:2:102: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de blocs)"


def test_a_value_quoted_in_a_message_is_cut_after_forty_signs():
    assert _error(yamlio.load_text, "a: !!int " + "a-" * 20, "c.yaml") == \
        f"c.yaml:1:4: « {'a-' * 20} » n'est pas un nombre entier"
    assert _error(yamlio.load_text, "a: !!int " + "a-" * 20 + "b", "c.yaml") == \
        f"c.yaml:1:4: « {'a-' * 20}… » n'est pas un nombre entier"


@pytest.mark.parametrize("text, yaml_like", [
    ("", True), ("# rien\n\n", True),
    ("Une phrase.\nclé: valeur\n", True),                      # half the lines: YAML
    ("Une phrase.\nUne autre.\nclé: valeur\n", False),
    ("a: 1\n  une phrase\n  une autre\n", True),                # indented lines, tabs, comments: not counted
    ("a: 1\n\tune phrase\n\tune autre\n", True),
    ("a: 1\n# une phrase\n# une autre\n", True),
    ("a: 1\n\n\n\n", True),
    ("Texte : suite\nEncore du texte\n", False),
])
def test_looks_like_yaml_counts_the_top_level_lines(text, yaml_like):
    assert yamlio.looks_like_yaml(text) is yaml_like


def test_a_file_of_exactly_the_limit_is_read(tmp_path):
    path = tmp_path / "juste.yaml"
    path.write_text('a: "1234"\n', encoding="utf-8")
    assert yamlio.load_file(path, 10) == {"a": "1234"}


def test_a_device_is_refused_before_it_is_read(tmp_path):
    """A device or a pipe says its size is 0 and may never end, or never begin: it is not read at all."""
    assert _error(yamlio.load_file, "/dev/zero", 100) == ("/dev/zero: impossible de lire le fichier : ce n'est pas un "
                                                          "fichier ordinaire (un tube nommé, un périphérique…) : il "
                                                          "n'est pas lu")


@pytest.mark.parametrize("depth", [150])
def test_nesting_is_counted_level_by_level_after_a_closed_sibling(depth):
    """Refused at the 101st level, column 107 here (the deep branch opens at column 9, on level 3)."""
    text = "a: [[], " + "[" * depth + "]" * depth + "]\n"
    assert _error(yamlio.load_text, text, "t.yaml") == \
        "t.yaml:1:107: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de blocs)"


@pytest.mark.parametrize("siblings", [1, 2100])
def test_the_counting_composer_counts_each_level_after_closed_siblings(siblings):
    """With many brackets the document goes to the composer that counts the levels (libyaml's own composer for
    few): after closed siblings the deep branch is still refused at its 99th bracket, level 101."""
    head = "a: [" + "[], " * siblings
    assert yamlio._loader_for(head).__class__.__name__ == ("_DeepLoader" if siblings > 2000 else "_FastLoader")
    text = head + "[" * 150 + "]" * 150 + "]\n"
    assert _error(yamlio.load_text, text, "t.yaml") == (
        f"t.yaml:1:{len(head) + 99}: le document est imbriqué trop profondément (plus de 100 niveaux de listes "
        "et de blocs)")


def test_a_byte_that_is_not_utf8_is_placed_at_its_line_and_column(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"\na: \xe9t\xe9\n")
    assert _error(yamlio.load_file, path) == (
        f"{path}:2:4: le fichier n'est pas du texte UTF-8 (octet 4 : 0xe9) ; enregistrez-le en UTF-8")
    path.write_bytes(b"\n\xe9")
    assert _error(yamlio.load_file, path).startswith(f"{path}:2:1: ")


@pytest.mark.parametrize("text", ["- &x [*x]\n", "a: &x [1, *x]\n", "? &x [*x]\n: 1\n", "- &x {a: *x}\n"])
def test_an_anchor_that_contains_itself_is_refused_wherever_it_is(text):
    """A list or a block holding its own alias, as the document's item, a value or a key: never a structure without
    end (which a check would walk forever)."""
    assert "un alias se contient lui-même (ancre récursive)" in _error(yamlio.load_text, text, "f.yaml")


def test_a_key_that_is_a_list_is_refused_at_its_place():
    assert _error(yamlio.load_text, "? [a, b]\n: 1\n", "f.yaml") == \
        "f.yaml:1:3: une clé doit être une valeur simple (un mot, un nombre), pas une liste ni un bloc"


def test_the_place_of_a_key_absent_from_a_block_is_the_block():
    block = yamlio.load_text("x: 0\nb:\n  a: 1\n", "f.yaml")["b"]
    assert (str(block.at("a")), str(block.at("z"))) == ("f.yaml:3:3", "f.yaml:3:3")
    assert str(yamlio.load_text("x: 0\nb:\n  y: 0\n  a: 1\n", "f.yaml")["b"].at("z")) == "f.yaml:3:3"


@pytest.mark.parametrize("text, nodes", [("x\n", 1), ("a: [1, 2]\n", 5), ("- &x [1]\n- *x\n", 5)])
def test_the_nodes_of_a_document_are_counted_with_its_aliases_as_copies(text, nodes):
    """Each text, list, block and key is a node; an alias counts as a copy of what it names (MAX_NODES bounds it)."""
    assert yamlio._expanded_size(yaml.compose(text), "f.yaml") == nodes


@pytest.mark.parametrize("text, message", [
    ("~: 1\n", "f.yaml:1:1: une clé doit être un nom (du texte) ou un nombre entier, pas « ~ »"),
    ("1.5: x\n", "f.yaml:1:1: une clé doit être un nom (du texte) ou un nombre entier, pas « 1.5 »"),
    ("a: {by: A, on: Tofu}\n", "f.yaml:1:12: une clé doit être un nom (du texte) ou un nombre entier, pas « on » "
                               "(YAML lit « on » comme vrai ou faux ; écrivez \"on\" entre guillemets si c'est bien le "
                               "nom voulu)"),
    ("No: 1\n", "f.yaml:1:1: une clé doit être un nom (du texte) ou un nombre entier, pas « No » (YAML lit « No » "
                "comme vrai ou faux ; écrivez \"No\" entre guillemets si c'est bien le nom voulu)"),
    ("<<: {a: 1}\nb: 1\nb: 2\n", "f.yaml:3:1: clé en double « b » (déjà donnée ligne 2)"),
    ("? " + "[" * 150 + "]" * 150 + "\n: 1\n",
     "f.yaml:1:102: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de blocs)"),
])
def test_a_key_that_is_no_name_given_twice_after_a_merge_or_too_deep_is_refused_as_written(text, message):
    assert _error(yamlio.load_text, text, "f.yaml") == message


def test_the_place_of_an_item_beyond_a_list_is_the_list():
    items = yamlio.load_text("l:\n  - a\n", "f.yaml")["l"]
    assert [str(items.at(i)) for i in (0, 1, 5)] == ["f.yaml:2:5", "f.yaml:2:3", "f.yaml:2:3"]


@pytest.mark.parametrize("text", ["", "# rien\n", "\n\n"])
def test_an_empty_file_is_refused_at_its_first_line(text):
    assert _error(yamlio.load_text, text, "f.yaml") == "f.yaml:1:1: le fichier est vide"


def _expanding_to(nodes: int) -> str:
    """A document of exactly ``nodes`` nodes once its aliases are expanded: a list holding a list of 1,000 nodes,
    aliases to it, and plain texts."""
    copies, texts = divmod(nodes - 1, 1000)
    return "- &x [" + ", ".join(["1"] * 999) + "]\n" + "- *x\n" * (copies - 1) + "- t\n" * texts


def test_a_document_of_exactly_the_node_limit_is_read_one_more_is_refused():
    exact, over = _expanding_to(yamlio.MAX_NODES), _expanding_to(yamlio.MAX_NODES + 1)
    assert [yamlio._expanded_size(yaml.compose(t), "f.yaml") for t in (exact, over)] == [200_000, 200_001]
    assert len(yamlio.load_text(exact, "f.yaml")) == 199 + 999
    assert _error(yamlio.load_text, over, "f.yaml") == (
        "f.yaml:1:1: le document se développe en plus de 200 000 valeurs (ancres et alias répétés trop "
        "profondément) ; écrivez les valeurs en entier")


@pytest.mark.skipif(yamlio._FastLoader is None, reason="PyYAML without libyaml: one loader only")
def test_a_text_with_many_brackets_is_read_by_the_loader_that_counts_levels():
    """Below 2,000 brackets, dashes and question marks, libyaml composes the whole document (fast); from 2,000 on,
    the loader counting levels while composing does, so that a very deep document costs nothing."""
    bound = yamlio._FAST_NESTING_BOUND
    assert type(yamlio._loader_for("[" * (bound - 1))) is yamlio._FastLoader
    assert type(yamlio._loader_for("-" * bound)) is yamlio._DeepLoader



def test_plain_loading_counts_levels_from_two_thousand_brackets_dashes_and_question_marks():
    """:func:`yamlio.load_plain` (the tolerant reader): a text with fewer than 2,000 of « [{-? » (in comments too,
    other signs never) goes to libyaml, which nests past 100 levels; from 2,000 on, to the loader counting levels,
    which stops past 100 and otherwise reads the same plain values."""
    bound = yamlio._FAST_NESTING_BOUND
    nest = "a: " + "[" * 101 + "1" + "]" * 101 + "\n# "
    assert yamlio.load_plain(nest + "-" * (bound - 102)) == {"a": _nested(101)}
    assert yamlio.load_plain(nest + "X" * bound) == {"a": _nested(101)}
    assert _error(yamlio.load_plain, nest + "-" * (bound - 101)) == \
        "<entrée>:1:103: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de blocs)"
    assert yamlio.load_plain("a: [1, {b: 2.5}]\n# " + "?" * bound) == {"a": [1, {"b": 2.5}]}

def test_a_forbidden_character_met_while_opening_the_loader_is_placed():
    """The loader counting levels reads the whole text when it is made: a forbidden character is refused there,
    before any loader exists to close."""
    assert _error(yamlio.load_text, "[" * 2000 + "\x01", "f.yaml") == (
        "f.yaml:1:2001: YAML mal formé : caractère interdit (#x0001)")


@pytest.mark.parametrize("text, message", [
    ("\n\x01", "f.yaml:2:1: YAML mal formé : caractère interdit (#x0001)"),
    ("a: 1\n\nb: \x01\n", "f.yaml:3:4: YAML mal formé : caractère interdit (#x0001)"),
    ("[" * 1999, "f.yaml:1:1001: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de "
                 "blocs)"),
])
def test_a_forbidden_character_and_libyamls_own_depth_limit_are_placed(text, message):
    """libyaml stops at 1,000 levels itself, before the loader counting levels: the message is the loader's."""
    assert _error(yamlio.load_text, text, "f.yaml") == message


@pytest.mark.parametrize("text, message", [
    ("a: \ud800", "f.yaml:1:4: YAML mal formé : caractère interdit (#xd800)"),
    ("a: 1\nb: [x, \udcff]\n", "f.yaml:2:8: YAML mal formé : caractère interdit (#xdcff)"),
    ("\n\ud800", "f.yaml:2:1: YAML mal formé : caractère interdit (#xd800)"),
    ("a: 1\nb: 2\nc: \ud800\n\n\n", "f.yaml:3:4: YAML mal formé : caractère interdit (#xd800)"),
])
def test_a_lone_surrogate_in_a_text_given_directly_is_refused_at_its_place(text, message):
    """No UTF-8 file holds one, but a text given directly may (the workbench's, from the browser)."""
    assert _error(yamlio.load_text, text, "f.yaml") == message


# PyYAML's and libyaml's errors while reading always carry a place (a mark, or a reader's position) and a problem,
# and the loader counting levels stops a deep document before Python's recursion limit: were one of these not so,
# the file is still named, with what the parser said (its problem, else its context), and whether the text looks
# like YAML. A loader raising each such error stands for the parser here.
@pytest.mark.parametrize("error, text, message", [
    (yaml.MarkedYAMLError(problem="found undefined alias 'x'"), "a: b\n",
     "f.yaml: YAML mal formé : alias inconnu (« * » sans ancre « & » avant)"),
    (yaml.MarkedYAMLError(context="while parsing a block mapping"), "a: b\n",
     "f.yaml: YAML mal formé : l'analyseur YAML dit « while parsing a block mapping »"),
    (yaml.MarkedYAMLError(), "a: b\n", "f.yaml: YAML mal formé : l'analyseur YAML dit «  »"),
    (yaml.YAMLError("flux illisible"), "a: b\n", "f.yaml: YAML mal formé : l'analyseur YAML dit « flux illisible »"),
    (yaml.YAMLError("flux illisible"), "bonjour, juge\n",
     "f.yaml: YAML mal formé : l'analyseur YAML dit « flux illisible » (ce fichier ne ressemble pas à du YAML : un "
     "scénario ou un deck est fait de lignes « clé: valeur »)"),
    (RecursionError(), "a: b\n",
     "f.yaml: le document est imbriqué trop profondément (plus de 100 niveaux de listes et de blocs)"),
])
def test_a_parser_error_without_a_place_names_the_file_and_the_loader_is_closed(monkeypatch, error, text, message):
    closed = []

    class Loader:
        def get_single_node(self):
            raise error

        def dispose(self):
            closed.append(True)

    monkeypatch.setattr(yamlio, "_loader_for", lambda text: Loader())
    assert _error(yamlio.load_text, text, "f.yaml") == message
    assert closed == [True]
