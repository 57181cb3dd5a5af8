/* The site's search: the index prepared at build time and split (rulings/site/search.py, which says how it is
 * made), read here a piece at a time: the manifest when the reader opens the search (or the page is idle), the
 * shard of each word typed, and the titles of the results shown. Nothing is built in the browser.
 *
 * As players type:
 * - every word counts, the small French words left out (« de », « la », « l' »…): with several words, the
 *   sections holding every one of them;
 * - the last word is still being typed: it also matches as a prefix (from 2 letters);
 * - a word of 6 letters or more also matches at one edit of distance (a letter wrong, missing, added, or two
 *   letters swapped): « cerceuil » finds « Cercueil »; where its first two letters hold the typo and nothing
 *   is found, the shards of the likely first letters are read too;
 * - a word as typed outranks its prefixes, which outrank its near words;
 * - accents and case do not count (« degats » finds « dégâts »); a rule number is one word (« 703.1c »); an
 *   acronym typed with its dots (« p.l.o.p ») is one word (« plop »).
 * Results are grouped by page, best first, 10 at a time, in Material's look; the keyboard works as in Material
 * (« / », « s » or « f » opens, arrows move, Entrée opens the first result, Échap closes).
 *
 * Each file of the index is a script calling __rulingsSearch(kind, key, data): it loads from a server and from
 * file:// alike. What is loaded stays for the next page: instant navigation keeps this script's state, and the
 * browser (and the service worker) keeps the files.
 */
(function () {
  "use strict";
  var state = window.__rulingsSearchState;
  if (!state) {
    state = window.__rulingsSearchState = {files: {}, waiting: {}, base: null};
    window.__rulingsSearch = function (kind, key, data) {
      var name = kind + ":" + key;
      state.files[name] = data;
      if (state.waiting[name]) state.waiting[name].done(data);
    };
  }
  var WORD = /[0-9]+(?:\.[0-9]+[\p{L}\p{N}]*)+|[\p{L}\p{N}]+/gu;
  var MAX_WORDS = 10;

  /* --- words ------------------------------------------------------------------------------------------- */
  // rulings/site/text.py folded(), and rulings/site/search.py words(): the same words on both sides
  function fold(word) {
    return word.replace(/œ/g, "oe").replace(/Œ/g, "Oe").normalize("NFKD").replace(/[^\x00-\x7f]/g, "")
      .toLowerCase();
  }

  function queryWords(query, manifest) {     // the words searched: folded, an acronym joined, small ones out
    var found = (query.match(WORD) || []).map(fold).filter(Boolean);
    if (found.length > 1 && found.every(function (w) { return w.length === 1; })) found = [found.join("")];
    var kept = [];
    found.forEach(function (w) {
      if (manifest.small.indexOf(w) < 0 && kept.indexOf(w) < 0 && kept.length < MAX_WORDS) kept.push(w);
    });
    return kept;
  }

  function nearEnough(a, b) {      // one edit: a letter wrong, missing or added, or two letters swapped
    if (Math.abs(a.length - b.length) > 1 || a === b) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length === b.length) {
      return a.slice(i + 1) === b.slice(i + 1)
        || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // a word's postings (rulings/site/search.py, packed): base-64 digits, 5 bits each, the sixth saying more follow
  var DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", DIGIT = [];
  for (var d = 0; d < DIGITS.length; d++) DIGIT[DIGITS.charCodeAt(d)] = d;

  function unpacked(text) {
    var numbers = [], value = 0, shift = 0;
    for (var i = 0; i < text.length; i++) {
      var digit = DIGIT[text.charCodeAt(i)];
      value += (digit & 31) * Math.pow(2, shift);
      shift += 5;
      if (!(digit & 32)) {
        numbers.push(value);
        value = 0;
        shift = 0;
      }
    }
    return numbers;
  }

  state.words = {fold: fold, query: queryWords, near: nearEnough, unpacked: unpacked};   // tests/test_search_index.py

  var form = document.forms.namedItem("rulings-search");
  if (!form || form.__rulings) return;        // a page without the box, or a script run again on the same box
  form.__rulings = true;

  var PREFIX = 7, NEAR = 14;      // what a prefix and a near word lose against the word as typed (about ×0.5, ×0.25)
  var SHOWN = 10, SECTIONS = 3;
  var config = JSON.parse((document.getElementById("__config") || {}).textContent || "{}");
  var translations = config.translations || {};
  if (!state.base) state.base = new URL(config.base || ".", location.href).href;
  var toggle = document.getElementById("__search");
  var input = form.querySelector("input");
  var results = document.getElementById("rulings-search-results");
  var meta = results.querySelector(".md-search-result__meta");
  var list = results.querySelector(".md-search-result__list");
  var more = results.querySelector(".rulings-search-more");
  var shown = null, asked = null, run = 0;

  /* --- the index's files ----------------------------------------------------------------------------- */
  function load(kind, key, path) {
    var name = kind + ":" + key;
    if (state.files[name]) return Promise.resolve(state.files[name]);
    if (!state.waiting[name]) {
      var waiting = state.waiting[name] = {};
      waiting.promise = new Promise(function (done, fail) { waiting.done = done; waiting.fail = fail; });
      var script = document.createElement("script");
      script.src = state.base + "search/" + path;
      script.async = true;
      script.onload = function () { script.remove(); };
      script.onerror = function () {
        script.remove();
        delete state.waiting[name];
        waiting.fail(new Error(path));
      };
      document.head.appendChild(script);
    }
    return state.waiting[name].promise;
  }

  function manifest() {
    return load("m", 0, "index.js").then(function (found) {
      if (!found.pages) {                           // each page's first section, from the gaps written
        var at = 0;
        found.pages = found.starts.map(function (gap) { return (at += gap); });
        found.keys = Object.create(null);
        found.shards.forEach(function (key) { found.keys[key] = true; });
      }
      return found;
    });
  }

  function keyOf(index, word) {         // the shard holding the word: the longest key that begins it
    for (var n = Math.min(3, word.length); n > 0; n--) {
      if (index.keys[word.slice(0, n)]) return word.slice(0, n);
    }
    return null;
  }

  function shard(index, key) {
    if (!key || !index.keys[key]) return Promise.resolve({});
    return load("t", key, "t/" + key + "." + index.version + ".js");
  }

  function chunk(index, n) {
    return load("d", n, "d/" + n + "." + index.version + ".js");
  }

  /* --- the search ------------------------------------------------------------------------------------ */
  // the terms of the index each word matches, with what they lose against the word as typed
  function has(table, term) {          // a word of the index, never one of an object's own (« constructor »)
    return Object.prototype.hasOwnProperty.call(table, term);
  }

  function matches(words, tables, long) {
    return words.map(function (word, i) {
      var found = Object.create(null);
      var last = i === words.length - 1;
      tables.forEach(function (table) {
        if (has(table, word)) found[word] = 0;
        for (var term in table) {
          if (term === word) continue;
          if (last && word.length >= 2 && term.lastIndexOf(word, 0) === 0) found[term] = Math.min(found[term] || PREFIX, PREFIX);
          else if (word.length >= long && nearEnough(word, term) && !(term in found)) found[term] = NEAR;
        }
      });
      return found;
    });
  }

  function scores(terms, tables) {       // section -> its best score for one word
    var best = new Map();
    tables.forEach(function (table) {
      for (var term in terms) {
        if (!has(table, term)) continue;
        var flat = unpacked(table[term]);
        for (var k = 0, id = 0; k < flat.length; k += 2) {
          id += flat[k];
          var score = flat[k + 1] - terms[term];
          if (!(best.get(id) >= score)) best.set(id, score);
        }
      }
    });
    return best;
  }

  function ranked(index, words, tables) {
    var terms = matches(words, tables, index.long);
    var perWord = terms.map(function (t) { return scores(t, tables); }).sort(function (a, b) { return a.size - b.size; });
    var total = perWord[0] || new Map();
    for (var w = 1; w < perWord.length; w++) {
      var next = new Map();
      total.forEach(function (score, id) {
        if (perWord[w].has(id)) next.set(id, score + perWord[w].get(id));
      });
      total = next;
    }
    var pages = new Map();
    total.forEach(function (score, id) {
      var page = pageOf(index, id);
      var found = pages.get(page);
      if (!found) pages.set(page, found = {score: score, sections: []});
      found.score = Math.max(found.score, score);
      found.sections.push([score, id]);
    });
    var order = Array.from(pages.values());
    order.forEach(function (p) { p.sections.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; }); });
    order.sort(function (a, b) { return b.score - a.score || a.sections[0][1] - b.sections[0][1]; });
    var marked = Object.create(null);
    terms.forEach(function (t) { for (var term in t) marked[term] = true; });
    return {pages: order, marked: marked};
  }

  function pageOf(index, id) {
    var low = 0, high = index.pages.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (index.pages[middle] <= id) low = middle; else high = middle - 1;
    }
    return low;
  }

  function unique(keys) {
    return keys.filter(function (k, i) { return k && keys.indexOf(k) === i; });
  }

  // a typo in a word's first letters puts it in another shard: those of the word with two of its first four
  // letters swapped or one of its first three left out (a letter typed too many); read at once where the word's
  // shard is a split one (small, and a third letter is often the typo), else only when nothing is found
  function nearShards(index, words, split) {
    var keys = [];
    words.forEach(function (w) {
      var own = keyOf(index, w);     // none: its first three letters begin no word (a split shard, or no shard)
      if (w.length < index.long || (!own || own.length > 2) !== split) return;
      var variants = [];
      for (var i = 0; i < 3; i++) {
        variants.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
        variants.push(w.slice(0, i) + w.slice(i + 1));
      }
      variants.forEach(function (v) {
        var key = keyOf(index, v);
        if (key && key !== own) keys.push(key);
      });
    });
    return unique(keys);
  }

  function search(query) {
    return manifest().then(function (index) {
      var words = queryWords(query, index);
      if (!words.length) return {words: words, pages: [], marked: Object.create(null)};
      var keys = unique(words.map(function (w) { return keyOf(index, w); }).concat(nearShards(index, words, true)));
      return Promise.all(keys.map(function (k) { return shard(index, k); })).then(function (tables) {
        var found = ranked(index, words, tables);
        var near = nearShards(index, words, false);
        if (found.pages.length || !near.length) return found;
        return Promise.all(near.map(function (k) { return shard(index, k); })).then(function (others) {
          return ranked(index, words, tables.concat(others));
        });
      }).then(function (found) { found.words = words; return found; });
    });
  }

  /* --- what the reader sees -------------------------------------------------------------------------- */
  function say(text) {
    meta.textContent = text;
  }

  function counted(n) {
    var key = n === 0 ? "search.result.none" : n === 1 ? "search.result.one" : "search.result.other";
    return (translations[key] || (n + " résultat(s)")).replace("#", n);
  }

  function highlighted(element, text, marked) {      // the words found, marked; the text never read as HTML
    var at = 0, match;
    WORD.lastIndex = 0;
    while ((match = WORD.exec(text)) !== null) {
      if (!marked[fold(match[0])]) continue;
      element.appendChild(document.createTextNode(text.slice(at, match.index)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      element.appendChild(mark);
      at = match.index + match[0].length;
    }
    element.appendChild(document.createTextNode(text.slice(at)));
    return element;
  }

  function link(row, marked, first) {
    var a = document.createElement("a");
    a.href = new URL(row[0], state.base).href;
    a.className = "md-search-result__link";
    a.tabIndex = -1;
    var article = document.createElement("article");
    article.className = "md-search-result__article md-typeset";
    if (first && row.length < 4) {
      var icon = document.createElement("div");
      icon.className = "md-search-result__icon md-icon";
      article.appendChild(icon);
    }
    article.appendChild(highlighted(document.createElement(first && row.length < 4 ? "h1" : "h2"), row[1], marked));
    if (first && row.length > 3) {
      var page = document.createElement("p");
      page.className = "rulings-search-page";
      page.textContent = row[3];
      article.appendChild(page);
    }
    if (row[2]) article.appendChild(highlighted(document.createElement("p"), row[2], marked));
    a.appendChild(article);
    return a;
  }

  function show(index, found, from, mine) {
    var pages = found.pages.slice(from, from + SHOWN);
    var ids = [];
    pages.forEach(function (p) { p.sections.slice(0, SECTIONS).forEach(function (s) { ids.push(s[1]); }); });
    var chunks = ids.map(function (id) { return Math.floor(id / index.chunk); })
      .filter(function (n, i, all) { return all.indexOf(n) === i; });
    return Promise.all(chunks.map(function (n) { return chunk(index, n); })).then(function () {
      if (mine !== run) return;
      if (from === 0) {
        list.textContent = "";
        say(counted(found.pages.length));
      }
      pages.forEach(function (p) {
        var item = document.createElement("li");
        item.className = "md-search-result__item";
        p.sections.slice(0, SECTIONS).forEach(function (s, i) {
          item.appendChild(link(state.files["d:" + Math.floor(s[1] / index.chunk)][s[1] % index.chunk], found.marked, i === 0));
        });
        list.appendChild(item);
      });
      more.hidden = from + SHOWN >= found.pages.length;
      more.onclick = function () { show(index, found, from + SHOWN, mine); };
    });
  }

  function answer() {
    var query = input.value;
    if (query === asked) return;
    asked = query;
    var mine = ++run;
    if (!query.trim()) {
      list.textContent = "";
      more.hidden = true;
      say(translations["search.result.placeholder"] || "");
      shown = query;
      return;
    }
    search(query).then(function (found) {
      if (mine !== run) return;
      return manifest().then(function (index) { return show(index, found, 0, mine); });
    }).then(function () { if (mine === run) shown = query; }, function () {
      if (mine !== run) return;
      list.textContent = "";
      more.hidden = true;
      say("La recherche n'a pas pu lire son index" + (location.protocol === "file:" ? "." : " : vérifiez la connexion."));
    });
  }

  /* --- the box and the keyboard ---------------------------------------------------------------------- */
  function open() {
    if (!toggle.checked) {
      toggle.checked = true;
      toggle.dispatchEvent(new Event("change"));
    }
    input.focus();
    input.select();
  }

  function close() {
    toggle.checked = false;
    toggle.dispatchEvent(new Event("change"));
    input.blur();
  }

  function editable(element) {
    return element && (element.isContentEditable || /^(input|textarea|select)$/i.test(element.tagName));
  }

  toggle.addEventListener("change", function () {
    if (toggle.checked) {
      manifest().catch(function () { /* said when a search needs it */ });
      input.focus();              // at once: the reader types at once (and again once the box is shown)
      setTimeout(function () { if (toggle.checked) input.focus(); }, 50);
    }
  });
  input.addEventListener("focus", function () { manifest().catch(function () {}); if (!toggle.checked) open(); });
  input.addEventListener("input", answer);
  input.addEventListener("keyup", answer);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  list.addEventListener("click", function (event) {       // a result opened: the box closes, as in Material
    if (event.target.closest && event.target.closest("a")) toggle.checked = false;
  });
  form.addEventListener("reset", function () { setTimeout(function () { answer(); input.focus(); }, 0); });

  document.addEventListener("keydown", function (event) {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (!toggle.checked) {
      if (["/", "s", "f"].indexOf(event.key) >= 0 && !editable(document.activeElement)) {
        event.preventDefault();
        open();
      }
      return;
    }
    var links = Array.prototype.slice.call(list.querySelectorAll(".md-search-result__link"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Enter" && document.activeElement === input) {
      event.preventDefault();
      if (links.length && shown === input.value) links[0].click();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!links.length) return;
      event.preventDefault();
      var next = event.key === "ArrowDown" ? at + 1 : (at < 0 ? links.length - 1 : at - 1);
      if (next < 0 || next >= links.length) input.focus(); else links[next].focus();
    }
  });

  // the manifest (a few kB) while the reader reads: the first search needs only its words' shards
  if (location.protocol !== "file:") {
    (window.requestIdleCallback || function (f) { setTimeout(f, 1500); })(function () {
      manifest().catch(function () {});
    });
  }
})();
