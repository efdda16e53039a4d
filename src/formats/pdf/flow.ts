// A vertical text flow in a box that breaks onto new pages; in dry mode it only measures (for shrink-to-fit).
import { drawLine, type Align, type Line } from "./text-layout.js";
import type { PdfImage } from "./images.js";
import type { FittedPicture } from "./picture-budget.js";
import type { Warn } from "./text-runs.js";
import type { FrameOptions, Tags } from "./tags.js";

export interface PdfContext {
  doc: PDFKit.PDFDocument;
  warn: Warn;
  images: Map<string, PdfImage | null>;
  /** The document's data: URL pictures fitted to its decode budget before drawing (images.ts fitDataUrls). */
  pictures: Map<string, FittedPicture>;
  tags: Tags;
}

export interface FlowBox {
  x: number;
  width: number;
  top: number;
  bottom: number;
}

/** Something drawn beside every line of a block (quote bars, code shading), so it follows page breaks. */
export type Decoration = (doc: PDFKit.PDFDocument, y: number, h: number) => void;

export class Flow {
  y: number;
  /** Set when content did not fit and breaking was not allowed (dry run, or a box that cannot grow); nothing more is drawn. */
  overflowed = false;
  breaks = 0;
  private decorations: Decoration[] = [];

  constructor(
    readonly ctx: PdfContext,
    public box: FlowBox,
    readonly dry: boolean,
    /** Starts a new page and returns its box; null when the flow may not break. */
    private readonly onBreak: () => FlowBox | null,
  ) {
    this.y = box.top;
  }

  get doc(): PDFKit.PDFDocument {
    return this.ctx.doc;
  }

  get remaining(): number {
    return this.box.bottom - this.y;
  }

  get atTop(): boolean {
    return this.y <= this.box.top + 0.01;
  }

  /** Makes room for `h` points, breaking the page when needed (not when already at the top of a page). */
  ensure(h: number): void {
    if (this.y + h <= this.box.bottom + 0.01 || this.atTop) return;
    this.pageBreak();
  }

  pageBreak(): void {
    const next = this.dry ? null : this.onBreak();
    if (!next) {
      this.overflowed = true;
      // Keep measuring as if on a fresh page so the total tells how much was missing.
      this.y = this.box.top;
      this.breaks++;
      return;
    }
    this.breaks++;
    this.box = next;
    this.y = next.top;
  }

  gap(h: number): void {
    if (!this.atTop) this.y += h;
  }

  /** Runs `fn` inside a structure element of `role` (a dry run draws nothing, so tags nothing). */
  tag<T>(role: string, fn: () => T, options?: FrameOptions): T {
    return this.dry ? fn() : this.ctx.tags.block(role, fn, options);
  }

  /** As tag, joining the element of `role` already current (list points drawn one by one are one list). */
  tagUnlessIn<T>(role: string, fn: () => T): T {
    return this.dry ? fn() : this.ctx.tags.blockUnlessIn(role, fn);
  }

  tagHeading<T>(level: number, fn: () => T): T {
    return this.dry ? fn() : this.ctx.tags.heading(level, fn);
  }

  withDecoration<T>(d: Decoration, fn: () => T): T {
    this.decorations.push(d);
    try {
      return fn();
    } finally {
      this.decorations.pop();
    }
  }

  /** Draws lines at `indent` from the left of the box, each kept whole on a page. */
  lines(lines: Line[], indent = 0, align?: Align, rightIndent = 0): void {
    for (const line of lines) {
      this.ensure(line.height);
      if (!this.dry && !this.overflowed) {
        for (const d of this.decorations) d(this.doc, this.y, line.height);
        drawLine(this.doc, line, this.box.x + indent, this.y, this.box.width - indent - rightIndent, align);
      }
      this.y += line.height;
    }
  }

  /** Reserves a block of height `h` kept on one page, calling `draw` with its top when not dry. */
  block(h: number, draw: (y: number) => void): void {
    this.ensure(h);
    if (!this.dry && !this.overflowed) {
      for (const d of this.decorations) d(this.doc, this.y, h);
      draw(this.y);
    }
    this.y += h;
  }
}
