// The grammar of every English sentence Quire writes on its own: documents from the prompt table and onboarding,
// warnings, and revision reports — articles, possessives, plurals, names, prepositions and leftover template marks.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { reviseSource } from "../../src/agent/builtin/revise-source.js";
import { seedPrompts } from "../../src/agent/onboarding/seed-onboarding.js";
import type { Source } from "../../src/formats/model/source.js";
import { articleFor, languageName, plural, withArticle } from "../../src/lib/text.js";
import { PROMPTS } from "./prompts.js";

/** Every piece of text a source shows, Markdown marks removed. */
function textsOf(source: Source): string[] {
  const out: string[] = [source.title];
  const walk = (v: unknown, key = ""): void => {
    if (typeof v === "string" && !["layout", "kind", "type", "format", "formula", "src"].includes(key))
      out.push(...v.split("\n"));
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(source);
  return out
    .map((t) =>
      t
        .replace(/^\s*(?:#+|[-*>]|\d+\.|\|)\s*|\s*\|\s*$/g, "")
        .replace(/\s*\|\s*/g, " | ")
        .replace(/^\*(.*)\*$/, "$1")
        .trim(),
    )
    .filter((t) => t && !/^[-|\s]+$/.test(t));
}

const english = PROMPTS.filter((p) => p.lang === "en");
const made = english.map((p) => composeSource(p.prompt, { kind: p.kind, language: p.language }));
const onboarding = ["", "Ana", "James", "  Zoë  Müller "].flatMap((name) =>
  seedPrompts(name).map((p) => ({ name, ...composeSource(p.prompt, { kind: p.kind, userName: name }) })),
);
const REVISIONS = [
  [
    "Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%",
    "Add a slide on green coffee prices, shorten the summary, remove slides 5 and 6, swap the results and risks slides and set gross margin to 38%. Make it more persuasive",
  ],
  [
    "A two-page onboarding guide for new nurses on the cardiology ward",
    "Add a section about parking, remove the glossary, make it shorter and retitle the document: Cardiology ward handbook",
  ],
  [
    "A 12-month budget for a small bakery with formulas for totals",
    "Add a row for delivery van fuel, set rent to 1,200, remove the marketing row, add two rows for catering and add a tab for staff rota. Cut it down to 2 tabs",
  ],
] as const;
const revised = REVISIONS.map(([prompt, instruction]) => reviseSource(composeSource(prompt).source, instruction));

const documentTexts = [...made, ...onboarding].flatMap((m) => textsOf(m.source));
// Beside stated content a deck gets the library's gap slides only when a slide count leaves room for them (no filler).
const counted = english.map((p) => composeSource(p.prompt, { kind: p.kind, language: p.language, slides: 10 }));
const countedTexts = counted.flatMap((m) => textsOf(m.source));
const sentences = [...made, ...onboarding].flatMap((m) => m.warnings).concat(revised.flatMap((r) => r.warnings));
const reports = revised.flatMap((r) => r.applied.map((e) => e.message));
const everything = [...documentTexts, ...sentences, ...reports];

describe("grammar of generated English", () => {
  it("has a corpus worth checking", () => {
    expect(english.length).toBeGreaterThanOrEqual(10);
    expect(documentTexts.length).toBeGreaterThan(500);
    expect(reports.length).toBeGreaterThan(10);
  });

  it("leaves no template marks, empty brackets, doubled words or stray spaces", () => {
    for (const t of everything) {
      expect(t, t).not.toMatch(/\{\w+\}|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|\[\s*\]/);
      expect(t, t).not.toMatch(/\b([A-Za-z]{2,})\s+\1\b/i);
      expect(t, t).not.toMatch(/ {2}| [,.;:!?](?!\d)|^\s|\s$/);
    }
  });

  it("puts the right article before every noun", () => {
    let checked = 0;
    for (const t of everything) {
      for (const m of t.matchAll(/(?<![\w'’-])(a|an|A|An)\s+([A-Za-z][\w-]*)/g)) {
        expect(`${m[1]!.toLowerCase()} ${m[2]}`, t).toBe(withArticle(m[2]!));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("writes possessives and plurals that read right", () => {
    for (const t of everything) {
      expect(t, t).not.toMatch(/\byou's\b|\b\w+s's\b/i);
      expect(t, t).not.toMatch(/\b1\s+(?:slides|sections|rows|tabs|cells|gaps|places|pages|sheets)\b/);
      expect(t, t).not.toMatch(/\b(?:[02-9]|\d{2,})\s+(?:slide|section|row|tab|cell|gap|place|page)\b(?! \d)/);
    }
    expect(reports).toContain("Removed row “Marketing” from tab 1 “Budget”");
    expect(reports).toContain("Added 2 rows to tab 1 “Budget” at row 18");
  });

  it("writes a name as given, trimmed, and no name as 'your'", () => {
    const byName = (name: string) =>
      onboarding
        .filter((o) => o.name === name)
        .flatMap((o) => textsOf(o.source))
        .join("\n");
    expect(byName("")).not.toMatch(/\bfor you\b(?! to)|you's/i);
    expect(byName("")).toContain("your first week");
    expect(byName("Ana")).toContain("Prepared for Ana");
    expect(byName("James")).toContain("James' first week");
    expect(byName("  Zoë  Müller ")).toContain("Prepared for Zoë Müller");
    expect(byName("  Zoë  Müller ")).not.toMatch(/Zoë {2}Müller|Müller '/);
  });

  it("puts a preposition before every period it names in a gap", () => {
    const gaps = [...documentTexts, ...countedTexts].flatMap((t) => [...t.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!));
    const withPeriod = gaps.filter((g) => /\b(?:Q[1-4]|H[12]|FY)\s?\d{2,4}\b/.test(g));
    expect(withPeriod.length).toBeGreaterThan(0);
    for (const g of withPeriod)
      expect(g, g).toMatch(/\b(?:on|for|in|of|during|by|since|after|before|until|through)\s+(?:Q[1-4]|H[12]|FY)/);
  });

  it("starts every warning and report with a capital, and ends warnings with a full stop", () => {
    for (const s of sentences) expect(s, s).toMatch(/^[A-Z“].*[.)”]$/s);
    for (const r of reports) expect(r, r).toMatch(/^[A-Z][^.]*[^.\s]$/s);
  });
});

describe("text helpers", () => {
  it.each([
    ["table placeholder", "a"],
    ["image placeholder", "an"],
    ["user", "a"],
    ["hour", "an"],
    ["SVG", "an"],
    ["one-line verdict", "a"],
    ["European office", "a"],
    ["umbrella", "an"],
    ["unit", "a"],
  ])("%s takes %s", (word, article) => expect(articleFor(word)).toBe(article));

  it("counts in the right number and names languages in words", () => {
    expect([plural(1, "row"), plural(2, "row"), plural(0, "gap")]).toEqual(["1 row", "2 rows", "0 gaps"]);
    expect([
      languageName("ko"),
      languageName("pt-BR"),
      languageName("xx"),
      languageName("text in Cyrillic script"),
    ]).toEqual(["Korean", "Brazilian Portuguese", "the language “xx”", "text in Cyrillic script"]);
  });
});
