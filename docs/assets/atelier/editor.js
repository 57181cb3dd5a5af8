// The workbench's editor: CodeMirror 6 with its YAML language, loaded by atelier.js when the page is not in its plain
// mode (the packages' own ES module files, served under atelier/codemirror/ and named by the page's import map:
// rulings/site/workbench.py). It knows the scenario format:
// * completion of the keys from the game's JSON Schema and of the cards' names (completion.js says which);
// * the engine's error underlined at its line and column, its French message on hover (and below, by atelier.js);
// * Ctrl/Cmd+Entrée runs the case; Échap then Tab leaves the editor (Tab alone indents).
import {EditorState} from "@codemirror/state";
import {EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers} from "@codemirror/view";
import {defaultKeymap, history, historyKeymap, indentWithTab} from "@codemirror/commands";
import {HighlightStyle, indentOnInput, indentUnit, syntaxHighlighting} from "@codemirror/language";
import {tags} from "@lezer/highlight";
import {yaml} from "@codemirror/lang-yaml";
import {autocompletion, completionKeymap} from "@codemirror/autocomplete";
import {setDiagnostics} from "@codemirror/lint";
import {options, place} from "./completion.js";

const FRENCH = {
  "Completions": "Suggestions", "Control character": "Caractère de contrôle", "Diagnostics": "Erreurs",
  "No diagnostics": "Aucune erreur", "Selection deleted": "Sélection supprimée", "close": "fermer",
  "folded code": "code replié", "to": "à", "unfold": "déplier",
};

// the site's own colours for code (Material's variables): light and dark schemes alike
const style = HighlightStyle.define([
  {tag: tags.definition(tags.propertyName), color: "var(--md-code-hl-keyword-color)"},
  {tag: tags.string, color: "var(--md-code-hl-string-color)"},
  {tag: tags.lineComment, color: "var(--md-code-hl-comment-color)", fontStyle: "italic"},
  {tag: [tags.separator, tags.punctuation, tags.squareBracket, tags.brace], color: "var(--md-code-hl-punctuation-color)"},
  {tag: [tags.labelName, tags.typeName], color: "var(--md-code-hl-variable-color)"},
  {tag: [tags.meta, tags.special(tags.string)], color: "var(--md-code-hl-special-color)"},
]);

// The editor in ``parent``, holding ``text``. ``lookup(text)`` gives what completion needs for that text:
// {schema, cards} (a promise; null: nothing to offer). onChange(text), onRun(), onPaste(pastedText) are the page's.
export function createEditor({parent, text, labelledBy, lookup, onChange, onRun, onPaste}) {
  async function complete(context) {
    const where = place(context.state.doc.toString(), context.pos);
    if (!where || (!where.typed && !context.explicit)) return null;
    const info = await lookup(context.state.doc.toString());
    if (!info || context.aborted) return null;
    const found = options(info.schema, where, info.cards);
    return found.length ? {from: where.from, options: found, filter: false} : null;
  }

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(), history(), drawSelection(), highlightActiveLine(), indentOnInput(),
        EditorState.tabSize.of(2), indentUnit.of("  "), EditorState.phrases.of(FRENCH),
        yaml(), syntaxHighlighting(style),
        autocompletion({override: [complete], icons: false, maxRenderedOptions: 50}),
        keymap.of([{key: "Mod-Enter", run: () => { onRun(); return true; }},
          ...completionKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({"aria-labelledby": labelledBy, spellcheck: "false",
          autocapitalize: "off", autocorrect: "off"}),
        EditorView.updateListener.of((update) => { if (update.docChanged) onChange(update.state.doc.toString()); }),
        EditorView.domEventHandlers({paste: (event) => { onPaste(event.clipboardData ? event.clipboardData.getData("text") : ""); }}),
      ],
    }),
  });

  return {
    view,
    get text() { return view.state.doc.toString(); },
    set text(value) {      // the whole text, written by the page (the form, a link, a value given below)
      if (value !== view.state.doc.toString()) view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: value}});
    },
    // the engine's error at its line and column (1-based, as rulings says them): the value there underlined
    showError(line, column, message) {
      const doc = view.state.doc;
      const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
      const indent = at.text.length - at.text.trimStart().length;
      let from = at.from + (column ? Math.min(column - 1, at.length) : indent);
      let to = from + (/^[^\s,\]}]*/.exec(doc.sliceString(from, at.to))[0].length);
      if (to === from) { from = at.from + indent; to = at.to; }       // at a line's end: the whole line
      view.dispatch(setDiagnostics(view.state, [{from, to, severity: "error", message}]));
    },
    clearErrors() { view.dispatch(setDiagnostics(view.state, [])); },
    gotoLine(line) {
      const at = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
      view.dispatch({selection: {anchor: at.from, head: at.to}, scrollIntoView: true});
      view.focus();
    },
    focus() { view.focus(); },
    destroy() { view.destroy(); },
  };
}
