// The builtin composer on a real paper and a real standard (test/fixtures/third-party/material): what it picks and what
// it leaves out — the abstract leads a brief, the byline and the contents page are not content, citations are not
// figures, every part names its page. The standard is an extra fixture (QUIRE_EXTRA_FIXTURES): its tests skip, naming it, without it.
import { beforeAll, describe, expect, it } from "vitest";
import { composeFromMaterial, materialKind } from "../../src/agent/builtin/grounded/compose-from-material.js";
import type { Material } from "../../src/agent/material/material.js";
import type { Deck, Doc, Sheet, Slide } from "../../src/formats/model/source.js";
import { importFile } from "../../src/import/import-file.js";
import { extraFixture, have, needs, readThirdParty } from "../fixtures.js";

const PAPER = "pdfjs-tracemonkey-paper.pdf";
const SPEC = "pypptx-iso-29500-3-spec.pdf";
const DECK = "poi-performance-up.pptx";
const HAS_PAPER = have(`material/${PAPER}`);
/** The ISO standard is not copied into the repository (see test/fixtures/third-party/README.md). */
const HAS_SPEC = extraFixture(`material/${SPEC}`) !== null;
let paper: Material[];
let spec: Material[];

async function load(file: string): Promise<Material[]> {
  const r = await importFile(readThirdParty(`material/${file}`), file);
  return [{ file, source: r.source, refs: r.refs }];
}

beforeAll(async () => {
  if (HAS_PAPER) paper = await load(PAPER);
  if (HAS_SPEC) spec = await load(SPEC);
}, 60_000);

const titleOf = (s: Slide) => ("title" in s && s.title ? s.title : "");
const shownText = (deck: Deck) => JSON.stringify(deck.slides.map((s) => ({ ...s, notes: undefined })));

describe("the request's kind, with the words that name the material left out", () => {
  it.each([
    ["Turn this report into a 10-slide deck", "deck"],
    ["Summarise the attached quarterly report as slides", "deck"],
    ["Make a sheet of every figure in this PDF", "sheet"],
    ["Write a one-page brief from these slides", "doc"],
    ["A report on what these spreadsheets show", "doc"],
  ])("%s → %s", (prompt, kind) => expect(materialKind(prompt)).toBe(kind));
});

describe.skipIf(!HAS_PAPER)(needs("composeFromMaterial on a real paper", `material/${PAPER}`), () => {
  it("a one-page brief: the abstract's sentences lead, the byline is no section, each section cites its page", () => {
    const { source, warnings } = composeFromMaterial("Write a one-page brief from this paper", paper);
    const md = (source as Doc).markdown;
    expect(md.split("\n\n")[1]).toMatch(
      /^We present an alternative compilation technique for dynamically-typed languages/,
    );
    expect(md).not.toContain("Andreas Gal");
    expect(md).not.toMatch(/^## Abstract/m);
    for (const section of md.split(/^## /m).slice(1)) expect(section).toMatch(/\[\^\d+\]/);
    expect(md).toMatch(/^\[\^1\]: pdfjs-tracemonkey-paper\.pdf, page 1$/m);
    expect(
      md
        .replace(/^\[\^\d+\]:.*$/gm, "")
        .split(/\s+/)
        .filter(Boolean).length,
    ).toBeLessThanOrEqual(520);
    expect(warnings.join(" ")).toMatch(/sections of the material did not fit the length asked for/);
  });

  it("a sheet of every figure: speed-ups and counts with their sentences, no citation markers or figure numbers", () => {
    const sheet = composeFromMaterial("Make a sheet of every figure in this PDF", paper).source as Sheet;
    const figures = sheet.sheets[0]!;
    const written = figures.rows.map((r) => String(r[0]));
    expect(written).toEqual(expect.arrayContaining(["10x", "2x", "20x"]));
    for (const row of figures.rows) {
      expect(String(row[3])).toContain(String(row[0]));
      expect(String(row[3])).not.toMatch(
        new RegExp(`(?:\\(|\\[)${String(row[0]).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\)|\\])`),
      );
      expect(String(row[4])).toMatch(/^pdfjs-tracemonkey-paper\.pdf, page \d+$/);
    }
    // "IEEE-754" names a standard: its number is not a figure (the sentence's "64-bit" is).
    expect(written).not.toContain("754");
    expect(figures.rows.some((r) => String(r[3]).includes("IEEE-754") && r[0] === "64")).toBe(true);
    // The paper's tables come along as tabs, named after their sections, and the last tab says where each came from.
    expect(sheet.sheets.map((t) => t.name)).toEqual([
      "Figures",
      "5. Trace Tree Optimization",
      "7. Evaluation",
      "Sources",
    ]);
  });

  it("a deck: the title slide is the paper's, no other slide is its byline", () => {
    const deck = composeFromMaterial("Turn this paper into a 6-slide deck", paper).source as Deck;
    expect(deck.slides).toHaveLength(6);
    expect(deck.slides.slice(1).some((s) => "title" in s && s.title === deck.title)).toBe(false);
  });
});

describe.skipIf(!have(`material/${DECK}`))(needs("composeFromMaterial on a real deck", `material/${DECK}`), () => {
  it("a one-page brief from slides: their bullets stay items of a list, never run together into one sentence", async () => {
    const md = (composeFromMaterial("Write a one-page brief from these slides", await load(DECK)).source as Doc)
      .markdown;
    const section = md.split(/^## /m).find((s) => s.startsWith("Log Analysis\n"))!;
    expect(section.split("\n").filter((l) => l.startsWith("- "))).toEqual([
      "- Analyse Apache log files",
      "- Periodically run vmstat, iostat",
      "- Set up a script",
      expect.stringMatching(/^- And how your system behaves\[\^\d+\]$/),
    ]);
    // No paragraph is slide bullets joined with spaces: every prose paragraph is whole sentences.
    for (const para of md.split("\n\n").filter((p) => !/^(?:#|- |\[\^|\|)/.test(p)))
      expect(para.replace(/\[\^\d+\]/g, "")).toMatch(/[.!?…]["”')]*$/);
  });
});

// Issue #32 (attachments, condense): what a user saw summarising these two files, and what they see now.
describe("regressions: the ISO/IEC 29500-3 spec and the TraceMonkey paper condensed", () => {
  const specTest = it.skipIf(!HAS_SPEC);
  const paperTest = it.skipIf(!HAS_PAPER);
  const bothTest = it.skipIf(!HAS_SPEC || !HAS_PAPER);

  specTest(
    needs(
      "ISO spec: titled by the standard, subtitled by a sentence (it was a contents line), Introduction and Scope kept",
      `material/${SPEC}`,
    ),
    () => {
      const { source, warnings } = composeFromMaterial("Summarise this as a 10-slide deck", spec);
      const deck = source as Deck;
      expect(deck.title).toBe("ISO/IEC 29500-3");
      const opening = deck.slides[0]!;
      const subtitle = opening.layout === "title" ? (opening.subtitle ?? "") : "";
      expect(subtitle).toMatch(/^[A-Z].*\.$/);
      expect(subtitle).not.toMatch(/…\s*\d+$/);
      const agenda = deck.slides.find((s) => s.layout === "agenda");
      expect(agenda && agenda.layout === "agenda" ? agenda.items : []).toEqual(
        expect.arrayContaining(["Introduction", "Scope"]),
      );
      // They were among the sections left out; the contents page and the cover were sections then.
      expect(warnings.join(" ")).not.toMatch(/“Introduction”|“1\. Scope”|“ISO\/IEC”|Table of Contents/);
      const titles = deck.slides.map(titleOf);
      expect(new Set(titles).size).toBe(titles.length);
      expect(JSON.stringify(deck)).not.toMatch(
        /…\s*(?:\d+|[ivx]+)\b|All rights reserved|copyright@iso\.org|Reference number/,
      );
    },
  );

  specTest(
    needs(
      "ISO spec: a section's table beside its bullets is a slide titled by what it shows, not a second slide of the same title",
      `material/${SPEC}`,
    ),
    () => {
      const deck = composeFromMaterial("Summarise this as a 20-slide deck", spec).source as Deck;
      const titles = deck.slides.map(titleOf);
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles).toContain("10. Markup Compatibility Attributes and Elements — Character, Syntax");
    },
  );

  specTest(
    needs(
      "ISO spec: the brief and the sheet quote no contents line, no copyright line, no figure from either",
      `material/${SPEC}`,
    ),
    () => {
      const doc = (composeFromMaterial("Write a brief from this", spec).source as Doc).markdown;
      expect(doc).not.toMatch(/…\s*(?:\d+|[ivx]+)\b|All rights reserved|Reference number|Case postale/);
      expect(doc).toMatch(/^## 1\. Scope$/m);
      const figures = (composeFromMaterial("A sheet of every figure", spec).source as Sheet).sheets[0]!;
      for (const r of figures.rows) expect(String(r[3])).not.toMatch(/…|Case postale|Reference number|Tel\./);
    },
  );

  paperTest(
    needs(
      "TraceMonkey: subtitle and takeaways from the body — never the author list, affiliations or permission line",
      `material/${PAPER}`,
    ),
    () => {
      const deck = composeFromMaterial("Summarise this as a 10-slide deck", paper).source as Deck;
      const shown = shownText(deck);
      expect(shown).not.toMatch(
        /Andreas Gal|Brendan Eich|Mozilla Corporation|Adobe Corporation|@mozilla|Permission to make digital|PLDI|Keywords/,
      );
      const takeaways = deck.slides.at(-1)!;
      expect(takeaways.layout === "bullets" ? takeaways.title : "").toBe("Key takeaways");
      expect(titleOf(deck.slides[0]!)).toBe("Trace-based Just-in-Time Type Specialization for Dynamic Languages");
      // The introduction was left out for the evaluation's sentences; what sums the paper up now comes first.
      expect(deck.slides.map(titleOf)).toEqual(
        expect.arrayContaining(["Abstract", "1. Introduction", "9. Conclusions"]),
      );
      const sheet = composeFromMaterial("A sheet of every figure", paper).source as Sheet;
      expect(sheet.sheets[0]!.rows.map((r) => String(r[3]))).not.toContainEqual(
        expect.stringMatching(/Copyright|PLDI/),
      );
    },
  );

  bothTest(
    needs(
      "both at once: one title each, two Introductions told apart by their files",
      `material/${SPEC}`,
      `material/${PAPER}`,
    ),
    () => {
      const deck = composeFromMaterial("Summarise these files as a 10-slide deck", [...spec, ...paper]).source as Deck;
      expect(deck.title).toBe("ISO/IEC 29500-3 · Trace-based Just-in-Time Type Specialization for Dynamic Languages");
      const titles = deck.slides.map(titleOf);
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles).toEqual(
        expect.arrayContaining(["Introduction — ISO/IEC 29500-3", "1. Introduction — pdfjs-tracemonkey-paper.pdf"]),
      );
    },
  );
});
