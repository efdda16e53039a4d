// Meeting notes in preserve and condense, as properties over six languages and four layouts: every heading is the title
// over its own text (never glued to it), facts keep label and value together, dated lines make a timeline, "Name:
// action" lines are action items, attendees are people — and in condense neither an action nor the names are the point.
import { describe, expect, it } from "vitest";
import { composeTextMode } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { shownText } from "../../src/agent/builtin/text-modes/shown-text.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";
import { deckWords } from "./text-mode-check.js";
import { LAYOUTS, NOTES, notesText, type MeetingNotes } from "./text-mode-notes-inputs.js";

const words = new Intl.Segmenter(undefined, { granularity: "word" });
/** A text's words in any order: what a deck that keeps every word shares with its notes. */
const bag = (text: string) =>
  [...words.segment(text.normalize("NFKC").toLowerCase())]
    .filter((w) => w.isWordLike)
    .map((w) => w.segment)
    .sort()
    .join(" ");
const compact = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
const baseTitle = (s: Slide) => ("title" in s && s.title ? s.title.replace(/ \(\d+\/\d+\)$/, "") : "");
const colonSplit = (line: string) => {
  const at = line.search(/[:：]/u);
  return { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
};

async function deckOf(text: string): Promise<Deck> {
  return (await composeTextMode("preserve", text, [], { kind: "deck" })).source as Deck;
}

const CASES = NOTES.flatMap((n) =>
  LAYOUTS.map((layout) => ({ n, layout, label: `${n.lang} “${n.title}” (${layout})`, text: notesText(n, layout) })),
);

function checkStructure(deck: Deck, n: MeetingNotes, label: string): void {
  const body = deck.slides.slice(1);
  expect(deck.slides[0]!.layout, label).toBe("title");
  expect(baseTitle(deck.slides[0]!), label).toBe(n.title);
  // Every slide after the title has one, and it is one of the notes' headings: nothing glued, nothing under a wrong one.
  const headings = [n.attendees.label, ...n.sections.map((s) => s.heading)];
  expect(
    body.map(baseTitle).filter((t, i, all) => all.indexOf(t) === i),
    label,
  ).toEqual(headings);
  for (const s of n.sections) {
    const under = body
      .filter((x) => baseTitle(x) === s.heading)
      .map((x) => shownText(x, false))
      .join(" ");
    for (const line of s.lines)
      expect(bag(under), `${label}: “${line}” under “${s.heading}”`).toContain(bag(line).split(" ")[0]);
    expect(bag(under), `${label}: the words under “${s.heading}”`).toBe(bag(s.lines.join(" ")));
    const slides = body.filter((x) => baseTitle(x) === s.heading);
    if (s.kind === "facts") {
      for (const line of s.lines) {
        const { label: l, value } = colonSplit(line);
        const together = slides.some(
          (x) =>
            (x.layout === "kpi" &&
              x.metrics.some((m) => m.label === l && compact(`${m.value}${m.change ?? ""}`) === compact(value))) ||
            (x.layout === "bullets" &&
              x.bullets.some(
                (b) =>
                  typeof b === "string" &&
                  b.startsWith(`**${l}**:`) &&
                  compact(b.slice(l.length + 5)) === compact(value),
              )),
        );
        expect(together, `${label}: the fact “${line}” with its label`).toBe(true);
      }
    }
    if (s.kind === "dates") {
      const steps = slides.flatMap((x) => (x.layout === "timeline" ? x.steps : []));
      expect(steps.length, `${label}: a timeline of “${s.heading}”`).toBe(s.lines.length);
      s.lines.forEach((line, i) =>
        expect(
          bag(`${steps[i]!.date ?? ""} ${steps[i]!.title} ${steps[i]!.text ?? ""}`),
          `${label}: step ${i + 1}`,
        ).toBe(bag(line)),
      );
    }
    if (s.kind === "actions") {
      const bullets = slides.flatMap((x) =>
        x.layout === "bullets" ? x.bullets.map((b) => (typeof b === "string" ? b : b.text)) : [],
      );
      expect(bullets.length, `${label}: action items of “${s.heading}”`).toBe(s.lines.length);
      s.lines.forEach((line, i) => {
        const { label: owner, value } = colonSplit(line);
        expect(bullets[i]!.startsWith(`**${owner}**`), `${label}: ${bullets[i]}`).toBe(true);
        expect(compact(bullets[i]!), `${label}: ${bullets[i]}`).toBe(compact(`${owner}${value}`));
      });
    }
  }
  const team = body.find((x) => x.layout === "team");
  expect(team?.layout === "team" && team.people.map((p) => p.name), `${label}: attendees as people`).toEqual(
    n.attendees.names,
  );
}

describe("preserve: meeting notes keep their structure", () => {
  it.each(CASES)("$label", async ({ n, label, text }) => {
    const deck = await deckOf(text);
    checkStructure(deck, n, label);
    // Every word of the notes, and nothing else (a timeline shows each date first, so in any order).
    expect(bag(deckWords(deck)), label).toBe(bag(text));
  });

  it("a doc keeps every heading as a heading of its own, never glued to the next sentence", async () => {
    for (const { n, label, text } of CASES) {
      const { source } = await composeTextMode("preserve", text, [], { kind: "doc" });
      const md = source.kind === "doc" ? source.markdown : "";
      for (const s of n.sections) expect(md.split("\n"), `${label}: ## ${s.heading}`).toContain(`## ${s.heading}`);
    }
  });

  it("notes without headings stay as they were: a list of short points is not cut into headings", async () => {
    const lists = [
      "Groceries\nFresh beans\nFair prices\nFriendly staff\nFast delivery",
      "Ideas for the offsite\nA walk by the lake\nA cooking class\nA boat trip",
    ];
    for (const text of lists) {
      const deck = await deckOf(text);
      const titles = deck.slides.map(baseTitle).filter(Boolean);
      for (const t of titles) expect(t, text).toBe(text.split("\n")[0]);
      expect(bag(deckWords(deck))).toBe(bag(text));
    }
  });

  it("a wrapped paragraph is not taken for a heading over its own rest", async () => {
    const text =
      "Notes from the call\n\nWe talked about the move to the new office and\nagreed to wait until the lease is signed.\n\nThe budget\nstays as it is.";
    const deck = await deckOf(text);
    const titles = deck.slides.map(baseTitle);
    expect(titles).not.toContain("We talked about the move to the new office and");
    expect(titles).not.toContain("The budget");
  });
});

describe("condense: the subtitle and the takeaways of meeting notes", () => {
  it.each(CASES.filter((c) => c.layout === "blank" || c.layout === "dense"))("$label", async ({ n, label, text }) => {
    const deck = (await composeTextMode("condense", text, [], { kind: "deck" })).source as Deck;
    const first = deck.slides[0]!;
    expect(first.layout, label).toBe("title");
    const subtitle = first.layout === "title" ? first.subtitle : undefined;
    // The notes' own line under the title, or nothing: never an action item, a figure line or the names.
    if (subtitle !== undefined) expect(subtitle, label).toBe(n.dateLine);
    const actions = n.sections.filter((s) => s.kind === "actions").flatMap((s) => s.lines);
    for (const s of deck.slides.slice(1)) {
      const shown = shownText(s, false);
      expect(
        shown.includes(n.attendees.names.join(n.attendees.separator)),
        `${label}: the attendees on “${baseTitle(s)}”`,
      ).toBe(false);
      if (/takeaway|wichtigste|retenir|clave|要点|ポイント|重点/i.test(baseTitle(s)))
        for (const a of actions) expect(shown, label).not.toContain(a);
    }
  });
});
