// A doc summarised into a deck: title and agenda, one slide per section in the kind its shape calls for (KPI, timeline,
// comparison, cards, table, image + text, quote) or its lead sentences as bullets; the full text goes to the notes.
import { inlineText, type Block } from "../model/blocks.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import type { Deck, Doc, Slide } from "../model/source.js";
import { SLIDE_KINDS } from "../slide-kinds/slide-kinds.js";
import { blocksToMarkdown, SLIDE_MARKDOWN } from "../model/markdown/blocks-to-markdown.js";
import { withoutAuthorNotes } from "./author-notes.js";
import { designedSlide } from "./designed-slide.js";
import { isFigure, leadSentence, splitChange, withoutNumbering } from "./doc-text.js";
import { allWhole, pointsOf, type Point } from "./points.js";

/** More slides than a deck source may hold: a long doc keeps all its sections. */
const MAX_SLIDES = 400;
/** Lines on one slide (a point and each point under it) before the rest continues on the next. */
const LINES_PER_SLIDE = 8;
/** A section this short is shown whole, as written. */
const SHORT_PROSE = 320;

interface Section {
  title: string | undefined;
  /** A chapter heading (shown as a section divider) rather than a slide of its own. */
  chapter: boolean;
  blocks: Block[];
  /** Notes to the doc's author found in the section: its first slide's speaker notes, never slides. */
  notes: string[];
}

export interface DocDeck {
  deck: Deck;
  /** Whether some slides show only lead sentences (the full text is then in their notes). */
  summarised: boolean;
}

/** Headings that split the doc: h2 (h1 only opens chapters when there are several), or h1 when a doc has no h2. */
function sectionsOf(blocks: Block[], docTitle: string): Section[] {
  const headings = blocks.filter((b): b is Extract<Block, { type: "heading" }> => b.type === "heading");
  const h1 = headings.filter((h) => h.level === 1).length;
  const h2 = headings.filter((h) => h.level === 2).length;
  const splitLevel = h2 ? 2 : 1;
  const sections: Section[] = [{ title: undefined, chapter: false, blocks: [], notes: [] }];
  for (const b of blocks) {
    if (b.type === "heading" && b.level <= splitLevel) {
      const title = inlineText(b.children).trim();
      // A lone h1 repeating the doc's title is the title slide already.
      if (b.level === 1 && splitLevel === 2 && (h1 === 1 || title === docTitle.trim())) continue;
      sections.push({ title, chapter: b.level < splitLevel, blocks: [], notes: [] });
    } else sections[sections.length - 1]!.blocks.push(b);
  }
  return sections.filter((s) => s.title || s.blocks.length).map((s) => ({ ...s, ...withoutAuthorNotes(s.blocks) }));
}

/** A slide with notes added after the ones it has. */
function withNotes(slide: Slide, notes: string[]): Slide {
  if (!notes.length) return slide;
  return { ...slide, notes: [slide.notes, ...notes].filter(Boolean).join("\n\n") };
}

const isImage = (b: Block) =>
  b.type === "paragraph" && b.children.length === 1 && b.children[0]!.type === "image" && !!b.children[0]!.src;

function tableSlide(title: string | undefined, b: Extract<Block, { type: "table" }>): Slide {
  const columns = b.header.map((c) => inlineText(c));
  const rows = b.rows.map((r) => columns.map((_, i) => inlineText(r[i] ?? [])));
  // A two-column table of up to four stated figures reads as big numbers.
  const { count, title: label } = SLIDE_KINDS.kpi.capacity;
  const figure = (r: string[]) => isFigure(splitChange(r[1]!).value) && r[0]!.length <= label;
  if (columns.length === 2 && rows.length >= 2 && rows.length <= count[1] && rows.every(figure)) {
    return { layout: "kpi", title, metrics: rows.map((r) => ({ ...splitChange(r[1]!), label: r[0]! })) };
  }
  return { layout: "table", title, table: { columns, rows } };
}

function quoteSlide(b: Extract<Block, { type: "quote" }>): Slide {
  const paras = b.blocks
    .filter((x) => x.type === "paragraph")
    .map((x) => inlineText((x as Extract<Block, { type: "paragraph" }>).children).trim());
  const last = paras[paras.length - 1] ?? "";
  const by = paras.length > 1 && /^(—|–|--|-)\s*/.test(last) ? last.replace(/^(—|–|--|-)\s*/, "") : undefined;
  return {
    layout: "quote",
    quote: (by ? paras.slice(0, -1) : paras).join(" ").slice(0, 5_000),
    ...(by ? { attribution: by.slice(0, 500) } : {}),
  };
}

const bulletOf = (p: Point) => (p.children.length ? { text: p.md, children: p.children.map((c) => c.md) } : p.md);
const continued = (title: string | undefined, i: number) => (i && title ? `${title} (cont.)` : title);

/** Prose as bullets of lead sentences, six to a slide; untitled prose as a content slide. */
function proseSlides(title: string | undefined, blocks: Block[]): Slide[] {
  const points = pointsOf(blocks);
  if (!points.length) return [];
  const chunks: Point[][] = [[]];
  let lines = 0;
  for (const p of points) {
    const weight = 1 + p.children.length;
    if (lines && lines + weight > LINES_PER_SLIDE) {
      chunks.push([]);
      lines = 0;
    }
    chunks[chunks.length - 1]!.push(p);
    lines += weight;
  }
  return chunks.map((chunk, i) => {
    const t = continued(title, i);
    if (t) return { layout: "bullets", title: t, bullets: chunk.map(bulletOf) };
    return {
      layout: "content",
      body: chunk.map((p) => `- ${p.md}${p.children.map((c) => `\n   - ${c.md}`).join("")}`).join("\n"),
    };
  });
}

/** The slides of one section and whether they leave some of its words to the notes. */
function sectionSlides(s: Section, previous: Slide["layout"] | undefined): { slides: Slide[]; summarised: boolean } {
  if (s.chapter)
    return { slides: [{ layout: "section", title: s.title!, ...subtitleOf(s.blocks) }], summarised: false };
  const text = s.blocks.filter((b) => ["paragraph", "list", "heading"].includes(b.type) && !isImage(b));
  const extra: Slide[] = [];
  for (const b of s.blocks) {
    if (b.type === "table") extra.push(tableSlide(s.title, b));
    else if (b.type === "quote") extra.push(quoteSlide(b));
    else if (b.type === "code")
      extra.push({ layout: "content", title: s.title, body: blocksToMarkdown([b], SLIDE_MARKDOWN) });
  }
  const images = s.blocks
    .filter(isImage)
    .map((b) => (b as Extract<Block, { type: "paragraph" }>).children[0] as { src: string; alt: string });
  const prose = blocksToMarkdown(text, SLIDE_MARKDOWN);
  let main: Slide[] = [];
  let summarised = false;
  const designed = text.length ? designedSlide(s.title, text) : null;
  if (designed && designed.slide.layout !== previous) {
    main = [designed.slide];
    summarised = designed.omitted;
  } else if (text.length === 1 && text[0]!.type === "paragraph" && prose.length <= SHORT_PROSE) {
    main = [{ layout: "content", title: s.title, body: prose }];
  } else if (text.length) {
    main = proseSlides(s.title, text);
    summarised = !allWhole(pointsOf(text));
  }
  // One picture beside the section's first points; any others on slides of their own.
  const first = images.shift();
  if (first && main.length <= 1 && (!main[0] || main[0].layout === "bullets" || main[0].layout === "content")) {
    const points = pointsOf(text).slice(0, 4);
    main = [
      {
        layout: "image-text",
        title: s.title,
        image: { src: first.src, alt: first.alt },
        body: points.map((p) => `- ${p.md}`).join("\n"),
      },
    ];
    summarised ||= points.length < pointsOf(text).length || !allWhole(points);
  } else if (first) images.unshift(first);
  for (const img of images) extra.push({ layout: "image", title: s.title, image: { src: img.src, alt: img.alt } });
  if (!main.length && !extra.length && s.title) main = [{ layout: "section", title: s.title }];
  const slides = [...main, ...extra];
  if (summarised && slides[0] && prose) slides[0] = { ...slides[0], notes: prose };
  if (slides[0]) slides[0] = withNotes(slides[0], s.notes);
  return { slides, summarised };
}

function subtitleOf(blocks: Block[]): { subtitle?: string } {
  const first = blocks[0]?.type === "paragraph" && !isImage(blocks[0]) ? blocks[0] : undefined;
  const lead = first ? leadSentence(inlineText(first.children)) : "";
  return lead && lead.length <= 200 ? { subtitle: lead } : {};
}

/** The doc as a deck; `summarised` says whether any slide shows less than its section's full text. */
export function summariseDoc(doc: Doc): DocDeck {
  const parsed = parseMarkdown(doc.markdown);
  const title = doc.title.trim() || "Untitled";
  const sections = sectionsOf(parsed.blocks, title);
  const intro = sections[0] && !sections[0].title ? sections.shift()! : null;
  const subtitle = intro ? subtitleOf(intro.blocks) : {};
  const slides: Slide[] = [{ layout: "title", title, ...subtitle }];
  let summarised = false;
  // Notes with no slide of their own to go to (the intro's) are the title slide's.
  const spare: string[] = [];
  if (intro) {
    // A first paragraph of one sentence is the subtitle; the rest of the intro gets slides of its own.
    const first = intro.blocks[0];
    const shown =
      subtitle.subtitle && first?.type === "paragraph" && allWhole(pointsOf([first]))
        ? intro.blocks.slice(1)
        : intro.blocks;
    const out = sectionSlides({ ...intro, blocks: shown, notes: [] }, "title");
    spare.push(...intro.notes);
    slides.push(...out.slides);
    summarised ||= out.summarised;
  }
  const titled = sections.filter((s) => s.title && !s.chapter);
  // Each title once: two sections of one name are one line of the agenda.
  const agendaItems = [
    ...new Set(
      (sections.some((s) => s.chapter) ? sections.filter((s) => s.chapter) : titled).map((s) =>
        withoutNumbering(s.title!).slice(0, 300),
      ),
    ),
  ];
  // "Agenda" reads in most languages written in Latin script; other docs get the numbered list without a title.
  const latin = agendaItems.every((t) => /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u.test(t));
  if (agendaItems.length >= 3 && agendaItems.length <= SLIDE_KINDS.agenda.capacity.count[1]) {
    slides.push({ layout: "agenda", ...(latin ? { title: "Agenda" } : {}), items: agendaItems });
  }
  for (const s of sections) {
    const out = sectionSlides(s, slides[slides.length - 1]?.layout);
    if (!out.slides.length) spare.push(...s.notes);
    slides.push(...out.slides);
    summarised ||= out.summarised;
  }
  slides[0] = withNotes(slides[0]!, spare);
  return { deck: { kind: "deck", title: doc.title, slides: slides.slice(0, MAX_SLIDES) }, summarised };
}
