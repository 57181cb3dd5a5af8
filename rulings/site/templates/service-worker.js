// The site's service worker (rulings/site/offline.py writes it at the site's root: its scope is the whole site),
// registered by every page (docs/assets/offline.js). Offline at a tournament after one visit:
// * every page read, and what it loaded (theme, scripts), is kept: the network first (a fresh site when online),
//   the kept copy when the network is gone; a page never opened says so, in French;
// * the search: its manifest as a page, and every file of its index (their names change with the index) from the
//   cache first; once a page has been read a little while, the whole index is fetched in the background, two files
//   at a time (not when the reader asks the browser to save data), so that any word is found offline; an index
//   above WHOLE_INDEX bytes is not (a large knowledge base: offline, the words already searched are found);
// * the workbench's engine (Pyodide, moteur-*.zip), cached when the workbench asks for it: only its readers
//   download it.
// Only GET requests of the site's own origin are touched; mkdocs serve's live reload is left alone.
const VERSION = "__VERSION__";
const CACHE = "rulings-" + VERSION;
const ENGINE = __ENGINE__;
const BASE = new URL("./", self.location).href;
const WHOLE_INDEX = 6e6;
const OFFLINE_PAGE = `<!doctype html><html lang="fr"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Hors ligne</title>
<body style="font-family: sans-serif; max-width: 32em; margin: 2em auto; padding: 0 1em; line-height: 1.5">
<h1>Hors ligne</h1><p>Cette page n'a pas encore été ouverte sur cet appareil : elle n'est pas gardée pour une
lecture sans réseau. Les pages déjà lues et la recherche restent disponibles.</p>
<p><a href="${BASE}">Retour à l'accueil</a></p></body></html>`;

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("rulings-") && k !== CACHE)
      .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

function mine(urls) {
  return (urls || []).filter((u) => typeof u === "string" && u.startsWith(BASE));
}

function keep(cache, urls, width) {     // each of urls not kept yet, ``width`` at a time; a failure is skipped
  const queue = urls.slice();
  const next = () => {
    const url = queue.shift();
    if (url === undefined) return Promise.resolve();
    return cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined)).then(next);
  };
  return Promise.all(Array.from({length: width}, next));
}

function wholeIndex() {                 // every file of the search's index, from its manifest
  return fetch(BASE + "search/index.js").then((response) => response.text()).then((text) => {
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
    if (manifest.bytes > WHOLE_INDEX) return [];
    const files = manifest.shards.map((key) => `search/t/${key}.${manifest.version}.js`);
    for (let n = 0; n * manifest.chunk < manifest.sections; n++) files.push(`search/d/${n}.${manifest.version}.js`);
    return files.map((file) => BASE + file);
  });
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all([
    keep(cache, mine(data.cache), 4),
    data.engine ? keep(cache, ENGINE.map((path) => BASE + path), 4) : null,
    data.search ? wholeIndex().then((urls) => keep(cache, urls, 2)).catch(() => undefined) : null,
  ])));
});

function immutable(url) {
  return url.includes("/atelier/pyodide/") || /\/atelier\/moteur-[0-9a-f]+\.zip$/.test(url)
    || /\/search\/[td]\/[^/]+\.[0-9a-f]{10}\.js$/.test(url);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE) || request.url.includes("/livereload")) return;
  const url = request.url.split("#")[0];
  if (immutable(url)) {
    event.respondWith(caches.match(url).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(url, copy));
      }
      return response;
    })));
    return;
  }
  event.respondWith(fetch(request).then((response) => {
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(url, copy));
    }
    return response;
  }).catch(() => caches.match(url, {ignoreSearch: true})
    .then((hit) => hit || caches.match(url + (url.endsWith("/") ? "index.html" : "/")))
    .then((other) => other || (request.mode === "navigate"
      ? new Response(OFFLINE_PAGE, {headers: {"Content-Type": "text/html; charset=utf-8"}})
      : Response.error()))));
});
