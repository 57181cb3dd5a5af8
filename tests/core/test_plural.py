"""A number and the noun it counts agree, in every template of every catalogue (issue 28, « Wording »).

Every catalogue of the package (every module that builds a :class:`rulings.core.i18n.Catalogue`, found by
reading the sources) is checked whole:

* no template writes a counted noun after a bare placeholder (« {count} cartes ») : a number is written
  ``{count:carte|cartes}``, which agrees (:func:`bare_counts`);
* every template with such a placeholder renders with 0, 1 and 2, and its noun agrees: singular for 0 and 1,
  plural for 2 (:func:`disagreements`);
* no caller hands such a placeholder a text (« number(n) », « count(n, …) ») instead of the int it counts
  (:func:`texts_for_counts`);
* the texts the engines write inline (f-strings: traces, refusals) agree through :mod:`rulings.core.french` too:
  no ending chosen by hand (« 's' if n > 1 else '' »), no « carte(s) », no ``{len(…)}`` before a counted noun
  (:func:`hand_made_plurals`).

Each property is shown failing on a fake catalogue, so that none of these tests passes for want of looking.
"""

from __future__ import annotations

import ast
import importlib
import re
import string
from pathlib import Path

import pytest

from rulings.core import french, i18n
from rulings.core.i18n import Catalogue, counted_forms

PACKAGE = Path(i18n.__file__).resolve().parents[1]

# Placeholders that hold a number wherever they are used: one of them before a word is a count, whatever the word.
COUNT_NAMES = frozenset({"count", "limit", "size", "total", "shown", "options", "outcomes", "scenarios", "cases",
                         "covered", "missing", "passed", "failed", "base", "hp", "max_hp", "excess", "minimum"})
# Words that may follow a number without being counted by it (prepositions, articles, verbs of a sentence) …
NOT_COUNTED = frozenset({"à", "au", "aux", "de", "du", "des", "en", "et", "ou", "par", "pour", "sur", "dans",
                         "depuis", "sans", "sous", "plus", "est", "sont", "n", "ne", "a", "l"})
# … and the invariable nouns, the same for 1 and 2: they may stay after a bare number.
INVARIABLE = frozenset({"cas", "pv", "fois", "choix"})
# Verbs in the singular, which the plural form of a counted text cannot hold (« 2 cartes est retirées »).
SINGULAR_VERBS = frozenset({"est", "a", "peut", "doit", "reste", "fait", "va"})

_WORD = re.compile(r"\s+([^\W\d_][\w-]*)")


def catalogues() -> list[Catalogue]:
    """Every catalogue of the package: the modules whose source builds one, imported, their catalogues taken."""
    found: dict[int, Catalogue] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "Catalogue(" not in path.read_text(encoding="utf-8") or path.name == "i18n.py":
            continue
        module = importlib.import_module(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
        for value in vars(module).values():
            if isinstance(value, Catalogue):
                found[id(value)] = value
    return list(found.values())


def _parsed(template: str) -> list[tuple[str, str | None, str | None, str | None]]:
    return list(string.Formatter().parse(template))


def bare_counts(template: str) -> list[str]:
    """The placeholders of ``template`` written bare before the noun they count: « {count} cartes »."""
    parts = _parsed(template)
    found = []
    for (_text, name, spec, _conversion), following in zip(parts, parts[1:], strict=False):
        if not name or counted_forms(spec or ""):
            continue
        word = _WORD.match(following[0])
        if not word:
            continue
        noun = word[1].lower()
        if noun in NOT_COUNTED or noun in INVARIABLE:
            continue
        if name in COUNT_NAMES or noun.endswith(("s", "x")):
            found.append(f"{{{name}}} {word[1]}")
    return found


def counted(template: str) -> dict[str, tuple[str, str, str]]:
    """The counted placeholders of ``template``: name -> (width, one, many)."""
    return {name: forms for _text, name, spec, _conversion in _parsed(template)
            if name and (forms := counted_forms(spec or ""))}


def _dummies(template: str) -> dict[str, object]:
    """A value for each placeholder: 2 for a count, 7 for a number's format (« 04x », « >4 »), else a text."""
    values: dict[str, object] = {}
    for _text, name, spec, _conversion in _parsed(template):
        if name:
            values[name] = 2 if counted_forms(spec or "") else 7 if spec else "«X»"
    return values


def _words(form: str) -> list[str]:
    return [w.strip(",;:.()") for w in form.split()]


def disagreements(catalogue: Catalogue) -> list[str]:
    """Every counted noun of ``catalogue`` that does not agree: its two forms, and its text with 0, 1 and 2."""
    problems = []
    for name in catalogue.names():
        template = catalogue.languages[i18n.DEFAULT][name]
        for field, (_width, one, many) in counted(template).items():
            where = f"{catalogue.layer}:{name}:{{{field}}}"
            ones, manies = _words(one), _words(many)
            if len(ones) != len(manies) or one == many:
                problems.append(f"{where}: « {one} » | « {many} » are not a singular and its plural")
                continue
            problems.extend(f"{where}: « {verb} » in the plural « {many} »" for verb in manies
                            if verb in SINGULAR_VERBS)
            for single, several in zip(ones, manies, strict=True):
                if single != several and (single.endswith(("s", "x")) or not several.endswith(("s", "x", "nt"))):
                    problems.append(f"{where}: « {single} » | « {several} » is not a singular and its plural")
            for n in (0, 1, 2):
                values = _dummies(template) | {field: n}
                text = catalogue(name, **values)
                agreeing = one if n < 2 else many
                if not re.search(rf"(?<![\d ]) *{n} {re.escape(agreeing)}(?!\w)", text):
                    problems.append(f"{where}: with {n}, « {agreeing} » expected in « {text} »")
    return problems


def texts_for_counts(source: str, counts: dict[str, set[str]], filename: str = "<source>") -> list[str]:
    """The calls of ``source`` that give a counted placeholder (``counts``: template name -> its counted fields)
    a text: a string, an f-string, ``number(…)``, ``count(…)``, ``str(…)`` (the format counts an int itself)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                and node.args[0].value in counts):
            continue
        for keyword in node.keywords:
            if keyword.arg not in counts[node.args[0].value]:
                continue
            value = keyword.value
            called = value.func.attr if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) \
                else value.func.id if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) else None
            if isinstance(value, ast.JoinedStr) or (isinstance(value, ast.Constant) and isinstance(value.value, str)) \
                    or called in ("number", "count", "str", "join", "format"):
                found.append(f"{filename}:{node.lineno}: {node.args[0].value}, {keyword.arg}={ast.unparse(value)}")
    return found


def _counts_by_name(every: list[Catalogue]) -> dict[str, set[str]]:
    counts: dict[str, set[str]] = {}
    for catalogue in every:
        for name in catalogue.names():
            fields = counted(catalogue.languages[i18n.DEFAULT][name])
            if fields:
                counts.setdefault(name, set()).update(fields)
    return counts


_SUFFIXES = frozenset({"s", "x", "nt", "ent", "es", "vent", "nent"})
_PARENTHESISED = re.compile(r"\w\((s|x|es)\)")


def hand_made_plurals(source: str, filename: str = "<source>") -> list[str]:
    """The agreements ``source`` makes by hand instead of through :func:`rulings.core.french.count` / ``plural``:
    an ending chosen by a condition, « (s) » in a text, a ``{len(…)}`` written before the noun it counts."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.IfExp):
            endings = {branch.value for branch in (node.body, node.orelse)
                       if isinstance(branch, ast.Constant) and isinstance(branch.value, str)}
            if len(endings) == 2 and endings & _SUFFIXES and all(len(ending) <= 4 for ending in endings):
                found.append(f"{filename}:{node.lineno}: ending by hand: {ast.unparse(node)}")
        elif isinstance(node, ast.JoinedStr):
            parts = node.values
            for part in parts:
                if isinstance(part, ast.Constant) and isinstance(part.value, str) \
                        and _PARENTHESISED.search(part.value):
                    found.append(f"{filename}:{node.lineno}: « (s) »: {part.value.strip()}")
            for value, following in zip(parts, parts[1:], strict=False):
                if not (isinstance(value, ast.FormattedValue) and isinstance(following, ast.Constant)
                        and isinstance(value.value, ast.Call) and isinstance(value.value.func, ast.Name)
                        and value.value.func.id == "len"):
                    continue
                word = _WORD.match(str(following.value))
                if word and word[1].lower() not in NOT_COUNTED | INVARIABLE and word[1].endswith(("s", "x")):
                    found.append(f"{filename}:{node.lineno}: {{{ast.unparse(value.value)}}} {word[1]}")
    return sorted(found, key=lambda hit: int(hit.split(":")[1]))


FAKE = Catalogue("essai", {
    "bare": "le joueur a {count} cartes en main",
    "bare_unknown_name": "{n} dégâts directs",
    "bare_singular": "au plus {limit} règle",
    "same_forms": "{count:cartes|cartes}",
    "no_plural": "{count:carte|carte}",
    "swapped": "{count:cartes|carte}",
    "plural_verb": "{count:carte est retirée|cartes est retirées}",
})


# -- the catalogues of the package --------------------------------------------------------------------------------

def test_every_catalogue_of_the_package_is_found():
    layers = {catalogue.layer for catalogue in catalogues()}
    assert {"core", "cli", "assistant", "eredan"} <= layers
    written = sum(path.read_text(encoding="utf-8").count("= Catalogue(") for path in PACKAGE.rglob("*.py"))
    assert len(layers) == written


def test_no_template_writes_a_counted_noun_after_a_bare_number():
    found = [f"{catalogue.layer}:{name}: {bare}" for catalogue in catalogues() for name in catalogue.names()
             for bare in bare_counts(catalogue.languages[i18n.DEFAULT][name])]
    assert not found, "\n".join(found)


def test_every_counted_noun_agrees_with_0_1_and_2():
    every = catalogues()
    assert sum(len(counted(c.languages[i18n.DEFAULT][n])) for c in every for n in c.names()) >= 30
    problems = [problem for catalogue in every for problem in disagreements(catalogue)]
    assert not problems, "\n".join(problems)


def test_no_caller_gives_a_count_a_text():
    counts = _counts_by_name(catalogues())
    found = [hit for path in sorted(PACKAGE.rglob("*.py"))
             for hit in texts_for_counts(path.read_text(encoding="utf-8"), counts, str(path.relative_to(PACKAGE)))]
    assert not found, "\n".join(found)


def test_no_text_of_the_package_makes_its_plural_by_hand():
    found = [hit for path in sorted(PACKAGE.rglob("*.py"))
             for hit in hand_made_plurals(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))]
    assert not found, "\n".join(found)


# -- each check can fail ------------------------------------------------------------------------------------------

def test_a_bare_number_before_its_noun_is_caught():
    assert bare_counts(FAKE.template("bare")) == ["{count} cartes"]
    assert bare_counts(FAKE.template("bare_unknown_name")) == ["{n} dégâts"]
    assert bare_counts(FAKE.template("bare_singular")) == ["{limit} règle"]
    assert bare_counts("{count:carte|cartes}, {count} cas, {limit} au plus, {name} dans la main, {hp} PV") == []


def test_a_noun_that_does_not_agree_is_caught(monkeypatch):
    problems = disagreements(FAKE)
    for name in ("same_forms", "no_plural", "swapped", "plural_verb"):
        assert any(problem.startswith(f"essai:{name}:") for problem in problems), name
    fine = Catalogue("essai", {"ok": "{count:carte est retirée|cartes sont retirées}, {n:>3:cas|cas} {x}"})
    assert [p for p in disagreements(fine) if "{count}" in p] == []
    # the words agree by french.plural: were it to write the plural from 1 on, the check says so
    monkeypatch.setattr(french, "plural", lambda n, one, many=None: one if n == 0 else (many or one + "s"))
    assert [p for p in disagreements(fine) if "{count}" in p] == \
        ["essai:ok:{count}: with 1, « carte est retirée » expected in « 1 cartes sont retirées,   2 cas «X» »"]


def test_a_text_given_for_a_count_is_caught():
    counts = {"cards.left": {"count"}}
    source = ('msg("cards.left", count=number(n))\nmsg("cards.left", count=french.count(n, "carte"))\n'
              'msg("cards.left", count=f"{n}")\nmsg("cards.left", count=len(hand), other=number(n))\n'
              'msg("other", count=number(n))\n')
    assert texts_for_counts(source, counts) == [
        "<source>:1: cards.left, count=number(n)",
        "<source>:2: cards.left, count=french.count(n, 'carte')",
        "<source>:3: cards.left, count=f'{n}'",
    ]


def test_a_count_is_an_int_and_keeps_its_column():
    catalogue = Catalogue("essai", {"n": "{count:issue|issues}", "row": "[{count:>3:décision|décisions}]"})
    assert [catalogue("n", count=n) for n in (0, 1, 2, -1, -2, 1234)] == \
        ["0 issue", "1 issue", "2 issues", "-1 issue", "-2 issues", "1 234 issues"]
    assert [catalogue("row", count=n) for n in (1, 12)] == ["[  1 décision ]", "[ 12 décisions]"]
    for wrong in ("2", True, 2.0):
        with pytest.raises(TypeError):
            catalogue("n", count=wrong)


def test_a_plural_made_by_hand_is_caught():
    source = ('f"{n} carte{\'s\' if n > 1 else \'\'}"\n'
              'f"{who} doi{\'vent\' if n > 1 else \'t\'} partir"\n'
              'f"{name} : {n} carte(s) défaussée(s)"\n'
              'f"la main a {len(hand)} cartes"\n'
              'f"{count(n, \'carte\')}, {len(cases)} cas, {len(hand)} de plus, {name} dans la main"\n')
    assert hand_made_plurals(source) == [
        "<source>:1: ending by hand: 's' if n > 1 else ''",
        "<source>:2: ending by hand: 'vent' if n > 1 else 't'",
        "<source>:3: « (s) »: carte(s) défaussée(s)",
        "<source>:4: {len(hand)} cartes",
    ]
