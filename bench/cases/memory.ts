// Bench: memory at rest — the server with 1, 2 and 3 export threads, pools warm, from the build as `npm start` runs it
// beside the sources through tsx (`npm run dev`), same run: RSS of the process, of its work processes, per thread.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { record, summarise, type BenchModule } from "../lib.js";
import { ensureBuild } from "../http-harness.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const RUNS = 3;
const THREADS = [1, 2, 3];
const REST_MS = 10_000;
const WARM_LIMIT_MS = 180_000;
const PROBE_PRELOAD = join(ROOT, "bench/servers/probe-preload.mjs");
const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;

/** A package.json script's node arguments and its environment defaults (`NAME=${NAME:-value}`). */
function script(name: string): { args: string[]; env: Record<string, string> } {
  const text = scripts[name]!;
  const env = Object.fromEntries([...text.matchAll(/\b([A-Z_]+)=\$\{\1:-([^}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
  return {
    args: text
      .slice(text.indexOf("node ") + 5)
      .trim()
      .split(/\s+/),
    env,
  };
}

const vmRssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
/** Pages only this process maps (private clean + dirty): its RSS less node's code and libraries it shares with the others. */
const privateMb = (pid: number) =>
  [...readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").matchAll(/^Private_(?:Clean|Dirty):\s+(\d+)/gm)].reduce(
    (a, m) => a + Number(m[1]),
    0,
  ) / 1024;
const childPids = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

interface AtRest {
  /** The server process with its threads. */
  selfMb: number;
  /** Its work processes, together. */
  childrenMb: number;
  /** Its work processes' own pages, together. */
  childrenPrivateMb: number;
  processes: number;
  heapUsedMb: number;
  externalMb: number;
}

/** Spawns the server with `threads` export threads, waits for its pools to warm, rests, and reads its memory. */
async function atRest(args: string[], env: Record<string, string>, threads: number): Promise<AtRest> {
  const dataDir = mkdtempSync(join(tmpdir(), "quire-memory-"));
  const child = spawn(process.execPath, ["--import", PROBE_PRELOAD, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, ...env, DATA_DIR: dataDir, PORT: "0", EXPORT_WORKERS: String(threads) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  const t0 = performance.now();
  try {
    while (!/"msg":"export pool warm"/.test(out)) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - t0 > WARM_LIMIT_MS) throw new Error("the pools did not warm up");
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, REST_MS));
    const pid = child.pid!;
    const file = join(dataDir, "probe.json");
    process.kill(pid, "SIGUSR2");
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
    const probe = JSON.parse(readFileSync(file, "utf8")) as { heapUsedMb: number; externalMb: number };
    const children = childPids(pid);
    return {
      selfMb: vmRssMb(pid),
      childrenMb: children.reduce((a, c) => a + vmRssMb(c), 0),
      childrenPrivateMb: children.reduce((a, c) => a + privateMb(c), 0),
      processes: children.length,
      heapUsedMb: probe.heapUsedMb,
      externalMb: probe.externalMb,
    };
  } finally {
    const exited = child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null;
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => summarise(values).median;
const fmt = (mb: number) => `${mb.toFixed(0)} MB`;

const mod: BenchModule = {
  name: `memory: at rest with 1–3 export threads (pools warm, ${REST_MS / 1000} s after), build vs tsx (same run)`,
  async run() {
    await ensureBuild();
    const modes = [
      { name: "build (npm start)", ...script("start") },
      { name: "tsx (npm run dev)", ...script("dev") },
    ];
    const runs = new Map<string, AtRest[]>();
    // Interleaved, so a neighbour's burst falls on every configuration alike.
    for (let i = 0; i < RUNS; i++) {
      for (const threads of THREADS) {
        for (const mode of modes) {
          const key = `${mode.name}/${threads}`;
          runs.set(key, [...(runs.get(key) ?? []), await atRest(mode.args, mode.env, threads)]);
        }
      }
    }
    const figures = modes.map((mode) => {
      const at = (threads: number) => {
        const r = runs.get(`${mode.name}/${threads}`)!;
        return {
          self: median(r.map((x) => x.selfMb)),
          children: median(r.map((x) => x.childrenMb)),
          childrenPrivate: median(r.map((x) => x.childrenPrivateMb)),
          processes: r[0]!.processes,
          heap: median(r.map((x) => x.heapUsedMb)),
          external: median(r.map((x) => x.externalMb)),
          all: r.map((x) => x.selfMb),
        };
      };
      const byThreads = THREADS.map(at);
      const [lo, hi] = [byThreads[0]!, byThreads.at(-1)!];
      const span = THREADS.at(-1)! - THREADS[0]!;
      return {
        mode: mode.name,
        byThreads,
        perThread: (hi.self - lo.self) / span,
        perProcess: hi.children / hi.processes,
        perProcessPrivate: hi.childrenPrivate / hi.processes,
      };
    });
    const [ours, anchor] = figures as [(typeof figures)[number], (typeof figures)[number]];
    THREADS.forEach((threads, i) => {
      const [o, a] = [ours.byThreads[i]!, anchor.byThreads[i]!];
      record({
        group: "memory",
        name: `RSS at rest, EXPORT_WORKERS=${threads}${threads === 2 ? " (the default on 2 cores)" : ""}: the process with its threads; its ${o.processes} work process${o.processes > 1 ? "es" : ""}`,
        ours: `${fmt(o.self)}; ${fmt(o.children)}`,
        anchor: `tsx ${fmt(a.self)}; ${fmt(a.children)}`,
        ratio: `${fmt(a.self - o.self)} less`,
        bar: threads === 2 ? "≤ 300 MB" : undefined,
        extra: `runs ${o.all.map(fmt).join(", ")} (tsx ${a.all.map(fmt).join(", ")}); main-thread heap used ${fmt(o.heap)} (tsx ${fmt(a.heap)}), external ${fmt(o.external)} (tsx ${fmt(a.external)})`,
      });
    });
    record({
      group: "memory",
      name: `per export thread at rest (the process's RSS from ${THREADS[0]} to ${THREADS.at(-1)} threads, per thread)`,
      ours: fmt(ours.perThread),
      anchor: `tsx ${fmt(anchor.perThread)}`,
      ratio: `${(anchor.perThread / ours.perThread).toFixed(2)}× less`,
      bar: "≤ 50 MB",
      extra: `each work process beside it (exports, imports, pictures): RSS ${fmt(ours.perProcess)}, its own pages ${fmt(ours.perProcessPrivate)} (tsx ${fmt(anchor.perProcess)}, ${fmt(anchor.perProcessPrivate)}): the rest is node's code, shared`,
    });
  },
};
export default mod;
