// Bench child: renders the bench sheet to xlsx N times in a fresh process and prints {median, p99, maxRssMB} as JSON.
// argv: <ours|exceljs> <rows> <runs>. A separate process so peak RSS is this export's alone.
import { PassThrough } from "node:stream";
import type { Sheet } from "../../src/formats/model/source.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { summarise } from "../lib.js";
import { benchSheet } from "../workload.js";

const [mode = "ours", rowsArg = "10000", runsArg = "7"] = process.argv.slice(2);

/** exceljs's streaming WorkbookWriter (the usual choice for large sheets), collected into memory. */
async function withExceljs(sheet: Sheet): Promise<number> {
  const out = new PassThrough();
  let size = 0;
  out.on("data", (c: Buffer) => (size += c.length));
  const { default: ExcelJS } = await import("exceljs");
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  for (const tab of sheet.sheets) {
    const ws = wb.addWorksheet(tab.name, { views: [{ state: "frozen", ySplit: 1 }] });
    ws.columns = tab.columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
    for (const row of tab.rows)
      ws.addRow(row.map((v) => (v !== null && typeof v === "object" ? { formula: v.formula } : v))).commit();
    ws.commit();
  }
  await wb.commit();
  return size;
}

const sheet = benchSheet(Number(rowsArg));
const baseRssMB = process.memoryUsage().rss / 1024 / 1024;
const run = mode === "exceljs" ? () => withExceljs(sheet) : async () => (await renderSheetToXlsx(sheet)).bytes.length;
await run(); // warm-up
const samples: number[] = [];
const cpu: number[] = [];
let bytes = 0;
for (let i = 0; i < Number(runsArg); i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  bytes = await run();
  samples.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const t = summarise(samples);
const cpuMedian = summarise(cpu).median;
process.stdout.write(
  JSON.stringify({
    median: t.median,
    p99: t.p99,
    cpuMedian,
    bytes,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    baseRssMB,
  }) + "\n",
);
