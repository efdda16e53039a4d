// Bench: importing a 100-page PDF, a 50-page docx, a 40-slide pptx and a 10,000-row xlsx (in-process, with peak RSS),
// beside pdftotext and pandoc's docx reader run on the same files as whole processes.
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
import { mb, ms, record, time, timeCommand, type BenchModule, type Timing } from "../lib.js";
import { benchDeck, benchDoc, benchSheet } from "../workload.js";

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

async function measure(name: string, bytes: Uint8Array, file: string, anchor: Timing | null, anchorName: string, bar?: string) {
  let peak = process.memoryUsage().rss;
  let detail = "";
  const ours = await time(async () => {
    const r = await importFile(bytes, file, { budget: { timeMs: 120_000 } });
    detail = `${r.units.count} ${r.units.kind}s, ${r.warnings.length} warnings`;
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 7, 2);
  record({
    group: "import",
    name: `${name} (${(bytes.length / 1024).toFixed(0)} KB; ${detail})`,
    ours: `${ms(ours)}, peak RSS ${mb(peak)}`,
    anchor: anchor ? `${anchorName} ${ms(anchor)}` : `${anchorName}: not installed`,
    ratio: anchor ? (anchor.median > ours.median ? `${(anchor.median / ours.median).toFixed(1)}× faster` : `${(ours.median / anchor.median).toFixed(1)}× slower`) : undefined,
    bar,
  });
}

/** What an agent run does with that PDF once read: the builtin's 10-slide deck, and a real model's context of it. */
async function grounded(pdf: Uint8Array) {
  const read = await importFile(pdf, "report.pdf", { budget: { timeMs: 120_000 } });
  const material = [{ file: "report.pdf", source: read.source, refs: read.refs }];
  let slides = 0;
  const deck = await time(async () => {
    slides = (composeFromMaterial("Turn this report into a 10-slide deck", material).source as Deck).slides.length;
  }, 7, 2);
  record({ group: "import", name: `100-page PDF's material → ${slides}-slide deck (builtin: TextRank, sections fitted, sources)`, ours: ms(deck), anchor: "no anchor: nothing else composes offline" });
  let passages = "";
  const context = await time(async () => {
    const c = materialContext(material, "Turn this report into a 10-slide deck", 24_000);
    passages = `${c.included} of ${c.total} passages`;
  }, 7, 2);
  record({ group: "import", name: `100-page PDF's material → a model's context within 24k tokens (${passages})`, ours: ms(context), anchor: "no anchor" });
}

const mod: BenchModule = {
  name: "import: PDF, Word, PowerPoint and Excel files into sources",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-import-"));
    try {
      const pdf = (await renderDocToPdf(hundredPages())).bytes;
      const docx = (await renderDocToDocx(benchDoc())).bytes;
      const pptx = (await renderDeckToPptx(fortySlides())).bytes;
      const xlsx = (await renderSheetToXlsx(benchSheet())).bytes;
      for (const [f, b] of [["in.pdf", pdf], ["in.docx", docx]] as const) writeFileSync(join(dir, f), b);
      await measure("100-page PDF → doc", pdf, "report.pdf", timeCommand("pdftotext", [join(dir, "in.pdf"), join(dir, "out.txt")], 5), "pdftotext (whole process)");
      await measure("50-page docx → doc", docx, "report.docx", timeCommand("pandoc", ["-f", "docx", "-t", "markdown", "-o", join(dir, "out.md"), join(dir, "in.docx")], 5), "pandoc -f docx (whole process)");
      await measure("40-slide pptx → deck", pptx, "deck.pptx", null, "no reader anchor installed");
      await grounded(pdf);
      await measure("10,000-row xlsx → sheet", xlsx, "sheet.xlsx", null, "no reader anchor installed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
