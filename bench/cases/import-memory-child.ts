// Bench child: one import's memory in a fresh process — the readers loaded and warmed on a small file of the same
// format, then the peak RSS while reading the bench file over the RSS before it. argv: <file> <warm-up file>.
import { readFileSync, writeFileSync } from "node:fs";
import { importFile } from "../../src/import/import-file.js";

const [file = "", warmFile = ""] = process.argv.slice(2);
const status = () => readFileSync("/proc/self/status", "utf8");
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);

await importFile(new Uint8Array(readFileSync(warmFile)), warmFile, { budget: { timeMs: 120_000 } });
const bytes = new Uint8Array(readFileSync(file));
(globalThis as { gc?: () => void }).gc?.();
const before = kb("VmRSS");
// Linux: writing 5 resets the peak (VmHWM) to the RSS now, so the peak read after is this import's own.
writeFileSync("/proc/self/clear_refs", "5");
const result = await importFile(bytes, file, { budget: { timeMs: 120_000 } });
const peak = kb("VmHWM");
process.stdout.write(JSON.stringify({ beforeMB: before / 1024, peakMB: peak / 1024, growthMB: (peak - before) / 1024, units: result.units }) + "\n");
