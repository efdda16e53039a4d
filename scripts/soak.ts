// npm run soak: the bench's mixed load on Quire processes sharing PostgreSQL + Redis for SOAK_SECONDS (default 600),
// printing RSS over time and a verdict on growth (median of the last minute vs the second minute).
import { fmtByKind, fmtMixed, mixedRequests, probeMixed, runMixed } from "../bench/load/mixed.js";
import { medianRss, RssSampler, rssTrendMbPerMinute } from "../bench/load/rss.js";
import { LOAD_DATABASE_URL, LOAD_REDIS_URL, stackUnavailable, startStack } from "../bench/load/stack.js";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PROCESSES = Number(process.env.SOAK_PROCESSES ?? 2);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const PRINT_EVERY_SECONDS = 10;
/** Under this load RSS swings ±10% between collections (seen: 400–480 MB within 20 s), so a smaller move is noise. */
const NOISE = 0.1;

if (!(SECONDS >= 20) || ![1, 2].includes(PROCESSES) || !(CONNECTIONS >= 1)) {
  console.error("SOAK_SECONDS must be ≥ 20, SOAK_PROCESSES 1 or 2, SOAK_CONNECTIONS ≥ 1");
  process.exit(2);
}
const unavailable = await stackUnavailable();
if (unavailable) {
  console.error(`soak: ${unavailable}`);
  process.exit(2);
}

// At 10 minutes the windows are the second minute and the last minute; shorter runs scale them to a quarter each.
const window = Math.min(60, SECONDS / 4);
console.log(
  `Quire soak — node ${process.version}, ${new Date().toISOString()}: ${PROCESSES} process(es), ${CONNECTIONS} connections, ${SECONDS} s`,
);
console.log(
  `stack: ${LOAD_DATABASE_URL} (temp database), ${LOAD_REDIS_URL}; cycle: 9 document reads, 3 renders, 3 pptx exports, 3 builtin agent runs`,
);

const stack = await startStack("soak");
let exitCode = 0;
try {
  while (stack.processes.length < PROCESSES) await stack.addProcess();
  const requests = mixedRequests(stack.documentId);
  for (const p of stack.processes) await probeMixed(p.url, stack.key, requests);
  const labels = stack.processes.map((_, i) => String.fromCharCode(65 + i));
  const sampler = new RssSampler(new Map(stack.processes.map((p, i) => [labels[i]!, p.child.pid!])));
  const printer = setInterval(() => {
    const line = labels.map((l) => `${l} ${Math.round(sampler.samples.get(l)?.at(-1)?.mb ?? 0)} MB`).join("  ");
    console.log(`t=${String(Math.round(sampler.elapsed())).padStart(4)} s  RSS ${line}`);
  }, PRINT_EVERY_SECONDS * 1_000);
  const result = await runMixed(
    stack.processes.map((p) => p.url),
    stack.key,
    requests,
    SECONDS,
    CONNECTIONS,
  );
  clearInterval(printer);
  sampler.stop();
  console.log(`\nload: ${fmtMixed(result)}\nby kind: ${fmtByKind(result)}`);
  const end = sampler.elapsed();
  console.log(
    `verdict windows: early ${window.toFixed(0)}–${(2 * window).toFixed(0)} s, last ${(end - window).toFixed(0)}–${end.toFixed(0)} s (medians of 1 s samples)`,
  );
  for (const label of labels) {
    const samples = sampler.samples.get(label) ?? [];
    const early = medianRss(samples, window, 2 * window);
    const last = medianRss(samples, end - window, end + 1);
    if (early === null || last === null) {
      console.log(`process ${label}: not enough samples for a verdict`);
      exitCode = 1;
      continue;
    }
    const growth = last - early;
    const trend = rssTrendMbPerMinute(samples, window);
    const verdict = growth > early * NOISE ? `growth +${growth.toFixed(0)} MB` : "no growth";
    if (growth > early * NOISE) exitCode = 1;
    console.log(
      `process ${label}: RSS median ${early.toFixed(0)} MB early, ${last.toFixed(0)} MB last (Δ ${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB, peak ${Math.max(...samples.map((s) => s.mb)).toFixed(0)} MB, trend from ${window.toFixed(0)} s ${trend >= 0 ? "+" : ""}${trend.toFixed(1)} MB/min) → ${verdict}`,
    );
  }
  if (SECONDS < 600)
    console.log(`(a ${SECONDS} s run shows that the soak works; slow growth needs the 10-minute default)`);
  if (result.errors || result.non2xx) exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
