"""The judge's reference of Eredan card effects (docs/eredan/effets.md) cannot go stale: it is generated from the
specification the validator uses, every name of that specification is described (and nothing else), every
worked example passes the validator, and the page in docs/ is the generated one."""

from __future__ import annotations

import pytest

from rulings.core.yamlio import load_text
from rulings.games.eredan import effects_doc
from rulings.games.eredan import format as fmt
from rulings.games.eredan.database import build
from rulings.games.eredan.effects import (
    COMMON_KEYS,
    CONDITIONS,
    PRIMITIVES,
    TARGETS,
    VALUE_KEYS,
    WHEN,
    primitive_of,
)
from tests.helpers import ROOT, cli


def test_the_page_in_docs_is_the_generated_one():
    path = ROOT / "docs" / effects_doc.PAGE
    assert path.is_file() and path.read_text(encoding="utf-8") == effects_doc.page(), \
        f"{path} is stale: run rulings schema --write"


def test_every_name_of_the_specification_is_described_and_nothing_else():
    assert set(effects_doc.PRIMITIVES_FR) == set(PRIMITIVES)
    assert set(effects_doc.EXAMPLES) == set(PRIMITIVES)
    assert set(effects_doc.CONDITIONS_FR) == set(CONDITIONS)
    assert set(effects_doc.TARGETS_FR) == set(TARGETS)
    assert set(effects_doc.WHEN_FR) == set(WHEN)
    assert set(effects_doc.VALUE_KEYS_FR) == set(VALUE_KEYS)
    assert set(effects_doc.UNTIL_FR) == set(fmt.STEP.fields["until"].enum)
    assert set(COMMON_KEYS) | set(PRIMITIVES) <= set(fmt.STEP.fields), "a step's format knows every key it takes"
    params = {(name, param) for name, (_fn, accepted) in PRIMITIVES.items() for param in accepted}
    described = set(effects_doc.PARAMS_IN_FR)
    assert described <= params, f"described but not parameters: {described - params}"
    missing = [f"{name}.{param}" for name, param in params
               if (name, param) not in effects_doc.PARAMS_IN_FR and param not in effects_doc.PARAMS_FR]
    assert not missing, f"parameters without a description: {missing}"


@pytest.mark.parametrize("primitive", sorted(PRIMITIVES))
def test_every_example_passes_the_validator_and_shows_its_primitive(primitive):
    raw = load_text(effects_doc.EXAMPLES[primitive], f"exemple {primitive}")
    fmt.DEFINE.check(raw, raw.where, "define")      # the format of define: (cards, characters)
    db = build(raw, f"exemple {primitive}")          # every step checked by effects.check_step
    steps = [s for card in db.cards.values() for s in card.effects] + \
            [s for character in db.characters.values() for s in character.abilities]
    assert primitive in {primitive_of(step) for step in steps}
    assert all(name.endswith("(exemple)") for name in [*db.cards, *db.characters]), \
        "an example never takes the name of a card of the database"


def test_the_guide_links_to_the_page():
    assert "(eredan/effets.md)" in (ROOT / "docs" / "guide.md").read_text(encoding="utf-8")


def test_rulings_schema_write_writes_the_page(tmp_path):
    (tmp_path / "scenarios").mkdir()
    code, out, err = cli("schema", "--write", "--kb", str(tmp_path))
    assert code == 0, err
    assert (tmp_path / "docs" / effects_doc.PAGE).read_text(encoding="utf-8") == effects_doc.page()
    assert "effets.md" in out
