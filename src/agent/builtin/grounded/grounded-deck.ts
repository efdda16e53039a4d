// A deck built from the user's material: the outline from its headings, each slide from one section — its figures as
// KPI, its measurements as charts, its shape as a designed kind, else its key sentences by TextRank — with `sources` on
// every slide. What sums the material up (abstract, scope, introduction, conclusions) comes first, then the sections by
// weight; no two slides share a title. Every word and figure on a slide is the material's own.
import { designedSlide } from "../../../formats/doc-to-deck/designed-slide.js";
import { withoutNumbering } from "../../../formats/doc-to-deck/doc-text.js";
import { blocksToMarkdown } from "../../../formats/model/markdown/blocks-to-markdown.js";
import { SLIDE_KINDS } from "../../../formats/slide-kinds/slide-kinds.js";
import type { Deck, Slide } from "../../../formats/model/source.js";
import { escapeMarkdownText } from "../../../formats/model/to-markdown.js";
import type { Material, MaterialSection } from "../../material/material.js";
import { isFrontMatter, keySentences, type RankedMaterial, type RankedSentence } from "../../material/rank-material.js";
import { contentSections, sectionRole } from "../../material/section-role.js";
import { chartFromTable } from "../../material/table-figures.js";
import { leadPhrases, subjectPhrases } from "../../reading/subject-words.js";
import { contentWords } from "../../material/text-rank.js";
import type { Say } from "../scaffold-text.js";
import { excerpt, materialTitle, uniqueRefs } from "./material-text.js";
import { sectionTitles, titleBook, titleKey, titleWith, type TitleBook } from "./slide-titles.js";
import { isRealTable, withoutBlankRows } from "./table-quality.js";
import { escapeRegExp } from "../../../lib/text.js";

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
const SUBTITLE_CHARS = 200;
const TAKEAWAY_CHARS = 200;
const ENDS_SENTENCE = /[.!?…。！？][\p{Pe}\p{Pf}"']*$/u;

interface Candidate {
  section: MaterialSection;
  /** 0 the section's main slide, then its extras (a chart beside its text, the rest of its sentences). */
  rank: number;
  weight: number;
  /** The slide's titles, best first: the first no other slide has is its title. */
  titles: string[];
  slide: Slide;
}

/** A section's key sentences as bullets; a continuation slide's are the next ones, within a slide's room of their own. */
function bulletsOf(s: MaterialSection, ranked: RankedMaterial, skip = new Set<string>()): string[] {
  return keySentences(ranked, s.order, BULLETS, BULLET_CHARS, skip).map((x) => escapeMarkdownText(excerpt(x.text)));
}

/** The table's first rows and columns; the notes say when it has more. */
function tableSlide(s: MaterialSection): Slide | null {
  const found = s.tables.find(isRealTable);
  if (!found) return null;
  const table = withoutBlankRows(found);
  const columns = table.columns.slice(0, TABLE_COLUMNS);
  const rows = table.rows.slice(0, TABLE_ROWS).map((r) => r.slice(0, columns.length));
  const cut = rows.length < table.rows.length || columns.length < table.columns.length;
  const notes = cut
    ? `The first ${rows.length} of ${table.rows.length} rows and ${columns.length} of ${table.columns.length} columns are shown; the whole table is in ${s.file}.`
    : undefined;
  return { layout: "table", title: "", table: { columns, rows }, ...(notes ? { notes } : {}) };
}

/**
 * An untitled section's slide titles: the subjects its bullets repeat, then the section's, then the phrases its points
 * open with, before the stock word — so a passage without headings reads "Black Death", "Venice", not "Introduction",
 * "Introduction (cont.)".
 */
function subjectTitles(
  s: MaterialSection,
  ranked: RankedMaterial,
  points: readonly string[],
  avoid: readonly string[],
): string[] {
  if (s.title) return [];
  const section = subjectPhrases(
    ranked
      .of(s.order)
      .map((x) => x.text)
      .join(" "),
    avoid,
  );
  const shown = points.join(" ").toLowerCase();
  // A phrase these points say as a word of its own ("trat", not inside "auftrat"); CJK, written without spaces, anywhere.
  const says = (p: string) =>
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(p)
      ? shown.includes(p.toLowerCase())
      : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p.toLowerCase())}(?![\\p{L}\\p{N}])`, "u").test(shown);
  // The section's own subjects these points speak of first, then what the points alone repeat, then the rest.
  const here = section.filter(says);
  return [
    ...new Set([
      ...here,
      ...subjectPhrases(points.join(" "), avoid),
      ...section,
      ...leadPhrases(points.join(" "), avoid),
    ]),
  ];
}

/** A section's slides, best first: what carries its content most directly, then what it adds beside that. */
function candidates(
  s: MaterialSection,
  ranked: RankedMaterial,
  weight: number,
  base: string[],
  deckTitle: string,
): Candidate[] {
  const out: { slide: Slide; titles: string[] }[] = [];
  const name = base[0]!;
  const detailed = (detail: string) => base.map((b) => titleWith(b, detail));
  const metrics = s.metrics.slice(0, SLIDE_KINDS.kpi.capacity.count[1]);
  if (metrics.length) out.push({ slide: { layout: "kpi", title: name, metrics }, titles: base });
  for (const chart of s.charts)
    out.push({
      slide: { layout: "chart", title: name, chart },
      titles: out.length ? detailed(chart.series.map((x) => x.name).join(", ")) : base,
    });
  const designed = s.blocks.length ? designedSlide(name, s.blocks) : null;
  const bullets = bulletsOf(s, ranked);
  const beside = [
    ...subjectTitles(s, ranked, bullets, [deckTitle]),
    ...(out.length ? base.map((b) => `${b} (cont.)`) : base),
  ];
  if (designed) out.push({ slide: designed.slide, titles: beside });
  else if (bullets.length) out.push({ slide: { layout: "bullets", title: name, bullets }, titles: beside });
  const chart = s.tables.map(chartFromTable).find(Boolean);
  if (chart)
    out.push({
      slide: { layout: "chart", title: name, chart },
      titles: out.length ? detailed(chart.series.map((x) => x.name).join(", ")) : base,
    });
  else {
    const table = tableSlide(s);
    if (table && table.layout === "table")
      out.push({
        slide: table,
        titles: out.length
          ? detailed(
              table.table.columns
                .filter((c) => !/^Column \d+$/.test(c))
                .slice(0, 3)
                .join(", "),
            )
          : base,
      });
  }
  // A long section's next key sentences, when the slides allow.
  if (bullets.length && !designed) {
    const more = bulletsOf(s, ranked, new Set(keySentences(ranked, s.order, BULLETS, BULLET_CHARS).map((x) => x.text)));
    // The next slide of a section says what it adds: the subject its points speak of ("Cash flows — Financing"), not "(cont.)".
    const adds = s.title
      ? [...subjectPhrases(more.join(" "), [deckTitle, name]), ...leadPhrases(more.join(" "), [deckTitle, name])].map(
          (p) => titleWith(name, p),
        )
      : subjectTitles(s, ranked, more, [deckTitle]);
    if (more.length)
      out.push({
        slide: { layout: "bullets", title: name, bullets: more },
        titles: [...adds, ...base.map((b) => `${b} (cont.)`)],
      });
  }
  return out.map(({ slide, titles }, rank) => ({
    section: s,
    rank,
    weight: weight * (rank ? 0.5 / rank : 1),
    titles: titles.filter(Boolean),
    slide,
  }));
}

/** The section's text as the speaker reads it: all of it, to a limit. */
function notesOf(s: MaterialSection): string | undefined {
  const md = blocksToMarkdown(s.blocks).trim();
  if (!md) return undefined;
  return excerpt(md, NOTES_CHARS);
}

/** The subtitle: the most central short sentence of what sums the material up (else of all of it), a whole sentence. */
function subtitleOf(sections: readonly MaterialSection[], ranked: RankedMaterial, title: string): string | undefined {
  const fits = (x: RankedSentence) =>
    x.text.length <= SUBTITLE_CHARS && ENDS_SENTENCE.test(x.text) && titleKey(x.text) !== titleKey(title);
  const lead = sections.filter((s) => sectionRole(s.title) === "lead" && !isFrontMatter(s));
  for (const pool of [lead.flatMap((s) => ranked.of(s.order)), ranked.sentences]) {
    const best = [...pool].filter(fits).sort((a, b) => b.score - a.score)[0];
    if (best) return escapeMarkdownText(best.text);
  }
  return undefined;
}

/** Lead sections' main slides first (they sum the material up), then every slide by weight. */
function pickOrder(all: readonly Candidate[]): Candidate[] {
  const lead = all.filter((c) => c.rank === 0 && sectionRole(c.section.title) === "lead");
  return [...lead, ...all.filter((c) => !lead.includes(c))];
}

export function composeGroundedDeck(
  materials: readonly Material[],
  sections: readonly MaterialSection[],
  ranked: RankedMaterial,
  opts: GroundedDeckOptions,
): Deck {
  const { say, warnings } = opts;
  const n = Math.max(1, Math.min(40, opts.slides));
  const title = materialTitle(materials);
  const fileRefs = uniqueRefs(materials.map((m) => m.refs[0] ?? { file: m.file }));
  const subtitle = subtitleOf(sections, ranked, title);
  const opening: Slide = { layout: "title", title, ...(subtitle ? { subtitle } : {}), sources: fileRefs };
  if (n === 1) return { kind: "deck", title, slides: [opening] };

  // The apparatus (references, acknowledgements) only when nothing else has anything to show.
  const named = sections.filter((s) => !isFrontMatter(s));
  const body = contentSections(named);
  const bases = sectionTitles(named, title, say("introduction"));
  const every = named.flatMap((s) => candidates(s, ranked, ranked.weight(s), bases.get(s.order)!, title));
  const all = pickOrder(
    every
      .filter((c) => body.includes(c.section))
      .sort((a, b) => b.weight - a.weight || a.section.order - b.section.order),
  );
  const titledSections = new Set(all.filter((c) => c.section.title).map((c) => c.section.order)).size;
  const takeawayPool = takeawaySentences(body, ranked);
  const hasClosing = n >= 4 && takeawayPool.length >= 2;
  let hasAgenda = n >= 7 && titledSections >= 3;

  let book: TitleBook = titleBook([]);
  let chosen: { c: Candidate; title: string }[] = [];
  const pick = (room: number) => {
    book = titleBook([title, say("agenda"), ...(hasClosing ? [say("keyTakeaways")] : [])]);
    chosen = [];
    const main = new Set<number>();
    for (const c of all) {
      if (chosen.length >= room) break;
      // A section's extras only beside its main slide; a slide whose every title is taken is left out.
      if (c.rank > 0 && !main.has(c.section.order)) continue;
      const got = book.claim(c.titles);
      if (got === null) continue;
      chosen.push({ c, title: got });
      if (c.rank === 0) main.add(c.section.order);
    }
  };
  const room = n - 1 - Number(hasClosing);
  pick(room - Number(hasAgenda));
  const agendaOf = () => [
    ...new Map(
      chosen
        .filter((x) => x.c.section.title && x.c.rank === 0)
        .map((x) => [x.c.section.order, withoutNumbering(x.title).slice(0, 300)]),
    ).values(),
  ];
  if (hasAgenda && agendaOf().length < 3) {
    hasAgenda = false;
    pick(room);
  }
  chosen.sort((a, b) => a.c.section.order - b.c.section.order || a.c.rank - b.c.rank);
  const mainChosen = new Set(chosen.filter((x) => x.c.rank === 0).map((x) => x.c.section.order));
  const shown = new Set(every.map((c) => c.section.order));
  const left = named.filter((s) => !mainChosen.has(s.order) && s.title && shown.has(s.order));
  if (left.length)
    warnings.push(
      `${left.length} ${left.length === 1 ? "section" : "sections"} of the material did not fit in ${n} slides and ${left.length === 1 ? "was" : "were"} left out: ${listed(left)}.`,
    );
  const bare = named.filter((s) => s.title && !shown.has(s.order));
  if (bare.length)
    warnings.push(
      `${bare.length} ${bare.length === 1 ? "section" : "sections"} of the material ${bare.length === 1 ? "holds" : "hold"} no sentence, measured table or figure a slide can show and ${bare.length === 1 ? "was" : "were"} left out: ${listed(bare)}.`,
    );

  const slides: Slide[] = [opening];
  if (hasAgenda) {
    const items = agendaOf().slice(0, SLIDE_KINDS.agenda.capacity.count[1]);
    const sources = uniqueRefs(chosen.map((x) => x.c.section.ref));
    slides.push({ layout: "agenda", title: say("agenda"), items, sources });
  }
  for (const { c, title: slideTitle } of chosen) {
    const notes = c.rank === 0 ? notesOf(c.section) : c.slide.notes;
    slides.push({ ...c.slide, title: slideTitle, ...(notes ? { notes } : {}), sources: [c.section.ref] } as Slide);
  }
  if (hasClosing) {
    // The takeaways: the most central sentences the slides do not already show (whole sentences first), if there are enough.
    const shown = JSON.stringify(slides);
    const fresh = takeawayPool.filter((x) => !shown.includes(JSON.stringify(escapeMarkdownText(x.text)).slice(1, -1)));
    // Sentences the slides already show are not said again: with fewer than two new ones there is no summary slide.
    const takeaways = distinct(fresh, 3);
    const refs = takeaways.map((x) => sections.find((s) => s.order === x.section)!.ref);
    if (takeaways.length >= 2)
      slides.push({
        layout: "bullets",
        title: say("keyTakeaways"),
        bullets: takeaways.map((x) => escapeMarkdownText(x.text)),
        sources: uniqueRefs(refs),
      });
  }
  if (slides.length < n)
    warnings.push(
      `${n} slides were asked for; the material gives ${slides.length} distinct slides, and none were padded or repeated.`,
    );
  return { kind: "deck", title, slides };
}

/** Two sentences sharing this share of their words say nearly the same thing: one takeaway is enough. */
const SAME_POINT = 0.5;

/** The first `n` sentences that each say something the ones before do not (word overlap below SAME_POINT). */
function distinct(pool: readonly RankedSentence[], n: number): RankedSentence[] {
  const out: { x: RankedSentence; words: Set<string> }[] = [];
  for (const x of pool) {
    if (out.length >= n) break;
    const words = new Set(contentWords(x.text));
    const same = out.some((o) => {
      const shared = [...words].filter((w) => o.words.has(w)).length;
      return shared / (words.size + o.words.size - shared || 1) >= SAME_POINT;
    });
    if (!same) out.push({ x, words });
  }
  return out.map((o) => o.x);
}

/** Sections by their headings, for a warning: the first eight. */
const listed = (sections: readonly MaterialSection[]) =>
  `${sections
    .slice(0, 8)
    .map((s) => `“${s.title}”`)
    .join(", ")}${sections.length > 8 ? ", …" : ""}`;

/** Candidate takeaways: short sentences of the body (not a foreword, annex or apparatus), each once, whole sentences first, by rank. */
function takeawaySentences(body: readonly MaterialSection[], ranked: RankedMaterial): RankedSentence[] {
  const main = body.filter((s) => sectionRole(s.title) === "lead" || sectionRole(s.title) === "body");
  const ok = new Set((main.length ? main : body).map((s) => s.order));
  const seen = new Set<string>();
  return ranked.sentences
    .filter((x) => ok.has(x.section) && x.text.length <= TAKEAWAY_CHARS)
    .sort((a, b) => Number(ENDS_SENTENCE.test(b.text)) - Number(ENDS_SENTENCE.test(a.text)) || b.score - a.score)
    .filter((x) => !seen.has(titleKey(x.text)) && !!seen.add(titleKey(x.text)));
}
