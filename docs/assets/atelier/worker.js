// The judge's workbench: the engine in a Web Worker (the page never freezes while Python works).
// Pyodide (atelier/pyodide/, pinned in tools/workbench/package-lock.json) runs this package unchanged,
// unpacked from atelier/moteur-<hash>.zip; every call goes to rulings/site/workbench_run.py, which runs the
// « rulings » command itself. Messages: {id, type: "boot" | "run" | "new" | "read", ...} -> {id, ok, value}
// or {type: "progress", step, text}.
"use strict";

let api = null;
let pyodide = null;

function progress(step, text) {
  self.postMessage({type: "progress", step, text});
}

async function boot({pyodideUrl, engineUrl, game}) {
  progress(1, "Démarrage de Python (WebAssembly)…");
  const engine = fetch(engineUrl).then((response) => {
    if (!response.ok) throw new Error(`le moteur (${engineUrl}) n'a pas pu être chargé : ${response.status}`);
    return response.arrayBuffer();
  });
  importScripts(pyodideUrl + "pyodide.js");
  pyodide = await self.loadPyodide({indexURL: pyodideUrl, stdout: () => {}, stderr: () => {}});
  progress(2, "Chargement du moteur de règles…");
  pyodide.unpackArchive(await engine, "zip", {extractDir: "/atelier"});
  pyodide.runPython("import sys; sys.path.insert(0, '/atelier/lib')");
  api = pyodide.pyimport("rulings.site.workbench_run");
  progress(3, "Chargement du jeu et de sa base de cartes…");
  api.warm(game || null);
  progress(4, "Moteur prêt.");
  return true;
}

const handlers = {
  boot,
  run: ({text, caseName, readings}) => JSON.parse(api.run(text, caseName || null, "/atelier",
    JSON.stringify(readings || {}))),
  read: ({file}) => api.read(file),
  new: ({game, sides, plays, title}) => {
    const s = pyodide.toPy(sides), p = pyodide.toPy(plays);
    try {
      return JSON.parse(api.new(game, s, p, title || null));
    } finally {
      s.destroy(); p.destroy();
    }
  },
};

self.onmessage = async (event) => {
  const {id, type} = event.data;
  try {
    const value = await handlers[type](event.data);
    self.postMessage({id, ok: true, value});
  } catch (error) {
    self.postMessage({id, ok: false, value: String(error && error.message || error)});
  }
};
