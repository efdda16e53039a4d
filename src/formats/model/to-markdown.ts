// Deck/doc → Markdown that parses back to the same model (the `md` export): slides split by `---`,
// notes after `<!-- notes -->`, layouts Markdown cannot show by itself named by `<!-- layout: x -->`.
import { notesWithSources } from "./slide-notes.js";
import { inferSlideLayout } from "./markdown/parse-deck.js";
import type { Deck, Doc, Slide, TableData } from "./source.js";
import { outlineBullets, type DesignedKind } from "./slide-outline.js";
import { escapeRegExp } from "../../lib/text.js";

/** Escapes plain text (titles, cells, alt text) so Markdown reads it back as the same characters. */
export function escapeMarkdownText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " ")
    .replace(/[\\`*_[\]<>!|~&#$]/g, "\\$&")
    .replace(/^([-+=>])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

/** Keeps an inline-Markdown string (a bullet, a quote) on one line and from opening a block of its own. */
function inlineLine(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .replace(/^(#{1,6}(?:\s|$)|[>+*-](?:\s|$)|[-*_=]{3,}|`{3,}|~{3,})/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

/** A table as a GFM pipe table, numbers right-aligned. */
export function tableMarkdown(table: TableData): string {
  const cell = (v: string | number | null | undefined) =>
    v === null || v === undefined ? "" : typeof v === "number" ? String(v) : escapeMarkdownText(v);
  const numeric = table.columns.map((_, i) => table.rows.some((r) => typeof r[i] === "number"));
  const lines = [
    `| ${table.columns.map((c) => cell(c) || " ").join(" | ")} |`,
    `|${numeric.map((n) => (n ? " --: " : " --- ")).join("|")}|`,
  ];
  for (const row of table.rows) lines.push(`| ${table.columns.map((_, i) => cell(row[i])).join(" | ")} |`);
  return lines.join("\n");
}

/** A link destination that survives any characters (angle brackets when it has spaces or parentheses). */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>\n]/g, (c) => encodeURIComponent(c))}>` : url;
}

/** One slide as Markdown: its title as a heading, then its text, lists and tables (no notes). */
export function slideBody(slide: Slide, index: number): string {
  const heading = (title: string | undefined, level = 2) =>
    title ? `${"#".repeat(level)} ${escapeMarkdownText(title)}` : "";
  const parts: string[] = [];
  switch (slide.layout) {
    case "title":
    case "section":
      parts.push(heading(slide.title, 1));
      if (slide.subtitle) parts.push(inlineLine(slide.subtitle));
      break;
    case "bullets":
      parts.push(heading(slide.title));
      parts.push(
        slide.bullets
          .map((b) =>
            typeof b === "string"
              ? `- ${inlineLine(b)}`
              : [`- ${inlineLine(b.text)}`, ...b.children.map((c) => `  - ${inlineLine(c)}`)].join("\n"),
          )
          .join("\n"),
      );
      break;
    case "content":
      parts.push(heading(slide.title), slide.body.trim());
      break;
    case "two-column":
      parts.push(heading(slide.title), slide.left.trim(), "<!-- column -->", slide.right.trim());
      break;
    case "table":
      parts.push(heading(slide.title), tableMarkdown(slide.table));
      break;
    case "chart":
      parts.push(heading(slide.title), "```chart\n" + JSON.stringify(slide.chart) + "\n```");
      break;
    case "quote":
      parts.push(`> ${inlineLine(slide.quote)}`);
      if (slide.attribution) parts.push(`\u2014 ${escapeMarkdownText(slide.attribution)}`);
      break;
    case "image":
      parts.push(heading(slide.title), `![${escapeMarkdownText(slide.image.alt)}](${destination(slide.image.src)})`);
      break;
    default:
      // A designed kind: readable as a list, and whole in a comment so the md export parses back to the same slide.
      return designedMarkdown(slide, heading);
  }
  let md = parts.filter(Boolean).join("\n\n");
  if (inferSlideLayout(md, index) !== slide.layout) md = `<!-- layout: ${slide.layout} -->\n\n${md}`;
  return md;
}

function designedMarkdown(slide: DesignedKind, heading: (title: string | undefined, level?: number) => string): string {
  const { notes: _notes, ...data } = slide;
  const parts = [
    `<!-- slide: ${JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e")} -->`,
    heading(slide.title),
  ];
  if (slide.layout === "image-text" || slide.layout === "full-bleed") {
    parts.push(`![${escapeMarkdownText(slide.image.alt)}](${destination(slide.image.src)})`);
    parts.push(slide.layout === "image-text" ? slide.body.trim() : slide.subtitle ? inlineLine(slide.subtitle) : "");
  } else {
    if (slide.layout === "agenda") parts.push(slide.items.map((t, i) => `${i + 1}. ${inlineLine(t)}`).join("\n"));
    else
      parts.push(
        outlineBullets(slide)
          .map((b) =>
            typeof b === "string"
              ? `- ${inlineLine(b)}`
              : [`- ${inlineLine(b.text)}`, ...b.children.map((c) => `  - ${inlineLine(c)}`)].join("\n"),
          )
          .join("\n"),
      );
    // Cards' pictures, as image slides' are shown (the slide comment above carries where each belongs).
    if (slide.layout === "cards")
      parts.push(
        slide.cards
          .flatMap((c) => (c.image ? [`![${escapeMarkdownText(c.image.alt)}](${destination(c.image.src)})`] : []))
          .join("\n\n"),
      );
  }
  return parts.filter(Boolean).join("\n\n");
}

export function deckToMarkdown(deck: Deck): string {
  return `${deck.slides
    .map((slide, i) => {
      const body = slideBody(slide, i);
      const notes = notesWithSources(slide);
      return notes ? `${body}\n\n<!-- notes -->\n\n${notes}` : body;
    })
    .join("\n\n---\n\n")}\n`;
}

export function docToMarkdown(doc: Doc): string {
  const body = doc.markdown.replace(/^\s*\n/, "");
  // A body that already opens with the title as its heading must not get it twice.
  const opensWithTitle = new RegExp(`^#\\s+${escapeRegExp(doc.title.trim())}\\s*(\\n|$)`).test(body);
  return doc.title.trim() && !opensWithTitle ? `# ${escapeMarkdownText(doc.title)}\n\n${body}` : body;
}

/** The `md` export of a deck or doc. */
export function toMarkdown(source: Deck | Doc): string {
  return source.kind === "deck" ? deckToMarkdown(source) : docToMarkdown(source);
}
