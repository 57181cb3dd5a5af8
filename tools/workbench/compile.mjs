// Compile to bytecode, at build time and with the Python the workbench runs (Pyodide's), what the browser would
// otherwise compile at every first visit:
//   node tools/workbench/compile.mjs ENGINE.zip OUT.zip
// ENGINE.zip is the engine as rulings/site/workbench.py zips it (lib/…); OUT.zip receives
// * lib/**/<module>.pyc: the engine's bytecode, sourceless (beside each module, in place of its source: the
//   browser then unpacks half the files; a quarter of a second);
// * python_stdlib.zip: Pyodide's standard library, where each module that Pyodide's own start or the engine
//   imports (asyncio, typing, argparse, dataclasses… about 130) is bytecode instead of source. Pyodide ships
//   sources only and compiled these at every start: 1.8 of its 3 seconds under Node.js. The other modules stay
//   sources, so the file grows by 0.6 MB only.
// All hash-based and unchecked (no timestamps: the same sources give the same bytes; PYTHONHASHSEED is fixed
// for the same reason). Only Pyodide's Python reads them: tests/site/test_workbench.py runs the zip with it
// (tools/workbench/run.mjs). Without Node.js the build serves the sources and Pyodide's own file instead.
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
import importlib, pkgutil, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "/atelier/lib")
import rulings
for module in pkgutil.walk_packages(rulings.__path__, "rulings."):
    if not module.name.endswith(".__main__"):        # the command line itself: it would run
        importlib.import_module(module.name)
from rulings.site import workbench_run
workbench_run.preparsed("/nowhere")          # its own imports (hashlib, pickle), then nothing to read
workbench_run._parser()
IMPORTED = set(sys.modules)                  # Pyodide's start, then the engine
sys.dont_write_bytecode = False
`);
py.runPython(`
import _imp, compileall, os, py_compile, zipfile
from importlib import _bootstrap_external

DATE = (2020, 1, 1, 0, 0, 0)


def add(archive, name, data, date=DATE):
    info = zipfile.ZipInfo(name, date_time=date)
    info.compress_type = zipfile.ZIP_DEFLATED
    archive.writestr(info, data)


if not compileall.compile_dir("/atelier/lib", quiet=1, workers=1, legacy=True,
                              invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    raise SystemExit("compileall failed")
STDLIB = next(p for p in sys.path if p.endswith(".zip"))          # /lib/python313.zip
modules = {name.replace(".", "/") for name in IMPORTED}
with zipfile.ZipFile(STDLIB) as source, zipfile.ZipFile("/tmp/stdlib.zip", "w") as stdlib:
    for info in source.infolist():
        data = source.read(info)
        module = info.filename[:-len(".py")] if info.filename.endswith(".py") else None
        if module is not None and module.removesuffix("/__init__") in modules:
            code = compile(data, f"{STDLIB}/{info.filename}", "exec", dont_inherit=True)
            pyc = _bootstrap_external._code_to_hash_pyc(
                code, _imp.source_hash(_bootstrap_external._RAW_MAGIC_NUMBER, data), False)
            add(stdlib, info.filename + "c", bytes(pyc), info.date_time)
        else:
            add(stdlib, info.filename, data, info.date_time)
names = sorted(os.path.join(d, f) for d, _, fs in os.walk("/atelier/lib") for f in fs if f.endswith(".pyc"))
with zipfile.ZipFile("/tmp/pyc.zip", "w") as archive:
    for name in names:
        with open(name, "rb") as handle:
            add(archive, os.path.relpath(name, "/atelier"), handle.read())
    with open("/tmp/stdlib.zip", "rb") as handle:
        info = zipfile.ZipInfo("python_stdlib.zip", date_time=DATE)       # stored: already compressed
        archive.writestr(info, handle.read())
`);
fs.writeFileSync(out, py.FS.readFile("/tmp/pyc.zip"));
