/* Search as players type: every word counts, small words left out, one typo allowed in a long word.
 *
 * Material for MkDocs reads the query from the search box's `value`; this
 * script makes that value, for the search only (the box still shows what was
 * typed), a Lunr query that:
 * - leaves out the small French words (« de », « la », « l' »…): they are in
 *   every page and drowned the card a player looks for;
 * - with several words, asks for pages holding every one of them (« tirer les
 *   ficelles » ranks the card and its rulings first, not every page with « tirer »);
 * - lets a word of 6 letters or more match at one edit of distance (Lunr's
 *   `~1`: a letter wrong, missing, added or two letters swapped), so that
 *   « cerceuil » finds « Cercueil » and « solarsi » finds « Solaris »; a
 *   shorter word matches as a prefix, as the reader types, when it is the last
 *   word (the words before it are whole: a prefix search on « s » of « s'active »
 *   matched thousands of words, and a ruling's title took 2 s to search);
 * - ranks a page whose title holds the very words typed above one holding
 *   only their prefixes or near words (« source » finds the card Source before
 *   the ruling titled « les sources divergent »).
 * An acronym typed with its dots (« p.l.o.p ») is searched as one word (« plop »), which the catalogue's cards
 * carry (rulings/site/catalogue.py).
 * Numbers are left out too: the index keeps words, not numbers (Lunr's French
 * trimmer). A query with Lunr's own operators (~ ^ * ") is left as typed.
 * Accents: every generated page carries its words without accents too
 * (rulings/site/pages.py, search_words), so « degats » finds « dégâts ».
 */
(function () {
  "use strict";
  var SMALL = ["a", "à", "au", "aux", "d", "de", "des", "du", "en", "et", "l", "la", "le", "les", "ou", "un",
               "une"];
  var LONG = 6;
  var EXACT = 10;      // a title holding the word as typed outranks its prefixes and near words (« source » before
                       // « sources »); in the title only: a page saying « feu » ten times is not the card « Feu »
  var OPERATORS = /[~^*"]/;
  var RULE_NUMBER = /^\d+(\.\d+[a-z]*)+$/i;

  function widen(query) {
    if (OPERATORS.test(query)) return query;           // the reader's own search syntax: left as typed
    if (RULE_NUMBER.test(query.trim())) return query.trim().toLowerCase();   // « 703.1c »: a numbered rule
    var words = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length > 1 && words.every(function (w) { return w.length === 1; })) {
      words = [words.join("")];                      // an acronym typed with its dots: « p.l.o.p » is « plop »
    }
    var kept = words.filter(function (w) { return SMALL.indexOf(w.toLowerCase()) < 0 && !/\d/.test(w); });
    if (!kept.length) return query;
    var exact = kept.map(function (word) { return "title:" + word + "^" + EXACT; }).join(" ");
    if (kept.length === 1) {                          // as-you-type prefix, or one typo in a long word
      var word = kept[0];
      return (word.length >= LONG ? word + "* " + word + "~1" : word + "*") + " " + exact;
    }
    return kept.map(function (word, index) {          // several words: the pages that have them all
      if (word.length >= LONG) return "+" + word + "~1";
      // only the last word is still being typed: the others are whole (a prefix « s* » of a word before
      // matched thousands of words, and a long title took seconds to search)
      return "+" + word + (index === kept.length - 1 && word.length > 1 ? "*" : "");
    }).join(" ") + " " + exact;
  }

  var input = document.querySelector("[data-md-component=search-query]");
  var native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  if (!input || !native) return;
  Object.defineProperty(input, "value", {
    configurable: true,
    get: function () { return widen(native.get.call(this)); },
    set: function (value) { native.set.call(this, value); }
  });
})();
