// DrawingML paragraphs → Quire's inline model: runs with bold/italic/strike/links, list kind and level per paragraph.
import { child, children, relAttr, type Element } from "../../formats/ooxml/xml.js";
import type { Inline } from "../../formats/model/blocks.js";
import { safeHref } from "../../formats/model/markdown/safe-url.js";

export type ListKind = "none" | "bullet" | { start: number };

export interface Para {
  inlines: Inline[];
  /** 0-based indent level (a:pPr lvl). */
  level: number;
  list: ListKind;
  /** Every run in a monospaced face: code, kept as a code block with its indentation. */
  mono: boolean;
  /** Largest explicit run size in hundredths of a point (0 when the runs inherit theirs). */
  size: number;
}

export interface ParagraphContext {
  /** List styles the paragraphs inherit (lstStyle-like elements with lvlNpPr children), nearest first. */
  styles: (Element | undefined)[];
  /** A hyperlink's relationship id → its external target. */
  href(rid: string): string | undefined;
}

const MONO = /mono|courier|consolas|menlo|monaco|lucida console|source code|fira code/i;

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  href: string | null;
  mono: boolean;
  size: number;
}

/** Every paragraph of a txBody with text; empty paragraphs (spacing) are dropped, except inside code. */
export function readParagraphs(txBody: Element | undefined, ctx: ParagraphContext): Para[] {
  if (!txBody) return [];
  const own = child(txBody, "lstStyle");
  const styles = [own, ...ctx.styles];
  const out: Para[] = [];
  for (const p of children(txBody, "p")) {
    const pPr = child(p, "pPr");
    const level = Math.min(8, Math.max(0, Number(pPr?.getAttribute("lvl") ?? 0) || 0));
    const runs = readRuns(p, ctx);
    const text = runs.map((r) => r.text).join("");
    const mono = runs.some((r) => r.text.trim()) && runs.every((r) => r.mono || !r.text.trim());
    if (!text.trim() && !mono) {
      out.push({ inlines: [], level, list: "none", mono: false, size: 0 });
      continue;
    }
    const list = listKind(pPr) ?? inheritedList(styles, level) ?? "none";
    out.push({ inlines: toInlines(runs), level, list, mono, size: Math.max(0, ...runs.map((r) => r.size)) });
  }
  // Empty paragraphs are kept only between code lines: the blank lines of a listing.
  const code = (i: number) =>
    out.slice(0, i).findLast((q) => q.inlines.length)?.mono && out.slice(i + 1).find((q) => q.inlines.length)?.mono;
  return out.flatMap((p, i) => (p.inlines.length ? [p] : code(i) ? [{ ...p, mono: true }] : []));
}

function listKind(pPr: Element | undefined): ListKind | undefined {
  if (!pPr) return undefined;
  if (child(pPr, "buNone")) return "none";
  const auto = child(pPr, "buAutoNum");
  if (auto) return { start: Math.max(1, Number(auto.getAttribute("startAt") ?? 1) || 1) };
  if (child(pPr, "buChar") || child(pPr, "buBlip")) return "bullet";
  return undefined;
}

function inheritedList(styles: (Element | undefined)[], level: number): ListKind | undefined {
  for (const s of styles) {
    const kind = listKind(child(s, `lvl${level + 1}pPr`));
    if (kind) return kind;
  }
  return undefined;
}

function readRuns(p: Element, ctx: ParagraphContext): Run[] {
  const runs: Run[] = [];
  for (const node of children(p)) {
    if (node.localName === "br")
      runs.push({ text: "\n", bold: false, italic: false, strike: false, href: null, mono: false, size: 0 });
    if (node.localName !== "r" && node.localName !== "fld") continue;
    const rPr = child(node, "rPr");
    const text = (child(node, "t")?.textContent ?? "").replace(/\u000b/g, "\n");
    const link = child(rPr, "hlinkClick");
    const target = link ? ctx.href(relAttr(link) ?? "") : undefined;
    runs.push({
      text,
      bold: on(rPr?.getAttribute("b")),
      italic: on(rPr?.getAttribute("i")),
      strike: !!rPr?.getAttribute("strike") && rPr.getAttribute("strike") !== "noStrike",
      href: target ? safeHref(target) : null,
      mono: MONO.test(child(rPr, "latin")?.getAttribute("typeface") ?? ""),
      size: Number(rPr?.getAttribute("sz") ?? 0) || 0,
    });
  }
  return runs;
}

const on = (v: string | null | undefined) => v === "1" || v === "true";

/** Runs of one style merged, styles nested as Markdown writes them; spaces stay outside emphasis (CommonMark needs that). */
function toInlines(runs: Run[]): Inline[] {
  const out: Inline[] = [];
  const key = (r: Run) => `${+r.bold}${+r.italic}${+r.strike}${r.href ?? ""}`;
  for (let i = 0; i < runs.length;) {
    const first = runs[i]!;
    let text = "";
    let j = i;
    for (; j < runs.length && key(runs[j]!) === key(first); j++) text += runs[j]!.text;
    i = j;
    const lines = text.split("\n");
    lines.forEach((line, n) => {
      if (n) out.push({ type: "break" });
      out.push(...styled(line, first));
    });
  }
  return out.filter(
    (n, k) => !(n.type === "text" && !n.text) && !(n.type === "break" && (k === 0 || k === out.length - 1)),
  );
}

function styled(text: string, r: Run): Inline[] {
  const { lead, core, trail } = /^(?<lead>\s*)(?<core>[\s\S]*?)(?<trail>\s*)$/.exec(text)!.groups!;
  if (!core) return [{ type: "text", text }];
  let node: Inline = { type: "text", text: core };
  if (r.strike) node = { type: "strike", children: [node] };
  if (r.italic) node = { type: "em", children: [node] };
  if (r.bold) node = { type: "strong", children: [node] };
  if (r.href) node = { type: "link", href: r.href, children: [node] };
  return [{ type: "text", text: lead! }, node, { type: "text", text: trail! }];
}
