// Deck → a page of 16:9 slides, one designed layout each, speaker notes in hidden <aside>s.
import { notesWithSources } from "../model/slide-notes.js";
import type { Bullet, Deck, Slide } from "../model/source.js";
import type { ResolvedTheme } from "../model/themes.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { esc } from "./escape.js";
import { renderPage } from "./page.js";
import { renderBlocks, renderFootnotes } from "./render-blocks.js";
import { renderChart } from "./render-chart.js";
import { DECK_CSS, sizeClass } from "./deck-css.js";
import type { RenderedBody } from "./render-doc.js";
import { numericColumns } from "../model/table-columns.js";
import { hasHeaderRow, tableCellText } from "../model/table-cells.js";
import { OWN_TITLE, image, inline, renderDesignedBody, slideHeadingId, subtitle } from "./render-kinds.js";
import { documentLanguage } from "../model/language.js";
import { pictureCredits } from "../model/picture-credits.js";
import { contentArt, openingArt } from "./slide-artwork.js";

export function renderDeck(deck: Deck, theme: ResolvedTheme): RenderedBody {
  const warnings: string[] = [];
  const out: string[] = [
    '<header class="deck-head"><h1>',
    esc(deck.title),
    "</h1><span>",
    String(deck.slides.length),
    deck.slides.length === 1 ? " slide" : " slides",
    `</span></header><main class="slides ${sizeClass(deck.size)}">`,
  ];
  const lang = documentLanguage(deck);
  deck.slides.forEach((slide, i) => renderSlide(slide, i, deck, theme, lang, out, warnings));
  out.push("</main>");
  return {
    html: renderPage({
      title: deck.title || "Deck",
      theme,
      kindCss: DECK_CSS,
      bodyClass: "deck",
      body: out,
      lang,
      rights: pictureCredits(deck),
    }),
    warnings: [...new Set(warnings)],
  };
}

/**
 * A slide's Markdown: its headings start at h3 under the slide's h2 title, or at h2 on a slide without one (the deck's
 * title is the page's one h1).
 */
function markdown(source: string, out: string[], warnings: string[], headingTop = 3): void {
  const parsed = parseMarkdown(source);
  renderBlocks(parsed.blocks, out, { headingTop });
  renderFootnotes(parsed.footnotes, out);
  warnings.push(...parsed.warnings);
}

function density(slide: Slide): string {
  let chars = 0;
  let lines = 0;
  switch (slide.layout) {
    case "bullets":
      for (const b of slide.bullets) {
        const item = typeof b === "string" ? { text: b, children: [] } : b;
        chars += item.text.length;
        lines += 1 + item.children.length;
        for (const c of item.children) chars += c.length;
      }
      break;
    case "content":
      chars = slide.body.length;
      lines = slide.body.split("\n").length;
      break;
    case "two-column":
      chars = Math.max(slide.left.length, slide.right.length) * 2;
      lines = Math.max(slide.left.split("\n").length, slide.right.split("\n").length);
      break;
    case "table":
      lines = slide.table.rows.length + 1;
      chars = lines * slide.table.columns.length * 12;
      break;
    case "quote":
      chars = slide.quote.length * 2.5;
      break;
    default:
      return "";
  }
  if (chars > 1400 || lines > 13) return " xdense";
  if (chars > 650 || lines > 8) return " dense";
  return chars < 220 && lines <= 3 ? " sparse" : "";
}

/** Slides set on the theme's opening artwork (its gradient and marks), their words in the artwork's own colour. */
const OPENING = { title: "title", section: "section", closing: "closing" } as const;

function renderSlide(
  slide: Slide,
  index: number,
  deck: Deck,
  theme: ResolvedTheme,
  lang: string,
  out: string[],
  warnings: string[],
): void {
  const n = index + 1;
  const role = OPENING[slide.layout as keyof typeof OPENING];
  const opening = role ? openingArt(theme, role, deck.size, `art-${n}`) : null;
  const art = opening
    ? opening.svg
    : slide.layout === "full-bleed" || slide.layout === "quote"
      ? ""
      : contentArt(theme, deck.size);
  const headingId = slideHeadingId(n);
  // Each slide is a region named by its heading; a slide without one (a quote) by its number.
  const name = headedTitle(slide) ? `aria-labelledby="${headingId}"` : `aria-label="Slide ${n}"`;
  out.push(
    '<section class="slide L-',
    slide.layout,
    opening ? " open" : "",
    density(slide),
    '" id="slide-',
    String(n),
    '" ',
    name,
    opening ? ` style="--ink:${opening.ink};--rule:${opening.rule}"` : "",
    ">",
    art,
    '<div class="in">',
  );
  const title = "title" in slide && slide.title && !OWN_TITLE.has(slide.layout) ? slide.title : "";
  const heading = () => {
    if (title) out.push('<h2 class="t" id="', headingId, '">', esc(title), "</h2>");
  };
  switch (slide.layout) {
    case "title":
      out.push('<h2 id="', headingId, '">', esc(slide.title), "</h2>");
      subtitle(slide.subtitle, out, warnings);
      break;
    case "section":
      out.push('<h2 id="', headingId, '">', esc(slide.title), "</h2>");
      subtitle(slide.subtitle, out, warnings);
      break;
    case "bullets":
      heading();
      out.push('<div class="body"><ul class="b">');
      for (const b of slide.bullets) renderBullet(b, out, warnings);
      out.push("</ul></div>");
      break;
    case "content":
      heading();
      out.push('<div class="body">');
      markdown(slide.body, out, warnings, title ? 3 : 2);
      out.push("</div>");
      break;
    case "two-column":
      heading();
      out.push('<div class="cols"><div>');
      markdown(slide.left, out, warnings, title ? 3 : 2);
      out.push("</div><div>");
      markdown(slide.right, out, warnings, title ? 3 : 2);
      out.push("</div></div>");
      break;
    case "table":
      heading();
      renderTableData(slide.table, title, lang, out);
      break;
    case "chart":
      heading();
      out.push('<div class="chart-box">');
      renderChart(slide.chart, title, out, `chart-${n}`, { theme, lang });
      out.push("</div>");
      break;
    case "quote":
      out.push('<span class="mark" aria-hidden="true">\u201C</span><blockquote>');
      inline(slide.quote, out, warnings);
      out.push("</blockquote>");
      if (slide.attribution) out.push('<p class="by">', esc(slide.attribution), "</p>");
      break;
    case "image": {
      heading();
      out.push("<figure>");
      const shown = image(slide.image.src, slide.image.alt, n, out, warnings);
      if (slide.image.alt && shown) out.push("<figcaption>", esc(slide.image.alt), "</figcaption>");
      out.push("</figure>");
      break;
    }
    default:
      heading();
      renderDesignedBody(slide, n, out, warnings, deck.size);
  }
  out.push(
    '<div class="foot"><span>',
    esc(deck.title),
    "</span><span>",
    String(n),
    " / ",
    String(deck.slides.length),
    "</span></div></div>",
  );
  const notes = notesWithSources(slide);
  if (notes) {
    out.push('<aside class="notes" hidden aria-label="Speaker notes">');
    markdown(notes, out, warnings);
    out.push("</aside>");
  }
  out.push("</section>");
}

/** The title a slide shows as its heading, or "" (a quote; an untitled picture or image-and-text slide). */
function headedTitle(slide: Slide): string {
  if (slide.layout === "quote") return "";
  return "title" in slide && typeof slide.title === "string" ? slide.title.trim() : "";
}

function renderBullet(b: Bullet, out: string[], warnings: string[]): void {
  const item = typeof b === "string" ? { text: b, children: [] as string[] } : b;
  out.push("<li>");
  inline(item.text, out, warnings);
  if (item.children.length) {
    out.push("<ul>");
    for (const c of item.children) {
      out.push("<li>");
      inline(c, out, warnings);
      out.push("</li>");
    }
    out.push("</ul>");
  }
  out.push("</li>");
}

/**
 * The slide's table: its title as the caption (for screen readers; the slide shows it as its heading), column headers
 * scoped (none when the source names no column), numbers as the deck's language writes them.
 */
function renderTableData(
  table: Extract<Slide, { layout: "table" }>["table"],
  title: string,
  lang: string,
  out: string[],
): void {
  const numeric = numericColumns(table);
  out.push('<div class="body table-wrap"><table>');
  if (title) out.push('<caption class="vh">', esc(title), "</caption>");
  if (hasHeaderRow(table.columns, table.rows.length)) {
    out.push("<thead><tr>");
    table.columns.forEach((c, i) =>
      out.push(numeric[i] ? '<th scope="col" class="num">' : '<th scope="col">', esc(c), "</th>"),
    );
    out.push("</tr></thead>");
  }
  out.push("<tbody>");
  for (const row of table.rows) {
    out.push("<tr>");
    for (let i = 0; i < table.columns.length; i++) {
      out.push(numeric[i] ? '<td class="num">' : "<td>", esc(tableCellText(row[i], lang)), "</td>");
    }
    out.push("</tr>");
  }
  out.push("</tbody></table></div>");
}
