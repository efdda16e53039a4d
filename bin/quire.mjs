#!/usr/bin/env node
// The `quire` command (serve | migrate | doctor | …): the compiled build when it matches the sources, else the
// TypeScript sources through tsx, as in development. One process either way: signals reach the command itself.
import { register } from "node:module";
import { buildIsFresh } from "../scripts/build-state.mjs";

if (buildIsFresh()) {
  // The build resolves @quire/sdk to its compiled form under the quire-build condition; started without
  // `--conditions=quire-build`, this process adds it to every resolution (its workers are given the flag).
  if (!process.execArgv.includes("--conditions=quire-build")) {
    const hook = `export async function resolve(specifier, context, next) { return next(specifier, { ...context, conditions: [...context.conditions, "quire-build"] }); }`;
    register(`data:text/javascript,${encodeURIComponent(hook)}`);
  }
  process.setSourceMapsEnabled(true);
  await import("../build/cli/index.js");
} else {
  // As in development: a file tsx compiles at run time leaves no esbuild thread behind (esbuild reads this as it loads).
  process.env.ESBUILD_WORKER_THREADS ??= "0";
  const { register: registerTsx } = await import("tsx/esm/api");
  registerTsx();
  await import("../src/cli/index.ts");
}
