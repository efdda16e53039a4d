// Bench: importing a 100-page PDF, a 50-page docx, a 40-slide pptx and a 10,000-row xlsx as the service reads an upload
// (on the export pool's threads, timed; each import's memory growth read in a fresh process), beside pdftotext and
// pandoc's docx reader run on the same files.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { renderDocToPdf } from "../../src/formats/pdf/index.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import type { Deck, Doc } from "../../src/formats/model/source.js";
import { importFile } from "../../src/import/import-file.js";
import { composeFromMaterial } from "../../src/agent/builtin/grounded/compose-from-material.js";
import { materialContext } from "../../src/agent/material/material-context.js";
import { createExportPool, type ExportPool } from "../../src/workers/export-pool.js";
import { START_ENV } from "../http-harness.js";
import { ms, record, time, timeCommand, type BenchModule, type Timing } from "../lib.js";
import { benchDeck, benchDoc, benchSheet } from "../workload.js";

const ROOT = new URL("../..", import.meta.url).pathname;

/** The bench doc twice over: about 100 printed pages as a PDF. */
const hundredPages = (): Doc => {
  const doc = benchDoc();
  return { ...doc, markdown: `${doc.markdown}\n\n${doc.markdown.replace(/^# .*$/m, "")}` };
};

/** The 30-slide bench deck plus ten more of its own slides: 40 slides. */
const fortySlides = (): Deck => {
  const deck = benchDeck();
  return { ...deck, slides: [...deck.slides, ...deck.slides.slice(1, 11)] };
};

/** The service's export pool (src/deps.ts): two threads where the machine has them. */
const THREADS = Math.min(2, availableParallelism());
const MAX_BYTES = 25 << 20;

/** Each import's own memory: fresh work processes with the readers loaded and warmed, the reading one's peak over its RSS before. */
const MEMORY_BAR_MB = 150;

function memoryGrowth(path: string, warmPath: string): string {
  // The service's environment defaults (npm start), so the figure is the deployed process's.
  const r = spawnSync(
    process.execPath,
    ["--import", "tsx", "bench/cases/import-memory-child.ts", path, warmPath, String(THREADS)],
    { cwd: ROOT, encoding: "utf8", env: { ...START_ENV, ...process.env } },
  );
  if (r.status !== 0) return `memory not measured (${r.stderr.trim().split("\n").at(-1)})`;
  const m = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { beforeMB: number; peakMB: number; growthMB: number };
  return `memory +${m.growthMB.toFixed(0)} MB (${m.beforeMB.toFixed(0)} → peak ${m.peakMB.toFixed(0)} MB)`;
}

interface ImportCase {
  name: string;
  bytes: Uint8Array;
  file: string;
  /** A small file of the same format that loads and warms the reader first. */
  warm: Uint8Array;
  anchor?: { timing: Timing | null; name: string; bar?: string };
}

async function measure(pool: ExportPool, dir: string, c: ImportCase) {
  let detail = "";
  const ours = await time(
    async () => {
      const r = await pool.importFile(c.bytes, c.file, MAX_BYTES);
      detail = `${r.units.count} ${r.units.kind}s, ${r.warnings.length} warnings`;
    },
    7,
    2,
  );
  const path = join(dir, c.file);
  const warmPath = join(dir, `warm-${c.file}`);
  writeFileSync(path, c.bytes);
  writeFileSync(warmPath, c.warm);
  const anchor = c.anchor?.timing;
  record({
    group: "import",
    name: `${c.name} (${(c.bytes.length / 1024).toFixed(0)} KB; ${detail})`,
    ours: `${ms(ours)}, ${memoryGrowth(path, warmPath)}`,
    anchor: anchor
      ? `${c.anchor!.name} ${ms(anchor)}`
      : c.anchor
        ? `${c.anchor.name}: not installed`
        : "no reader anchor installed",
    ratio: anchor
      ? anchor.median > ours.median
        ? `${(anchor.median / ours.median).toFixed(1)}× faster`
        : `${(ours.median / anchor.median).toFixed(2)}× its time`
      : undefined,
    bar: [c.anchor?.bar, `memory ≤ ${MEMORY_BAR_MB} MB`].filter(Boolean).join("; "),
  });
}

/** What an agent run does with that PDF once read: the builtin's 10-slide deck, and a real model's context of it. */
async function grounded(pdf: Uint8Array) {
  const read = await importFile(pdf, "report.pdf", { budget: { timeMs: 120_000 } });
  const material = [{ file: "report.pdf", source: read.source, refs: read.refs }];
  let slides = 0;
  const deck = await time(
    async () => {
      slides = (composeFromMaterial("Turn this report into a 10-slide deck", material).source as Deck).slides.length;
    },
    7,
    2,
  );
  record({
    group: "import",
    name: `100-page PDF's material → ${slides}-slide deck (builtin: TextRank, sections fitted, sources)`,
    ours: ms(deck),
    anchor: "no anchor: nothing else composes offline",
  });
  let passages = "";
  const context = await time(
    async () => {
      const c = materialContext(material, "Turn this report into a 10-slide deck", 24_000);
      passages = `${c.included} of ${c.total} passages`;
    },
    7,
    2,
  );
  record({
    group: "import",
    name: `100-page PDF's material → a model's context within 24k tokens (${passages})`,
    ours: ms(context),
    anchor: "no anchor",
  });
}

/** One-page files of each format: they load the readers before a measured import. */
function smallFiles() {
  const doc: Doc = { kind: "doc", title: "Warm-up", markdown: "# Warm-up\n\nOne paragraph.\n\n- a point\n- another" };
  return {
    pdf: renderDocToPdf(doc).then((r) => r.bytes),
    docx: renderDocToDocx(doc).then((r) => r.bytes),
    pptx: renderDeckToPptx({ ...benchDeck(), slides: benchDeck().slides.slice(0, 2) }).then((r) => r.bytes),
    xlsx: renderSheetToXlsx(benchSheet(20)).then((r) => r.bytes),
  };
}

/** The bench doc three times over: about 150 pages of Word, near the 2 MiB of XML a Word import reads. */
async function longDocx(): Promise<Uint8Array> {
  const doc = benchDoc();
  const body = doc.markdown.replace(/^# .*$/m, "");
  return (await renderDocToDocx({ ...doc, markdown: [doc.markdown, body, body].join("\n\n") })).bytes;
}

const mod: BenchModule = {
  name: "import: PDF, Word, PowerPoint and Excel files into sources",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-import-"));
    const pool = createExportPool({ threads: THREADS, timeoutMs: 120_000 });
    try {
      await pool.warm();
      const pdf = (await renderDocToPdf(hundredPages())).bytes;
      const docx = (await renderDocToDocx(benchDoc())).bytes;
      const pptx = (await renderDeckToPptx(fortySlides())).bytes;
      const xlsx = (await renderSheetToXlsx(benchSheet())).bytes;
      const small = smallFiles();
      for (const [f, b] of [
        ["in.pdf", pdf],
        ["in.docx", docx],
      ] as const)
        writeFileSync(join(dir, f), b);
      // The anchor is timed right before ours, so both see the same neighbours on a shared machine.
      const pdftotext = timeCommand("pdftotext", [join(dir, "in.pdf"), join(dir, "out.txt")], 7);
      await measure(pool, dir, {
        name: "100-page PDF → doc",
        bytes: pdf,
        file: "report.pdf",
        warm: await small.pdf,
        anchor: { timing: pdftotext, name: "pdftotext (whole process)", bar: "≤ 2× pdftotext" },
      });
      const pandoc = timeCommand(
        "pandoc",
        ["-f", "docx", "-t", "markdown", "-o", join(dir, "out.md"), join(dir, "in.docx")],
        5,
      );
      await measure(pool, dir, {
        name: "50-page docx → doc",
        bytes: docx,
        file: "report.docx",
        warm: await small.docx,
        anchor: { timing: pandoc, name: "pandoc -f docx (whole process)" },
      });
      await measure(pool, dir, {
        name: "150-page docx → doc (near the Word limit)",
        bytes: await longDocx(),
        file: "long.docx",
        warm: await small.docx,
      });
      await measure(pool, dir, {
        name: "40-slide pptx → deck",
        bytes: pptx,
        file: "deck.pptx",
        warm: await small.pptx,
      });
      await grounded(pdf);
      await measure(pool, dir, {
        name: "10,000-row xlsx → sheet",
        bytes: xlsx,
        file: "sheet.xlsx",
        warm: await small.xlsx,
      });
      await measure(pool, dir, {
        name: "100,000-row xlsx → sheet (memory flat in size; a sheet keeps 100,000 cells)",
        bytes: (await renderSheetToXlsx(benchSheet(100_000))).bytes,
        file: "big.xlsx",
        warm: await small.xlsx,
      });
    } finally {
      await pool.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
