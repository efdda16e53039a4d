// Creates a compressed, tagged (PDF/UA-1) pdfkit document with our context (warnings, image cache, tags) and collects its bytes.
import PDFDocument from "pdfkit";
import type { PdfContext } from "./flow.js";
import { Tags } from "./tags.js";
import { batchContent, batchWrites, skipRepeatedFillColour } from "./pdfkit-writing.js";

export interface PdfHandle {
  ctx: PdfContext;
  warnings: string[];
  finish(): Promise<Uint8Array>;
}

/**
 * A new document; pages are added by the caller (`doc.addPage`). `bufferPages` lets footers be written at the end.
 * `lang` is the document's language (BCP-47), written on the catalog; `credits` (of its pictures), in its Info.
 */
export function createPdf(opts: {
  title: string;
  lang: string;
  bufferPages?: boolean;
  credits?: string | null;
}): PdfHandle {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    bufferPages: opts.bufferPages ?? false,
    // No default Helvetica: every glyph comes from an embedded Noto font.
    font: null as unknown as string,
    pdfVersion: "1.7",
    tagged: true,
    subset: "PDF/UA" as never,
    lang: opts.lang,
    displayTitle: true,
    info: {
      Title: opts.title || "Untitled",
      Creator: "Quire",
      Producer: "Quire (pdfkit)",
      ...(opts.credits ? { Credits: opts.credits } : {}),
    },
  });
  const tags = new Tags(doc, opts.lang);
  batchContent(doc, tags);
  batchWrites(doc);
  skipRepeatedFillColour(doc);
  escapeXmpInfo(doc);
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
    ctx: { doc, warn, images: new Map(), pictures: new Map(), tags },
    warnings,
    async finish() {
      doc.end();
      await done;
      const buf = Buffer.concat(chunks);
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    },
  };
}

/** pdfkit writes the info strings into the XMP packet as they are: a title with "&" or "<" would break the XML. */
function escapeXmpInfo(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as { info: Record<string, unknown>; endMetadata(): void };
  const endMetadata = doc.endMetadata.bind(doc);
  doc.endMetadata = () => {
    const info = doc.info;
    doc.info = Object.fromEntries(Object.entries(info).map(([k, v]) => [k, typeof v === "string" ? escapeXml(v) : v]));
    try {
      endMetadata();
    } finally {
      doc.info = info;
    }
  };
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
