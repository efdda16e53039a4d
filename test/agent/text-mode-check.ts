// The checks every preserve deck must pass: the input's words on the slides in order and nothing else, no gap or
// placeholder, unique titles, every slide within the text budget.
import { expect } from "vitest";
import { compactText, shownText } from "../../src/agent/builtin/text-modes/shown-text.js";
import { MAX_LINES, MAX_UNITS, units } from "../../src/agent/builtin/text-modes/slide-budget.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";

/**
 * Titles lose the marks preserve adds — "(1/3)" on a section's slides, "(2)" on a repeated heading — and a continuation
 * slide's title, which repeats its first slide's: those are the only words preserve adds.
 */
function unmarked(s: Slide): Slide {
  if (!("title" in s) || !s.title) return s;
  const cont = / \((\d+)\/\d+\)$/.exec(s.title);
  if (cont && cont[1] !== "1") return { ...s, title: "" } as Slide;
  return { ...s, title: s.title.replace(/ \(\d+\/\d+\)$/, "").replace(/ \(\d+\)$/, "") };
}

/** A table continued on the next slide repeats its header row there: the one other repeat preserve makes. */
const sameHeader = (s: Slide, before: Slide | undefined) =>
  s.layout === "table" &&
  before?.layout === "table" &&
  JSON.stringify(s.table.columns) === JSON.stringify(before.table.columns);

export const deckWords = (deck: Deck) =>
  deck.slides
    .map((s, i) =>
      shownText(
        unmarked(
          sameHeader(s, deck.slides[i - 1]) && s.layout === "table"
            ? { ...s, table: { ...s.table, columns: [""] } }
            : s,
        ),
      ),
    )
    .join(" ");

/** Where two word sequences part: the first word that differs, with some words around it. */
export function firstDifference(expected: string, actual: string): string {
  const a = expected.split(/\s+/).map(compactText).filter(Boolean);
  const b = actual.split(/\s+/).map(compactText).filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `word ${i}: expected …${a.slice(Math.max(0, i - 5), i + 6).join(" ")}… got …${b.slice(Math.max(0, i - 5), i + 6).join(" ")}…`;
}

const PLACEHOLDER = /\[(?:add|fill|insert|tbd|todo|\.\.\.|…)|lorem ipsum|\bTBD\b|\[\s*\]/i;

/** Lines a slide shows: bullets and the points under them, or a body's paragraphs and items. */
function linesOf(s: Slide): number {
  if (s.layout === "bullets")
    return s.bullets.reduce((n, b) => n + 1 + (typeof b === "string" ? 0 : b.children.length), 0);
  if (s.layout === "content") {
    let n = 0;
    const walk = (blocks: ReturnType<typeof parseMarkdown>["blocks"]): void => {
      for (const b of blocks) {
        if (b.type === "list") for (const it of b.items) (n++, walk(it.blocks.filter((x) => x.type === "list")));
        else n++;
      }
    };
    walk(parseMarkdown(s.body).blocks);
    return n;
  }
  if (s.layout === "table") return s.table.rows.length;
  return 0;
}

/** The deck holds every word in order and nothing else — or, cut at the slide limit (and saying so), a prefix of them. */
export function checkDeck(deck: Deck, expected: string[], label: string, cut = false): void {
  const want = expected.join(" ");
  const got = deckWords(deck);
  const same = cut ? compactText(want).startsWith(compactText(got)) : compactText(got) === compactText(want);
  expect(same, `${label}: ${firstDifference(want, got)}`).toBe(true);
  const titles = deck.slides.flatMap((s) => ("title" in s && s.title ? [s.title.trim().toLowerCase()] : []));
  expect(
    new Set(titles).size,
    `${label}: duplicate titles ${titles.filter((t, i) => titles.indexOf(t) !== i).join(", ")}`,
  ).toBe(titles.length);
  for (const [i, s] of deck.slides.entries()) {
    const body = shownText(s, false);
    const where = `${label}, slide ${i + 1} (${s.layout})`;
    expect(PLACEHOLDER.test(shownText(s)), `${where}: a placeholder`).toBe(false);
    expect(body.trim() || s.layout === "section" || s.layout === "title", `${where}: nothing on it`).toBeTruthy();
    expect(units(body), `${where}: ${units(body).toFixed(0)} word units`).toBeLessThanOrEqual(MAX_UNITS);
    expect(linesOf(s), `${where}: lines`).toBeLessThanOrEqual(s.layout === "table" ? 8 : MAX_LINES);
    if (s.layout === "kpi") expect(s.metrics.length).toBeLessThanOrEqual(4);
    if (s.layout === "timeline") expect(s.steps.length).toBeLessThanOrEqual(5);
  }
}
