// Shared export fixtures: a Unicode-rich doc, deck and sheet, and a real tiny PNG built in code.
import type { Deck, Doc, Sheet } from "../../src/formats/model/source.js";
import { pngDataUrlOf, rgbPng } from "../png.js";

/** A valid RGB PNG of the given size (solid colour), as a data: URL. */
export function pngDataUrl(width = 4, height = 3): string {
  return pngDataUrlOf(rgbPng(width, height, () => [30, 90, 200]));
}

export const TEXTS = { cjk: "你好世界", arabic: "مرحبا بالعالم", cyrillic: "Привет мир", emoji: "🎉" };

export function unicodeDoc(): Doc {
  const markdown = [
    `# Отчёт ${TEXTS.cjk}`,
    "",
    `Intro with **bold**, *italic*, ~~gone~~, \`code()\`, a [safe link](https://example.com/a?b=1&c=2), a [bad link](javascript:alert(1)) and ${TEXTS.emoji} 🚀.`,
    "",
    `${TEXTS.arabic}، هذا نص عربي.`,
    "",
    `${TEXTS.cyrillic} — Cyrillic paragraph.`,
    "",
    "## Lists",
    "",
    "- alpha",
    "  - nested beta",
    "    - deeper gamma",
    "- [ ] open task",
    "- [x] done task",
    "",
    "3. third",
    "4. fourth",
    "",
    "## Table",
    "",
    "| Item | Qty |",
    "|:--|--:|",
    "| Äpfel | 3 |",
    "| 梨子 | 5 |",
    "",
    "## Code",
    "",
    "```ts",
    "const answer = 42;",
    "\tindented();",
    "```",
    "",
    "## Quote",
    "",
    "> Quoted wisdom.",
    "",
    "## Notes",
    "",
    "A claim that needs a source.[^src] Another use[^src].",
    "",
    "## Picture",
    "",
    `![blue box](${pngDataUrl(40, 30)}) and ![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)`,
    "",
    "---",
    "",
    "Final words.",
    "",
    "[^src]: The source, with a [link](https://example.org/src).",
  ].join("\n");
  return { kind: "doc", title: "Unicode report", markdown };
}

export function unicodeDeck(): Deck {
  return {
    kind: "deck",
    title: `Deck ${TEXTS.cjk}`,
    slides: [
      { layout: "title", title: "Opening", subtitle: TEXTS.cyrillic, notes: "Welcome **everyone**." },
      {
        layout: "bullets",
        title: "Plan",
        bullets: ["First *point*", { text: "Second", children: ["Sub one", "Sub two"] }],
        notes: `Say ${TEXTS.arabic}.`,
      },
      {
        layout: "table",
        title: "Numbers",
        table: {
          columns: ["Region", "Q1"],
          rows: [
            ["North", 12],
            ["South", null],
          ],
        },
      },
      {
        layout: "chart",
        title: "Growth",
        chart: { type: "bar", categories: ["2025", "2026"], series: [{ name: "Revenue", values: [101, 202] }] },
      },
      { layout: "quote", quote: `Stay curious ${TEXTS.emoji}`, attribution: "Someone" },
      {
        layout: "two-column",
        title: "Compare",
        left: "**Left** side",
        right: "Right side with [link](https://example.com)",
      },
      { layout: "image", title: "Pic", image: { src: pngDataUrl(8, 8), alt: "tiny" } },
      { layout: "content", body: "## Inner heading\n\nBody text." },
    ],
  };
}

export function unicodeSheet(): Sheet {
  return {
    kind: "sheet",
    title: "Unicode sheet",
    sheets: [
      {
        name: "Data",
        columns: [{ header: "Name" }, { header: "Amount", type: "currency" }, { header: "Check" }],
        rows: [
          [TEXTS.cjk, 1, '=HYPERLINK("http://evil.example","x")'],
          [TEXTS.arabic, 2, "-2+3"],
          [`${TEXTS.cyrillic} ${TEXTS.emoji}`, 3, "@SUM(1+1)"],
          ["Total", { formula: "SUM(B2:B4)" }, "+cmd"],
        ],
      },
      { name: "Second", columns: [{ header: "x" }], rows: [["second sheet"]] },
    ],
  };
}
