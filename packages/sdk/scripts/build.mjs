// Builds @quire/sdk into dist/ from scratch: ESM in dist/esm and CommonJS in dist/cjs, each with its .d.ts
// declarations, by one `tsc -b` over tsconfig.build.json and tsconfig.cjs.json (one process, two outputs).
// dist/cjs gets a package.json {"type":"commonjs"} so Node reads its .js files as CommonJS inside this ESM package.
// `--clean` removes dist/. The API types (src/openapi.ts) are generated first from the service's own OpenAPI document
// when the package sits in the Quire repository (a clone has none: they are not committed); a copy of the package
// elsewhere builds from the src/openapi.ts it carries.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const dist = new URL("../dist/", import.meta.url);

rmSync(dist, { recursive: true, force: true });
if (process.argv.includes("--clean")) process.exit(0);

const repository = fileURLToPath(new URL("../../..", import.meta.url));
const generator = join(repository, "scripts/generate-sdk-types.ts");
if (existsSync(generator)) {
  // `npm run generate:sdk`, run from the repository's root so that tsx and the service's packages resolve.
  const generated = spawnSync(process.execPath, ["--import", "tsx", generator], { cwd: repository, stdio: "inherit" });
  if (generated.status !== 0) {
    console.error("@quire/sdk: generating src/openapi.ts failed (is `npm ci` done at the repository root?)");
    process.exit(generated.status ?? 1);
  }
} else if (!existsSync(new URL("../src/openapi.ts", import.meta.url))) {
  console.error(
    "packages/sdk/src/openapi.ts is missing and there is no Quire repository around this package to generate it from.",
  );
  process.exit(1);
}

// The repository's TypeScript (a root devDependency), found the way Node finds any package from here.
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const started = Date.now();
const built = spawnSync(process.execPath, [tsc, "-b", "tsconfig.build.json", "tsconfig.cjs.json"], {
  cwd: here,
  stdio: "inherit",
});
if (built.status !== 0) process.exit(built.status ?? 1);

mkdirSync(new URL("cjs/", dist), { recursive: true });
writeFileSync(new URL("cjs/package.json", dist), `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
for (const info of ["esm.tsbuildinfo", "cjs.tsbuildinfo"]) rmSync(new URL(info, dist), { force: true });
console.log(`@quire/sdk built into dist/ (esm, cjs, declarations) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
