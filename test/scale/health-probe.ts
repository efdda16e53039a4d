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

export interface HealthReading<T> {
  result: T;
  slowestMs: number;
  asked: number;
  /** The host's slowdown: the most of the readings before and after and the median of those every second during; and each. */
  slowdown: number;
  slowdowns: number[];
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
 * delays no ask and is never counted as the server's.
 */
const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const now = () => performance.timeOrigin + performance.now();
let done = false;
parentPort.once("message", () => (done = true));
(async () => {
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
  const during: number[] = [];
  const meter = setInterval(() => during.push(hostSlowdown(2)), SLOWDOWN_EVERY_MS);
  const prober = new Worker(PROBER, { eval: true, workerData: { url } });
  const samples = new Promise<[number, number][]>((resolve, reject) => {
    prober.once("message", resolve);
    prober.once("error", reject);
  });
  try {
    const result = await work();
    clearInterval(meter);
    const after = hostSlowdown();
    const slowdown = Math.max(before, after, median(during));
    return {
      result,
      ...readingOf(await stop(prober, samples), inFlight),
      slowdown,
      slowdowns: [before, ...during, after],
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

function readingOf(
  samples: [number, number][],
  inFlight: InFlight,
): Omit<HealthReading<unknown>, "result" | "slowdown" | "slowdowns"> {
  const slowestDuring = new Map<string, number>();
  let slowestMs = 0;
  for (const [started, ms] of samples) {
    const label = inFlight.at(started);
    slowestMs = Math.max(slowestMs, ms);
    slowestDuring.set(label, Math.max(slowestDuring.get(label) ?? 0, ms));
  }
  return { slowestMs, asked: samples.length, slowestDuring };
}
