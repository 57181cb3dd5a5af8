/* The site offline after one visit (rulings/site/offline.py): every page registers the site's service worker and
 * gives it what the page loaded before the worker was there (theme, scripts, the page itself); once the reader has
 * been on the site a little while (or searched), it asks for the whole search index, fetched in the background.
 * Nothing from file:// (no service worker there), nor when the browser is asked to save data. */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || location.protocol === "file:" || window.__rulingsOffline) return;
  window.__rulingsOffline = true;
  var config = JSON.parse((document.getElementById("__config") || {}).textContent || "{}");
  var base = new URL(config.base || ".", location.href);
  var saving = navigator.connection && navigator.connection.saveData;
  var WAIT = 15000;         // ms on the site before the whole search index is fetched

  navigator.serviceWorker.register(new URL("service-worker.js", base).href, {scope: base.href}).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    var loaded = [location.href.split("#")[0]].concat(performance.getEntriesByType("resource")
      .map(function (entry) { return entry.name; }));
    registration.active.postMessage({cache: loaded});
    if (!saving) setTimeout(function () { registration.active.postMessage({search: true}); }, WAIT);
    // pages reached by instant navigation: each is kept when it is fetched (the worker is there by then)
  }).catch(function () { /* offline reading is a bonus: the site works without it */ });
})();
