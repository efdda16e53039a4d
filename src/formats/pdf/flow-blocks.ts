// Renders parsed-Markdown blocks (headings, paragraphs, lists, code, quotes, tables, images) into a flow.
import type { Block, ListItem } from "../blocks.js";
import { inlineText } from "../blocks.js";
import { inlinePieces, inlineSpans, type SpanColors } from "./inline-spans.js";
import { layoutSpans, drawLine, type Align } from "./text-layout.js";
import { openImage, fitImage, drawPlaceholder } from "./images.js";
import { drawTable } from "./flow-table.js";
import type { Flow } from "./flow.js";
import type { Span, TextStyle } from "./text-runs.js";

export interface BlockStyle {
  size: number;
  colors: SpanColors & { heading: string; muted: string; accent: string; rule: string; headerFill: string; stripe: string };
  /** Heading sizes for levels 1..6. */
  headings: number[];
  /** Called for every heading drawn (outline entries); not in dry runs. */
  onHeading?: (level: number, text: string) => void;
}

const base = (s: BlockStyle, extra: Partial<TextStyle> = {}): TextStyle => ({ size: s.size, color: s.colors.text, ...extra });

function paragraph(flow: Flow, spans: Span[], indent: number, st: BlockStyle, align?: Align): void {
  if (!spans.length) return;
  flow.lines(layoutSpans(spans, flow.box.width - indent, flow.ctx.warn), indent, align);
}

function image(flow: Flow, src: string | null, alt: string, indent: number, st: BlockStyle): void {
  const img = openImage(flow.doc, flow.ctx.images, src, alt, flow.ctx.warn);
  const maxW = flow.box.width - indent;
  const maxH = (flow.box.bottom - flow.box.top) * 0.6;
  if (img) {
    const { w, h } = fitImage(img, maxW, maxH);
    flow.block(h + st.size * 0.5, (y) => flow.doc.image(img.image as never, flow.box.x + indent, y, { width: w, height: h }));
    return;
  }
  const h = Math.min(maxH, st.size * 6);
  flow.block(h + st.size * 0.5, (y) => {
    drawPlaceholder(flow.doc, flow.box.x + indent, y, maxW, h, st.colors.muted);
    const lines = layoutSpans([{ text: `Image: ${alt || "untitled"}`, style: base(st, { color: st.colors.muted, weight: "italic" }) }], maxW - 20, flow.ctx.warn);
    let cy = y + (h - lines.length * st.size * 1.32) / 2;
    for (const l of lines) {
      drawLine(flow.doc, l, flow.box.x + indent + 10, cy, maxW - 20, "center");
      cy += l.height;
    }
  });
}

function listItem(flow: Flow, item: ListItem, marker: string, indent: number, st: BlockStyle): void {
  const markerW = st.size * 1.6;
  const first = item.blocks[0];
  // The marker is drawn on the first line of the item's first block.
  const drawMarker = (y: number) => {
    if (flow.dry) return;
    const doc = flow.doc;
    if (item.checked !== null) {
      const s = st.size * 0.8;
      const bx = flow.box.x + indent + markerW - s - st.size * 0.4;
      const by = y + st.size * 0.3;
      doc.save().lineWidth(0.8).strokeColor(st.colors.text).rect(bx, by, s, s).stroke();
      if (item.checked) doc.moveTo(bx + s * 0.2, by + s * 0.55).lineTo(bx + s * 0.42, by + s * 0.8).lineTo(bx + s * 0.85, by + s * 0.2).stroke();
      doc.restore();
      return;
    }
    const lines = layoutSpans([{ text: marker, style: base(st, { color: st.colors.muted }) }], markerW, flow.ctx.warn);
    drawLine(doc, lines[0]!, flow.box.x + indent, y, markerW - st.size * 0.4, "right");
  };
  flow.ensure(st.size * 1.32);
  drawMarker(flow.y);
  if (!first) flow.y += st.size * 1.32;
  renderBlocks(flow, item.blocks, st, indent + markerW, true);
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
        flow.lines(lines, indent);
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
        b.items.forEach((item, i) => listItem(flow, item, b.ordered ? `${b.start + i}.` : indent > 0 ? "–" : "•", indent, st));
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
        flow.withDecoration((doc, y, h) => doc.rect(x, y, w, h + 0.5).fill(shade), () => flow.lines(lines, indent + pad, "left", pad));
        flow.block(pad / 2, (y) => flow.doc.rect(x, y, w, pad / 2).fill(shade));
        flow.y += after;
        break;
      }
      case "quote": {
        const x = flow.box.x + indent;
        const bar = st.colors.accent;
        const quoted = { ...st, colors: { ...st.colors, text: st.colors.muted } };
        flow.withDecoration((doc, y, h) => doc.rect(x, y, 3, h).fill(bar), () => renderBlocks(flow, b.blocks, quoted, indent + st.size * 1.2, true));
        flow.y += after;
        break;
      }
      case "table": {
        const cell = (inl: Parameters<typeof inlineSpans>[0], bold: boolean) => inlineSpans(inl, base(st, { size: st.size * 0.9, weight: bold ? "bold" : "regular" }), st.colors);
        drawTable(flow, {
          header: b.header.map((h) => cell(h, true)),
          rows: b.rows.map((r) => r.map((c) => cell(c, false))),
          align: b.align,
          colors: { border: st.colors.rule, headerFill: st.colors.headerFill, stripe: st.colors.stripe },
          padding: st.size * 0.35,
        }, indent);
        flow.y += after;
        break;
      }
      case "rule":
        flow.block(st.size, (y) => flow.doc.save().lineWidth(0.7).strokeColor(st.colors.rule).moveTo(flow.box.x + indent, y + st.size / 2).lineTo(flow.box.x + flow.box.width, y + st.size / 2).stroke().restore());
        break;
    }
  }
}
