#!/usr/bin/env node
// Compiles the server, the CLI and the workers into build/ (JavaScript with source maps), and @quire/sdk into its
// dist/, when missing or older than the sources; `npm start` runs this first, `npm run build` with --force. The build
// runs with `node --conditions=quire-build`, under which @quire/sdk resolves to its compiled form.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { BUILD, ROOT, SDK, STAMP, buildIsFresh, newestSource, sdkIsFresh } from "./build-state.mjs";

const force = process.argv.includes("--force");
if (!force && buildIsFresh()) process.exit(0);

const started = Date.now();
const since = newestSource();
// @quire/sdk first: its build generates the API types the server's own compile checks against.
if (force || !sdkIsFresh()) {
  const sdk = spawnSync(process.execPath, [join(SDK, "scripts", "build.mjs")], { cwd: SDK, stdio: "inherit" });
  if (sdk.status !== 0) process.exit(sdk.status ?? 1);
}
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const run = spawnSync(process.execPath, [tsc, "-p", join(ROOT, "tsconfig.build.json")], { stdio: "inherit" });
if (run.status !== 0) {
  console.error("build: tsc failed; build/ is left as it was");
  process.exit(run.status ?? 1);
}

const SRC = join(ROOT, "src");
function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, visit);
    else visit(path);
  }
}
// Data the modules read beside themselves (icon-index.json) goes with them; a module whose source is gone goes too.
walk(SRC, (path) => {
  if (!/\.json$/.test(path)) return;
  const to = join(BUILD, relative(SRC, path));
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(path, to);
});
walk(BUILD, (path) => {
  const source = join(SRC, relative(BUILD, path)).replace(/\.js(\.map)?$/, ".ts");
  if (/\.js(\.map)?$/.test(path) && !existsSync(source)) rmSync(path);
});
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
// The stamp stands for the sources as they were when the build began: an edit made meanwhile leaves the build stale.
utimesSync(STAMP, new Date(), new Date(since));
console.log(`server built into build/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
