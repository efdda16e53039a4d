// Odd but valid decks (empty fields, control characters, huge words, many slides, every theme) still make valid packages.
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { DeckSchema, type Deck, type Slide } from "../model/source.js";
import { THEME_NAMES } from "../model/themes.js";
import { renderDeckToPptx } from "./index.js";
import { assertValidOoxml } from "../../../test/ooxml/validate-package.js";

const weird = [
  "",
  " ",
  "a\u0000b\u0007c\u000bd",
  "<script>alert(1)</script> & \"quotes\" 'apos'",
  "x".repeat(450),
  "😀".repeat(120),
  "line\nbreak\r\nagain",
  "\uFFFE\uFFFF bad",
  "שלום עולם",
  "ทดสอบภาษาไทย",
];

function deckOf(theme: string, seed: number): Deck {
  const w = (i: number) => weird[(i + seed) % weird.length]!;
  const slides: Slide[] = [
    { layout: "title", title: w(0), subtitle: w(1), notes: w(2) },
    { layout: "section", title: w(3) },
    { layout: "bullets", title: w(4), bullets: [] },
    { layout: "bullets", title: w(5), bullets: weird.map((t) => ({ text: t, children: [t, t] })) },
    { layout: "content", title: w(6), body: "" },
    { layout: "content", body: weird.join("\n\n") },
    { layout: "two-column", left: "", right: w(7) },
    { layout: "table", table: { columns: [w(8)], rows: [] } },
    {
      layout: "table",
      title: w(9),
      table: {
        columns: Array.from({ length: 12 }, (_, i) => `C${i}`),
        rows: Array.from({ length: 60 }, (_, r) => Array.from({ length: 12 }, (_, c) => (c % 2 ? r * c : w(r)))),
      },
    },
    {
      layout: "chart",
      chart: { type: "line", categories: [w(0).slice(0, 200)], series: [{ name: w(1).slice(0, 200), values: [] }] },
    },
    {
      layout: "chart",
      title: "NaN-free",
      chart: {
        type: "pie",
        categories: ["a", "b", "c"],
        series: [
          { name: "s", values: [1, -2, 0] },
          { name: "t", values: [3] },
        ],
      },
    },
    { layout: "quote", quote: w(2) },
    { layout: "image", image: { src: "data:image/png;base64,AAAA", alt: w(3) } },
    { layout: "image", image: { src: "https://example.com/x.png", alt: "" } },
  ];
  return DeckSchema.parse({ kind: "deck", title: w(4), theme: { name: theme }, slides });
}

describe("edge cases", () => {
  for (const [i, theme] of THEME_NAMES.entries()) {
    it(`${theme}: odd content still gives a valid package`, async () => {
      const { bytes, warnings } = await renderDeckToPptx(deckOf(theme, i));
      assertValidOoxml(bytes, theme);
      expect(warnings.length).toBeGreaterThan(0);
      const files = unzipSync(bytes);
      const all = Object.keys(files)
        .filter((n) => n.startsWith("ppt/slides/slide"))
        .map((n) => strFromU8(files[n]!))
        .join("");
      expect(all).not.toContain("<script>");
      expect(all).toContain("&lt;script&gt;");
      expect(all).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    });
  }

  it("60 slides of 40 long bullets: continuation slides of six points at most (never shrunk under 16 pt), ids in range", async () => {
    const slides: Slide[] = Array.from({ length: 60 }, (_, i) => ({
      layout: "bullets" as const,
      title: `S${i}`,
      bullets: Array.from({ length: 40 }, (_, k) => `Bullet ${k} of slide ${i} with a few more words to wrap`),
    }));
    const { bytes, warnings } = await renderDeckToPptx({ kind: "deck", title: "big", slides });
    assertValidOoxml(bytes, "big");
    const pres = strFromU8(unzipSync(bytes)["ppt/presentation.xml"]!);
    expect((pres.match(/<p:sldId /g) ?? []).length).toBe(60 * Math.ceil(40 / 6));
    expect(warnings.filter((w) => /shorten it/.test(w))).toHaveLength(0);
  });
});
