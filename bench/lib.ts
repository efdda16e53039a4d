// Bench toolkit: timing with medians/p99, peak RSS, anchors run as whole processes, and the printed table.
import { spawnSync } from "node:child_process";

export interface Timing {
  median: number;
  p99: number;
  runs: number;
}

/** Runs `fn` `warmup` times untimed, then `runs` times timed; milliseconds. */
export async function time(fn: () => unknown | Promise<unknown>, runs = 15, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return summarise(samples);
}

export function summarise(samples: number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p99: at(0.99), runs: s.length };
}

/** Times a whole external command (an anchor such as pandoc or soffice); null when the tool is not installed. */
export function timeCommand(cmd: string, args: string[], runs = 5, input?: string | Buffer): Timing | null {
  const probe = spawnSync(cmd, ["--version"], { stdio: "ignore" });
  if (probe.error) return null;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(cmd, args, { input, stdio: ["pipe", "ignore", "ignore"], maxBuffer: 1 << 30 });
    if (r.status !== 0) return null;
    samples.push(performance.now() - t0);
  }
  return summarise(samples);
}

export interface Row {
  group: string;
  name: string;
  ours: string;
  anchor?: string;
  /** e.g. "7.1× faster" or "92% of bare Hono" */
  ratio?: string;
  bar?: string;
  extra?: string;
}

export const rows: Row[] = [];

export function record(row: Row): void {
  rows.push(row);
  const parts = [`[${row.group}] ${row.name}`, `ours: ${row.ours}`];
  if (row.anchor) parts.push(`anchor: ${row.anchor}`);
  if (row.ratio) parts.push(`ratio: ${row.ratio}`);
  if (row.bar) parts.push(`bar: ${row.bar}`);
  if (row.extra) parts.push(row.extra);
  console.log(parts.join(" | "));
}

export const ms = (t: Timing) => `median ${t.median.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A bench module: one file per area under bench/cases/, registered in bench/run.ts. */
export interface BenchModule {
  name: string;
  run(): Promise<void>;
}
