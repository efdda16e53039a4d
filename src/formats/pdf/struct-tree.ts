// Structure elements written as PDF objects: each gathers its /K in reading order and is written once ended and placed.
//
// pdfkit's `tagged` option makes the catalog's MarkInfo, StructTreeRoot and ParentTree; the elements are written with
// the same pieces (`doc.ref` ids, the page's StructParents key, the parent tree) rather than with doc.struct and
// doc.markStructureContent, whose bookkeeping and generic dictionary conversion per element cost more than drawing
// the table cell they tag; and they go into object streams, so a tagged table is not many times its untagged size.
import { ObjectStreams } from "./object-streams.js";

export interface Ref {
  id: number;
  data: Record<string, unknown>;
}

interface Page {
  dictionary: Ref;
  structParentTreeKey: number;
}

export interface PdfInternals {
  page: Page;
  _ctm: number[];
  ref(): Ref;
  addContent(op: string): unknown;
  getStructTreeRoot(): Ref;
  getStructParentTree(): { get(key: number): unknown[]; add(key: number, value: unknown): void; limits: boolean };
  createStructParentTreeNextKey(): number;
}

/** A structure element being written. */
export interface Elem {
  ref: Ref;
  /** Its dictionary's entries other than /P, /K and /Pg, as PDF text. */
  entries: string;
  /** Its /K items as PDF text: element references, MCIDs, MCR and OBJR dictionaries. */
  kids: string[];
  /** The page of its first marked content (its /Pg). */
  page: Ref | null;
  /** Null while held aside (placed later in reading order), and for the root. */
  parent: Elem | null;
  ended: boolean;
}

export interface ElemOptions {
  title?: string;
  alt?: string;
  actual?: string;
  lang?: string | null;
  scope?: "Column" | "Row";
}

/** A PDF text string: literal when printable ASCII, else UTF-16BE with its byte-order mark in hex. */
function pdfText(s: string): string {
  if (/^[\x20-\x7E]*$/.test(s)) return `(${s.replace(/[\\()]/g, "\\$&")})`;
  let hex = "FEFF";
  for (let i = 0; i < s.length; i++) hex += s.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

export class StructTree {
  /** The Document element, child of the StructTreeRoot. */
  readonly root: Elem;
  private parentsPage: Page | null = null;
  private parents: unknown[] = [];
  private unwritten = 0;
  private readonly objects: ObjectStreams;

  constructor(private readonly pdf: PdfInternals) {
    this.objects = new ObjectStreams(pdf as never);
    const treeRoot = pdf.getStructTreeRoot();
    // The parent tree is one root node, and a number tree's root has no /Limits (pdfkit writes them by default).
    pdf.getStructParentTree().limits = false;
    const ref = pdf.ref();
    treeRoot.data.K = [ref];
    this.root = { ref, entries: `/S /Document /P ${treeRoot}`, kids: [], page: null, parent: null, ended: false };
  }

  /** A new element of `role`, the last child of `parent` (or held aside when there is none yet). */
  create(role: string, options: ElemOptions, parent: Elem | null): Elem {
    let entries = `/S /${role}`;
    if (options.title) entries += ` /T ${pdfText(options.title)}`;
    if (options.alt) entries += ` /Alt ${pdfText(options.alt)}`;
    if (options.actual) entries += ` /ActualText ${pdfText(options.actual)}`;
    if (options.lang) entries += ` /Lang ${pdfText(options.lang)}`;
    if (options.scope) entries += ` /A <</O /Table /Scope /${options.scope}>>`;
    const elem: Elem = { ref: this.pdf.ref(), entries, kids: [], page: null, parent: null, ended: false };
    this.unwritten++;
    if (parent) this.adopt(parent, elem);
    return elem;
  }

  /** Gives the element a layout bounding box (page user space). */
  setBBox(elem: Elem, box: number[]): void {
    elem.entries += ` /A <</O /Layout /Placement /Block /BBox [${box.join(" ")}]>>`;
  }

  adopt(parent: Elem, elem: Elem): void {
    elem.parent = parent;
    parent.kids.push(`${elem.ref}`);
    if (elem.ended) this.write(elem);
  }

  end(elem: Elem): void {
    if (elem.ended) return;
    elem.ended = true;
    if (elem.parent || elem === this.root) this.write(elem);
  }

  /** Records a marked-content sequence of `elem` on the current page; returns the operator that opens it. */
  mark(elem: Elem, tag: string): string {
    const page = this.pdf.page;
    if (page !== this.parentsPage) {
      this.parentsPage = page;
      this.parents = this.pdf.getStructParentTree().get(page.structParentTreeKey);
    }
    const mcid = this.parents.length;
    this.parents.push(elem.ref);
    elem.page ??= page.dictionary;
    elem.kids.push(elem.page === page.dictionary ? `${mcid}` : `<</Type /MCR /Pg ${page.dictionary} /MCID ${mcid}>>`);
    return `/${tag} <</MCID ${mcid}>> BDC`;
  }

  /** Makes an annotation a child of `elem` (an OBJR), with the StructParent entry pointing back. */
  annotation(elem: Elem, annotation: Ref): void {
    const key = this.pdf.createStructParentTreeNextKey();
    annotation.data.StructParent = key;
    this.pdf.getStructParentTree().add(key, elem.ref);
    elem.kids.push(`<</Type /OBJR /Obj ${annotation} /Pg ${this.pdf.page.dictionary}>>`);
  }

  /** Ends the Document element and writes what is gathered; an element never ended would keep the PDF from finishing. */
  finish(): void {
    this.end(this.root);
    this.objects.flush();
    if (this.unwritten) throw new Error(`${this.unwritten} structure element(s) were never ended`);
  }

  /** Writes the element's dictionary, already text, into an object stream. */
  private write(elem: Elem): void {
    let dict = `<<${elem.entries}`;
    if (elem.parent) dict += ` /P ${elem.parent.ref}`;
    if (elem.kids.length) dict += elem.kids.length === 1 ? ` /K ${elem.kids[0]}` : ` /K [${elem.kids.join(" ")}]`;
    if (elem.page) dict += ` /Pg ${elem.page}`;
    this.objects.add(elem.ref, `${dict}>>`);
    if (elem !== this.root) this.unwritten--;
  }
}
