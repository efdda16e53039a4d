#!/usr/bin/env node
// The `quire` command (serve | migrate | doctor | …): the compiled build when it matches the sources, else the
// TypeScript sources through tsx, as in development.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildIsFresh } from "../scripts/build-state.mjs";

const CONDITION = "--conditions=quire-build";

if (!buildIsFresh()) {
  // As in development: a file tsx compiles at run time leaves no esbuild thread behind (esbuild reads this as it loads).
  process.env.ESBUILD_WORKER_THREADS ??= "0";
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/index.ts");
} else if (process.execArgv.includes(CONDITION)) {
  await import("../build/cli/index.js");
} else {
  // The build resolves @quire/sdk to its compiled form under a condition Node reads only at start: run again with it,
  // passing signals on so that `quire serve` still drains on SIGTERM.
  const child = spawn(process.execPath, [CONDITION, "--enable-source-maps", ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
}
