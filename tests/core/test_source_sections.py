"""A section of a source document (:func:`rulings.core.sources.section_text`), on a document of the test's own:
it runs without the seeds folder beside the project (tests/core/test_sources.py needs it)."""

from __future__ import annotations

from rulings.core import sources


def test_a_section_holds_its_lines_up_to_the_next_title_even_the_very_next_line(tmp_path):
    """From its own line to the line before the next section's title (the title just below it: the section is
    its title alone), or to the end of the document, empty lines at its end left out."""
    (tmp_path / "doc.txt").write_text("Préambule\n\nRègle 1\nTexte un.\n\nRègle 2\n  Règle 3  \nTexte trois.\n\n\n",
                                      encoding="utf-8")
    titles = ["Règle 1", "Règle 2", "Règle 3"]
    assert [sources.section_text(tmp_path, "doc.txt", title, titles) for title in titles] == [
        ["Règle 1", "Texte un."], ["Règle 2"], ["  Règle 3  ", "Texte trois."]]
    assert sources.section_text(tmp_path, "doc.txt", "Règle 4", titles) == []
    assert sources.section_text(tmp_path, "absent.txt", "Règle 1", titles) == []
