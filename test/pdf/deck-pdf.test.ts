// Deck → PDF: every layout on its own 16:9 page, continuation pages for overflow, no notes, Unicode and images.
import { describe, expect, it } from "vitest";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { benchDeck } from "../../bench/workload.js";
import { pdfFonts, pdfInfo, pdfText, rawPdf, savePdf } from "./poppler.js";

const PNG_2x2 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

const EVERY: Deck = {
  kind: "deck",
  title: "Every layout",
  theme: { name: "dark" },
  slides: [
    { layout: "title", title: "Opening title", subtitle: "A subtitle", notes: "SECRET-NOTE-ONE" },
    { layout: "section", title: "Section heading", subtitle: "Part one" },
    {
      layout: "bullets",
      title: "Bullet slide",
      bullets: ["First **point**", { text: "Second point", children: ["Child point"] }],
      notes: "SECRET-NOTE-TWO",
    },
    {
      layout: "content",
      title: "Content slide",
      body: "A paragraph with [a link](https://example.com).\n\n1. numbered\n2. list",
    },
    {
      layout: "two-column",
      title: "Columns slide",
      left: "**Left side**\n\n- alpha",
      right: "**Right side**\n\n- beta",
    },
    {
      layout: "table",
      title: "Table slide",
      table: {
        columns: ["Region", "Revenue"],
        rows: [
          ["North", 1200],
          ["South", 800.5],
          ["East", null],
        ],
      },
    },
    {
      layout: "chart",
      title: "Column chart",
      chart: {
        type: "column",
        categories: ["Q1", "Q2", "Q3"],
        series: [
          { name: "Sales", values: [10, 20, 15] },
          { name: "Costs", values: [5, 8, -3] },
        ],
      },
    },
    {
      layout: "chart",
      title: "Bar chart",
      chart: { type: "bar", categories: ["Apples", "Pears"], series: [{ name: "Fruit", values: [3, 7] }] },
    },
    {
      layout: "chart",
      title: "Line chart",
      chart: { type: "line", categories: ["Jan", "Feb", "Mar"], series: [{ name: "Visits", values: [100, 140, 90] }] },
    },
    {
      layout: "chart",
      title: "Pie chart",
      chart: { type: "pie", categories: ["Cats", "Dogs", "Birds"], series: [{ name: "Pets", values: [50, 30, 20] }] },
    },
    { layout: "quote", quote: "Simplicity is the ultimate sophistication.", attribution: "Leonardo" },
    { layout: "image", title: "Image slide", image: { src: PNG_2x2, alt: "A tiny square" } },
  ],
};

describe("renderDeckToPdf", () => {
  it("renders a deck of every layout, one 16:9 page per slide, without speaker notes", async () => {
    const { bytes, warnings } = await renderDeckToPdf(EVERY);
    const file = savePdf(bytes);
    const info = pdfInfo(file);
    expect(info.pages).toBe(EVERY.slides.length);
    expect(info.pageSize).toMatch(/^960 x 540 pts/);
    expect(info.title).toBe("Every layout");
    const pages = Array.from({ length: info.pages }, (_, i) => pdfText(file, i + 1));
    expect(pages[0]).toContain("Opening title");
    expect(pages[1]).toContain("Section heading");
    expect(pages[2]).toMatch(/First point[\s\S]*Second point[\s\S]*Child point/);
    expect(pages[3]).toContain("numbered");
    expect(pages[4]).toMatch(/Left side/);
    expect(pages[4]).toMatch(/Right side/);
    expect(pages[5]).toMatch(/North[\s\S]*1,200/);
    // Charts: category labels and a legend for several series.
    expect(pages[6]).toMatch(/Q1[\s\S]*Q2[\s\S]*Q3/);
    expect(pages[6]).toMatch(/Sales[\s\S]*Costs/);
    expect(pages[7]).toContain("Apples");
    expect(pages[8]).toContain("Feb");
    expect(pages[9]).toMatch(/Cats[\s\S]*Dogs[\s\S]*Birds/);
    expect(pages[9]).toContain("50%");
    expect(pages[10]).toContain("Simplicity is the ultimate sophistication.");
    expect(pages[10]).toContain("Leonardo");
    expect(pages[11]).toContain("Image slide");
    expect(rawPdf(bytes)).toContain("/Subtype /Image");
    const all = pdfText(file);
    expect(all).not.toContain("SECRET-NOTE");
    expect(warnings).toEqual([]);
  });

  it("shrinks overflowing text, then continues it on continuation pages", async () => {
    const body = Array.from(
      { length: 60 },
      (_, i) => `Paragraph number ${i} carries enough words to need some room on the slide.`,
    ).join("\n\n");
    const deck: Deck = {
      kind: "deck",
      title: "Long",
      slides: [
        { layout: "content", title: "Long story", body },
        { layout: "quote", quote: "End" },
      ],
    };
    const { bytes } = await renderDeckToPdf(deck);
    const file = savePdf(bytes);
    const { pages } = pdfInfo(file);
    expect(pages).toBeGreaterThan(2);
    expect(pdfText(file, 2)).toContain("Long story (cont.)");
    const all = pdfText(file);
    expect(all).toContain("Paragraph number 0 ");
    expect(all).toContain("Paragraph number 59 ");
    expect(pdfText(file, pages)).toContain("End");
  });

  it("continues a long table on continuation pages with its header repeated", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [`Item ${i}`, i * 10]);
    const { bytes } = await renderDeckToPdf({
      kind: "deck",
      title: "T",
      slides: [{ layout: "table", title: "Inventory", table: { columns: ["Name", "Count"], rows } }],
    });
    const file = savePdf(bytes);
    const { pages } = pdfInfo(file);
    expect(pages).toBeGreaterThan(1);
    for (let p = 1; p <= pages; p++) expect(pdfText(file, p)).toMatch(/Name\s+Count/);
    expect(pdfText(file, 2)).toContain("Inventory (cont.)");
    expect(pdfText(file)).toContain("Item 59");
  });

  it("keeps a slightly long bullet list on one page by shrinking it", async () => {
    const bullets = Array.from({ length: 11 }, (_, i) => `Bullet ${i} with a few words`);
    const { bytes } = await renderDeckToPdf({
      kind: "deck",
      title: "Fit",
      slides: [{ layout: "bullets", title: "Many bullets", bullets }],
    });
    const file = savePdf(bytes);
    expect(pdfInfo(file).pages).toBe(1);
    expect(pdfText(file)).toContain("Bullet 10");
  });

  it("shows a placeholder and warns for remote and non-PNG/JPEG images", async () => {
    const deck: Deck = {
      kind: "deck",
      title: "Images",
      slides: [
        { layout: "image", title: "Remote", image: { src: "https://example.com/cat.png", alt: "remote cat" } },
        { layout: "image", title: "Gif", image: { src: "data:image/gif;base64,R0lGODlhAQABAAAAACw=", alt: "a gif" } },
      ],
    };
    const { bytes, warnings } = await renderDeckToPdf(deck);
    expect(warnings.some((w) => w.includes("remote cat") && /never fetched/.test(w))).toBe(true);
    expect(warnings.some((w) => w.includes("a gif") && /PNG or JPEG/.test(w))).toBe(true);
    expect(rawPdf(bytes)).not.toContain("/Subtype /Image");
    expect(pdfText(savePdf(bytes))).toContain("Image: remote cat");
  });

  it("carries CJK, Arabic, Cyrillic and emoji text in slides with embedded fonts", async () => {
    const deck: Deck = {
      kind: "deck",
      title: "Unicode",
      slides: [{ layout: "bullets", title: "你好世界", bullets: ["Привет мир", "مرحبا بالعالم", "Party 🎉"] }],
    };
    const { bytes } = await renderDeckToPdf(deck);
    const file = savePdf(bytes);
    const text = pdfText(file);
    for (const s of ["你好世界", "Привет мир", "مرحبا", "🎉"]) expect(text).toContain(s);
    for (const f of pdfFonts(file)) expect(f).toMatchObject({ embedded: true, subset: true });
  });

  it("renders the 30-slide workload on 30 pages", async () => {
    const { bytes } = await renderDeckToPdf(benchDeck());
    expect(pdfInfo(savePdf(bytes)).pages).toBe(30);
  });
});
