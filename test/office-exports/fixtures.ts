// Shared export fixtures: a Unicode-rich doc, deck and sheet, and a real tiny PNG built in code.
import { crc32, deflateSync } from "node:zlib";
import type { Deck, Doc, Sheet } from "../../src/formats/source.js";

/** A valid RGB PNG of the given size (solid colour), as a data: URL. */
export function pngDataUrl(width = 4, height = 3): string {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([30, 90, 200], y * (width * 3 + 1) + 1 + x * 3);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString("base64")}`;
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
      { layout: "bullets", title: "Plan", bullets: ["First *point*", { text: "Second", children: ["Sub one", "Sub two"] }], notes: `Say ${TEXTS.arabic}.` },
      { layout: "table", title: "Numbers", table: { columns: ["Region", "Q1"], rows: [["North", 12], ["South", null]] } },
      { layout: "chart", title: "Growth", chart: { type: "bar", categories: ["2025", "2026"], series: [{ name: "Revenue", values: [101, 202] }] } },
      { layout: "quote", quote: `Stay curious ${TEXTS.emoji}`, attribution: "Someone" },
      { layout: "two-column", title: "Compare", left: "**Left** side", right: "Right side with [link](https://example.com)" },
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
