// Creates a compressed pdfkit document with our context (warnings, image cache) and collects its bytes.
import PDFDocument from "pdfkit";
import type { PdfContext } from "./flow.js";

export interface PdfHandle {
  ctx: PdfContext;
  warnings: string[];
  finish(): Promise<Uint8Array>;
}

/** A new document; pages are added by the caller (`doc.addPage`). `bufferPages` lets footers be written at the end. */
export function createPdf(opts: { title: string; bufferPages?: boolean }): PdfHandle {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    bufferPages: opts.bufferPages ?? false,
    // No default Helvetica: every glyph comes from an embedded Noto font.
    font: null as unknown as string,
    displayTitle: true,
    info: { Title: opts.title, Creator: "Quire", Producer: "Quire (pdfkit)" },
  });
  batchContent(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const seen = new Set<string>();
  const warnings: string[] = [];
  const warn = (m: string) => {
    if (!seen.has(m)) {
      seen.add(m);
      warnings.push(m);
    }
  };
  return {
    ctx: { doc, warn, images: new Map() },
    warnings,
    async finish() {
      doc.end();
      await done;
      const buf = Buffer.concat(chunks);
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    },
  };
}

type Internals = {
  page: { write(chunk: string): unknown } | null;
  addContent(data: string): unknown;
  addPage(options?: unknown): unknown;
  switchToPage(n: number): unknown;
  flushPages(): unknown;
  end(): unknown;
};

/**
 * pdfkit turns every operator string into its own byte array as it is added (thousands per page, most of the
 * time spent in GC); collecting a page's operators and writing them once gives the same bytes far cheaper.
 */
function batchContent(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as Internals;
  let pending: string[] = [];
  let target: Internals["page"] = null;
  const flush = () => {
    if (target && pending.length) target.write(pending.join("\n"));
    pending = [];
    target = null;
  };
  doc.addContent = function (data: string) {
    if (doc.page !== target) {
      flush();
      target = doc.page;
    }
    pending.push(data);
    return this;
  };
  for (const name of ["addPage", "switchToPage", "flushPages", "end"] as const) {
    const original = doc[name].bind(doc) as (...a: unknown[]) => unknown;
    doc[name] = (...args: unknown[]) => {
      flush();
      return original(...args);
    };
  }
}
