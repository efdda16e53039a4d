// What a worker is started with: the parent's loaders and export conditions, and tsx only when it loads the sources.
import { describe, expect, it } from "vitest";
import { workerExecArgv } from "./worker-exec-argv.js";
import { fromSources, siblingModule } from "../lib/sibling-module.js";
import { projectPath } from "../lib/project-root.js";

describe("worker execArgv", () => {
  it("from the sources: the parent's loaders, plus tsx once", () => {
    expect(workerExecArgv(["--import", "tsx", "--expose-gc"], true)).toEqual(["--import", "tsx"]);
    expect(workerExecArgv(["--max-old-space-size=512"], true)).toEqual(["--import", "tsx"]);
  });

  it("from the build: no loader, and the export condition that resolves @quire/sdk to its compiled form", () => {
    expect(
      workerExecArgv(["--conditions=quire-build", "--enable-source-maps", "--max-semi-space-size=8"], false),
    ).toEqual(["--conditions=quire-build"]);
    expect(workerExecArgv(["-C", "quire-build"], false)).toEqual(["-C", "quire-build"]);
    // `quire` from the build adds the condition by a resolve hook: its workers are given the flag.
    expect(workerExecArgv(["--max-old-space-size=512"], false)).toEqual(["--conditions=quire-build"]);
  });
});

describe("sibling modules", () => {
  it("name a worker entry in the caller's own form: beside it in the sources, at the top of the build from any bundled chunk", () => {
    expect(siblingModule("file:///app/src/workers/export-pool.ts", "export-worker").pathname).toBe(
      "/app/src/workers/export-worker.ts",
    );
    expect(siblingModule("file:///app/build/chunks/chunk-ABC123.js", "export-worker").pathname).toBe(
      projectPath("build", "export-worker.js"),
    );
    expect(fromSources(import.meta.url)).toBe(true);
  });
});
