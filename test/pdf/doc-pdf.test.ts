// Doc → PDF: Unicode scripts found by pdftotext, fonts embedded and subsetted, safe links, pagination, outline.
import { describe, expect, it } from "vitest";
import { renderDocToPdf, renderParsedDocToPdf } from "../../src/formats/pdf/index.js";
import { benchDoc } from "../../bench/workload.js";
import { pdfFonts, pdfInfo, pdfText, pdfWords, rawPdf, savePdf } from "./poppler.js";

const PNG_2x2 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

const MULTI = [
  "# Scripts",
  "",
  "Latin: The quick brown fox.",
  "",
  "Cyrillic: Съешь же ещё этих мягких французских булок.",
  "",
  "Greek: Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.",
  "",
  "Chinese: 我能吞下玻璃而不伤身体。",
  "",
  "مرحبا بالعالم هذا نص عربي",
  "",
  "Emoji: 😀 🎉",
].join("\n");

describe("renderDocToPdf", () => {
  it("finds Latin, Cyrillic, Greek, Chinese, Arabic and emoji text, with every font embedded and subsetted", async () => {
    const { bytes, warnings } = await renderDocToPdf({ kind: "doc", title: "Scripts", markdown: MULTI });
    const file = savePdf(bytes);
    const text = pdfText(file);
    expect(text).toContain("The quick brown fox");
    expect(text).toContain("Съешь же ещё этих мягких французских булок");
    expect(text).toContain("Ξεσκεπάζω την ψυχοφθόρα βδελυγμία");
    expect(text).toContain("我能吞下玻璃而不伤身体");
    // Whole sentence in logical order, with letters that share shaped glyphs (ب/ن) told apart.
    expect(text).toContain("مرحبا بالعالم هذا نص عربي");
    expect(text).toContain("😀");
    expect(warnings.some((w) => /emoji/i.test(w))).toBe(true);
    const fonts = pdfFonts(file);
    const names = fonts.map((f) => f.name).join(" ");
    for (const family of [
      "NotoSans-Regular",
      "NotoSansSC-Regular",
      "NotoSansArabic-Regular",
      "NotoEmoji-Regular",
      "NotoSans-Bold",
    ])
      expect(names).toContain(family);
    for (const f of fonts) expect(f).toMatchObject({ embedded: true, subset: true, unicode: true });
    // Subsetting keeps the 10 MB CJK font down to the glyphs used.
    expect(bytes.length).toBeLessThan(150_000);
    expect(pdfInfo(file).title).toBe("Scripts");
  });

  it("right-aligns a right-to-left paragraph", async () => {
    const { bytes } = await renderDocToPdf({
      kind: "doc",
      title: "RTL",
      markdown: "Left text here.\n\nمرحبا بالعالم هذا نص عربي",
    });
    const file = savePdf(bytes);
    const words = pdfWords(file);
    const latin = words.find((w) => w.word.startsWith("Left"))!;
    const arabicRight = Math.max(...words.filter((w) => /[\u0600-\u06FF]/.test(w.word)).map((w) => w.xMax));
    expect(latin.xMin).toBeLessThan(100);
    expect(arabicRight).toBeGreaterThan(595 - 62 - 8);
  });

  it("does not embed the CJK or Arabic fonts when no such text appears, and keeps a Latin doc small", async () => {
    const { bytes } = await renderDocToPdf({
      kind: "doc",
      title: "Plain",
      markdown: "Just **plain** English, with `code`.",
    });
    const file = savePdf(bytes);
    const names = pdfFonts(file)
      .map((f) => f.name)
      .join(" ");
    expect(names).not.toContain("NotoSansSC");
    expect(names).not.toContain("Arabic");
    expect(names).toContain("JetBrainsMono");
    expect(bytes.length).toBeLessThan(40_000);
  });

  it("makes links clickable only for http, https and mailto", async () => {
    const md =
      "[web](https://good.example/a) [mail](mailto:me@example.com) [bad](javascript:alert(1)) [ftp](ftp://files.example/x) [data](data:text/html,hi)";
    const { bytes } = await renderDocToPdf({ kind: "doc", title: "Links", markdown: md });
    const raw = rawPdf(bytes);
    expect(raw).toContain("/URI (https://good.example/a)");
    expect(raw).toContain("/URI (mailto:me@example.com)");
    expect(raw).not.toMatch(/javascript:|ftp:\/\/|data:text/);
    const text = pdfText(savePdf(bytes));
    // The refused links keep their text.
    for (const w of ["web", "mail", "bad", "ftp", "data"]) expect(text).toContain(w);
    // The clickable box sits on the link's word (PDF y runs upwards from the bottom of the A4 page).
    const rect = /\/Rect \[([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)\]/.exec(raw)!.slice(1).map(Number);
    const word = pdfWords(savePdf(bytes)).find((w) => w.word === "web")!;
    const midX = (word.xMin + word.xMax) / 2;
    const midY = 841.89 - (word.yMin + 4);
    expect(midX).toBeGreaterThan(rect[0]!);
    expect(midX).toBeLessThan(rect[2]!);
    expect(midY).toBeGreaterThan(rect[1]!);
    expect(midY).toBeLessThan(rect[3]!);
  });

  it("never emits an unsafe href even when handed one directly (defence in depth)", async () => {
    const { bytes } = await renderParsedDocToPdf("Direct", {
      blocks: [
        {
          type: "paragraph",
          children: [{ type: "link", href: "javascript:alert(1)", children: [{ type: "text", text: "click" }] }],
        },
      ],
      footnotes: [],
      warnings: [],
    });
    expect(rawPdf(bytes)).not.toContain("javascript:");
    expect(rawPdf(bytes)).not.toContain("/URI");
  });

  it("paginates a huge table and repeats its header row on every page", async () => {
    const rows = Array.from({ length: 400 }, (_, i) => `| row ${i} | ${i * 3} | value ${i} |`);
    const md = ["| Name | Amount | Note |", "|---|--:|---|", ...rows].join("\n");
    const { bytes } = await renderDocToPdf({ kind: "doc", title: "Big table", markdown: md });
    const file = savePdf(bytes);
    const { pages } = pdfInfo(file);
    expect(pages).toBeGreaterThan(5);
    for (let p = 1; p <= pages; p++) expect(pdfText(file, p)).toContain("Amount");
    const all = pdfText(file);
    expect(all).toContain("row 0");
    expect(all).toContain("row 399");
  });

  it("splits a table row taller than a page across pages without losing text", async () => {
    const long = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(" ");
    const md = ["| Key | Text |", "|---|---|", `| first | ${long} |`, "| last | tail-marker |"].join("\n");
    const { bytes } = await renderDocToPdf({ kind: "doc", title: "Tall row", markdown: md });
    const file = savePdf(bytes);
    const { pages } = pdfInfo(file);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(file);
    for (const w of ["w0", "w1500", "w2999", "tail-marker"]) expect(text).toMatch(new RegExp(`\\b${w}\\b`));
    for (let p = 1; p <= pages; p++) expect(pdfText(file, p)).toContain("Key");
  });

  it("renders the 50-page workload with page numbers, an outline and sane page count", async () => {
    const { bytes } = await renderDocToPdf(benchDoc());
    const file = savePdf(bytes);
    const { pages } = pdfInfo(file);
    expect(pages).toBeGreaterThanOrEqual(35);
    expect(pages).toBeLessThanOrEqual(80);
    expect(pdfText(file, 1)).toContain(`1 / ${pages}`);
    expect(pdfText(file, pages)).toContain(`${pages} / ${pages}`);
    const raw = rawPdf(bytes);
    expect(raw).toContain("/Outlines");
    // One outline entry per heading: the title, 50 chapters and 50 "Discussion" subsections.
    expect(raw.match(/\/Title \(Discussion\)/g)?.length).toBe(50);
    expect(raw).toContain("/FlateDecode");
  });

  it("renders lists, task lists, code, quotes, footnotes and images, warning about remote ones", async () => {
    const md = [
      "Intro with a note[^n].",
      "",
      "- one",
      "  - nested",
      "1. first",
      "2. second",
      "- [x] done task",
      "- [ ] open task",
      "",
      "```js",
      "const answer = 42;",
      "```",
      "",
      "> quoted wisdom",
      "",
      `![tiny](${PNG_2x2}) ![remote](https://example.com/x.png)`,
      "",
      "[^n]: The footnote body.",
    ].join("\n");
    const { bytes, warnings } = await renderDocToPdf({ kind: "doc", title: "Blocks", markdown: md });
    const text = pdfText(savePdf(bytes));
    for (const s of [
      "nested",
      "second",
      "done task",
      "open task",
      "const answer = 42;",
      "quoted wisdom",
      "The footnote body.",
    ])
      expect(text).toContain(s);
    // The footnote comes after the body.
    expect(text.indexOf("The footnote body.")).toBeGreaterThan(text.indexOf("quoted wisdom"));
    expect(rawPdf(bytes)).toContain("/Subtype /Image");
    expect(warnings.some((w) => /remote|not .*allowed|image/i.test(w))).toBe(true);
  });
});
