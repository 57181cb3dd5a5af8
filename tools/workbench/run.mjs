// Run a Python script with the Python the workbench runs (Pyodide's, under Node.js), on a folder of this machine:
//   node tools/workbench/run.mjs DIR SCRIPT.py
// DIR is mounted at its own path in Pyodide's file system, so the script reads and writes it as CPython would;
// what the script prints goes to standard output, an uncaught exception ends with exit code 1 and its traceback.
// tests/site/test_workbench.py runs the engine's zip (Pyodide's bytecode) this way on every bundled scenario.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(path.join(here, "node_modules", "pyodide", "pyodide.mjs"));
const [dir, script] = process.argv.slice(2).map((p) => path.resolve(p));
const py = await loadPyodide({ indexURL: path.join(here, "node_modules", "pyodide") + "/",
                               stdout: (line) => process.stdout.write(line + "\n"),
                               stderr: (line) => process.stderr.write(line + "\n") });
py.FS.mkdirTree(dir);
py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, dir);
try {
  py.runPython(fs.readFileSync(script, "utf-8"), { filename: script });
} catch (error) {
  process.stderr.write(String(error.message || error) + "\n");
  process.exitCode = 1;
}
