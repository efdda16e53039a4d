// File work through the service as a user meets it: a brand template uploaded, a 30-slide deck exported as pdf and as
// png pictures, each over HTTP into the work processes; and what the server and each work process hold at rest. With
// QUIRE_BENCH_BASELINE=<a checkout of another commit>, the same workload runs on that checkout's server in the same
// run, in alternating rounds, and each row shows the ratio (issue 65's bar: the process boundary within 10% of the threads before it).
import { readdirSync, readFileSync } from "node:fs";
import { startChild, type ChildServer } from "../http-harness.js";
import { mb, ms, record, summarise, type Timing } from "../lib.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";
import { benchDeck } from "../workload.js";

const TEMPLATE = new URL("../../test/fixtures/third-party/brands/poi-themes-7-masters.pptx", import.meta.url);
const LIMITS = Object.fromEntries(
  ["BRANDS", "EXPORT", "WORKSPACE"].flatMap((n) => [
    [`RATE_LIMIT_${n}_PER_MINUTE`, "1000000"],
    [`RATE_LIMIT_${n}_PER_DAY`, "1000000"],
  ]),
);
const ENV = { ...LIMITS, EXPORT_WORKERS: "2", WORK_PER_CALLER: "1000" };

type Operation = "upload" | "pdf" | "png";

/** One server under measurement: its key and what each operation sends. */
interface Side {
  server: ChildServer;
  go: Record<Operation, () => Promise<void>>;
}

/** Rounds of each operation: a warm-up, then the runs timed. */
const ROUNDS: Record<Operation, [runs: number, warmup: number]> = { upload: [15, 3], pdf: [15, 3], png: [9, 2] };

/** `pid` and each process it started: each one's parent, CPU ticks (threads included) and resident bytes. */
function processTree(pid: number): { pid: number; ticks: number; rss: number }[] {
  const tree: { pid: number; ticks: number; rss: number }[] = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, "utf8")
        .replace(/^.*\) /, "")
        .split(" ");
      // Fields after the name: state, ppid, … utime (12th), stime (13th), … rss in pages (22nd).
      if (Number(d) === pid || Number(f[1]) === pid)
        tree.push({ pid: Number(d), ticks: Number(f[11]) + Number(f[12]), rss: Number(f[21]) * 4096 });
    } catch {
      // a process that ended meanwhile
    }
  }
  return tree;
}

const cpuTicks = (pid: number) => processTree(pid).reduce((sum, p) => sum + p.ticks, 0);

/**
 * Until every server's processes have idled for a moment (at most 20 s): work a server goes on with after answering
 * (a brand's pictures drawn after its 201) would otherwise land on the other side's timed request, on two cores.
 */
async function quiet(sides: Side[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  let before = sides.map((s) => cpuTicks(s.server.child.pid!));
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = sides.map((s) => cpuTicks(s.server.child.pid!));
    // Under 5% of one core over the 200 ms (a tick is 10 ms).
    if (now.every((t, i) => t - before[i]! <= 1)) return;
    before = now;
  }
}

/** The resident memory of `pid` and of each process it started, in bytes. */
function residentOf(pid: number): { server: number; work: number[] } {
  const tree = processTree(pid);
  return {
    server: tree.find((p) => p.pid === pid)?.rss ?? 0,
    work: tree.filter((p) => p.pid !== pid).map((p) => p.rss),
  };
}

async function side(root?: string): Promise<Side> {
  const server = await startChild("src/main.ts", ENV, "/api/health", root);
  const key = await createApiKey(server.url, "bench-work@example.test", sqliteOutbox(server.dataDir));
  const auth = { authorization: `Bearer ${key}` };
  const template = readFileSync(TEMPLATE);
  const deck = JSON.stringify({ source: benchDeck(), format: "pdf" });
  const png = JSON.stringify({ source: benchDeck(), format: "png", width: 1600 });
  const ok = async (res: Response) => {
    if (res.status >= 300) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const upload = () => {
    const form = new FormData();
    form.append("file", new File([template], "brand.pptx"));
    return fetch(`${server.url}/api/brands`, { method: "POST", headers: auth, body: form }).then(ok);
  };
  const exportOf = (body: string) => () =>
    fetch(`${server.url}/api/export`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body,
    }).then(ok);
  return { server, go: { upload, pdf: exportOf(deck), png: exportOf(png) } };
}

/**
 * Each operation on both servers in alternating rounds (ours, then the baseline's, then ours…), so a neighbour's burst
 * or the machine warming slows both alike (measured one after the other, the same checkout's png export moved 25%),
 * each timed once both servers are quiet.
 */
async function alternate(sides: Side[], operation: Operation): Promise<Timing[]> {
  const [runs, warmup] = ROUNDS[operation];
  for (let i = 0; i < warmup; i++) for (const s of sides) await s.go[operation]();
  const samples: number[][] = sides.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [at, s] of sides.entries()) {
      await quiet(sides);
      const t0 = performance.now();
      await s.go[operation]();
      samples[at]!.push(performance.now() - t0);
    }
  }
  return samples.map(summarise);
}

export default {
  name: "work: a template uploaded, a deck exported as pdf and png, through the work processes",
  async run() {
    const baselineRoot = process.env.QUIRE_BENCH_BASELINE;
    const sides = [await side()];
    try {
      if (baselineRoot) sides.push(await side(baselineRoot));
      const rows: [string, Operation][] = [
        ["brand upload of a real template (322 KB, 7 masters): checked, analysed, drawn for its lint", "upload"],
        ["30-slide deck → pdf over HTTP", "pdf"],
        ["30-slide deck → png pictures at 1600 px over HTTP (a zip)", "png"],
      ];
      for (const [name, operation] of rows) {
        const [ours, before] = await alternate(sides, operation);
        const ratio = before ? `${((ours!.median / before.median - 1) * 100).toFixed(0)}% vs the baseline` : undefined;
        record({
          group: "work",
          name,
          ours: ms(ours!),
          anchor: before ? ms(before) : undefined,
          ratio,
          bar: "within 10% of the threads before (QUIRE_BENCH_BASELINE)",
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const [ours, before] = sides.map((s) => residentOf(s.server.child.pid!));
      const said = (m: { server: number; work: number[] }) =>
        `server ${mb(m.server)}, ${m.work.length} child processes ${m.work.map(mb).join(" + ")}`;
      record({
        group: "work",
        name: "RSS at rest after the workload",
        ours: said(ours!),
        anchor: before ? said(before) : undefined,
        extra:
          "the child processes are the work processes (under tsx: node and its loader thread are about 75 MB of each)",
      });
    } finally {
      for (const s of sides) await s.server.stop();
    }
  },
};
