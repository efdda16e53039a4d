// Deck → PDF: one page per slide at the deck's size (plus continuation pages), in the pptx layouts and the deck's theme.
import type { Deck, Slide, Bullet } from "../source.js";
import type { Block } from "../blocks.js";
import { parseMarkdown, parseInlineMarkdown } from "../markdown/parse-markdown.js";
import { resolveTheme } from "../themes.js";
import { createPdf } from "./pdf-document.js";
import { renderBlocks } from "./flow-blocks.js";
import { drawTable } from "./flow-table.js";
import { drawChart } from "./draw-chart.js";
import { openImage, fitImage, drawPlaceholder } from "./images.js";
import { SCALES, at, bodyRect, contentSlide, fitBody, frameFor, newSlide, slideBlockStyle, textBox, type SlideCtx } from "./slide-frame.js";
import { Flow } from "./flow.js";
import type { Span } from "./text-runs.js";
import { numericColumns } from "../table-columns.js";
import { renderDesignedSlide } from "./render-kinds.js";

function bodyBox(sc: SlideCtx) {
  const b = bodyRect(sc);
  return { x: b.x, width: b.w, top: b.y, bottom: b.y + b.h };
}

function bulletBlocks(bullets: Bullet[], warnings: string[]): Block[] {
  const para = (text: string): Block => ({ type: "paragraph", children: parseInlineMarkdown(text, warnings) });
  const items = bullets.map((b) => {
    if (typeof b === "string") return { checked: null, blocks: [para(b)] };
    const blocks: Block[] = [para(b.text)];
    if (b.children.length) blocks.push({ type: "list", ordered: false, start: 1, items: b.children.map((c) => ({ checked: null, blocks: [para(c)] })) });
    return { checked: null, blocks };
  });
  return [{ type: "list", ordered: false, start: 1, items }];
}

function markdownSlide(sc: SlideCtx, title: string | undefined, markdown: string, size: number): void {
  const parsed = parseMarkdown(markdown);
  for (const w of parsed.warnings) sc.ctx.warn(w);
  contentSlide(sc, title);
  fitBody(sc, title, bodyBox(sc), (flow, s) => renderBlocks(flow, parsed.blocks, slideBlockStyle(sc.theme, size * s)));
}

function twoColumn(sc: SlideCtx, slide: Extract<Slide, { layout: "two-column" }>): void {
  const left = parseMarkdown(slide.left);
  const right = parseMarkdown(slide.right);
  for (const w of [...left.warnings, ...right.warnings]) sc.ctx.warn(w);
  contentSlide(sc, slide.title);
  const gap = 12;
  const body = bodyBox(sc);
  const half = (body.width - gap) / 2;
  const lbox = { ...body, width: half };
  const rbox = { ...lbox, x: body.x + half + gap };
  const st = (s: number) => slideBlockStyle(sc.theme, 20 * s);
  const column = (box: typeof lbox, blocks: Block[], s: number, dry: boolean) => {
    const flow = new Flow(sc.ctx, box, dry, () => null);
    renderBlocks(flow, blocks, st(s));
    return !flow.overflowed;
  };
  // Both columns shrink by the same factor; when they cannot fit, they continue one after the other.
  const scale = SCALES.find((s) => column(lbox, left.blocks, s, true) && column(rbox, right.blocks, s, true));
  if (scale !== undefined) {
    column(lbox, left.blocks, scale, false);
    column(rbox, right.blocks, scale, false);
    return;
  }
  fitBody(sc, slide.title, bodyBox(sc), (flow, s) => {
    renderBlocks(flow, left.blocks, st(s));
    flow.gap(12);
    renderBlocks(flow, right.blocks, st(s));
  });
}

function tableSlide(sc: SlideCtx, slide: Extract<Slide, { layout: "table" }>): void {
  contentSlide(sc, slide.title);
  const c = sc.theme.colors;
  const cell = (v: string | number | null, size: number, bold: boolean): Span[] => [{ text: v === null ? "" : typeof v === "number" ? v.toLocaleString("en-US") : v, style: { size, color: c.text, weight: bold ? "bold" : "regular" } }];
  const numeric = numericColumns(slide.table);
  fitBody(sc, slide.title, bodyBox(sc), (flow, s) => {
    const size = 16 * s;
    drawTable(flow, {
      header: slide.table.columns.map((h) => cell(h, size, true)),
      rows: slide.table.rows.map((r) => slide.table.columns.map((_, i) => cell(r[i] ?? null, size, false))),
      align: numeric.map((n) => (n ? "right" : null)),
      colors: { border: c.muted, headerFill: c.surface, stripe: null },
      padding: size * 0.4,
    });
  });
}

function imageSlide(sc: SlideCtx, slide: Extract<Slide, { layout: "image" }>): void {
  newSlide(sc);
  const c = sc.theme.colors;
  const titleBox = at(sc, { x: 66.1, y: 36, w: 309.6, h: 126 });
  const pic = at(sc, { x: 408.1, y: 77.75, w: 486, h: 383.75 });
  if (slide.title) textBox(sc, slide.title, titleBox, { size: 32, color: c.text, weight: "bold", anchor: "bottom" });
  textBox(sc, slide.image.alt, at(sc, { x: 66.1, y: 162, w: 309.6, h: 300 }), { size: 16, color: c.muted });
  const img = openImage(sc.ctx.doc, sc.ctx.images, /^data:/i.test(slide.image.src) ? slide.image.src : null, slide.image.alt, sc.ctx.warn);
  if (img) {
    const { w, h } = fitImage(img, pic.w, pic.h);
    sc.ctx.doc.image(img.image as never, pic.x + (pic.w - w) / 2, pic.y + (pic.h - h) / 2, { width: w, height: h });
  } else {
    drawPlaceholder(sc.ctx.doc, pic.x, pic.y, pic.w, pic.h, c.muted);
    textBox(sc, `Image: ${slide.image.alt || "untitled"}`, { x: pic.x + 20, y: pic.y, w: pic.w - 40, h: pic.h }, { size: 16, color: c.muted, align: "center", anchor: "middle" });
  }
}

function renderSlide(sc: SlideCtx, slide: Slide, warnings: string[]): void {
  const c = sc.theme.colors;
  switch (slide.layout) {
    case "title":
      newSlide(sc);
      sc.ctx.doc.rect(0, at(sc, { x: 0, y: SLIDE_BAND_Y, w: 0, h: 0 }).y, sc.frame.w, 6).fill(c.accent);
      textBox(sc, slide.title, at(sc, { x: 120, y: 88.4, w: 720, h: 188 }), { size: 54, color: c.text, weight: "bold", align: "center", anchor: "bottom" });
      if (slide.subtitle) textBox(sc, slide.subtitle, at(sc, { x: 120, y: 283.6, w: 720, h: 130.4 }), { size: 24, color: c.muted, align: "center" });
      return;
    case "section":
      newSlide(sc, c.surface);
      sc.ctx.doc.rect(0, 0, 14, sc.frame.h).fill(c.accent);
      textBox(sc, slide.title, at(sc, { x: 65.5, y: 134.6, w: 828, h: 224.6 }), { size: 48, color: c.text, weight: "bold", anchor: "bottom" });
      if (slide.subtitle) textBox(sc, slide.subtitle, at(sc, { x: 65.5, y: 361.4, w: 828, h: 118 }), { size: 24, color: c.muted });
      return;
    case "bullets": {
      const blocks = bulletBlocks(slide.bullets, warnings);
      contentSlide(sc, slide.title);
      fitBody(sc, slide.title, bodyBox(sc), (flow, s) => renderBlocks(flow, blocks, slideBlockStyle(sc.theme, 24 * s)));
      return;
    }
    case "content":
      return markdownSlide(sc, slide.title, slide.body, 22);
    case "two-column":
      return twoColumn(sc, slide);
    case "table":
      return tableSlide(sc, slide);
    case "chart":
      contentSlide(sc, slide.title);
      drawChart(sc.ctx.doc, slide.chart, bodyRect(sc), { text: c.text, muted: c.muted, grid: c.surface, series: c.series, background: c.background }, sc.ctx.warn);
      return;
    case "quote":
      newSlide(sc);
      textBox(sc, "\u201C", at(sc, { x: 80, y: 60, w: 100, h: 120 }), { size: 120, color: c.accent });
      textBox(sc, slide.quote, at(sc, { x: 108, y: 108, w: 744, h: 252 }), { size: 36, color: c.text, weight: "italic", align: "center", anchor: "middle" });
      if (slide.attribution) textBox(sc, `— ${slide.attribution}`, at(sc, { x: 108, y: 378, w: 744, h: 54 }), { size: 20, color: c.muted, align: "right" });
      return;
    case "image":
      return imageSlide(sc, slide);
    default:
      return renderDesignedSlide(sc, slide);
  }
}

const SLIDE_BAND_Y = 420;

/** Deck → PDF. Speaker notes are not printed. */
export async function renderDeckToPdf(deck: Deck): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const pdf = createPdf({ title: deck.title });
  const sc: SlideCtx = { ctx: pdf.ctx, theme: resolveTheme(deck.theme), frame: frameFor(deck.size) };
  const warnings: string[] = [];
  for (const slide of deck.slides) renderSlide(sc, slide, warnings);
  for (const w of warnings) pdf.ctx.warn(w);
  return { bytes: await pdf.finish(), warnings: pdf.warnings };
}
