// Converts parsed-Markdown inlines into styled spans (bold, italic, code, links, footnote marks) and image refs.
import type { Inline } from "../model/blocks.js";
import type { Span, TextStyle } from "./text-runs.js";
import type { Weight } from "./fonts.js";

export interface SpanColours {
  text: string;
  link: string;
  codeShade: string;
}

/** A paragraph piece: styled text, or an image that breaks the text flow. */
export type Piece = { kind: "spans"; spans: Span[] } | { kind: "image"; src: string | null; alt: string };

function addWeight(w: Weight | undefined, add: "bold" | "italic"): Weight {
  const bold = w === "bold" || w === "boldItalic" || add === "bold";
  const italic = w === "italic" || w === "boldItalic" || add === "italic";
  return bold && italic ? "boldItalic" : bold ? "bold" : italic ? "italic" : "regular";
}

function walk(nodes: Inline[], style: TextStyle, colours: SpanColours, out: Piece[]): void {
  const spans = (): Span[] => {
    const last = out[out.length - 1];
    if (last && last.kind === "spans") return last.spans;
    const fresh: Span[] = [];
    out.push({ kind: "spans", spans: fresh });
    return fresh;
  };
  for (const n of nodes) {
    switch (n.type) {
      case "text":
        spans().push({ text: n.text, style });
        break;
      case "strong":
        walk(n.children, { ...style, weight: addWeight(style.weight, "bold") }, colours, out);
        break;
      case "em":
        walk(n.children, { ...style, weight: addWeight(style.weight, "italic") }, colours, out);
        break;
      case "strike":
        walk(n.children, { ...style, strike: true }, colours, out);
        break;
      case "code":
        spans().push({
          text: n.text,
          style: { ...style, mono: true, size: style.size * 0.9, shade: colours.codeShade },
        });
        break;
      case "link":
        // blocks.ts already nulls unsafe hrefs; a null link is plain text.
        walk(n.children, n.href ? { ...style, link: n.href, color: colours.link } : style, colours, out);
        break;
      case "image":
        out.push({ kind: "image", src: n.src, alt: n.alt });
        break;
      case "break":
        spans().push({ text: "\n", style });
        break;
      case "footnoteRef":
        spans().push({ text: `[${n.label}]`, style: { ...style, size: style.size * 0.75, color: colours.link } });
        break;
    }
  }
}

/** Pieces of a paragraph: runs of text split around images. */
export function inlinePieces(nodes: Inline[], style: TextStyle, colours: SpanColours): Piece[] {
  const out: Piece[] = [];
  walk(nodes, style, colours, out);
  return out;
}

/** Spans only (images become their alt text in brackets): for table cells and titles. */
export function inlineSpans(nodes: Inline[], style: TextStyle, colours: SpanColours): Span[] {
  const spans: Span[] = [];
  for (const p of inlinePieces(nodes, style, colours)) {
    if (p.kind === "spans") spans.push(...p.spans);
    else spans.push({ text: `[${p.alt || "image"}]`, style: { ...style, weight: "italic" } });
  }
  return spans;
}
