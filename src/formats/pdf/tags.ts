// Tagging while drawing (PDF/UA-1): frames that become structure elements only once something is drawn in them, the
// marked-content sequence text is written into, and artifacts for everything else. Marked-content operators go through
// doc.addContent like every other operator, so they stay in order.
import { spanLanguage } from "../model/language.js";
import { StructTree, type Elem, type ElemOptions, type PdfInternals, type Ref } from "./struct-tree.js";

/** Roles whose text is their own content; the others only hold elements. */
const LEAF = new Set(["H", "H1", "H2", "H3", "H4", "H5", "H6", "P", "Lbl", "TH", "TD", "Code", "Caption"]);

export type ArtifactType = "Pagination" | "Layout" | "Background";

export interface FrameOptions extends Omit<ElemOptions, "lang"> {
  /** Takes a paragraph drawn in it as its own text (a list body of one paragraph needs no P of its own). */
  absorbsParagraph?: boolean;
}

/** A structure element to be: made (and added to its parent) only when content is drawn in it. */
export interface Frame {
  /** "H" for a heading until its element is made, then "H1"…"H6". */
  role: string;
  options: FrameOptions;
  parent: Frame | null;
  elem: Elem | null;
  /** A heading's level as asked for; the level written keeps headings from skipping one. */
  level?: number;
}

/** The marked-content sequence of text being written: one leaf's (and language's, and link's) on one page. */
interface OpenText {
  frame: Frame;
  lang: string | null;
  link: string | null;
  inline: Elem | null;
}

/** Any character of a script other than Latin (Greek and beyond): only such text can need a Span of its own language. */
const NON_LATIN = /[\u0370-\uFFFF]/;
const KANA = /[\u3040-\u30FF]/;

const tagsByDoc = new WeakMap<PDFKit.PDFDocument, Tags>();

/** The tags of a document made by createPdf (for code that only has the document: drawing a line). */
export function tagsOf(doc: PDFKit.PDFDocument): Tags | undefined {
  return tagsByDoc.get(doc);
}

export class Tags {
  private readonly pdf: PdfInternals;
  private readonly tree: StructTree;
  private readonly root: Frame;
  private current: Frame;
  private text: OpenText | null = null;
  /** What is marked on the current page right now: text (`text`), an artifact, or a captured element's content. */
  private marked: "text" | "artifact" | "capture" | null = null;
  /** Inside a figure or an explicit artifact: everything drawn belongs to it. */
  private capturing = 0;
  /** Our own marking operators are being written (the content hook must not wrap them in an artifact). */
  private writing = false;
  /** A run of text is being drawn into the open sequence. */
  private inText = false;
  private lastHeading = 0;
  private held: { parent: Frame; elems: Elem[] } | null = null;
  /** What pictures without alt text are pictures in: the slide's title, the doc's latest heading. */
  private context = "";

  constructor(
    doc: PDFKit.PDFDocument,
    /** The document's language, the one text is not marked with. */
    readonly lang: string,
  ) {
    this.pdf = doc as unknown as PdfInternals;
    this.tree = new StructTree(this.pdf);
    this.root = { role: "Document", options: {}, parent: null, elem: this.tree.root };
    this.current = this.root;
    tagsByDoc.set(doc, this);
  }

  /** Runs `fn` inside a new element of `role` (made only if something is drawn in it). */
  block<T>(role: string, fn: () => T, options: FrameOptions = {}): T {
    if (this.capturing || (role === "P" && this.current.options.absorbsParagraph)) return fn();
    return this.within({ role, options, parent: this.current, elem: null }, fn);
  }

  /** As block, unless the current element already is one of `role` (list points drawn one by one join one list). */
  blockUnlessIn<T>(role: string, fn: () => T): T {
    return this.current.role === role ? fn() : this.block(role, fn);
  }

  /** A heading asked for at `level`; written at most one level below the heading before it. */
  heading<T>(level: number, fn: () => T): T {
    if (this.capturing) return fn();
    return this.within({ role: "H", options: {}, parent: this.current, elem: null, level }, fn);
  }

  /** A frame (under `parent`, else the current one) that the caller enters, maybe several times, and closes itself: a table cell. */
  frame(role: string, options: FrameOptions = {}, parent: Frame = this.current): Frame {
    return { role, options, parent, elem: null };
  }

  /**
   * Makes `frame` current, leaving it open after: a table cell drawn part by part. Returns the frame current before,
   * for leave().
   */
  enter(frame: Frame): Frame {
    const before = this.current;
    if (this.capturing) return before;
    this.closeText();
    this.current = frame;
    return before;
  }

  leave(before: Frame): void {
    if (this.capturing) return;
    this.closeText();
    this.current = before;
  }

  /** Ends a frame's element (if it was made) and returns to its parent. */
  close(frame: Frame): void {
    this.closeText();
    if (frame.elem) this.tree.end(frame.elem);
    if (this.current === frame) this.current = frame.parent!;
  }

  /** Makes the frame's element now, even if nothing is drawn in it (an empty table cell keeps its column). */
  materialize(frame: Frame): Elem | null {
    if (this.capturing) return null;
    if (frame.elem) return frame.elem;
    const parent = this.materialize(frame.parent!)!;
    if (frame.role === "H") {
      const level = Math.min(frame.level ?? 1, this.lastHeading + 1, 6);
      this.lastHeading = level;
      frame.role = `H${level}`;
    }
    frame.elem = this.tree.create(
      frame.role,
      frame.options,
      this.held && frame.parent === this.held.parent ? null : parent,
    );
    if (!frame.elem.parent) this.held!.elems.push(frame.elem);
    return frame.elem;
  }

  /** Runs `fn` keeping the elements it adds to the current element aside; the returned function adds them, later in reading order. */
  hold(fn: () => void): () => void {
    if (this.capturing) {
      fn();
      return () => {};
    }
    const outer = this.held;
    const held = { parent: this.current, elems: [] as Elem[] };
    this.held = held;
    try {
      fn();
    } finally {
      this.held = outer;
    }
    return () => {
      if (!held.elems.length) return;
      const parent = this.materialize(held.parent)!;
      for (const e of held.elems) this.tree.adopt(parent, e);
    };
  }

  /** Sets what pictures without alt text are pictures in from here on (a title: never their content, which we do not know). */
  setContext(title: string): void {
    this.context = title.trim();
  }

  /** A picture's Alt: its own alt text, else "Picture: <context>". */
  altFor(alt: string): string {
    return alt.trim() || (this.context ? `Picture: ${this.context}` : "Picture");
  }

  /**
   * Everything `draw` paints as the content of one element of `role` under the current one: a Figure (with its Alt),
   * a checkbox label. `box` (x, y, w, h in drawing units) becomes its BBox.
   */
  content<T>(
    role: string,
    options: FrameOptions,
    draw: () => T,
    box?: { x: number; y: number; w: number; h: number },
  ): T {
    if (this.capturing) return draw();
    this.closeMarked();
    const elem = this.materialize({ role, options, parent: this.current, elem: null })!;
    if (box) this.tree.setBBox(elem, this.pageBox(box));
    return this.captured(this.tree.mark(elem, role), draw, () => this.tree.end(elem));
  }

  figure<T>(alt: string, box: { x: number; y: number; w: number; h: number }, draw: () => T): T {
    return this.content("Figure", { alt }, draw, box);
  }

  /** Draws something that is not content (page numbers, a repeated table header, a slide's background) as an artifact. */
  artifact<T>(type: ArtifactType, draw: () => T): T {
    if (this.capturing) return draw();
    this.closeMarked();
    return this.captured(`/Artifact <</Type /${type}>> BDC`, draw);
  }

  /** Opens one marked sequence that holds everything `draw` paints (nested tagging inside it is ignored), then closes it. */
  private captured<T>(open: string, draw: () => T, after?: () => void): T {
    this.emit(open);
    this.marked = "capture";
    this.capturing++;
    try {
      return draw();
    } finally {
      this.capturing--;
      this.closeMarked();
      after?.();
    }
  }

  /**
   * Before a run of text is drawn: continues the open sequence when the run belongs to it, else opens the one it
   * belongs to (a Span when its script names another language, a Link for a link). Text outside any leaf is an artifact.
   */
  startText(text: string, link: string | null, line: readonly { text: string }[]): void {
    if (this.capturing) return;
    const leaf = this.current;
    if (!LEAF.has(leaf.role) && !leaf.options.absorbsParagraph) {
      this.closeText();
      return;
    }
    const open = this.text;
    // A space between words goes with whatever text is open.
    const space = !/\S/.test(text);
    const lang = space ? (open?.lang ?? null) : this.languageOf(text, line);
    if (!(open && open.frame === leaf && (space || (open.link === link && open.lang === lang)))) {
      this.closeMarked();
      const elem = this.materialize(leaf)!;
      const inline = lang || link ? this.tree.create(link ? "Link" : "Span", { lang }, elem) : null;
      this.emit(this.tree.mark(inline ?? elem, inline ? (link ? "Link" : "Span") : leaf.role));
      this.text = { frame: leaf, lang, link, inline };
      this.marked = "text";
    }
    this.inText = true;
  }

  endText(): void {
    this.inText = false;
  }

  /** Options for a link annotation drawn for the open text: its Link element (an OBJR, and the annotation's StructParent) and a description. */
  annotation(text: string): Record<string, unknown> {
    const open = this.text;
    const link = open?.link ? open.inline : null;
    if (!link) return {};
    // pdfkit's annotate() hands the annotation to structParent.add.
    const add = ({ annotationRef }: { annotationRef: Ref }) => this.tree.annotation(link, annotationRef);
    return { structParent: { add }, Contents: new String(text.trim() || open!.link!) };
  }

  /** Closes whatever is marked on this page (before the page changes: every content stream ends balanced). */
  pause(): void {
    this.closeMarked();
  }

  /** Called before every content operator: what is drawn outside tagged content is an artifact. */
  beforeContent(): void {
    if (this.writing || this.inText || this.capturing) return;
    if (this.marked === "artifact") return;
    this.closeText();
    this.emit("/Artifact BMC");
    this.marked = "artifact";
  }

  /** Ends every element still open (before the document is written out). */
  finish(): void {
    this.closeMarked();
    for (let f: Frame | null = this.current; f && f !== this.root; f = f.parent) if (f.elem) this.tree.end(f.elem);
    this.current = this.root;
    this.tree.finish();
  }

  private within<T>(frame: Frame, fn: () => T): T {
    this.current = frame;
    try {
      return fn();
    } finally {
      this.close(frame);
    }
  }

  private closeText(): void {
    const open = this.text;
    if (!open) return;
    this.text = null;
    this.inText = false;
    this.emit("EMC");
    this.marked = null;
    if (open.inline) this.tree.end(open.inline);
  }

  private closeMarked(): void {
    if (this.text) this.closeText();
    else if (this.marked) {
      this.emit("EMC");
      this.marked = null;
    }
  }

  private emit(op: string): void {
    this.writing = true;
    this.pdf.addContent(op);
    this.writing = false;
  }

  /** The language of a run of text when its script names one other than the document's; `line` holds the text around it. */
  private languageOf(text: string, line: readonly { text: string }[]): string | null {
    if (!NON_LATIN.test(text)) return null;
    const lang = spanLanguage(text, this.lang);
    // Kanji without kana read as Chinese; beside kana on the same line they are Japanese.
    return lang === "zh" && line.some((t) => KANA.test(t.text)) ? "ja" : lang;
  }

  /** A box in drawing units as a BBox in the page's default user space. */
  private pageBox(b: { x: number; y: number; w: number; h: number }): number[] {
    const [a, bb, c, d, e, f] = this.pdf._ctm as [number, number, number, number, number, number];
    const x = [a * b.x + c * b.y + e, a * (b.x + b.w) + c * (b.y + b.h) + e];
    const y = [bb * b.x + d * b.y + f, bb * (b.x + b.w) + d * (b.y + b.h) + f];
    return [Math.min(...x), Math.min(...y), Math.max(...x), Math.max(...y)].map((v) => Math.round(v * 100) / 100);
  }
}
