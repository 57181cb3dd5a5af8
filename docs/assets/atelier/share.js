// « L'atelier du juge »: a scenario in a share link's fragment (#yaml=…): raw deflate, then base64url.
// Its own file so that the page (atelier.js) and tools/fuzz.py --links (under Node.js) run the same code.
// A link is inflated in steps and stopped as soon as it passes the engine's limit for a file: a link of
// 100 KB may inflate to gigabytes, and inflating it whole crashed the tab.
(function (scope) {
  "use strict";

  class TooBig extends Error {}

  async function pack(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  // The text a link carries; TooBig past maxBytes bytes inflated, another Error for a link that does not read.
  async function unpack(code, maxBytes) {
    if (code.length > 2 * maxBytes) throw new TooBig();      // no scenario within the limit packs that large
    const base64 = code.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "===".slice((base64.length + 3) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        reader.cancel().catch(() => undefined);
        throw new TooBig();
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) { whole.set(chunk, at); at += chunk.length; }
    return new TextDecoder("utf-8").decode(whole);
  }

  scope.RulingsShare = {pack, unpack, TooBig};
})(typeof window !== "undefined" ? window : globalThis);
