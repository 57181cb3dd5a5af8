"""The site tests' tools: the real MkDocs build, a browser measure made beside the suite, and a page visited in a
real browser."""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Debian's chromium; RULINGS_CHROMIUM names another Chromium-based browser (e.g. on a hosted CI runner)
CHROMIUM = os.environ.get("RULINGS_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
# no network of its own: without these, chromium's own connections are refused by a closed network, many at a time
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


# A reproducible build: the hash seed fixed (set and dict orders of strings), and the build's only date
# (MkDocs's convention for reproducible builds). tests/site/test_determinism.py builds again under another seed.
HASH_SEEDS = ("1", "2")
HOSTILE_SCENARIOS = Path(__file__).parent / "hostile"      # a ruling whose every text holds markup
REPRODUCIBLE = {"PYTHONHASHSEED": HASH_SEEDS[0], "SOURCE_DATE_EPOCH": "1700000000"}


class Build:
    """``mkdocs build`` of the real site into ``target``, running in the background from the moment it is made:
    tests/site/conftest.py starts the session's builds as soon as the tests are collected, so that they are made
    while the quick tests run; :meth:`result` waits for the build's end."""

    def __init__(self, target: Path, offline: bool = False, scenarios: Path | None = None, strict: bool = True,
                 environment: dict[str, str] | None = None):
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1", **(environment or {}))
        env.pop("OFFLINE", None)
        if offline:
            env["OFFLINE"] = "true"
        if scenarios is not None:
            env["RULINGS_SCENARIOS"] = str(scenarios)
        self.target = target
        self.args = [sys.executable, "-m", "mkdocs", "build", *(["--strict"] if strict else []), "-d", str(target)]
        self.process = subprocess.Popen(self.args, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        self._result: subprocess.CompletedProcess | None = None
        self._waiting = threading.Lock()         # a test and a job (:class:`Job`) may wait for the same build

    def result(self) -> subprocess.CompletedProcess:
        with self._waiting:
            if self._result is None:
                out, err = self.process.communicate()
                self._result = subprocess.CompletedProcess(self.args, self.process.returncode, out, err)
        return self._result

    def wait(self) -> None:
        self.result()

    def tell(self, done: Path) -> None:
        """Writes, when the build ends, what :class:`Remote` reads in the session's other processes."""
        def told():
            built = self.result()
            _written(done, {"args": built.args, "returncode": built.returncode, "stdout": built.stdout,
                            "stderr": built.stderr})

        threading.Thread(target=told, daemon=True).start()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()


class Job:
    """One measure of tests/site/sitejobs.py, made by a browser in a process of its own as soon as ``build`` is done
    (and the job ``after``, if any: jobs one after another keep one core for the rest of the suite, where jobs side
    by side slowed each other past their time bounds), beside the rest of the suite; :meth:`result` waits for what
    it measured."""

    def __init__(self, name: str, build: Build | Remote, out: Path, after: Job | Remote | None = None,
                 done: Path | None = None):
        self.name, self.build, self.out, self.after, self.done = name, build, out, after, done
        self.process: subprocess.Popen | None = None
        self.failure: str | None = None
        self.stopped = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._measured()
        finally:
            if self.done is not None:       # what :class:`Remote` reads in the session's other processes
                _written(self.done, {"failure": self.failure})

    def _measured(self) -> None:
        if self.after is not None:
            self.after.wait()
        built = self.build.result()
        if built.returncode != 0 or self.stopped:
            self.failure = f"the site it measures was not built:\n{built.stderr[-3000:]}"
            return
        self.process = subprocess.Popen([sys.executable, "-m", "tests.site.sitejobs", self.name,
                                         str(self.build.target), str(self.out)],
                                        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = self.process.communicate()
        if self.process.returncode != 0:
            self.failure = f"{self.name} ended with {self.process.returncode}:\n{(out + err)[-3000:]}"

    def wait(self) -> None:
        self._thread.join()

    def result(self):
        self.wait()
        assert self.failure is None, self.failure
        return json.loads(self.out.read_text(encoding="utf-8"))

    def stop(self) -> None:
        self.stopped = True
        if self.process is not None and self.process.poll() is None:
            self.process.kill()


class Remote:
    """A build (``out`` None) or a job that another process of the session runs (pytest-xdist's other worker:
    :func:`claimed`): its end is told by the file ``done``, which its owner writes."""

    WAIT = 1800     # s: a worker that would wait longer than this for another's build says so

    def __init__(self, target: Path, done: Path, out: Path | None = None):
        self.target, self.done, self.out = target, done, out

    def wait(self) -> None:
        waited = 0.0
        while not self.done.exists():
            assert waited < self.WAIT, f"{self.done.name}: not told within {self.WAIT} s by the process running it"
            time.sleep(0.2)
            waited += 0.2

    def result(self):
        self.wait()
        told = json.loads(self.done.read_text(encoding="utf-8"))
        if self.out is None:
            return subprocess.CompletedProcess(told["args"], told["returncode"], told["stdout"], told["stderr"])
        assert told["failure"] is None, told["failure"]
        return json.loads(self.out.read_text(encoding="utf-8"))

    def stop(self) -> None:
        pass


def claimed(folder: Path, name: str) -> bool:
    """Whether this process is the first of the session to claim ``name`` (a build or a job): it runs it, and the
    session's other processes wait for it (:class:`Remote`)."""
    try:
        os.close(os.open(folder / f"{name}.claim", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def _written(path: Path, value) -> None:
    """``value`` as JSON in ``path``, whole or not at all (another process waits for the file)."""
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    part.replace(path)


@contextlib.contextmanager
def launched():
    """Debian's chromium, driven by playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def rulings_export() -> list[dict]:
    """Every ruling's metadata, as ``rulings export --json`` prints it."""
    out = subprocess.run([sys.executable, "-m", "rulings", "export", "--json"], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def build(target: Path, **options) -> subprocess.CompletedProcess:
    """``mkdocs build`` into ``target`` (the options of :class:`Build`), waited for."""
    return Build(target, **options).result()


@contextlib.contextmanager
def serve(directory: Path, hidden: tuple[str, ...] = ()):
    """``directory`` served over http on localhost (a free port), as ``python -m http.server`` serves it: the
    address of its root. Paths starting with one of ``hidden`` are answered 404 (« search/ »: a test that needs
    no search spares the browser its index)."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def handle(self):
            try:
                super().handle()
            except (BrokenPipeError, ConnectionResetError):     # the browser left (a page put in another's place)
                pass

        def send_head(self):
            if self.path.lstrip("/").startswith(hidden):
                self.send_error(404)
                return None
            return super().send_head()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def sitemap_pages(text: str) -> list[str]:
    """The pages of the compact sitemap, decoded as theme/main.html decodes it."""
    body = text[text.index("<!--rulings-compact\n") + len("<!--rulings-compact\n"):text.index("-->")]
    previous, found = "", []
    for line in body.split("\n"):
        if " " in line:
            shared, rest = line.split(" ", 1)
            previous = previous[:int(shared)] + rest.replace("-\\-", "--")
            found.append(previous)
    return found


class Visit:
    """A page with every request, console error and dialog recorded."""

    def __init__(self, browser, url: str):
        self.page = browser.new_page()
        self.requests, self.errors, self.dialogs = [], [], []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        self.page.goto(url)

    def search(self, words: str) -> list[str]:
        """Types ``words`` in the search box key by key, as a reader does, in place of what the box held (an empty
        box lists nothing: docs/assets/search.js): the texts of the results listed."""
        _open_search(self.page)
        box = self.page.locator("input.md-search__input")
        box.fill("")
        box.focus()
        self.page.keyboard.type(words, delay=20)
        self.page.wait_for_selector(".md-search-result__item", timeout=15000)
        return self.page.locator(".md-search-result__item").all_inner_texts()

    def outside(self) -> list[str]:
        return [u for u in self.requests if not u.startswith(("file://", "data:", "blob:", "about:"))]


def _open_search(page) -> None:
    """Opens the search box of ``page`` and waits until the search's manifest is loaded (docs/assets/search.js)."""
    if not page.evaluate("() => document.querySelector('[data-md-toggle=search]').checked"):
        page.locator("input.md-search__input").click()
        page.wait_for_function("() => window.__rulingsSearchState && window.__rulingsSearchState.files['m:0']",
                               timeout=60000)


# Types each query in the real search box as a reader does (the box's value, then a key released: what the site's
# search listens to, docs/assets/search.js), waits for the search to list its results, and reads them: the whole loop
# runs in the page, with no round trip to the test per step (a round trip per step made 5,000 searches take 7
# minutes). The search writes the count of results (« 3 documents trouvés », « Aucun document trouvé ») anew for each
# query it answers: a new text in that line is the sign the answer is there. The same query twice in a row is not
# searched again: its answer is the previous one. The page is hidden while the loop runs (`visibility`: the same
# layout, and the same results in the same DOM, not painted): painting thousands of lists of results was a third of
# the searches' processor time (the catalogue's 47 -> 32 s, every answer the same); it is shown again at the end.
_SEARCH_MANY = """async (queries) => {
  const box = document.querySelector("input.md-search__input");
  const meta = () => document.querySelector(".md-search-result__meta");
  const until = async (test) => {
    const start = performance.now();
    while (!test()) {
      if (performance.now() - start > 15000) throw new Error("search: no answer for " + JSON.stringify(box.value));
      await new Promise((done) => setTimeout(done, 1));
    }
  };
  const answers = [];
  let answered = null;        // the query answered last
  const shown = document.documentElement.style;
  shown.visibility = "hidden";
  try {
    for (const words of queries) {
      const before = meta().firstChild;
      box.value = words;
      if (box.value === answered) {             // the same query again: not searched twice
        answers.push(answers[answers.length - 1]);
        continue;
      }
      box.dispatchEvent(new KeyboardEvent("keyup", {key: "End", bubbles: true}));
      await until(() => meta().firstChild !== before);
      answered = box.value;
      answers.push([...document.querySelectorAll(".md-search-result__item > a")].map((a) => a.href));
    }
  } finally {
    shown.visibility = "";
  }
  return answers;
}"""


TABS = 2        # a long list of searches is shared among this many tabs, each searching on its own
MANY = 200      # from this many searches on


def evaluate_in_tabs(pages, script: str, parts: list[list]) -> list:
    """Runs the asynchronous function ``script`` on ``parts[i]`` in ``pages[i]``, all tabs at once, and joins the
    lists they return (two tabs searching cut the catalogue's 5,000 searches from 71 s to 62 s here)."""
    for page, part in zip(pages, parts, strict=True):
        page.evaluate("([run, part]) => { window.__done = null; window.__failed = null;"
                      " eval(run)(part).then((a) => { window.__done = a; },"
                      " (e) => { window.__failed = String(e); }); }", [script, part])
    answers = []
    for page in pages:
        page.wait_for_function("() => window.__done || window.__failed", timeout=600_000)
        failed = page.evaluate("() => window.__failed")
        assert failed is None, failed
        answers += page.evaluate("() => window.__done")
    return answers


def split(items: list, count: int) -> list[list]:
    """``items`` in ``count`` consecutive parts of nearly equal length."""
    share = -(-len(items) // count)
    return [items[i * share:(i + 1) * share] for i in range(count)]


def search_many(visit, queries: list[str]) -> list[list[str]]:
    """The pages the site's search box lists for each of ``queries``, best first (their file:// URLs). A long
    list is typed in several tabs at once (the same page, each searching on its own)."""
    queries = list(queries)
    pages = [visit.page]
    if len(queries) >= MANY:
        pages += [visit.page.context.browser.new_page() for _ in range(TABS - 1)]
        for page in pages[1:]:
            page.goto(visit.page.url)
    for page in pages:
        _open_search(page)
    answers = evaluate_in_tabs(pages, _SEARCH_MANY, split(queries, len(pages)))
    for page in pages[1:]:
        page.close()
    return [list(dict.fromkeys(h.split("?")[0].split("#")[0] for h in hrefs)) for hrefs in answers]


def search_results(visit, words: str) -> list[str]:
    """The pages the site's search box lists for ``words``, best first (their file:// URLs)."""
    return search_many(visit, [words])[0]
