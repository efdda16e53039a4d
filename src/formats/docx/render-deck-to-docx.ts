// Deck → .docx handout: each slide's title as a heading, its content (bullets, tables, quotes, chart data), its notes.
import { notesWithSources } from "../model/slide-notes.js";
import type { Block, Inline } from "../model/blocks.js";
import { parseInlineMarkdown, parseMarkdown } from "../model/markdown/parse-markdown.js";
import type { Bullet, Deck, Slide } from "../model/source.js";
import { describeChart } from "../model/describe-chart.js";
import { documentLanguage } from "../model/language.js";
import { tableCellText } from "../model/table-cells.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { outlineBullets } from "../model/slide-outline.js";
import { DocxBuilder } from "./docx-builder.js";
import {
  headingParagraph,
  paragraph,
  textParagraph,
  titleParagraph,
  writeBlocks,
  type BlockContext,
} from "./write-blocks.js";
import { textRun } from "./write-inlines.js";
import { writeDocxPackage } from "./write-docx-package.js";
import { pictureCredits } from "../model/picture-credits.js";

export async function renderDeckToDocx(deck: Deck): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const builder = new DocxBuilder([], escapeAttr(documentLanguage(deck)));
  const warnings: string[] = [];
  const ctx: BlockContext = { builder, part: "document", level: -1, quote: 0, indent: 0, headingShift: 1 };
  let body = deck.title.trim() ? titleParagraph(deck.title, ctx) : "";
  deck.slides.forEach((slide, i) => {
    body += headingParagraph(slideTitle(slide, i), 1, ctx);
    body += slideBody(slide, ctx, warnings);
    const notes = notesWithSources(slide);
    if (notes) {
      body += paragraph(textRun("Speaker notes", { b: true }), ctx, { style: "NotesLabel" });
      body += markdown(notes, ctx, warnings);
    }
  });
  const bytes = writeDocxPackage(builder, body, deck.title, pictureCredits(deck));
  return { bytes, warnings: dedupe([...warnings, ...builder.warnings]) };
}

function slideTitle(slide: Slide, i: number): string {
  const title = "title" in slide ? slide.title?.trim() : "";
  return title || `Slide ${i + 1}`;
}

function slideBody(slide: Slide, ctx: BlockContext, warnings: string[]): string {
  switch (slide.layout) {
    case "title":
    case "section":
      return slide.subtitle ? textParagraph(slide.subtitle, ctx, "Subtitle") : "";
    case "bullets":
      return bulletList(slide.bullets, ctx, warnings);
    case "content":
      return markdown(slide.body, ctx, warnings);
    case "two-column":
      return markdown(slide.left, ctx, warnings) + markdown(slide.right, ctx, warnings);
    case "table": {
      const cell = (v: string | number | null): Inline[] => [
        { type: "text", text: tableCellText(v, ctx.builder.language) },
      ];
      const { columns, rows } = slide.table;
      // Numeric columns read better right-aligned, as on the slide.
      const align = columns.map((_, c) =>
        rows.some((r) => typeof r[c] === "number") &&
        rows.every((r) => r[c] === null || r[c] === undefined || typeof r[c] === "number")
          ? ("right" as const)
          : null,
      );
      return writeBlocks(
        [{ type: "table", align, header: columns.map(cell), rows: rows.map((r) => r.map(cell)) }],
        ctx,
      );
    }
    case "chart": {
      const { chart } = slide;
      const header = ["", ...chart.series.map((s) => s.name)].map((t): Inline[] => [{ type: "text", text: t }]);
      const rows = chart.categories.map((cat, r) =>
        [cat, ...chart.series.map((s) => (s.values[r] === undefined ? "" : String(s.values[r])))].map((t): Inline[] => [
          { type: "text", text: t },
        ]),
      );
      // The chart in words above its data, so every reader (and a screen reader first) has the gist before the figures.
      const caption = textParagraph(describeChart(chart, slide.title), ctx, "Caption");
      return (
        caption +
        writeBlocks([{ type: "table", align: [null, ...chart.series.map(() => "right" as const)], header, rows }], ctx)
      );
    }
    case "quote": {
      const blocks: Block[] = [
        { type: "quote", blocks: [{ type: "paragraph", children: [{ type: "text", text: slide.quote }] }] },
      ];
      if (slide.attribution)
        blocks.push({ type: "paragraph", children: [{ type: "text", text: `\u2014 ${slide.attribution}` }] });
      return writeBlocks(blocks, ctx);
    }
    case "image":
    case "full-bleed":
      if (!slide.image.src.startsWith("data:"))
        warnings.push(
          `slide image "${slide.image.alt || "untitled"}" is not a data: URL; its alt text is shown instead`,
        );
      return (
        (slide.layout === "full-bleed" && slide.subtitle ? textParagraph(slide.subtitle, ctx, "Subtitle") : "") +
        writeBlocks(
          [
            {
              type: "paragraph",
              children: [
                {
                  type: "image",
                  src: slide.image.src.startsWith("data:") ? slide.image.src : null,
                  alt: slide.image.alt,
                },
              ],
            },
          ],
          ctx,
        )
      );
    case "image-text":
      return slideBody({ layout: "image", image: slide.image }, ctx, warnings) + markdown(slide.body, ctx, warnings);
    case "cards": {
      if (!slide.cards.some((c) => c.image)) return bulletList(outlineBullets(slide), ctx, warnings);
      // Each card's picture under its words, in its list item.
      const items = outlineBullets(slide).map((b, i) => {
        const picture = slide.cards[i]!.image;
        const blocks: Block[] = [
          { type: "paragraph", children: parseInlineMarkdown(typeof b === "string" ? b : b.text, warnings) },
        ];
        if (picture)
          blocks.push({
            type: "paragraph",
            children: [{ type: "image", src: picture.src.startsWith("data:") ? picture.src : null, alt: picture.alt }],
          });
        return { checked: null, blocks };
      });
      return writeBlocks([{ type: "list", ordered: false, start: 1, items }], ctx);
    }
    default:
      return bulletList(outlineBullets(slide), ctx, warnings);
  }
}

function bulletList(bullets: Bullet[], ctx: BlockContext, warnings: string[]): string {
  const items = bullets.map((b) => {
    const text = typeof b === "string" ? b : b.text;
    const children = typeof b === "string" ? [] : b.children;
    const blocks: Block[] = [{ type: "paragraph", children: parseInlineMarkdown(text, warnings) }];
    if (children.length)
      blocks.push({
        type: "list",
        ordered: false,
        start: 1,
        items: children.map((c) => ({
          checked: null,
          blocks: [{ type: "paragraph", children: parseInlineMarkdown(c, warnings) }],
        })),
      });
    return { checked: null, blocks };
  });
  return writeBlocks([{ type: "list", ordered: false, start: 1, items }], ctx);
}

function markdown(source: string, ctx: BlockContext, warnings: string[]): string {
  const parsed = parseMarkdown(source);
  warnings.push(...parsed.warnings);
  ctx.builder.setFootnotes(parsed.footnotes);
  return writeBlocks(parsed.blocks, ctx);
}

function dedupe(list: string[]): string[] {
  return [...new Set(list)];
}
