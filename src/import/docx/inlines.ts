// Word runs → Quire inlines: emphasis nested as Markdown can write it, code, safe links, pictures and footnote references.
import type { Inline } from "../../formats/model/blocks.js";
import { safeHref } from "../../formats/model/markdown/safe-url.js";
import type { WordImage, WordNode, WordRun } from "./model.js";

type Mark = "strong" | "em" | "strike";
type Marks = Record<Mark, boolean>;
type Piece = { kind: "text" | "code"; text: string; marks: Marks } | { kind: "atom"; node: Inline; marks: Marks };

const MARKS: Mark[] = ["strong", "em", "strike"];
const NONE: Marks = { strong: false, em: false, strike: false };
const CODE_STYLE = /^(code char|verbatim char|source code|html code|html typewriter|inline code)$/i;
const MONOSPACE =
  /^(courier|courier new|consolas|lucida console|menlo|monaco|source code pro|jetbrains mono|fira code|fira mono|dejavu sans mono|liberation mono)$/i;
const PUNCT = /[\p{P}\p{S}]/u;
const SPACE = /\s/u;

export interface InlineContext {
  /** Each picture's data: URL as prefetched, or null when it was left out. */
  images: Map<WordImage, string | null>;
  /** The reference for a footnote or endnote (numbered in order of first use), or null when the note is empty. */
  noteRef(noteType: string, noteId: string): Inline | null;
  /** Counts links that were not web or e-mail addresses (kept as text). */
  unsafeLinks: number;
}

/** The inlines of a paragraph's (or cell's) children, trimmed. */
export function wordInlines(nodes: WordNode[], ctx: InlineContext): Inline[] {
  const pieces: Piece[] = [];
  collect(nodes, NONE, false, ctx, pieces);
  return nest(tidy(pieces), "", "");
}

/** Plain text of Word nodes (titles, code lines); a tab as `tab`. */
export function wordText(nodes: WordNode[], tab = " "): string {
  let out = "";
  for (const n of nodes) {
    if (n.type === "text") out += n.value;
    else if (n.type === "tab") out += tab;
    else if (n.type === "break" && n.breakType === "line") out += "\n";
    else if ("children" in n) out += wordText(n.children as WordNode[], tab);
  }
  return out;
}

function collect(nodes: WordNode[], marks: Marks, code: boolean, ctx: InlineContext, out: Piece[], caps = false): void {
  for (const n of nodes) {
    switch (n.type) {
      case "text":
        if (n.value) out.push({ kind: code ? "code" : "text", text: caps ? n.value.toUpperCase() : n.value, marks });
        break;
      case "tab":
        out.push({ kind: code ? "code" : "text", text: " ", marks });
        break;
      case "break":
        if (n.breakType === "line") out.push({ kind: "atom", node: { type: "break" }, marks: NONE });
        break;
      case "checkbox":
        out.push({ kind: "text", text: n.checked ? "\u2612 " : "\u2610 ", marks });
        break;
      case "image": {
        const src = ctx.images.get(n);
        if (src) out.push({ kind: "atom", node: { type: "image", src, alt: (n.altText ?? "").trim() }, marks: NONE });
        break;
      }
      case "noteReference": {
        const ref = ctx.noteRef(n.noteType, n.noteId);
        if (ref) out.push({ kind: "atom", node: ref, marks: NONE });
        break;
      }
      case "run":
        collect(n.children, runMarks(n, marks), code || isCode(n), ctx, out, caps || n.isAllCaps);
        break;
      case "hyperlink": {
        const href = n.href ? safeHref(n.href.trim()) : null;
        if (n.href && !href) ctx.unsafeLinks++;
        if (!href) {
          collect(n.children, marks, code, ctx, out, caps);
          break;
        }
        const inner: Piece[] = [];
        collect(n.children, NONE, code, ctx, inner, caps);
        const children = nest(tidy(inner), "[", "]");
        if (children.length) out.push({ kind: "atom", node: { type: "link", href, children }, marks });
        break;
      }
      default:
        if ("children" in n) collect(n.children as WordNode[], marks, code, ctx, out, caps);
    }
  }
}

function runMarks(run: WordRun, marks: Marks): Marks {
  const style = run.styleName?.toLowerCase() ?? "";
  return {
    strong: marks.strong || run.isBold || style === "strong",
    em: marks.em || run.isItalic || style === "emphasis",
    strike: marks.strike || run.isStrikethrough,
  };
}

const isBreak = (p: Piece | undefined) => p?.kind === "atom" && p.node.type === "break";
const isCode = (run: WordRun) => CODE_STYLE.test(run.styleName ?? "") || MONOSPACE.test(run.font ?? "");
const sameMarks = (a: Marks, b: Marks) => a.strong === b.strong && a.em === b.em && a.strike === b.strike;
const both = (a: Marks, b: Marks | undefined): Marks =>
  b ? { strong: a.strong && b.strong, em: a.em && b.em, strike: a.strike && b.strike } : NONE;

/**
 * Merges neighbours of one format, collapses spaces, trims the ends and around line breaks, and moves spaces at the
 * edge of emphasis outside it ("**word **" would not be bold in Markdown).
 */
function tidy(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const p of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.kind === p.kind && last.kind !== "atom" && p.kind !== "atom" && sameMarks(last.marks, p.marks))
      last.text += p.text;
    else merged.push(p.kind === "atom" ? p : { ...p });
  }
  for (const p of merged) if (p.kind === "text") p.text = p.text.replace(/[ \t\r\n]+/g, " ");
  for (let i = 0; i < merged.length; i++) {
    const p = merged[i]!;
    if (p.kind !== "text") continue;
    const prev = merged[i - 1];
    const next = merged[i + 1];
    if (!prev || isBreak(prev) || (prev.kind === "text" && prev.text.endsWith(" "))) p.text = p.text.trimStart();
    if (!next || isBreak(next)) p.text = p.text.trimEnd();
  }
  const out: Piece[] = [];
  merged.forEach((p, i) => {
    if (p.kind !== "text" || !p.text) {
      if (p.kind !== "text") out.push(p);
      return;
    }
    const lead = /^\s+/.exec(p.text)?.[0] ?? "";
    const trail = p.text.length > lead.length ? (/\s+$/.exec(p.text)?.[0] ?? "") : "";
    if (lead) out.push({ kind: "text", text: lead, marks: both(p.marks, merged[i - 1]?.marks) });
    const core = p.text.slice(lead.length, p.text.length - trail.length);
    if (core) out.push({ kind: "text", text: core, marks: p.marks });
    if (trail) out.push({ kind: "text", text: trail, marks: both(p.marks, merged[i + 1]?.marks) });
  });
  while (isBreak(out[out.length - 1])) out.pop();
  while (isBreak(out[0])) out.shift();
  return out;
}

/** Pieces → a tree of emphasis; a span Markdown would not read as emphasis (punctuation against a letter) stays plain. */
function nest(pieces: Piece[], before: string, after: string): Inline[] {
  const out: Inline[] = [];
  for (let i = 0; i < pieces.length;) {
    const p = pieces[i]!;
    const mark = MARKS.find((m) => p.marks[m]);
    if (!mark) {
      out.push(
        p.kind === "atom"
          ? p.node
          : p.kind === "code"
            ? { type: "code", text: p.text }
            : { type: "text", text: p.text },
      );
      i++;
      continue;
    }
    let j = i + 1;
    while (j < pieces.length && pieces[j]!.marks[mark]) j++;
    const span: Piece[] = pieces.slice(i, j).map((x) => ({ ...x, marks: { ...x.marks, [mark]: false } }));
    const prev = i > 0 ? edge(pieces[i - 1]!, "last") : before;
    const next = j < pieces.length ? edge(pieces[j]!, "first") : after;
    if (opens(edge(span[0]!, "first"), prev) && closes(edge(span[span.length - 1]!, "last"), next))
      out.push({ type: mark, children: nest(span, "*", "*") });
    else out.push(...nest(span, prev, next));
    i = j;
  }
  return out;
}

/** The character Markdown sees at a piece's start or end (an atom's own syntax for links, images and notes). */
function edge(p: Piece, which: "first" | "last"): string {
  if (p.kind !== "atom")
    return p.kind === "code" ? "`" : ((which === "first" ? p.text[0] : p.text[p.text.length - 1]) ?? "");
  if (p.node.type === "break") return "\n";
  return which === "first" ? (p.node.type === "image" ? "!" : "[") : p.node.type === "link" ? ")" : "]";
}

// CommonMark's flanking rules: a delimiter next to punctuation needs space or punctuation on its other side.
const opens = (first: string, prev: string) =>
  !!first && !SPACE.test(first) && (!PUNCT.test(first) || !prev || SPACE.test(prev) || PUNCT.test(prev));
const closes = (last: string, next: string) =>
  !!last && !SPACE.test(last) && (!PUNCT.test(last) || !next || SPACE.test(next) || PUNCT.test(next));
