// A deck built from the user's material: the outline from its headings, each slide from one section — its figures as
// KPI, its tables as charts, its shape as a designed kind, else its key sentences by TextRank — with `sources` on every
// slide, fitted to the slide count by the sections' weight. Every word and figure on a slide is the material's own.
import { designedSlide } from "../../../formats/doc-to-deck/designed-slide.js";
import { withoutNumbering } from "../../../formats/doc-to-deck/doc-text.js";
import { blocksToMarkdown } from "../../../formats/markdown/blocks-to-markdown.js";
import type { Deck, Slide, SourceRef } from "../../../formats/source.js";
import { escapeMarkdownText } from "../../../formats/to-markdown.js";
import type { Material, MaterialSection } from "../../material/material.js";
import { isFrontMatter, keySentences, type RankedMaterial } from "../../material/rank-material.js";
import { chartFromTable } from "../../material/table-figures.js";
import type { Say } from "../scaffold-text.js";
import { excerpt, materialTitle, uniqueRefs } from "./material-text.js";

export interface GroundedDeckOptions {
  slides: number;
  say: Say;
  warnings: string[];
}

/** Bullets on one slide, and their characters, so a slide never runs onto a continuation slide. */
const BULLETS = 5;
const BULLET_CHARS = 560;
const TABLE_ROWS = 8;
const TABLE_COLUMNS = 6;
const NOTES_CHARS = 4_000;

interface Candidate {
  section: MaterialSection;
  /** 0 the section's main slide, then its extras (a chart beside its text, the rest of its sentences). */
  rank: number;
  weight: number;
  slide: Slide;
}

/** An untitled section (a document's opening, a file without headings) goes by its file's title. */
const titleOf = (s: MaterialSection) => s.title ?? s.fileTitle;

function bulletsSlide(s: MaterialSection, ranked: RankedMaterial, skip = new Set<string>()): Slide | null {
  const picked = keySentences(ranked, s.order, BULLETS + skip.size, BULLET_CHARS).filter((x) => !skip.has(x.text)).slice(0, BULLETS);
  if (!picked.length) return null;
  return { layout: "bullets", title: titleOf(s), bullets: picked.map((x) => escapeMarkdownText(excerpt(x.text))) };
}

/** The table's first rows and columns; the notes say when it has more. */
function tableSlide(s: MaterialSection): Slide | null {
  const table = s.tables[0];
  if (!table) return null;
  const columns = table.columns.slice(0, TABLE_COLUMNS);
  const rows = table.rows.slice(0, TABLE_ROWS).map((r) => r.slice(0, columns.length));
  const cut = rows.length < table.rows.length || columns.length < table.columns.length;
  const notes = cut ? `The first ${rows.length} of ${table.rows.length} rows and ${columns.length} of ${table.columns.length} columns are shown; the whole table is in ${s.file}.` : undefined;
  return { layout: "table", title: titleOf(s), table: { columns, rows }, ...(notes ? { notes } : {}) };
}

/** A section's slides, best first: what carries its content most directly, then what it adds beside that. */
function candidates(s: MaterialSection, ranked: RankedMaterial, weight: number): Candidate[] {
  const title = titleOf(s);
  const out: Slide[] = [];
  if (s.metrics.length) out.push({ layout: "kpi", title, metrics: s.metrics.slice(0, 4) });
  for (const chart of s.charts) out.push({ layout: "chart", title, chart });
  const designed = s.blocks.length ? designedSlide(title, s.blocks) : null;
  const bullets = bulletsSlide(s, ranked);
  if (designed) out.push(designed.slide);
  else if (bullets) out.push(bullets);
  const chart = s.tables.map(chartFromTable).find(Boolean);
  if (chart) out.push({ layout: "chart", title, chart });
  else if (s.tables.length) {
    const table = tableSlide(s);
    if (table) out.push(table);
  }
  // A long section's next key sentences, when the slides allow.
  if (bullets && !designed && bullets.layout === "bullets") {
    const more = bulletsSlide(s, ranked, new Set(keySentences(ranked, s.order, BULLETS, BULLET_CHARS).map((x) => x.text)));
    if (more && more.layout === "bullets") out.push({ ...more, title: `${title} (cont.)` });
  }
  return out.map((slide, rank) => ({ section: s, rank, weight: weight * (rank ? 0.5 / rank : 1), slide }));
}

/** The section's text as the speaker reads it: all of it, to a limit. */
function notesOf(s: MaterialSection): string | undefined {
  const md = blocksToMarkdown(s.blocks).trim();
  if (!md) return undefined;
  return excerpt(md, NOTES_CHARS);
}

export function composeGroundedDeck(materials: readonly Material[], sections: readonly MaterialSection[], ranked: RankedMaterial, opts: GroundedDeckOptions): Deck {
  const { say, warnings } = opts;
  const n = Math.max(1, Math.min(40, opts.slides));
  const title = materialTitle(materials);
  const fileRefs = uniqueRefs(materials.map((m) => m.refs[0] ?? { file: m.file }));
  const top = [...ranked.sentences].sort((a, b) => b.score - a.score);
  // The subtitle: the opening section's (an abstract, an introduction) most central short sentence.
  const first = sections[0] ? ranked.of(sections[0].order) : [];
  const lead = [...first].sort((a, b) => b.score - a.score).find((x) => x.text.length <= 160);
  const opening: Slide = { layout: "title", title, ...(lead && n > 1 ? { subtitle: escapeMarkdownText(lead.text) } : {}), sources: fileRefs };
  if (n === 1) return { kind: "deck", title, slides: [{ ...opening, ...(lead ? { subtitle: escapeMarkdownText(lead.text) } : {}) }] };

  const all = sections.filter((s) => !isFrontMatter(s)).flatMap((s) => candidates(s, ranked, ranked.weight(s))).sort((a, b) => b.weight - a.weight || a.section.order - b.section.order);
  const titledSections = new Set(all.filter((c) => c.section.title).map((c) => c.section.order)).size;
  const short = top.filter((x) => x.text.length <= 200);
  const hasClosing = n >= 4 && short.length >= 2;
  let hasAgenda = n >= 7 && titledSections >= 3;

  const chosen: Candidate[] = [];
  const mainChosen = new Set<number>();
  const pick = (room: number) => {
    for (const c of all) {
      if (chosen.length >= room) break;
      // A section's extras only beside its main slide.
      if (chosen.includes(c) || (c.rank > 0 && !mainChosen.has(c.section.order))) continue;
      chosen.push(c);
      if (c.rank === 0) mainChosen.add(c.section.order);
    }
  };
  const room = n - 1 - Number(hasClosing);
  pick(room - Number(hasAgenda));
  const agendaOf = () => [...new Map(chosen.filter((c) => c.section.title).map((c) => [c.section.order, withoutNumbering(c.section.title!).slice(0, 300)])).values()];
  if (hasAgenda && agendaOf().length < 3) {
    hasAgenda = false;
    pick(room);
  }
  chosen.sort((a, b) => a.section.order - b.section.order || a.rank - b.rank);
  const agendaItems = agendaOf();
  const left = sections.filter((s) => !mainChosen.has(s.order) && s.title && !isFrontMatter(s));
  if (left.length) warnings.push(`${left.length} ${left.length === 1 ? "section" : "sections"} of the material did not fit in ${n} slides and ${left.length === 1 ? "was" : "were"} left out: ${left.slice(0, 8).map((s) => `“${s.title}”`).join(", ")}${left.length > 8 ? ", …" : ""}.`);

  const slides: Slide[] = [opening];
  if (hasAgenda) slides.push({ layout: "agenda", title: say("agenda"), items: agendaItems.slice(0, 10), sources: uniqueRefs(chosen.map((c) => c.section.ref)) });
  for (const c of chosen) {
    const notes = c.rank === 0 ? notesOf(c.section) : c.slide.notes;
    slides.push({ ...c.slide, ...(notes ? { notes } : {}), sources: [c.section.ref] });
  }
  if (hasClosing) {
    // The takeaways are the most central sentences the slides do not already show, if there are enough of them.
    const shown = JSON.stringify(slides);
    const fresh = short.filter((x) => !shown.includes(JSON.stringify(escapeMarkdownText(x.text)).slice(1, -1)));
    const takeaways = (fresh.length >= 2 ? fresh : short).slice(0, 3);
    const refs = takeaways.map((x) => sections.find((s) => s.order === x.section)!.ref);
    slides.push({ layout: "bullets", title: say("keyTakeaways"), bullets: takeaways.map((x) => escapeMarkdownText(x.text)), sources: uniqueRefs(refs) });
  }
  if (slides.length < n) warnings.push(`${n} slides were asked for; the material gives ${slides.length} distinct slides, and none were padded or repeated.`);
  return { kind: "deck", title, slides };
}
