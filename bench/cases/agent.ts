// Bench: the agent with the builtin model over HTTP — first line and done for deck/doc/sheet and for a 2,000-word preserve
// request, 20 concurrent streams (throughput, event-loop lag p99, peak RSS) — on the build beside the sources through tsx.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ms, record, summarise, type BenchModule, type Timing } from "../lib.js";
import { startBuild, startChild, type ChildServer } from "../http-harness.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";
import { generateNotes } from "../../test/agent/text-mode-inputs.js";

/** The same pasted outline every run: headings, prose, lists, figures and dates, about 2,000 words. */
const NOTES = generateNotes(7, "en", 2000);

const CASES: { name: string; body: Record<string, unknown>; bar?: string }[] = [
  {
    name: "deck (10 slides)",
    body: { prompt: "Create a 10-slide pitch deck about solar panels for small farms for investors", slides: 10 },
    bar: "≤ 100 ms",
  },
  { name: "doc (report)", body: { prompt: "Write a report on remote work productivity in 2026" } },
  { name: "sheet (budget)", body: { prompt: "A budget spreadsheet for a school trip to Rome" } },
  {
    name: `deck, textMode preserve (${NOTES.words.toLocaleString("en-US")} words of notes)`,
    body: { prompt: NOTES.text, textMode: "preserve" },
    bar: "≤ 50 ms",
  },
];

/** One streamed run: ms to the first line and to the end of the stream; throws unless the last line is `done`. */
async function stream(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ first: number; done: number; text: string }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/agent`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`agent: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  let first = 0;
  let text = "";
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - t0;
    text += decoder.decode(value, { stream: true });
  }
  const last = JSON.parse(text.trimEnd().split("\n").at(-1)!) as { type: string };
  if (last.type !== "done") throw new Error(`stream ended with ${last.type}`);
  return { first, done: performance.now() - t0, text };
}

/** CPU time (user + system) the server process has used, in ms: a figure the shared machine's load does not inflate much. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Probe {
  lagP99Ms: number;
  lagMaxMs: number;
  rssMb: number;
  peakRssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

async function probe(pid: number, dataDir: string): Promise<Probe> {
  const file = join(dataDir, "probe.json");
  if (existsSync(file)) rmSync(file);
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(readFileSync(file, "utf8"));
}

const ROUNDS = 10;
const LIMITS = { RATE_LIMIT_AGENT_PER_MINUTE: "1000000000", RATE_LIMIT_AGENT_PER_DAY: "1000000000" };

interface AgentFigures {
  cases: { firsts: Timing; dones: Timing; cpuMs: number }[];
  concurrent: { streamsPerSecond: number; perStream: Timing; cpuMs: number; stats: Probe };
  revisions: Timing;
}

/** The whole sequence on one server: each case alone, then 20 streams at once, then revisions of a saved deck. */
async function measure(quire: ChildServer): Promise<AgentFigures> {
  const headers = {
    authorization: `Bearer ${await createApiKey(quire.url, "agent-bench@example.test", sqliteOutbox(quire.dataDir))}`,
  };
  const pid = quire.child.pid!;
  const cases: AgentFigures["cases"] = [];
  for (const c of CASES) {
    for (let i = 0; i < 5; i++) await stream(quire.url, headers, c.body);
    const firsts: number[] = [];
    const dones: number[] = [];
    const cpu0 = cpuMs(pid);
    for (let i = 0; i < 40; i++) {
      const r = await stream(quire.url, headers, c.body);
      firsts.push(r.first);
      dones.push(r.done);
    }
    cases.push({ firsts: summarise(firsts), dones: summarise(dones), cpuMs: (cpuMs(pid) - cpu0) / 40 });
  }

  process.kill(pid, "SIGUSR1");
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stream(quire.url, headers, CASES[i % 3]!.body)),
    );
    for (const x of results) all.push(x.done);
  }
  const seconds = (performance.now() - t0) / 1000;
  const concurrent = {
    streamsPerSecond: (ROUNDS * 20) / seconds,
    perStream: summarise(all),
    cpuMs: (cpuMs(pid) - cpu0) / (ROUNDS * 20),
    stats: await probe(pid, quire.dataDir),
  };

  // After the concurrent rounds, so their RSS figure is as before. A revision of a saved 8-slide deck: read, edit (swap two slides and back, fill a figure), save as a new version.
  const saved = await stream(quire.url, headers, {
    prompt: "Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%",
  });
  const documentId = (JSON.parse(saved.text.trimEnd().split("\n").at(-2)!) as { document: { id: string } }).document.id;
  const revise = { prompt: "Swap the customers and risks slides and set gross margin to 38%", documentId };
  for (let i = 0; i < 5; i++) await stream(quire.url, headers, revise);
  const revisions: number[] = [];
  for (let i = 0; i < 40; i++) revisions.push((await stream(quire.url, headers, revise)).done);
  return { cases, concurrent, revisions: summarise(revisions) };
}

async function measureOn(start: () => Promise<ChildServer>): Promise<AgentFigures> {
  const quire = await start();
  try {
    return await measure(quire);
  } finally {
    await quire.stop();
  }
}

const fmtConcurrent = (c: AgentFigures["concurrent"]) =>
  `${Math.round(c.streamsPerSecond)} streams/s, per stream ${ms(c.perStream)}; lag p99 ${c.stats.lagP99Ms.toFixed(1)} ms (max ${c.stats.lagMaxMs.toFixed(1)} ms); RSS ${c.stats.rssMb.toFixed(0)} MB, peak ${c.stats.peakRssMb.toFixed(0)} MB; CPU ${c.cpuMs.toFixed(1)} ms/stream`;

const mod: BenchModule = {
  name: "agent: builtin model over HTTP (NDJSON stream), the build as npm start runs it beside the sources through tsx (same run)",
  async run() {
    // The same sequence on each, one after the other, so the 20 streams meet a process with the same history.
    const ours = await measureOn(() => startBuild(LIMITS, "/api/health"));
    const anchor = await measureOn(() => startChild("bench/servers/agent-probe.ts", LIMITS, "/api/health"));
    const vs = (a: number, b: number) => `${(b / a).toFixed(2)}× the tsx time`;
    CASES.forEach((c, i) => {
      const [o, a] = [ours.cases[i]!, anchor.cases[i]!];
      record({
        group: "agent",
        name: `${c.name}: first line`,
        ours: ms(o.firsts),
        anchor: `tsx ${ms(a.firsts)}`,
        ratio: vs(a.firsts.median, o.firsts.median),
        bar: "≤ 20 ms",
      });
      record({
        group: "agent",
        name: `${c.name}: done`,
        ours: ms(o.dones),
        anchor: `tsx ${ms(a.dones)}`,
        ratio: vs(a.dones.median, o.dones.median),
        bar: c.bar,
        extra: `server CPU ${o.cpuMs.toFixed(1)} ms per run, tsx ${a.cpuMs.toFixed(1)} (auth, limits, compose, save, stream)`,
      });
    });
    const [oc, ac] = [ours.concurrent, anchor.concurrent];
    record({
      group: "agent",
      name: `20 concurrent streams × ${ROUNDS} rounds (deck/doc/sheet mix)`,
      ours: `build: ${fmtConcurrent(oc)}`,
      anchor: `tsx: ${fmtConcurrent(ac)}`,
      ratio: `peak RSS ${(oc.stats.peakRssMb - ac.stats.peakRssMb).toFixed(0)} MB vs tsx, streams/s ×${(oc.streamsPerSecond / ac.streamsPerSecond).toFixed(2)}`,
      bar: "lag p99 ≤ 50 ms; peak RSS ≤ 300 MB from the build",
      extra: `main-thread heap used ${oc.stats.heapUsedMb.toFixed(0)} MB (tsx ${ac.stats.heapUsedMb.toFixed(0)}), external ${oc.stats.externalMb.toFixed(0)} MB (tsx ${ac.stats.externalMb.toFixed(0)})`,
    });
    record({
      group: "agent",
      name: "revise a saved deck (3 edits): done",
      ours: ms(ours.revisions),
      anchor: `tsx ${ms(anchor.revisions)}`,
      ratio: vs(anchor.revisions.median, ours.revisions.median),
      extra: "edit lines, content, document (new version saved), done",
    });
  },
};
export default mod;
