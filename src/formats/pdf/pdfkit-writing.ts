// pdfkit's writing made cheaper, with the same bytes (or, for colours, the same graphics state): page content gathered
// per page, objects gathered into large chunks, a fill colour already current not set again.
import type { Tags } from "./tags.js";

type Internals = {
  page: { write(chunk: string | Uint8Array): unknown } | null;
  addContent(data: string): unknown;
  addPage(options?: unknown): unknown;
  switchToPage(n: number): unknown;
  flushPages(): unknown;
  end(): unknown;
};

/**
 * pdfkit turns every operator string into its own byte array as it is added (thousands per page, most of the
 * time spent in GC); collecting a page's operators and writing them once gives the same bytes far cheaper.
 * Every operator passes the tags first, so what is drawn outside tagged content is marked as an artifact, in order.
 */
export function batchContent(pdf: PDFKit.PDFDocument, tags: Tags): void {
  const doc = pdf as unknown as Internals;
  let pending: string[] = [];
  let target: Internals["page"] = null;
  const flush = () => {
    // As bytes (latin1, with the newline pdfkit appends to a string): pdfkit converts strings a character at a time.
    if (target && pending.length) target.write(Buffer.from(`${pending.join("\n")}\n`, "latin1"));
    pending = [];
    target = null;
  };
  doc.addContent = function (data: string) {
    if (doc.page !== target) {
      flush();
      target = doc.page;
    }
    tags.beforeContent();
    pending.push(data);
    return this;
  };
  for (const name of ["addPage", "switchToPage", "flushPages", "end"] as const) {
    const original = doc[name].bind(doc) as (...a: unknown[]) => unknown;
    doc[name] = (...args: unknown[]) => {
      if (name === "end") tags.finish();
      else tags.pause();
      flush();
      return original(...args);
    };
  }
}

type Writer = {
  _offset: number;
  _write(data: string | Uint8Array): void;
  push(chunk: Uint8Array | null): boolean;
};

/** Written strings are gathered to about this many bytes before they go to the stream as one chunk. */
const WRITE_CHUNK = 64 * 1024;

/**
 * pdfkit writes every object as three or four lines (and the xref as a line per object), each turned into its own
 * byte array and stream chunk: a tagged document has thousands of small structure objects. Gathering the lines and
 * pushing them in large chunks gives the same bytes; offsets are counted as before (one byte per character).
 */
export function batchWrites(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as Writer;
  const push = doc.push.bind(doc);
  let lines: string[] = [];
  let size = 0;
  const flush = () => {
    if (!lines.length) return;
    lines.push("");
    push(Buffer.from(lines.join("\n"), "latin1"));
    lines = [];
    size = 0;
  };
  doc._write = (data) => {
    if (typeof data === "string") {
      lines.push(data);
      size += data.length + 1;
      doc._offset += data.length + 1;
      if (size >= WRITE_CHUNK) flush();
      return;
    }
    flush();
    push(data);
    doc._offset += data.length;
  };
  doc.push = (chunk) => {
    if (chunk === null) flush();
    return push(chunk);
  };
}

type Painter = {
  page: unknown;
  fillColor(colour: unknown, opacity?: number): Painter;
  save(): Painter;
  restore(): Painter;
};

/**
 * Text sets its fill colour before every run, and pdfkit parses and writes it each time. A colour that is already the
 * current one is skipped: the current colour is followed as the graphics state keeps it, per page, saved and restored
 * with q/Q (pdfkit's text drawing saves and restores around every run). Anything but a colour string (a gradient, an
 * opacity) is passed on and forgets the current colour.
 */
export function skipRepeatedFillColour(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as Painter;
  const fillColour = doc.fillColor.bind(doc);
  const save = doc.save.bind(doc);
  const restore = doc.restore.bind(doc);
  type Current = { colour: string; page: unknown } | null;
  let current: Current = null;
  const saved: Current[] = [];
  doc.fillColor = (colour, opacity) => {
    if (
      opacity === undefined &&
      typeof colour === "string" &&
      current &&
      current.colour === colour &&
      current.page === doc.page
    )
      return doc;
    fillColour(colour, opacity);
    current = opacity === undefined && typeof colour === "string" ? { colour, page: doc.page } : null;
    return doc;
  };
  doc.save = () => {
    saved.push(current);
    return save();
  };
  doc.restore = () => {
    current = saved.pop() ?? null;
    return restore();
  };
}
