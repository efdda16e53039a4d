// The properties every output of the real-writing corpus must hold, against each case's own facts, rows and headings.
import { composeSource } from "../../../src/agent/builtin/compose-source.js";
import { composeTextMode } from "../../../src/agent/builtin/text-modes/compose-text-mode.js";
import { SourceSchema, type Source } from "../../../src/formats/model/source.js";
import { holdsFigure, holdsWords, norm, numberGiven, numbersOf, promptNumbers } from "../prompt-suite/normalise.js";
import { isGapOnly } from "../prompt-suite/properties.js";
import { sketch } from "../prompt-suite/run-suite.js";
import { sheetRowHolds } from "../prompt-suite/sheet-figures.js";
import { titleFaults } from "../prompt-suite/title-faults.js";
import { isStated, statedAmounts } from "./stated-amounts.js";
import { unitsOf, withoutGaps, type Unit } from "../prompt-suite/units.js";
import type { Fact, RealCase } from "./types.js";

export const CORPUS_PROPERTIES = ["schema", "facts", "rows", "headings", "filler", "figures", "title"] as const;
export type CorpusProperty = (typeof CORPUS_PROPERTIES)[number];

export const CORPUS_PROPERTY_TEXT: Record<CorpusProperty, string> = {
  schema: "the source validates against SourceSchema",
  facts: "every fact's figure sits with its label on one slide, section or row (a summary's: every fact it keeps)",
  rows: "every amount the user gave is a number in its own row",
  headings: "every bare heading heads its own text (a summary's: any it keeps), never glued to the next line",
  filler: "no gap-only slide the writer did not ask for",
  figures: "no figure the text did not give",
  title: "the title is the subject: its name as written, no instruction, not cut",
};

export interface Outcome {
  source: Source;
  warnings: string[];
  /** The slide count the text asked for, as the composer read it. */
  asked: number | null;
}

export interface CorpusResult {
  case: RealCase;
  outcome: Outcome | null;
  failures: Partial<Record<CorpusProperty, string[]>>;
}

const clip = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export async function composeCase(c: RealCase): Promise<Outcome> {
  if (c.mode) {
    const r = await composeTextMode(c.mode, c.text, [], { kind: c.kind });
    return { source: r.source, warnings: r.warnings, asked: null };
  }
  const r = composeSource(c.text, { kind: c.kind });
  return { source: r.source, warnings: r.warnings, asked: r.brief.length };
}

const unitText = (u: Unit) => withoutGaps(u.texts.join("\n"));

function factMissing(text: string, f: Fact, c: RealCase): string[] {
  return [
    ...holdsWords(text, f.label, c.lang).missing,
    ...(holdsFigure(text, f.value) ? [] : [f.value]),
    ...(f.change && !holdsFigure(text, f.change) ? [f.change] : []),
  ];
}

function checkFacts(c: RealCase, out: Outcome): string[] {
  const { source } = out;
  if (source.kind === "sheet") {
    return c.facts.flatMap((f) =>
      source.sheets.some((tab) =>
        tab.rows.some((row) => sheetRowHolds(row, { type: "figure", label: f.label, value: f.value }, c.lang)),
      )
        ? []
        : [`"${f.label}" = ${f.value}: no row holds both`],
    );
  }
  const units = unitsOf(source).filter((u) => u.layout !== "agenda");
  // A summary leaves things out: what it keeps of a fact must keep its label.
  const shown = (f: Fact) => c.mode !== "condense" || units.some((u) => holdsFigure(unitText(u), f.value));
  return c.facts.filter(shown).flatMap((f) => {
    let best: { unit: Unit; missing: string[] } | null = null;
    for (const unit of units) {
      const missing = factMissing(unitText(unit), f, c);
      if (!best || missing.length < best.missing.length) best = { unit, missing };
      if (!missing.length) return [];
    }
    return [
      `"${f.label}" = ${f.value}${f.change ? ` (${f.change})` : ""}: nearest ${best?.unit.where ?? "nothing"} "${clip(best?.unit.title ?? "", 40)}" lacks ${best?.missing.map((m) => `"${m}"`).join(", ")}`,
    ];
  });
}

function checkRows(c: RealCase, out: Outcome): string[] {
  if (!c.rows?.length) return [];
  const { source } = out;
  if (source.kind !== "sheet") return [`a ${source.kind}, not a sheet`];
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  return c.rows.flatMap((r) => {
    const rows = source.sheets
      .flatMap((tab) => tab.rows)
      .filter((row) => holdsWords(row.filter((x) => typeof x === "string").join(" | "), r.label, c.lang).ok);
    if (!rows.length) return [`no row labelled "${r.label}"`];
    return rows.some((row) => row.some((x) => typeof x === "number" && near(x, r.amount)))
      ? []
      : [`"${r.label}": no number ${r.amount} in its row`];
  });
}

/** The words of the first line after a heading: they must sit under that heading. */
function lineAfter(text: string, heading: string): string | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const at = lines.findIndex((l) => l === heading);
  const next = at < 0 ? undefined : lines.slice(at + 1).find(Boolean);
  return next ?? null;
}

function checkHeadings(c: RealCase, out: Outcome): string[] {
  if (!c.headings?.length || out.source.kind === "sheet") return [];
  const units = unitsOf(out.source);
  const bare = (t: string) =>
    norm(t)
      .replace(/\s*\(\d+\/\d+\)$/, "")
      .trim();
  return c.headings.flatMap((h) => {
    const under = units.filter((u) => bare(u.title) === norm(h));
    // A summary may leave a part out; what it keeps stays apart from its heading (checked below).
    if (!under.length && c.mode !== "condense")
      return [`"${h}" heads nothing — titles: ${units.map((u) => `"${clip(u.title, 30)}"`).join(", ")}`];
    const next = lineAfter(c.text, h);
    const words =
      next
        ?.replace(/^[-–•*]\s*/, "")
        .split(/\s+/)
        .slice(0, 6)
        .join(" ") ?? "";
    const glued = words && units.find((u) => u.content.some((s) => norm(s).startsWith(norm(`${h} ${words}`))));
    if (glued) return [`"${h}" glued into the text of ${glued.where}`];
    if (next === null || !under.length || c.headings!.includes(next) || c.mode === "condense") return [];
    return under.some((u) => holdsWords(unitText(u), words, c.lang).ok)
      ? []
      : [`the text after "${h}" ("${clip(words, 40)}") is not under it`];
  });
}

function checkFiller(c: RealCase, out: Outcome): string[] {
  if (out.source.kind !== "deck" || out.asked) return [];
  return unitsOf(out.source)
    .filter(isGapOnly)
    .map((u) => `${u.where} "${clip(u.title, 40)}" holds only gaps`);
}

function checkFigures(c: RealCase, out: Outcome): string[] {
  const given = promptNumbers(c.text);
  const { source } = out;
  if (source.kind === "sheet") {
    // A sheet stores amounts as numbers ("1,8 Mio. €" → 1800000): each typed number must be one the text states.
    const stated = statedAmounts(c.text, c.lang);
    return source.sheets.flatMap((tab) =>
      tab.rows.flatMap((row, r) => {
        const invented = row.filter(
          (x): x is number => typeof x === "number" && !isStated(x, stated) && !numberGiven(String(x), given),
        );
        const words = row
          .filter((x): x is string => typeof x === "string")
          .flatMap((x) => numbersOf(withoutGaps(x)).filter((n) => !numberGiven(n, given)));
        return invented.length + words.length
          ? [`${tab.name} row ${r + 2}: ${[...invented, ...words].join(", ")}`]
          : [];
      }),
    );
  }
  return unitsOf(source).flatMap((u) => {
    const invented = [...new Set(numbersOf(withoutGaps(u.texts.join("\n"))).filter((n) => !numberGiven(n, given)))];
    return invented.length ? [`${u.where}: ${invented.join(", ")}`] : [];
  });
}

function checkTitle(c: RealCase, out: Outcome): string[] {
  const t = out.source.title;
  const faults = titleFaults(t, c.text, c.lang, true);
  if (c.name && !t.normalize("NFC").includes(c.name.normalize("NFC"))) faults.push(`lacks "${c.name}"`);
  return faults.length ? [`"${clip(t)}": ${faults.join("; ")}`] : [];
}

const CHECKS: Record<CorpusProperty, (c: RealCase, out: Outcome) => string[]> = {
  schema: (_c, out) => {
    const r = SourceSchema.safeParse(out.source);
    return r.success ? [] : r.error.issues.slice(0, 3).map((i) => `${i.path.join(".")}: ${i.message}`);
  },
  facts: checkFacts,
  rows: checkRows,
  headings: checkHeadings,
  filler: checkFiller,
  figures: checkFigures,
  title: checkTitle,
};

export async function runCorpusCase(c: RealCase): Promise<CorpusResult> {
  let outcome: Outcome;
  try {
    outcome = await composeCase(c);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return {
      case: c,
      outcome: null,
      failures: Object.fromEntries(CORPUS_PROPERTIES.map((p) => [p, [`threw: ${error}`]])),
    };
  }
  const failures: CorpusResult["failures"] = {};
  for (const p of CORPUS_PROPERTIES) {
    const f = CHECKS[p](c, outcome);
    if (f.length) failures[p] = f;
  }
  return { case: c, outcome, failures };
}

/** Failures of one property as a reader wants them: the text, what broke, the source in a few lines. */
export function corpusReport(failed: CorpusResult[], property: CorpusProperty, limit = 5): string {
  const shown = failed
    .slice(0, limit)
    .map((r) =>
      [
        `— ${r.case.id}${r.case.mode ? ` (${r.case.mode})` : ""}: ${clip(r.case.text.replace(/\s+/g, " "), 160)}`,
        ...r.failures[property]!.slice(0, 6).map((f) => `   ✗ ${f}`),
        sketch(r.outcome, 140).replace(/^/gm, "   "),
      ].join("\n"),
    );
  const rest =
    failed.length > limit
      ? `\n…and ${failed.length - limit} more: ${failed
          .slice(limit)
          .map((r) => r.case.id)
          .join(", ")}`
      : "";
  return `${failed.length} case(s) fail "${property}":\n${shown.join("\n")}${rest}`;
}
