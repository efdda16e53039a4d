// The builtin composer on a real paper (../shared/fixtures/material): what it picks and what it leaves out — the
// abstract leads a brief, the byline is not a section, citations are not figures, every part names its page.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { composeFromMaterial, materialKind } from "../../src/agent/builtin/grounded/compose-from-material.js";
import type { Material } from "../../src/agent/material/material.js";
import type { Deck, Doc, Sheet } from "../../src/formats/source.js";
import { importFile } from "../../src/import/import-file.js";

const PAPER = "pdfjs-tracemonkey-paper.pdf";
let paper: Material[];

beforeAll(async () => {
  const r = await importFile(new Uint8Array(readFileSync(new URL(`../../../shared/fixtures/material/${PAPER}`, import.meta.url))), PAPER);
  paper = [{ file: PAPER, source: r.source, refs: r.refs }];
});

describe("the request's kind, with the words that name the material left out", () => {
  it.each([
    ["Turn this report into a 10-slide deck", "deck"],
    ["Summarise the attached quarterly report as slides", "deck"],
    ["Make a sheet of every figure in this PDF", "sheet"],
    ["Write a one-page brief from these slides", "doc"],
    ["A report on what these spreadsheets show", "doc"],
  ])("%s → %s", (prompt, kind) => expect(materialKind(prompt)).toBe(kind));
});

describe("composeFromMaterial on a real paper", () => {
  it("a one-page brief: the abstract's sentences lead, the byline is no section, each section cites its page", () => {
    const { source, warnings } = composeFromMaterial("Write a one-page brief from this paper", paper);
    const md = (source as Doc).markdown;
    expect(md.split("\n\n")[1]).toMatch(/^We present an alternative compilation technique for dynamically-typed languages/);
    expect(md).not.toContain("Andreas Gal");
    expect(md).not.toMatch(/^## Abstract/m);
    for (const section of md.split(/^## /m).slice(1)) expect(section).toMatch(/\[\^\d+\]/);
    expect(md).toMatch(/^\[\^1\]: pdfjs-tracemonkey-paper\.pdf, page 1$/m);
    expect(md.replace(/^\[\^\d+\]:.*$/gm, "").split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(520);
    expect(warnings.join(" ")).toMatch(/sections of the material did not fit the length asked for/);
  });

  it("a sheet of every figure: speed-ups and counts with their sentences, no citation markers or figure numbers", () => {
    const sheet = composeFromMaterial("Make a sheet of every figure in this PDF", paper).source as Sheet;
    const figures = sheet.sheets[0]!;
    const written = figures.rows.map((r) => String(r[0]));
    expect(written).toEqual(expect.arrayContaining(["10x", "2x", "20x"]));
    for (const row of figures.rows) {
      expect(String(row[3])).toContain(String(row[0]));
      expect(String(row[3])).not.toMatch(new RegExp(`(?:\\(|\\[)${String(row[0]).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\)|\\])`));
      expect(String(row[4])).toMatch(/^pdfjs-tracemonkey-paper\.pdf, page \d+$/);
    }
    // "IEEE-754" names a standard: its number is not a figure (the sentence's "64-bit" is).
    expect(written).not.toContain("754");
    expect(figures.rows.some((r) => String(r[3]).includes("IEEE-754") && r[0] === "64")).toBe(true);
    // The paper's tables come along as tabs, named after their sections, and the last tab says where each came from.
    expect(sheet.sheets.map((t) => t.name)).toEqual(["Figures", "5. Trace Tree Optimization", "7. Evaluation", "Sources"]);
  });

  it("a deck: the title slide is the paper's, no other slide is its byline", () => {
    const deck = composeFromMaterial("Turn this paper into a 6-slide deck", paper).source as Deck;
    expect(deck.slides).toHaveLength(6);
    expect(deck.slides.slice(1).some((s) => "title" in s && s.title === deck.title)).toBe(false);
  });
});

describe("composeFromMaterial on a real deck", () => {
  it("a one-page brief from slides: their bullets stay items of a list, never run together into one sentence", async () => {
    const file = "poi-performance-up.pptx";
    const r = await importFile(new Uint8Array(readFileSync(new URL(`../../../shared/fixtures/material/${file}`, import.meta.url))), file);
    const md = (composeFromMaterial("Write a one-page brief from these slides", [{ file, source: r.source, refs: r.refs }]).source as Doc).markdown;
    const section = md.split(/^## /m).find((s) => s.startsWith("Log Analysis\n"))!;
    expect(section.split("\n").filter((l) => l.startsWith("- "))).toEqual(["- Analyse Apache log files", "- Periodically run vmstat, iostat", "- Set up a script", expect.stringMatching(/^- And how your system behaves\[\^\d+\]$/)]);
    // No paragraph is slide bullets joined with spaces: every prose paragraph is whole sentences.
    for (const para of md.split("\n\n").filter((p) => !/^(?:#|- |\[\^|\|)/.test(p))) expect(para.replace(/\[\^\d+\]/g, "")).toMatch(/[.!?…]["”')]*$/);
  });
});
