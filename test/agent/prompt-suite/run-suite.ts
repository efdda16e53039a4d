// Runs every suite prompt through the builtin composer and checks every property; shared by the test and the report.
import { composeSource } from "../../../src/agent/builtin/compose-source.js";
import { CHECKS, PROPERTY_NAMES, type Outcome, type PropertyName } from "./properties.js";
import type { SuiteCase } from "./types.js";

export interface CaseResult {
  case: SuiteCase;
  outcome: Outcome | null;
  /** A composer that throws fails every property with its message. */
  error?: string;
  failures: Partial<Record<PropertyName, string[]>>;
}

export function compose(c: SuiteCase): Outcome {
  const r = composeSource(c.prompt, c.options);
  return { source: r.source, warnings: r.warnings };
}

export function runCase(c: SuiteCase): CaseResult {
  let outcome: Outcome;
  try {
    outcome = compose(c);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return {
      case: c,
      outcome: null,
      error,
      failures: Object.fromEntries(PROPERTY_NAMES.map((p) => [p, [`composeSource threw: ${error}`]])),
    };
  }
  const failures: CaseResult["failures"] = {};
  for (const p of PROPERTY_NAMES) {
    let f: string[];
    try {
      f = CHECKS[p](c, outcome);
    } catch (e) {
      f = [`check threw: ${e instanceof Error ? e.message : String(e)}`];
    }
    if (f.length) failures[p] = f;
  }
  return { case: c, outcome, failures };
}

/** A source in a few lines: each slide's layout, title and text, or the doc's headings, for failure reports. */
export function sketch(outcome: Outcome | null, width = 110): string {
  if (!outcome) return "(no source)";
  const s = outcome.source;
  const cut = (t: string) => (t.length > width ? `${t.slice(0, width - 1)}…` : t);
  const lines = [`${s.kind} "${s.title}"`];
  if (s.kind === "deck") {
    s.slides.forEach((slide, i) => {
      const { notes: _n, sources: _s, layout, ...rest } = slide as Record<string, unknown>;
      lines.push(cut(`  ${i + 1}. ${layout}: ${JSON.stringify(rest)}`));
    });
  } else if (s.kind === "doc") {
    for (const part of s.markdown.split(/^(?=## )/m)) lines.push(cut(`  ${part.replace(/\s+/g, " ").trim()}`));
  } else {
    for (const tab of s.sheets) {
      lines.push(cut(`  [${tab.name}] ${tab.columns.map((c) => c.header).join(" | ")}`));
      for (const row of tab.rows.slice(0, 8))
        lines.push(
          cut(`    ${row.map((c) => (c && typeof c === "object" ? `=${c.formula}` : String(c))).join(" | ")}`),
        );
    }
  }
  return lines.join("\n");
}

/** Failures of one property as a reader wants them: each prompt, what broke, and the source in a few lines. */
export function failureReport(failed: CaseResult[], property: PropertyName, limit = 6): string {
  const shown = failed.slice(0, limit).map((r) => {
    const opts = Object.keys(r.case.options).length ? ` ${JSON.stringify(r.case.options)}` : "";
    return [
      `— ${r.case.id}: ${r.case.prompt}${opts}`,
      ...r.failures[property]!.slice(0, 6).map((f) => `   ✗ ${f}`),
      sketch(r.outcome, 140).replace(/^/gm, "   "),
    ].join("\n");
  });
  const rest =
    failed.length > limit
      ? `\n…and ${failed.length - limit} more: ${failed
          .slice(limit)
          .map((r) => r.case.id)
          .join(", ")}`
      : "";
  return `${failed.length} prompt(s) fail "${property}":\n${shown.join("\n")}${rest}`;
}
