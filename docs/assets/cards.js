/* The filters of a game's cards page (rulings/site/html_blocks.py, filters_form and card_list).
 *
 * Each select box filters the cards by one characteristic (type, guild,
 * faction…); a card stays when it has the chosen value of every box. A group
 * whose cards are all filtered out is hidden with its heading. Works offline:
 * everything is in the page. Set up on every page Material shows, loaded whole
 * or by instant navigation (Material's document$).
 */
(function () {
  "use strict";
  if (window.document$) window.document$.subscribe(setUp); else setUp();

  function setUp() {
    var form = document.querySelector(".rulings-filters");
    if (!form || form.dataset.ready) return;
    form.dataset.ready = "1";
    var boxes = Array.prototype.slice.call(form.querySelectorAll("select"));
    var items = Array.prototype.slice.call(document.querySelectorAll(".rulings-cards li"));
    var count = form.querySelector(".rulings-filters-count");
    form.hidden = false;

    function apply() {
      var shown = 0;
      items.forEach(function (item) {
        var keep = boxes.every(function (box, i) {
          return !box.value || (item.getAttribute("data-" + i) || "").split("|").indexOf(box.value) >= 0;
        });
        item.hidden = !keep;
        shown += keep ? 1 : 0;
      });
      document.querySelectorAll(".rulings-cards").forEach(function (list) {
        var empty = !list.querySelector("li:not([hidden])");
        list.hidden = empty;
        var heading = list.previousElementSibling;
        if (heading && /^H[1-6]$/.test(heading.tagName)) heading.hidden = empty;
      });
      count.textContent = shown + " carte" + (shown > 1 ? "s" : "") + " sur " + items.length;
    }

    boxes.forEach(function (box) { box.addEventListener("change", apply); });
    apply();
  }
})();
