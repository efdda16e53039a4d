// Bench: the mixed load (reads, render, export, builtin agent) on one and on two processes sharing PostgreSQL + Redis.
import { record, type BenchModule } from "../lib.js";
import { fmtByKind, fmtMixed, mixedRequests, probeMixed, runMixed, type MixedResult } from "../load/mixed.js";
import { RssSampler, rssSeries } from "../load/rss.js";
import { LOAD_DATABASE_URL, LOAD_REDIS_URL, stackUnavailable, startStack } from "../load/stack.js";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 5;
const SECONDS = 20;
const NO_ANCHOR = "no bar set and no anchor can run beside it: figures only, no ratio";

const mod: BenchModule = {
  name: "load: mixed workload on 1 and 2 processes (PostgreSQL + Redis)",
  async run() {
    const unavailable = await stackUnavailable();
    if (unavailable) {
      console.log(`[load] skipped: ${unavailable}`);
      return;
    }
    const stack = await startStack("load");
    const sampler = new RssSampler(new Map([["A", stack.processes[0]!.child.pid!]]));
    const now = () => Math.round(sampler.elapsed());
    try {
      const requests = mixedRequests(stack.documentId);
      const results: MixedResult[] = [];
      for (const count of [1, 2]) {
        if (count === 2) sampler.add("B", (await stack.addProcess()).child.pid!);
        const urls = stack.processes.map((p) => p.url);
        for (const url of urls) await probeMixed(url, stack.key, requests);
        await runMixed(urls, stack.key, requests, WARMUP_SECONDS, CONNECTIONS);
        const from = now();
        const result = await runMixed(urls, stack.key, requests, SECONDS, CONNECTIONS);
        results.push(result);
        record({
          group: "load",
          name: `mixed ${requests.length}-request cycle, ${count} process${count > 1 ? "es" : ""} — ${CONNECTIONS} conns, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up (t=${from}–${now()} s)`,
          ours: fmtMixed(result),
          bar: NO_ANCHOR,
          extra: `by kind: ${fmtByKind(result)}`,
        });
      }
      record({ group: "load", name: "two processes vs one (same 10 connections, same machine)", ours: `${(results[1]!.rps / results[0]!.rps).toFixed(2)}× the req/s`, extra: "the load generator shares the 2 cores with the servers, PostgreSQL and Redis" });
      sampler.sample();
      for (const [label, samples] of sampler.samples) {
        const peak = Math.max(...samples.map((s) => s.mb));
        record({ group: "load", name: `RSS of process ${label} over time (MB, every 5 s; t from the start of the module)`, ours: rssSeries(samples, 5), extra: `peak ${peak.toFixed(0)} MB` });
      }
      console.log(`[load] stack: ${LOAD_DATABASE_URL} (temp database per run), ${LOAD_REDIS_URL}; cycle: 9 reads, 3 renders, 3 pptx exports, 3 agent runs`);
    } finally {
      sampler.stop();
      await stack.stop();
    }
  },
};
export default mod;
