// Starts servers as child processes (the bench process only drives load) and runs autocannon against them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { record } from "./lib.js";

export interface ChildServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const ROOT = new URL("..", import.meta.url).pathname;

/**
 * How `npm start` runs the service (package.json): its environment defaults (`NAME=${NAME:-value}`: the allocator's
 * arenas, esbuild's threads) and V8 flags, so figures are the deployed process's.
 */
const START = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts
  .start;
export const START_ENV: Record<string, string> = Object.fromEntries(
  [...START.matchAll(/\b([A-Z_]+)=\$\{\1:-([^}]*)\}/g)].map((m) => [m[1]!, m[2]!]),
);
const START_FLAGS = START.match(/--max-(?:old|semi)-space-size=\d+/g) ?? [];

/** Starts `script` (a .ts file relative to the repo root, or to `root`: another checkout) under tsx and waits until it answers `readyPath`. */
export async function startChild(
  script: string,
  env: Record<string, string> = {},
  readyPath = "/",
  root = ROOT,
): Promise<ChildServer> {
  return startNode([...START_FLAGS, "--import", "tsx", join(root, script)], script, env, readyPath, root);
}

/** The node arguments of package.json's `start` ("… node --flags entry"): the compiled build as `npm start` runs it. */
const START_ARGS = START.slice(START.indexOf("node ") + 5)
  .trim()
  .split(/\s+/);
const PROBE_PRELOAD = join(ROOT, "bench/servers/probe-preload.mjs");

/**
 * Starts the compiled build as `npm start` runs it (its node flags and entry, its environment defaults) with the bench
 * probe preloaded (`--import probe-preload.mjs`: SIGUSR1/SIGUSR2, nothing of the bench in the service), after
 * `ensureBuild()`; waits until it answers `readyPath`.
 */
export async function startBuild(env: Record<string, string> = {}, readyPath = "/"): Promise<ChildServer> {
  await ensureBuild();
  return startNode(["--import", PROBE_PRELOAD, ...START_ARGS], "the build (npm start)", env, readyPath, ROOT);
}

/** Builds the server when the build is older than the sources (package.json's `prestart`, as `npm start` does); throws when that fails. */
export async function ensureBuild(): Promise<void> {
  const state = (await import(join(ROOT, "scripts/build-state.mjs"))) as { buildIsFresh(): boolean };
  if (state.buildIsFresh()) return;
  console.log("[bench] the build is older than the sources: building it (npm run prestart)");
  const built = spawnSync("npm", ["run", "prestart"], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0 || !state.buildIsFresh())
    throw new Error(
      "the compiled build is stale and `npm run prestart` could not build it: run `npm run build` and read its errors",
    );
}

async function startNode(
  args: string[],
  what: string,
  env: Record<string, string>,
  readyPath: string,
  root: string,
): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "quire-bench-"));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...START_ENV,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url + readyPath);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    dataDir,
    child,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time per request (user + system, all threads), when its pid was given. */
  cpuUs?: number;
}

/** CPU time used so far by process `pid`, in µs (Linux /proc; undefined elsewhere). */
function cpuTimeUs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1e6) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/** autocannon with 10 connections for `seconds` (bounded; loopback only); `pid` adds the server's CPU per request. */
export async function load(
  url: string,
  options: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    pid?: number;
  } = {},
): Promise<LoadResult> {
  const cpuBefore = cpuTimeUs(options.pid);
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
    headers: options.headers,
    method: (options.method ?? "GET") as "GET",
    body: options.body,
  });
  const cpuAfter = cpuTimeUs(options.pid);
  const requests = result.requests.total;
  const cpuUs =
    cpuBefore !== undefined && cpuAfter !== undefined && requests > 0 ? (cpuAfter - cpuBefore) / requests : undefined;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuUs,
  };
}

export const fmtLoad = (r: LoadResult) =>
  `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.cpuUs !== undefined ? `, server CPU ${r.cpuUs.toFixed(0)} µs/req` : ""}${r.errors || r.non2xx ? `, errors ${r.errors}, non-2xx ${r.non2xx}` : ""}`;

let bareServer: Promise<ChildServer> | undefined;

/** The bare-Hono anchor server, started once per bench run; `stopBareHono()` ends it (run.ts calls it last). */
export function bareHonoServer(): Promise<ChildServer> {
  bareServer ??= startChild("bench/servers/bare-hono.ts").then((server) => {
    // A live child keeps the event loop busy, so `beforeExit` never fires; on a crash, `exit` still kills it.
    process.once("exit", () => server.child.kill("SIGTERM"));
    return server;
  });
  return bareServer;
}

export async function stopBareHono(): Promise<void> {
  const server = bareServer;
  bareServer = undefined;
  await (await server)?.stop();
}

export interface Comparison {
  ours: LoadResult;
  bare: LoadResult;
  /** The median over rounds of ours.rps / bare.rps, each round's pair measured back to back. */
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianBy = (results: LoadResult[], key: "rps" | "p50" | "p99") =>
  [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)]!;

/**
 * Load on `url` and on bare Hono in alternating rounds (the machine is shared and noisy, so the two must see
 * the same conditions); returns the median round of each, and the median of the rounds' ratios: a neighbour's
 * burst that slows one round of both moves that round's ratio far less than either figure.
 */
export async function compareWithBareHono(
  url: string,
  options: { rounds?: number; seconds?: number; headers?: Record<string, string>; pid?: number } = {},
): Promise<Comparison> {
  const bare = await bareHonoServer();
  const seconds = options.seconds ?? 3;
  await load(url, { seconds: 1, headers: options.headers });
  await load(bare.url, { seconds: 1 });
  const ours: LoadResult[] = [];
  const anchors: LoadResult[] = [];
  for (let i = 0; i < (options.rounds ?? COMPARE_ROUNDS); i++) {
    anchors.push(await load(bare.url, { seconds, pid: bare.child.pid }));
    ours.push(await load(url, { seconds, headers: options.headers, pid: options.pid }));
  }
  return {
    ours: medianBy(ours, "rps"),
    bare: medianBy(anchors, "rps"),
    ratio: median(ours.map((o, i) => o.rps / anchors[i]!.rps)),
  };
}

export const COMPARE_ROUNDS = 5;

/**
 * Checks that `path` answers 200 on `server`, compares it with bare Hono, and records the row; the name gets the
 * load's shape appended.
 */
export async function recordComparison(
  server: ChildServer,
  path: string,
  row: { group: string; name: string; bar: string; headers?: Record<string, string> },
): Promise<void> {
  const probe = await fetch(`${server.url}${path}`, { headers: row.headers });
  if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
  const { ours, bare, ratio } = await compareWithBareHono(`${server.url}${path}`, {
    headers: row.headers,
    pid: server.child.pid,
  });
  record({
    group: row.group,
    name: `${row.name} (10 conns, ${COMPARE_ROUNDS} rounds × 3 s)`,
    ours: fmtLoad(ours),
    anchor: `bare Hono ${fmtLoad(bare)}`,
    ratio: `${(ratio * 100).toFixed(0)}% of bare Hono`,
    bar: row.bar,
  });
}
