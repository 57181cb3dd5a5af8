// The editor's completion, without CodeMirror (editor.js asks it; tests/test_workbench_editor.py runs it under
// Node.js): where the cursor is in a YAML scenario (the keys above it, by indentation, and the flow collections
// of its line), what the game's JSON Schema allows there (schema/<game>.scenario.schema.json, served as
// atelier/schemas/<game>.json) and the names of the game's cards (atelier/donnees.json).
// * a key: the keys of the object there that the object does not have yet; in a map whose keys are free
//   (expect, rolls), the cards' names (« Naya » before « .hp »);
// * a value: its schema's choices (enum, true/false), else the cards' names where a name goes (a string with no
//   pattern, said to be a name, a card, a character… or said nothing of).
// Names match as the form's suggestions do: each typed word starts a word of the name, accents and case aside.

const NAMES = /\b(nom|carte|personnage|figurine|leader|base)\b/i;

export function fold(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/œ/g, "oe").toLowerCase()
    .replace(/[’'_.\-]/g, " ").replace(/\s+/g, " ").trim();
}

function parseLine(text) {        // indentation, the columns of its « - », its key (column, name) and the rest
  const m = /^(\s*)((?:-(?:\s+|$))*)(.*)$/.exec(text);
  const dashes = [];
  let column = m[1].length;
  for (const dash of m[2].match(/-\s*/g) || []) {
    dashes.push(column);
    column += dash.length;
  }
  const key = /^([^\s#:{}[\],&*!|>'"%@`][^:#{}[\]]*?)\s*:(\s+|$)(.*)$/.exec(m[3]);
  return {blank: !m[3].trim() && !dashes.length || m[3].startsWith("#"), dashes, column,
    key: key ? key[1] : null, rest: key ? key[3] : m[3], restColumn: key ? column + m[3].length - key[3].length : column};
}

function parents(lines, index, limit) {        // the keys and items (« [] ») that hold column ``limit`` of line ``index``
  const path = [];
  for (let i = index - 1; i >= 0 && limit > 0; i--) {
    const line = parseLine(lines[i]);
    if (line.blank) continue;
    if (line.key !== null && line.column < limit) {
      path.push(line.key);
      limit = line.column;
    }
    for (let j = line.dashes.length - 1; j >= 0; j--) {
      if (line.dashes[j] < limit) {
        path.push("[]");
        limit = line.dashes[j];
      }
    }
  }
  return path.reverse();
}

function siblings(lines, index, column) {       // the keys of the object whose keys are at ``column`` around line index
  const found = new Set();
  const walk = (step) => {
    for (let i = index + step; i >= 0 && i < lines.length; i += step) {
      const line = parseLine(lines[i]);
      if (line.blank) continue;
      const start = line.dashes.length ? line.dashes[0] : line.column;
      if (start < column && !(step < 0 && line.key !== null && line.column === column)) return;
      if (line.key !== null && line.column === column) found.add(line.key);
      if (start < column) return;       // the item's first line: its key counted, nothing above belongs
    }
  };
  walk(-1);
  walk(1);
  return found;
}

function flow(rest) {       // the flow collections open on a line: the path into them, key or value, what is typed
  const stack = [];
  let token = "", quote = null;
  for (const ch of rest) {
    const top = stack[stack.length - 1];
    if (quote) {
      if (ch === quote) quote = null;
      token += ch;
    } else if ((ch === '"' || ch === "'") && !token.trim()) {
      quote = ch;
      token += ch;
    } else if (ch === "#" && (!token || /\s$/.test(token))) {
      return null;                                  // a comment
    } else if (ch === "{" || ch === "[") {
      stack.push({open: ch, key: null});
      token = "";
    } else if (ch === "}" || ch === "]") {
      stack.pop();
      token = "";
    } else if (ch === "," && top) {
      top.key = null;
      token = "";
    } else if (ch === ":" && top && top.open === "{") {
      top.key = token.trim();
      token = "";
    } else {
      token += ch;
    }
  }
  if (quote) return null;
  const path = [];
  for (const level of stack) {
    if (level.open === "[") path.push("[]");
    else if (level.key !== null) path.push(level.key);
  }
  const top = stack[stack.length - 1];
  const typed = token.replace(/^\s+/, "");
  return {path, kind: top && top.open === "{" && top.key === null ? "key" : "value", typed,
    inFlow: stack.length > 0, offset: rest.length - typed.length};
}

// Where ``pos`` (an offset in ``text``) is: {path, kind: "key" | "value" | "item", typed, from, column, present}
// (« item »: after a « - », a key or a value; ``present``: the keys its object has already), or null (a comment…).
export function place(text, pos) {
  const start = text.lastIndexOf("\n", pos - 1) + 1;
  const lines = text.split("\n");
  const index = text.slice(0, start).split("\n").length - 1;
  const before = text.slice(start, pos);
  const line = parseLine(before);
  const items = line.dashes.map(() => "[]");
  if (line.key === null && /^[^#{}[\]:,]*$/.test(line.rest)) {       // a key being typed, or an item's value
    const limit = line.dashes.length ? line.dashes[0] : line.column;
    const kind = line.dashes.length ? "item" : "key";
    return {path: [...parents(lines, index, limit), ...items], kind, typed: line.rest, from: start + line.column,
      column: line.column, present: siblings(lines, index, line.column), inFlow: false};
  }
  const rest = flow(line.rest);
  if (!rest) return null;
  const path = [...parents(lines, index, line.dashes.length ? line.dashes[0] : line.column), ...items];
  if (line.key !== null) path.push(line.key);
  return {path: [...path, ...rest.path], kind: rest.inFlow || line.key === null ? rest.kind : "value",
    typed: rest.typed, from: start + line.restColumn + rest.offset, column: line.column, present: new Set(),
    inFlow: rest.inFlow};
}

function alternatives(node) {
  if (!node || typeof node !== "object") return [];
  const options = node.anyOf || node.oneOf;
  return options ? options.flatMap(alternatives) : [node];
}

export function schemasAt(schema, path) {       // the schemas a value at ``path`` may follow
  let nodes = alternatives(schema);
  for (const step of path) {
    const next = [];
    for (const node of nodes) {
      if (step === "[]") {
        if (node.items && !Array.isArray(node.items)) next.push(...alternatives(node.items));
      } else if (node.properties && step in node.properties) {
        next.push(...alternatives(node.properties[step]));
      } else if (node.additionalProperties && typeof node.additionalProperties === "object") {
        next.push(...alternatives(node.additionalProperties));
      }
    }
    nodes = next;
  }
  return nodes;
}

function matches(typed, label) {
  const words = fold(label).split(" ");
  return fold(typed).split(" ").filter(Boolean).every((t) => words.some((w) => w.startsWith(t)));
}

function isName(node) {
  return node.type === "string" && !node.enum && !node.pattern && (!node.description || NAMES.test(node.description));
}

function names(cards, typed) {
  const folded = fold(typed);
  return cards.filter((card) => matches(typed, card.name))
    .map((card) => [fold(card.name).startsWith(folded) ? 0 : 1, card.name.length, card])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]).slice(0, 50)
    .map(([, , card]) => ({label: card.name, detail: card.kind, type: "name"}));
}

// What to offer at ``where`` (from :func:`place`): [{label, apply?, detail?, info?, type}]
export function options(schema, where, cards) {
  const nodes = schemasAt(schema, where.path);
  const found = [], seen = new Set();
  const add = (option) => {
    if (!seen.has(option.label) && matches(where.typed, option.label)) {
      seen.add(option.label);
      found.push(option);
    }
  };
  let wantNames = false;
  if (where.kind === "key" || where.kind === "item") {
    for (const node of nodes) {
      for (const [key, value] of Object.entries(node.properties || {})) {
        if (where.present.has(key)) continue;
        const type = alternatives(value)[0] || {};
        const indent = " ".repeat(where.column + 2);
        const apply = where.kind === "key" && type.type === "object" && !where.inFlow ? `${key}:\n${indent}`
          : type.type === "array" && where.kind === "key" ? `${key}:\n${indent}- ` : `${key}: `;
        add({label: key, apply, detail: (value.enum || []).join(" | ") || undefined, info: value.description, type: "key"});
      }
      if (node.additionalProperties && typeof node.additionalProperties === "object" && !Object.keys(node.properties || {}).length) {
        wantNames = true;
      }
    }
  }
  if (where.kind === "value" || where.kind === "item") {
    for (const node of nodes) {
      for (const value of node.enum || []) add({label: String(value), info: node.description, type: "value"});
      if (node.type === "boolean") ["true", "false"].forEach((label) => add({label, type: "value"}));
      if (isName(node)) wantNames = true;
    }
  }
  return wantNames ? found.concat(names(cards, where.typed).filter((o) => !seen.has(o.label))) : found;
}
