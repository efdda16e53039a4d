// Slides that fill the slide: the builtin composer's decks from fact-rich requests and the showcase decks, in every
// built-in theme, exported to pptx and drawn by LibreOffice: on every content slide the content spans half the height
// below the title and most of the width between the margins, body text at 16 pt or more, nothing overlapping or outside.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { exportSource } from "../../src/formats/export-source.js";
import type { Deck } from "../../src/formats/model/source.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { canMeasure, measureDecks, type Check } from "../brands/measure-deck.js";
import { DESIGN_PROMPTS } from "./design-prompts.js";

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
const showcase = join(import.meta.dirname, "../../content/showcase");

function decks(): Record<string, Deck> {
  const out: Record<string, Deck> = {};
  for (const p of DESIGN_PROMPTS) out[p.id] = composeSource(p.prompt, { kind: "deck" }).source as Deck;
  for (const f of readdirSync(showcase)) {
    const source = JSON.parse(readFileSync(join(showcase, f), "utf8")).source as Deck;
    if (source.kind === "deck") out[`showcase-${f.replace(/\.json$/, "")}`] = source;
  }
  return out;
}

describe.skipIf(!canMeasure)("slides that fill the slide, in every theme", () => {
  it(
    "every content slide's content spans half the height and most of the width, readable, apart and inside",
    { timeout: 900_000 },
    async () => {
      const files: Record<string, Uint8Array> = {};
      for (const [id, deck] of Object.entries(decks())) {
        for (const theme of THEME_NAMES)
          files[`${theme}--${id}`] = (await exportSource({ ...deck, theme: { name: theme } }, "pptx")).bytes;
      }
      expect(Object.keys(files).length).toBe((DESIGN_PROMPTS.length + 3) * THEME_NAMES.length);
      const measured = measureDecks(files, { pixels: false });
      const findings = Object.entries(measured).flatMap(([id, m]) =>
        m.findings.filter((f) => CHECKS.has(f.check)).map((f) => `${id} p${f.page} ${f.check}: ${f.detail}`),
      );
      expect(findings, findings.slice(0, 30).join("\n")).toEqual([]);
    },
  );
});
