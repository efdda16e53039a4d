// The production build: `npm start`'s prestep compiles the server, the CLI, the workers and @quire/sdk; the compiled
// server boots without a TypeScript loader, draws on worker threads that load compiled code, and drains on SIGTERM;
// `quire` runs the build when it matches the sources.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runQuire } from "../cli/quire-process.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const BUILD = join(ROOT, "build");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "quire-build-"));
  dirs.push(d);
  return d;
};

const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const START = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.start as string;
/** `npm start`'s node flags and entry, as the script spells them. */
const startArgs = () => START.slice(START.indexOf("node ") + 5).trim().split(/\s+/);

beforeAll(() => {
  // What `npm start` runs first: a no-op when the build matches the sources.
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
}, 240_000);

describe("the compiled build", () => {
  it("is JavaScript with source maps that loads no TypeScript: every module and worker entry is compiled", () => {
    const all = files(BUILD);
    const js = all.filter((f) => f.endsWith(".js"));
    expect(js.length).toBeGreaterThan(500);
    for (const entry of ["main.js", "cli/index.js", "workers/export-worker.js", "workers/process-child.js", "brands/draw-worker.js"]) expect(all).toContain(join(BUILD, entry));
    expect(all.filter((f) => f.endsWith(".js.map")).length).toBe(js.length);
    expect(all.some((f) => f.endsWith(".test.js"))).toBe(false);
    const loadsTs = js.filter((f) => /(?:from|import\(|new URL\()\s*["'][^"']+\.ts["']/.test(readFileSync(f, "utf8")));
    expect(loadsTs.map((f) => f.slice(BUILD.length))).toEqual([]);
    expect(readFileSync(join(ROOT, "packages/sdk/dist/esm/index.js"), "utf8")).toContain("createQuireClient");
  });

  it("boots as `npm start` runs it, renders on compiled worker threads, and exits 0 on SIGTERM", async () => {
    const child = spawn(process.execPath, startArgs(), { cwd: ROOT, env: { PATH: process.env.PATH!, DATA_DIR: tempDir(), PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
          if (m) (clearInterval(timer), resolve(m[1]!));
        }, 50);
        void exited.then((code) => (clearInterval(timer), reject(new Error(`exited ${code}: ${err}`))));
      });
      expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ status: "ok", db: "ok", model: "builtin" });
      const deck = { kind: "deck", title: "Built", slides: [{ layout: "title", title: "Built" }, { layout: "bullets", title: "Compiled workers", bullets: ["Drawn on a worker thread"] }] };
      const res = await fetch(`${url}/api/render`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ source: deck }) });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { html: string }).html).toContain("Compiled workers");
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(out).toContain('"msg":"stopped"');
    expect(err).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|Cannot find module/);
  }, 120_000);

  it("`quire` runs the build when it matches the sources", async () => {
    const run = await runQuire(tempDir(), ["--help"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/serve/);
  }, 60_000);

  it("`quire serve` from the build is the server itself: one process, which SIGKILL stops", async () => {
    const child = spawn(process.execPath, [join(ROOT, "bin/quire.mjs"), "serve"], { cwd: tempDir(), env: { PATH: process.env.PATH!, DATA_DIR: tempDir(), PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const exited = new Promise<NodeJS.Signals | null>((r) => child.once("exit", (_code, signal) => r(signal)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
        if (m) (clearInterval(timer), resolve(m[1]!));
      }, 50);
      void exited.then(() => (clearInterval(timer), reject(new Error(`exited: ${out}`))));
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // The crash and drain suites signal the process they started: it must be the one that listens.
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    await expect(fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  }, 60_000);
});
