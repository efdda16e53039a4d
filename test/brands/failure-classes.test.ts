// Each brand failure class of issue 17, on the template that shows it: what the analysis chose and what the generated slides hold.
import { describe, expect, it } from "vitest";
import { emuBox } from "../../src/formats/ooxml/drawingml.js";
import { strFromU8, unzipSync } from "fflate";
import { analyseTemplate, type TemplateAnalysis } from "../../src/brands/analyse-template.js";
import { brandTemplate } from "../../src/brands/brand-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { contrast } from "../../src/formats/model/colour.js";
import { overlapArea } from "../../src/formats/pptx/design/backdrop.js";
import { loadTemplate } from "../../src/formats/pptx/template.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import type { Deck } from "../../src/formats/model/source.js";
import { fixture } from "./hostile-zips.js";
import { have, needs } from "../fixtures.js";
import { measuredDeck } from "./deck-fixture.js";
import { constructedTemplate } from "./template-kit/constructed.js";

interface Generated {
  analysis: TemplateAnalysis;
  /** Slide XML in presentation order, with the name of the layout each is built on. */
  slides: { xml: string; layout: string }[];
  files: Record<string, Uint8Array>;
  warnings: string[];
}

let keys = 0;
function generate(
  bytes: Uint8Array,
  deck: Deck = measuredDeck(),
  master?: { masterIndex?: number; masterName?: string },
): Generated {
  const analysis = analyseTemplate(validateUpload(bytes));
  const template = brandTemplate(`failure-class-${keys++}`, bytes, analysis.strict);
  const { bytes: out, warnings } = renderDeckToPptxSync(deck, {
    template,
    master,
    today: new Date("2026-11-23T12:00:00Z"),
  });
  const files = unzipSync(out);
  const read = (n: string) => strFromU8(files[n]!);
  const rels = read("ppt/_rels/presentation.xml.rels");
  const slides = [...read("ppt/presentation.xml").matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => {
    const target = new RegExp(`Id="${m[1]}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${m[1]}"`).exec(rels)!;
    const part = `ppt/${(target[1] ?? target[2])!.replace(/^\/?ppt\//, "")}`;
    const slideRels = read(part.replace(/([^/]+)$/, "_rels/$1.rels"));
    const layoutFile = /Target="[^"]*slideLayouts\/(slideLayout\d+)\.xml"/.exec(slideRels)![1]!;
    return { xml: read(part), layout: layoutFile };
  });
  return { analysis, slides, files, warnings };
}

const layoutName = (a: TemplateAnalysis, id: string) => a.layouts.find((l) => l.id === id)!.name;
const roleName = (a: TemplateAnalysis, role: keyof TemplateAnalysis["roles"]) => layoutName(a, a.roles[role].layout);
const EMU = 914400;
const boxes = (xml: string, tag: "p:graphicFrame" | "p:pic") =>
  [
    ...xml.matchAll(
      new RegExp(
        `<${tag}>.*?<(?:p|a):(?:xfrm)>\\s*<a:off x="(\\d+)" y="(\\d+)"/>\\s*<a:ext cx="(\\d+)" cy="(\\d+)"/>`,
        "gs",
      ),
    ),
  ].map((m) => emuBox(+m[1]!, +m[2]!, +m[3]!, +m[4]!));
/** Every explicit (text colour, cell fill) pair of a table. */
const cellPairs = (xml: string) =>
  [...xml.matchAll(/<a:tc>.*?<\/a:tc>/gs)].flatMap((m) => {
    const fill = /<a:tcPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(m[0])?.[1];
    return [...m[0].matchAll(/<a:rPr[^>]*><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g)].map(
      (r) => [r[1]!, fill!] as const,
    );
  });
const chartOf = (g: Generated) => {
  const chartParts = Object.keys(g.files).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
  expect(chartParts.length).toBeGreaterThan(0);
  return strFromU8(g.files[chartParts[0]!]!);
};
const seriesColours = (chart: string) =>
  [...chart.matchAll(/<c:ser>.*?<c:spPr><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/gs)].map((m) => m[1]!);
const slideWith = (g: Generated, text: string) => g.slides.find((s) => s.xml.includes(text))!;

describe("1. layout choice by evidence, not placeholder mix or file order", () => {
  it("misleading names: bullets go to the obj layout the samples use, sections to the secHead layout, never to the heading strip", () => {
    const g = generate(constructedTemplate("misleading-cust-names"));
    expect(roleName(g.analysis, "bullets")).toBe("Layout 7");
    expect(g.analysis.roles.bullets.reasons.join(" ")).toMatch(/own slides use it for bullets/);
    expect(roleName(g.analysis, "section")).toBe("Section");
    expect(roleName(g.analysis, "content")).not.toBe("Heading Strip");
    const bullets = slideWith(g, "Revenue up 12%");
    expect(layoutName(g.analysis, bullets.layout)).toBe("Layout 7");
    expect(g.analysis.lint.find((l) => l.code === "unused_layouts")!.message).toMatch(/Heading Strip/);
  });

  // The Maloney deck is an extra fixture only (its content licence is unknown): these skip, naming it, without it.
  const MALONEY = "brands/poi-maloney-a4-size.pptx";
  it.skipIf(!have(MALONEY))(
    needs('the real Maloney deck: bullets on its obj layout, not the cust "Section Header" with a body', MALONEY),
    () => {
      const g = generate(fixture("poi-maloney-a4-size.pptx"));
      expect(g.analysis.layouts.find((l) => l.id === g.analysis.roles.bullets.layout)!.type).toBe("obj");
      expect(roleName(g.analysis, "section")).toBe("Section Header");
    },
  );

  it.skipIf(!have(MALONEY))(
    needs(
      "the real Maloney deck: the closing words stand clear of its swoosh (rotated pictures seen where they are drawn)",
      MALONEY,
    ),
    () => {
      const deck: Deck = {
        kind: "deck",
        title: "Close",
        slides: [
          {
            layout: "closing",
            title: "Questions?",
            subtitle: "Thank you",
            contact: ["anna.kowalska@northwind.example"],
          },
        ],
      };
      const g = generate(fixture("poi-maloney-a4-size.pptx"), deck);
      const template = loadTemplate(fixture("poi-maloney-a4-size.pptx"));
      const layoutPart = `ppt/slideLayouts/${g.slides[0]!.layout}.xml`;
      const art = template.layouts.find((l) => l.part === layoutPart)!.artwork.filter((a) => a.kind !== "line");
      // The swoosh is two rotated pictures: one stands down the left edge, one runs across the top.
      expect(art.some((a) => a.box.cx < a.box.cy && a.box.x < 1.6 * EMU)).toBe(true);
      const words = [
        ...g.slides[0]!.xml.matchAll(
          /<p:sp><p:nvSpPr><p:cNvPr [^>]*\/><p:cNvSpPr txBox="1"\/>.*?<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/gs,
        ),
      ].map((m) => emuBox(+m[1]!, +m[2]!, +m[3]!, +m[4]!));
      expect(words.length).toBeGreaterThanOrEqual(2);
      for (const w of words)
        for (const a of art) expect(overlapArea(w, a.box), JSON.stringify({ w, a: a.box })).toBe(0);
    },
  );

  it.each([
    [
      "german-cust-names",
      {
        bullets: "Titel und Inhalt",
        section: "Abschnittsüberschrift",
        "two-column": "Zwei Inhalte",
        image: "Bild mit Überschrift",
        title: "Titelfolie",
      },
    ],
    [
      "japanese-cust-names",
      {
        bullets: "タイトルとコンテンツ",
        section: "セクション見出し",
        "two-column": "2 つのコンテンツ",
        image: "タイトル付きの図",
        title: "タイトル スライド",
      },
    ],
  ] as const)("%s: cust layouts are chosen by their localized names whatever their order", (name, expected) => {
    const g = generate(constructedTemplate(name));
    for (const [role, layout] of Object.entries(expected)) {
      expect(roleName(g.analysis, role as keyof TemplateAnalysis["roles"]), role).toBe(layout);
      expect(g.analysis.roles[role as keyof TemplateAnalysis["roles"]].reasons.join(" ")).toContain(
        `its name "${layout}"`,
      );
    }
  });
});

describe("2. tables and charts in the layout's real free region", () => {
  it("vertical title bar: the title stays in its bar, tables and charts fill the area beside it", () => {
    const g = generate(constructedTemplate("vertical-title-bar"));
    const bar = { right: 1.6 * EMU };
    for (const text of ["Numbers", "Revenue"]) {
      const slide = slideWith(g, `<a:t>${text}</a:t>`);
      expect(slide.xml).toMatch(new RegExp(`<p:ph type="title"/>.*<a:t>${text}</a:t>`, "s"));
      const [frame] = boxes(slide.xml, "p:graphicFrame");
      expect(frame!.x).toBeGreaterThanOrEqual(bar.right);
      expect(frame!.cy).toBeGreaterThan(7.5 * EMU * 0.5);
      expect(frame!.cx).toBeGreaterThan(13.333 * EMU * 0.6);
    }
  });

  it("vertical title bar: a long title is shrunk to 60% at most, then cut at a word, whole in the notes, with a warning", () => {
    const long = "Q4 priorities: subscription launch, the Lyon roastery and a new café in Lille before the holidays";
    const deck: Deck = {
      kind: "deck",
      title: "Bars",
      slides: [
        {
          layout: "bullets",
          title: "Q4 PRIORITIES: SUBSCRIPTION LAUNCH",
          bullets: ["Subscription launch", "Lyon roastery"],
        },
        { layout: "bullets", title: long, bullets: ["Subscription launch", "Lyon roastery"] },
      ],
    };
    const g = generate(constructedTemplate("vertical-title-bar"), deck);
    const titleOf = (xml: string) => /<p:ph type="title"\/>.*?<\/p:sp>/s.exec(xml)![0];
    const sizes = (xml: string) => [...titleOf(xml).matchAll(/sz="(\d+)"/g)].map((m) => Number(m[1]));
    // The short title is whole; the long one ends at a word with an ellipsis, never below 60% of the bar's size.
    expect(titleOf(g.slides[0]!.xml)).toContain("<a:t>Q4 PRIORITIES: SUBSCRIPTION LAUNCH</a:t>");
    const cut = /<a:t>([^<]*)<\/a:t>/.exec(titleOf(g.slides[1]!.xml))![1]!;
    expect(cut).toMatch(/…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toMatch(/[\s,]/);
    const layoutTitleSize = Math.max(...sizes(g.slides[0]!.xml), 0) || 0;
    if (layoutTitleSize) expect(Math.min(...sizes(g.slides[1]!.xml))).toBeGreaterThanOrEqual(layoutTitleSize * 0.6 - 1);
    const notes = Object.entries(g.files)
      .filter(([n]) => /notesSlide\d+\.xml$/.test(n))
      .map(([, b]) => strFromU8(b))
      .join(" ");
    expect(notes).toContain(`Title: ${long}`);
    expect(g.warnings.some((w) => /slide 2: the title is longer than the template's title bar/.test(w))).toBe(true);
  });

  it("only a title layout: the table sits below the title, not over it", () => {
    const g = generate(constructedTemplate("only-title-layout"));
    const slide = slideWith(g, "<a:t>Numbers</a:t>");
    const [frame] = boxes(slide.xml, "p:graphicFrame");
    const title = g.analysis.layouts
      .find((l) => l.id === slide.layout)!
      .placeholders.find((p) => p.type === "title")!.box!;
    expect(frame!.y).toBeGreaterThanOrEqual(title.y + title.cy);
  });
});

describe("3. two columns never overlap", () => {
  it("body placeholders without idx: each column pinned to its own place", () => {
    const g = generate(constructedTemplate("body-without-idx"));
    const slide = slideWith(g, "Manual reports");
    const pinned = [...slide.xml.matchAll(/<p:ph type="body"\/>.*?<a:off x="(\d+)" y="\d+"\/><a:ext cx="(\d+)"/gs)].map(
      (m) => ({ x: +m[1]!, cx: +m[2]! }),
    );
    expect(pinned).toHaveLength(2);
    expect(pinned[0]!.x + pinned[0]!.cx).toBeLessThanOrEqual(pinned[1]!.x);
    expect(g.analysis.lint.some((l) => l.code === "unnumbered_placeholders")).toBe(true);
  });
});

describe("4 and 7. colours chosen by contrast with what they sit on", () => {
  it.each(["swapped-colour-map", "dark-layout"])(
    "%s: table text reads on every cell, chart marks and labels on the slide",
    (name) => {
      const g = generate(constructedTemplate(name));
      const table = slideWith(g, "<a:t>Quarter</a:t>");
      const pairs = cellPairs(table.xml);
      expect(pairs.length).toBeGreaterThanOrEqual(12);
      for (const [text, fill] of pairs) expect(contrast(text, fill), `${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
      const dark = name === "dark-layout" ? "14213D" : "101828";
      const chart = chartOf(g);
      for (const c of seriesColours(chart)) expect(contrast(c, dark)).toBeGreaterThanOrEqual(3);
      const label = /<c:txPr>.*?<a:srgbClr val="([0-9A-F]{6})"/s.exec(chart)![1]!;
      expect(contrast(label, dark)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("dark layout: a quote in a free box takes the layout's own light text colour", () => {
    const g = generate(constructedTemplate("dark-layout"));
    const quote = slideWith(g, "The best quarter");
    const colour = /<a:srgbClr val="([0-9A-F]{6})"\/><\/a:solidFill>(?:(?!<\/a:r>).)*<a:t>“The best quarter/s.exec(
      quote.xml,
    )?.[1];
    if (quote.xml.includes("14213D") || g.analysis.layouts.find((l) => l.id === quote.layout)!.name === "Title Only")
      expect(contrast(colour!, "14213D")).toBeGreaterThanOrEqual(4.5);
    else expect(contrast(colour!, "FFFFFF")).toBeGreaterThanOrEqual(4.5);
  });

  it("white accents: no white series, every series shows on white, and lint names the accents", () => {
    const g = generate(constructedTemplate("white-accent"));
    const series = seriesColours(chartOf(g));
    expect(series.length).toBeGreaterThan(0);
    for (const c of series) expect(contrast(c, "FFFFFF")).toBeGreaterThanOrEqual(3);
    const lint = g.analysis.lint
      .filter((l) => l.code === "low_contrast")
      .map((l) => l.message)
      .join(" ");
    expect(lint).toMatch(/#FFFFFF/);
    expect(lint).toMatch(/#FAFAFA/);
  });
});

describe("4b. a gradient behind every slide (pandoc's reference decks)", () => {
  it("words read on both ends of the gradient, and each pie label on its own slice", () => {
    const deck: Deck = {
      kind: "deck",
      title: "Gradient",
      slides: [
        {
          layout: "chart",
          title: "Cost split",
          chart: {
            type: "pie",
            categories: ["Staff", "Rent", "Beans", "Other"],
            series: [{ name: "Share", values: [40, 25, 20, 15] }],
          },
        },
        {
          layout: "chart",
          title: "Revenue",
          chart: {
            type: "column",
            categories: ["Q1", "Q2", "Q3"],
            series: [{ name: "Revenue", values: [120, 135, 151] }],
          },
        },
        {
          layout: "timeline",
          title: "The road",
          steps: [
            { date: "Oct", title: "Audit", text: "Every site." },
            { date: "Nov", title: "Fit-out", text: "Docks installed." },
            { date: "Dec", title: "Peak", text: "Margin held." },
            { date: "Jan", title: "Opening", text: "Two customers signed." },
          ],
        },
      ],
    };
    const g = generate(constructedTemplate("gradient-background"), deck);
    const chart = (n: number) => strFromU8(g.files[`ppt/charts/chart${n}.xml`]!);
    // Pie: a label per slice, white or black by its slice, at least 3:1.
    const fills = [
      ...chart(1).matchAll(
        /<c:dPt><c:idx val="\d+"\/><c:bubble3D val="0"\/><c:spPr><a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g,
      ),
    ].map((m) => m[1]!);
    const labels = [...chart(1).matchAll(/<c:dLbl><c:idx val="(\d+)"\/>.*?<a:srgbClr val="([0-9A-F]{6})"/gs)].map(
      (m) => [Number(m[1]), m[2]!] as const,
    );
    expect(labels).toHaveLength(fills.length);
    for (const [i, ink] of labels) expect(contrast(ink, fills[i]!), `slice ${i}`).toBeGreaterThanOrEqual(3);
    // Axis, legend and label text of the column chart, and the timeline's words, read on the white and the grey end.
    const inks = [...chart(2).matchAll(/<c:txPr>.*?<a:srgbClr val="([0-9A-F]{6})"/gs)].map((m) => m[1]!);
    expect(inks.length).toBeGreaterThan(0);
    for (const ink of inks)
      for (const stop of ["FFFFFF", "808080"])
        expect(contrast(ink, stop), `${ink} on ${stop}`).toBeGreaterThanOrEqual(3);
    const timeline = g.slides[2]!.xml;
    const words = [...timeline.matchAll(/<p:cNvSpPr txBox="1"\/>.*?<a:solidFill><a:srgbClr val="([0-9A-F]{6})"/gs)].map(
      (m) => m[1]!,
    );
    expect(words.length).toBeGreaterThanOrEqual(8);
    for (const ink of words)
      for (const stop of ["FFFFFF", "808080"])
        expect(contrast(ink, stop), `${ink} on ${stop}`).toBeGreaterThanOrEqual(4.5);
  });
});

describe("5. the brand's master, not always the first", () => {
  it("brand on master 3 without samples: the master with the most layouts and artwork; the caller may pick another", () => {
    const g = generate(constructedTemplate("brand-on-master-3"));
    expect(g.analysis.master).toBe(2);
    const brand = new Set(g.analysis.masters[2]!.layoutIds);
    expect(g.slides.every((s) => brand.has(s.layout))).toBe(true);
    const plain = generate(constructedTemplate("brand-on-master-3"), measuredDeck(), { masterIndex: 0 });
    const first = new Set(plain.analysis.masters[0]!.layoutIds);
    expect(plain.slides.every((s) => first.has(s.layout))).toBe(true);
  });

  it("automizer: the orange master its own slides use", () => {
    const g = generate(fixture("automizer-SlidesWithAdditionalMaster.pptx"));
    expect(g.analysis.masters[g.analysis.master]!.themeName).toBe("Orange Design");
  });
});

describe("6. overflow by design, not floods", () => {
  it("only a title layout: eight slides of bullets stay at most sixteen, no slide holds a lone bullet, nothing below 10 pt", () => {
    const bullets = (n: number) =>
      Array.from({ length: n }, (_, i) => `Point ${i + 1}: revenue, margin and hiring across the regional pipeline`);
    const deck: Deck = {
      kind: "deck",
      title: "Flood",
      slides: Array.from({ length: 8 }, (_, i) => ({
        layout: "bullets" as const,
        title: `Topic ${i + 1}`,
        bullets: bullets(6 + (i % 4) * 2),
      })),
    } as Deck;
    const g = generate(constructedTemplate("only-title-layout"), deck);
    expect(g.slides.length).toBeLessThanOrEqual(16);
    for (const s of g.slides) {
      const paragraphs = (s.xml.match(/<a:t>Point \d+/g) ?? []).length;
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      for (const m of s.xml.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(1000);
    }
    expect(g.analysis.lint.some((l) => l.code === "missing_layout" && /bullet slides/.test(l.message))).toBe(true);
  });
});

describe("8. the brand's chrome is kept", () => {
  it("automizer: slide numbers and dates as fields in the layout's placeholders; the deck can turn them off", () => {
    const g = generate(fixture("automizer-SlidesWithAdditionalMaster.pptx"));
    const content = slideWith(g, "Revenue up 12%").xml;
    expect(content).toMatch(/<p:ph type="sldNum"[^>]*\/>.*<a:fld [^>]*type="slidenum"/s);
    expect(content).toMatch(/<p:ph type="dt"[^>]*\/>.*<a:fld [^>]*type="datetime/s);
    const off = generate(fixture("automizer-SlidesWithAdditionalMaster.pptx"), {
      ...measuredDeck(),
      chrome: { slideNumbers: false, date: false },
    } as Deck);
    expect(off.slides.some((s) => /type="sldNum"|type="dt"/.test(s.xml))).toBe(false);
  });
});

describe("9. smaller things a designer would not leave", () => {
  it("picture frames: one image goes to the one-frame layout and no empty picture placeholder is left", () => {
    const g = generate(constructedTemplate("picture-frames"));
    expect(roleName(g.analysis, "image")).toBe("Picture with Caption");
    for (const s of g.slides) {
      for (const pic of s.xml.match(/<p:pic>.*?<\/p:pic>/gs) ?? []) expect(pic).toContain("r:embed");
      expect(s.xml).not.toMatch(/<p:sp>(?:(?!<\/p:sp>).)*<p:ph type="pic"/s);
    }
    expect(layoutName(g.analysis, slideWith(g, "new office").layout)).toBe("Picture with Caption");
  });

  it("a .potx whose samples hold a chart and SmartArt: read as evidence, then removed", () => {
    const g = generate(constructedTemplate("potx-samples-chart-smartart"));
    expect(g.analysis.kind).toBe("potx");
    expect(g.analysis.sampleSlides).toBe(6);
    expect(g.analysis.roles.chart.reasons.join(" ")).toMatch(/own slides use it for chart/);
    expect(Object.keys(g.files).some((n) => n.startsWith("ppt/diagrams/"))).toBe(false);
    expect(g.slides).toHaveLength(10);
  });

  it("a short table uses its frame: rows grow (within reason) instead of huddling in the top third", () => {
    const g = generate(fixture("pypptx-default-4x3.pptx"));
    const slide = slideWith(g, "<a:t>Quarter</a:t>").xml;
    const [frame] = boxes(slide, "p:graphicFrame");
    const rows = [...slide.matchAll(/<a:tr h="(\d+)"/g)].map((m) => Number(m[1]));
    expect(rows).toHaveLength(4);
    expect(rows.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(frame!.cy * 0.45);
    // One line of the cells' text with its padding (0.4 in at 18 pt, in proportion at other sizes): no row grows past 1.6 times that.
    const size = Number(/<a:tc>.*?sz="(\d+)"/s.exec(slide)![1]) / 100;
    expect(size).toBeGreaterThanOrEqual(14 * 0.75);
    for (const h of rows) expect(h).toBeLessThanOrEqual(0.4 * (size / 18) * EMU * 1.6 + 1);
  });

  it("quotes are large and readable, not tiny grey caption text", () => {
    for (const bytes of [
      fixture("pypptx-default-4x3.pptx"),
      fixture("shapecrawler-google-slides.pptx"),
      constructedTemplate("german-cust-names"),
    ]) {
      const g = generate(bytes);
      const quote = slideWith(g, "The best quarter").xml;
      const size = Number(/<a:rPr[^>]* sz="(\d+)"[^>]*>(?:(?!<\/a:r>).)*<a:t>“The best/s.exec(quote)![1]);
      expect(size).toBeGreaterThanOrEqual(2400);
    }
  });
});
