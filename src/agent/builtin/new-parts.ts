// What the builtin adds when asked to: a slide, section, tab or row about a topic, holding the facts the instruction
// gives and marked gaps for the rest (it writes no content it was not given).
import type { Cell, Column, SheetTab, Slide } from "../../formats/model/source.js";
import type { Section } from "../../documents/edits/index.js";
import { fillFormula } from "../../formats/compute/formula-rows.js";
import { capitalise } from "../../lib/text.js";
import { extractFacts } from "../reading/prompt-facts.js";
import type { Say } from "./scaffold-text.js";

const GAPS = 3;

/** The points of a new part: those the instruction gives, else the facts the topic states, then numbered gaps to fill. */
export function pointsAbout(
  topic: string,
  say: Say,
  given: readonly string[] = [],
): { points: string[]; gaps: number } {
  if (given.length) return { points: given.map((p) => capitalise(p)), gaps: 0 };
  const facts = extractFacts(topic).map((f) => capitalise(f.text));
  const gaps = Math.max(1, GAPS - facts.length);
  const title = headingOf(topic);
  return {
    points: [...facts, ...Array.from({ length: gaps }, (_, i) => say.gap(`${title}: ${say("point", { n: i + 1 })}`))],
    gaps,
  };
}

/** A topic as a heading: the user's words, first letter capital, without a stated figure's clause. */
export function headingOf(topic: string): string {
  return capitalise(topic.trim()).slice(0, 200);
}

export function newSlide(
  topic: string,
  say: Say,
  given: readonly string[] = [],
): { slide: Extract<Slide, { layout: "bullets" }>; gaps: number } {
  const { points, gaps } = pointsAbout(topic, say, given);
  return {
    slide: { layout: "bullets", title: headingOf(topic), bullets: points, ...(gaps ? { notes: say("fillGaps") } : {}) },
    gaps,
  };
}

export function closingSlide(deckTitle: string, say: Say): Slide {
  return { layout: "closing", title: say("questions"), subtitle: deckTitle };
}

export function newSection(topic: string, say: Say, given: readonly string[] = []): { section: Section; gaps: number } {
  const { points, gaps } = pointsAbout(topic, say, given);
  return { section: { heading: headingOf(topic), markdown: points.map((p) => `- ${p}`).join("\n") }, gaps };
}

/** A point as a row of a tab: its figure in the value column when it states one ("fuel 80 a month"), else its words. */
const factRow =
  (say: Say) =>
  (point: string): Cell[] => {
    const [fact] = extractFacts(point);
    return fact
      ? [capitalise(fact.about || point), fact.figure, say("fromPrompt")]
      : [capitalise(point), null, say("fromPrompt")];
  };

export function newTab(topic: string, say: Say, given: readonly string[] = []): { tab: SheetTab; gaps: number } {
  const columns: Column[] = [
    { header: say("item"), type: "string", width: 30 },
    { header: say("value"), width: 14 },
    { header: say("note"), type: "string", width: 40 },
  ];
  const facts = given.length
    ? given.map(factRow(say))
    : extractFacts(topic).map((f): Cell[] => [capitalise(f.about || f.text), f.figure, say("fromPrompt")]);
  const gaps = given.length ? 0 : Math.max(1, 5 - facts.length);
  const rows = [
    ...facts,
    ...Array.from({ length: gaps }, (_, i): Cell[] => [say.gap(`${say("item")} ${i + 1}`), null, null]),
  ];
  return { tab: { name: headingOf(topic).slice(0, 31), columns, rows }, gaps };
}

/** A row labelled `label` shaped like the row above it: its formulas filled down one row, its inputs left empty. */
export function rowLike(above: readonly Cell[] | undefined, width: number, label: string, tabName: string): Cell[] {
  const row: Cell[] = [label];
  for (let c = 1; c < width; c++) {
    const cell = above?.[c];
    row.push(cell && typeof cell === "object" ? { formula: fillFormula(cell.formula, tabName, 1) } : null);
  }
  return row;
}
