// The PDF breaks Japanese, Chinese and Thai lines only between words, with kinsoku kept: the lines of narrow boxes, as
// laid out and as read back from the PDF with pdf.js ("福岡新セ/ンター稼働" broke inside センター).
import { lineBreakFaults } from "../../../test/render/line-break-faults.js";
import { describe, expect, it } from "vitest";
import { openOwnPdf } from "../raster/pdfjs.js";
import { createPdf } from "./pdf-document.js";
import { drawLine, layoutSpans, type Line } from "./text-layout.js";
import type { Span } from "./text-runs.js";

const PHRASES: Record<string, string[]> = {
  ja: [
    "福岡新センター稼働",
    "新しい物流センターが稼働しました。「東京」への配送時間を短縮します。",
    "配送ルートの見直しで、コストを前年同期比8%削減。",
  ],
  zh: ["我们的新数据中心已经投入使用，服务更多客户。", "「数据中心」投入使用后，配送时间缩短了一半。"],
  th: ["ศูนย์ข้อมูลใหม่เริ่มดำเนินการแล้วเพื่อให้บริการลูกค้ามากขึ้น"],
};
const SIZE = 14;
const WIDTHS = Array.from({ length: 24 }, (_, i) => 60 + i * 10);

const lineText = (line: Line) => (line.logical ?? line.items).map((t) => t.text).join("");
const spans = (text: string): Span[] => [{ text, style: { size: SIZE, color: "#000000" } }];

/** Each line's text, when no word of `text` is wider than `width` (so no word must be cut as a last resort). */
function linesWithin(text: string, width: number): string[] | null {
  const words = [...new Intl.Segmenter("und", { granularity: "word" }).segment(text)].map((s) => s.segment);
  if (words.some((w) => layoutSpans(spans(w), 1e6, () => {})[0]!.width > width)) return null;
  return layoutSpans(spans(text), width, () => {}).map(lineText);
}

/** Where `lines` break `text`, and the faults: a break inside a word, a line starting or ending against kinsoku. */
function faults(text: string, lines: string[], lang: string): string[] {
  expect(lines.join("")).toBe(text);
  return lineBreakFaults(text, lines, lang);
}

describe("PDF line breaks in text without spaces", () => {
  for (const [lang, phrases] of Object.entries(PHRASES)) {
    it(`breaks ${lang} only between words, kinsoku kept, at every width`, () => {
      let broken = 0;
      for (const text of phrases) {
        for (const width of WIDTHS) {
          const lines = linesWithin(text, width);
          if (!lines) continue;
          if (lines.length > 1) broken++;
          expect(faults(text, lines, lang), `${text} in ${width} pt`).toEqual([]);
        }
      }
      expect(broken).toBeGreaterThan(5);
    });
  }

  it("keeps センター whole where it used to break inside it", () => {
    const lines = layoutSpans(spans("福岡新センター稼働"), 4.5 * SIZE, () => {}).map(lineText);
    expect(lines).toEqual(["福岡新", "センター", "稼働"]);
  });

  it("still cuts a word longer than the whole line", () => {
    const lines = layoutSpans(spans("センター"), 2.2 * SIZE, () => {}).map(lineText);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("センター");
  });

  it("leaves Latin text and its spaces as they were", () => {
    const lines = layoutSpans(spans("Quality reports read every slide back"), 120, () => {}).map(lineText);
    expect(lines).toEqual(["Quality reports", "read every slide", "back"]);
  });

  it("draws the lines so a PDF reader finds the same breaks", async () => {
    const pdf = createPdf({ title: "Breaks", lang: "ja" });
    const doc = pdf.ctx.doc;
    doc.addPage({ size: [240, 400], margin: 0 });
    const text = PHRASES.ja![1]!;
    const width = 130;
    let y = 40;
    const laidOut = layoutSpans(spans(text), width, () => {});
    for (const line of laidOut) {
      drawLine(doc, line, 40, y, width);
      y += line.height;
    }
    const bytes = await pdf.finish();
    const page = await (await openOwnPdf(bytes)).getPage(1);
    const rows = new Map<number, string>();
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const row = Math.round(item.transform[5] as number);
      rows.set(row, (rows.get(row) ?? "") + item.str.trim());
    }
    const read = [...rows.entries()].sort((a, b) => b[0] - a[0]).map(([, s]) => s);
    expect(read).toEqual(laidOut.map(lineText));
    expect(read.length).toBeGreaterThan(2);
    expect(faults(text, read, "ja")).toEqual([]);
  });
});
