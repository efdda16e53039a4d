// The properties every composed source must hold, checked against each prompt's ground truth (never the composer's own lists).
import { SourceSchema, type Source } from "../../../src/formats/model/source.js";
import { compact, holdsFigure, holdsWords, norm, numberGiven, numbersOf, promptNumbers } from "./normalise.js";
import { figureNumbers, sheetRowHolds } from "./sheet-figures.js";
import type { Clause, Lang, SuiteCase } from "./types.js";
import { titlesOf, unitsOf, withoutGaps, type Unit } from "./units.js";
import { titleFaults } from "./title-faults.js";

export interface Outcome {
  source: Source;
  warnings: string[];
}

export const PROPERTY_NAMES = [
  "schema",
  "kind",
  "subject",
  "clauses",
  "titles",
  "counts",
  "figures",
  "duplicates",
  "gaps",
  "plain",
] as const;
export type PropertyName = (typeof PROPERTY_NAMES)[number];

export const PROPERTY_TEXT: Record<PropertyName, string> = {
  schema: "the source validates against SourceSchema",
  kind: "the kind is the one the prompt names",
  subject: "the title keeps the subject's name exactly as written",
  clauses: "every content clause's words sit together on one slide, section or row",
  titles: "no title carries an instruction, ends mid-phrase or runs into the next sentence",
  counts: "the requested number of slides or sections",
  figures: "no figure the prompt did not give",
  duplicates: "no two slides or sections share a title",
  gaps: "gap-only slides within a third of the deck",
  plain: "no two plain text slides (bullets or a text body) in a row",
};

const hasText = (s: string) => /[\p{L}\p{N}]/u.test(s);
const unitText = (u: Unit) => withoutGaps(u.texts.join("\n"));
const clip = (s: string, n = 90) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A clause in a few words, for failure reports. */
export function describeClause(c: Clause): string {
  switch (c.type) {
    case "figure":
      return `figure "${c.label}" = ${c.value}${c.change ? ` (change ${c.change})` : ""}`;
    case "names":
      return `names ${c.names.map((n, i) => (c.roles ? `${n} (${c.roles[i]})` : n)).join(", ")}`;
    case "risks":
    case "priorities":
      return `${c.type}${c.quarter ? ` for ${c.quarter}` : ""}: ${c.items.join(" | ")}`;
    case "steps":
      return `steps ${c.steps.map((s) => `${s.what} @ ${s.date}`).join(" | ")}`;
    case "statement":
      return `statement "${c.text}"`;
    case "sections":
      return `sections ${c.items.join(" | ")}`;
  }
}

/** What of a clause a unit lacks (empty: it holds the clause whole). */
function missingIn(text: string, c: Clause, lang: Lang): string[] {
  const words = (phrase: string) => holdsWords(text, phrase, lang).missing;
  const figure = (f: string) => (holdsFigure(text, f) ? [] : [f]);
  switch (c.type) {
    case "figure":
      return [
        ...words(c.label),
        ...(c.plain && holdsFigure(text, c.plain) ? [] : figure(c.value)),
        ...(c.change ? figure(c.change) : []),
      ];
    case "names": {
      const hay = compact(text);
      return [...c.names.filter((n) => !hay.includes(compact(n))), ...(c.roles ?? []).flatMap(words)];
    }
    case "risks":
    case "priorities":
      return [...c.items.flatMap(words), ...(c.quarter ? figure(c.quarter) : [])];
    case "steps":
      return c.steps.flatMap((s) => [...words(s.what), ...words(s.date)]);
    case "statement":
      return words(c.text);
    case "sections":
      return [];
  }
}

function checkClauses(c: SuiteCase, out: Outcome): string[] {
  const { source } = out;
  const fails: string[] = [];
  // An agenda lists parts; it is not where a clause's content is shown.
  const units = unitsOf(source).filter((u) => u.layout !== "agenda");
  for (const clause of c.clauses) {
    if (clause.type === "sections") {
      if (source.kind === "sheet") continue;
      const titles =
        source.kind === "deck"
          ? units.filter((u) => u.layout !== "title").map((u) => u.title)
          : units.slice(1).map((u) => u.title);
      const lost = clause.items.filter((item) => !titles.some((t) => holdsWords(t, item, c.lang).ok));
      if (lost.length)
        fails.push(
          `${describeClause(clause)}: no heading for ${lost.map((l) => `"${l}"`).join(", ")} — headings: ${titles.map((t) => `"${clip(t, 40)}"`).join(", ")}`,
        );
      continue;
    }
    if (source.kind === "sheet") {
      if (clause.type !== "figure") continue;
      if (!source.sheets.some((tab) => tab.rows.some((row) => sheetRowHolds(row, clause, c.lang))))
        fails.push(`${describeClause(clause)}: no row has both`);
      continue;
    }
    let best: { unit: Unit; missing: string[] } | null = null;
    for (const unit of units) {
      const missing = missingIn(unitText(unit), clause, c.lang);
      if (!best || missing.length < best.missing.length) best = { unit, missing };
      if (!missing.length) break;
    }
    if (best && best.missing.length) {
      fails.push(
        `${describeClause(clause)}: nearest is ${best.unit.where} "${clip(best.unit.title, 40)}", lacking ${best.missing.map((m) => `"${m}"`).join(", ")}`,
      );
    }
  }
  return fails;
}

function checkTitles(c: SuiteCase, out: Outcome): string[] {
  return titlesOf(out.source).flatMap(({ where, text, main }) => {
    const faults = titleFaults(text, c.prompt, c.lang, main, c.clauses);
    return faults.length ? [`${where} "${clip(text, 80)}": ${[...new Set(faults)].join("; ")}`] : [];
  });
}

// ----- counts, figures, duplicates, gaps

function checkCounts(c: SuiteCase, out: Outcome): string[] {
  if (!c.count) return [];
  if (out.source.kind === "deck" && out.source.slides.length !== c.count)
    return [`${out.source.slides.length} slides for ${c.count} asked`];
  if (out.source.kind === "doc") {
    const n = (out.source.markdown.match(/^## /gm) ?? []).length;
    if (n !== c.count) return [`${n} sections for ${c.count} asked`];
  }
  return [];
}

function checkFigures(c: SuiteCase, out: Outcome): string[] {
  const given = promptNumbers(c.prompt);
  // A sheet keeps a figure as the number it stands for ("125万円" → 1250000, issue 50): that number is given too.
  for (const k of c.clauses)
    if (k.type === "figure")
      for (const n of figureNumbers(k.value, c.lang))
        given.add(
          String(n)
            .replace(/\D/g, "")
            .replace(/^0+(?=\d)/, ""),
        );
  const fails: string[] = [];
  for (const unit of unitsOf(out.source)) {
    const text = withoutGaps(unit.texts.join("\n"));
    const invented = [...new Set(numbersOf(text).filter((n) => !numberGiven(n, given)))];
    if (invented.length) {
      const at = text.search(new RegExp(invented[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      fails.push(
        `${unit.where}: ${invented.join(", ")} — "${clip(text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, " "), 90)}"`,
      );
    }
  }
  if (!fails.length) {
    const title = numbersOf(out.source.title).filter((n) => !numberGiven(n, given));
    if (title.length) fails.push(`title: ${title.join(", ")}`);
  }
  return fails;
}

function checkDuplicates(_c: SuiteCase, out: Outcome): string[] {
  const { source } = out;
  const titles =
    source.kind === "deck"
      ? unitsOf(source).map((u) => u.title)
      : source.kind === "doc"
        ? unitsOf(source)
            .slice(1)
            .map((u) => u.title)
        : [];
  const seen = new Map<string, number>();
  for (const t of titles.filter(hasText)) {
    const key = norm(t).replace(/[\s.!?:。！？：]+$/u, "");
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([t, n]) => `"${t}" ×${n}`);
}

/** A slide whose content, its title aside, is nothing but marked gaps. */
export const isGapOnly = (u: Unit) =>
  u.layout !== "title" &&
  u.content.some((s) => withoutGaps(s) !== s) &&
  !u.content.some((s) => hasText(withoutGaps(s)));

function checkGaps(c: SuiteCase, out: Outcome): string[] {
  if (out.source.kind !== "deck") return [];
  const units = unitsOf(out.source);
  // A part the user listed by name and gave nothing for is theirs to fill: only the library's own filler counts.
  const asked = c.clauses.flatMap((k) => (k.type === "sections" ? k.items : []));
  const gapOnly = units.filter((u) => isGapOnly(u) && !asked.some((item) => holdsWords(u.title, item, c.lang).ok));
  const limit = Math.floor(units.length / 3);
  if (gapOnly.length <= limit) return [];
  const listed = `${gapOnly.length} gap-only slides of ${units.length} (limit ${limit}): ${gapOnly.map((u) => `${u.where} "${clip(u.title, 30)}"`).join(", ")}`;
  if (c.count)
    return out.warnings.some((w) => /slides?\b/i.test(w))
      ? []
      : [`${listed}, and no warning says the content did not fill the ${c.count} slides asked`];
  return c.clauses.length >= 2 ? [listed] : [];
}

export const CHECKS: Record<PropertyName, (c: SuiteCase, out: Outcome) => string[]> = {
  schema: (_c, out) => {
    const r = SourceSchema.safeParse(out.source);
    return r.success ? [] : r.error.issues.slice(0, 3).map((i) => `${i.path.join(".")}: ${i.message}`);
  },
  kind: (c, out) =>
    c.kindNamed && out.source.kind !== c.kind ? [`a ${out.source.kind}, not the ${c.kind} the prompt names`] : [],
  subject: (c, out) =>
    c.name && !out.source.title.normalize("NFC").includes(c.name.normalize("NFC"))
      ? [`title "${clip(out.source.title, 80)}" lacks "${c.name}"`]
      : [],
  clauses: checkClauses,
  titles: checkTitles,
  counts: checkCounts,
  figures: checkFigures,
  duplicates: checkDuplicates,
  gaps: checkGaps,
  plain: (_c, out) => {
    if (out.source.kind !== "deck") return [];
    const slides = out.source.slides;
    const plain = (i: number) => slides[i]?.layout === "bullets" || slides[i]?.layout === "content";
    return slides.flatMap((s, i) =>
      i && plain(i) && plain(i - 1)
        ? [`slides ${i} and ${i + 1} are both plain text ("${"title" in s ? s.title : ""}")`]
        : [],
    );
  },
};

/** The slide or section that holds a clause whole, if any (agendas aside). */
export function unitHolding(source: Source, clause: Clause, lang: Lang): Unit | null {
  return (
    unitsOf(source)
      .filter((u) => u.layout !== "agenda")
      .find((u) => missingIn(unitText(u), clause, lang).length === 0) ?? null
  );
}
