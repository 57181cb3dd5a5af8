"""« L'atelier du juge »: the real engine in the browser (Pyodide), on the built site served over http.

In a real browser (Debian chromium), on the site built once and served on localhost:
* a case opened from its ruling page (« Ouvrir dans l'atelier ») runs, with exactly the report of
  ``rulings run - --json`` (so the verdict of ``rulings check``); a changed value gives the engine's new result;
* broken YAML shows the CLI's French error with its line; the loader's limits (size, aliases, nesting) hold;
* a share link carries the scenario and runs it; no request leaves the site's origin;
* after one visit, with the network cut, the workbench still runs a case (service worker);
* at 390 px wide nothing scrolls sideways; from file:// the page says why it cannot start, and how to serve it.
Without a browser: the engine's zip runs every bundled scenario alone (pure-Python YAML, no jinja2 or MkDocs),
no other page loads the workbench, and the site grows by at most 17 MB (15 MB of engine, the editor's 1.4 MB).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from rulings.core import kb
from rulings.site import offline, workbench
from tests.helpers import assert_french
from tests.site.sitekit import ROOT, serve

RULING = "eredan/regles/degats-reduction.yaml"
CASE = "gentil-jorusien-physiques-et-directs"
BOOT_MS = 120_000          # Pyodide's first boot on a loaded 2-core machine


@pytest.fixture(scope="module")
def site(served_build) -> Path:
    if not all((workbench.pyodide_dir(ROOT) / name).is_file() for name in workbench.PYODIDE):
        pytest.fail("Pyodide is not installed: npm ci --prefix tools/workbench (.ci/run does it)")
    target, result = served_build
    assert result.returncode == 0, result.stderr[-3000:]
    return target


@pytest.fixture(scope="module")
def served(site):
    with serve(site) as address:
        yield address


# the CLI on PyYAML's pure-Python parser, the one the browser has (libyaml words some syntax errors otherwise)
PURE_CLI = "import sys, yaml; yaml.__with_libyaml__ = False; from rulings.cli import main; sys.exit(main())"


def cli_run(text: str, case: str | None = None) -> tuple[int, dict | None, str]:
    """``rulings run - --json`` on ``text``: exit code, report, stderr."""
    out = subprocess.run([sys.executable, "-c", PURE_CLI, "run", "-", "--json", *(["--case", case] if case else [])],
                         input=text, cwd=ROOT, capture_output=True, text=True)
    return out.returncode, json.loads(out.stdout) if out.stdout.strip() else None, out.stderr.strip()


class Atelier:
    """One browser page on the workbench, recording every request."""

    def __init__(self, context, url: str):
        self.page = context.new_page()
        self.requests, self.errors = [], []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url)

    def wait_result(self, runs_before: int = 0) -> dict:
        self.page.wait_for_function("runs => Number((document.getElementById('atelier') || {dataset: {}}).dataset.runs"
                                    " || 0) > runs", arg=runs_before, timeout=BOOT_MS)
        return self.page.evaluate("() => window.__atelierLast")

    def runs(self) -> int:
        return self.page.evaluate("() => Number(document.getElementById('atelier').dataset.runs || 0)")

    def run(self, text: str, case: str = "") -> dict:
        """Put ``text`` in the editor and run its case ``case`` (all of them: "")."""
        before = self.runs()
        self.page.evaluate("t => { const plain = document.getElementById('atelier-yaml'); plain.value = t;"
                           " plain.dispatchEvent(new Event('input')); }", text)     # either editor (atelier.js)
        if case not in self.page.eval_on_selector_all(".atelier-case option", "os => os.map(o => o.value)"):
            self.page.evaluate("c => document.querySelector('.atelier-case').add(new Option(c, c))", case)
        self.page.evaluate("c => { document.querySelector('.atelier-case').value = c; }", case)   # no change event
        self.page.click(".atelier-run")
        return self.wait_result(before)


@pytest.fixture(scope="module")
def context(browser):
    context = browser.new_context()
    yield context
    context.close()


@pytest.fixture(scope="module")
def opened(context, served) -> Atelier:
    """A bundled ruling's page, then its first case opened in the workbench by its link (one boot of Pyodide)."""
    visit = Atelier(context, served + "eredan/decisions/degats-reduction/")
    link = visit.page.locator(".rulings-atelier-link a").first
    assert "atelier" in link.inner_text()
    link.click()
    visit.wait_result()
    return visit


def test_a_case_opened_from_its_ruling_runs_as_the_cli_runs_it(opened):
    text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
    assert opened.page.input_value("#atelier-yaml") == text
    assert opened.page.input_value(".atelier-case") == CASE
    answer = opened.page.evaluate("() => window.__atelierLast")
    code, report, _ = cli_run(text, CASE)
    assert answer["error"] is None and answer["code"] == code == 0
    assert answer["report"] == report                      # every value, probability and trace step
    checked = kb.check(kb.load_all(ROOT, [ROOT / "scenarios" / RULING]))
    verdict = next(r.passed for key, r in checked.results.items() if key.endswith(CASE))
    assert report["passed"] is verdict is True             # rulings check's verdict
    assert "✔ vérifié par le moteur" in opened.page.inner_text(".atelier-summary")
    yaml_lines = {line.strip() for line in text.splitlines()}         # the editor shows the scenario's keys
    assert_french("\n".join(line for line in opened.page.inner_text("article").splitlines()
                            if line.strip() not in yaml_lines), "la page de l'atelier")
    # each trace step links to its rule on the game's rules page
    href = opened.page.locator(".atelier-trace a").first.get_attribute("href")
    assert "/eredan/regles/#" in href


def test_a_changed_value_gives_the_engines_new_result(opened):
    text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
    changed = text.replace("{name: Garde, card: Personnage, defense: 2, hp: 10,", "{name: Garde, card: Personnage, "
                           "defense: 3, hp: 10,", 1)
    assert changed != text
    answer = opened.run(changed, CASE)
    code, report, _ = cli_run(changed, CASE)
    assert answer["report"] == report and code == 1
    hp = [c for c in report["cases"][0]["checks"] if c["path"] == "Garde.hp" and c["moment"] == "end of combat"][0]
    assert hp["values"][0]["value"] == 6 and not hp["ok"]  # one less physical damage: the engine says so
    assert "✘" in opened.page.inner_text(".atelier-summary")
    assert "6 ✘" in opened.page.inner_text(".atelier-result")


@pytest.mark.parametrize("text, line", [
    ("game: eredan\nid: x\ntitle: une règle: deux points\n", 3),
    ("game: eredn\nid: x\n", 1),
])
def test_broken_yaml_shows_the_clis_french_error_with_its_line(opened, text, line):
    answer = opened.run(text)
    code, _report, stderr = cli_run(text)
    assert code == answer["code"] == 2
    assert answer["error"]["text"] == stderr and answer["error"]["line"] == line
    shown = opened.page.inner_text(".atelier-error")
    assert f"ligne {line}" in shown and stderr in shown
    if "eredn" in text:
        assert "vouliez-vous dire « eredan »" in shown


def test_the_form_writes_the_scenario_rulings_new_writes(opened):
    """Names typed loosely (no accents, a typo) are suggested from the game's database; the scenario written is
    the one of ``rulings new``, and running it says what the CLI says."""
    page = opened.page
    page.click(".atelier-form summary")
    page.select_option("select[name=game]", "eredan")
    for field, typed, name in (("a", "mache l ame", "Mâche l'âme"), ("b", "nayya", "Naya"), ("play-a", "voyag",
                                                                                             "Voyage")):
        page.locator(f"input[name={field}]").press_sequentially(typed, delay=5)
        page.locator(f".atelier-suggestions button[data-name=\"{name}\"]").click()
    page.click(".atelier-form button[type=submit]")
    page.wait_for_function("() => document.getElementById('atelier-yaml').value.includes('game: eredan')")
    written = page.input_value("#atelier-yaml")
    expected = subprocess.run([sys.executable, "-m", "rulings", "new", "-", "--game", "eredan", "--a", "Mâche l'âme",
                               "--b", "Naya", "--play-a", "Voyage"], cwd=ROOT, capture_output=True, text=True)
    assert expected.returncode == 0 and written == expected.stdout
    # each ??? is a field named by its keys; typing a value fills its line
    fields = page.locator(".atelier-values-list label")
    assert fields.count() == len(re.findall(r"^[^#\n]*:\s*\?\?\?", written, re.M)) > 0
    hp = page.locator(".atelier-values-list label", has_text="Naya.hp").locator("input")
    hp.press_sequentially("12", delay=5)
    title = page.locator(".atelier-values-list label", has_text="title").first.locator("input")
    title.press_sequentially("Essai: deux points", delay=5)
    written = page.input_value("#atelier-yaml")
    assert "Naya.hp: 12" in written and 'title: "Essai: deux points"' in written
    before = opened.runs()
    page.click(".atelier-run")
    answer = opened.wait_result(before)
    code, report, stderr = cli_run(written)
    assert (answer["code"], answer["report"]) == (code, report)
    assert (answer["error"] or {}).get("text", "") == stderr


def test_an_unknown_name_in_the_form_gets_did_you_mean(opened):
    page = opened.page
    if not page.is_visible("input[name=a]"):
        page.click(".atelier-form summary")
    page.select_option("select[name=game]", "eredan")
    page.fill("input[name=a]", "Nayaa")
    page.fill("input[name=b]", "")
    page.fill("input[name=play-a]", "")
    page.click(".atelier-form button[type=submit]")
    page.wait_for_function("() => !document.querySelector('.atelier-error').hidden"
                           "  && document.querySelector('.atelier-error').innerText.includes('Nayaa')")
    assert "vouliez-vous dire « Naya »" in page.inner_text(".atelier-error")


def test_the_loaders_limits_hold_in_the_browser(opened):
    from rulings.core.yamlio import MAX_BYTES

    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(8))
    deep = "[" * 20000 + "]" * 20000 + "\n"
    big = "# " + "x" * MAX_BYTES + "\n"
    for text in (bomb, deep, big):
        answer = opened.run(text)
        code, _report, stderr = cli_run(text)
        assert code == answer["code"] == 2, stderr
        assert answer["error"]["text"] == stderr


LOOP = """\
id: boucle
title: Deux personnages qui se répondent
game: eredan
status: unconfirmed
source: {document: 000_ed20e611d15ee255.txt, post: "Dégâts, pertes de PV et mort", quote: "essai"}
cards: [Écho, Miroir, Coup direct]
ruling: essai
define:
  characters:
    - name: Écho
      text: "Quand il subit des dégâts, il en inflige 1 à l'adversaire."
      source: {kind: reconstructed, note: "essai"}
      abilities:
        - {when: damaged, damage: 1, kind: direct, target: opponent}
    - name: Miroir
      text: "Quand il subit des dégâts, il en inflige 1 à l'adversaire."
      source: {kind: reconstructed, note: "essai"}
      abilities:
        - {when: damaged, damage: 1, kind: direct, target: opponent}
  cards:
    - name: Coup direct
      type: action
      text: "Inflige 1 dégât direct au personnage adverse."
      source: {kind: reconstructed, note: "essai"}
      effects:
        - {damage: 1, kind: direct, target: opponent}
cases:
  - name: boucle
    setup:
      A: {characters: [{name: Écho, hp: 1000}]}
      B: {characters: [{name: Miroir, hp: 1000}]}
    fight: {A: Écho, B: Miroir}
    play: {A: [Coup direct]}
    expect:
      end of combat:
        Miroir.hp: 1
"""


def test_the_engines_step_budget_stops_a_loop_in_the_browser(opened):
    """Two characters answering each other's damage forever: the engine stops them, as in the CLI."""
    answer = opened.run(LOOP)
    code, _report, stderr = cli_run(LOOP)
    assert code == answer["code"] == 2
    assert answer["error"]["text"] == stderr and "ne finirait jamais" in stderr


def test_a_shared_link_opens_and_runs_the_case(opened, context):
    text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
    opened.run(text, CASE)
    opened.page.click(".atelier-share")
    # the link is written once the scenario is compressed (asynchronously): wait for it as the reader does
    opened.page.wait_for_function("document.querySelector('.atelier-share-link').value !== ''")
    link = opened.page.input_value(".atelier-share-link")
    assert "#" in link and "yaml=" in link and len(link) < len(text)          # compressed
    other = Atelier(context, link)
    answer = other.wait_result()
    assert other.page.input_value("#atelier-yaml") == text
    assert other.page.input_value(".atelier-case") == CASE
    assert answer["report"] == opened.page.evaluate("() => window.__atelierLast")["report"]
    assert answer["report"]["cases"][0]["name"] == CASE
    # opened directly, the page downloads nothing of the search but its manifest (a few kB) while the engine
    # boots: Material's search built its whole index then (5 MB, a second of work)
    index = other.page.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)"
                                ".filter(n => n.includes('/search/'))")
    assert all(name.endswith("/search/index.js") for name in index), index
    other.page.close()


def _link(served: str, text: bytes) -> str:
    """A share link carrying ``text`` as the page packs it (raw deflate, base64url)."""
    import base64
    import zlib

    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text) + packer.flush()
    return served + "atelier/#yaml=" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


@pytest.mark.parametrize("size", [1_000_001, 100_000_000])
def test_a_share_link_inflating_past_the_limit_is_refused_without_harm(opened, served, size):
    """A link of about 100 KB that inflates to 100 MB crashed the tab: it is inflated in steps and stopped past
    the engine's limit for a file (yamlio.MAX_BYTES), just over it as well; the page says so and stays alive.
    Pasted in the address bar of the workbench already open (its engine up, the heaviest tab): the page reads the
    new address as it reads the one it opens with (atelier.js, fromFragment); a link opened afresh is
    test_a_shared_link_opens_and_runs_the_case's."""
    link = _link(served, b"#" * size)
    assert len(link) < 150_000
    page = opened.page
    text, errors = page.input_value("#atelier-yaml"), list(opened.errors)
    page.evaluate("() => { const box = document.querySelector('.atelier-error'); box.hidden = true;"
                  " box.textContent = ''; }")       # the error of an earlier test is not this one's
    started = time.monotonic()
    page.evaluate("link => { location.hash = new URL(link).hash; }", link)
    page.wait_for_selector(".atelier-error:not([hidden])", timeout=20_000)
    assert page.inner_text(".atelier-error") == (
        "Le scénario ne peut pas être lancé\n\nLe lien partagé est trop grand : le scénario qu'il porte dépasse "
        "1\u202f000\u202f000 octets, la limite d'un fichier de scénario. Il n'a pas été ouvert.")
    assert time.monotonic() - started < 10
    assert page.input_value("#atelier-yaml") == text and opened.errors == errors      # nothing opened, nothing lost
    assert page.evaluate("() => performance.getEntriesByName('atelier-step-1').length") == 1    # no second engine
    assert page.evaluate("() => 1 + 1") == 2           # the tab still answers


def test_opened_directly_the_search_works_before_the_engine_is_up(browser, served):
    """The search held back on a directly opened workbench starts as soon as the reader goes to the box: here
    neither the engine's zip nor Pyodide's WebAssembly (the two largest files, on a slow network) ever arrives, and
    the search answers all the same."""
    context = browser.new_context()
    held = []
    context.route(re.compile(r".*/(moteur-[0-9a-f]+\.zip|pyodide\.asm\.wasm)$"),
                  lambda route: held.append(route))       # never answered
    try:
        visit = Atelier(context, served + f"atelier/#fichier={RULING}&cas={CASE}")
        visit.page.wait_for_function("() => document.documentElement.classList.contains('js')")
        visit.page.locator("input.md-search__input").click()
        visit.page.keyboard.type("Gentil jorusien", delay=20)
        visit.page.wait_for_selector(".md-search-result__item", timeout=30_000)
        assert "Gentil" in visit.page.locator(".md-search-result__item").first.inner_text()
        assert any(route.request.url.endswith(".zip") for route in held), "the engine's zip was not requested"
        assert not visit.page.evaluate("() => performance.getEntriesByName('atelier-step-3').length")   # engine not up
        assert not visit.errors
    finally:
        context.close()


def test_no_request_leaves_the_sites_origin(opened, served):
    assert opened.requests and all(u.startswith((served, "data:", "blob:")) for u in opened.requests), \
        [u for u in opened.requests if not u.startswith(served)]
    assert any("/atelier/pyodide/pyodide.asm.wasm" in u for u in opened.requests)
    assert not opened.errors


def test_other_pages_load_nothing_of_the_workbench(site, context, served):
    heavy = re.compile(r"pyodide|assets/atelier/|moteur-[0-9a-f]+\.zip")
    loads = re.compile(r'(?:src|href)="[^"]*(?:' + heavy.pattern + ")")
    pages = [p for p in site.rglob("*.html") if p != site / "atelier" / "index.html"]
    assert len(pages) > 100
    for page in pages:
        assert not loads.search(page.read_text(encoding="utf-8")), page
    visit = Atelier(context, served + "eredan/decisions/degats-reduction/")
    visit.page.wait_for_load_state("networkidle")
    assert visit.requests and not [u for u in visit.requests if heavy.search(u)]
    visit.page.close()


def test_every_case_of_every_ruling_opens_in_the_workbench(site):
    """Each case of each ruling page links to the workbench with its scenario file (in the engine's zip) and name."""
    import html
    from urllib.parse import unquote

    engine = next((site / "atelier").glob("moteur-*.zip"))
    with zipfile.ZipFile(engine) as archive:
        zipped = set(archive.namelist())
    report = kb.check(kb.load_all(ROOT))
    assert report.scenarios
    for scenario in report.scenarios:
        page = site / scenario.game / "decisions" / scenario.id / "index.html"
        if not page.is_file():          # a ruling added since the build
            continue
        links = [unquote(html.unescape(m)) for m in re.findall(r'class="rulings-atelier-link"><a href="([^"]+)"',
                                                                page.read_text(encoding="utf-8"))]
        relative = Path(scenario.path).resolve().relative_to((ROOT / "scenarios").resolve()).as_posix()
        assert links == [f"../../../atelier/#fichier={relative}&cas={case.name}" for case in scenario.cases], page
        assert f"scenarios/{relative}" in zipped


def test_the_site_grows_by_at_most_17_mb(site):
    """Pyodide and the engine (15 MB at most), and the editor's modules and schemas (1.4 MB, downloaded only where
    the editor is on: never by a phone's default plain mode)."""
    grown = sum(p.stat().st_size for p in (site / "atelier").rglob("*") if p.is_file())
    grown += (site / offline.SW).stat().st_size
    grown += sum(p.stat().st_size for p in (site / "assets" / "atelier").rglob("*") if p.is_file())
    assert grown <= 17_000_000, grown


def test_a_second_visit_without_network_still_runs_a_case(opened, context, served):
    """The first visit is the module's (``opened``, in ``context``): once its service worker keeps the engine and
    Material's scripts, a second page of the same browser opens the workbench without network and runs a case (one
    boot of Pyodide, where a first visit of its own booted it once more)."""
    opened.page.wait_for_function(
        "async () => { const r = await navigator.serviceWorker.ready; const keys = await caches.keys();"
        "  if (!navigator.serviceWorker.controller || !keys.length) return false;"
        "  const cache = await caches.open(keys[0]); const all = await cache.keys();"
        "  return all.some(k => k.url.endsWith('.zip')) && all.some(k => k.url.includes('/assets/javascripts/')); "
        "}",
        timeout=BOOT_MS, polling=500)
    context.set_offline(True)
    try:
        second = Atelier(context, served + f"atelier/#fichier={RULING}&cas={CASE}")
        answer = second.wait_result()
        assert answer["report"]["passed"] is True
        assert "✔ vérifié par le moteur" in second.page.inner_text(".atelier-summary")
        second.page.close()
    finally:
        context.set_offline(False)


def test_at_390_px_nothing_scrolls_sideways(opened):
    page = opened.page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        if not page.is_visible("input[name=a]"):
            page.click(".atelier-form summary")
        page.fill("#atelier-yaml", (ROOT / "scenarios" / RULING).read_text(encoding="utf-8"))
        before = opened.runs()
        page.click(".atelier-run")
        opened.wait_result(before)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390, width
        assert page.locator(".atelier-run").bounding_box()["width"] <= 390
        if os.environ.get("RULINGS_SCREENSHOTS"):
            page.screenshot(path=os.path.join(os.environ["RULINGS_SCREENSHOTS"], "atelier-390.png"), full_page=True)
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})


def test_from_file_the_page_says_how_to_serve_the_site(browser, site):
    page = browser.new_page()
    try:
        page.goto((site / "atelier" / "index.html").as_uri())
        shown = page.inner_text(".atelier-status")
        assert "WebAssembly" in shown and "python3 -m http.server --directory site 8000" in shown
        assert_french(shown, "l'atelier ouvert depuis file://")
        assert page.locator(".atelier-run").is_disabled()
    finally:
        page.close()


def test_the_engines_zip_runs_every_bundled_scenario_alone(site, tmp_path):
    """The zip is all the browser gets: unpacked, with neither site-packages (no libyaml, jinja2, MkDocs) nor this
    checkout on the path, ``rulings run - --json`` gives every bundled scenario the verdict of ``rulings check``;
    every card database parsed at build time is exactly what the pure-Python loader makes of it, places included.
    Run by the browser's own Python (Pyodide under Node.js) when the zip holds its bytecode, as the build makes it
    wherever Node.js is; by this CPython when it holds the sources."""
    engine = next((site / "atelier").glob("moteur-*.zip"))
    with zipfile.ZipFile(engine) as archive:
        archive.extractall(tmp_path / "zip")
        bytecode = any(name.endswith(".pyc") for name in archive.namelist())
    tmp_path = tmp_path / "zip"
    report = kb.check(kb.load_all(tmp_path))     # rulings check on the very files zipped
    assert len(report.scenarios) > 100 and not report.errors
    expected = {str(Path(s.path).resolve().relative_to((tmp_path / "scenarios").resolve())):
                all(report.results[c.node_id].passed for c in s.cases) for s in report.scenarios}
    script = (
        "import json, sys\n"
        "sys.path[:] = [p for p in sys.path if 'site-packages' not in p and p != '']\n"
        f"sys.path.insert(0, {str(tmp_path / 'lib')!r})\n"
        "import yaml\nassert not yaml.__with_libyaml__\n"
        "from rulings.site import workbench_run as w\n"
        "import pickle\n"
        "from rulings.core import yamlio\n"
        # every database parsed at build time is what this pure-Python loader makes of it, places included
        f"table = pickle.load(open({str(tmp_path / 'parsed-databases.pickle')!r}, 'rb'))\n"
        "def same(a, b):\n"
        "    assert type(a) is type(b) and a == b\n"
        "    if isinstance(a, dict):\n"
        "        assert (a.where, a.key_places) == (b.where, b.key_places)\n"
        "        for k in a: same(a[k], b[k])\n"
        "    elif isinstance(a, list):\n"
        "        assert (a.where, a.item_places) == (b.where, b.item_places)\n"
        "        for x, y in zip(a, b): same(x, y)\n"
        "for relative, (digest, blob) in table.items():\n"
        f"    text = open({str(tmp_path)!r} + '/' + relative, encoding='utf-8').read()\n"
        "    same(pickle.loads(blob), yamlio.load_text(text, w.ROOT + '/' + relative))\n"
        "assert len(table) >= 4\n"
        f"w.warm(None, {str(tmp_path)!r})\n"
        "assert yamlio.load_file.preparsed\n"
        "out = {}\n"
        f"for name in json.load(open({str(tmp_path / 'names.json')!r})):\n"
        f"    answer = json.loads(w.run(w.read(name, {str(tmp_path)!r}), None, {str(tmp_path)!r}))\n"
        "    out[name] = answer['report']['passed'] if answer['report'] else answer['error']\n"
        "for forbidden in ('jinja2', 'mkdocs', 'markupsafe'):\n"
        "    assert forbidden not in sys.modules, forbidden\n"
        "print(json.dumps(out))\n")
    (tmp_path / "names.json").write_text(json.dumps(sorted(expected)), encoding="utf-8")
    (tmp_path / "check.py").write_text(script, encoding="utf-8")
    if bytecode:
        command = ["node", str(ROOT / "tools" / "workbench" / "run.mjs"), str(tmp_path), str(tmp_path / "check.py")]
    else:
        command = [sys.executable, "-I", "-S", str(tmp_path / "check.py")]
    out = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    assert json.loads(out.stdout) == expected


def test_a_reading_switched_in_the_workbench_reruns_under_it_as_the_cli_does(opened):
    """Issue 27: a selector per open reading the cases hang on; choosing another alternative reruns the case under
    it, with the report ``rulings run --lecture NOM=VALEUR --json`` gives."""
    from rulings import games
    from tests.helpers import knowledge_base

    ruling = next(s for s in knowledge_base().scenarios if s.open_questions)
    name = ruling.open_questions[0]
    reading = games.get(ruling.game).readings[name]
    other = next(a.name for a in reading.alternatives if a.name != reading.default)
    text = Path(ruling.path).read_text(encoding="utf-8")
    answer = opened.run(text)
    assert name in [t["name"] for case in answer["report"]["cases"] for t in case["by_reading"]]
    selector = f'.atelier-readings select[name="{name}"]'
    assert opened.page.is_visible(selector)
    before = opened.runs()
    opened.page.select_option(selector, other)
    answer = opened.wait_result(before)
    assert answer["report"]["readings_fixed"] == {name: other}
    out = subprocess.run([sys.executable, "-c", PURE_CLI, "run", "-", "--json", "--lecture", f"{name}={other}"],
                         input=text, cwd=ROOT, capture_output=True, text=True)
    assert answer["report"] == json.loads(out.stdout)
    assert opened.page.input_value(selector) == other          # the selector stays, on the alternative chosen
    opened.page.select_option(selector, "")                  # back to the case's own reading
