// Compile the pages' Python with Pyodide's own Python, under node (see tools/bytecode.py).
//
//   node tools/bytecode.mjs <pyodide dir> <package.zip> <startup modules list> <out dir>
//
// Writes <out dir>/package.zip (every module of ours compiled) and
// <out dir>/python_stdlib.zip (the runtime's standard library with the modules the
// list names compiled, the rest left as source).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const [pyodideDir, packageZip, startupList, outDir] = process.argv.slice(2);
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const python = await loadPyodide({ indexURL: pyodideDir + "/" });

const here = fileURLToPath(new URL(".", import.meta.url));
python.FS.writeFile("/tmp/bytecode.py", readFileSync(join(here, "bytecode.py")));
python.FS.writeFile("/tmp/package.zip", new Uint8Array(readFileSync(packageZip)));
python.FS.writeFile("/tmp/startup.txt", readFileSync(startupList));
python.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(readFileSync(join(pyodideDir, "python_stdlib.zip"))));
python.runPython(`
import sys
sys.path.insert(0, "/tmp")
from pathlib import Path
from bytecode import compile_archive, listed

startup = listed(Path("/tmp/startup.txt").read_text())
Path("/tmp/package.out.zip").write_bytes(
    compile_archive(Path("/tmp/package.zip").read_bytes(), lambda name: True))
Path("/tmp/stdlib.out.zip").write_bytes(
    compile_archive(Path("/tmp/stdlib.zip").read_bytes(), startup.__contains__))
`);
writeFileSync(join(outDir, "package.zip"), python.FS.readFile("/tmp/package.out.zip"));
writeFileSync(join(outDir, "python_stdlib.zip"), python.FS.readFile("/tmp/stdlib.out.zip"));
