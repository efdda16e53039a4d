// readPptx: Quire's own pptx exports read back equal, real third-party decks read with their content, hostile files refused fast.
import { deckToMarkdown } from "../../src/formats/model/to-markdown.js";
import { importFile } from "../../src/import/import-file.js";
import { randomBytes } from "node:crypto";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Block } from "../../src/formats/model/blocks.js";
import { inlineText } from "../../src/formats/model/blocks.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import { DeckSchema, SOURCE_LIMITS, type Deck, type Slide } from "../../src/formats/model/source.js";
import { DEFAULT_IMPORT_BUDGET, type ImportBudget, type ImportResult } from "../../src/import/import-types.js";
import { PptxPackage } from "../../src/import/pptx/open-package.js";
import { readPptx } from "../../src/import/pptx/read-pptx.js";
import type { ValidatedPackage } from "../../src/formats/ooxml/check-package.js";
import { AppError } from "../../src/lib/errors.js";
import { fixture, hostileUploads } from "../brands/hostile-zips.js";
import { have, needs, readThirdParty } from "../fixtures.js";
import { pngDataUrlOf, rgbPng } from "../png.js";
import { designedDeck } from "../render/designed-deck.js";
import { sampleDeck } from "../render/samples.js";

const titleOf = (slide: Slide | undefined) => (slide && "title" in slide ? slide.title : undefined);
const material = (name: string) => readThirdParty(`material/${name}`);

/** A package with some parts' text changed (for shapes no fixture holds). */
function edited(bytes: Uint8Array, edits: Record<string, (xml: string) => string>): Uint8Array {
  const parts = unzipSync(bytes);
  for (const [name, edit] of Object.entries(edits))
    parts[name] = new TextEncoder().encode(edit(new TextDecoder().decode(parts[name]!)));
  return zipSync(parts);
}

const budget = (over: Partial<ImportBudget> = {}): ImportBudget => ({
  ...DEFAULT_IMPORT_BUDGET,
  deadline: Date.now() + DEFAULT_IMPORT_BUDGET.timeMs,
  ...over,
});

async function read(
  bytes: Uint8Array,
  file: string,
  over?: Partial<ImportBudget>,
): Promise<ImportResult & { deck: Deck }> {
  const result = await readPptx(bytes, file, budget(over));
  const deck = DeckSchema.parse(result.source);
  expect(result.refs).toHaveLength(deck.slides.length);
  expect(result.warnings.join(" ")).not.toMatch(/could not be read/);
  return { ...result, deck };
}

/** The words of Markdown as a reader sees them (marks, escapes and list numbers gone). */
function words(markdown: string): string {
  const text = (blocks: Block[]): string[] =>
    blocks.flatMap((b) => {
      switch (b.type) {
        case "heading":
        case "paragraph":
          return [inlineText(b.children)];
        case "list":
          return b.items.flatMap((item) => text(item.blocks));
        case "quote":
          return text(b.blocks);
        case "code":
          return [b.text];
        case "table":
          return [...b.header, ...b.rows.flat()].map(inlineText);
        case "rule":
          return [];
      }
    });
  return text(parseMarkdown(markdown).blocks).join(" ").replace(/\s+/g, " ").trim();
}

/** Everything a slide shows as text, in its reading order, as one string of words. */
function slideWords(slide: Slide): string {
  const s = slide as Record<string, unknown>;
  const parts = [
    s.title,
    s.subtitle,
    s.quote,
    s.attribution,
    s.body,
    s.left,
    s.right,
    (s.image as { alt?: string } | undefined)?.alt,
  ];
  if (slide.layout === "bullets")
    parts.push(...slide.bullets.flatMap((b) => (typeof b === "string" ? [b] : [b.text, ...b.children])));
  return parts
    .filter((p): p is string => typeof p === "string")
    .map(words)
    .join(" ");
}

/** The strings a designed slide holds, in the order its source lists them (icons, trends and pictures aside). */
function designedStrings(slide: Slide): string[] {
  switch (slide.layout) {
    case "kpi":
      return [slide.title!, ...slide.metrics.flatMap((m) => [m.value, m.label, m.change ?? ""])];
    case "cards":
      return [slide.title!, ...slide.cards.flatMap((c) => [c.title, c.text ?? ""])];
    case "timeline":
      return [slide.title!, ...slide.steps.flatMap((s) => [s.date ?? "", s.title, s.text ?? ""])];
    case "comparison":
      return [slide.title!, ...slide.columns.flatMap((c) => [c.heading, ...c.points])];
    case "agenda":
      return [slide.title!, ...slide.items];
    case "team":
      return [slide.title!, ...slide.people.flatMap((p) => [p.name, p.role ?? ""])];
    case "image-text":
      return [slide.title!, words(slide.body)];
    case "full-bleed":
    case "closing":
    case "title":
    case "section":
      return [slide.title ?? "", slide.subtitle ?? "", ...(slide.layout === "closing" ? (slide.contact ?? []) : [])];
    default:
      return [slideWords(slide)];
  }
}

function expectInOrder(text: string, parts: string[]): void {
  let at = 0;
  for (const part of parts.filter(Boolean)) {
    const found = text.indexOf(part, at);
    expect(found, `"${part}" after position ${at} in "${text}"`).toBeGreaterThanOrEqual(at);
    at = found + part.length;
  }
}

describe("readPptx: Quire's own exports come back", () => {
  it("the sample deck: every layout, title, text, table cell, chart value, picture and note equal", async () => {
    const original = sampleDeck();
    const { deck, warnings, units, refs } = await read(renderDeckToPptxSync(original).bytes, "strategy.pptx");
    expect(warnings).toEqual([]);
    expect(units).toEqual({ kind: "slide", count: original.slides.length });
    expect(refs).toEqual(original.slides.map((_, i) => ({ file: "strategy.pptx", slide: i + 1 })));
    expect(deck.title).toBe(original.title);
    expect(deck.slides.map((s) => s.layout)).toEqual(original.slides.map((s) => s.layout));
    original.slides.forEach((want, i) => {
      const got = deck.slides[i]!;
      expect(got.notes, `notes of slide ${i + 1}`).toBe(want.notes);
      if (want.layout === "content" && got.layout === "content") {
        expect(got.title).toBe(want.title);
        expect(words(got.body)).toBe(words(want.body));
      } else expect(got).toEqual(want);
    });
  });

  it("the designed kinds (drawn as shapes and text boxes): every word back, in the source's order", async () => {
    const original = designedDeck();
    const { deck, units } = await read(renderDeckToPptxSync(original).bytes, "northwind.pptx");
    expect(units.count).toBe(original.slides.length);
    expect(deck.title).toBe(original.title);
    expect(deck.slides).toHaveLength(original.slides.length);
    original.slides.forEach((want, i) => {
      const got = deck.slides[i]!;
      const text = slideWords(got);
      if (titleOf(want)) expect(titleOf(got), `title of slide ${i + 1}`).toBe(titleOf(want));
      expectInOrder(
        text,
        designedStrings(want).map((s) => words(s)),
      );
    });
    // The pictures stay pictures.
    expect(deck.slides[7]).toMatchObject({ layout: "image-text", image: { alt: "Our Rotterdam cross-dock at dawn" } });
    expect(deck.slides[8]).toMatchObject({ layout: "image", title: "Reliable is the product" });
  });
});

describe("a deck made from material comes back with its sources", () => {
  const grounded: Deck = {
    kind: "deck",
    title: "Depot review",
    slides: [
      { layout: "title", title: "Depot review", sources: [{ file: "review.pdf", page: 1 }] },
      {
        layout: "bullets",
        title: "Results",
        bullets: ["Delivery times fell 18%."],
        notes: "The whole section.",
        sources: [
          { file: "review.pdf", page: 3 },
          { file: "figures, 2026.xlsx", sheet: "Q3 sales" },
        ],
      },
      {
        layout: "bullets",
        title: "Next",
        bullets: ["A second depot opens in March."],
        sources: [{ file: "Notes" }, { file: "deck.pptx", slide: 4 }],
      },
    ],
  };
  for (const format of ["pptx", "md"] as const) {
    it(`through ${format}: each slide's sources and notes as they were`, async () => {
      const bytes =
        format === "pptx" ? renderDeckToPptxSync(grounded).bytes : new TextEncoder().encode(deckToMarkdown(grounded));
      const back = (await importFile(bytes, `review.${format}`)).source as Deck;
      expect(back.slides.map((s) => [s.notes, s.sources])).toEqual(grounded.slides.map((s) => [s.notes, s.sources]));
    });
  }
});

describe("readPptx: real decks (third-party material)", () => {
  it("poi-bar-chart.pptx: one bar chart with its cached categories and values", async () => {
    const { deck, units, warnings } = await read(material("poi-bar-chart.pptx"), "poi-bar-chart.pptx");
    expect(units).toEqual({ kind: "slide", count: 1 });
    expect(warnings).toEqual([]);
    expect(deck.title).toBe("My Pie Chart"); // docProps/core.xml says so
    expect(deck.slides).toEqual([
      {
        layout: "chart",
        title: "My Bar Chart",
        chart: {
          type: "bar",
          categories: ["1st Qtr", "2nd Qtr", "3rd Qtr", "4th Qtr"],
          series: [{ name: "Sales", values: [8.2, 3.2, 1.4, 1.2] }],
        },
      },
    ]);
  });

  it("poi-performance-up.pptx: 48 slides, bullets with levels, the log-format table, code, pictures and notes", async () => {
    const { deck, units, warnings, refs } = await read(material("poi-performance-up.pptx"), "perf.pptx");
    expect(units).toEqual({ kind: "slide", count: 48 });
    expect(deck.title).toBe("Apache Performance Tuning");
    // Slide 17 holds a table and text: the text became a slide of its own before the table.
    expect(deck.slides).toHaveLength(49);
    expect(refs.filter((r) => r.slide === 17)).toHaveLength(2);
    expect(deck.slides[0]).toMatchObject({
      layout: "title",
      title: "Apache Performance Tuning",
      subtitle: "Part 1: Scaling Up\nSander Temme <sander@temme.net>",
      notes: "Hello crowd, welcome. Introduce self.",
    });
    expect(deck.slides[6]).toEqual({
      layout: "bullets",
      title: "No Silver Bullet",
      bullets: [
        { text: "Every site is different", children: ["Dynamic Content", "Static Content"] },
        "Different Traffic Patterns",
        "SSL or Plaintext",
        "No Cookie Cutter Approach",
      ],
    });
    const table = deck.slides.find((s) => s.layout === "table");
    expect(table).toMatchObject({ title: "Combined Log Format", table: { columns: ["Client IP", "222.127.111.234"] } });
    expect(table?.layout === "table" && table.table.rows).toEqual(
      expect.arrayContaining([
        ["Status Code", 200],
        ["Content Bytes", 22992],
        ["username", "-"],
      ]),
    );
    expect(deck.slides.find((s) => titleOf(s) === "mod_cache Configuration")).toMatchObject({
      layout: "content",
      body: expect.stringMatching(/^```\n <IfModule mod_cache.c>\n[\s\S]*CacheMaxExpire 21600\n/),
    });
    expect(deck.slides.filter((s) => s.layout === "image" || s.layout === "image-text").length).toBeGreaterThanOrEqual(
      8,
    );
    expect(deck.slides.filter((s) => s.notes)).toHaveLength(8); // 41 notes slides, 8 with text
    expect(warnings).toContain("Hidden slides were imported as ordinary slides (slides 13 and 48).");
  });

  it("poi-sample-show.pptx: a title slide and a bullet slide, both with notes", async () => {
    const { deck, units } = await read(material("poi-sample-show.pptx"), "SampleShow.pptx");
    expect(units.count).toBe(2);
    expect(deck.title).toBe("SlideShow Sample");
    expect(deck.slides).toEqual([
      {
        layout: "title",
        title: "Title of the first slide",
        subtitle: "Subtitle of the first slide\nThis bit is in italic green",
        notes: "I am the notes of the first slide",
      },
      {
        layout: "bullets",
        title: "This is the second slide",
        bullets: [
          "It has bullet points on it",
          "They’re fun, aren’t they?",
          "Especially in a different font like Arial Black at 16 point\\!",
        ],
        notes: "These are the notes of the 2nd slide\n\n**THIS LINE IS BOLD**",
      },
    ]);
  });

  it("poi-smartart.pptx: a SmartArt diagram without text is said to be left out", async () => {
    const { deck, units, warnings } = await read(material("poi-smartart.pptx"), "SmartArt.pptx");
    expect(units.count).toBe(1);
    expect(deck.title).toBe("SmartArt"); // core.xml holds PowerPoint's default title, so the file name names the deck
    expect(deck.slides).toHaveLength(1);
    expect(warnings.join(" ")).toMatch(/SmartArt without text was left out \(slide 1\)/);
  });

  it("poi-with-master.pptx: title slides, footers from the master left out", async () => {
    const { deck, units } = await read(material("poi-with-master.pptx"), "WithMaster.pptx");
    expect(units.count).toBe(2);
    expect(deck.slides).toEqual([
      { layout: "title", title: "First page title", subtitle: "First page subtitle" },
      { layout: "title", title: "2nd page subtitle" },
    ]);
    expect(JSON.stringify(deck)).not.toContain("Footer from the master slide");
  });
});

describe("readPptx: shapes the fixtures lack", () => {
  const textBox = (id: number, x: number, text: string) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="T${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x}" y="0"/><a:ext cx="1500000" cy="500000"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`;
  const frame = (id: number, uri: string, inner: string) =>
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="F${id}"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="0" y="0"/><a:ext cx="100" cy="100"/></p:xfrm><a:graphic><a:graphicData uri="${uri}">${inner}</a:graphicData></a:graphic></p:graphicFrame>`;

  it("a scaled group's texts in reading order; video, OLE, ink and SmartArt without a drawing named in warnings", async () => {
    const group =
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="20" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="6000000"/><a:ext cx="8000000" cy="1000000"/><a:chOff x="0" y="0"/><a:chExt cx="4000000" cy="500000"/></a:xfrm></p:grpSpPr>` +
      `${textBox(21, 2000000, "Grouped right")}${textBox(22, 0, "Grouped left")}</p:grpSp>`;
    const video = `<p:pic><p:nvPicPr><p:cNvPr id="30" name="Video"/><p:cNvPicPr/><p:nvPr><a:videoFile r:link="rId99"/></p:nvPr></p:nvPicPr><p:blipFill><a:blip r:embed="rId98"/></p:blipFill><p:spPr/></p:pic>`;
    const ole = frame(31, "http://schemas.openxmlformats.org/presentationml/2006/ole", "<p:oleObj/>");
    const smartArt = frame(
      32,
      "http://schemas.openxmlformats.org/drawingml/2006/diagram",
      `<dgm:relIds xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" r:dm="rId97"/>`,
    );
    const ink = `<p:contentPart r:id="rId96"/>`;
    const bytes = edited(material("poi-sample-show.pptx"), {
      "ppt/slides/slide2.xml": (xml) =>
        xml.replace("</p:spTree>", `${group}${video}${ole}${smartArt}${ink}</p:spTree>`),
    });
    const { deck, warnings } = await read(bytes, "shapes.pptx");
    expect(deck.slides[1]).toMatchObject({
      layout: "content",
      title: "This is the second slide",
      body: expect.stringMatching(
        /- Especially in a different font like Arial Black at 16 point\\!\n\nGrouped left\n\nGrouped right$/,
      ),
    });
    expect(warnings).toEqual(
      expect.arrayContaining([
        "Video and audio were left out (slide 2).",
        expect.stringMatching(/^Embedded objects \(OLE.*\(slide 2\)\.$/),
        "Ink drawings were left out (slide 2).",
        "SmartArt left out: the file holds no drawing of it to read its text from (slide 2).",
      ]),
    );
  });

  it("SmartArt text from its drawing, as a list in reading order", async () => {
    let n = 0;
    const bytes = edited(material("poi-smartart.pptx"), {
      "ppt/diagrams/drawing1.xml": (xml) =>
        xml.replace(
          /<a:endParaRPr lang="ru-RU"/g,
          () => `<a:r><a:t>${["One", "Two", "Three", "Four", "Five"][n++]}</a:t></a:r><a:endParaRPr lang="ru-RU"`,
        ),
    });
    const { deck, warnings } = await read(bytes, "smartart.pptx");
    expect(warnings).toEqual([]);
    expect(deck.slides).toEqual([{ layout: "content", body: "- One\n- Two\n- Three\n- Four\n- Five" }]);
  });

  it("a chart cache with a negative ptCount (found by fuzzing) still reads its points", async () => {
    const bytes = edited(material("poi-bar-chart.pptx"), {
      "ppt/charts/chart1.xml": (xml) => xml.replace(/<c:ptCount val="\d+"\/>/g, '<c:ptCount val="-5"/>'),
    });
    const { deck } = await read(bytes, "chart.pptx");
    expect(deck.slides[0]).toMatchObject({
      layout: "chart",
      chart: {
        categories: ["1st Qtr", "2nd Qtr", "3rd Qtr", "4th Qtr"],
        series: [{ name: "Sales", values: [8.2, 3.2, 1.4, 1.2] }],
      },
    });
  });

  it("two charts on one slide become two slides; a kind Quire does not draw becomes a table of its data", async () => {
    const exported = renderDeckToPptxSync(sampleDeck()).bytes;
    const bytes = edited(exported, {
      // Slide 7's column chart drawn a second time below the first; slide 8's pie turned into a radar chart.
      "ppt/slides/slide7.xml": (xml) =>
        xml.replace(
          /(<p:graphicFrame>[\s\S]*?<\/p:graphicFrame>)/,
          (f) => f + f.replace('<a:off x="838200" y="1825625"/>', '<a:off x="838200" y="5000000"/>'),
        ),
      "ppt/charts/chart2.xml": (xml) => xml.replace(/c:pieChart>/g, "c:radarChart>"),
    });
    const { deck, warnings, refs } = await read(bytes, "charts.pptx");
    expect(deck.slides.slice(6, 8).map((s) => [s.layout, titleOf(s)])).toEqual([
      ["chart", "Quarterly revenue ($k)"],
      ["chart", "Quarterly revenue ($k)"],
    ]);
    expect(refs.slice(6, 9).map((r) => r.slide)).toEqual([7, 7, 8]);
    expect(deck.slides[8]).toMatchObject({
      layout: "table",
      table: {
        columns: ["", "Share"],
        rows: [
          ["Referrals", 38],
          ["Search", 24],
          ["Partners", 18],
          ["Events", 12],
          ["Outbound", 8],
        ],
      },
    });
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/one slide per table or chart.*\(slide 7\)/),
        expect.stringMatching(/became tables of their data \(slide 8\)/),
      ]),
    );
  });
});

describe("readPptx: the brand fixtures import", () => {
  const cases: [string, number, string][] = [
    ["automizer-SlideDimensions1-libreoffice-16x10.pptx", 2, "automizer-SlideDimensions1-libreoffice-16x10"],
    ["automizer-SlidesWithAdditionalMaster.pptx", 3, "Test"],
    ["oxsdk-zh-hans-notes.pptx", 5, "我们"],
    ["poi-maloney-a4-size.pptx", 28, "How effective communication can help evaluation achieve influence"],
    ["poi-themes-7-masters.pptx", 10, "Standard Office theme"],
    ["pypptx-default-4x3.pptx", 0, "pypptx-default-4x3"],
    ["shapecrawler-google-slides.pptx", 1, "Title"],
  ];
  // poi-maloney-a4-size.pptx is an extra fixture only: its cases skip, naming it, without it.
  for (const [name, count, title] of cases) {
    it.skipIf(!have(`brands/${name}`))(needs(name, `brands/${name}`), async () => {
      const { deck, units } = await read(fixture(name), name);
      expect(units).toEqual({ kind: "slide", count });
      expect(deck.title).toBe(title);
    });
  }

  it("a .potx (template content type) reads as a deck too", async () => {
    const potx = edited(material("poi-sample-show.pptx"), {
      "[Content_Types].xml": (xml) =>
        xml.replace("presentationml.presentation.main+xml", "presentationml.template.main+xml"),
    });
    const { deck } = await read(potx, "SampleShow.potx");
    expect(deck.slides.map((s) => titleOf(s))).toEqual(["Title of the first slide", "This is the second slide"]);
  });

  it.skipIf(!have("brands/poi-maloney-a4-size.pptx"))(
    needs("poi-maloney-a4-size.pptx: its tables and numbered outline", "brands/poi-maloney-a4-size.pptx"),
    async () => {
      const { deck } = await read(fixture("poi-maloney-a4-size.pptx"), "maloney.pptx");
      expect(deck.slides[7]).toMatchObject({
        layout: "table",
        title: "Marketing in evaluation",
        table: { columns: ["Principle", "Applied to evaluation…"] },
      });
      expect(deck.slides[1]).toMatchObject({
        layout: "content",
        title: "Overview",
        body: expect.stringMatching(/^1\. Rationale\n/),
      });
    },
  );

  it("neg-oxsdk-encrypted.pptx is refused as password-protected", async () => {
    const err = await readPptx(fixture("neg-oxsdk-encrypted.pptx"), "locked.pptx", budget()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(/^The file is password-protected/),
    });
  });
});

describe("readPptx: hostile and oversized files", () => {
  it.each(Object.entries(hostileUploads()))(
    "%s → invalid_request with a readable message, quickly",
    async (_label, bytes) => {
      const started = performance.now();
      const err = await readPptx(bytes, "upload.pptx", budget()).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe("invalid_request");
      expect((err as AppError).message).toMatch(/^The (file|part) .{20,}/);
      expect((err as AppError).message).not.toMatch(/template/);
    },
  );

  it("damaged XML: a damaged slide is left out with a warning, a damaged presentation part refused", async () => {
    const slide = edited(material("poi-sample-show.pptx"), {
      "ppt/slides/slide1.xml": (xml) => xml.replace("</p:cSld>", "</p:cSLD>"),
    });
    const result = await readPptx(slide, "broken.pptx", budget());
    expect(result.refs).toEqual([{ file: "broken.pptx", slide: 2 }]);
    expect(result.warnings).toEqual([
      "Slides that could not be read (damaged, oversized or too deeply nested XML) were left out (slide 1).",
    ]);
    const main = edited(material("poi-sample-show.pptx"), {
      "ppt/presentation.xml": (xml) => xml.replace("</p:presentation>", ""),
    });
    const err = await readPptx(main, "broken.pptx", budget()).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(/^The part "ppt\/presentation\.xml" is not well-formed XML/),
    });
  });

  it("deep nesting: a slide of 20,000 nested groups (1.4 s in the DOM parser) is left out at once", async () => {
    const group = (i: number) =>
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${i}" name="g${(i * 2654435761) >>> 0}"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>`;
    const deep = Array.from({ length: 20_000 }, (_, i) => group(i)).join("") + "</p:grpSp>".repeat(20_000);
    const bytes = edited(material("poi-sample-show.pptx"), {
      "ppt/slides/slide2.xml": (xml) => xml.replace("</p:spTree>", `${deep}</p:spTree>`),
    });
    const started = performance.now();
    const result = await readPptx(bytes, "deep.pptx", budget());
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.refs).toEqual([{ file: "deep.pptx", slide: 1 }]);
    expect(result.warnings).toEqual([
      "Slides that could not be read (damaged, oversized or too deeply nested XML) were left out (slide 2).",
    ]);
  });

  it("a part of more than 8 MiB of XML is refused before the DOM parser sees it", () => {
    const pp = new PptxPackage({
      xml: new Map([["ppt/slides/slide1.xml", `<p:sld>${"<a:t>x</a:t>".repeat(800_000)}</p:sld>`]]),
    } as unknown as ValidatedPackage);
    const started = performance.now();
    expect(() => pp.root("ppt/slides/slide1.xml")).toThrow(
      /holds 9 MiB of XML, far more than Office files hold in one part/,
    );
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("a budget smaller than the package's unpacked size refuses it before inflating", async () => {
    const err = await readPptx(
      material("poi-performance-up.pptx"),
      "perf.pptx",
      budget({ maxUnzippedBytes: 512 * 1024 }),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: "invalid_request",
      message: "The file would unpack to more than 512 KiB; presentations are far smaller.",
    });
  });

  it("a spent time budget: refused when nothing was read", async () => {
    const err = await readPptx(
      material("poi-sample-show.pptx"),
      "late.pptx",
      budget({ deadline: Date.now() - 1 }),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(/took longer than its time budget/),
    });
  });

  it("a time budget spent while reading: the slides read so far, and a warning", async () => {
    let checks = 0;
    const late = budget();
    // The reader looks at the deadline before each slide: this one passes after the third.
    Object.defineProperty(late, "deadline", { get: () => (++checks <= 3 ? Infinity : 0) });
    const result = await readPptx(material("poi-performance-up.pptx"), "perf.pptx", late);
    expect(result.units.count).toBe(48);
    expect(result.refs.map((r) => r.slide)).toEqual([1, 2, 3]);
    expect(result.warnings).toContain(
      "Reading the presentation took longer than its time budget; the rest was left out (slides 4–48).",
    );
  });

  it("pictures past the 2 MiB a source holds are dropped, largest first, their slides kept as text", async () => {
    // Noise does not compress: the three PNGs are about as large as their pixels, 2.1 MB in base64 together.
    const photo = (side: number) => {
      const bytes = randomBytes(side * side * 3);
      return pngDataUrlOf(
        rgbPng(side, side, (x, y) => [
          bytes[(y * side + x) * 3]!,
          bytes[(y * side + x) * 3 + 1]!,
          bytes[(y * side + x) * 3 + 2]!,
        ]),
      );
    };
    const slides: Slide[] = [420, 440, 400].map((side, i) => ({
      layout: "image",
      title: `Photo ${i + 1}`,
      image: { src: photo(side), alt: `Photo ${i + 1}` },
    }));
    const { deck, warnings } = await read(
      renderDeckToPptxSync({ kind: "deck", title: "Photos", slides }).bytes,
      "photos.pptx",
    );
    expect(Buffer.byteLength(JSON.stringify(deck))).toBeLessThanOrEqual(SOURCE_LIMITS.maxBytes);
    expect(deck.slides.map((s) => s.layout)).toEqual(["image", "content", "image"]);
    expect(deck.slides[1]).toEqual({ layout: "content", title: "Photo 2", body: "[Photo 2]" });
    expect(warnings).toEqual([
      "Pictures were left out to keep the deck within the 2 MiB a Quire source may hold (slide 2).",
    ]);
  });

  it("a deck past 60 slides is cut with a warning", async () => {
    const many: Deck = {
      kind: "deck",
      title: "Long",
      slides: Array.from({ length: 63 }, (_, i) => ({
        layout: "bullets" as const,
        title: `Point ${i + 1}`,
        bullets: ["x"],
      })),
    };
    const { deck, units, warnings } = await read(renderDeckToPptxSync(many).bytes, "long.pptx");
    expect(units.count).toBe(63);
    expect(deck.slides).toHaveLength(60);
    expect(deck.slides.at(-1)).toMatchObject({ title: "Point 60" });
    expect(warnings).toContain(
      "A Quire deck holds at most 60 slides; the rest of the presentation was left out (slides 61–63).",
    );
  });
});
