"""The workbench's editor (« Atelier du juge »): CodeMirror 6 with its YAML language, and its plain mode.

Without a browser: the editor's completion (docs/assets/atelier/completion.js, run by Node.js) offers a key of the
game's JSON Schema and a card's name where each goes; the build serves every module the editor imports, named
by the page's import map, and the service worker keeps them.
In a real browser (Debian chromium), on the site built once and served on localhost, at 1280 px: completion offers
a key of the schema and a card name as one types; the engine's error is underlined at its line, its message on
hover; a case runs from the editor's text; the form writes into the editor. On a phone (390 px, touch): the plain
textarea is the editor, nothing of CodeMirror is loaded, and a case runs from it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.site import workbench
from tests.helpers import assert_french
from tests.site.sitekit import ROOT, serve
from tests.site.test_workbench import cli_run  # the CLI on the browser's pure-Python YAML parser

NODE = shutil.which("node")
COMPLETION = ROOT / "docs" / "assets" / "atelier" / "completion.js"
RULING = "eredan/regles/degats-reduction.yaml"
CASE = "gentil-jorusien-physiques-et-directs"
BOOT_MS = 120_000          # Pyodide's first boot on a loaded 2-core machine
CARDS = [{"name": "Mâche l'âme", "kind": "Personnage"}, {"name": "Naya", "kind": "Personnage"},
         {"name": "Voyage", "kind": "Action"}]


def _offered(text: str, game: str = "eredan") -> list[str]:
    """What completion.js offers at the « | » of ``text``, with the game's JSON Schema and CARDS, under Node.js."""
    program = (f"import {{place, options}} from {json.dumps(COMPLETION.as_uri())};"
               "import {readFileSync} from 'fs';"
               "const [text, schema, cards] = JSON.parse(readFileSync(0, 'utf8'));"
               "const where = place(text.replace('|', ''), text.indexOf('|'));"
               "process.stdout.write(JSON.stringify(where ? options(schema, where, cards).map(o => o.label) : null));")
    schema = json.loads((ROOT / "schema" / f"{game}.scenario.schema.json").read_text(encoding="utf-8"))
    done = subprocess.run([NODE, "--input-type=module", "-e", program], input=json.dumps([text, schema, CARDS]),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


SKELETON = "game: eredan\nid: essai\ncases:\n  - name: un\n    setup:\n      A:\n        characters:\n"


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed")
@pytest.mark.parametrize("text, offered, not_offered", [
    ("game: eredan\nid: x\nti|", ["title"], ["id", "Naya"]),                           # a key, not one already there
    ("game: eredan\nstatus: un|", ["unconfirmed"], ["confirmed"]),                     # a value of its enum
    (SKELETON + "          - name: Naya\n            h|", ["hp", "max_hp"], ["title"]),  # a key, nested in items
    (SKELETON + "          - mache|", ["Mâche l'âme"], ["Naya"]),                     # a name, accents aside
    (SKELETON + "    fight: {A: Na|", ["Naya"], []),                                   # a name in a flow mapping
    (SKELETON + "    play: {A: [Voy|", ["Voyage"], []),                                # a name in a flow sequence
    (SKELETON + "    expect:\n      end of combat:\n        Na|", ["Naya"], []),      # a free key: a name
    ("game: eredan\n# ti|", None, None),                                               # a comment: nothing
])
def test_completion_offers_the_schemas_keys_and_the_cards_names(text, offered, not_offered):
    found = _offered(text)
    if offered is None:
        assert found is None
        return
    assert set(offered) <= set(found), found
    assert not set(not_offered) & set(found), found


def test_the_build_serves_every_module_the_editor_imports():
    """Each bare name imported by the editor or by a module it loads is in the import map, with a file of the
    package's pinned version: a module the map misses would stop the editor in the browser."""
    modules = workbench.editor_modules(ROOT, ROOT / "docs")
    if not modules:
        pytest.fail("CodeMirror is not installed: npm ci --prefix tools/workbench (.ci/run does it)")
    lock = json.loads((ROOT / "tools" / "workbench" / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    for name, (url, path) in modules.items():
        assert url.endswith(f"-{lock['node_modules/' + name]['version']}.js") and path.is_file(), name
        imported = workbench.IMPORT.findall(path.read_text(encoding="utf-8"))
        assert set(imported) <= set(modules), (name, imported)
    assert {"@codemirror/view", "@codemirror/lang-yaml", "@lezer/yaml"} <= set(modules)
    imports = json.loads(workbench.import_map(modules))["imports"]
    assert set(imports) == set(modules) and all(u.startswith("./codemirror/") for u in imports.values())


# --- in the browser ----------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def site(served_build) -> Path:
    if not (workbench.pyodide_dir(ROOT) / "pyodide.asm.wasm").is_file():
        pytest.fail("Pyodide is not installed: npm ci --prefix tools/workbench (.ci/run does it)")
    target, result = served_build
    assert result.returncode == 0, result.stderr[-3000:]
    return target


@pytest.fixture(scope="module")
def served(site):
    with serve(site) as address:
        yield address


def test_the_service_worker_keeps_the_editor(site):
    kept = (site / "service-worker.js").read_text(encoding="utf-8")
    files = [p.relative_to(site).as_posix() for p in (site / "atelier" / "codemirror").glob("*.js")]
    files += [p.relative_to(site).as_posix() for p in (site / "atelier" / "schemas").glob("*.json")]
    assert len(files) > 10 and all(json.dumps(f) in kept for f in files)
    assert '"assets/atelier/editor.js"' in kept and '"assets/atelier/completion.js"' in kept


class Workbench:
    """The workbench opened on a bundled case, in one browser page (Pyodide booted once)."""

    def __init__(self, context, url: str):
        self.page = context.new_page()
        self.requests, self.errors = [], []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url)
        self.wait_result()

    def runs(self) -> int:
        return self.page.evaluate("() => Number(document.getElementById('atelier').dataset.runs || 0)")

    def wait_result(self, runs_before: int = 0) -> dict:
        self.page.wait_for_function("runs => Number((document.getElementById('atelier') || {dataset: {}}).dataset.runs"
                                    " || 0) > runs", arg=runs_before, timeout=BOOT_MS)
        return self.page.evaluate("() => window.__atelierLast")

    def document(self) -> str:
        """The editor's document, as CodeMirror holds it (its view found from the page, by its own module)."""
        return self.page.evaluate("async () => (await import('@codemirror/view')).EditorView"
                                  ".findFromDOM(document.querySelector('.atelier-code "
                                  ".cm-editor')).state.doc.toString()")

    def write(self, text: str) -> None:
        """``text`` typed over the editor's whole document (as a paste would put it)."""
        self.page.fill(".atelier-code .cm-content", text)
        self.page.wait_for_function("t => document.getElementById('atelier-yaml').value === t", arg=text)

    def type_at_end(self, typed: str) -> None:
        self.page.click(".atelier-code .cm-content")
        self.page.keyboard.press("Control+End")
        self.page.keyboard.type(typed, delay=10)

    def offered(self) -> list[str]:
        """The options shown, once the typing has settled (CodeMirror asks again after each key, and takes no
        Enter in the first 75 ms of a list: its interactionDelay)."""
        self.page.wait_for_selector(".cm-tooltip-autocomplete .cm-completionLabel")
        self.page.wait_for_timeout(300)
        return self.page.eval_on_selector_all(".cm-tooltip-autocomplete .cm-completionLabel",
                                              "labels => labels.map(l => l.textContent)")


@pytest.fixture(scope="module")
def desktop(browser, served):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        yield Workbench(context, served + f"atelier/#fichier={RULING}&cas={CASE}")
    finally:
        context.close()


def test_on_a_desktop_the_editor_holds_the_opened_case(desktop):
    page = desktop.page
    assert page.evaluate("() => document.getElementById('atelier').dataset.mode") == "editeur"
    assert page.is_visible(".atelier-code .cm-editor") and not page.is_visible("#atelier-yaml")
    text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
    assert desktop.document() == text == page.input_value("#atelier-yaml")
    assert not page.is_checked(".atelier-simple-box")
    assert any("/atelier/codemirror/codemirror-view-" in u for u in desktop.requests)
    if os.environ.get("RULINGS_SCREENSHOTS"):
        page.screenshot(path=os.path.join(os.environ["RULINGS_SCREENSHOTS"], "atelier-editeur-1280.png"))


def test_completion_offers_a_key_of_the_schema_and_a_card_name(desktop):
    page = desktop.page
    desktop.write("game: eredan\nid: essai\n")
    desktop.type_at_end("sta")
    assert "status" in desktop.offered()
    page.keyboard.press("Enter")
    desktop.type_at_end("unc")
    assert desktop.offered() == ["unconfirmed"]
    page.keyboard.press("Enter")
    desktop.type_at_end("\ncards: [mache l")
    assert "Mâche l'âme" in desktop.offered()
    page.keyboard.press("Enter")
    assert desktop.document() == "game: eredan\nid: essai\nstatus: unconfirmed\ncards: [Mâche l'âme"
    assert page.input_value("#atelier-yaml") == desktop.document()
    # each option says what its key is for, in French
    desktop.type_at_end("]\nsour")
    desktop.offered()
    assert_french(page.inner_text(".cm-tooltip-autocomplete"), "la complétion")
    page.keyboard.press("Escape")


def test_the_engines_error_is_underlined_at_its_line_with_its_message(desktop):
    page = desktop.page
    text = "game: eredan\nid: x\ntitle: une règle: deux points\n"
    desktop.write(text)
    before = desktop.runs()
    page.keyboard.press("Control+Enter")                    # runs from the editor
    answer = desktop.wait_result(before)
    code, _report, stderr = cli_run(text)
    assert code == answer["code"] == 2 and answer["error"]["line"] == 3 and answer["error"]["text"] == stderr
    mark = page.locator(".atelier-code .cm-lintRange-error")
    assert mark.count() == 1
    line = mark.evaluate("m => [...document.querySelectorAll('.atelier-code .cm-line')].indexOf(m.closest('.cm-line')) "
                         "+ 1")
    assert line == 3
    mark.hover()
    page.wait_for_selector(".cm-tooltip-lint")
    assert page.inner_text(".cm-tooltip-lint").strip() == stderr
    assert stderr in page.inner_text(".atelier-error")     # and below the editor
    # a run without error clears it
    desktop.write((ROOT / "scenarios" / RULING).read_text(encoding="utf-8"))
    before = desktop.runs()
    page.click(".atelier-run")
    assert desktop.wait_result(before)["error"] is None
    assert page.locator(".atelier-code .cm-lintRange-error").count() == 0


def test_a_case_runs_from_the_editors_text(desktop):
    page = desktop.page
    text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
    changed = text.replace("{name: Garde, card: Personnage, defense: 2, hp: 10,", "{name: Garde, card: Personnage, "
                           "defense: 3, hp: 10,", 1)
    assert changed != text
    desktop.write(changed)
    page.evaluate("() => { document.querySelector('.atelier-case').value = ''; }")     # every case, no change event
    before = desktop.runs()
    page.click(".atelier-run")
    answer = desktop.wait_result(before)
    code, report, _ = cli_run(changed)
    assert answer["report"] == report and code == answer["code"] == 1
    assert "✘" in page.inner_text(".atelier-summary")


def test_the_form_writes_into_the_editor(desktop):
    page = desktop.page
    page.click(".atelier-form summary")
    page.select_option("select[name=game]", "eredan")
    for field, typed, name in (("a", "mache l ame", "Mâche l'âme"), ("b", "nayya", "Naya")):
        page.fill(f"input[name={field}]", "")
        page.locator(f"input[name={field}]").press_sequentially(typed, delay=5)
        page.locator(f".atelier-suggestions button[data-name=\"{name}\"]").click()
    page.click(".atelier-form button[type=submit]")
    page.wait_for_function("() => document.getElementById('atelier-yaml').value.includes('Naya')")
    expected = subprocess.run([sys.executable, "-m", "rulings", "new", "-", "--game", "eredan", "--a", "Mâche l'âme",
                               "--b", "Naya"], cwd=ROOT, capture_output=True, text=True)
    assert expected.returncode == 0 and desktop.document() == expected.stdout
    # a value given below the form goes into the editor's document
    page.locator(".atelier-values-list label", has_text="Naya.hp").locator("input").press_sequentially("12", delay=5)
    assert "Naya.hp: 12" in desktop.document()
    assert page.input_value("#atelier-yaml") == desktop.document()
    page.click(".atelier-form summary")
    assert not desktop.errors


def test_the_plain_mode_chosen_keeps_the_text_and_runs(desktop):
    page = desktop.page
    text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
    desktop.write(text)
    page.check(".atelier-simple-box")
    assert page.is_visible("#atelier-yaml") and not page.is_visible(".atelier-code")
    assert page.input_value("#atelier-yaml") == text
    page.uncheck(".atelier-simple-box")
    page.wait_for_selector(".atelier-code .cm-editor")
    assert desktop.document() == text
    assert page.evaluate("() => localStorage.getItem('rulings-atelier-editeur-simple')") == "0"


def test_on_a_phone_the_plain_editor_runs_a_case(browser, served):
    """390 px wide and a finger: the textarea is the editor (CodeMirror is not even downloaded); the choice is
    offered; a changed value gives the engine's new result; nothing scrolls sideways."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        phone = Workbench(context, served + f"atelier/#fichier={RULING}&cas={CASE}")
        page = phone.page
        text = (ROOT / "scenarios" / RULING).read_text(encoding="utf-8")
        assert page.evaluate("() => document.getElementById('atelier').dataset.mode") == "simple"
        assert page.is_visible("#atelier-yaml") and not page.is_visible(".atelier-code")
        assert page.input_value("#atelier-yaml") == text and page.is_checked(".atelier-simple-box")
        assert not [u for u in phone.requests if re.search(r"/atelier/(codemirror|schemas)/|/editor\.js", u)]
        changed = text.replace("defense: 2, hp: 10,", "defense: 3, hp: 10,", 1)
        page.fill("#atelier-yaml", changed)
        before = phone.runs()
        page.tap(".atelier-run")
        answer = phone.wait_result(before)
        code, report, _ = cli_run(changed, CASE)
        assert answer["report"] == report and code == 1
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        if os.environ.get("RULINGS_SCREENSHOTS"):
            page.screenshot(path=os.path.join(os.environ["RULINGS_SCREENSHOTS"], "atelier-simple-390.png"))
        assert not phone.errors
    finally:
        context.close()
