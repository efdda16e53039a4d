// Health asked every 20 ms of a server process while work runs, its slowest answer told against the work in flight; and
// how much slower than the reference host this one runs before, during and after it, so the 100 ms bar means the same
// on a slower machine.
import { Worker } from "node:worker_threads";

/**
 * The reference work's fastest run on the machine the bar was set on (2 cores, 2026-11-27: 15.8-16.6 ms over five
 * runs). On a host k times slower every pause of the server's one thread (a garbage collection, reading a 2 MiB body) is
 * k times longer too: CI once ran the same attacks' work 2.5-3.5x slower than that machine, and health read 120 ms.
 */
const REFERENCE_MS = 16;
/** Past this slowdown the bar stops growing: an attack that stalls the server for seconds fails on any host. */
const MAX_SLOWDOWN = 4;

const sheet = {
  kind: "sheet",
  title: "Reference",
  sheets: [
    {
      name: "T",
      columns: [{ header: "A" }, { header: "B" }],
      rows: Array.from({ length: 40_000 }, (_, i) => [i, { formula: "SUM(A:A)" }]),
    },
  ],
};
const REFERENCE_BODY = JSON.stringify({ source: sheet });

/**
 * How many times slower than the reference this host runs the reference work: a 1.2 MiB sheet body parsed and written
 * back, the fastest of `runs` after three to warm up (noise only ever adds time); never under 1, at most MAX_SLOWDOWN.
 */
export function hostSlowdown(runs = 9): number {
  const times = Array.from({ length: runs + 3 }, () => {
    const started = performance.now();
    JSON.stringify(JSON.parse(REFERENCE_BODY));
    return performance.now() - started;
  }).slice(3);
  return Math.min(MAX_SLOWDOWN, Math.max(1, Math.min(...times) / REFERENCE_MS));
}

/** How often the host's speed is read again while work runs: a shared CI host slowed 3-5x mid-run once, unseen before and after. */
const SLOWDOWN_EVERY_MS = 1_000;
/**
 * An answer is told against the most of the run's slowdown and the readings this near it (a second either side). CI
 * once read 1.46-2.57x over one run and its slowest answer (177 ms) came in a stretch read at 2.37-2.57x, past the run's
 * 1.65x; another run had a 112 ms answer where the readings around it said 1.00x and the run 1.35x (the meter is this
 * process's, which contention on the server's threads alone need not slow).
 */
const NEAR_MS = 1_500;

export interface HealthReading<T> {
  result: T;
  slowestMs: number;
  asked: number;
  /** The host's slowdown: the most of the readings before and after and the median of those every second during; and each. */
  slowdown: number;
  slowdowns: number[];
  /**
   * The slowest answer as it would have been on the reference host: each answer divided by the host's slowdown when it
   * was asked (the most of the run's slowdown and the readings within NEAR_MS of it); and that answer's time and slowdown.
   */
  slowestScaled: { ms: number; askedMs: number; slowdown: number };
  /** The slowest answer while each piece of work was in flight, by the label the timeline held when it was asked. */
  slowestDuring: Map<string, number>;
}

/** An instant both threads read alike (each thread's performance.now() counts from its own start). */
const now = () => performance.timeOrigin + performance.now();

/** What is in flight over time: each `set` is kept with its instant, so a health answer asked then is told against it. */
export class InFlight {
  private readonly marks: [number, string][] = [];
  set(label: string): void {
    this.marks.push([now(), label]);
  }
  at(instant: number): string {
    let label = "";
    for (const [t, l] of this.marks) if (t <= instant) label = l;
    return label;
  }
}

/**
 * The prober: its own thread, asking health every 20 ms until told to stop, then posting each answer's start and time.
 * Plain JavaScript run as a worker, so a pause of the test's own thread (building a 3 MiB body, reading an answer)
 * delays no ask and is never counted as the server's. Its first answer is not counted, and it says "ready" after it:
 * a fresh thread's first fetch loads the HTTP client and opens the connection, 55-61 ms of this side's work against an
 * idle server's 3 ms (four fresh threads here), which was told against the first attack as the server's.
 */
const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const now = () => performance.timeOrigin + performance.now();
let done = false;
parentPort.once("message", () => (done = true));
(async () => {
  await (await fetch(workerData.url + "/api/health")).arrayBuffer();
  parentPort.postMessage("ready");
  const samples = [];
  while (!done) {
    const started = now();
    const res = await fetch(workerData.url + "/api/health");
    await res.arrayBuffer();
    samples.push([started, now() - started]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(samples);
})();
`;

/** Health's slowest answer at `url` while `work` runs, asked every 20 ms from a thread of its own; each told against `inFlight`. */
export async function healthDuring<T>(
  url: string,
  work: () => Promise<T>,
  inFlight: InFlight,
): Promise<HealthReading<T>> {
  const before = hostSlowdown();
  // Read on this thread while it waits on the work: a few runs, so each reading holds it ~50 ms on the reference host,
  // and their median, as one reading may meet this process's own garbage collection.
  const during: [number, number][] = [];
  const prober = new Worker(PROBER, { eval: true, workerData: { url } });
  const failed = new Promise<never>((_, reject) => prober.once("error", reject));
  const next = () => Promise.race([new Promise<unknown>((resolve) => prober.once("message", resolve)), failed]);
  await next().catch(async (err: unknown) => {
    await prober.terminate();
    throw err;
  });
  const samples = next() as Promise<[number, number][]>;
  const meter = setInterval(() => during.push([now(), hostSlowdown(2)]), SLOWDOWN_EVERY_MS);
  try {
    const result = await work();
    clearInterval(meter);
    const after = hostSlowdown();
    const readings = during.map(([, reading]) => reading);
    const slowdown = Math.max(before, after, median(readings));
    const answers = await stop(prober, samples);
    const near = (started: number, ms: number) =>
      Math.max(
        slowdown,
        ...during.filter(([at]) => at >= started - NEAR_MS && at <= started + ms + NEAR_MS).map(([, r]) => r),
      );
    return {
      result,
      ...readingOf(answers, inFlight),
      slowdown,
      slowdowns: [before, ...readings, after],
      slowestScaled: slowestScaledOf(answers, near),
    };
  } catch (err) {
    await stop(prober, samples).catch(() => undefined);
    throw err;
  } finally {
    clearInterval(meter);
    await prober.terminate();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 1 : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function stop(prober: Worker, samples: Promise<[number, number][]>): Promise<[number, number][]> {
  prober.postMessage("stop");
  return samples;
}

function slowestScaledOf(
  answers: [number, number][],
  near: (started: number, ms: number) => number,
): HealthReading<unknown>["slowestScaled"] {
  let slowest = { ms: 0, askedMs: 0, slowdown: 1 };
  for (const [started, ms] of answers) {
    const slowdown = near(started, ms);
    if (ms / slowdown > slowest.ms) slowest = { ms: ms / slowdown, askedMs: ms, slowdown };
  }
  return slowest;
}

function readingOf(
  samples: [number, number][],
  inFlight: InFlight,
): Omit<HealthReading<unknown>, "result" | "slowdown" | "slowdowns" | "slowestScaled"> {
  const slowestDuring = new Map<string, number>();
  let slowestMs = 0;
  for (const [started, ms] of samples) {
    const label = inFlight.at(started);
    slowestMs = Math.max(slowestMs, ms);
    slowestDuring.set(label, Math.max(slowestDuring.get(label) ?? 0, ms));
  }
  return { slowestMs, asked: samples.length, slowestDuring };
}
