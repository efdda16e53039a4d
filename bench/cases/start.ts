// Bench: a cold start — process spawned to /api/health answering, to its pools warm, and its memory at rest after — from
// the compiled build as `npm start` runs it, beside the same service from its sources through tsx (`npm run dev`).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mb, ms, record, summarise, type BenchModule } from "../lib.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const RUNS = 5;
const REST_MS = 5_000;
const WARM_LIMIT_MS = 180_000;
const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
/** A package.json script's node flags and entry ("MALLOC_ARENA_MAX=… node --flags entry"). */
const nodeArgs = (script: string) =>
  script
    .slice(script.indexOf("node ") + 5)
    .trim()
    .split(/\s+/);

/** Resident memory of a process and of its children (the work processes), from /proc. */
function rssOf(pid: number): { self: number; children: number } {
  const kb = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) * 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return { self: kb(pid), children: children.reduce((a, c) => a + kb(c), 0) };
}

async function startOnce(
  args: string[],
  env: Record<string, string>,
): Promise<{ ms: number; warm: number; rss: { self: number; children: number } }> {
  const dataDir = mkdtempSync(join(tmpdir(), "quire-start-"));
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, DATA_DIR: dataDir, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  try {
    let url: string | null = null;
    for (;;) {
      url ??= /"url":"(http:\/\/[^"]+)"/.exec(out)?.[1] ?? null;
      if (
        url &&
        (await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        break;
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const took = performance.now() - t0;
    // The pools' warm-up (every export worker started, the exporters, renderer and composer loaded), then rest.
    while (!/"msg":"export pool warm"/.test(out)) {
      if (child.exitCode !== null || performance.now() - t0 > WARM_LIMIT_MS)
        throw new Error("the pools did not warm up");
      await new Promise((r) => setTimeout(r, 20));
    }
    const warm = performance.now() - t0;
    await new Promise((r) => setTimeout(r, REST_MS));
    return { ms: took, warm, rss: rssOf(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mod: BenchModule = {
  name: `start: spawned to healthy, to the pools warm, then RSS ${REST_MS / 1000} s later (build vs tsx, same run)`,
  async run() {
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
    const cases: { name: string; args: string[]; env: Record<string, string> }[] = [
      { name: "compiled build (npm start)", args: nodeArgs(scripts.start!), env: { MALLOC_ARENA_MAX: "2" } },
      {
        name: "sources through tsx (npm run dev)",
        args: nodeArgs(scripts.dev!),
        env: { MALLOC_ARENA_MAX: "2", ESBUILD_WORKER_THREADS: "0" },
      },
    ];
    const results = [];
    for (const c of cases) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startOnce(c.args, c.env));
      results.push({
        ...c,
        timing: summarise(runs.map((r) => r.ms)),
        warm: summarise(runs.map((r) => r.warm)),
        self: Math.max(...runs.map((r) => r.rss.self)),
        children: Math.max(...runs.map((r) => r.rss.children)),
      });
    }
    const [ours, anchor] = results as [(typeof results)[number], (typeof results)[number]];
    record({
      group: "start",
      name: "spawned to /api/health 200",
      ours: `${ours.name}: ${ms(ours.timing)}`,
      anchor: `${anchor.name}: ${ms(anchor.timing)}`,
      ratio: `${(anchor.timing.median / ours.timing.median).toFixed(2)}× faster`,
      bar: "≤ 1.5 s from the build",
    });
    record({
      group: "start",
      name: "spawned to the pools warm (every export worker started, exporters, renderer and composer loaded)",
      ours: ms(ours.warm),
      anchor: ms(anchor.warm),
      ratio: `${(anchor.warm.median / ours.warm.median).toFixed(2)}× faster`,
    });
    record({
      group: "start",
      name: "RSS at rest (the process with its threads; its work processes)",
      ours: `${mb(ours.self)}; ${mb(ours.children)}`,
      anchor: `${mb(anchor.self)}; ${mb(anchor.children)}`,
      bar: "≤ 300 MB",
    });
  },
};
export default mod;
