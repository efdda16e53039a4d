// The builtin composer on 30 fixed prompts: right kind, valid source, deterministic, varied, renders and exports.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { analyzePrompt, inferKind } from "../../src/agent/builtin/analyze-prompt.js";
import { reviseSource } from "../../src/agent/builtin/revise-source.js";
import { SourceSchema, type Source } from "../../src/formats/source.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { exportSource, FORMATS_BY_KIND } from "../../src/formats/export-source.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, hasSoffice } from "../office-exports/soffice-batch.js";
import { PROMPTS } from "./prompts.js";

const made = PROMPTS.map((p) => ({ ...p, source: composeSource(p.prompt, { kind: p.kind, language: p.language, slides: p.slides }).source }));

describe("builtin composer: the 30 prompts", () => {
  it.each(made.map((m) => [m.prompt, m] as const))("%s", (_p, m) => {
    expect(m.source.kind).toBe(m.expect);
    expect(SourceSchema.safeParse(m.source).success).toBe(true);
    expect(m.source.title.length).toBeGreaterThan(2);
    const again = composeSource(m.prompt, { kind: m.kind, language: m.language, slides: m.slides }).source;
    expect(again).toEqual(m.source);
    const { html } = renderHtml(m.source);
    expect(html).not.toMatch(/<script/i);
  });

  it("keeps the requested slide count and varies the layouts", () => {
    const first = made[0]!.source;
    expect(first.kind === "deck" && first.slides.length).toBe(10);
    if (first.kind !== "deck") return;
    const layouts = new Set(first.slides.map((s) => s.layout));
    for (const l of ["title", "bullets", "chart", "table", "two-column"]) expect(layouts).toContain(l);
    expect(first.slides.filter((s) => s.notes).length).toBeGreaterThan(6);
    const four = made[4]!.source;
    expect(four.kind === "deck" && four.slides.length).toBe(4);
    const one = made[11]!.source;
    expect(one.kind === "deck" && one.slides.length).toBe(1);
  });

  it("different prompts give different numbers (seeded by the prompt)", () => {
    const a = composeSource("A deck about tidal power for investors", { kind: "deck" }).source;
    const b = composeSource("A deck about wind power for investors", { kind: "deck" }).source;
    const charts = (s: Source) => JSON.stringify(s.kind === "deck" ? s.slides.filter((x) => x.layout === "chart") : []);
    expect(charts(a)).not.toBe(charts(b));
  });

  it("extracts topic, audience and length", () => {
    expect(analyzePrompt("Create a 10-slide pitch deck about solar panels for small farms for investors")).toMatchObject({ kind: "deck", intent: "pitch", topic: "solar panels for small farms", audience: "investors", length: 10 });
    expect(analyzePrompt("Household expenses for a family of four, 15 rows")).toMatchObject({ kind: "sheet", intent: "budget", length: 15 });
    expect(inferKind("a deck summarising our budget report")).toBe("deck");
    expect(inferKind("notes on nothing in particular")).toBe("doc");
  });

  it("writes sheets with typed columns and real formulas", () => {
    const sheet = made.find((m) => m.prompt.startsWith("A budget spreadsheet"))!.source;
    if (sheet.kind !== "sheet") throw new Error("not a sheet");
    const tab = sheet.sheets[0]!;
    expect(tab.columns.map((c) => c.type)).toContain("currency");
    const formulas = tab.rows.flat().filter((c): c is { formula: string } => typeof c === "object" && c !== null && "formula" in c).map((c) => c.formula);
    expect(formulas.some((f) => f.startsWith("SUM("))).toBe(true);
    expect(formulas.some((f) => f.startsWith("AVERAGE("))).toBe(true);
    const growth = made.find((m) => m.prompt.startsWith("Monthly sales"))!.source;
    expect(JSON.stringify(growth)).toMatch(/\(G\d+-B\d+\)\/B\d+/);
    const rows = made.find((m) => m.prompt.startsWith("Household"))!.source;
    expect(rows.kind === "sheet" && rows.sheets[0]!.rows.length).toBe(15 + 2);
  });

  it("uses translated headings for fr/de/es and keeps the user's words", () => {
    const fr = made.find((m) => m.language === "fr")!.source;
    expect(JSON.stringify(fr)).toMatch(/Ordre du jour/);
    expect(fr.title).toMatch(/changement climatique/);
    const ja = made.find((m) => m.language === "ja")!.source;
    expect(ja.title).toMatch(/桜/);
  });

  it("revises: renames, adds slides about the request, adds a tab to a sheet", () => {
    const deck = made[0]!.source;
    expect(reviseSource(deck, "Rename it to: Sun on the farm").title).toBe("Sun on the farm");
    const more = reviseSource(deck, "Add a section about government subsidies");
    expect(more.kind === "deck" && deck.kind === "deck" && more.slides.length).toBeGreaterThan(deck.kind === "deck" ? deck.slides.length : 0);
    expect(JSON.stringify(more)).toContain("government subsidies");
    const sheet = made[22]!.source;
    const tabs = reviseSource(sheet, "Add a tracker of bookings for the trip");
    expect(tabs.kind === "sheet" && tabs.sheets.length).toBe(sheet.kind === "sheet" ? sheet.sheets.length + 1 : 0);
  });
});

describe("builtin composer: the 30 prompts export", () => {
  const office: Record<string, Uint8Array> = {};
  it.each(made.map((m, i) => [i, m] as const))("prompt %i exports to every format of its kind", async (i, m) => {
    for (const format of FORMATS_BY_KIND[m.source.kind]) {
      const { bytes } = await exportSource(m.source, format);
      expect(bytes.byteLength, format).toBeGreaterThan(100);
      if (format === "pptx" || format === "docx" || format === "xlsx") {
        expect(validateOoxml(bytes), `${i}.${format}`).toEqual([]);
        if (format === { deck: "pptx", doc: "docx", sheet: "xlsx" }[m.source.kind]) office[`p${String(i).padStart(2, "0")}.${format}`] = bytes;
      }
    }
  });

  it.skipIf(!hasSoffice)("LibreOffice opens each prompt's main office file (one batched run)", () => {
    const results = convertToPdf(office);
    for (const [name, r] of Object.entries(results)) {
      expect(r.exists, name).toBe(true);
      expect(r.pages, name).toBeGreaterThan(0);
    }
    const deck = results["p00.pptx"]!;
    expect(deck.pages).toBe(10);
  }, 240_000);
});
