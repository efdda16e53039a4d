// "Label: value" lines as the facts they state: figures as KPI metrics, a mix as a label/value table — the label and its
// value always together, as written.
import { isFigure, splitChange } from "../../../formats/doc-to-deck/doc-text.js";
import { labelled } from "../../../formats/slide-kinds/point-parts.js";
import type { Metric, Slide } from "../../../formats/model/source.js";
import { figureSpans, hasFigure, isChangeOnly } from "../../reading/figures.js";
import { splitLabel } from "../../reading/segment.js";
import { escapeText } from "./inline-text.js";
import { SLIDE_KINDS } from "../../../formats/slide-kinds/slide-kinds.js";

export interface Fact {
  label: string;
  /** The value as written, its change aside. */
  value: string;
  change?: string;
  /** The value is one figure ("12,400", "40.000 €", "1,200万円"), so it may stand big. */
  figure: boolean;
}

/** A label as read from a "Label: value" line: within a metric's label (SLIDE_KINDS.kpi), so a fact stands on a KPI. */
const LABEL_CHARS = 60;
const LABEL_WORDS = 8;
const VALUE_CHARS = 80;
const { kpi: KPI, bullets: BULLETS } = SLIDE_KINDS;

/** "Label: value" (or "Label — value") split; null when the line is a sentence or names no label. */
export function labelAndValue(line: string): { label: string; value: string } | null {
  const t = line.trim();
  const split = splitLabel(t, LABEL_CHARS);
  // A colon the label reader turned down (a time, a link) is no label's either; a dash may still be one.
  const pair = split.label
    ? { label: split.label, value: split.body }
    : /[:：]/u.test(t)
      ? null
      : (() => {
          const l = labelled(t, LABEL_CHARS);
          return l ? { label: l.label, value: l.rest } : null;
        })();
  if (!pair || pair.label.split(/\s+/).length > LABEL_WORDS) return null;
  return pair;
}

/** A figure and the change written beside it: "3.1% (down from 3.4%)" → 3.1% · down from 3.4%. */
function figureValue(value: string): { value: string; change?: string } | null {
  const spans = figureSpans(value);
  const first = spans[0];
  if (!first || value.slice(0, first.start).trim()) return null;
  const rest = value.slice(first.end).trim();
  if (!rest) return { value: first.text };
  const inner = /^[(（](.+)[)）]$/u.exec(rest)?.[1]?.trim() ?? rest.replace(/^[,;]\s*/, "");
  return isChangeOnly(inner) || /^[+−-]\s?\d/.test(inner) ? { value: first.text, change: inner } : null;
}

/** The fact a line states, or null when it is no "Label: value" line with a short value. */
export function factOf(line: string): Fact | null {
  const pair = labelAndValue(line);
  if (!pair || pair.value.length > VALUE_CHARS || /[.!?。！？]$/u.test(pair.value)) return null;
  const signed = splitChange(pair.value);
  const fig = figureValue(pair.value) ?? (isFigure(signed.value) ? signed : null);
  if (fig && fig.value.length <= KPI.capacity.value) return { label: pair.label, ...fig, figure: true };
  return { label: pair.label, value: pair.value, figure: false };
}

/** Even groups of at most `max`: 5 → 3 + 2, 7 → 4 + 3. */
export function groupsOf<T>(items: T[], max: number): T[][] {
  const n = Math.ceil(items.length / max);
  const size = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((g) => g.length);
}

/** Facts as KPI slides when every value is a figure, else null. */
export function kpiSlides(title: string | undefined, facts: Fact[]): Slide[] | null {
  if (facts.length < 2 || !facts.every((f) => f.figure)) return null;
  const groups = groupsOf(facts, KPI.capacity.count[1]);
  if (groups.some((g) => g.length < 2)) return null;
  return groups.map((g) => ({
    layout: "kpi",
    ...(title ? { title } : {}),
    metrics: g.map((f): Metric => ({ label: f.label, value: f.value, ...(f.change ? { change: f.change } : {}) })),
  }));
}

/** A label and its value as one point, the label in bold: "**Budget**: 4.000 €". */
export const labelledPoint = (label: string, value: string) =>
  label ? `**${escapeText(label)}**: ${escapeText(value)}` : escapeText(value);

/**
 * Facts as points of a label and its value: the text gives no column headings, and a table without them would show an
 * empty header row.
 */
export function factListSlides(title: string | undefined, facts: Fact[]): Slide[] | null {
  if (facts.length < 2) return null;
  const point = (f: Fact) => labelledPoint(f.label, f.change ? `${f.value} (${f.change})` : f.value);
  const slide = (g: Fact[]): Slide => ({ layout: "bullets", title: title ?? "", bullets: g.map(point) });
  return groupsOf(facts, BULLETS.capacity.lines).map(slide);
}

/** Whether facts state figures (some of them at least): a mix of figures and words is a table, not cards. */
export const statesFigures = (facts: Fact[]) => facts.some((f) => f.figure || hasFigure(f.value));
