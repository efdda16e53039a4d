#!/usr/bin/env node
// The `quire` command: registers the TypeScript loader, then runs src/cli/index.ts (serve | migrate | doctor).

// As `npm start`: a file tsx compiles at run time leaves no esbuild thread behind (esbuild reads this as it loads).
process.env.ESBUILD_WORKER_THREADS ??= "0";
const { register } = await import("tsx/esm/api");

register();
await import("../src/cli/index.ts");
