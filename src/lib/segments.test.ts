// wordSegments against Intl.Segmenter itself: the same words for texts in many scripts (cut only where a word boundary
// is anyway), pieces that join back to the text whatever it holds, and a 400,000-character text in one call (the
// segmenter alone takes minutes over it).
import { describe, expect, it } from "vitest";
import { wordSegments } from "./segments.js";

const TEXTS: [string, string][] = [
  ["en", "Revenue grew 12% in Q3 to €4.2m; the team (Ana, Bo) hired two engineers in June. "],
  [
    "de",
    "Die Umsätze stiegen im dritten Quartal um 12 %, die Kosten fielen.\r\nNächster Schritt: Pilotprojekt in Köln. ",
  ],
  ["ru", "Выручка выросла на 12% в третьем квартале; расходы снизились. "],
  ["ar", "نمت الإيرادات بنسبة ١٢٪ في الربع الثالث، وانخفضت التكاليف. "],
  ["hi", "तीसरी तिमाही में राजस्व 12% बढ़ा और लागत घटी। "],
  ["ja", "第3四半期の売上は12%増加しました。 コストは減少しました。 "],
  ["emoji", "Launch 🚀 went well 👍🏽 — next: 🇩🇪 market, e-mail info@example.com. "],
];

const native = (seg: Intl.Segmenter, text: string) =>
  [...seg.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
const ours = (seg: Intl.Segmenter, text: string) =>
  [...wordSegments(seg, text)].filter((s) => s.isWordLike).map((s) => s.segment);

describe("wordSegments", () => {
  it.each(TEXTS)("finds the same words as Intl.Segmenter over a long %s text", (lang, unit) => {
    const seg = new Intl.Segmenter(lang === "emoji" ? "en" : lang, { granularity: "word" });
    const text = unit.repeat(Math.ceil(5_000 / unit.length));
    expect(ours(seg, text)).toEqual(native(seg, text));
  });

  it("gives pieces that join back to the text, also where there is no space to cut at", () => {
    const seg = new Intl.Segmenter("zh", { granularity: "word" });
    for (const text of ["中文没有空格".repeat(900), "😀".repeat(1_700), "a".repeat(3_001), "x\r\n".repeat(700), ""]) {
      expect([...wordSegments(seg, text)].map((s) => s.segment).join("")).toBe(text);
    }
  });

  it("segments 400,000 characters in one call", () => {
    const seg = new Intl.Segmenter("en", { granularity: "word" });
    const text = "Revenue grew twelve percent in the third quarter ".repeat(8_000);
    expect(ours(seg, text)).toHaveLength(8 * 8_000);
  });
});
