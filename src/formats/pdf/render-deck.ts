// Deck → PDF: one page per slide at the deck's size (plus continuation pages), in the pptx layouts and the deck's theme.
// Tags: each slide is a Sect whose title is its H1 (every slide, the opening one too: a deck is a run of peer slides,
// and a reader jumps between them by the first heading level); Markdown headings in a body sit one level below it.
import type { Deck, Slide, Bullet } from "../model/source.js";
import type { Block } from "../model/blocks.js";
import { parseMarkdown, parseInlineMarkdown } from "../model/markdown/parse-markdown.js";
import { resolveTheme } from "../model/themes.js";
import { deckChartColours, deckGrid, deckTableColours } from "./deck-colours.js";
import { createPdf } from "./pdf-document.js";
import { pictureCredits } from "../model/picture-credits.js";
import { renderBlocks } from "./flow-blocks.js";
import { drawTable } from "./flow-table.js";
import { drawChart } from "./draw-chart.js";
import { openImage, fitImage, drawPlaceholder, fitDataUrls } from "./images.js";
import { drawOpening } from "./draw-artwork.js";
import { TEXT_SHARE } from "../slide-kinds/artwork.js";
import {
  FILL,
  GROW,
  SCALES,
  STATEMENT_GROW,
  at,
  bodyRect,
  contentSlide,
  fitBody,
  frameFor,
  newSlide,
  slideBlockStyle,
  slideTitle,
  textBox,
  type SlideCtx,
} from "./slide-frame.js";
import { Flow } from "./flow.js";
import type { Span } from "./text-runs.js";
import { numericColumns } from "../model/table-columns.js";
import { tableCellText } from "../model/table-cells.js";
import { renderDesignedSlide } from "./render-kinds.js";
import { documentLanguage } from "../model/language.js";
import { describeChart } from "../model/describe-chart.js";
import { slideLabel } from "./slide-label.js";

function bodyBox(sc: SlideCtx) {
  const b = bodyRect(sc);
  return { x: b.x, width: b.w, top: b.y, bottom: b.y + b.h };
}

function bulletBlocks(bullets: Bullet[], warnings: string[]): Block[] {
  const para = (text: string): Block => ({ type: "paragraph", children: parseInlineMarkdown(text, warnings) });
  const items = bullets.map((b) => {
    if (typeof b === "string") return { checked: null, blocks: [para(b)] };
    const blocks: Block[] = [para(b.text)];
    if (b.children.length)
      blocks.push({
        type: "list",
        ordered: false,
        start: 1,
        items: b.children.map((c) => ({ checked: null, blocks: [para(c)] })),
      });
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

/**
 * A content slide of two columns of blocks at one scale: grown while short (taking at most FILL of the body), else
 * shrunk to no less than `min`; centred as a pair with a rule between. False, and nothing drawn, when they do not fit.
 */
function columnsSlide(
  sc: SlideCtx,
  title: string | undefined,
  left: Block[],
  right: Block[],
  size: number,
  min = 0,
): boolean {
  const gap = 48;
  const body = bodyBox(sc);
  const room = body.bottom - body.top;
  const half = (body.width - gap) / 2;
  const lbox = { ...body, width: half };
  const rbox = { ...lbox, x: body.x + half + gap };
  const st = (s: number) => slideBlockStyle(sc.theme, size * s);
  const height = (box: typeof lbox, blocks: Block[], s: number) => {
    const flow = new Flow(sc.ctx, box, true, () => null);
    renderBlocks(flow, blocks, st(s));
    return flow.overflowed ? Infinity : flow.y - box.top;
  };
  const used = (s: number) => Math.max(height(lbox, left, s), height(rbox, right, s));
  const scale = [...GROW, ...SCALES.filter((s) => s >= min - 1e-9)].find(
    (s) => used(s) <= (GROW.includes(s) ? room * FILL : room),
  );
  if (scale === undefined) return false;
  contentSlide(sc, title);
  const top = body.top + (room - used(scale)) / 2;
  for (const [box, blocks] of [
    [lbox, left],
    [rbox, right],
  ] as const)
    renderBlocks(new Flow(sc.ctx, { ...box, top }, false, () => null), blocks, st(scale));
  // A rule between the columns in the theme's accent, as on the pptx slide: the pair reads as one design.
  sc.ctx.doc.rect(body.x + half + gap / 2 - 1, body.top + room * 0.05, 2, room * 0.9).fill(sc.theme.colors.accent);
  return true;
}

function twoColumn(sc: SlideCtx, slide: Extract<Slide, { layout: "two-column" }>): void {
  const left = parseMarkdown(slide.left);
  const right = parseMarkdown(slide.right);
  for (const w of [...left.warnings, ...right.warnings]) sc.ctx.warn(w);
  if (columnsSlide(sc, slide.title, left.blocks, right.blocks, 24)) return;
  // Columns that cannot fit side by side continue one after the other.
  contentSlide(sc, slide.title);
  fitBody(sc, slide.title, bodyBox(sc), (flow, s) => {
    renderBlocks(flow, left.blocks, slideBlockStyle(sc.theme, 24 * s));
    flow.gap(12);
    renderBlocks(flow, right.blocks, slideBlockStyle(sc.theme, 24 * s));
  });
}

/** A list longer than this is set in two columns (short items) or shared over slides. */
const MAX_ROWS = 6;
/** Body text is never set below 16 pt: 24 pt scaled by this. */
const MIN_BODY_SCALE = 16 / 24;

/** True when the blocks fit one body at a readable size (a dry run, nothing drawn). */
function fitsBody(sc: SlideCtx, blocks: Block[]): boolean {
  const flow = new Flow(sc.ctx, bodyBox(sc), true, () => null);
  renderBlocks(flow, blocks, slideBlockStyle(sc.theme, 24 * MIN_BODY_SCALE));
  return !flow.overflowed;
}

/** Bullets: up to six points on one slide; more short ones in two columns; else shared evenly over slides, each point whole. */
function bulletSlide(sc: SlideCtx, slide: Extract<Slide, { layout: "bullets" }>, warnings: string[]): void {
  const items = slide.bullets;
  bulletBlocks(items, warnings); // once for the inline Markdown's warnings; the pieces below are read quietly
  // A lone point is a statement: a paragraph without a bullet, as on the pptx slide.
  const lone = items.length === 1 && typeof items[0] === "string" ? items[0] : null;
  const blocksOf = (some: Bullet[]): Block[] =>
    lone !== null ? [{ type: "paragraph", children: parseInlineMarkdown(lone, []) }] : bulletBlocks(some, []);
  const flat = items.every((b) => typeof b === "string" || !b.children.length);
  if (items.length > MAX_ROWS && items.length <= MAX_ROWS * 2 && flat) {
    const half = Math.ceil(items.length / 2);
    if (columnsSlide(sc, slide.title, blocksOf(items.slice(0, half)), blocksOf(items.slice(half)), 24, MIN_BODY_SCALE))
      return;
  }
  let chunks = [items];
  if (items.length > MAX_ROWS || !fitsBody(sc, blocksOf(items))) {
    for (let n = 2; n <= items.length; n++) {
      const per = Math.ceil(items.length / n);
      if (per > MAX_ROWS) continue;
      chunks = Array.from({ length: n }, (_, i) => items.slice(i * per, (i + 1) * per)).filter((c) => c.length);
      if (chunks.every((c) => fitsBody(sc, blocksOf(c)))) break;
    }
  }
  chunks.forEach((chunk, i) => {
    const title = i ? `${slide.title ?? ""} (cont.)`.trim() : slide.title;
    contentSlide(sc, title, i > 0);
    // Points of one level are spread apart when short, each drawn as its own list inside the one list they make.
    const spread = lone === null && flat && chunks.length === 1 ? { items: chunk.length, size: 24 } : undefined;
    fitBody(
      sc,
      title,
      bodyBox(sc),
      (flow, s, gap) => {
        if (gap <= 0) return renderBlocks(flow, blocksOf(chunk), slideBlockStyle(sc.theme, 24 * s));
        flow.tag("L", () =>
          chunk.forEach((point, k) => {
            if (k) flow.gap(gap);
            renderBlocks(flow, blocksOf([point]), slideBlockStyle(sc.theme, 24 * s), 0, true);
          }),
        );
      },
      MIN_BODY_SCALE,
      lone !== null ? STATEMENT_GROW : GROW,
      spread,
    );
  });
}

function tableSlide(sc: SlideCtx, slide: Extract<Slide, { layout: "table" }>): void {
  contentSlide(sc, slide.title);
  const c = sc.theme.colors;
  // The header row accent-filled and the rows banded, in the pptx table's colours.
  const look = deckTableColours(sc.theme);
  const cell = (v: string | number | null, size: number, bold: boolean): Span[] => [
    {
      text: tableCellText(v, sc.ctx.tags.lang),
      style: { size, color: bold ? look.headerText : look.bodyText, weight: bold ? "bold" : "regular" },
    },
  ];
  const numeric = numericColumns(slide.table);
  fitBody(
    sc,
    slide.title,
    bodyBox(sc),
    (flow, s) => {
      const size = 20 * s;
      drawTable(flow, {
        header: slide.table.columns.map((h) => cell(h, size, true)),
        rows: slide.table.rows.map((r) => slide.table.columns.map((_, i) => cell(r[i] ?? null, size, false))),
        align: numeric.map((n) => (n ? "right" : null)),
        colors: { border: c.muted, headerFill: look.headerFill, stripe: look.bandFill },
        // As each continuation slide of the pptx table: every page's first row under the header is plain.
        stripeEachPage: true,
        cellBorder: look.border,
        padding: size * 0.5,
      });
    },
    0.7,
  );
}

function imageSlide(sc: SlideCtx, slide: Extract<Slide, { layout: "image" }>): void {
  newSlide(sc);
  const c = sc.theme.colors;
  const titleBox = at(sc, { x: 66.1, y: 36, w: 309.6, h: 126 });
  const pic = at(sc, { x: 408.1, y: 77.75, w: 486, h: 383.75 });
  const { tags } = sc.ctx;
  if (slide.title)
    slideTitle(sc, () =>
      textBox(sc, slide.title!, titleBox, { size: 32, color: c.text, weight: "bold", anchor: "bottom" }),
    );
  tags.block("P", () =>
    textBox(sc, slide.image.alt, at(sc, { x: 66.1, y: 162, w: 309.6, h: 300 }), { size: 16, color: c.muted }),
  );
  const img = openImage(sc.ctx, /^data:/i.test(slide.image.src) ? slide.image.src : null, slide.image.alt);
  tags.figure(tags.altFor(slide.image.alt), pic, () => {
    if (img) {
      const { w, h } = fitImage(img, pic.w, pic.h);
      sc.ctx.doc.image(img.image as never, pic.x + (pic.w - w) / 2, pic.y + (pic.h - h) / 2, { width: w, height: h });
    } else {
      drawPlaceholder(sc.ctx.doc, pic.x, pic.y, pic.w, pic.h, c.muted);
      textBox(
        sc,
        `Image: ${slide.image.alt || "untitled"}`,
        { x: pic.x + 20, y: pic.y, w: pic.w - 40, h: pic.h },
        { size: 16, color: c.muted, align: "center", anchor: "middle" },
      );
    }
  });
}

function renderSlide(sc: SlideCtx, slide: Slide, warnings: string[]): void {
  const c = sc.theme.colors;
  const { tags } = sc.ctx;
  switch (slide.layout) {
    case "title":
    case "section": {
      // As the pptx layouts: the title on the left of the theme's gradient, its artwork on the right third.
      newSlide(sc);
      const ink = tags.artifact("Background", () => drawOpening(sc, slide.layout));
      const w = sc.frame.w * TEXT_SHARE - 66;
      slideTitle(sc, () =>
        textBox(sc, slide.title, at(sc, { x: 66, y: 162, w, h: 180 }), {
          size: 54,
          color: ink,
          weight: "bold",
          anchor: "bottom",
        }),
      );
      if (slide.subtitle)
        tags.block("P", () =>
          textBox(sc, slide.subtitle!, at(sc, { x: 66, y: 351, w, h: 108 }), { size: 24, color: ink }),
        );
      return;
    }
    case "bullets":
      return bulletSlide(sc, slide, warnings);
    case "content":
      return markdownSlide(sc, slide.title, slide.body, 22);
    case "two-column":
      return twoColumn(sc, slide);
    case "table":
      return tableSlide(sc, slide);
    case "chart": {
      contentSlide(sc, slide.title);
      const box = bodyRect(sc);
      // The pptx chart's series colours, in its order: one per series, or per slice of a pie.
      const look = deckChartColours(
        sc.theme,
        slide.chart.type === "pie" ? slide.chart.categories.length : slide.chart.series.length,
      );
      tags.figure(describeChart(slide.chart, slide.title), box, () =>
        drawChart(
          sc.ctx.doc,
          slide.chart,
          box,
          {
            text: look.text,
            muted: c.muted,
            grid: deckGrid(sc.theme),
            series: look.series,
            background: c.background,
            lang: sc.ctx.tags.lang,
          },
          sc.ctx.warn,
        ),
      );
      return;
    }
    case "quote":
      newSlide(sc);
      // The big opening quote mark is ornament: the BlockQuote says it is a quotation.
      tags.artifact("Layout", () =>
        textBox(sc, "\u201C", at(sc, { x: 80, y: 60, w: 100, h: 120 }), { size: 120, color: c.accent }),
      );
      tags.block("BlockQuote", () => {
        tags.block("P", () =>
          textBox(sc, slide.quote, at(sc, { x: 108, y: 108, w: 744, h: 252 }), {
            size: 36,
            color: c.text,
            weight: "italic",
            align: "center",
            anchor: "middle",
          }),
        );
        if (slide.attribution)
          tags.block("P", () =>
            textBox(sc, `— ${slide.attribution}`, at(sc, { x: 108, y: 378, w: 744, h: 54 }), {
              size: 20,
              color: c.muted,
              align: "right",
            }),
          );
      });
      return;
    case "image":
      return imageSlide(sc, slide);
    default:
      return renderDesignedSlide(sc, slide);
  }
}

interface Outline {
  addItem(title: string, options: { pageNumber: number; fit: boolean }): unknown;
}

/**
 * Deck → PDF, tagged, with a bookmark per slide. Speaker notes are not printed. `slideStarts`: each slide's first page
 * (0-based); its continuation pages follow up to the next one's.
 */
export async function renderDeckToPdf(
  deck: Deck,
): Promise<{ bytes: Uint8Array; warnings: string[]; slideStarts: number[] }> {
  const pdf = createPdf({ title: deck.title, lang: documentLanguage(deck), credits: pictureCredits(deck) });
  pdf.ctx.pictures = await fitDataUrls(deck);
  const sc: SlideCtx = { ctx: pdf.ctx, theme: resolveTheme(deck.theme), frame: frameFor(deck.size) };
  const warnings: string[] = [];
  const { doc, tags } = pdf.ctx;
  const pages = (doc as unknown as { _root: { data: { Pages: { data: { Kids: unknown[] } } } } })._root.data.Pages.data
    .Kids;
  const outline = (doc as unknown as { outline: Outline }).outline;
  const slideStarts: number[] = [];
  deck.slides.forEach((slide, i) => {
    const label = slideLabel(slide, i);
    const first = pages.length;
    slideStarts.push(first);
    tags.setContext(label);
    tags.block("Sect", () => renderSlide(sc, slide, warnings), { title: label });
    if (pages.length > first) outline.addItem(label, { pageNumber: first, fit: true });
  });
  for (const w of warnings) pdf.ctx.warn(w);
  return { bytes: await pdf.finish(), warnings: pdf.warnings, slideStarts };
}
