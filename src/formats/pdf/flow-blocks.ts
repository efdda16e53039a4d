// Renders parsed-Markdown blocks (headings, paragraphs, lists, code, quotes, tables, images) into a flow.
import type { Block, ListItem } from "../model/blocks.js";
import { inlineText } from "../model/blocks.js";
import { inlinePieces, inlineSpans, type SpanColours } from "./inline-spans.js";
import { layoutSpans, drawLine, type Align } from "./text-layout.js";
import { openImage, fitImage, drawPlaceholder } from "./images.js";
import { drawTable } from "./flow-table.js";
import type { Flow } from "./flow.js";
import type { Span, TextStyle } from "./text-runs.js";

export interface BlockStyle {
  size: number;
  colors: SpanColours & {
    heading: string;
    muted: string;
    accent: string;
    rule: string;
    headerFill: string;
    stripe: string;
  };
  /** Heading sizes for levels 1..6. */
  headings: number[];
  /** Called for every heading drawn (outline entries); not in dry runs. */
  onHeading?: (level: number, text: string) => void;
  /** Levels the Markdown headings are tagged below their own (a slide's title is its H1). */
  headingShift?: number;
}

const base = (s: BlockStyle, extra: Partial<TextStyle> = {}): TextStyle => ({
  size: s.size,
  color: s.colors.text,
  ...extra,
});

function paragraph(flow: Flow, spans: Span[], indent: number, st: BlockStyle, align?: Align): void {
  if (!spans.length) return;
  flow.tag("P", () => flow.lines(layoutSpans(spans, flow.box.width - indent, flow.ctx.warn), indent, align));
}

function image(flow: Flow, src: string | null, alt: string, indent: number, st: BlockStyle): void {
  const img = openImage(flow.ctx, src, alt);
  const maxW = flow.box.width - indent;
  const maxH = (flow.box.bottom - flow.box.top) * 0.6;
  const { tags } = flow.ctx;
  if (img) {
    const { w, h } = fitImage(img, maxW, maxH);
    flow.block(h + st.size * 0.5, (y) =>
      tags.figure(tags.altFor(alt), { x: flow.box.x + indent, y, w, h }, () =>
        flow.doc.image(img.image as never, flow.box.x + indent, y, { width: w, height: h }),
      ),
    );
    return;
  }
  const h = Math.min(maxH, st.size * 6);
  flow.block(h + st.size * 0.5, (y) =>
    tags.figure(tags.altFor(alt), { x: flow.box.x + indent, y, w: maxW, h }, () => {
      drawPlaceholder(flow.doc, flow.box.x + indent, y, maxW, h, st.colors.muted);
      const lines = layoutSpans(
        [{ text: `Image: ${alt || "untitled"}`, style: base(st, { color: st.colors.muted, weight: "italic" }) }],
        maxW - 20,
        flow.ctx.warn,
      );
      let cy = y + (h - lines.length * st.size * 1.32) / 2;
      for (const l of lines) {
        drawLine(flow.doc, l, flow.box.x + indent + 10, cy, maxW - 20, "center");
        cy += l.height;
      }
    }),
  );
}

/** A list item's marker (bullet, number or checkbox), its label, on the first line of the item's first block at `y`. */
function drawMarker(flow: Flow, item: ListItem, marker: string, indent: number, st: BlockStyle, y: number): void {
  const { doc, tags } = flow.ctx;
  const markerW = st.size * 1.6;
  if (item.checked !== null) {
    const s = st.size * 0.8;
    const bx = flow.box.x + indent + markerW - s - st.size * 0.4;
    const by = y + st.size * 0.3;
    // A drawn box has no text: its label reads as the character it shows.
    tags.content("Lbl", { actual: item.checked ? "\u2611" : "\u2610" }, () => {
      doc.save().lineWidth(0.8).strokeColor(st.colors.text).rect(bx, by, s, s).stroke();
      if (item.checked)
        doc
          .moveTo(bx + s * 0.2, by + s * 0.55)
          .lineTo(bx + s * 0.42, by + s * 0.8)
          .lineTo(bx + s * 0.85, by + s * 0.2)
          .stroke();
      doc.restore();
    });
    return;
  }
  const lines = layoutSpans([{ text: marker, style: base(st, { color: st.colors.muted }) }], markerW, flow.ctx.warn);
  tags.block("Lbl", () => drawLine(doc, lines[0]!, flow.box.x + indent, y, markerW - st.size * 0.4, "right"));
}

function listItem(flow: Flow, item: ListItem, marker: string, indent: number, st: BlockStyle): void {
  const first = item.blocks[0];
  flow.tag("LI", () => {
    flow.ensure(st.size * 1.32);
    if (!flow.dry) drawMarker(flow, item, marker, indent, st, flow.y);
    if (!first) flow.y += st.size * 1.32;
    flow.tag("LBody", () => renderBlocks(flow, item.blocks, st, indent + st.size * 1.6, true), {
      absorbsParagraph: item.blocks.length === 1 && first?.type === "paragraph",
    });
  });
}

/** Renders blocks at `indent`; `tight` drops the space after paragraphs (list items). */
export function renderBlocks(flow: Flow, blocks: Block[], st: BlockStyle, indent = 0, tight = false): void {
  const after = tight ? st.size * 0.2 : st.size * 0.6;
  for (const b of blocks) {
    switch (b.type) {
      case "heading": {
        const size = st.headings[b.level - 1] ?? st.size;
        const spans = inlineSpans(b.children, { size, color: st.colors.heading, weight: "bold" }, st.colors);
        const lines = layoutSpans(spans, flow.box.width - indent, flow.ctx.warn);
        flow.gap(size * 0.6);
        // Keep a heading with at least two lines of what follows.
        flow.ensure(lines.reduce((a, l) => a + l.height, 0) + st.size * 3);
        if (!flow.dry) st.onHeading?.(b.level, inlineText(b.children));
        flow.tagHeading(b.level + (st.headingShift ?? 0), () => flow.lines(lines, indent));
        flow.y += size * 0.25;
        break;
      }
      case "paragraph":
        for (const p of inlinePieces(b.children, base(st), st.colors)) {
          if (p.kind === "spans") paragraph(flow, p.spans, indent, st);
          else image(flow, p.src, p.alt, indent, st);
        }
        flow.y += after;
        break;
      case "list":
        // Points drawn one list each (a comparison column's) join the list they are drawn in.
        flow.tagUnlessIn("L", () =>
          b.items.forEach((item, i) =>
            listItem(flow, item, b.ordered ? `${b.start + i}.` : indent > 0 ? "–" : "•", indent, st),
          ),
        );
        flow.y += tight ? 0 : after;
        break;
      case "code": {
        const size = st.size * 0.85;
        const pad = size * 0.6;
        const spans: Span[] = [{ text: b.text.replace(/\n$/, ""), style: { size, color: st.colors.text, mono: true } }];
        const lines = layoutSpans(spans, flow.box.width - indent - pad * 2, flow.ctx.warn, false, true);
        const shade = st.colors.codeShade;
        const x = flow.box.x + indent;
        const w = flow.box.width - indent;
        flow.block(pad / 2, (y) => flow.doc.rect(x, y, w, pad / 2).fill(shade));
        flow.tag("Code", () =>
          flow.withDecoration(
            (doc, y, h) => doc.rect(x, y, w, h + 0.5).fill(shade),
            () => flow.lines(lines, indent + pad, "left", pad),
          ),
        );
        flow.block(pad / 2, (y) => flow.doc.rect(x, y, w, pad / 2).fill(shade));
        flow.y += after;
        break;
      }
      case "quote": {
        const x = flow.box.x + indent;
        const bar = st.colors.accent;
        const quoted = { ...st, colors: { ...st.colors, text: st.colors.muted } };
        flow.tag("BlockQuote", () =>
          flow.withDecoration(
            (doc, y, h) => doc.rect(x, y, 3, h).fill(bar),
            () => renderBlocks(flow, b.blocks, quoted, indent + st.size * 1.2, true),
          ),
        );
        flow.y += after;
        break;
      }
      case "table": {
        const cell = (inl: Parameters<typeof inlineSpans>[0], bold: boolean) =>
          inlineSpans(inl, base(st, { size: st.size * 0.9, weight: bold ? "bold" : "regular" }), st.colors);
        drawTable(
          flow,
          {
            header: b.header.map((h) => cell(h, true)),
            rows: b.rows.map((r) => r.map((c) => cell(c, false))),
            align: b.align,
            colors: { border: st.colors.rule, headerFill: st.colors.headerFill, stripe: st.colors.stripe },
            padding: st.size * 0.35,
          },
          indent,
        );
        flow.y += after;
        break;
      }
      case "rule":
        flow.block(st.size, (y) =>
          flow.doc
            .save()
            .lineWidth(0.7)
            .strokeColor(st.colors.rule)
            .moveTo(flow.box.x + indent, y + st.size / 2)
            .lineTo(flow.box.x + flow.box.width, y + st.size / 2)
            .stroke()
            .restore(),
        );
        break;
    }
  }
}
