// One section of the user's text as slides: its text in a designed kind when the shape fits (and every word is on it),
// else as prose; its tables in pages of rows, quotes and code as written; continuation slides numbered "(2/3)".
import { inlineText, type Block } from "../../../formats/model/blocks.js";
import { blocksToMarkdown, SLIDE_MARKDOWN } from "../../../formats/model/markdown/blocks-to-markdown.js";
import type { Slide, TableData } from "../../../formats/model/source.js";
import { SLIDE_KINDS } from "../../../formats/slide-kinds/slide-kinds.js";
import { proseSlides } from "./prose-slides.js";
import { shapedSlides } from "./shaped-slides.js";
import { units, type Budget, MAX_UNITS } from "./slide-budget.js";
import { compactText, shownText } from "./shown-text.js";

const TABLE_ROWS = 8;
const CODE_LINES = 14;

function tableSlides(title: string | undefined, table: TableData): Slide[] {
  const pages = Math.max(1, Math.ceil(table.rows.length / TABLE_ROWS));
  const size = Math.ceil(table.rows.length / pages) || 1;
  return Array.from({ length: pages }, (_, i) => ({
    layout: "table",
    ...(title ? { title } : {}),
    table: { columns: table.columns, rows: table.rows.slice(i * size, (i + 1) * size) },
  }));
}

const tableOf = (b: Extract<Block, { type: "table" }>): TableData => {
  const columns = b.header.map((c) => inlineText(c).trim());
  return {
    columns: columns.length ? columns : [""],
    rows: b.rows.map((r) => columns.map((_, i) => inlineText(r[i] ?? []).trim() || null)),
  };
};

/**
 * A block quote: a quote slide when it fits one and its section has no title to show (a quote slide has none), its
 * last "— Name" line the attribution; else the quote as written on a slide with the title.
 */
function quoteSlides(title: string | undefined, b: Extract<Block, { type: "quote" }>, budget: Budget): Slide[] {
  const paras = b.blocks
    .filter((x): x is Extract<Block, { type: "paragraph" }> => x.type === "paragraph")
    .map((x) => inlineText(x.children).trim());
  const lines = paras
    .join("\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const last = lines[lines.length - 1] ?? "";
  const by = lines.length > 1 && /^(—|–|--|-)\s*\S/.test(last) ? last.replace(/^(—|–|--|-)\s*/, "") : undefined;
  const quote = (by ? lines.slice(0, -1) : lines).join(" ");
  const fits =
    paras.length === b.blocks.length &&
    paras.length > 0 &&
    units(quote) <= MAX_UNITS * 0.6 &&
    quote.length <= 5_000 &&
    (by?.length ?? 0) <= 500;
  if (!title && fits) return [{ layout: "quote", quote, ...(by ? { attribution: by } : {}) }];
  if (fits) return [{ layout: "content", title, body: blocksToMarkdown([b], SLIDE_MARKDOWN) }];
  return proseSlides(title, b.blocks, budget);
}

function codeSlides(title: string | undefined, b: Extract<Block, { type: "code" }>): Slide[] {
  const lines = b.text.replace(/\n$/, "").split("\n");
  const fence = b.text.includes("```") ? "~~~~" : "```";
  const out: Slide[] = [];
  for (let i = 0; i < lines.length; i += CODE_LINES)
    out.push({
      layout: "content",
      ...(title ? { title } : {}),
      body: `${fence}${b.lang ?? ""}\n${lines.slice(i, i + CODE_LINES).join("\n")}\n${fence}`,
    });
  return out;
}

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });
/** A text's words, sorted: the same for two texts with the same words in any order. */
const wordBag = (text: string) =>
  [...wordSegmenter.segment(text.normalize("NFKC").toLowerCase())]
    .filter((w) => w.isWordLike)
    .map((w) => w.segment)
    .sort()
    .join(" ");

/** Whether designed slides show the blocks' words: in order, or (a timeline puts each date first) the same words. */
function showsEvery(shaped: Slide[], blocks: Block[]): boolean {
  const shown = shaped.map((s) => shownText(s, false)).join(" ");
  const written = blocks.map(blockText).join(" ");
  if (compactText(shown) === compactText(written)) return true;
  return shaped.every((s) => s.layout === "timeline") && wordBag(shown) === wordBag(written);
}

/** Text blocks in a designed kind when every word of them is on its slides, else as prose. */
function textSlides(title: string | undefined, blocks: Block[], budget: Budget, people: readonly string[]): Slide[] {
  const shaped = shapedSlides(title, blocks, people);
  if (shaped && showsEvery(shaped, blocks)) return shaped;
  return proseSlides(title, blocks, budget);
}

/** Every word a block shows, in order. */
function blockText(b: Block): string {
  if (b.type === "paragraph" || b.type === "heading") return inlineText(b.children);
  if (b.type === "list") return b.items.map((it) => it.blocks.map(blockText).join(" ")).join(" ");
  if (b.type === "quote") return b.blocks.map(blockText).join(" ");
  if (b.type === "code") return b.text;
  if (b.type === "table") return [...b.header, ...b.rows.flat()].map(inlineText).join(" ");
  return "";
}

export interface SectionInput {
  title?: string;
  blocks: Block[];
  tables: TableData[];
  charts: Extract<Slide, { layout: "chart" }>["chart"][];
  metrics: Extract<Slide, { layout: "kpi" }>["metrics"];
}

/** A section's slides in reading order; a titled section with nothing in it is a divider. `people`: the notes' attendees. */
export function sectionSlides(s: SectionInput, budget: Budget, people: readonly string[] = []): Slide[] {
  const out: Slide[] = [];
  let run: Block[] = [];
  const flush = () => {
    if (run.length) out.push(...textSlides(s.title, run, budget, people));
    run = [];
  };
  for (const b of s.blocks) {
    if (b.type === "table") {
      flush();
      out.push(...tableSlides(s.title, tableOf(b)));
    } else if (b.type === "quote") {
      flush();
      out.push(...quoteSlides(s.title, b, budget));
    } else if (b.type === "code") {
      flush();
      out.push(...codeSlides(s.title, b));
    } else if (b.type !== "rule") run.push(b);
  }
  flush();
  const perSlide = SLIDE_KINDS.kpi.capacity.count[1];
  for (let i = 0; i < s.metrics.length; i += perSlide) {
    out.push({ layout: "kpi", ...(s.title ? { title: s.title } : {}), metrics: s.metrics.slice(i, i + perSlide) });
  }
  for (const chart of s.charts) out.push({ layout: "chart", ...(s.title ? { title: s.title } : {}), chart });
  for (const t of s.tables) out.push(...tableSlides(s.title, t));
  if (!out.length && s.title) out.push({ layout: "section", title: s.title });
  return numbered(out, s.title);
}

/** "Title (1/3)", "Title (2/3)"…: the slides that carry a section's title, numbered when there is more than one. */
function numbered(slides: Slide[], title: string | undefined): Slide[] {
  if (!title) return slides;
  const titled = slides.filter((s) => "title" in s && s.title === title && s.layout !== "section");
  if (titled.length < 2) return slides;
  let i = 0;
  return slides.map((s) =>
    "title" in s && s.title === title && s.layout !== "section"
      ? { ...s, title: `${title} (${++i}/${titled.length})` }
      : s,
  );
}
