// The site's service worker, registered by the judge's workbench (rulings/site/workbench.py writes it at the
// site's root: its scope is the whole site). Offline at a tournament after one visit:
// * on install, the engine (Pyodide, moteur-*.zip) and the workbench are cached;
// * the workbench page sends the addresses it loaded (theme, scripts) to be cached too;
// * every page: the network first (a fresh site when online), the cache when the network is gone;
//   the engine's files (their names change with their content) straight from the cache.
// Only GET requests of the site's own origin are touched; mkdocs serve's live reload is left alone.
const VERSION = "__VERSION__";
const CACHE = "rulings-" + VERSION;
const PRECACHE = __PRECACHE__;
const BASE = new URL("./", self.location).href;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(PRECACHE.map((path) => BASE + path)))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("rulings-") && k !== CACHE)
      .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  const urls = (event.data && event.data.cache) || [];
  const mine = urls.filter((u) => typeof u === "string" && u.startsWith(BASE));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(mine.map((url) =>
    cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))))));
});

function immutable(url) {
  return url.includes("/atelier/pyodide/") || /\/atelier\/moteur-[0-9a-f]+\.zip$/.test(url);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE) || request.url.includes("/livereload")) return;
  const url = request.url.split("#")[0];
  if (immutable(url)) {
    event.respondWith(caches.match(url).then((hit) => hit || fetch(request)));
    return;
  }
  event.respondWith(fetch(request).then((response) => {
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(url, copy));
    }
    return response;
  }).catch(() => caches.match(url, {ignoreSearch: true}).then((hit) => hit || caches.match(url + (url.endsWith("/") ? "index.html" : "/"))
    .then((other) => other || Response.error()))));
});
