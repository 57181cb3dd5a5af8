"""The parse cache (rulings/core/parse_cache.py): a kept value is what the loader makes of the very same bytes,
places included; an edited file is parsed anew; errors are those of the loader; nothing but a parsed file is made
from a cache file."""

from __future__ import annotations

import pickle
import shutil
from pathlib import Path

import pytest

from rulings.core import kb, parse_cache, yamlio
from rulings.core.errors import UserError

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = sorted((ROOT / "scenarios").rglob("*.yaml"))


def same(a, b) -> None:
    """Equal values, of the same classes, with the same places at every level."""
    assert type(a) is type(b) and a == b
    if isinstance(a, dict):
        assert a.where == b.where and {k: a.at(k) for k in a} == {k: b.at(k) for k in b}
        for key in a:
            same(a[key], b[key])
    elif isinstance(a, list):
        assert a.where == b.where and [a.at(i) for i in range(len(a))] == [b.at(i) for i in range(len(b))]
        for x, y in zip(a, b, strict=True):
            same(x, y)
    elif isinstance(a, yamlio.YText):
        assert a.where == b.where


def test_every_bundled_file_read_from_the_cache_is_what_the_loader_makes_of_it(tmp_path):
    cache = parse_cache.opened(tmp_path)
    assert cache is not None
    for path in BUNDLED:
        data = path.read_bytes()
        parsed = yamlio.load_text(yamlio.decoded(data, str(path)), str(path))
        cache.value(str(path), data)                      # parsed and kept
        same(cache.value(str(path), data), parsed)        # read back
    assert len(list(cache.folder.iterdir())) == len(BUNDLED)


def test_every_bundled_file_under_another_name_is_parsed_once_and_placed_in_its_own_file(tmp_path, monkeypatch):
    """A copy of a file (the same bytes, another name) is taken from the process's table of bytes already parsed
    (parse_cache._SAME_BYTES), with every place naming the copy, exactly as the loader would place it."""
    parsed = []
    load_text = yamlio.load_text
    monkeypatch.setattr(yamlio, "load_text", lambda text, name=None: parsed.append(name) or load_text(text, name))
    monkeypatch.setattr(parse_cache, "_SAME_BYTES", {})     # the process's table as new: this test fills it
    first, second = parse_cache.opened(tmp_path / "un"), parse_cache.opened(tmp_path / "deux")
    assert first is not None and second is not None
    for path in BUNDLED:
        data = path.read_bytes()
        first.value(str(path), data)
        copy = str(tmp_path / "copie" / path.name)
        before = len(parsed)
        value = second.value(copy, data)
        assert len(parsed) == before            # the copy was not parsed again
        same(value, load_text(yamlio.decoded(data, copy), copy))


def test_an_edited_file_is_parsed_anew(tmp_path):
    file = tmp_path / "cas.yaml"
    file.write_text("a: 1\n")
    outer = yamlio.parsed_by
    with parse_cache.kept(tmp_path):
        assert yamlio.load_file(file) == {"a": 1}
        file.write_text("a: 2\n")
        assert yamlio.load_file(file) == {"a": 2}
        file.write_text("a: 1\n")
        assert yamlio.load_file(file) == {"a": 1}
    assert yamlio.parsed_by is outer


@pytest.mark.parametrize("text", ["a: [1\n", "a: 1\na: 2\n", "a: !!binary aGk=\n", "\n"])
def test_a_file_that_does_not_parse_gives_the_same_error_every_time_and_is_not_kept(tmp_path, text):
    file = tmp_path / "cas.yaml"
    file.write_text(text)
    with pytest.raises(UserError) as plain:
        yamlio.load_file(file)
    with parse_cache.kept(tmp_path) as cache:
        for _ in range(2):
            with pytest.raises(UserError) as cached:
                yamlio.load_file(file)
            assert (str(cached.value), cached.value.hint) == (str(plain.value), plain.value.hint)
    assert not cache.folder.exists() or not list(cache.folder.iterdir())


def test_a_cache_file_makes_nothing_but_a_parsed_file():
    class Planted:
        def __reduce__(self):
            return (print, ("planted",))

    with pytest.raises(pickle.UnpicklingError):
        parse_cache.loads(pickle.dumps(Planted()))


def test_a_damaged_or_planted_entry_is_parsed_again(tmp_path):
    file = tmp_path / "cas.yaml"
    file.write_text("a: [1, 2]\n")
    with parse_cache.kept(tmp_path) as cache:
        yamlio.load_file(file)
        (entry,) = cache.folder.iterdir()
        for planted in (b"garbage", pickle.dumps(print), b""):
            entry.write_bytes(planted)
            assert yamlio.load_file(file) == {"a": [1, 2]}


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("RULINGS_CACHE", "off")
    assert parse_cache.opened(tmp_path) is None
    (tmp_path / "cas.yaml").write_text("a: 1\n")
    with parse_cache.kept(tmp_path):
        assert yamlio.load_file(tmp_path / "cas.yaml") == {"a": 1}
    assert not (tmp_path / parse_cache.FOLDER).exists()


def test_a_read_only_knowledge_base_is_read_without_a_cache(tmp_path):
    cache = parse_cache.ParseCache(tmp_path / "absent" / "nowhere", "x")
    (tmp_path / "absent").write_text("a file where the folder should be")
    assert cache.value("cas.yaml", b"a: 1\n") == {"a": 1} and not cache.writable


def test_the_folder_of_another_loader_is_removed(tmp_path):
    old = tmp_path / parse_cache.FOLDER / "yaml-0000000000000000"
    old.mkdir(parents=True)
    cache = parse_cache.opened(tmp_path)
    assert not old.exists() and cache.folder.parent == old.parent
    assert (old.parent / ".gitignore").read_text().splitlines()[-1] == "*"


def test_check_says_the_same_with_and_without_the_cache_errors_included(tmp_path, monkeypatch):
    """A knowledge base with a broken file: the verdicts and the errors (file, line, column, hint) are the same,
    the cache cold, warm, and off."""
    shutil.copytree(ROOT / "scenarios" / "wakfu", tmp_path / "scenarios" / "wakfu")
    broken = next(p for p in sorted((tmp_path / "scenarios" / "wakfu").rglob("*.yaml")) if "database" not in p.parts)
    broken.write_text(broken.read_text(encoding="utf-8").replace("expect:", "expect: [", 1), encoding="utf-8")

    def told():
        report = kb.verdicts(tmp_path)
        return ({k: r.passed for k, r in report.results.items()},
                [(str(e), e.where, e.hint) for e in report.errors])

    cold = told()
    assert cold[1] and cold[0]
    assert told() == cold
    monkeypatch.setenv("RULINGS_CACHE", "off")
    assert told() == cold
