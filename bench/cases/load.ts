// Bench: the mixed load (reads, render, export, builtin agent) on one and on two processes sharing PostgreSQL + Redis,
// from the build as `npm start` runs it beside the same load on the sources through tsx (same run, one after the other).
import { record, type BenchModule } from "../lib.js";
import { fmtByKind, fmtMixed, mixedRequests, probeMixed, runMixed, type MixedResult } from "../load/mixed.js";
import { RssSampler, rssSeries, type RssSample } from "../load/rss.js";
import { LOAD_DATABASE_URL, LOAD_REDIS_URL, stackUnavailable, startStack } from "../load/stack.js";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 5;
const SECONDS = 20;

interface LoadFigures {
  /** One process, then two. */
  results: MixedResult[];
  /** When each measured run was, in seconds from this stack's start. */
  windows: string[];
  samples: Map<string, RssSample[]>;
  cycle: number;
}

/** The whole module's sequence on one stack: 1 process, then a second added; RSS of each sampled every second. */
async function measure(from: "build" | "sources"): Promise<LoadFigures> {
  const stack = await startStack("load", from);
  const sampler = new RssSampler(new Map([["A", stack.processes[0]!.child.pid!]]));
  const now = () => Math.round(sampler.elapsed());
  try {
    const requests = mixedRequests(stack.documentId);
    const results: MixedResult[] = [];
    const windows: string[] = [];
    for (const count of [1, 2]) {
      if (count === 2) sampler.add("B", (await stack.addProcess()).child.pid!);
      const urls = stack.processes.map((p) => p.url);
      for (const url of urls) await probeMixed(url, stack.key, requests);
      await runMixed(urls, stack.key, requests, WARMUP_SECONDS, CONNECTIONS);
      const from = now();
      results.push(await runMixed(urls, stack.key, requests, SECONDS, CONNECTIONS));
      windows.push(`t=${from}–${now()} s`);
    }
    sampler.sample();
    return { results, windows, samples: sampler.samples, cycle: requests.length };
  } finally {
    sampler.stop();
    await stack.stop();
  }
}

const peak = (samples: RssSample[]) => Math.max(...samples.map((s) => s.mb));

const mod: BenchModule = {
  name: "load: mixed workload on 1 and 2 processes (PostgreSQL + Redis), the build beside the sources through tsx (same run)",
  async run() {
    const unavailable = await stackUnavailable();
    if (unavailable) {
      console.log(`[load] skipped: ${unavailable}`);
      return;
    }
    const ours = await measure("build");
    const anchor = await measure("sources");
    for (const [i, count] of [1, 2].entries()) {
      const [o, a] = [ours.results[i]!, anchor.results[i]!];
      record({
        group: "load",
        name: `mixed ${ours.cycle}-request cycle, ${count} process${count > 1 ? "es" : ""} — ${CONNECTIONS} conns, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up (build ${ours.windows[i]}, tsx ${anchor.windows[i]})`,
        ours: `build: ${fmtMixed(o)}`,
        anchor: `tsx: ${fmtMixed(a)}`,
        ratio: `${((o.rps / a.rps) * 100).toFixed(0)}% of the tsx req/s`,
        bar: count === 1 ? "req/s within 10% of tsx or better; 0 errors" : undefined,
        extra: `by kind, build: ${fmtByKind(o)} | tsx: ${fmtByKind(a)}`,
      });
    }
    record({
      group: "load",
      name: "two processes vs one (same 10 connections, same machine)",
      ours: `build ${(ours.results[1]!.rps / ours.results[0]!.rps).toFixed(2)}× the req/s`,
      anchor: `tsx ${(anchor.results[1]!.rps / anchor.results[0]!.rps).toFixed(2)}×`,
      extra: "the load generator shares the 2 cores with the servers, PostgreSQL and Redis",
    });
    for (const label of ours.samples.keys()) {
      const [o, a] = [ours.samples.get(label)!, anchor.samples.get(label) ?? []];
      record({
        group: "load",
        name: `peak RSS of process ${label} (the process with its threads; not its work processes)`,
        ours: `build ${peak(o).toFixed(0)} MB`,
        anchor: a.length ? `tsx ${peak(a).toFixed(0)} MB` : undefined,
        bar: label === "A" ? "≤ 400 MB" : undefined,
        extra: `MB every 5 s, build: ${rssSeries(o, 5)} | tsx: ${rssSeries(a, 5)}`,
      });
    }
    console.log(
      `[load] stack: ${LOAD_DATABASE_URL} (temp database per run), ${LOAD_REDIS_URL}; cycle: 9 reads, 3 renders, 3 pptx exports, 3 agent runs`,
    );
  },
};
export default mod;
