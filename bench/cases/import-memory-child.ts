// Bench child: one import's memory in a fresh process, read as the service reads an upload (on the export pool's
// threads) — the readers loaded and warmed on a small file of the same format on every thread, then the peak RSS while
// reading the bench file over the RSS before it. argv: <file> <warm-up file> <threads>.
import { readFileSync, writeFileSync } from "node:fs";
import { createExportPool } from "../../src/workers/export-pool.js";

const [file = "", warmFile = "", threads = "2"] = process.argv.slice(2);
const status = () => readFileSync("/proc/self/status", "utf8");
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
const MAX_BYTES = 25 << 20;

const pool = createExportPool({ threads: Number(threads), timeoutMs: 120_000 });
const warm = new Uint8Array(readFileSync(warmFile));
await Promise.all(Array.from({ length: Number(threads) }, () => pool.importFile(warm, warmFile, MAX_BYTES)));
const bytes = new Uint8Array(readFileSync(file));
(globalThis as { gc?: () => void }).gc?.();
const before = kb("VmRSS");
// Linux: writing 5 resets the peak (VmHWM) to the RSS now, so the peak read after is this import's own.
writeFileSync("/proc/self/clear_refs", "5");
const result = await pool.importFile(bytes, file, MAX_BYTES);
const peak = kb("VmHWM");
await pool.close();
process.stdout.write(JSON.stringify({ beforeMB: before / 1024, peakMB: peak / 1024, growthMB: (peak - before) / 1024, units: result.units }) + "\n");
