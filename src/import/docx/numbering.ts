// Word list numbers: each numbered paragraph's number as Word shows it (numbering.xml's w:start, a num's startOverride,
// a list continued after an interruption), so an imported list that starts at 2 reads "2." in Markdown. mammoth keeps a
// paragraph's level but not its list (numId), so each numbered paragraph of the main part is marked for mammoth to
// carry: a bookmark named LIST_MARK + numId + "_" + ilvl, put before the paragraph's content.
import type { ValidatedPackage } from "../../formats/ooxml/check-package.js";
import { relsName } from "../../formats/ooxml/part-names.js";
import { relOfType, scanRels } from "../../formats/ooxml/relationships.js";
import { child, children, parseXml, type Element } from "../../formats/ooxml/xml.js";
import type { WordNode, WordParagraph } from "./model.js";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
/** The bookmark name that carries a paragraph's list through mammoth (Word's own bookmarks never start with it). */
const LIST_MARK = "_QuireList_";
/** The numbering paragraphs' XML a document may hold before marking is not worth it: mammoth reads it unmarked. */
const MAX_MARKED_CHARS = 64 * 1024 * 1024;
/** Markdown's ordered list numbers have at most nine digits. */
const MAX_START = 999_999_999;

interface Num {
  abstractId: string;
  /** startOverride per level. */
  starts: Map<number, number>;
}

/** A paragraph's list: which num (w:numId) and level (w:ilvl). */
export interface ListRef {
  numId: string;
  level: number;
}

/** Counts list items as Word numbers them; one instance per document. */
export class WordNumbering {
  private readonly counters = new Map<string, number[]>();

  constructor(
    private readonly nums: Map<string, Num>,
    /** w:start per level of each abstract numbering. */
    private readonly abstracts: Map<string, Map<number, number>>,
    /** Paragraph style id → the list its pPr/numPr names (resolved through basedOn). */
    readonly styleLists: Map<string, Partial<ListRef>>,
  ) {}

  has(numId: string): boolean {
    return this.nums.has(numId);
  }

  /**
   * The number of the next item of this list at this level. A num that overrides a start counts on its own; nums
   * sharing an abstract numbering without overrides continue each other, as in Word. A higher level restarts deeper ones.
   */
  next(ref: ListRef): number | null {
    const num = this.nums.get(ref.numId);
    if (!num) return null;
    const key = num.starts.size ? `num:${ref.numId}` : `abstract:${num.abstractId}`;
    let counts = this.counters.get(key);
    if (!counts) this.counters.set(key, (counts = []));
    const current = counts[ref.level];
    counts[ref.level] = current === undefined ? this.start(num, ref.level) : current + 1;
    counts.length = ref.level + 1;
    return Math.min(MAX_START, counts[ref.level]!);
  }

  private start(num: Num, level: number): number {
    // w:start omitted: Word's own files always write it; 1 is what a reader expects of a list.
    return num.starts.get(level) ?? this.abstracts.get(num.abstractId)?.get(level) ?? 1;
  }
}

/** The document's numbering (null when it has none) and its main part's XML with every numbered paragraph marked. */
export function readWordNumbering(
  pkg: ValidatedPackage<string>,
): { numbering: WordNumbering; documentXml: string } | null {
  const main = pkg.xml.get(pkg.mainPart);
  const rels = scanRels(pkg.xml.get(relsName(pkg.mainPart)) ?? "", pkg.mainPart);
  const numberingPart = relOfType(rels, "numbering")?.part;
  const numberingXml = numberingPart ? pkg.xml.get(numberingPart) : undefined;
  if (!main || !numberingXml || main.length > MAX_MARKED_CHARS) return null;
  let numbering: WordNumbering;
  try {
    const stylesPart = relOfType(rels, "styles")?.part;
    const stylesXml = stylesPart ? pkg.xml.get(stylesPart) : undefined;
    numbering = parseNumbering(
      parseXml(numberingXml, numberingPart).documentElement!,
      stylesXml ? parseXml(stylesXml, stylesPart).documentElement! : undefined,
    );
  } catch {
    return null; // damaged numbering: mammoth says so, and lists start at 1
  }
  return { numbering, documentXml: markListParagraphs(main, numbering) };
}

/** The list a paragraph mammoth read was marked with, if any. */
export function listRefOf(p: WordParagraph): ListRef | null {
  for (const n of p.children as WordNode[]) {
    if (n.type !== "bookmarkStart" || !n.name.startsWith(LIST_MARK)) continue;
    const m = /^(?<numId>\d+)_(?<level>\d)$/.exec(n.name.slice(LIST_MARK.length));
    if (m) return { numId: m.groups!.numId!, level: Number(m.groups!.level) };
  }
  return null;
}

const val = (el: Element | undefined) => el?.getAttributeNS(W, "val") ?? el?.getAttribute("w:val") ?? null;
const int = (s: string | null) => (s !== null && /^-?\d+$/.test(s.trim()) ? Number(s) : undefined);

function parseNumbering(root: Element, styles: Element | undefined): WordNumbering {
  const abstracts = new Map<string, Map<number, number>>();
  const links = new Map<string, string>(); // abstract id → the numbering style it takes its levels from
  for (const a of children(root, "abstractNum")) {
    const id = a.getAttributeNS(W, "abstractNumId") ?? "";
    const levels = new Map<number, number>();
    for (const lvl of children(a, "lvl")) {
      const level = int(lvl.getAttributeNS(W, "ilvl")) ?? 0;
      const start = int(val(child(lvl, "start")));
      if (start !== undefined) levels.set(level, start);
    }
    abstracts.set(id, levels);
    const link = val(child(a, "numStyleLink"));
    if (link) links.set(id, link);
  }
  const nums = new Map<string, Num>();
  for (const n of children(root, "num")) {
    const id = n.getAttributeNS(W, "numId") ?? "";
    const starts = new Map<number, number>();
    for (const o of children(n, "lvlOverride")) {
      const level = int(o.getAttributeNS(W, "ilvl")) ?? 0;
      const start = int(val(child(o, "startOverride"))) ?? int(val(child(child(o, "lvl"), "start")));
      if (start !== undefined) starts.set(level, start);
    }
    nums.set(id, { abstractId: val(child(n, "abstractNumId")) ?? "", starts });
  }
  const styleLists = readStyleLists(styles);
  // An abstract numbering that only links to a numbering style takes the levels of that style's list.
  for (const [id, style] of links) {
    const linked = nums.get(styleLists.get(style)?.numId ?? "")?.abstractId;
    if (linked && linked !== id && !abstracts.get(id)?.size) abstracts.set(id, abstracts.get(linked) ?? new Map());
  }
  return new WordNumbering(nums, abstracts, styleLists);
}

/** Each style's list (numId, ilvl) from its own numPr or the nearest style it is based on. */
function readStyleLists(styles: Element | undefined): Map<string, Partial<ListRef>> {
  const own = new Map<string, { basedOn: string | null; ref: Partial<ListRef> | null }>();
  for (const s of children(styles, "style")) {
    const numPr = child(child(s, "pPr"), "numPr");
    const numId = val(child(numPr, "numId")) ?? undefined;
    const level = int(val(child(numPr, "ilvl")));
    own.set(s.getAttributeNS(W, "styleId") ?? "", {
      basedOn: val(child(s, "basedOn")),
      ref: numPr ? { numId, level } : null,
    });
  }
  const out = new Map<string, Partial<ListRef>>();
  for (const id of own.keys()) {
    const ref: Partial<ListRef> = {};
    for (let at: string | null = id, hops = 0; at && hops < 20; at = own.get(at)?.basedOn ?? null, hops++) {
      const r = own.get(at)?.ref;
      if (!r) continue;
      ref.numId ??= r.numId;
      ref.level ??= r.level;
    }
    if (ref.numId !== undefined) out.set(id, ref);
  }
  return out;
}

interface OpenParagraph {
  /** Where the mark goes: after the paragraph's own pPr, else after its start tag. */
  insertAt: number;
  numId?: string;
  level?: number;
  style?: string;
  /** Inside the paragraph's own pPr (not a pPrChange's old one). */
  inPPr: boolean;
  changeDepth: number;
}

/**
 * The main part with a mark before the content of every numbered paragraph. A scan of the tags that matter (the
 * paragraph, its pPr and numPr, pStyle) rather than a DOM: the part can be many MiB and mammoth parses it anyway.
 */
export function markListParagraphs(xml: string, numbering: WordNumbering): string {
  const prefix = wordPrefix(xml);
  if (prefix === null) return xml;
  const p = prefix ? `${prefix}:` : "";
  const tag = new RegExp(
    `<(/?)${p.replace(/[.-]/g, "\\$&")}(pPrChange|pPr|pStyle|numPr|numId|ilvl|p)(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*?)(/?)>`,
    "g",
  );
  const stack: OpenParagraph[] = [];
  const marks: [number, string][] = [];
  let seq = 0;
  const valueOf = (attrs: string) =>
    /(?:^|\s)(?:[\w.-]+:)?val\s*=\s*(?:"([^"]*)"|'([^']*)')/
      .exec(attrs)
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const m of xml.matchAll(tag)) {
    const [whole, closing, name, attrs = "", selfClosing] = m;
    const end = m.index + whole.length;
    const top = stack[stack.length - 1];
    if (name === "p") {
      if (!closing && !selfClosing) stack.push({ insertAt: end, inPPr: false, changeDepth: 0 });
      else if (closing) {
        const para = stack.pop();
        if (!para) continue;
        const style = para.style ? numbering.styleLists.get(para.style) : undefined;
        const numId = para.numId ?? style?.numId;
        const level = para.level ?? (para.numId === undefined ? style?.level : undefined) ?? 0;
        if (numId && numId !== "0" && numbering.has(numId) && level >= 0 && level <= 8) {
          marks.push([
            para.insertAt,
            `<${p}bookmarkStart ${p}id="${-1 - seq++}" ${p}name="${LIST_MARK}${numId}_${level}"/>`,
          ]);
        }
      }
      continue;
    }
    if (!top) continue;
    if (name === "pPrChange") {
      if (!selfClosing) top.changeDepth += closing ? -1 : 1;
    } else if (top.changeDepth > 0) {
      continue; // the numbering before a tracked change: not what the paragraph shows
    } else if (name === "pPr") {
      if (closing) {
        top.inPPr = false;
        top.insertAt = end;
      } else if (selfClosing) top.insertAt = end;
      else top.inPPr = true;
    } else if (top.inPPr && !closing) {
      const v = valueOf(attrs);
      if (name === "numId" && v !== undefined) top.numId = v.trim();
      else if (name === "ilvl" && v !== undefined) top.level = int(v) ?? 0;
      else if (name === "pStyle" && v !== undefined) top.style = v;
    }
  }
  if (!marks.length) return xml;
  marks.sort((a, b) => a[0] - b[0]);
  let out = "";
  let from = 0;
  for (const [at, mark] of marks) {
    out += xml.slice(from, at) + mark;
    from = at;
  }
  return out + xml.slice(from);
}

/** The prefix the main part binds to WordprocessingML ("w" nearly always; "" for a default namespace), or null. */
function wordPrefix(xml: string): string | null {
  const decl = new RegExp(`xmlns(?::(?<prefix>[\\w.-]+))?\\s*=\\s*["']${W.replace(/[./]/g, "\\$&")}["']`).exec(xml);
  return decl ? (decl.groups!.prefix ?? "") : null;
}
