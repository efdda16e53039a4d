// Bench: doc → docx (ours vs the docx library vs pandoc) and sheet → xlsx (ours vs exceljs streaming vs soffice), with floors.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { computeSheet } from "../../src/formats/compute/compute-sheet.js";
import { writeZip } from "../../src/formats/ooxml/zip-write.js";
import { mb, ms, record, time, timeCommand, type BenchModule, type Timing } from "../lib.js";
import { benchCsv, benchDoc, benchMarkdown, benchSheet } from "../workload.js";
import { renderDocWithDocxLib } from "./office-docx-lib.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const faster = (anchor: Timing | null, ours: Timing) =>
  anchor ? `${(anchor.median / ours.median).toFixed(1)}× faster` : undefined;

interface ChildResult {
  cpuMedian: number;
  median: number;
  p99: number;
  bytes: number;
  maxRssMB: number;
  baseRssMB: number;
}

/** Runs the xlsx export in a fresh process so its peak RSS is measured alone. */
function xlsxChild(mode: "ours" | "exceljs", rows: number, runs: number): ChildResult {
  const r = spawnSync(
    process.execPath,
    ["--import", "tsx", "bench/cases/office-xlsx-child.ts", mode, String(rows), String(runs)],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 20 },
  );
  if (r.status !== 0) throw new Error(`xlsx child (${mode}) failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as ChildResult;
}

/** Median CPU time (user + system, all threads) per call: a steadier figure than wall time on a busy machine. */
async function cpuMs(fn: () => unknown, runs = 15): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    await fn();
    const c = process.cpuUsage(c0);
    samples.push((c.user + c.system) / 1000);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Floor: zip (native deflate, at the level the export uses) of exactly the parts our export wrote. */
async function zipFloor(bytes: Uint8Array, level = 6): Promise<Timing> {
  const entries = Object.entries(unzipSync(bytes)).map(([name, data]) => ({ name, data }));
  return time(() => writeZip(entries, level), 15, 3);
}

const mod: BenchModule = {
  name: "office: docx and xlsx exports",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-office-"));
    try {
      // ---- docx
      const doc = benchDoc();
      const ours = await time(() => renderDocToDocx(doc), 15, 3);
      const parse = await time(() => parseMarkdown(doc.markdown), 15, 3);
      const oursCpu = await cpuMs(() => renderDocToDocx(doc));
      const lib = await time(() => renderDocWithDocxLib(doc), 5, 2);
      const pandoc = timeCommand(
        "pandoc",
        ["-f", "gfm", "-t", "docx", "-o", join(dir, "pandoc.docx")],
        5,
        benchMarkdown(),
      );
      const docBytes = (await renderDocToDocx(doc)).bytes;
      const floor = await zipFloor(docBytes);
      record({
        group: "docx",
        name: "50-page doc → docx (hand-written WordprocessingML)",
        ours: ms(ours),
        anchor: pandoc ? `pandoc -t docx ${ms(pandoc)}` : "pandoc not installed",
        ratio: faster(pandoc, ours),
        bar: "≤ 60 ms; ≥ 20× faster than pandoc",
        extra: `CPU ${oursCpu.toFixed(1)} ms; ${(docBytes.length / 1024).toFixed(0)} KB; of which Markdown parse ${parse.median.toFixed(1)} ms`,
      });
      record({
        group: "docx",
        name: "50-page doc → docx with the `docx` library (same blocks)",
        ours: ms(lib),
        ratio: `ours is ${(lib.median / ours.median).toFixed(1)}× faster`,
      });
      record({ group: "docx", name: "floor: native-deflate zip of the same parts", ours: ms(floor) });

      // ---- xlsx
      const sheet = benchSheet();
      const inProc = await time(() => renderSheetToXlsx(sheet), 15, 3);
      const compute = await time(async () => computeSheet(sheet), 15, 3);
      const uncached = await time(() => renderSheetToXlsx(sheet, { cacheValues: false }), 15, 3);
      const child = xlsxChild("ours", 10_000, 7);
      const exceljs = xlsxChild("exceljs", 10_000, 3);
      const big = xlsxChild("ours", 12_500, 3); // 100,000 cells, the per-sheet limit
      const csvPath = join(dir, "orders.csv");
      writeFileSync(csvPath, benchCsv());
      const soffice = timeCommand(
        "soffice",
        [
          `-env:UserInstallation=file://${join(dir, "lo-profile")}`,
          "--headless",
          "--convert-to",
          "xlsx",
          "--outdir",
          join(dir, "lo"),
          csvPath,
        ],
        3,
      );
      const xlsxFloor = await zipFloor((await renderSheetToXlsx(sheet)).bytes, 4);
      const sofficeRatio = soffice ? `${(soffice.median / child.median).toFixed(1)}× faster` : undefined;
      record({
        group: "xlsx",
        name: "10k×8 sheet → xlsx (hand-written SpreadsheetML), own process",
        ours: `median ${child.median.toFixed(1)} ms, p99 ${child.p99.toFixed(1)} ms, peak RSS ${child.maxRssMB.toFixed(0)} MB (process at start ${child.baseRssMB.toFixed(0)} MB)`,
        anchor: soffice ? `soffice --convert-to xlsx ${ms(soffice)}` : "soffice not installed",
        ratio: sofficeRatio,
        bar: "≤ 150 ms and ≤ 150 MB peak RSS",
        extra: `CPU ${child.cpuMedian.toFixed(1)} ms`,
      });
      record({
        group: "xlsx",
        name: "10k×8 sheet → xlsx in-process (warm): every formula computed and cached",
        ours: ms(inProc),
        bar: "≤ 250 ms (10k-row sheet with a formula column, computed and exported)",
        extra: `${(child.bytes / 1024).toFixed(0)} KB; computing the 10,000 formulas alone ${ms(compute)}; the same export without cached values ${ms(uncached)}`,
      });
      record({
        group: "xlsx",
        name: "10k×8 sheet → xlsx with exceljs streaming WorkbookWriter, own process",
        ours: `median ${exceljs.median.toFixed(1)} ms (CPU ${exceljs.cpuMedian.toFixed(1)} ms), peak RSS ${exceljs.maxRssMB.toFixed(0)} MB`,
        ratio: `ours is ${(exceljs.median / child.median).toFixed(1)}× faster`,
      });
      record({
        group: "xlsx",
        name: "100,000 cells (12,500×8) → xlsx, own process",
        ours: `median ${big.median.toFixed(1)} ms, peak RSS ${big.maxRssMB.toFixed(0)} MB`,
        extra: `growth over the process at start: ${(big.maxRssMB - big.baseRssMB).toFixed(0)} MB`,
        bar: "≤ ~100 MB for the export",
      });
      record({
        group: "xlsx",
        name: "floor: native-deflate zip (level 4) of the same parts",
        ours: ms(xlsxFloor),
        extra: `process RSS now ${mb(process.memoryUsage().rss)}`,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
