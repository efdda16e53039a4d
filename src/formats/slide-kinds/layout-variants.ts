// Layout variants: the same slide content shown in other layouts, keeping every word and adding none.
import { languageOfText } from "../model/language.js";
import { SlideSchema, type Slide, type SlideLayout } from "../model/source.js";
import { cardTextFits } from "./arrange.js";
import { withIcons } from "./icons.js";
import { isDateLike, isFigure, labelJoin, labelled, splitChange } from "./point-parts.js";
import {
  allDated,
  entryLine,
  entryMarkdown,
  escapeMarkdown,
  slideEntries,
  type Entries,
  type Entry,
} from "./slide-entries.js";
import { bulletsFill, MIN_FILL } from "./region-fill.js";
import { markdownPlain, richInline, slideTexts, slideWords } from "./slide-words.js";
import { SLIDE_KINDS } from "./slide-kinds.js";

type Variant = { layout: SlideLayout; slide: Slide };
type Built = { slide: Slide; score: number } | null;

type Kinds = typeof SLIDE_KINDS;
/** The layouts a slide may be laid out again in: the kinds whose declaration gives them a variant order. */
type Target = { [L in SlideLayout]: Kinds[L]["variantOrder"] extends number ? L : never }[SlideLayout];
const isTarget = (layout: SlideLayout): layout is Target => SLIDE_KINDS[layout].variantOrder !== null;
/** The targets in their declared order, which breaks ties between equally good fits. */
const TARGETS: readonly Target[] = (Object.keys(SLIDE_KINDS) as SlideLayout[])
  .filter(isTarget)
  .sort((a, b) => SLIDE_KINDS[a].variantOrder - SLIDE_KINDS[b].variantOrder);

const MAX_VARIANTS = 4;
const { bullets: BULLETS, cards: CARDS, timeline: TIMELINE, kpi: KPI, agenda: AGENDA } = SLIDE_KINDS;
const COMPARISON = SLIDE_KINDS.comparison;
const TWO_COLUMN_CHARS = SLIDE_KINDS["two-column"].capacity.chars;
/** Values a chart labels by default: more would be bars without their figures. */
const CHART_LABELLED = 24;
const TABLE_ROWS = 12;
const TABLE_SERIES = 5;

interface Context {
  slide: Slide;
  title: string | undefined;
  language: string;
  list: Entries | null;
}

const plainOnly = (entries: Entry[]) => entries.every((e) => !e.kids.length && !e.rich);
const chars = (texts: string[]) => texts.reduce((n, t) => n + [...t].length, 0);
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  value === undefined ? {} : ({ [key]: value } as { [k in K]: V });

function asBullets({ title, list, language }: Context): Built {
  if (!list) return null;
  const { entries } = list;
  const lines = entries.reduce((n, e) => n + 1 + e.kids.length, 0);
  const held = chars(entries.flatMap((e) => [entryLine(e, language), ...e.kids]));
  if (lines > BULLETS.capacity.lines || held > BULLETS.capacity.chars) return null;
  const lone = entries.length === 1 && !entries[0]!.kids.length;
  if (
    bulletsFill(
      entries.map((e) => [entryLine(e, language), ...e.kids.map(markdownPlain)]),
      lone,
    ) < MIN_FILL
  )
    return null;
  const bullets = entries.map((e) =>
    e.kids.length ? { text: entryMarkdown(e, language), children: e.kids } : entryMarkdown(e, language),
  );
  return { slide: { layout: "bullets", title: title ?? "", bullets }, score: list.from === "table" ? 55 : 60 };
}

function card(e: Entry, language: string): { title: string; text?: string } {
  if (e.date)
    return e.body !== undefined
      ? { title: `${e.date}${labelJoin(e.date, language)}${e.head}`, text: e.body }
      : { title: e.date, text: e.head };
  if (e.body !== undefined) return e.head ? { title: e.head, text: e.body } : { title: e.body };
  const l = labelled(e.head, CARDS.capacity.label);
  return l ? { title: l.label, text: l.rest } : { title: e.head };
}

function asCards({ title, list, language }: Context): Built {
  const [least, most] = CARDS.capacity.count;
  if (!list || list.entries.length < least || list.entries.length > most || !plainOnly(list.entries)) return null;
  // Figures are shown large (KPI, table, chart) and dates along a line: on cards they would be a card's small print.
  if (list.entries.every((e) => e.figure || metric(e)) || list.entries.every((e) => e.date)) return null;
  const n = list.entries.length;
  const cards = list.entries.map((e) => card(e, language));
  const { title: alone, label } = CARDS.capacity;
  const fits = (c: { title: string; text?: string }) =>
    c.text === undefined
      ? [...c.title].length <= alone
      : [...c.title].length <= label && !!c.text && cardTextFits(n, c.text);
  if (!cards.every(fits)) return null;
  const split = cards.every((c) => c.text);
  const score = list.from === "kpi" || list.from === "table" ? 50 : split ? 74 : 64;
  return { slide: { layout: "cards", ...optional("title", title), cards: withIcons(cards, language) }, score };
}

function step(e: Entry): { date?: string; title: string; text?: string } {
  if (e.date) return { date: e.date, title: e.head, ...optional("text", e.body) };
  if (e.body !== undefined) return e.head ? { title: e.head, text: e.body } : { title: e.body };
  const dated = labelled(e.head, 40);
  if (dated && isDateLike(dated.label)) {
    const inner = labelled(dated.rest, TIMELINE.capacity.label);
    return inner
      ? { date: dated.label, title: inner.label, text: inner.rest }
      : { date: dated.label, title: dated.rest };
  }
  const l = labelled(e.head, TIMELINE.capacity.label);
  return l ? { title: l.label, text: l.rest } : { title: e.head };
}

function asTimeline({ title, list }: Context): Built {
  const [least, most] = TIMELINE.capacity.count;
  if (!list || list.entries.length < least || list.entries.length > most || !plainOnly(list.entries)) return null;
  if (list.entries.some((e) => e.figure || metric(e))) return null;
  const steps = list.entries.map(step);
  const texts = steps.filter((s) => s.text !== undefined);
  const { title: alone, label, text: line, withText } = TIMELINE.capacity;
  const fits = (s: { title: string; text?: string }) =>
    s.text === undefined
      ? [...s.title].length <= alone
      : [...s.title].length <= label && !!s.text && [...s.text].length <= line;
  if (steps.some((s) => !s.title || !fits(s))) return null;
  if (texts.length && steps.length > withText) return null;
  const dated = steps.every((s) => s.date) || allDated(list.entries);
  return {
    slide: { layout: "timeline", ...optional("title", title), steps },
    score: dated ? 86 : list.from === "agenda" ? 45 : 35,
  };
}

const figureOf = (text: string) => {
  const s = splitChange(text);
  return isFigure(s.value) && (s.change ?? "").length <= KPI.capacity.change ? s : null;
};

/** "€2.4M revenue": the longest run of words a text starts with that reads as a figure, and the words after it. */
function leadingFigure(text: string): { value: string; label: string } | null {
  const words = text.split(" ");
  for (let i = Math.min(words.length - 1, 3); i >= 1; i--) {
    const value = words.slice(0, i).join(" ");
    const label = words.slice(i).join(" ");
    if (isFigure(value) && /^\p{L}/u.test(label)) return { value, label };
  }
  return null;
}

type MetricParts = { value: string; label: string; change?: string };

function metric(e: Entry): MetricParts | null {
  if (e.date) return null;
  if (e.figure) return { ...e.figure, label: e.head };
  if (e.body !== undefined) {
    const f = figureOf(e.body);
    if (f && e.head) return { ...f, label: e.head };
    const g = figureOf(e.head);
    return g && !g.change && e.body ? { value: g.value, label: e.body } : null;
  }
  const l = labelled(e.head);
  if (l) {
    const f = figureOf(l.rest);
    if (f) return { ...f, label: l.label };
    const g = figureOf(l.label);
    return g && !g.change ? { value: g.value, label: l.rest } : null;
  }
  return leadingFigure(e.head);
}

function metricsOf(list: Entries | null, max: number): MetricParts[] | null {
  if (!list || list.entries.length > max || !plainOnly(list.entries)) return null;
  const metrics = list.entries.map(metric);
  if (metrics.some((m) => !m || [...m.label].length > KPI.capacity.title)) return null;
  return metrics as MetricParts[];
}

function asKpi({ title, list }: Context): Built {
  const metrics = metricsOf(list, KPI.capacity.count[1]);
  if (!metrics) return null;
  return {
    slide: {
      layout: "kpi",
      ...optional("title", title),
      metrics: metrics.map((m) => ({ value: m.value, label: m.label, ...optional("change", m.change) })),
    },
    score: 90,
  };
}

function asAgenda({ title, list, language }: Context): Built {
  if (!list || list.entries.length < 2 || list.entries.length > AGENDA.capacity.count[1]) return null;
  if (!plainOnly(list.entries)) return null;
  // Figures are no outline: "Revenue: €2.4M" is not a part of a talk.
  if (list.entries.some((e) => metric(e))) return null;
  const items = list.entries.map((e) => entryLine(e, language));
  if (items.some((i) => !i || [...i].length > AGENDA.capacity.title)) return null;
  return { slide: { layout: "agenda", ...optional("title", title), items }, score: list.from === "cards" ? 50 : 42 };
}

function asComparison({ title, list }: Context): Built {
  const [least, most] = COMPARISON.capacity.count;
  if (!list || list.entries.length < least || list.entries.length > most) return null;
  const n = list.entries.length;
  const nested = list.entries.every((e) => e.kids.length);
  const columns = list.entries.map((e) => {
    if (e.date || e.figure || (e.md && e.rich && !e.kids.length)) return null;
    if (nested) return e.md && richInline(e.md) ? null : { heading: e.head, points: e.kids };
    // Two alternatives side by side, each named: "Lease: lower cost up front" (figures are a KPI's, not a contrast).
    if (e.kids.length || e.rich || n !== 2 || metric(e)) return null;
    if (e.body !== undefined) return e.head && e.body ? { heading: e.head, points: [escapeMarkdown(e.body)] } : null;
    const l = labelled(e.head);
    return l ? { heading: l.label, points: [escapeMarkdown(l.rest)] } : null;
  });
  const { heading, points, chars: held } = COMPARISON.capacity;
  const fits = (c: (typeof columns)[number]) =>
    !!c && !!c.heading && [...c.heading].length <= heading && c.points.length <= points && chars(c.points) <= held[n]!;
  if (!columns.every(fits)) return null;
  return {
    slide: {
      layout: "comparison",
      ...optional("title", title),
      columns: columns as Array<{ heading: string; points: string[] }>,
    },
    score: nested ? 82 : 48,
  };
}

function asTwoColumn({ title, list, language }: Context): Built {
  if (!list) return null;
  const { entries } = list;
  if (entries.some((e) => e.date || e.figure)) return null;
  const side = (e: Entry) => {
    const head = `**${escapeMarkdown(e.head)}**`;
    if (e.kids.length) return `${head}\n\n${e.kids.map((k) => `- ${k}`).join("\n")}`;
    return `${head}\n\n${escapeMarkdown(e.body!)}`;
  };
  if (entries.length === 2 && entries.every((e) => !e.rich && e.head && (e.kids.length || e.body))) {
    if (chars(entries.flatMap((e) => [e.head, e.body ?? "", ...e.kids])) > TWO_COLUMN_CHARS) return null;
    return {
      slide: { layout: "two-column", ...optional("title", title), left: side(entries[0]!), right: side(entries[1]!) },
      score: 62,
    };
  }
  // A longer flat list in two halves.
  if (
    entries.length < 4 ||
    entries.length > 12 ||
    entries.some((e) => e.kids.length) ||
    chars(entries.map((e) => entryLine(e, language))) > TWO_COLUMN_CHARS
  )
    return null;
  const half = Math.ceil(entries.length / 2);
  const listOf = (some: Entry[]) => some.map((e) => `- ${entryMarkdown(e, language)}`).join("\n");
  return {
    slide: {
      layout: "two-column",
      ...optional("title", title),
      left: listOf(entries.slice(0, half)),
      right: listOf(entries.slice(half)),
    },
    score: 30,
  };
}

function asTable({ slide, title, list }: Context): Built {
  if (slide.layout === "chart") {
    const { chart } = slide;
    // One row under its header leaves most of the region empty: a table needs two at least.
    if (
      chart.format ||
      chart.highlight ||
      chart.series.length > TABLE_SERIES ||
      chart.categories.length < 2 ||
      chart.categories.length > TABLE_ROWS
    )
      return null;
    if (chart.series.some((s) => s.values.length !== chart.categories.length || !s.name.trim())) return null;
    const rows = chart.categories.map((c, i) => [c, ...chart.series.map((s) => s.values[i]!)]);
    return {
      slide: {
        layout: "table",
        ...optional("title", title),
        table: { columns: ["", ...chart.series.map((s) => s.name)], rows },
      },
      score: 85,
    };
  }
  // Figures read across: their names over them, their changes beneath (without changes, one row is too little table).
  if (list?.from === "table") return null;
  const metrics = metricsOf(list, 6);
  if (!metrics || metrics.length < 2 || metrics.some((m) => !m.label) || !metrics.some((m) => m.change)) return null;
  const rows = [metrics.map((m) => m.value), metrics.map((m) => m.change ?? "")];
  return {
    slide: { layout: "table", ...optional("title", title), table: { columns: metrics.map((m) => m.label), rows } },
    score: list?.from === "kpi" ? 52 : 46,
  };
}

function asChart({ slide, title }: Context): Built {
  if (slide.layout !== "table") return null;
  const { columns, rows } = slide.table;
  if (
    columns[0]!.trim() !== "" ||
    columns.length < 2 ||
    columns.length > 21 ||
    rows.length < 1 ||
    columns.slice(1).some((c) => !c.trim())
  )
    return null;
  if ((columns.length - 1) * rows.length > CHART_LABELLED) return null;
  if (
    rows.some(
      (r) =>
        r.length !== columns.length ||
        typeof r[0] !== "string" ||
        !r[0].trim() ||
        r.slice(1).some((v) => typeof v !== "number"),
    )
  )
    return null;
  const series = columns.slice(1).map((name, i) => ({ name, values: rows.map((r) => r[i + 1] as number) }));
  return {
    slide: {
      layout: "chart",
      ...optional("title", title),
      chart: { type: "column", categories: rows.map((r) => r[0] as string), series },
    },
    score: 88,
  };
}

const BUILDERS: Record<Target, (ctx: Context) => Built> = {
  kpi: asKpi,
  chart: asChart,
  table: asTable,
  timeline: asTimeline,
  comparison: asComparison,
  cards: asCards,
  "two-column": asTwoColumn,
  bullets: asBullets,
  agenda: asAgenda,
};

const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

function contextOf(slide: Slide, language: string | undefined): Context {
  const lang = language ?? languageOfText(slideTexts(slide, "en").join("\n"));
  return { slide, title: "title" in slide ? slide.title : undefined, language: lang, list: slideEntries(slide, lang) };
}

/** The built slide with the original's notes and sources, if it is valid and shows exactly the original's words. */
function checked(ctx: Context, built: Built): Built {
  if (!built) return null;
  const slide = {
    ...built.slide,
    ...optional("notes", ctx.slide.notes),
    ...optional("sources", ctx.slide.sources),
  } as Slide;
  if (!SlideSchema.safeParse(slide).success) return null;
  if (!sameWords(slideWords(slide, ctx.language), slideWords(ctx.slide, ctx.language))) return null;
  return { slide, score: built.score };
}

function build(ctx: Context, layout: SlideLayout): Built {
  if (layout === ctx.slide.layout || !isTarget(layout)) return null;
  return checked(ctx, BUILDERS[layout](ctx));
}

/**
 * The same content shown in `layout`, or null when that layout does not fit it (or is the slide's own): every word and
 * figure of the slide is kept and none added. `language` (BCP 47) splits its words; read from the text when absent.
 */
export function slideAs(slide: Slide, layout: SlideLayout, language?: string): Slide | null {
  return build(contextOf(slide, language), layout)?.slide ?? null;
}

/** Up to four other layouts that fit the slide's content, best fit first (ties in a fixed order), deterministic. */
export function layoutVariants(slide: Slide, language?: string): Variant[] {
  const ctx = contextOf(slide, language);
  return TARGETS.map((layout, order) => ({ layout, order, built: build(ctx, layout) }))
    .filter((v): v is { layout: Target; order: number; built: NonNullable<Built> } => v.built !== null)
    .sort((a, b) => b.built.score - a.built.score || a.order - b.order)
    .slice(0, MAX_VARIANTS)
    .map((v) => ({ layout: v.layout, slide: v.built.slide }));
}
