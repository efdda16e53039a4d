// Bench child: one import's memory in fresh work processes, read as the service reads an upload (in the export pool's
// work processes) — the readers loaded and warmed on a small file of the same format in every process, then the peak RSS
// of the process that read the bench file over its RSS before. argv: <file> <warm-up file> <threads>.
import { readFileSync, writeFileSync } from "node:fs";
import { createExportPool } from "../../src/workers/export-pool.js";

const [file = "", warmFile = "", threads = "2"] = process.argv.slice(2);
const kb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
/** The work processes: this process's children. */
const workPids = () =>
  readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
const MAX_BYTES = 25 << 20;

// The pool's processes do not hold a process open (a server's listener does): this does while the child works.
const alive = setInterval(() => {}, 1 << 30);
const pool = createExportPool({ threads: Number(threads), timeoutMs: 120_000 });
const warm = new Uint8Array(readFileSync(warmFile));
await Promise.all(Array.from({ length: Number(threads) }, () => pool.importFile(warm, warmFile, MAX_BYTES)));
const bytes = new Uint8Array(readFileSync(file));
const pids = workPids();
const before = new Map(pids.map((pid) => [pid, kb(pid, "VmRSS")]));
// Linux: writing 5 resets the peak (VmHWM) to the RSS now, so the peak read after is this import's own.
for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
const result = await pool.importFile(bytes, file, MAX_BYTES);
// The process that read the file is the one that grew most.
const [pid, growth] = pids.map((p) => [p, kb(p, "VmHWM") - before.get(p)!] as const).sort((a, b) => b[1] - a[1])[0]!;
const was = before.get(pid)!;
await pool.close();
clearInterval(alive);
process.stdout.write(
  JSON.stringify({
    beforeMB: was / 1024,
    peakMB: (was + growth) / 1024,
    growthMB: growth / 1024,
    units: result.units,
  }) + "\n",
);
