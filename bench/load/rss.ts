// Samples the resident set size (VmRSS in /proc/PID/status) of server processes once a second.
import { readFileSync } from "node:fs";

export interface RssSample {
  /** seconds since the sampler started */
  t: number;
  mb: number;
}

function rssMb(pid: number): number | null {
  try {
    const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null; // the process has exited
  }
}

export class RssSampler {
  readonly samples = new Map<string, RssSample[]>();
  private readonly t0 = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pids: Map<string, number>,
    intervalMs = 1_000,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.sample();
  }

  /** Starts sampling another process (e.g. the second one, started later). */
  add(label: string, pid: number): void {
    this.pids.set(label, pid);
  }

  /** Seconds since the sampler started. */
  elapsed(): number {
    return (performance.now() - this.t0) / 1000;
  }

  sample(): void {
    const t = this.elapsed();
    for (const [label, pid] of this.pids) {
      const mb = rssMb(pid);
      if (mb === null) continue;
      if (!this.samples.has(label)) this.samples.set(label, []);
      this.samples.get(label)!.push({ t, mb });
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Median RSS of the samples taken in [from, to) seconds; null when there are none. */
export function medianRss(samples: RssSample[], from: number, to: number): number | null {
  const window = samples
    .filter((s) => s.t >= from && s.t < to)
    .map((s) => s.mb)
    .sort((a, b) => a - b);
  return window.length ? window[Math.floor(window.length / 2)]! : null;
}

/** Least-squares slope of RSS over the samples taken from `from` seconds on, in MB per minute. */
export function rssTrendMbPerMinute(samples: RssSample[], from: number): number {
  const xs = samples.filter((s) => s.t >= from);
  if (xs.length < 2) return 0;
  const mt = xs.reduce((a, s) => a + s.t, 0) / xs.length;
  const mm = xs.reduce((a, s) => a + s.mb, 0) / xs.length;
  const cov = xs.reduce((a, s) => a + (s.t - mt) * (s.mb - mm), 0);
  const varT = xs.reduce((a, s) => a + (s.t - mt) ** 2, 0);
  return varT ? (cov / varT) * 60 : 0;
}

/** One sample every `stepSeconds`, as "t=0s 112, t=5s 140, …" (MB). */
export function rssSeries(samples: RssSample[], stepSeconds: number): string {
  const picked: RssSample[] = [];
  for (const s of samples) if (!picked.length || s.t - picked.at(-1)!.t >= stepSeconds - 0.5) picked.push(s);
  return picked.map((s) => `${Math.round(s.t)}s ${Math.round(s.mb)}`).join(", ");
}
