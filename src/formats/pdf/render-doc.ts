// Doc → PDF: A4 pages with margins, headings in the outline, Markdown blocks, footnotes at the end, page numbers.
// Tags: the document's headings, paragraphs, lists, tables and figures in order; footnotes a list of their own; page
// numbers artifacts.
import type { Doc } from "../model/source.js";
import type { ParsedMarkdown } from "../model/blocks.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { documentLanguage, languageOfText } from "../model/language.js";
import { resolveTheme } from "../model/themes.js";
import { createPdf } from "./pdf-document.js";
import { fitDataUrls } from "./images.js";
import { Flow, type FlowBox } from "./flow.js";
import { renderBlocks, type BlockStyle } from "./flow-blocks.js";
import { layoutSpans, drawLine } from "./text-layout.js";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = { top: 64, bottom: 64, side: 62 };

interface OutlineItem {
  addItem(title: string, options?: Record<string, unknown>): OutlineItem;
}

function docStyle(): BlockStyle {
  const t = resolveTheme({ name: "light" });
  return {
    size: 10.5,
    headings: [22, 17, 14, 12.5, 11.5, 11],
    colors: {
      text: t.colors.text,
      heading: t.colors.text,
      muted: t.colors.muted,
      accent: t.colors.accent,
      link: t.colors.accent,
      codeShade: "#F1F3F6",
      rule: "#CBD2DC",
      headerFill: "#E8EDF5",
      stripe: "#F7F9FC",
    },
  };
}

/** Renders an already-parsed document (the part shared with tests that build blocks by hand), in `lang` (else its title's). */
export async function renderParsedDocToPdf(
  title: string,
  parsed: ParsedMarkdown,
  lang = languageOfText(title),
): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const pdf = createPdf({ title, lang, bufferPages: true });
  pdf.ctx.pictures = await fitDataUrls(parsed);
  const { doc, tags } = pdf.ctx;
  tags.setContext(title);
  for (const w of parsed.warnings) pdf.ctx.warn(w);
  const box = (): FlowBox => ({
    x: MARGIN.side,
    width: A4[0] - MARGIN.side * 2,
    top: MARGIN.top,
    bottom: A4[1] - MARGIN.bottom,
  });
  const newPage = () => {
    doc.addPage({ size: A4, margin: 0 });
    return box();
  };
  newPage();
  const flow = new Flow(pdf.ctx, box(), false, newPage);
  const st = docStyle();

  // Outline: each heading nests under the nearest shallower one.
  const stack: { level: number; item: OutlineItem }[] = [];
  const root = (doc as unknown as { outline: OutlineItem }).outline;
  st.onHeading = (level, text) => {
    while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
    const parent = stack.length ? stack[stack.length - 1]!.item : root;
    const item = parent.addItem(text.slice(0, 200) || "Untitled", { top: flow.y, left: A4[0] });
    stack.push({ level, item });
    tags.setContext(text);
  };

  // The title is the first heading unless the Markdown already starts with it.
  const first = parsed.blocks[0];
  const startsWithTitle = first?.type === "heading" && first.level === 1;
  if (!startsWithTitle && title.trim()) {
    renderBlocks(flow, [{ type: "heading", level: 1, children: [{ type: "text", text: title }], id: "title" }], st);
  }
  renderBlocks(flow, parsed.blocks, st);

  if (parsed.footnotes.length) {
    flow.gap(st.size);
    flow.block(st.size, (y) =>
      doc
        .save()
        .lineWidth(0.6)
        .strokeColor(st.colors.rule)
        .moveTo(flow.box.x, y + st.size / 2)
        .lineTo(flow.box.x + 140, y + st.size / 2)
        .stroke()
        .restore(),
    );
    const small = { ...st, size: st.size * 0.85 };
    tags.block("L", () => {
      for (const fn of parsed.footnotes) {
        const label = layoutSpans(
          [{ text: `${fn.label}.`, style: { size: small.size, color: st.colors.muted } }],
          30,
          pdf.ctx.warn,
        );
        tags.block("LI", () => {
          flow.ensure(small.size * 1.32);
          tags.block("Lbl", () => drawLine(doc, label[0]!, flow.box.x, flow.y, 22, "right"));
          tags.block("LBody", () => renderBlocks(flow, fn.blocks, small, 28, true));
        });
      }
    });
  }

  // Page numbers in the footer, written once the page count is known.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const line = layoutSpans(
      [{ text: `${i + 1} / ${range.count}`, style: { size: 8.5, color: st.colors.muted } }],
      200,
      pdf.ctx.warn,
    );
    tags.artifact("Pagination", () =>
      drawLine(doc, line[0]!, MARGIN.side, A4[1] - MARGIN.bottom / 2 - 6, A4[0] - MARGIN.side * 2, "center"),
    );
  }
  return { bytes: await pdf.finish(), warnings: pdf.warnings };
}

/** Doc → PDF (A4). */
export async function renderDocToPdf(source: Doc): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  return renderParsedDocToPdf(source.title, parseMarkdown(source.markdown), documentLanguage(source));
}
