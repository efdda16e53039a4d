// Every deck the builtin composer makes from the prompt suite, exported to pptx and measured in one LibreOffice run: no
// overlap, text inside, no word missing, body text at 16 pt or more, content filling half the slide; contrast on a sample.
import { describe, expect, it } from "vitest";
import { exportSource } from "../../src/formats/export-source.js";
import { canMeasure, measureDecks, type Check } from "../brands/measure-deck.js";
import { compose } from "./prompt-suite/run-suite.js";
import { buildSuite } from "./prompt-suite/suite.js";

// What this file asks of the layout, read from the PDF's text and the slides' shapes; contrast is measured on a sample below.
const CHECKS = new Set<Check>([
  "overlap",
  "outside",
  "missing-word",
  "missing-title",
  "page-count",
  "small-text",
  "sparse",
  "narrow",
  "top-heavy",
]);
// pdftotext gives Arabic words back in visual order ("مقاهي" as "يهاقم") and lam-alef split ("الأعمال" as "األعمال"),
// so the measure cannot find an Arabic word it drew; Arabic decks are held to the geometric checks only.
const WORD_CHECKS = new Set<Check>(["missing-word", "missing-title"]);

describe.skipIf(!canMeasure)("the prompt suite's decks in LibreOffice", () => {
  it(
    "every slide keeps its words inside the page, apart, all there, readable and filling its slide",
    { timeout: 1_800_000 },
    async () => {
      const decks: Record<string, Uint8Array> = {};
      const prompts: Record<string, string> = {};
      const rtl = new Set<string>();
      for (const c of buildSuite()) {
        let source;
        try {
          source = compose(c).source;
        } catch {
          // A composer that throws fails every property in faithful-composer.test.ts; nothing to measure here.
          continue;
        }
        if (source.kind !== "deck") continue;
        decks[c.id] = (await exportSource(source, "pptx")).bytes;
        prompts[c.id] = c.prompt;
        if (c.lang === "ar") rtl.add(c.id);
      }
      const count = Object.keys(decks).length;
      expect(count, "the suite's prompts give decks to measure").toBeGreaterThan(150);

      const started = Date.now();
      // Overlap, edges and words are read from the PDF's text; no page needs drawing.
      const measured = measureDecks(decks, { pixels: false });
      const pages = Object.values(measured).reduce((n, m) => n + m.pages, 0);
      console.log(
        `faithful decks: ${count} decks, ${pages} pages, one LibreOffice run and its measures in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );

      const byCheck = new Map<Check, string[]>();
      for (const [id, m] of Object.entries(measured)) {
        for (const f of m.findings.filter((x) => CHECKS.has(x.check) && !(rtl.has(id) && WORD_CHECKS.has(x.check)))) {
          const list = byCheck.get(f.check) ?? [];
          list.push(`${id} p${f.page}: ${f.detail}  — ${prompts[id]!.slice(0, 90)}`);
          byCheck.set(f.check, list);
        }
      }
      const report = [...byCheck]
        .map(
          ([check, lines]) =>
            `${check} (${lines.length}):\n  ${lines.slice(0, 12).join("\n  ")}${lines.length > 12 ? `\n  …and ${lines.length - 12} more` : ""}`,
        )
        .join("\n");
      expect(Object.fromEntries([...byCheck].map(([k, v]) => [k, v.length])), report).toEqual({});

      // Word contrast from the drawn pixels on every tenth deck (all languages and kinds come round): drawing all 1,800
      // pages would take minutes, and every kind's colours are measured in every theme by the designed kinds' tests.
      const sample = Object.keys(decks)
        .sort()
        .filter((_, i) => i % 10 === 0);
      const drawn = measureDecks(Object.fromEntries(sample.map((id) => [id, decks[id]!])));
      const contrast = Object.entries(drawn).flatMap(([id, m]) =>
        m.findings.filter((f) => f.check === "contrast").map((f) => `${id} p${f.page}: ${f.detail}`),
      );
      expect(contrast, contrast.slice(0, 12).join("\n")).toEqual([]);
    },
  );
});
