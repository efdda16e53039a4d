// Every PDF Quire writes is a tagged PDF for PDF/UA-1: showcase demos, composed decks and docs, sheets and mixed scripts,
// exported through exportSource and read back with poppler and pdf.js; each checkable PDF/UA rule is its own test.
import { beforeAll, describe, expect, it } from "vitest";
import { exportSource } from "../../src/formats/export-source.js";
import { documentLanguage } from "../../src/formats/model/language.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { describeChart } from "../../src/formats/model/describe-chart.js";
import { inlineText, type Block } from "../../src/formats/model/blocks.js";
import type { Deck, Doc, Sheet, Source } from "../../src/formats/model/source.js";
import { loadShowcase } from "../../src/documents/showcase.js";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { generateCases } from "../agent/prompt-suite/generate.js";
import { PACKS } from "../agent/prompt-suite/suite.js";
import { benchDesignedDeck } from "../../bench/workload.js";
import { slideLabel } from "../../src/formats/pdf/slide-label.js";
import { comparable, popplerHeadings, readTagged, rules, squash, walk, type TaggedPdf } from "./pdf-structure.js";
import { spawnSync } from "node:child_process";
import { pdfText, rawPdf, savePdf } from "./poppler.js";

const PNG_2x2 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

/** An English deck with Japanese in its title, bullets, body, table and chart. */
const JAPANESE_IN_ENGLISH: Deck = {
  kind: "deck",
  title: "Tokyo launch plan",
  language: "en",
  slides: [
    { layout: "title", title: "Tokyo launch plan", subtitle: "Opening the 東京 office in spring" },
    {
      layout: "bullets",
      title: "What the team says",
      bullets: [
        "Greet partners with こんにちは and a short bow",
        { text: "Thank them: ありがとうございます", children: ["Say it before the meeting ends"] },
      ],
    },
    {
      layout: "content",
      title: "Signage",
      body: "The shop sign reads **ようこそ東京へ** in the window.\n\nPrices stay in yen.",
    },
    {
      layout: "table",
      title: "Phrases",
      table: {
        columns: ["English", "Japanese"],
        rows: [
          ["Welcome", "いらっしゃいませ"],
          ["Thank you", "ありがとう"],
        ],
      },
    },
    { layout: "image", title: "The storefront", image: { src: PNG_2x2, alt: "" } },
  ],
};

/** A doc of every block: links, task list, code, quote, a table over several pages, images with and without alt, a footnote, Arabic. */
function everyBlockDoc(): Doc {
  const rows = Array.from(
    { length: 70 },
    (_, i) => `| Region ${i + 1} | ${(i * 137) % 1000} | ${i % 2 ? "yes" : "no"} |`,
  );
  const markdown = [
    "# Field report",
    "Read [the summary](https://example.com/summary) first.[^a]",
    "## Tasks",
    "- [x] visit the depot",
    "- [ ] call the mayor",
    "  1. before noon",
    "  2. after lunch",
    "### Code",
    "```ts\nconst total = 42;\n```",
    "> Quoted wisdom from the field.",
    "## Numbers",
    "| Region | Units | Done |",
    "|:--|--:|:--|",
    ...rows,
    "",
    "## Pictures",
    `![A tiny square](${PNG_2x2})`,
    "",
    `![](${PNG_2x2})`,
    "",
    "مرحبا بالعالم هذا نص عربي",
    "",
    "[^a]: The footnote body.",
  ].join("\n");
  return { kind: "doc", title: "Field report", markdown };
}

function longSheet(): Sheet {
  return {
    kind: "sheet",
    title: "Inventory & <orders>",
    sheets: [
      {
        name: "Stock",
        columns: [{ header: "Item" }, { header: "Count", type: "integer" }, { header: "Price", type: "currency" }],
        rows: Array.from({ length: 160 }, (_, i) => [`Item ${i + 1}`, i * 3, i * 1.25]),
      },
      {
        name: "Empty cells",
        columns: [{ header: "A" }, { header: "B" }],
        rows: [
          ["x", null],
          [null, "y"],
        ],
      },
    ],
  } as Sheet;
}

/** Ten composed prompts (decks and docs), in five languages, as the builtin composer writes them. */
function composed(): [string, Source][] {
  const picks: [keyof typeof PACKS, number][] = [
    ["en", 4],
    ["ja", 2],
    ["ar", 1],
    ["de", 1],
    ["zh", 1],
    ["fr", 1],
  ];
  return picks.flatMap(([lang, n]) =>
    generateCases(PACKS[lang], 12)
      .map((c) => composeSource(c.prompt, c.options).source)
      .filter((s) => s.kind !== "sheet")
      .slice(0, n)
      .map((s, i): [string, Source] => [`composed ${lang} ${i + 1} (${s.kind})`, s]),
  );
}

function docHeadings(blocks: Block[]): string[] {
  return blocks.flatMap((b) =>
    b.type === "heading"
      ? [inlineText(b.children)]
      : b.type === "quote"
        ? docHeadings(b.blocks)
        : b.type === "list"
          ? b.items.flatMap((i) => docHeadings(i.blocks))
          : [],
  );
}

/** The headings a source shows, in reading order: slide titles (and Markdown or column headings in them), a doc's headings, a sheet's tab titles. */
function expectedHeadings(source: Source): string[] {
  if (source.kind === "sheet") return source.sheets.map((t) => `${source.title} — ${t.name}`);
  if (source.kind === "doc") {
    const parsed = parseMarkdown(source.markdown);
    const first = parsed.blocks[0];
    const title = first?.type === "heading" && first.level === 1 ? [] : [source.title];
    return [...title, ...docHeadings(parsed.blocks), ...parsed.footnotes.flatMap((f) => docHeadings(f.blocks))].filter(
      (t) => t.trim(),
    );
  }
  return source.slides.flatMap((s) => {
    const own = "title" in s && s.title ? [s.title] : [];
    const body =
      s.layout === "content" || s.layout === "image-text"
        ? docHeadings(parseMarkdown(s.body).blocks)
        : s.layout === "two-column"
          ? [...docHeadings(parseMarkdown(s.left).blocks), ...docHeadings(parseMarkdown(s.right).blocks)]
          : s.layout === "comparison"
            ? s.columns.map((c) => c.heading)
            : [];
    return [...own, ...body];
  });
}

/** The bookmarks a source gets: one per slide (its label), per tab, or per doc heading (nested, read depth first). */
function expectedBookmarks(source: Source): string[] {
  if (source.kind === "deck") return source.slides.map((s, i) => slideLabel(s, i));
  if (source.kind === "sheet") return source.sheets.map((t) => t.name);
  return expectedHeadings(source);
}

const flatOutline = (items: { title: string; items: unknown[] }[]): string[] =>
  items.flatMap((i) => [i.title, ...flatOutline(i.items as typeof items)]);

const showcase = loadShowcase();
const CASES: [string, Source][] = [
  ...showcase.list().map((d): [string, Source] => [`showcase ${d.id}`, showcase.get(d.id).source]),
  ...composed(),
  ["long two-tab sheet", longSheet()],
  ["Japanese spans in an English deck", JAPANESE_IN_ENGLISH],
  ["doc of every block", everyBlockDoc()],
  ["designed deck (KPI, cards, timeline, comparison, team)", benchDesignedDeck()],
];

// First in the file (a fresh font cache): fontkit keeps glyphs per process, so only a first render shows the fault.
describe("Unicode for every glyph", () => {
  it("maps every glyph to its character, also one first written as a composite's component in an earlier document", async () => {
    // The colon and the ellipsis are drawn from the period: writing them once left the period without a character.
    await exportSource({ kind: "doc", title: "First", markdown: "# Ratios: 3:2 … ; ok" }, "pdf");
    const pdf = await readTagged(
      (await exportSource({ kind: "doc", title: "Second", markdown: "# 1. Summary" }, "pdf")).bytes,
    );
    expect(popplerHeadings(pdf).map((h) => h.text)).toEqual(["1. Summary"]);
    expect(pdfText(pdf.file)).toContain("1. Summary");
  });
});

describe.each(CASES)("%s → tagged PDF", (_name, source) => {
  let pdf: TaggedPdf;
  beforeAll(async () => {
    pdf = await readTagged((await exportSource(source, "pdf")).bytes);
  });

  it("has a structure tree under one Document element", () => expect(rules.structureTree(pdf)).toEqual([]));

  it("tags the source's headings, in reading order", () => {
    expect(popplerHeadings(pdf).map((h) => h.text)).toEqual(expectedHeadings(source).map(comparable));
  });

  it("starts at H1 and never skips a heading level", () => expect(rules.headingLevels(pdf)).toEqual([]));

  it("tags lists as L > LI > Lbl + LBody", () => expect(rules.lists(pdf)).toEqual([]));

  it("tags tables as Table > TR with a scoped TH row, then TD rows", () => expect(rules.tables(pdf)).toEqual([]));

  it("gives every Figure alternate text", () => expect(rules.figureAlt(pdf)).toEqual([]));

  it("marks all text: tagged content the tree owns, or an artifact", () =>
    expect(rules.everythingMarked(pdf)).toEqual([]));

  it("keeps artifacts to pagination and ornament", () => expect(rules.artifactsAreDecoration(pdf)).toEqual([]));

  it("draws page numbers as pagination artifacts", () => expect(rules.paginationIsArtifact(pdf)).toEqual([]));

  it("has every visible word in the structure tree", () => expect(rules.visibleTextTagged(pdf)).toEqual([]));

  it("sets the document's language, and a Lang on text in another script", () =>
    expect(rules.languages(pdf, documentLanguage(source))).toEqual([]));

  it("declares Marked, DisplayDocTitle, its title (Info and XMP) and PDF/UA-1", () =>
    expect(rules.documentEntries(pdf, source.title)).toEqual([]));

  it("embeds every font with a ToUnicode map", () => expect(rules.fonts(pdf)).toEqual([]));

  it("bookmarks every slide, tab or heading", () =>
    expect(flatOutline(pdf.outline)).toEqual(expectedBookmarks(source).map((t) => t.slice(0, 200))));
});

describe("what the tags say", () => {
  it("marks the Japanese in an English deck as ja, and describes a picture without alt text by its slide", async () => {
    const pdf = await readTagged((await exportSource(JAPANESE_IN_ENGLISH, "pdf")).bytes);
    const japanese = pdf.texts.filter((t) => /[\u3040-\u30FF]/.test(t.text));
    expect(japanese.length).toBeGreaterThan(4);
    for (const t of japanese) expect(pdf.langOf.get(t.mark!), t.text).toBe("ja");
    expect(pdf.catalogLang).toBe("en");
    expect(pdf.figureAlts).toEqual(["Picture: The storefront"]);
  });

  it("describes a chart by its data, and each slide is a Sect named by its title", async () => {
    const chart = {
      type: "column" as const,
      categories: ["Q1", "Q2"],
      series: [{ name: "Units", values: [3200, 11000] }],
    };
    const deck: Deck = {
      kind: "deck",
      title: "Sales",
      slides: [
        { layout: "chart", title: "Units sold", chart },
        { layout: "quote", quote: "Sell less, better." },
      ],
    };
    const pdf = await readTagged((await exportSource(deck, "pdf")).bytes);
    expect(pdf.figureAlts).toEqual([describeChart(chart, "Units sold")]);
    expect(pdf.figureAlts[0]).toMatch(/^Column chart: Units sold/);
    const sects = [...walk(pdf.tree)].filter((n) => n.role === "Sect");
    expect(sects.map((s) => s.title)).toEqual(["Units sold", "Sell less, better."]);
    expect(sects[1]!.children.map((c) => c.role)).toEqual(["BlockQuote"]);
  });

  it("repeats a long table's header on later pages as an artifact, the first header row alone being TH", async () => {
    const pdf = await readTagged((await exportSource(longSheet(), "pdf")).bytes);
    const tables = [...walk(pdf.tree)].filter((n) => n.role === "Table");
    expect(tables[0]!.children.filter((r) => r.children.some((c) => c.role === "TH"))).toHaveLength(1);
    expect(tables[0]!.children).toHaveLength(161);
    expect(pdf.texts.filter((t) => t.text === "Count" && t.mark === "artifact").length).toBeGreaterThan(1);
    expect(pdf.texts.filter((t) => /^\d+ \/ \d+$/.test(t.text.trim())).every((t) => t.mark === "artifact")).toBe(true);
  });

  it("packs the structure into object streams found through a cross-reference stream, so a big table stays small", async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`Item ${i + 1}`, i * 3, i * 1.25, i % 3 ? "ok" : "check"]);
    const sheet = {
      kind: "sheet",
      title: "Rows",
      sheets: [
        {
          name: "Data",
          columns: [
            { header: "Item" },
            { header: "Count", type: "integer" },
            { header: "Price", type: "currency" },
            { header: "Note" },
          ],
          rows,
        },
      ],
    } as Sheet;
    const { bytes } = await exportSource(sheet, "pdf");
    const raw = rawPdf(bytes);
    expect(raw).toContain("/Type /ObjStm");
    expect(raw).toContain("/Type /XRef");
    expect(raw).not.toMatch(/\nxref\n/);
    // 10,001 structure elements: untagged this sheet is 130 KB; one object per element made it 1 MB.
    expect(bytes.length).toBeLessThan(450_000);
    const file = savePdf(bytes);
    const struct = spawnSync("pdfinfo", ["-struct", file], { encoding: "utf8", maxBuffer: 1 << 28 });
    expect(struct.stderr).toBe("");
    expect(struct.stdout.match(/^\s+TR$/gm)).toHaveLength(2001);
    expect(spawnSync("pdftotext", [file, "/dev/null"], { encoding: "utf8" }).stderr).toBe("");
  });

  it("links carry their text as Contents inside a Link element, and images without alt are described by the heading above them", async () => {
    const pdf = await readTagged((await exportSource(everyBlockDoc(), "pdf")).bytes);
    expect([...walk(pdf.tree)].filter((n) => n.role === "Link").map((n) => squash(n.text.join("")))).toEqual([
      "the summary",
    ]);
    expect(pdf.figureAlts).toEqual(["A tiny square", "Picture: Pictures"]);
    expect(/\/Contents \(the summary\)/.test(Buffer.from(pdf.bytes).toString("latin1"))).toBe(true);
  });
});
