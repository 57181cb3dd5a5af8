"""What users read, one catalogue per layer: named French templates, ready for a second language.

Each layer keeps every text its users read in one module of named templates:
:mod:`rulings.core.messages` (the core), :mod:`rulings.cli_messages` (the
command line, argparse's own words included), :mod:`rulings.assistant.messages`
and each game's ``messages`` module.  Code calls the catalogue by name with
the values to insert::

    raise UserError(msg("spec.unknown_key", key="titel"), where)

Why named templates rather than :mod:`gettext`: a gettext catalogue needs an
extraction tool (``xgettext``, ``pygettext``: neither ships with every Python)
and compiled ``.mo`` files, and its message ids would be the French sentences
themselves, so that correcting a French typo changes every translation's key.
Here a second language is one more table with the same names and the same
``{placeholders}`` (:meth:`Catalogue.add` checks both), chosen with
``RULINGS_LANG``; a test checks that every name used in the code exists and
that every template is used.  Templates are :meth:`str.format` strings:
literal braces are doubled (``{{stat: defense, add: 1}}``).

A number and the noun it counts agree in one place (:func:`rulings.core.french.count`): a template writes the
noun's two forms as the placeholder's format, ``{count:issue du hasard|issues du hasard}``, and reads « 0 issue
du hasard », « 1 issue du hasard », « 2 issues du hasard » (a test renders every such template with 0, 1 and 2,
and refuses a counted noun written after a bare placeholder).  The value is an ``int`` (the format writes its
thousands apart itself: « 1 234 issues du hasard »).  A column keeps its width with a width before the forms,
``{scenarios:>3:décision|décisions}``: the number right-aligned in 3 characters, the noun padded to its longer
form (« ··1 décision·  », « ·12 décisions »).
"""

from __future__ import annotations

import os
import re
import string

from .french import count, number, plural

DEFAULT = "fr"


def language() -> str:
    """The language of the texts shown: ``$RULINGS_LANG``, else French."""
    return os.environ.get("RULINGS_LANG") or DEFAULT


_COUNTED = re.compile(r"(?:(?P<width>[<>^]?\d+):)?(?P<one>[^|]+)\|(?P<many>[^|]+)", re.DOTALL)


def counted_forms(format_spec: str) -> tuple[str, str, str] | None:
    """A placeholder's format ``one|many`` (or ``width:one|many``) as (width, one, many); None for any other."""
    found = _COUNTED.fullmatch(format_spec)
    return (found["width"] or "", found["one"], found["many"]) if found else None


class _Formatter(string.Formatter):
    """:meth:`str.format`, and a number's format ``one|many``: the number with its noun, agreeing."""

    def format_field(self, value: object, format_spec: str) -> str:
        forms = counted_forms(format_spec)
        if forms is None:
            return str(super().format_field(value, format_spec))
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"a counted placeholder ({format_spec!r}) takes an int, not {value!r}")
        width, one, many = forms
        if not width:
            return count(value, one, many)
        return f"{number(value):{width}} {plural(value, one, many):<{max(len(one), len(many))}}"


FORMATTER = _Formatter()


def fields(template: str) -> set[str]:
    """The names of the ``{placeholders}`` of a template."""
    return {name.split(".")[0].split("[")[0] for _text, name, _spec, _conv in string.Formatter().parse(template)
            if name}


class Catalogue:
    """The named templates of one layer, in French and any language added later."""

    def __init__(self, layer: str, fr: dict[str, str]):
        self.layer = layer
        self.languages: dict[str, dict[str, str]] = {DEFAULT: dict(fr)}

    def add(self, language_code: str, templates: dict[str, str]) -> None:
        """Another language: the same names (missing ones fall back to French), the same placeholders."""
        french = self.languages[DEFAULT]
        for name, template in templates.items():
            if name not in french:
                raise ValueError(f"{self.layer}: no French template named {name!r}")
            if fields(template) != fields(french[name]):
                raise ValueError(f"{self.layer}: {name!r} must use the placeholders {sorted(fields(french[name]))}")
        self.languages[language_code] = dict(templates)

    def names(self) -> list[str]:
        return list(self.languages[DEFAULT])

    def __contains__(self, name: str) -> bool:
        return name in self.languages[DEFAULT]

    def template(self, name: str) -> str:
        table = self.languages.get(language(), {})
        return table[name] if name in table else self.languages[DEFAULT][name]

    def __call__(self, name: str, /, **values: object) -> str:
        return FORMATTER.vformat(self.template(name), (), values)
