// The PDF reader's output, exactly as recorded in pdf-reading-expected.json, for every PDF the repository has or makes:
// a change meant to make reading faster must not change a word. After a change meant to alter the output, record it
// again with `UPDATE_PDF_EXPECTED=1 npx vitest run test/import/pdf-reading-unchanged.test.ts` and review the diff.
// Recorded again 2026-11-27 when PDFium took over from pdf.js: 12 of the 14 came out the same to the character; in
// pdfjs-tam-review.pdf the text of fonts without a Unicode map is left out instead of read as other letters ("(-.45)",
// "77/D79/&"), and in pdfjs-tracemonkey-paper.pdf the © drawn from a symbol font without one is (with its warning), a
// lone bullet is no longer taken for code, and one more figure label is left out. Every page reference is the same.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchDoc } from "../../bench/workload.js";
import { renderDocToPdf } from "../../src/formats/pdf/index.js";
import type { Doc } from "../../src/formats/model/source.js";
import type { ImportBudget, ImportResult } from "../../src/import/import-types.js";
import { readPdf } from "../../src/import/pdf/read-pdf.js";
import { createExportPool, type ExportPool } from "../../src/workers/export-pool.js";
import { IN_REPO_FIXTURES } from "../fixtures.js";
import { javascriptPdf, manyPagesPdf, pdfkitPdf, predefinedCmapPdf } from "./hand-made-pdfs.js";

const EXPECTED = new URL("./pdf-reading-expected.json", import.meta.url);
const UPDATE = process.env.UPDATE_PDF_EXPECTED === "1";
/** A markdown longer than this is kept as its hash and its beginning, so the expectations stay small. */
const WHOLE_UP_TO = 400_000;
const HEAD = 2_000;

type Markdown = string | { sha256: string; length: number; head: string };
interface Reading {
  title: string;
  markdown: Markdown;
  refs: ImportResult["refs"];
  warnings: string[];
  units: ImportResult["units"];
}

const PNG_2x2 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
const MATERIAL = `${IN_REPO_FIXTURES}material/`;

interface Case {
  name: string;
  bytes: () => Promise<Uint8Array> | Uint8Array;
  maxPages?: number;
}

const renderedDoc = async (doc: Doc) => (await renderDocToPdf(doc)).bytes;
const showcaseDocs = readdirSync(new URL("../../content/showcase/", import.meta.url))
  .filter((f) => f.endsWith(".json"))
  .map(
    (f) =>
      [
        f,
        (JSON.parse(readFileSync(new URL(`../../content/showcase/${f}`, import.meta.url), "utf8")) as { source: Doc })
          .source,
      ] as const,
  )
  .filter(([, source]) => source.kind === "doc");
const draw = (doc: PDFKit.PDFDocument) => doc.fontSize(14).text("Secret quarterly figures", 40, 60);

const CASES: Case[] = [
  ...readdirSync(MATERIAL)
    .filter((f) => f.endsWith(".pdf"))
    .sort()
    .map((f) => ({ name: `material/${f}`, bytes: () => new Uint8Array(readFileSync(`${MATERIAL}${f}`)) })),
  ...showcaseDocs.map(([f, doc]) => ({ name: `showcase/${f}.pdf`, bytes: () => renderedDoc(doc) })),
  {
    name: "bench 100 pages",
    bytes: () => {
      const doc = benchDoc();
      return renderedDoc({ ...doc, markdown: `${doc.markdown}\n\n${doc.markdown.replace(/^# .*$/m, "")}` });
    },
  },
  { name: "hand-made 10,000 pages, 25 read", bytes: () => manyPagesPdf(10_000), maxPages: 25 },
  { name: "hand-made 3 pages of 2,400 pieces", bytes: () => manyPagesPdf(3, 2_400) },
  { name: "hand-made javascript", bytes: () => javascriptPdf("__quireUnchangedScript") },
  { name: "hand-made predefined CMap", bytes: () => predefinedCmapPdf() },
  {
    name: "pdfkit owner password only",
    bytes: () => pdfkitPdf({ ownerPassword: "owner", permissions: { copying: false, modifying: false } }, draw),
  },
  {
    name: "pdfkit scanned page",
    bytes: () => pdfkitPdf({}, (doc) => doc.image(PNG_2x2, 0, 0, { width: 400, height: 300 })),
  },
];

function kept(markdown: string): Markdown {
  if (markdown.length <= WHOLE_UP_TO) return markdown;
  return {
    sha256: createHash("sha256").update(markdown).digest("hex"),
    length: markdown.length,
    head: markdown.slice(0, HEAD),
  };
}

const readingOf = (r: ImportResult): Reading => ({
  title: r.source.title,
  markdown: kept(r.source.kind === "doc" ? r.source.markdown : ""),
  refs: r.refs,
  warnings: r.warnings,
  units: r.units,
});

const expected: Record<string, Reading> = existsSync(EXPECTED)
  ? (JSON.parse(readFileSync(EXPECTED, "utf8")) as Record<string, Reading>)
  : {};
const recorded: Record<string, Reading> = {};

describe("readPdf gives the recorded output", () => {
  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const budget: ImportBudget = {
          maxBytes: 25 << 20,
          maxUnzippedBytes: 200 << 20,
          maxPages: c.maxPages ?? 500,
          deadline: Date.now() + 120_000,
        };
        const reading = readingOf(await readPdf(await c.bytes(), c.name.replace(/^.*\//, ""), budget));
        if (UPDATE) recorded[c.name] = reading;
        else expect(reading).toEqual(expected[c.name]);
      },
      120_000,
    );
  }

  afterAll(() => {
    if (UPDATE) writeFileSync(EXPECTED, `${JSON.stringify(recorded, null, 1)}\n`);
  });
});

// As the service reads an upload: on the export pool's two threads, a helper task taking pages beside the reading one.
describe.skipIf(UPDATE)("the export pool's two threads give the recorded output", () => {
  let pool: ExportPool;
  beforeAll(() => {
    pool = createExportPool({ threads: 2, timeoutMs: 120_000 });
  });
  afterAll(() => pool.close());

  for (const c of CASES.filter((c) => c.maxPages === undefined)) {
    it(
      c.name,
      async () => {
        const r = await pool.importFile(await c.bytes(), c.name.replace(/^.*\//, ""), 25 << 20);
        expect(readingOf(r)).toEqual(expected[c.name]);
      },
      120_000,
    );
  }
});
