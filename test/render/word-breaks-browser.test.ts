// The HTML page breaks Japanese, Chinese and Thai lines only between words, with kinsoku kept: a doc's paragraphs set
// in narrow boxes in headless Chromium, each line read back from where its characters are drawn.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineBreakFaults } from "./line-break-faults.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { wordBreaks } from "../../src/formats/model/line-breaks.js";
import type { Doc } from "../../src/formats/model/source.js";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const PHRASES: Record<string, string[]> = {
  ja: [
    "福岡新センター稼働",
    "新しい物流センターが稼働しました。「東京」への配送時間を短縮します。",
    "配送ルートの見直しで、コストを前年同期比8%削減。",
  ],
  zh: ["我们的新数据中心已经投入使用，服务更多客户。", "「数据中心」投入使用后，配送时间缩短了一半。"],
  th: ["ศูนย์ข้อมูลใหม่เริ่มดำเนินการแล้วเพื่อให้บริการลูกค้ามากขึ้น"],
};
const WIDTHS = Array.from({ length: 16 }, (_, i) => 90 + i * 20);

/** Runs in the page: each paragraph's lines at `width` px (from the tops of its characters' boxes), and the width of its widest phrase. */
function readLines({ width, units }: { width: number; units: string[][] }): Array<{ lines: string[]; widest: number }> {
  return Array.from(document.querySelectorAll("article p")).map((p, n) => {
    (p as HTMLElement).style.width = `${width}px`;
    let widest = 0;
    for (const unit of units[n] ?? []) {
      const probe = document.createElement("span");
      probe.style.whiteSpace = "nowrap";
      probe.textContent = unit;
      p.appendChild(probe);
      widest = Math.max(widest, probe.getBoundingClientRect().width);
      probe.remove();
    }
    const lines: string[] = [];
    let top = -Infinity;
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (box.top > top + 2) {
          lines.push("");
          top = box.top;
        }
        lines[lines.length - 1] += text.charAt(i);
      }
    }
    return { lines, widest };
  });
}

/** The phrases of `text`: what may not be broken unless one is wider than the whole line. */
function phrasesOf(text: string, lang: string): string[] {
  const units: string[] = [];
  let from = 0;
  for (const at of [...wordBreaks(text, lang).phrases, text.length]) {
    units.push(text.slice(from, at));
    from = at;
  }
  return units;
}

const faults = lineBreakFaults;

describe.skipIf(!existsSync(CHROMIUM))("HTML line breaks in text without spaces (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, phrases] of Object.entries(PHRASES)) {
    it(`breaks ${lang} only between words, kinsoku kept, at every width`, async () => {
      const doc: Doc = { kind: "doc", title: "Breaks", language: lang, markdown: phrases.join("\n\n") };
      const page = await browser.newPage();
      await page.setContent(renderHtml(doc).html, { waitUntil: "load" });
      let broken = 0;
      const units = phrases.map((text) => phrasesOf(text, lang));
      for (const width of WIDTHS) {
        const paragraphs = await page.evaluate(readLines, { width, units });
        paragraphs.forEach(({ lines, widest }, i) => {
          const text = phrases[i]!;
          expect(lines.join("")).toBe(text);
          // A phrase wider than the whole box may still be cut (overflow-wrap), as the last resort.
          if (widest > width) return;
          if (lines.length > 1) broken++;
          expect(faults(text, lines, lang), `${text} at ${width}px: ${lines.join(" / ")}`).toEqual([]);
        });
      }
      expect(broken).toBeGreaterThan(5);
      await page.close();
    }, 60_000);
  }
});
