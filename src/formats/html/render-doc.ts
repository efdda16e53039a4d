// Doc → an article page: readable measure, title header, table of contents for long docs, footnotes.
import { inlineText, type Block, type ParsedMarkdown } from "../model/blocks.js";
import type { Doc } from "../model/source.js";
import type { ResolvedTheme } from "../model/themes.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { esc } from "./escape.js";
import { renderPage } from "./page.js";
import { pageHeadingLevels, renderBlocks, renderFootnotes } from "./render-blocks.js";
import { documentLanguage } from "../model/language.js";

/** A doc gets a table of contents when it has at least this many h2/h3 headings. */
const TOC_MIN_HEADINGS = 4;

const DOC_CSS = `body.doc{background:var(--page)}
.doc-page{max-width:52rem;margin:0 auto;padding:3.5rem 1.5rem 5rem}
.doc-sheet{background:var(--bg);border:1px solid var(--line-soft);border-radius:14px;padding:3.5rem clamp(1.25rem,6vw,4.5rem);box-shadow:0 1px 2px rgba(0,0,0,.04),0 12px 40px -12px rgba(0,0,0,.12)}
article{font-size:1.075rem;max-width:44rem;margin:0 auto;overflow-wrap:break-word}
article>:first-child{margin-top:0}
.doc-header{margin:0 auto 2.5rem;max-width:44rem;padding-bottom:1.5rem;border-bottom:1px solid var(--line)}
.doc-header .kicker{font-size:.78rem;letter-spacing:.14em;text-transform:uppercase;color:var(--accent-on-bg);font-weight:600;margin:0 0 .6rem}
.doc-header h1{font-size:clamp(2rem,4.5vw,2.9rem);margin:0;line-height:1.1;letter-spacing:-.02em}
article h1{font-size:2rem}article h2{font-size:1.55rem;padding-top:.4em}article h3{font-size:1.25rem}article h4{font-size:1.05rem}
article h5,article h6{font-size:.95rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
article p,article ul,article ol{margin:0 0 1.05em}
.toc{max-width:44rem;margin:0 auto 2.5rem;padding:1.1rem 1.4rem;background:var(--surface);border-radius:10px;font-size:.95rem}
.toc-title{font-family:var(--font-heading);font-weight:700;font-size:.78rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);margin:0 0 .5rem}
.toc>ol{margin:0;padding-left:1.3em;columns:2 18rem;column-gap:2.5rem}.toc li{margin:.15em 0;break-inside:avoid}
.toc ol.sub{list-style:none;margin:.1em 0 .35em;padding-left:.9em;font-size:.9em;border-left:2px solid var(--line)}
.toc a{display:inline-block;min-height:24px;min-width:24px;padding:2px 0;box-sizing:border-box;color:var(--text);text-decoration:none}.toc a:hover{color:var(--link);text-decoration:underline}
@media (max-width:640px){.doc-page{padding:0}.doc-sheet{border-radius:0;border:0}}
@media print{body.doc{background:#fff}.doc-page{padding:0}.doc-sheet{border:0;box-shadow:none;padding:0}}`;

export interface RenderedBody {
  html: string;
  warnings: string[];
}

export function renderDoc(
  doc: Doc,
  theme: ResolvedTheme,
  parsed: ParsedMarkdown = parseMarkdown(doc.markdown),
): RenderedBody {
  const out: string[] = ['<main class="doc-page"><div class="doc-sheet">'];
  let blocks = parsed.blocks;
  const lead = blocks[0];
  // A doc that opens with its own title as an h1 should not show the title twice.
  if (lead && lead.type === "heading" && lead.level === 1 && inlineText(lead.children).trim() === doc.title.trim())
    blocks = blocks.slice(1);
  const titled = doc.title.trim() !== "";
  if (titled) out.push('<header class="doc-header"><h1>', esc(doc.title), "</h1></header>");
  // Under the title's h1 the text's own headings start at h2 (one h1 a page, no level skipped); untitled, at h1.
  const headingTop = titled ? 2 : 1;
  renderToc(blocks, pageHeadingLevels(blocks, headingTop), out);
  out.push("<article>");
  renderBlocks(blocks, out, { headingIds: true, headingTop });
  renderFootnotes(parsed.footnotes, out);
  out.push("</article></div></main>");
  return {
    html: renderPage({
      title: doc.title || "Document",
      theme,
      kindCss: DOC_CSS,
      bodyClass: "doc",
      body: out,
      lang: documentLanguage(doc),
    }),
    warnings: parsed.warnings,
  };
}

/** The contents: the page's h2 and h3 headings (at the levels renderBlocks draws them, from `levels`). */
function renderToc(blocks: Block[], levels: Map<Block, number>, out: string[]): void {
  type Heading = Extract<Block, { type: "heading" }>;
  const heads = blocks.filter(
    (b): b is Heading => b.type === "heading" && (levels.get(b) === 2 || levels.get(b) === 3),
  );
  if (heads.length < TOC_MIN_HEADINGS) return;
  const entries: { head: Heading; subs: Heading[] }[] = [];
  for (const h of heads) {
    const last = entries[entries.length - 1];
    if (levels.get(h) === 3 && last) last.subs.push(h);
    else entries.push({ head: h, subs: [] });
  }
  const link = (h: Heading) =>
    `<a href="#${esc(h.id)}">${esc(inlineText(h.children.filter((c) => c.type !== "footnoteRef")))}</a>`;
  out.push('<nav class="toc" aria-label="Contents"><p class="toc-title">Contents</p><ol>');
  for (const e of entries) {
    out.push("<li>", link(e.head));
    if (e.subs.length) out.push('<ol class="sub">', ...e.subs.map((h) => `<li>${link(h)}</li>`), "</ol>");
    out.push("</li>");
  }
  out.push("</ol></nav>");
}
