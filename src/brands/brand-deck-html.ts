// A deck on a brand as one HTML page: each page of the brand's drawing a picture (data: URL, nothing fetched, no
// script), and each source slide's words — its titles, points, table cells, a chart described, pictures' alt text — as
// the text alternative of its first picture, so a screen reader, a search or a copy reads what the picture shows.
import { inlineText, type Block } from "../formats/model/blocks.js";
import { describeChart } from "../formats/model/describe-chart.js";
import { documentLanguage } from "../formats/model/language.js";
import { parseInlineMarkdown, parseMarkdown } from "../formats/model/markdown/parse-markdown.js";
import type { ChartData, Deck, Slide, TableData } from "../formats/model/source.js";
import { esc } from "../formats/html/escape.js";
import { RTL_LANGUAGES } from "../formats/html/mark-languages.js";

export interface PagePicture {
  png: Uint8Array;
  width: number;
  height: number;
}

/** Fields never drawn as words (settings, picture data, notes), and the fields holding Markdown blocks. */
const NOT_SHOWN = new Set([
  "layout",
  "src",
  "notes",
  "sources",
  "icon",
  "side",
  "trend",
  "type",
  "format",
  "labels",
  "highlight",
]);
const MARKDOWN_FIELDS = new Set(["body", "left", "right"]);

function blocksText(blocks: Block[]): string[] {
  return blocks.flatMap((b): string[] => {
    switch (b.type) {
      case "heading":
      case "paragraph":
        return [inlineText(b.children)];
      case "list":
        return b.items.flatMap((item) => blocksText(item.blocks));
      case "quote":
        return blocksText(b.blocks);
      case "code":
        return [b.text];
      case "table":
        return [b.header, ...b.rows].map((row) => row.map(inlineText).join(" · "));
      case "rule":
        return [];
    }
  });
}

const tableText = (table: TableData): string[] =>
  [table.columns, ...table.rows].map((row) => row.map((c) => (c === null ? "" : String(c))).join(" · "));

function words(value: unknown, key: string, title: string | undefined): string[] {
  if (NOT_SHOWN.has(key) || value === null || value === undefined) return [];
  if (key === "chart") return [describeChart(value as ChartData, title)];
  if (key === "table") return tableText(value as TableData);
  if (typeof value === "string")
    return MARKDOWN_FIELDS.has(key)
      ? blocksText(parseMarkdown(value).blocks)
      : [inlineText(parseInlineMarkdown(value))];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => words(v, "", title));
  if (typeof value === "object") return Object.entries(value).flatMap(([k, v]) => words(v, k, title));
  return [];
}

/** The words a slide shows, line by line in reading order (its notes and settings aside). */
export function slideText(slide: Slide): string {
  const title = "title" in slide && typeof slide.title === "string" ? slide.title : undefined;
  return words(slide, "", title)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const CSS = `*{box-sizing:border-box}
body{margin:0;background:#3a3a3a;color:#f5f5f5;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{max-width:1280px;margin:0 auto;padding:1.5rem 1rem .5rem}
h1{font-size:1.4rem;margin:0 0 .25rem}
header p{margin:0;color:#d0d0d0}
main{max-width:1280px;margin:0 auto;padding:0 1rem 2rem}
section.slide{margin:1rem 0 1.5rem}
section.slide img{display:block;width:100%;height:auto;margin:0 0 .5rem;background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.45)}
@media print{body{background:#fff;color:#000}header,main{max-width:none;padding:0}section.slide{break-inside:avoid;page-break-inside:avoid}section.slide img{box-shadow:none}}`;

const dataUrl = (png: Uint8Array) =>
  `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString("base64")}`;

/**
 * The page: the deck's title as its heading, then one section per source slide (id `slide-N`, as Quire's own HTML
 * names its slides) holding the pictures of its pages. The first picture's alt text is the slide's words; a
 * continuation page's says it continues that slide.
 */
export function brandDeckPage(deck: Deck, pictures: PagePicture[], slideStarts: number[]): string {
  const lang = documentLanguage(deck);
  const tag = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : "en";
  const rtl = RTL_LANGUAGES.has(tag.split("-")[0]!.toLowerCase());
  const count = deck.slides.length;
  const out: string[] = [
    `<!doctype html><html lang="${esc(tag)}"${rtl ? ' dir="rtl"' : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${esc(deck.title || "Deck")}</title><style>${CSS}</style></head><body>`,
    `<header><h1>${esc(deck.title || "Deck")}</h1><p>${count} ${count === 1 ? "slide" : "slides"}</p></header><main>`,
  ];
  deck.slides.forEach((slide, i) => {
    const from = slideStarts[i] ?? pictures.length;
    const to = Math.min(pictures.length, slideStarts[i + 1] ?? pictures.length);
    const n = i + 1;
    out.push(`<section class="slide" id="slide-${n}" aria-label="Slide ${n} of ${count}">`);
    for (let p = from; p < to; p++) {
      const picture = pictures[p]!;
      const alt = p === from ? slideText(slide) || `Slide ${n}` : `Slide ${n}, continued`;
      out.push(
        `<img src="${dataUrl(picture.png)}" width="${picture.width}" height="${picture.height}" alt="${esc(alt).replace(/\n/g, "&#10;")}">`,
      );
    }
    out.push("</section>");
  });
  out.push("</main></body></html>");
  return out.join("");
}
