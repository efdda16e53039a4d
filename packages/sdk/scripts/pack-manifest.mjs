// npm's prepack and postpack hooks of @quire/sdk. In the repository the package's exports point at its TypeScript
// source, so the CLI, the MCP server and the tests (tsx, vitest) and `tsc --noEmit` use it with no build. A packed
// package ships only dist/, so before packing (`npm pack`, `npm publish`) this builds dist/ (scripts/build.mjs, which
// in the repository generates the API types first: a clone has none) and writes the published manifest — exports
// with types/import/require conditions to the built files, main/module/types for older resolvers, of the scripts
// only these two hooks — and after packing puts the repository's manifest back. The repository's manifest is kept
// meanwhile in package.json.workspace (git-ignored). npm skips postpack when the pack fails (say, a
// --pack-destination that does not exist): the published manifest is then left in place, dist/ built, so the
// repository still works, and the next pack's prepack (or `node scripts/pack-manifest.mjs postpack`) puts it back.
//
//   node scripts/pack-manifest.mjs prepack | postpack | print
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const manifestFile = fileURLToPath(new URL("../package.json", import.meta.url));
const keptFile = `${manifestFile}.workspace`;

/** The manifest a packed @quire/sdk carries, from the repository's one (same fields and order, exports replaced). */
function publishedManifest(workspace) {
  const published = {};
  for (const [key, value] of Object.entries(workspace)) {
    if (key === "//" || key === "main" || key === "module" || key === "types") continue;
    if (key === "scripts") {
      // Only the hooks, so that a pack cut between them (its manifest left here) still restores on the next pack.
      published.scripts = { prepack: value.prepack, postpack: value.postpack };
      continue;
    }
    if (key !== "exports") {
      published[key] = value;
      continue;
    }
    published.exports = {
      ".": {
        import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
        require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
      },
      "./package.json": "./package.json",
    };
    published.main = "./dist/cjs/index.js";
    published.module = "./dist/esm/index.js";
    published.types = "./dist/cjs/index.d.ts";
  }
  return published;
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const step = process.argv[2];

if (step === "prepack") {
  // A manifest kept from a pack cut short is the repository's: put it back before anything else.
  if (existsSync(keptFile)) renameSync(keptFile, manifestFile);
  const build = spawnSync(process.execPath, [fileURLToPath(new URL("build.mjs", import.meta.url))], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const workspace = readFileSync(manifestFile, "utf8");
  writeFileSync(keptFile, workspace);
  writeFileSync(manifestFile, json(publishedManifest(JSON.parse(workspace))));
} else if (step === "postpack") {
  if (existsSync(keptFile)) renameSync(keptFile, manifestFile);
} else if (step === "print") {
  process.stdout.write(
    json(publishedManifest(JSON.parse(readFileSync(existsSync(keptFile) ? keptFile : manifestFile, "utf8")))),
  );
} else {
  console.error("usage: node scripts/pack-manifest.mjs prepack | postpack | print");
  process.exit(2);
}
