// Where lines may break in text written without spaces: between Intl.Segmenter's words, kinsoku kept, phrases whole.
import { describe, expect, it } from "vitest";
import { mayEndLine, mayStartLine, wordBreaks } from "./line-breaks.js";

/** `text` with a | at each phrase break and a · at each break kept for a phrase wider than the line. */
function marked(text: string, lang?: string): string {
  const { phrases, words } = wordBreaks(text, lang);
  let out = "";
  for (let i = 0; i < text.length; i++) out += (phrases.includes(i) ? "|" : words.includes(i) ? "·" : "") + text[i];
  return out;
}

describe("wordBreaks", () => {
  it("keeps a Japanese word whole (福岡新セ/ンター稼働 broke inside センター)", () => {
    expect(marked("福岡新センター稼働", "ja")).toBe("福岡|新|センター|稼働");
  });

  it("keeps particles and inflections with their word, and may still break there when a phrase is too long", () => {
    expect(marked("新しい物流センターが稼働しました。", "ja")).toBe("新しい|物流|センター·が|稼働·しま·した。");
  });

  it("starts no line with a closing bracket or stop, and ends none with an opening bracket", () => {
    const text = "「東京」へ、配送。（大阪）";
    const { phrases, words } = wordBreaks(text, "ja");
    for (const at of [...phrases, ...words]) {
      expect(mayStartLine(text[at]!), `before ${text[at]}`).toBe(true);
      expect(mayEndLine(text[at - 1]!), `after ${text[at - 1]}`).toBe(true);
    }
    expect(phrases).not.toContain(text.indexOf("」"));
    expect(phrases).not.toContain(text.indexOf("東"));
  });

  it("never starts a line with a small kana or the prolonged sound mark", () => {
    for (const ch of "ッャュョァー々ゝ") expect(mayStartLine(ch), ch).toBe(false);
  });

  it("keeps a number with its counter", () => {
    expect(marked("新規顧客は340社に増えました", "ja")).not.toContain("0|社");
  });

  it("breaks Chinese between words", () => {
    expect(marked("我们的新数据中心已经投入使用", "zh")).toBe("我们|的|新|数据|中心|已经|投入|使用");
  });

  it("breaks Thai, Lao, Khmer and Burmese between words", () => {
    expect(marked("ศูนย์ข้อมูลใหม่", "th")).toBe("ศูนย์|ข้อมูล|ใหม่");
    expect(marked("ສະບາຍດີປະເທດລາວ", "lo")).toBe("ສະບາຍດີ|ປະເທດ|ລາວ");
    expect(marked("ខ្ញុំស្រឡាញ់ភាសាខ្មែរ", "km")).toBe("ខ្ញុំ|ស្រឡាញ់|ភាសាខ្មែរ");
    expect(marked("မြန်မာဘာသာစကား", "my")).toBe("မြန်မာဘာသာ|စကား");
  });

  it("adds nothing to text written with spaces, nor inside a Latin word next to CJK", () => {
    expect(wordBreaks("Quality reports read every slide back")).toEqual({ phrases: [], words: [] });
    expect(marked("Quireのe.g.テスト", "ja")).not.toMatch(/e\|\.|g\|\./);
  });

  it("finds the same breaks whichever language is named (ICU's dictionary goes by script)", () => {
    const text = "新しい物流センター我们的数据中心";
    expect(wordBreaks(text, "en")).toEqual(wordBreaks(text, "ja"));
  });
});
