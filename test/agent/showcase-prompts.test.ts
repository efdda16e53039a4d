// The landing demo, given each showcase demo's own description as its prompt, answers it as the showcase does: the
// kind, a title in the user's words, every part or column the description lists (in order, or named as left out),
// and no figure the description did not give.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { numbersIn } from "../../src/agent/reading/prompt-facts.js";
import { withArticle } from "../../src/lib/text.js";
import type { Sheet, Source } from "../../src/formats/model/source.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { headingsOf, visibleText } from "./source-text.js";
import { linesOfType, parseLines } from "./stream-lines.js";

const DIR = new URL("../../content/showcase/", import.meta.url);
const SHOWCASE = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .map(
    (f) =>
      JSON.parse(readFileSync(new URL(f, DIR), "utf8")) as {
        id: string;
        kind: Source["kind"];
        description: string;
        source: Source;
      },
  );

/** What each description lists, as the demo must show it (the parts a 6-slide demo cannot hold are named in warnings). */
const EXPECTED: Record<string, { parts?: string[]; columns?: string[]; formulas?: RegExp[] }> = {
  "quarterly-business-review": {
    parts: [
      "Headline numbers",
      "Revenue by region",
      "On-time delivery trend",
      "Cost breakdown",
      "Wins and misses",
      "Risks",
      "Q4 priorities",
    ],
  },
  "lesson-plan-photosynthesis": {
    parts: [
      "Learning objectives",
      "Word and symbol equations",
      "Limiting-factors investigation",
      "Misconceptions check",
      "Exit ticket",
    ],
  },
  "startup-pitch": {
    parts: ["Problem", "Product", "Market sizing", "Traction", "Business model", "Competition", "Team", "The ask"],
  },
  "product-spec": {
    parts: [
      "Summary",
      "Goals and non-goals",
      "User scenarios",
      "Prioritised requirements",
      "Data and sync design",
      "Rollout checklist",
      "Success measures",
      "Open questions",
    ],
  },
  "research-brief": {
    parts: [
      "Key findings",
      "Causes",
      "Options comparison",
      "Note on evidence quality",
      "Five recommendations",
      "Costs and payback",
      "Footnoted sources",
    ],
  },
  "travel-itinerary": {
    parts: [
      "At-a-glance",
      "Day-by-day plans",
      "Budget in yen",
      "Packing checklist",
      "Practical tips for first-time visitors to Japan",
    ],
  },
  "sales-pipeline": {
    columns: [
      "Deal",
      "Owner",
      "Stage",
      "Value",
      "Win probability",
      "Weighted value",
      "Expected close date",
      "Last contact date",
      "Next step",
    ],
    formulas: [/^D2\*E2$/, /^SUM\(D2:D15\)$/],
  },
  "project-plan": {
    columns: ["Task", "Owner", "Start date", "End date", "Working days", "Status", "Percent complete"],
    formulas: [/^NETWORKDAYS\(C2,D2\)$/],
  },
  "cafe-budget": { columns: ["Item"], formulas: [/^SUM\(B\d+:M\d+\)$/] },
};

let t: TestApp;
const answers = new Map<string, { source: Source; warnings: string[] }>();

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_DEMO_PER_MINUTE: "100", RATE_LIMIT_DEMO_PER_DAY: "100", DEMO_DAILY_CAP: "1000" },
  });
  for (const demo of SHOWCASE) {
    const res = await t.app.request(
      "/api/agent/demo",
      jsonRequest("POST", { prompt: demo.description, kind: demo.kind }),
    );
    const lines = parseLines(await res.text());
    answers.set(demo.id, {
      source: linesOfType(lines, "document")[0]!.document.source,
      warnings: linesOfType(lines, "done")[0]!.warnings,
    });
  }
});
afterAll(async () => t?.close());

describe("the landing demo on the showcase's own prompts", () => {
  it("covers every showcase demo", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(SHOWCASE.map((d) => d.id).sort());
  });

  it.each(SHOWCASE.map((d) => [d.id, d] as const))("%s", (id, demo) => {
    const { source, warnings } = answers.get(id)!;
    const want = EXPECTED[id]!;
    expect(source.kind).toBe(demo.kind);
    // The title is the user's words, whole: none added, none cut mid-phrase.
    const words = new Set(demo.description.toLowerCase().split(/[^\p{L}\p{N}'-]+/u));
    for (const w of source.title
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter(Boolean))
      expect(words.has(w), `${w} in “${source.title}”`).toBe(true);
    expect(source.title).not.toMatch(/\s(?:a|an|the|of|for|to|in|on|with|and|across)$|\d$/i);
    // Every listed part is a heading, in order; those that did not fit are named in the warnings.
    if (want.parts) {
      const headings = headingsOf(source);
      const shown = want.parts.filter((p) => headings.includes(p));
      expect(shown).toEqual(want.parts.slice(0, shown.length));
      for (const p of want.parts.slice(shown.length)) expect(warnings.join("\n")).toContain(`“${p}”`);
      expect(shown.length).toBeGreaterThanOrEqual(Math.min(want.parts.length, 4));
    }
    if (want.columns) {
      const tab = (source as Sheet).sheets[0]!;
      expect(tab.columns.map((c) => c.header).slice(0, want.columns.length)).toEqual(want.columns);
      const formulas = tab.rows.flat().flatMap((c) => (c && typeof c === "object" ? [c.formula] : []));
      for (const f of want.formulas ?? [])
        expect(
          formulas.some((x) => f.test(x)),
          String(f),
        ).toBe(true);
    }
    // Honest: no figure the description did not give, and the run says what is left to fill.
    const allowed = new Set(numbersIn(demo.description));
    const text = visibleText(source);
    expect(
      numbersIn(text).filter((n) => !allowed.has(n)),
      text.slice(0, 300),
    ).toEqual([]);
    expect(warnings.some((w) => /invented/.test(w))).toBe(true);
    // Reads right: articles agree and no word is doubled.
    for (const m of text.matchAll(/(?<![\w'’-])(a|an)\s+([A-Za-z][\w-]*)/gi))
      expect(`${m[1]!.toLowerCase()} ${m[2]}`).toBe(withArticle(m[2]!));
    expect(text).not.toMatch(/\b([A-Za-z]{3,})\s+\1\b/i);
  });
});
