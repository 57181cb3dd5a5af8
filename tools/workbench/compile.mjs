// Compile the engine's Python to bytecode with the Python the workbench runs (Pyodide's), at build time:
// the browser then imports it without compiling ~100 modules at every first visit (a quarter of a second).
//   node tools/workbench/compile.mjs ENGINE.zip OUT.zip
// ENGINE.zip is the engine as rulings/site/workbench.py zips it (lib/…); OUT.zip receives lib/**/__pycache__/
// *.pyc only, hash-based and unchecked (no timestamps: the same sources give the same bytes; PYTHONHASHSEED
// is fixed for the same reason). CPython of another version ignores them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(path.join(here, "node_modules", "pyodide", "pyodide.mjs"));
const [engine, out] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: path.join(here, "node_modules", "pyodide") + "/",
                               env: { PYTHONHASHSEED: "0" }, stdout: () => {}, stderr: () => {} });
py.unpackArchive(new Uint8Array(fs.readFileSync(engine)), "zip", { extractDir: "/atelier" });
py.runPython(`
import compileall, os, py_compile, zipfile
if not compileall.compile_dir("/atelier/lib", quiet=1, workers=1,
                              invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    raise SystemExit("compileall failed")
names = sorted(os.path.join(d, f) for d, _, fs in os.walk("/atelier/lib") for f in fs if f.endswith(".pyc"))
with zipfile.ZipFile("/tmp/pyc.zip", "w") as archive:
    for name in names:
        info = zipfile.ZipInfo(os.path.relpath(name, "/atelier"), date_time=(2020, 1, 1, 0, 0, 0))
        with open(name, "rb") as handle:
            archive.writestr(info, handle.read())
`);
fs.writeFileSync(out, py.FS.readFile("/tmp/pyc.zip"));
