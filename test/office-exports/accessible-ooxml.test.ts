// Accessible by default (#37): every pptx, docx and xlsx Quire writes — showcase demos, builtin-composer decks and docs in
// five languages, brand decks on real templates — walked as a screen reader meets it; a few opened by LibreOffice.
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { brandTemplate } from "../../src/brands/brand-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { renderDeckToDocx } from "../../src/formats/docx/render-deck-to-docx.js";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { documentLanguage } from "../../src/formats/model/language.js";
import { renderDeckToPptxSync, type PptxTemplate } from "../../src/formats/pptx/index.js";
import { renderDocToPptx } from "../../src/formats/pptx/render-doc-to-pptx.js";
import type { Deck, Doc, Source } from "../../src/formats/model/source.js";
import { SLIDE_SIZES } from "../../src/formats/model/slide-size.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import { loadShowcase } from "../../src/documents/showcase.js";
import { compose } from "../agent/prompt-suite/run-suite.js";
import { buildSuite } from "../agent/prompt-suite/suite.js";
import type { Lang } from "../agent/prompt-suite/types.js";
import { fixture } from "../brands/hostile-zips.js";
import { have, missing } from "../fixtures.js";
import { canMeasure, compact, measureDecks, slideTexts } from "../brands/measure-deck.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { designedDeck } from "../render/designed-deck.js";
import { pngDataUrlOf, rgbPng } from "../png.js";
import {
  docxProblems,
  layoutArtworkProblems,
  pptxProblems,
  slideTitles,
  xlsxProblems,
} from "./accessibility-checks.js";
import { convertToPdf, hasSoffice } from "./soffice-batch.js";

const TODAY = new Date("2026-11-25T12:00:00Z");
const picture = pngDataUrlOf(rgbPng(64, 40, (x) => [40 + x, 90, 160]));

/** Every slide kind whose title is optional, without one, and what a design shows no title placeholder for. */
function untitledDeck(): Deck {
  return {
    kind: "deck",
    title: "Untitled kinds",
    slides: [
      {
        layout: "quote",
        quote: "Simple things should be simple, complex things should be possible.",
        attribution: "Alan Kay",
      },
      { layout: "content", body: "## What changed\n\nThe depot opens at six. Deliveries start at seven." },
      { layout: "content", body: "Nothing here is a heading, so the slide is called by its number." },
      {
        layout: "kpi",
        metrics: [
          { value: "42", label: "Stores" },
          { value: "7%", label: "Growth", change: "+2 pts" },
        ],
      },
      { layout: "full-bleed", image: { src: picture, alt: "" } },
      { layout: "image", image: { src: picture, alt: "A blue gradient" } },
      {
        layout: "table",
        table: {
          columns: ["Region", "Q1", "Q2", "Q3"],
          rows: Array.from({ length: 30 }, (_, i) => [`Region ${i + 1}`, i, i * 2, i * 3]),
        },
      },
      {
        layout: "chart",
        chart: { type: "column", categories: ["Q1", "Q2"], series: [{ name: "Units", values: [3, 5] }] },
      },
      {
        layout: "cards",
        cards: [
          { icon: "rocket", title: "Launch" },
          { icon: "users", title: "Hire" },
        ],
      },
      { layout: "closing", title: "Thank you", contact: ["hello@example.com"] },
    ],
  };
}

/** A deck in English with a Japanese and a Russian span, so runs in another script are marked with their own language. */
function mixedScriptDeck(): Deck {
  return {
    kind: "deck",
    title: "Tokyo launch",
    language: "en",
    slides: [
      {
        layout: "bullets",
        title: "The name in Japan",
        bullets: ["Our brand reads 東京ストア in the shop window", "The Moscow team calls it Магазин"],
      },
      {
        layout: "table",
        title: "Signage",
        table: {
          columns: ["Market", "Sign"],
          rows: [
            ["Japan", "東京ストア"],
            ["Russia", "Магазин"],
          ],
        },
      },
    ],
  };
}

const showcase = loadShowcase();
const demos = showcase.list().map((d) => showcase.get(d.id).source);

/** Ten builtin-composer outputs: the first deck and the first doc of five languages, as the prompt suite makes them. */
const SAMPLE_LANGS: Lang[] = ["en", "de", "ja", "zh", "ar"];
const suite = buildSuite(12);
const composed: Array<{ id: string; source: Deck | Doc }> = SAMPLE_LANGS.flatMap((lang) =>
  (["deck", "doc"] as const).map((kind) => {
    const c = suite.find((s) => s.lang === lang && !s.fixed && s.kind === kind)!;
    return { id: c.id, source: compose(c).source as Deck | Doc };
  }),
);

const pptxOf = (deck: Deck, template?: PptxTemplate) => renderDeckToPptxSync(deck, { template, today: TODAY }).bytes;

const BRANDS = ["poi-themes-7-masters.pptx", "oxsdk-zh-hans-notes.pptx", "shapecrawler-google-slides.pptx"];
const absentBrands = BRANDS.filter((name) => !have(`brands/${name}`));
const hasBrands = absentBrands.length === 0;
if (!hasBrands)
  console.warn(
    `SKIPPED brand decks in accessible-ooxml: ${absentBrands.map((n) => missing(`brands/${n}`)).join(", ")}`,
  );
function brand(name: string) {
  const bytes = fixture(name);
  return brandTemplate(`a11y-${name}`, bytes, analyseTemplate(validateUpload(bytes)).strict);
}

describe("every showcase demo exports accessible office files", () => {
  for (const source of demos) {
    it(`${source.kind} "${source.title}"`, async () => {
      const lang = documentLanguage(source);
      if (source.kind === "deck") {
        const pptx = pptxOf(source);
        expect(validateOoxml(pptx)).toEqual([]);
        expect(pptxProblems(pptx, source.title, lang)).toEqual([]);
        expect(docxProblems((await renderDeckToDocx(source)).bytes, source.title, lang)).toEqual([]);
      } else if (source.kind === "doc") {
        expect(docxProblems((await renderDocToDocx(source)).bytes, source.title, lang)).toEqual([]);
        const pptx = (await renderDocToPptx(source)).bytes;
        expect(validateOoxml(pptx)).toEqual([]);
        expect(pptxProblems(pptx, source.title, lang)).toEqual([]);
      } else {
        expect(xlsxProblems((await renderSheetToXlsx(source)).bytes, source.title, lang)).toEqual([]);
      }
    });
  }
});

describe("the builtin composer's decks and docs are accessible in every script", () => {
  it("samples a deck and a doc in each of five languages", () => {
    expect(composed.map((c) => c.source.kind)).toEqual(SAMPLE_LANGS.flatMap(() => ["deck", "doc"]));
  });

  for (const { id, source } of composed) {
    it(`${id} (${source.kind})`, async () => {
      const lang = documentLanguage(source);
      expect(lang).toBe(id.slice(0, 2));
      if (source.kind === "deck") {
        expect(pptxProblems(pptxOf(source), source.title, lang)).toEqual([]);
        expect(docxProblems((await renderDeckToDocx(source)).bytes, source.title, lang)).toEqual([]);
      } else {
        expect(docxProblems((await renderDocToDocx(source)).bytes, source.title, lang)).toEqual([]);
        expect(pptxProblems((await renderDocToPptx(source)).bytes, source.title, lang)).toEqual([]);
      }
    });
  }
});

describe("decks on the built-in themes", () => {
  it("every theme's artwork, at every slide size, is marked as decoration", () => {
    for (const theme of THEME_NAMES) {
      for (const size of SLIDE_SIZES) {
        const deck: Deck = {
          kind: "deck",
          title: "T",
          size,
          theme: { name: theme },
          slides: [{ layout: "title", title: "T" }],
        };
        expect(layoutArtworkProblems(pptxOf(deck)), `${theme} ${size}`).toEqual([]);
      }
    }
  });

  for (const theme of ["light", "dark", "aurora"]) {
    it(`${theme}: every designed kind and every untitled kind`, () => {
      for (const deck of [designedDeck(), untitledDeck()]) {
        const pptx = pptxOf({ ...deck, theme: { name: theme } });
        expect(validateOoxml(pptx)).toEqual([]);
        expect(pptxProblems(pptx, deck.title, "en")).toEqual([]);
      }
    });
  }

  it("names untitled slides by their heading-like text, else by number, off the slide", () => {
    const titles = slideTitles(pptxOf(untitledDeck()));
    expect(titles.map((t) => t.title)).toEqual([
      "Simple things should be simple, complex things should be possible.",
      "What changed",
      "Slide 3",
      "Stores, Growth",
      "Slide 5",
      "A blue gradient",
      // The untitled table runs over three slides, each named by its own number, like the chart after it.
      "Slide 7",
      "Slide 8",
      "Slide 9",
      "Slide 10",
      "Launch, Hire",
      "Thank you",
    ]);
    // The table, on the theme's table layout, shows a title placeholder: only the slides without one hide theirs.
    expect(titles.filter((t) => t.hidden).length).toBeGreaterThanOrEqual(8);
    expect(titles.every((t) => t.title)).toBe(true);
  });

  it("describes tables by title and size, one slide's rows at a time, and charts from their data", () => {
    const table = {
      ...(untitledDeck().slides[6] as Extract<Deck["slides"][number], { layout: "table" }>),
      title: "Regions",
    };
    const chart = {
      kind: "deck" as const,
      title: "T",
      slides: [
        table,
        {
          layout: "chart" as const,
          title: "Units",
          chart: { type: "column" as const, categories: ["Q1", "Q2"], series: [{ name: "Units", values: [3, 5] }] },
        },
      ],
    };
    const files = unzipSync(pptxOf(chart));
    const descrs = Object.keys(files)
      .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .sort((a, b) => Number(/(\d+)\.xml/.exec(a)![1]) - Number(/(\d+)\.xml/.exec(b)![1]))
      .flatMap((n) => [...strFromU8(files[n]!).matchAll(/<p:graphicFrame>.*?descr="([^"]*)"/g)].map((m) => m[1]));
    expect(descrs).toEqual([
      "Table: Regions, 4 columns, rows 1 to 10 of 30",
      "Table: Regions, 4 columns, rows 11 to 20 of 30",
      "Table: Regions, 4 columns, rows 21 to 30 of 30",
      "Column chart: Units, Q1 to Q2; highest 5 (Q2); lowest 3 (Q1).",
    ]);
  });

  it("marks a run in another script with its own language (the deck's as altLang in pptx)", async () => {
    expect(pptxProblems(pptxOf(mixedScriptDeck()), "Tokyo launch", "en")).toEqual([]);
    expect(docxProblems((await renderDeckToDocx(mixedScriptDeck())).bytes, "Tokyo launch", "en")).toEqual([]);
  });
});

/** The package with `part`'s XML changed by `edit` (which must change it). */
function edited(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  const before = strFromU8(files[part]!);
  const after = edit(before);
  if (after === before) throw new Error(`the edit left ${part} as it was`);
  return zipSync({ ...files, [part]: strToU8(after) });
}

describe("the checks find what is missing", () => {
  const deck = pptxOf(untitledDeck());
  const lastMatch = (xml: string, re: RegExp) => [...xml.matchAll(re)].at(-1)![0];

  it("a picture without alt text, a shape not marked as decoration, a slide without a title, a run without the language", () => {
    expect(
      pptxProblems(
        edited(deck, "ppt/slides/slide6.xml", (x) => x.replace(/ descr="[^"]*"/, "")),
        "Untitled kinds",
        "en",
      ),
    ).toEqual([expect.stringMatching(/slide6.*pic "Picture \d+" has neither alt text nor a decorative mark/)]);
    expect(
      pptxProblems(
        edited(deck, "ppt/slides/slide4.xml", (x) =>
          x.replace(/<a:extLst><a:ext uri="\{C183D7F6[^]*?<\/a:extLst>/, ""),
        ),
        "Untitled kinds",
        "en",
      ),
    ).toEqual([expect.stringMatching(/slide4.*draws no text and is not marked as decoration/)]);
    expect(
      pptxProblems(
        edited(deck, "ppt/slides/slide3.xml", (x) =>
          x.replace(/<p:sp><p:nvSpPr><p:cNvPr id="\d+" name="Hidden title[^]*?<\/p:sp>/, ""),
        ),
        "Untitled kinds",
        "en",
      ),
    ).toEqual(["ppt/slides/slide3.xml: no title placeholder with text"]);
    expect(
      pptxProblems(
        edited(deck, "ppt/slides/slide2.xml", (x) => x.replace(/<a:rPr lang="en" sz/, '<a:rPr lang="de" sz')),
        "Untitled kinds",
        "en",
      ),
    ).toEqual([expect.stringMatching(/slide2.*has lang=de, not en/)]);
    expect(
      pptxProblems(
        edited(deck, "ppt/slides/slide7.xml", (x) => x.replace('firstRow="1"', "")),
        "Untitled kinds",
        "en",
      ),
    ).toEqual([expect.stringMatching(/slide7.*does not mark its header row/)]);
    expect(pptxProblems(deck, "Untitled kinds", "de")).toContainEqual('core.xml: dc:language is "en", not de');
  });

  it("a skipped heading level, a table header that does not repeat, a picture without alt text, the wrong language", async () => {
    const doc: Doc = {
      kind: "doc",
      title: "Report",
      markdown: `# Report\n\n## Part\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n![A chart of sales](${picture})`,
    };
    const docx = (await renderDocToDocx(doc)).bytes;
    expect(docxProblems(docx, "Report", "en")).toEqual([]);
    expect(
      docxProblems(
        edited(docx, "word/document.xml", (x) => x.replace('w:val="Heading2"', 'w:val="Heading3"')),
        "Report",
        "en",
      ),
    ).toEqual([expect.stringMatching(/"Part" is Heading3 after level 1/)]);
    expect(
      docxProblems(
        edited(docx, "word/document.xml", (x) => x.replace("<w:trPr><w:tblHeader/></w:trPr>", "")),
        "Report",
        "en",
      ),
    ).toEqual([expect.stringMatching(/does not repeat as its header/)]);
    expect(
      docxProblems(
        edited(docx, "word/document.xml", (x) => x.replace(/(<wp:docPr[^>]*) descr="[^"]*"/, "$1")),
        "Report",
        "en",
      ),
    ).toEqual([expect.stringMatching(/picture "Picture 1" has neither alt text/)]);
    expect(docxProblems(docx, "Report", "fr")).toEqual(
      expect.arrayContaining([expect.stringMatching(/default w:lang val is en, not fr/)]),
    );
    const cjk = await renderDocToDocx({
      kind: "doc",
      title: "Tokyo",
      language: "en",
      markdown: "Our shop is 東京ストア.",
    });
    expect(
      docxProblems(
        edited(cjk.bytes, "word/document.xml", (x) => x.replace(/<w:lang w:eastAsia="ja"\/>/, "")),
        "Tokyo",
        "en",
      ),
    ).toEqual([expect.stringMatching(/is ja but not marked so/)]);
  });

  it("a sheet whose header row does not print on every page, or is merged", async () => {
    const sheet = demos.find((d): d is Extract<Source, { kind: "sheet" }> => d.kind === "sheet")!;
    const xlsx = (await renderSheetToXlsx(sheet)).bytes;
    const lang = documentLanguage(sheet);
    expect(
      xlsxProblems(
        edited(xlsx, "xl/workbook.xml", (x) =>
          x.replace(lastMatch(x, /<definedName name="_xlnm.Print_Titles"[^>]*>[^<]*<\/definedName>/g), ""),
        ),
        sheet.title,
        lang,
      ),
    ).toEqual([expect.stringMatching(/does not repeat its header row on printed pages/)]);
    expect(
      xlsxProblems(
        edited(xlsx, "xl/worksheets/sheet1.xml", (x) =>
          x.replace("</sheetData>", '</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells>'),
        ),
        sheet.title,
        lang,
      ),
    ).toEqual(["xl/worksheets/sheet1.xml: merged cells in a table"]);
  });
});

describe.skipIf(!hasBrands)("brand decks on real templates", () => {
  for (const name of BRANDS) {
    it(name, () => {
      const template = brand(name);
      for (const deck of [designedDeck(), untitledDeck(), demos.find((d): d is Deck => d.kind === "deck")!]) {
        const pptx = pptxOf(deck, template);
        expect(validateOoxml(pptx), `${deck.title} on ${name}`).toEqual([]);
        expect(pptxProblems(pptx, deck.title, documentLanguage(deck)), `${deck.title} on ${name}`).toEqual([]);
      }
    });
  }
});

describe.skipIf(!hasSoffice || !canMeasure)("LibreOffice still opens them, and hidden titles stay hidden", () => {
  it(
    "converts decks, documents and a workbook; no hidden title is drawn; the decks measure clean",
    { timeout: 240_000 },
    async () => {
      const decks: Record<string, Uint8Array> = {
        "untitled-light": pptxOf(untitledDeck()),
        "designed-dark": pptxOf({ ...designedDeck(), theme: { name: "dark" } }),
      };
      if (hasBrands) decks["untitled-brand"] = pptxOf(untitledDeck(), brand(BRANDS[0]!));
      const doc = demos.find((d): d is Doc => d.kind === "doc")!;
      const sheet = demos.find((d) => d.kind === "sheet")!;
      const files: Record<string, Uint8Array> = {
        ...Object.fromEntries(Object.entries(decks).map(([n, b]) => [`${n}.pptx`, b])),
        "doc.docx": (await renderDocToDocx(doc)).bytes,
        "handout.docx": (await renderDeckToDocx(untitledDeck())).bytes,
        "sheet.xlsx": (await renderSheetToXlsx(sheet as Extract<Source, { kind: "sheet" }>)).bytes,
      };
      const pdf = convertToPdf(files);
      let checked = 0;
      for (const [name, result] of Object.entries(pdf)) expect(result.exists, name).toBe(true);
      for (const [name, bytes] of Object.entries(decks)) {
        const titles = slideTitles(bytes);
        const pages = pdf[`${name}.pptx`]!.text.split("\f");
        expect(pdf[`${name}.pptx`]!.pages, name).toBe(titles.length);
        const visible = slideTexts(bytes);
        titles.forEach((t, i) => {
          // A hidden title whose words the slide shows anyway (a quote, a caption, card titles) cannot be told apart: only the others count.
          const words = t.title
            .split(/\s+/)
            .map(compact)
            .filter((w) => w.length >= 2)
            .join("");
          if (!t.hidden || visible[i]!.words.map(compact).join("").includes(words)) return;
          expect(compact(pages[i] ?? ""), `${name} slide ${i + 1}`).not.toContain(words);
          checked++;
        });
      }
      expect(checked).toBeGreaterThanOrEqual(4);
      const measured = measureDecks(decks, { pixels: false });
      for (const [name, m] of Object.entries(measured)) {
        const broken = m.findings.filter((f) =>
          ["page-count", "missing-title", "missing-word", "outside", "overlap"].includes(f.check),
        );
        expect(broken, name).toEqual([]);
      }
    },
  );
});
