// Block model → HTML strings (escaped by construction; hrefs and image srcs already allowlisted by the parser).
import { inlineText, type Block, type Footnote, type Inline, type ListItem } from "../model/blocks.js";
import { hasHeaderRow } from "../model/table-cells.js";
import { safeHref, safeImageSrc } from "../model/markdown/safe-url.js";
import { esc } from "./escape.js";

export interface BlockRenderOptions {
  /** Emit heading ids (doc pages, for the table of contents); off inside slides where ids would clash. */
  headingIds?: boolean;
  /**
   * The level the blocks' highest heading takes (a slide body's `#` or `###` becomes an h3 under the slide's h2); the
   * others follow in order, never more than one level below the heading before them.
   */
  headingTop?: number;
}

type Heading = Extract<Block, { type: "heading" }>;

/**
 * Each heading's level on the page when the text's highest level becomes `top`: the levels used keep their order,
 * and a heading is at most one level below the one before it ("#" then "###" become h2 then h3 under top 2).
 */
export function pageHeadingLevels(blocks: Block[], top: number): Map<Heading, number> {
  const headings: Heading[] = [];
  const visit = (list: Block[]) => {
    for (const b of list) {
      if (b.type === "heading") headings.push(b);
      else if (b.type === "quote") visit(b.blocks);
      else if (b.type === "list") b.items.forEach((i) => visit(i.blocks));
    }
  };
  visit(blocks);
  const ranked = [...new Set(headings.map((h) => h.level))].sort((a, b) => a - b);
  const levels = new Map<Heading, number>();
  let previous = top - 1;
  for (const h of headings) {
    const level = Math.min(6, top + ranked.indexOf(h.level), previous + 1);
    levels.set(h, level);
    previous = level;
  }
  return levels;
}

export function renderInlines(nodes: Inline[], out: string[]): void {
  for (const n of nodes) {
    switch (n.type) {
      case "text":
        out.push(esc(n.text));
        break;
      case "strong":
        out.push("<strong>");
        renderInlines(n.children, out);
        out.push("</strong>");
        break;
      case "em":
        out.push("<em>");
        renderInlines(n.children, out);
        out.push("</em>");
        break;
      case "strike":
        out.push("<del>");
        renderInlines(n.children, out);
        out.push("</del>");
        break;
      case "code":
        out.push("<code>", esc(n.text), "</code>");
        break;
      case "break":
        out.push("<br>");
        break;
      case "link": {
        // Re-checked here so a hand-built model cannot smuggle a scheme past the parser's allowlist.
        const href = n.href === null ? null : safeHref(n.href);
        if (href === null) {
          out.push('<span class="link-removed">');
          renderInlines(n.children, out);
          out.push("</span>");
        } else {
          out.push('<a href="', esc(href), '" rel="noopener noreferrer nofollow">');
          renderInlines(n.children, out);
          out.push("</a>");
        }
        break;
      }
      case "image":
        renderImage(n.src, n.alt, out);
        break;
      case "footnoteRef":
        out.push('<sup class="fnref"><a href="#', esc(n.id), '">', esc(n.label), "</a></sup>");
        break;
    }
  }
}

/** An allowlisted data: image, or a visible placeholder naming what was not shown. */
export function renderImage(src: string | null, alt: string, out: string[]): void {
  const safe = src === null ? null : safeImageSrc(src);
  if (safe === null) {
    out.push(
      '<span class="img-missing" role="img" aria-label="',
      esc(alt || "image"),
      '"><span class="img-missing-icon" aria-hidden="true"></span>',
      esc(alt ? `Image not shown: ${alt}` : "Image not shown"),
      "</span>",
    );
  } else {
    out.push('<img src="', esc(safe), '" alt="', esc(alt), '">');
  }
}

interface BlockState {
  headingIds: boolean;
  /** The headings' levels on the page (from headingTop; else each keeps its own). */
  levels: Map<Heading, number> | null;
}

export function renderBlocks(blocks: Block[], out: string[], opts: BlockRenderOptions = {}): void {
  const state: BlockState = {
    headingIds: opts.headingIds ?? false,
    levels: opts.headingTop === undefined ? null : pageHeadingLevels(blocks, opts.headingTop),
  };
  for (const b of blocks) renderBlock(b, out, state);
}

function renderBlock(b: Block, out: string[], opts: BlockState): void {
  switch (b.type) {
    case "heading": {
      const level = opts.levels?.get(b) ?? b.level;
      out.push("<h", String(level));
      if (opts.headingIds) out.push(' id="', esc(b.id), '"');
      out.push(">");
      renderInlines(b.children, out);
      out.push("</h", String(level), ">");
      break;
    }
    case "paragraph":
      out.push("<p>");
      renderInlines(b.children, out);
      out.push("</p>");
      break;
    case "list":
      renderList(b.ordered, b.start, b.items, out, opts);
      break;
    case "code":
      out.push('<pre class="code"');
      if (b.lang) out.push(' data-lang="', esc(b.lang), '"');
      out.push("><code>", esc(b.text), "</code></pre>");
      break;
    case "quote":
      out.push("<blockquote>");
      for (const inner of b.blocks) renderBlock(inner, out, opts);
      out.push("</blockquote>");
      break;
    case "table":
      renderTable(b, out);
      break;
    case "rule":
      out.push("<hr>");
      break;
  }
}

function renderList(ordered: boolean, start: number, items: ListItem[], out: string[], opts: BlockState): void {
  const tasks = items.some((i) => i.checked !== null);
  const tag = ordered ? "ol" : "ul";
  out.push("<", tag);
  if (ordered && start !== 1) out.push(' start="', String(Math.trunc(start)), '"');
  if (tasks) out.push(' class="tasks"');
  out.push(">");
  for (const item of items) {
    if (item.checked === null) out.push("<li>");
    else
      out.push(
        item.checked
          ? '<li class="task done"><span class="check" role="img" aria-label="done"></span>'
          : '<li class="task"><span class="check" role="img" aria-label="to do"></span>',
      );
    // Tight items: a lone paragraph renders without <p> so lists keep their rhythm.
    const only = item.blocks.length === 1 ? item.blocks[0] : undefined;
    if (only && only.type === "paragraph") renderInlines(only.children, out);
    else for (const inner of item.blocks) renderBlock(inner, out, opts);
    out.push("</li>");
  }
  out.push("</", tag, ">");
}

function renderTable(b: Extract<Block, { type: "table" }>, out: string[]): void {
  const cls = (i: number) => {
    const a = b.align[i];
    return a ? ` class="${a}"` : "";
  };
  out.push('<div class="table-wrap"><table>');
  // A header row of empty cells would show as an empty bar above the rows: such a table has none.
  if (hasHeaderRow(b.header.map(inlineText), b.rows.length)) {
    out.push("<thead><tr>");
    b.header.forEach((cell, i) => {
      out.push('<th scope="col"', cls(i), ">");
      renderInlines(cell, out);
      out.push("</th>");
    });
    out.push("</tr></thead>");
  }
  out.push("<tbody>");
  for (const row of b.rows) {
    out.push("<tr>");
    for (let i = 0; i < b.header.length; i++) {
      out.push("<td", cls(i), ">");
      const cell = row[i];
      if (cell) renderInlines(cell, out);
      out.push("</td>");
    }
    out.push("</tr>");
  }
  out.push("</tbody></table></div>");
}

export function renderFootnotes(footnotes: Footnote[], out: string[]): void {
  if (!footnotes.length) return;
  out.push('<section class="footnotes" aria-label="Footnotes"><hr><ol>');
  for (const f of footnotes) {
    out.push('<li id="', esc(f.id), '">');
    renderBlocks(f.blocks, out);
    out.push("</li>");
  }
  out.push("</ol></section>");
}
