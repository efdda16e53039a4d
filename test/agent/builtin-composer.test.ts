// The builtin composer on 66 prompts in ten languages: kind, language, counts, stated facts, no invented figure, no repeat, no mangled title; then every export.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { analysePrompt, inferKind } from "../../src/agent/builtin/analyse-prompt.js";
import { numbersIn } from "../../src/agent/reading/prompt-facts.js";
import { sayIn, TEXT_KEYS } from "../../src/agent/builtin/scaffold-text.js";
import { SourceSchema } from "../../src/formats/model/source.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { FORMATS_BY_KIND } from "../../src/formats/model/export-formats.js";
import { exportSource } from "../../src/formats/export-source.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, hasSoffice } from "../office-exports/soffice-batch.js";
import { PROMPTS, type PromptCase } from "./prompts.js";
import { headingsOf, visibleText } from "./source-text.js";

const made = PROMPTS.map((p) => ({
  ...p,
  ...composeSource(p.prompt, { kind: p.kind, language: p.language, slides: p.slides }),
}));

const titleIsTheUsersWords = (c: PromptCase, title: string) => {
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(title)) return c.prompt.includes(title);
  const words = c.prompt.toLowerCase().split(/[^\p{L}\p{N}']+/u);
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .every((w) => words.includes(w));
};

describe("builtin composer: 66 prompts in ten languages", () => {
  it("covers ten languages and all three kinds", () => {
    expect(new Set(PROMPTS.map((p) => p.lang)).size).toBe(10);
    expect(new Set(PROMPTS.map((p) => p.expect))).toEqual(new Set(["deck", "doc", "sheet"]));
    expect(PROMPTS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(made.map((m) => [m.prompt, m] as const))("%s", (_p, m) => {
    const say = sayIn(m.lang);
    expect(m.source.kind).toBe(m.expect);
    expect(m.brief.language).toBe(m.lang);
    expect(SourceSchema.safeParse(m.source).success).toBe(true);
    expect(composeSource(m.prompt, { kind: m.kind, language: m.language, slides: m.slides }).source).toEqual(m.source);
    // The title is the user's own words, never a mangled or cut one.
    if (m.title) expect(m.source.title).toContain(m.title);
    expect(titleIsTheUsersWords(m, m.source.title), m.source.title).toBe(true);
    // Counts asked for are met.
    if (m.count && m.source.kind === "deck") expect(m.source.slides).toHaveLength(m.count);
    if (m.count && m.source.kind === "doc") expect(headingsOf(m.source)).toHaveLength(m.count);
    if (m.count && m.source.kind === "sheet") expect(m.source.sheets[0]!.columns.length - 2).toBe(m.count);
    if (m.slides === 40 && m.source.kind === "deck") expect(m.warnings.some((w) => /repeats none/.test(w))).toBe(true);
    // Stated facts appear; no other figure does (the prompt's own numbers and derived totals excepted).
    const text = visibleText(m.source);
    for (const fact of m.facts ?? []) expect(text).toContain(fact);
    const allowed = new Set(numbersIn(m.prompt));
    const invented = numbersIn(text).filter((n) => !allowed.has(n));
    expect(invented, text.slice(0, 400)).toEqual([]);
    // No section twice; every heading is the library's in the prompt's language or the user's own words.
    const headings = headingsOf(m.source);
    expect(new Set(headings).size, headings.join(" | ")).toBe(headings.length);
    const known = new Set(TEXT_KEYS.map((k) => say(k, { p: "" }).trim()));
    const reading = analysePrompt(m.prompt, m.kind, m.language).reading;
    const own = (h: string) =>
      reading.parts.includes(h) ||
      reading.groups.some(
        (g) =>
          (g.label && h.includes(g.label.slice(1))) ||
          g.items.some((i) =>
            h.toLowerCase().includes(
              i.text
                .replace(/\s*\(.*$/, "")
                .toLowerCase()
                .slice(1),
            ),
          ),
      );
    for (const h of headings)
      expect(
        known.has(h) ||
          own(h) ||
          /^(Priorities for|Prioritäten für|Priorités pour|Prioridades para|Priorità per|Prioriteiten voor)|の優先事項|的优先事项|^أولويات/.test(
            h,
          ),
        h,
      ).toBe(true);
    // Gaps are marked, and the run says so.
    // (In the source's strings: the brackets of its JSON's arrays are not gaps.)
    if (
      JSON.stringify(m.source)
        .match(/"(?:[^"\\]|\\.)*"/g)!
        .some((s) => /\[[^\]]+\]|［[^］]+］/.test(s))
    )
      expect(m.warnings.some((w) => /invented/.test(w))).toBe(true);
    expect(renderHtml(m.source).html).not.toMatch(/<script/i);
  });

  it("reads counts, periods, facts and language from the prompt", () => {
    expect(
      analysePrompt("Create a 10-slide pitch deck about solar panels for small farms for investors"),
    ).toMatchObject({
      kind: "deck",
      intent: "pitch",
      topic: "Solar panels for small farms",
      audience: "investors",
      length: 10,
    });
    expect(analysePrompt("Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%")).toMatchObject({
      kind: "deck",
      intent: "review",
      period: { label: "Q3 2026", quarter: 3, year: 2026 },
      facts: [{ figure: "+12%", about: "revenue" }],
    });
    expect(analysePrompt("A 12-month budget for a small bakery").counts).toEqual({ months: 12 });
    expect(analysePrompt("Household expenses for a family of four, 15 rows")).toMatchObject({
      kind: "sheet",
      intent: "budget",
      length: 15,
    });
    expect(analysePrompt("Hello", undefined, "ko").languageFallback).toBe("ko");
    expect(analysePrompt("Презентация о весне").languageFallback).toBe("text in Cyrillic script");
    expect(inferKind("a deck summarising our budget report")).toBe("deck");
    expect(inferKind("notes on nothing in particular")).toBe("doc");
  });

  it("shows a QBR's stated revenue growth as a figure of its results, with its label", () => {
    const qbr = made[0]!.source;
    if (qbr.kind !== "deck") throw new Error("not a deck");
    const results = qbr.slides.find((s) => s.layout === "kpi" && s.title === "Results");
    expect(results).toMatchObject({ metrics: [{ value: "+12%", label: "Revenue" }] });
  });

  it("writes a bakery budget with its own lines, empty inputs and formulas for every total", () => {
    const sheet = made.find((m) => m.prompt.startsWith("A 12-month budget"))!.source;
    if (sheet.kind !== "sheet") throw new Error("not a sheet");
    const tab = sheet.sheets[0]!;
    const labels = tab.rows.map((r) => r[0]);
    for (const line of ["Flour and grains", "Rent", "Gas and electricity for the ovens", "Bread sales"])
      expect(labels).toContain(line);
    const inputs = tab.rows.filter(
      (r) => typeof r[0] === "string" && !/Total|Income|Costs|Result/.test(r[0] as string),
    );
    expect(inputs.every((r) => r.slice(1, 13).every((c) => c === null))).toBe(true);
    const formulas = tab.rows
      .flat()
      .filter((c): c is { formula: string } => typeof c === "object" && c !== null && "formula" in c)
      .map((c) => c.formula);
    expect(formulas.filter((f) => f.startsWith("SUM(")).length).toBeGreaterThan(20);
    expect(formulas.some((f) => /^M\d+-M\d+$/.test(f))).toBe(true);
  });
});

describe("builtin composer: every prompt exports", () => {
  const office: Record<string, Uint8Array> = {};
  it.each(made.map((m, i) => [i, m] as const))("prompt %i exports to every format of its kind", async (i, m) => {
    for (const format of FORMATS_BY_KIND[m.source.kind]) {
      const { bytes } = await exportSource(m.source, format);
      expect(bytes.byteLength, format).toBeGreaterThan(30);
      if (format === "pptx" || format === "docx" || format === "xlsx") {
        expect(validateOoxml(bytes), `${i}.${format}`).toEqual([]);
        if (format === { deck: "pptx", doc: "docx", sheet: "xlsx" }[m.source.kind])
          office[`p${String(i).padStart(2, "0")}.${format}`] = bytes;
      }
    }
  });

  it.skipIf(!hasSoffice)(
    "LibreOffice opens each prompt's main office file (one batched run)",
    () => {
      const results = convertToPdf(office);
      for (const [name, r] of Object.entries(results)) {
        expect(r.exists, name).toBe(true);
        expect(r.pages, name).toBeGreaterThan(0);
      }
      expect(results["p01.pptx"]!.pages).toBe(10);
    },
    300_000,
  );
});

describe("builtin composer: what the prompt lists", () => {
  it("takes the parts a prompt lists after a colon or 'covering', never a list of facts or wishes", () => {
    expect(
      analysePrompt("A QBR deck: headline numbers, wins and misses side by side, risks and Q4 priorities").reading
        .parts,
    ).toEqual(["Headline numbers", "Wins and misses", "Risks", "Q4 priorities"]);
    expect(
      analysePrompt("Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%").reading.parts,
    ).toEqual([]);
    expect(
      analysePrompt("A talk covering history, methods and open problems, with speaker notes").reading.parts,
    ).toEqual(["History", "Methods", "Open problems"]);
    expect(analysePrompt("A deck: revenue $2M, margin 38%", "deck").reading.parts).toEqual([]);
  });

  it("reads 'Q4 priorities' as a part, not as the period the document covers", () => {
    expect(analysePrompt("A quarterly review: results, risks and Q4 priorities").period).toBeNull();
    expect(analysePrompt("Q3 2026 review with Q4 priorities").period?.label).toBe("Q3 2026");
  });

  it("builds a sheet of the records and columns a prompt lists, with formulas only where their inputs exist", () => {
    const { source, warnings } = composeSource(
      "A tracker of 12 orders with customer, order date, amount, a weighted-value formula and a profit formula, plus a chart by month",
      { kind: "sheet" },
    );
    if (source.kind !== "sheet") throw new Error("not a sheet");
    const tab = source.sheets[0]!;
    expect(tab.name).toBe("Orders");
    expect(tab.columns.map((c) => [c.header, c.type])).toEqual([
      ["Order", "string"],
      ["Customer", "string"],
      ["Order date", "date"],
      ["Amount", "currency"],
      ["Weighted value", "currency"],
      ["Profit", "number"],
    ]);
    expect(tab.rows).toHaveLength(13);
    // No probability column, so no weighted value can be computed: the column stays empty and the run says so.
    expect(tab.rows[0]!.slice(1)).toEqual([null, null, null, null, null]);
    expect(warnings).toContain(
      "The column “Weighted value” is left empty: the builtin composer does not know its formula; add it.",
    );
    expect(warnings).toContain("Not made by the builtin composer: a chart by month.");
    expect(tab.rows.at(-1)).toEqual([
      "Total",
      null,
      null,
      { formula: "SUM(D2:D13)" },
      { formula: "SUM(E2:E13)" },
      null,
    ]);
  });
});
