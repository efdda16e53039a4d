#!/usr/bin/env node
// Bundles the server, the CLI and every worker entry into build/ with esbuild (ESM with source maps), and @quire/sdk
// into its dist/, when missing or older than the sources; `npm start` runs this first, `npm run build` with --force.
// tsc only type-checks (`tsc --noEmit`, in `npm test`). The build runs with `node --conditions=quire-build`.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";
import { BUILD, ROOT, SDK, STAMP, buildIsFresh, newestSource, sdkIsFresh } from "./build-state.mjs";

const force = process.argv.includes("--force");
if (!force && buildIsFresh()) process.exit(0);

const started = Date.now();
const since = newestSource();
// @quire/sdk first: the bundle takes its compiled form (its quire-build export).
if (force || !sdkIsFresh()) {
  const sdk = spawnSync(process.execPath, [join(SDK, "scripts", "build.mjs")], { cwd: SDK, stdio: "inherit" });
  if (sdk.status !== 0) process.exit(sdk.status ?? 1);
}

/**
 * The entries: the server, the CLI (bin/quire.mjs and the image run build/cli/index.js), and each worker thread and work
 * process entry at the top of build/, where lib/sibling-module.ts names them from the build.
 */
const ENTRIES = {
  main: "src/main.ts",
  "cli/index": "src/cli/index.ts",
  "process-child": "src/workers/process-child.ts",
  "export-worker": "src/workers/export-worker.ts",
  "import-worker": "src/workers/import-worker.ts",
  "image-worker": "src/workers/image-worker.ts",
  "slide-worker": "src/workers/slide-worker.ts",
  "source-worker": "src/workers/source-worker.ts",
  "compose-worker": "src/workers/compose-worker.ts",
  "edit-worker": "src/workers/edit-worker.ts",
  "draw-worker": "src/brands/draw-worker.ts",
  "deck-worker": "src/brands/deck-worker.ts",
};

/**
 * Packages loaded from node_modules as they are rather than bundled: native addons, those reading files or starting
 * workers from their own folder (WebAssembly, fonts' metrics, worker scripts, Lua scripts, `__dirname`), and those
 * with a loader of their own. Everything else is bundled: loading ~1,500 modules one by one was most of the start.
 */
const EXTERNAL = [
  "better-sqlite3", // native addon
  "@napi-rs/canvas", // native addon
  "sharp", // native addon, when a dependency brings it
  "@embedpdf/pdfium", // its pdfium.wasm beside it
  "pdfjs-dist", // its worker module and fonts beside it; required at run time (formats/raster/pdfjs.ts)
  "pdfkit", // its AFM font metrics beside it
  "piscina", // starts worker threads from its own worker.js
  "pino", // transports run on threads from its own files
  "bullmq", // its Lua scripts beside it
  "ioredis", // uses `__dirname` (bullmq's client too)
  // CommonJS loaded by import(): across split chunks esbuild hands over only its default export (esbuild#3245).
  "@opentelemetry/api", // better-auth's tracing
  "@vercel/oidc", // the AI SDK's gateway
  "mammoth", // the .docx reader
];

/** Packages whose CommonJS a bundled import() reaches: each must be in EXTERNAL, where node loads it with its names. */
function cjsLoadedByImport(metafile) {
  const found = new Set();
  for (const input of Object.values(metafile.inputs))
    for (const i of input.imports)
      if (i.kind === "dynamic-import" && !i.external && metafile.inputs[i.path]?.format === "cjs")
        found.add(/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(i.path)?.[1] ?? i.path);
  return [...found];
}

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: source, out })),
  outdir: BUILD,
  write: false,
  bundle: true,
  // Shared code in chunks, and what is imported on demand (a provider, S3, a CLI command) in its own, loaded when asked.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20",
  // Exports resolved as node resolves them under `--conditions=quire-build` (not by the bundlers' "module" condition).
  conditions: ["quire-build"],
  external: EXTERNAL,
  // Less for node to read and parse at every start (comments, whitespace); names are kept, so stack traces keep theirs.
  minifyWhitespace: true,
  minifySyntax: true,
  // Stack traces name the sources (`node --enable-source-maps`); the sources themselves are not copied into the maps.
  sourcemap: "linked",
  sourcesContent: false,
  // CommonJS bundled into ES modules still calls require() for node's modules and the packages left outside.
  banner: {
    js: 'import { createRequire as __bundleCreateRequire } from "node:module"; const require = __bundleCreateRequire(import.meta.url);',
  },
  logLevel: "warning",
  metafile: true,
}).catch(() => null);
if (!result) {
  console.error("build: esbuild failed; build/ is left as it was");
  process.exit(1);
}
const unnamed = cjsLoadedByImport(result.metafile);
if (unnamed.length) {
  console.error(
    `build: import() of CommonJS would lose its named exports in the bundle; add to EXTERNAL in scripts/build-server.mjs: ${unnamed.join(", ")}`,
  );
  process.exit(1);
}

// Written over the last build; whatever that build had and this one has not (old chunks) goes.
const written = new Set();
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.contents);
  written.add(file.path);
}
function removeStale(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      removeStale(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!written.has(path) && path !== STAMP) rmSync(path);
  }
}
removeStale(BUILD);

writeFileSync(STAMP, `${new Date().toISOString()}\n`);
// The stamp stands for the sources as they were when the build began: an edit made meanwhile leaves the build stale.
utimesSync(STAMP, new Date(), new Date(since));
const size = result.outputFiles.filter((f) => f.path.endsWith(".js")).reduce((n, f) => n + f.contents.length, 0);
console.log(
  `server bundled into ${relative(ROOT, BUILD)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s (${(size / 2 ** 20).toFixed(1)} MB of JavaScript)`,
);
