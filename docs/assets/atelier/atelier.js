// « L'atelier du juge »: the page's side (rulings/site/workbench.py builds the page, worker.js runs the engine).
// * from file://, where the browser forbids WebAssembly, says so and gives the command that serves the site;
// * the engine boots in a Web Worker, with its progress shown; a run that outlasts WATCHDOG_MS is stopped;
// * #fichier=<game>/regles/<x>.yaml&cas=<name> opens a bundled case (« Ouvrir dans l'atelier »),
//   #yaml=<deflate-raw, base64url>&cas=<name> a shared one; both run at once;
// * the form writes a scenario with « rulings new » (in the worker), the editor holds the YAML: CodeMirror
//   (editor.js, loaded here unless the page is in its plain mode: « éditeur simple », the default on a phone) or
//   the plain textarea #atelier-yaml, which always holds the text as well (text() reads it, setText writes both);
// * the site's service worker (rulings/site/offline.py) keeps the engine for offline use, when this page asks.
(function () {
  "use strict";
  const root = document.getElementById("atelier");
  if (!root || root.dataset.started) return;
  root.dataset.started = "1";
  const $ = (selector) => root.querySelector(selector);
  const statusBox = $(".atelier-status"), statusText = $(".atelier-status-text"), bar = $(".atelier-progress");
  const plain = $("#atelier-yaml"), caseSelect = $(".atelier-case"), runButton = $(".atelier-run");
  const readingsBox = $(".atelier-readings");
  const readings = {};          // reading -> the alternative the judge chose in its selector ("" : the case's own)
  const errorBox = $(".atelier-error"), resultBox = $(".atelier-result");
  const WATCHDOG_MS = 30000;
  const here = new URL(".", location.href);
  const site = new URL("../", here);

  function esc(value) {
    return String(value == null ? "" : value).replace(/[&<>"']/g,
      (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
  }

  function say(text, done) {
    statusText.textContent = text;
    statusBox.classList.toggle("atelier-ready", !!done);
  }

  if (location.protocol === "file:") {
    statusBox.classList.add("atelier-blocked");
    statusBox.innerHTML = "<p><strong>L'atelier ne peut pas démarrer depuis un fichier ouvert directement " +
      "(<code>file://</code>) :</strong> le navigateur y interdit le chargement de WebAssembly, dont le moteur " +
      "a besoin. Servez le site en local, depuis le dossier du projet :</p>" +
      "<pre><code>python3 -m http.server --directory site 8000</code></pre>" +
      "<p>puis ouvrez <code>http://localhost:8000/atelier/</code>. Le reste du site fonctionne ici sans rien de plus.</p>";
    root.querySelectorAll("button, textarea, input, select").forEach((el) => { el.disabled = true; });
    return;
  }
  if (typeof Worker === "undefined" || typeof WebAssembly === "undefined") {
    say("Ce navigateur ne sait pas faire tourner le moteur (WebAssembly ou Web Worker absent).");
    return;
  }

  // --- offline after one visit: the site's service worker (docs/assets/offline.js registers it) keeps the engine
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.ready.then((registration) => registration.active.postMessage({engine: true}))
      .catch(() => undefined);
  }

  // --- the editor: CodeMirror (editor.js) or the plain textarea ---------------------------------------------
  // The textarea always holds the text (CodeMirror writes it at each change; a script writing it, with an input
  // event, writes CodeMirror's document): reading or writing the scenario goes through text() and setText().
  let code = null, loading = null, lastError = null;
  const codeBox = $(".atelier-code"), simpleBox = $(".atelier-simple-box");
  const small = window.matchMedia("(max-width: 480px), (pointer: coarse)");
  const CHOICE = "rulings-atelier-editeur-simple";

  function text() { return plain.value; }       // the editor keeps it in step (onChange); it is what runs

  function setText(value) {
    plain.value = value;
    if (code) code.text = value;
  }

  function focusText() { (code || plain).focus(); }

  function wantsPlain() {       // the reader's choice, else plain on a small screen or a finger's pointer
    let chosen = null;
    try { chosen = localStorage.getItem(CHOICE); } catch (e) { /* storage refused: no choice kept */ }
    return !root.dataset.editor || (chosen !== null ? chosen === "1" : small.matches);
  }

  async function useMode() {
    const simple = wantsPlain();
    simpleBox.checked = simple;
    if (simple) {
      if (code) { plain.value = code.text; code.destroy(); code = null; }
      plain.hidden = false;
      codeBox.hidden = true;
      root.dataset.mode = "simple";
      return;
    }
    if (code) return;
    try {
      if (!loading) preload();
      loading = loading || import(new URL("../assets/atelier/editor.js", here).href);
      const module = await loading;
      if (code || wantsPlain()) return;                 // asked twice, or the plain mode chosen meanwhile
      code = module.createEditor({parent: codeBox, text: plain.value, labelledBy: "atelier-yaml-label",
        lookup: completionData, onChange: (value) => { plain.value = value; }, onRun: run, onPaste: pasted});
    } catch (error) {           // the editor's files missing or refused: the plain one stays
      root.dataset.editor = "";
      useMode();
      return;
    }
    plain.hidden = true;
    codeBox.hidden = false;
    root.dataset.mode = "editeur";
    if (lastError && lastError.line) code.showError(lastError.line, lastError.column, lastError.text);
    performance.mark("atelier-editor-ready");          // tools/bench_workbench.py --editor reads it
  }

  function preload() {       // every module of the import map asked for at once, not import after import
    const map = document.querySelector('script[type="importmap"]');
    for (const url of Object.values(JSON.parse(map ? map.textContent : "{}").imports || {})) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = new URL(url, here).href;
      document.head.append(link);
    }
  }

  // what completion needs for a text: its game's JSON Schema (atelier/schemas/<game>.json) and cards
  const schemaOf = {};
  function completionData(value) {
    const named = /^game:\s*([\w-]+)/m.exec(value);
    const game = named ? named[1] : gameSelect.value;
    return gamesLoaded.then(() => {
      if (!games[game]) return null;
      schemaOf[game] = schemaOf[game] || fetch(new URL(`${root.dataset.schemas}${game}.json`, here))
        .then((response) => response.json()).catch(() => { delete schemaOf[game]; return null; });
      return schemaOf[game].then((schema) => schema && {schema, cards: games[game].cards});
    });
  }

  simpleBox.parentElement.hidden = !root.dataset.editor;
  simpleBox.addEventListener("change", () => {
    try { localStorage.setItem(CHOICE, simpleBox.checked ? "1" : "0"); } catch (e) { /* kept for this page only */ }
    useMode();
  });
  small.addEventListener("change", useMode);
  plain.addEventListener("input", () => {
    try { if (code) code.text = plain.value; }
    catch (error) { /* a text the editor cannot hold (nested past its stack): the plain text still runs */ }
  });

  // --- the worker ---------------------------------------------------------------------------------------
  let worker = null, nextId = 0, ready = null;
  const waiting = new Map();

  function start() {
    if (window.__atelierWorker) window.__atelierWorker.terminate();    // a second visit by instant navigation
    worker = window.__atelierWorker = new Worker(new URL("../assets/atelier/worker.js", here));
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === "progress") {
        performance.mark("atelier-step-" + message.step);      // tools/bench_workbench.py reads these
        bar.value = message.step;
        say(message.text, message.step >= 4);
        return;
      }
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      clearTimeout(pending.timer);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new Error(message.value));
    };
    worker.onerror = (event) => say("Le moteur n'a pas pu démarrer : " + (event.message || "erreur inconnue"));
    ready = call("boot", {pyodideUrl: new URL(root.dataset.pyodide, here).href,
      engineUrl: new URL(root.dataset.engine, here).href, game: firstGame()}, 0);
    ready.then(() => { runButton.disabled = false; }, (error) => say("Le moteur n'a pas pu démarrer : " + error.message));
    return ready;
  }

  function call(type, data, timeout = WATCHDOG_MS) {
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const pending = {resolve, reject, timer: null};
      if (timeout) {
        pending.timer = setTimeout(() => {      // the engine's step budget stops a loop; this stops the rest
          waiting.delete(id);
          reject(new Error("le moteur n'a pas répondu en " + timeout / 1000 + " s : il est redémarré"));
          start();
        }, timeout);
      }
      waiting.set(id, pending);
      worker.postMessage(Object.assign({id, type}, data));
    });
  }

  // --- share links: the scenario in the fragment, compressed (share.js) -------------------------------------
  const MAX_BYTES = Number(root.dataset.maxBytes) || 1000000;      // rulings.core.yamlio.MAX_BYTES, given by the page
  const {pack, TooBig} = window.RulingsShare;
  const unpack = (code) => window.RulingsShare.unpack(code, MAX_BYTES);

  $(".atelier-share").addEventListener("click", async () => {
    const params = new URLSearchParams();
    const game = /^game:\s*([\w-]+)/m.exec(text());
    if (game) params.set("jeu", game[1]);
    params.set("yaml", await pack(text()));
    if (caseSelect.value) params.set("cas", caseSelect.value);
    const link = location.href.split("#")[0] + "#" + params.toString();
    const box = $(".atelier-share-box"), input = $(".atelier-share-link");
    input.value = link;
    box.hidden = false;
    input.select();
    try { await navigator.clipboard.writeText(link); say("Lien copié : envoyez-le, il ouvre ce cas et le lance.", true); }
    catch (e) { say("Copiez le lien ci-dessous : il ouvre ce cas et le lance.", true); }
  });

  // --- running a case and showing its result -------------------------------------------------------------
  function setCases(names, chosen) {
    const keep = chosen != null ? chosen : caseSelect.value;
    caseSelect.innerHTML = '<option value="">tous les cas</option>' +
      names.map((name) => `<option value="${esc(name)}">${esc(name)}</option>`).join("");
    caseSelect.value = names.includes(keep) ? keep : "";
  }

  function showError(error) {
    lastError = error;
    if (code && error.line) code.showError(error.line, error.column, error.text);
    errorBox.hidden = false;
    const where = error.line ? `<button type="button" class="md-button atelier-goto">Aller à la ligne ${error.line}</button>` : "";
    errorBox.innerHTML = `<p class="atelier-error-title">Le scénario ne peut pas être lancé` +
      (error.line ? ` (ligne ${error.line}${error.column ? ", colonne " + error.column : ""})` : "") +
      `</p><pre>${esc(error.text)}</pre>${where}`;
    const button = errorBox.querySelector(".atelier-goto");
    if (button) button.addEventListener("click", () => gotoLine(error.line));
  }

  function gotoLine(line) {
    if (code) { code.gotoLine(line); return; }
    const lines = plain.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    plain.focus();
    plain.setSelectionRange(start, start + (lines[line - 1] || "").length);
    const height = plain.scrollHeight / Math.max(lines.length, 1);
    plain.scrollTop = Math.max(0, (line - 3) * height);
  }

  function hideError() {
    errorBox.hidden = true;
    lastError = null;
    if (code) code.clearErrors();
  }

  function ruleLink(game, rule) {
    const info = games[game];
    if (!info || !info.anchors[rule]) return esc(rule);
    return `<a href="${esc(new URL(info.rules_url, here).href)}#${esc(info.anchors[rule])}">${esc(rule)}</a>`;
  }

  function shown(value) {
    if (value === true) return "oui";
    if (value === false) return "non";
    if (value === null || value === undefined) return "rien";
    if (Array.isArray(value)) return value.length ? value.map(shown).join(", ") : "aucune";
    return String(value);
  }

  // --- open readings: one selector per reading the cases hang on; a change reruns ------------------------------
  const readingTables = new Map();      // the readings met since the judge last left them all to the case
  function setReadings(report) {
    if (!Object.values(readings).some(Boolean)) readingTables.clear();
    for (const item of report.cases) {
      for (const table of item.by_reading || []) readingTables.set(table.name, table);
    }
    const shown = [...readingsBox.querySelectorAll("select")].map((s) => s.name).join("|");
    if (shown === [...readingTables.keys()].join("|") && readingTables.size) return;   // the same: keep them
    readingsBox.hidden = readingTables.size === 0;
    readingsBox.innerHTML = [...readingTables.entries()].map(([name, table]) =>
      `<label title="${esc(table.question)}">Lecture ${esc(name)} <select name="${esc(name)}">` +
      `<option value="">celle du cas</option>` +
      table.alternatives.map((a) => `<option value="${esc(a.name)}">${esc(a.label)}</option>`).join("") +
      `</select></label>`).join(" ");
    for (const select of readingsBox.querySelectorAll("select")) {
      select.value = readings[select.name] || "";
      select.addEventListener("change", () => { readings[select.name] = select.value; run(); });
    }
  }

  function renderReadings(item) {
    return (item.by_reading || []).filter((table) => table.changes).map((table) => {
      const head = table.alternatives.map((a) => `<th>${esc(a.label)}${a.name === table.in_effect ? " (en vigueur)" : ""}</th>`).join("");
      const paths = (table.alternatives[0].checks || []).map((c) => c.path);
      const rows = paths.map((path, i) => `<tr><td data-label="Valeur"><code>${esc(path)}</code></td>` +
        table.alternatives.map((a) => { const c = a.checks[i]; return `<td data-label="${esc(a.label)}">${c ? esc(c.values.map(shown).join(" ; ")) + (c.ok ? " ✔" : " ✘") : "—"}</td>`; }).join("") + "</tr>").join("");
      const verdicts = `<tr><td data-label="Valeur">Verdict</td>` + table.alternatives.map((a) =>
        `<td data-label="${esc(a.label)}">${a.error ? "ne se joue pas" : a.passed ? "vérifié ✔" : "en échec ✘"}</td>`).join("") + "</tr>";
      return `<div class="admonition question"><p class="admonition-title">Question ouverte : ${esc(table.question)}</p>` +
        `<table class="rulings-table"><thead><tr><th>Valeur</th>${head}</tr></thead><tbody>${rows}${verdicts}</tbody></table></div>`;
    }).join("");
  }

  function renderChoices(item) {
    if (!item.choices || !item.choices.length) return "";
    const depends = (item.depends_on || []).map((label) => `<li>dépend du choix : ${esc(label)}</li>`).join("");
    const rows = item.checks.filter((c) => c.depends_on_choice).map((c) => `<li>${esc(c.label || c.path)} : ` +
      c.by_choice.map((b) => `${b.choices.map((x) => `${esc(x.player)} : ${esc(x.label)} = ${esc(x.option)}`).join(" ; ")} → ` +
        esc(b.values.map((v) => shown(v.value)).join(" ; "))).join(" | ") + "</li>").join("");
    const some = item.expect_for === "some_choice" ? `<p>Attendu pour au moins un choix ; le donnent : ${item.satisfied_by.length ?
      esc(item.satisfied_by.map((k) => k.map((x) => `${x.label} = ${x.option}`).join(" ; ")).join(" | ")) : "aucune combinaison"}.</p>` : "";
    return `<div class="admonition question"><p class="admonition-title">Selon le choix des joueurs</p>` +
      `<p>Le moteur joue chaque combinaison de choix que les règles permettent.</p><ul>${depends}${rows}</ul>${some}</div>`;
  }

  function renderCase(report, item) {
    const checks = item.checks.map((check) => {
      const values = check.values.map((v) => check.values.length > 1 ? `${shown(v.value)} (${v.probability.percent})` : shown(v.value)).join(" ; ") || "—";
      return `<tr class="${check.ok ? "atelier-ok" : "atelier-ko"}"><td data-label="Moment">${esc(check.moment_fr)}</td>` +
        `<td data-label="Valeur">${check.label ? esc(check.label) : `<code>${esc(check.path)}</code>`}</td>` +
        `<td data-label="Attendu">${esc(shown(check.expected))}</td><td data-label="Moteur">${esc(values)} ${check.ok ? "✔" : "✘"}</td></tr>`;
    }).join("");
    const table = item.checks.length ? `<table class="rulings-table"><thead><tr><th>Moment</th><th>Valeur</th><th>Attendu</th><th>Moteur</th></tr></thead><tbody>${checks}</tbody></table>` : "";
    const finals = item.final.map((f) => `<li>${esc(f.label)} : ${f.values.map((v) => item.outcomes > 1 ? `${esc(shown(v.value))} (${esc(v.probability.percent)})` : esc(shown(v.value))).join(", ")}</li>`).join("");
    const chance = item.outcomes > 1 ? `<p>${item.outcomes} issues du hasard, chacune jouée par le moteur.</p>` : "";
    const failures = item.failures.length ? `<ul class="atelier-failures">${item.failures.map((f) => `<li>${esc(f)}</li>`).join("")}</ul>` : "";
    const limits = item.limits.length ? `<ul class="atelier-limits">${item.limits.map((f) => `<li>${esc(f)}</li>`).join("")}</ul>` : "";
    const picks = item.trace_outcome.length ? ` — issue montrée : ${item.trace_outcome.map((p) => `${esc(p.label)} = ${esc(shown(p.value))}`).join(", ")}` : "";
    const trace = item.trace.map((e) => `<li>T${esc(e.turn)} · ${esc(e.phase)} · ${ruleLink(report.game, e.rule)}` +
      `${e.rule_title ? ` <span class="atelier-rule-title">(${esc(e.rule_title)})</span>` : ""} — ${esc(e.text)}</li>`).join("");
    return `<section class="atelier-case ${item.passed ? "atelier-passed" : "atelier-failed"}" data-case="${esc(item.name)}">` +
      `<h3>${item.passed ? "✔" : "✘"} ${esc(item.title || item.name)} <small>(${esc(item.name)})</small></h3>` +
      `<p class="atelier-verdict">${item.passed ? "Vérifié par le moteur : chaque valeur attendue est celle qu'il calcule." : "Le moteur ne calcule pas ce qui est attendu."}</p>` +
      table + failures + renderChoices(item) + renderReadings(item) + chance + (finals ? `<p><strong>Valeurs finales</strong></p><ul>${finals}</ul>` : "") + limits +
      `<details class="atelier-trace" ${item.trace.length < 40 ? "open" : ""}><summary>Trace du moteur (${item.trace.length} étapes${picks})</summary><ol>${trace}</ol></details></section>`;
  }

  async function run() {
    const scenario = text();
    if (!scenario.trim()) { say("Le scénario est vide : ouvrez un cas, utilisez le formulaire ou collez un scénario.", true); return; }
    await ready;
    const started = performance.now();
    runButton.disabled = true;
    say("Le moteur calcule…");
    try {
      const answer = await call("run", {text: scenario, caseName: caseSelect.value, readings});
      const ms = Math.round(performance.now() - started);
      window.__atelierLast = answer;        // the engine's answer as it came (the tests compare it to the CLI's)
      if (!root.dataset.runs) performance.mark("atelier-first-verdict");
      if (answer.case_names) setCases(answer.case_names);
      if (answer.error) {
        resultBox.innerHTML = "";
        showError(answer.error);
        say(`Erreur dans le scénario (${ms} ms).`, true);
      } else {
        hideError();
        const report = answer.report;
        setReadings(report);
        const verdict = report.passed ? "✔ vérifié par le moteur" : "✘ non vérifié par le moteur";
        resultBox.innerHTML = `<h2 class="atelier-summary ${report.passed ? "atelier-ok" : "atelier-ko"}">${verdict}</h2>` +
          `<p>${esc(report.title)} — ${report.cases.length} cas, calculé en ${ms} ms.</p>` +
          report.cases.map((item) => renderCase(report, item)).join("");
        say(`Résultat : ${verdict} (${ms} ms).`, true);
      }
      root.dataset.runs = String(Number(root.dataset.runs || 0) + 1);
      root.dataset.lastMs = String(ms);
    } catch (error) {
      showError({text: error.message});
      say("Le moteur s'est arrêté.", true);
    } finally {
      runButton.disabled = false;
    }
  }
  runButton.addEventListener("click", async () => {
    await run();
    const target = errorBox.hidden ? resultBox : errorBox;      // on a phone the result is below the editor
    if (target.getBoundingClientRect().top > window.innerHeight) target.scrollIntoView({behavior: "smooth"});
  });
  plain.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); run(); }
  });
  caseSelect.addEventListener("change", run);
  function pasted(value) {          // another whole scenario: its cases are not known yet
    if (/^cases:/m.test(value)) setCases([], "");
  }
  plain.addEventListener("paste", (event) => pasted(event.clipboardData ? event.clipboardData.getData("text") : ""));

  // --- the form -------------------------------------------------------------------------------------------
  const games = {};
  const form = $(".atelier-form-body"), gameSelect = form.elements.game, suggestions = $(".atelier-suggestions");

  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/œ/g, "oe").toLowerCase()
      .replace(/[’']/g, " ").replace(/\s+/g, " ").trim();
  }

  function distance(a, b, limit) {        // Levenshtein, stopped above limit
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    let previous = Array.from({length: b.length + 1}, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) {
        row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
      previous = row;
    }
    return previous[b.length];
  }

  function wordMatches(typed, word) {     // a prefix, or one typo in a word of 5 letters or more (as rulings ask)
    if (word.startsWith(typed)) return true;
    if (typed.length < 4) return false;
    const limit = typed.length >= 8 ? 2 : 1;
    return distance(typed, word.slice(0, typed.length), limit) <= limit || distance(typed, word, limit) <= limit;
  }

  function suggest(query) {
    const info = games[gameSelect.value];
    const typed = fold(query).split(" ").filter(Boolean);
    if (!info || !typed.length) return [];
    const scored = [];
    for (const card of info.cards) {
      const words = card.folded.split(" ");
      if (typed.every((t) => words.some((w) => wordMatches(t, w)))) {
        scored.push([card.folded.startsWith(typed.join(" ")) ? 0 : 1, card.name.length, card]);
      }
    }
    return scored.sort((a, b) => a[0] - b[0] || a[1] - b[1]).slice(0, 8).map((s) => s[2]);
  }

  let target = null;
  form.querySelectorAll("fieldset input").forEach((input) => {
    input.addEventListener("input", () => {
      target = input;
      const last = input.value.split(",").pop();
      const found = suggest(last);
      suggestions.innerHTML = found.map((card) => `<li><button type="button" data-name="${esc(card.name)}">` +
        `${esc(card.name)} <small>${esc(card.kind)}</small></button></li>`).join("");
      suggestions.hidden = !found.length;
      input.insertAdjacentElement("afterend", suggestions);
    });
  });
  suggestions.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button || !target) return;
    const parts = target.value.split(",");
    parts[parts.length - 1] = " " + button.dataset.name;
    target.value = parts.join(",").replace(/^\s+/, "") + ", ";
    suggestions.hidden = true;
    target.focus();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    suggestions.hidden = true;
    hideError();
    const names = (field) => form.elements[field].value.split(",").map((s) => s.trim()).filter(Boolean);
    await ready;
    say("Écriture du scénario…");
    const answer = await call("new", {game: gameSelect.value, title: form.elements.title.value.trim(),
      sides: {A: names("a"), B: names("b")}, plays: {A: names("play-a"), B: names("play-b")}});
    if (answer.error) {
      showError(answer.error);
      say("Le formulaire nomme une carte inconnue.", true);
      return;
    }
    hideError();
    setText(answer.yaml);
    setCases([], "");
    showValues();
    say("Scénario écrit dans l'éditeur : donnez chaque valeur ??? puis lancez le moteur.", true);
    focusText();
  });

  // each « ??? » of the scenario as a field, named by its keys (« cases › rolls › Naya »): typing fills the line
  const valuesBox = $(".atelier-values"), valuesList = $(".atelier-values-list");

  function placeholders(text) {
    const found = [], stack = [];
    text.split("\n").forEach((line, index) => {
      const m = /^(\s*)(-\s+)?([^#\s][^:#]*?):\s*(.*?)\s*(#.*)?$/.exec(line);
      if (!m) return;
      const indent = m[1].length + (m[2] ? m[2].length : 0);
      while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
      stack.push({indent, key: m[3].trim()});
      if (m[4] === "???") found.push({index, path: stack.map((s) => s.key).join(" › "), hint: (m[5] || "").replace(/^#\s*/, "")});
    });
    return found;
  }

  function yamlValue(value) {      // plain when YAML reads it as written, else quoted
    return /^[^\s"'#&*!|>%@`{}\[\],?:-][^#]*$/.test(value) && !/:\s|\s$/.test(value) ? value : JSON.stringify(value);
  }

  function showValues() {
    const found = placeholders(text());
    valuesBox.hidden = !found.length;
    valuesList.innerHTML = found.map((p) => `<label data-line="${p.index}">${esc(p.path)}` +
      `<input type="text" placeholder="${esc(p.hint || "???")}"></label>`).join("");
    valuesList.querySelectorAll("input").forEach((input) => input.addEventListener("input", () => {
      const index = Number(input.parentElement.dataset.line);
      const lines = text().split("\n");
      const original = input.dataset.original || (input.dataset.original = lines[index]);
      lines[index] = input.value.trim() ? original.replace("???", yamlValue(input.value.trim())) : original;
      setText(lines.join("\n"));
    }));
  }

  const gamesLoaded = fetch(root.dataset.data).then((response) => response.json()).then((data) => {
    for (const game of data.games) {
      for (const card of game.cards) card.folded = fold(card.name);
      games[game.name] = game;
    }
    gameSelect.innerHTML = data.games.map((g) => `<option value="${esc(g.name)}">${esc(g.title)}</option>`).join("");
  }).catch(() => undefined);

  // --- what the address asks for ----------------------------------------------------------------------------
  function firstGame() {      // the game the address opens, loaded with the engine (the others at their first case)
    const params = new URLSearchParams(location.hash.slice(1));
    const file = params.get("fichier");
    return file ? file.split("/")[0] : (params.get("jeu") || null);
  }

  async function fromFragment() {
    const params = new URLSearchParams(location.hash.slice(1));
    const chosen = params.get("cas");
    if (params.get("yaml")) {
      try {
        setText(await unpack(params.get("yaml")));
      } catch (e) {
        showError({text: e instanceof TooBig
          ? `Le lien partagé est trop grand : le scénario qu'il porte dépasse ${MAX_BYTES.toLocaleString("fr-FR")} ` +
            "octets, la limite d'un fichier de scénario. Il n'a pas été ouvert."
          : "Le lien partagé est abîmé : le scénario qu'il porte ne se lit pas (lien tronqué ?)."});
        return;
      }
    } else if (params.get("fichier")) {
      await ready;
      const bundled = await call("read", {file: params.get("fichier")});
      if (!bundled) {
        showError({text: `Aucun scénario « ${params.get("fichier")} » dans la base de cet atelier.`});
        return;
      }
      setText(bundled);
    } else {
      return;
    }
    if (chosen) setCases([chosen], chosen);
    valuesBox.hidden = true;
    run();
  }

  say("Démarrage du moteur…");
  useMode();
  start();
  fromFragment();
  window.addEventListener("hashchange", fromFragment);
  // A new address of this same page (a share link pasted in its address bar) is the workbench's to read, in place,
  // with its engine up. Material's instant navigation, which sees every move of the history, fetched the page
  // again and put it in place of this one: the workbench started anew (a second engine, the first left running)
  // and its text was lost, even when the link was refused. A listener of the capture phase runs before Material's.
  const page = location.pathname + location.search;
  window.addEventListener("popstate", (event) => {
    if (location.pathname + location.search === page) event.stopImmediatePropagation();
  }, true);
})();
