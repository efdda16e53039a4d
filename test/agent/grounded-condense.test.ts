// Condensing attached material (#32, part 7), as properties over every real file in test/fixtures/third-party/material
// (and the extra fixtures' material files, QUIRE_EXTRA_FIXTURES, when there are any), alone and in pairs: front matter is
// never content, no two slides share a title, no bullet is a fragment, charts only from measurements, takeaways from the
// body, every figure the material's.
import { beforeAll, describe, expect, it } from "vitest";
import { composeFromMaterial } from "../../src/agent/builtin/grounded/compose-from-material.js";
import { bodySections } from "../../src/agent/material/body-sections.js";
import { figuresNotInMaterial } from "../../src/agent/material/grounding.js";
import { materialSections, type Material } from "../../src/agent/material/material.js";
import { rankMaterial } from "../../src/agent/material/rank-material.js";
import type { Deck, Doc, Sheet, Slide } from "../../src/formats/model/source.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import { importFile } from "../../src/import/import-file.js";
import { canMeasure, measureDecks } from "../brands/measure-deck.js";
import { absentFrom, have, needs, readThirdParty, thirdPartyNames } from "../fixtures.js";

const PROMPT = "Summarise these files as a 10-slide deck";

// ---- The rules, stated once and measurably (independent of the composer's own code) ----

const STOP = new Set(
  "the a an and or but of to in on at for with by from as is are was were be been it its this that these those which who not no so than then also can will would may has have had do does did into over under about more most such each other any all some only very just per via we our you your they their he she his her there".split(
    " ",
  ),
);
/** Words (or figures) of two or more characters that are not function words. */
const contentWords = (t: string) =>
  (t.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*[\p{L}\p{N}]/gu) ?? []).filter((w) => !STOP.has(w));
const plain = (t: string) =>
  t
    .replace(/\\(.)/g, "$1")
    .replace(/^\s*\d+(?:\.\d+)*[.)]?\s+/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
/** "Foreword … iv", "2.1 Document Conformance ....... 2": a contents line. */
const TOC_LINE = /(?:…|\.{3,}|(?:\. ){2,})\s*(?:\d+|[ivxlc]+)\s*$/i;
const FRONT_TITLE =
  /^(?:(?:table of )?contents|copyright protected document|international standard|working papers on information systems.*|keywords?|index terms)$/i;

/** Why a bullet is a fragment, or null: fewer than 3 content words, mostly not letters, a word 3 times in a row, a heading echo, a contents line. */
function fragment(bullet: string, headings: Set<string>, slideTitle: string): string | null {
  const t = bullet.replace(/\\(.)/g, "$1").trim();
  if (contentWords(t).length < 3) return "fewer than 3 content words";
  const chars = t.replace(/\s/g, "");
  if ((chars.match(/\p{L}/gu)?.length ?? 0) / chars.length < 0.5) return "mostly not letters";
  const words = t.toLowerCase().split(/[\s,;]+/);
  if (words.some((w, i) => i >= 2 && w === words[i - 1] && w === words[i - 2])) return "a word 3 times in a row";
  if (headings.has(plain(t)) || plain(t) === plain(slideTitle)) return "echoes a heading";
  if (TOC_LINE.test(t)) return "a contents line";
  return null;
}

/** A column of values that numbers things rather than measures them: whole numbers counting by one step, or years. */
function numbersThings(values: readonly number[]): boolean {
  const ints = values.every(Number.isInteger);
  const step =
    values.length >= 3 &&
    ints &&
    values.every((v, i) => !i || v - values[i - 1]! === values[1]! - values[0]!) &&
    values[1] !== values[0];
  return step || (ints && values.every((v) => v >= 1900 && v <= 2100));
}
const ID_HEADER = /\b(?:version|id|ids|identifier|code|year|date|page|clause)\b|^(?:no\.?|#|rank|index|step|item)$/i;

/** What each fixture's byline and cover say: never a takeaway or a bullet. */
const BYLINES: Record<string, string[]> = {
  "pdfjs-tracemonkey-paper.pdf": [
    "Andreas Gal",
    "Brendan Eich",
    "Mike Shaver",
    "Michael Franz",
    "Mozilla Corporation",
    "Adobe Corporation",
    "University of California",
    "Permission to make digital",
    "PLDI",
  ],
  "pdfjs-tam-review.pdf": ["Mohammad Chuttur", "Indiana University", "ISSN", "Creative Commons"],
  "pypptx-iso-29500-3-spec.pdf": [
    "ISO copyright office",
    "copyright@iso.org",
    "All rights reserved",
    "Case postale",
    "Reference number",
  ],
  "poi-performance-up.pptx": ["Sander Temme", "sander@temme.net"],
};

const slideTitle = (s: Slide) => ("title" in s && s.title ? s.title : "");
const bulletText = (b: string | { text: string }) => (typeof b === "string" ? b : b.text);

/** Every heading the material has, and every line it repeats three times or more (its running headers). */
function headingsOf(materials: readonly Material[]): Set<string> {
  const out = new Set<string>();
  for (const m of materials) {
    if (m.source.kind === "doc") for (const h of m.source.markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) out.add(plain(h[1]!));
    if (m.source.kind === "deck") for (const s of m.source.slides) if (slideTitle(s)) out.add(plain(slideTitle(s)));
  }
  return out;
}
function runningLines(materials: readonly Material[]): Set<string> {
  const counts = new Map<string, number>();
  for (const m of materials)
    if (m.source.kind === "doc")
      for (const l of m.source.markdown.split("\n"))
        if (l.trim() && !/[.!?]$/.test(l.trim()))
          counts.set(plain(l.replace(/^#+\s*/, "")), (counts.get(plain(l.replace(/^#+\s*/, ""))) ?? 0) + 1);
  return new Set([...counts].filter(([k, n]) => n >= 3 && k).map(([k]) => k));
}

/** Every property a condensed deck keeps; returns what it breaks, in words. */
function deckBreaks(deck: Deck, materials: readonly Material[]): string[] {
  const out: string[] = [];
  const files = materials.map((m) => m.file);
  const headings = headingsOf(materials);
  const running = runningLines(materials);
  const titles = deck.slides.map(slideTitle).filter(Boolean).map(plain);
  const dup = titles.filter((t, i) => titles.indexOf(t) !== i);
  if (dup.length) out.push(`duplicate titles: ${dup.join(", ")}`);
  for (const t of [deck.title, ...deck.slides.map(slideTitle)].filter(Boolean)) {
    if (FRONT_TITLE.test(plain(t)) || TOC_LINE.test(t) || running.has(plain(t))) out.push(`a front-matter title: ${t}`);
  }
  const opening = deck.slides[0]!;
  if (opening.layout === "title" && opening.subtitle) {
    const sub = opening.subtitle.replace(/\\(.)/g, "$1");
    if (!/[.!?…]["”')]*$/.test(sub) || fragment(sub, headings, deck.title))
      out.push(`subtitle is not a sentence: ${sub}`);
  }
  const bylines = materials.flatMap((m) => BYLINES[m.file] ?? []);
  deck.slides.forEach((s, i) => {
    if (!s.sources?.length || !s.sources.every((r) => files.includes(r.file)))
      out.push(`slide ${i + 1} has no source in the files`);
    const shown = [
      ...(s.layout === "bullets" ? s.bullets.map(bulletText) : []),
      ...(s.layout === "title" && s.subtitle ? [s.subtitle] : []),
    ];
    if (s.layout === "bullets")
      for (const b of s.bullets.map(bulletText)) {
        const why = fragment(b, headings, slideTitle(s));
        if (why) out.push(`slide ${i + 1} "${slideTitle(s)}": fragment bullet (${why}): ${b}`);
      }
    for (const text of shown)
      for (const name of bylines)
        if (text.includes(name)) out.push(`slide ${i + 1} quotes the byline or cover: ${name}`);
    if (s.layout === "chart")
      for (const series of s.chart.series) {
        if (numbersThings(series.values) || ID_HEADER.test(series.name))
          out.push(
            `slide ${i + 1} charts a column that is not a measurement: ${series.name} ${series.values.join(",")}`,
          );
        if (series.values.length !== s.chart.categories.length)
          out.push(
            `slide ${i + 1} chart has ${series.values.length} values for ${s.chart.categories.length} categories`,
          );
      }
  });
  const unsourced = figuresNotInMaterial(deck, materials, -1);
  if (unsourced.length) out.push(`figures not in the material: ${JSON.stringify(unsourced)}`);
  return out;
}

/** Lead sections (abstract, scope, introduction, overview, summary, conclusions) that have sentences to show. */
function leadSections(materials: readonly Material[]): string[] {
  const sections = bodySections(materialSections(materials));
  const ranked = rankMaterial(sections, []);
  return sections
    .filter(
      (s) =>
        s.title &&
        /^(?:\d+\.?\s*)?(?:abstract|scope|introduction|overview|summary|conclusions?)\b/i.test(s.title) &&
        ranked.of(s.order).length > 0,
    )
    .map((s) => s.title!);
}

function docBreaks(doc: Doc, materials: readonly Material[]): string[] {
  const out: string[] = [];
  const headings = [...doc.markdown.matchAll(/^##\s+(.+)$/gm)].map((m) => plain(m[1]!));
  const dup = headings.filter((t, i) => headings.indexOf(t) !== i);
  if (dup.length) out.push(`duplicate headings: ${dup.join(", ")}`);
  for (const h of headings) if (FRONT_TITLE.test(h)) out.push(`a front-matter heading: ${h}`);
  const body = doc.markdown.replace(/^\[\^\d+\]:.*$/gm, "");
  for (const name of materials.flatMap((m) => BYLINES[m.file] ?? []))
    if (body.includes(name)) out.push(`quotes the byline or cover: ${name}`);
  for (const line of body.split("\n"))
    if (TOC_LINE.test(line.replace(/\[\^\d+\]$/, ""))) out.push(`a contents line: ${line}`);
  for (const section of doc.markdown.split(/^## /m).slice(1))
    if (!/\[\^\d+\]/.test(section)) out.push(`section without a source: ${section.slice(0, 60)}`);
  const unsourced = figuresNotInMaterial(doc, materials, -1);
  if (unsourced.length) out.push(`figures not in the material: ${JSON.stringify(unsourced)}`);
  return out;
}

function sheetBreaks(sheet: Sheet, materials: readonly Material[]): string[] {
  const out: string[] = [];
  const names = sheet.sheets.map((t) => t.name.toLowerCase());
  if (new Set(names).size !== names.length) out.push(`duplicate tabs: ${names.join(", ")}`);
  const figures = sheet.sheets[0]!;
  const bylines = materials.flatMap((m) => BYLINES[m.file] ?? []);
  if (figures.name === "Figures")
    for (const r of figures.rows) {
      const context = String(r[3] ?? "");
      if (TOC_LINE.test(context)) out.push(`a figure from a contents line: ${context}`);
      for (const name of bylines)
        if (context.includes(name)) out.push(`a figure from the byline or cover: ${context.slice(0, 80)}`);
    }
  return out;
}

// ---- Material shaped like the inputs that broke, written here so a clone of the project alone runs these too ----

/** A standard as its PDF reads (ISO/IEC 29500-2's shape): titled "CONTENTS", a contents page, a running header and
 * copyright line on every page, a table of ZIP versions and a row of "Yes" read as text, a table of measured sizes. */
const SPEC: Material = {
  file: "iso-29500-2.pdf",
  refs: [1, 2, 3, 4, 5, 6, 7, 8].map((page) => ({ file: "iso-29500-2.pdf", page })),
  source: {
    kind: "doc",
    title: "CONTENTS",
    markdown: [
      "## ISO/IEC 29500-2:2012(E)",
      "## CONTENTS",
      "Foreword ........ vii",
      "Introduction ........ viii",
      "1. Scope ........ 1",
      "8. Physical Package ........ 40",
      "Annex C. (normative) ZIP Appendix Note Conformance ........ 70",
      "ISO/IEC 29500-2:2012(E)",
      "© ISO/IEC 2012 – All rights reserved",
      "# Information technology — Office Open XML File Formats — Part 2: Open Packaging Conventions",
      "# Foreword",
      "ISO and IEC form the specialized system for worldwide standardization. National bodies that are members of ISO or IEC participate in the development of International Standards.",
      "ISO/IEC 29500-2:2012(E)",
      "# Introduction",
      "The Open Packaging Conventions describe how the parts of an Office Open XML document are stored together as one package. A package keeps its parts, their content types and the relationships between them in a single file.",
      "Page 3 of 120",
      "# 1. Scope",
      "This Part of ISO/IEC 29500 specifies a set of conventions for packaging one or more interrelated byte streams as a single resource.",
      "© ISO/IEC 2012 – All rights reserved",
      "# 8. Physical Package",
      "A ZIP archive stores each part of a package as a ZIP item. Consumers read the central directory before they inflate any item. Producers write every item with the compression method a consumer is required to support.",
      "| Feature | Version needed to extract | Supported |\n|---|---|---|\n| Stored | 10 | Yes |\n| Deflated | 20 | Yes |\n| ZIP64 | 45 | Yes |\n| Encryption | 50 | No |",
      "Yes Yes Yes",
      "| Item | Size in bytes |\n|---|---|\n| Content types stream | 1,240 |\n| Core properties part | 860 |\n| Main document part | 15,300 |\n| Relationships part | 2,100 |",
      "ISO/IEC 29500-2:2012(E)",
      "# Annex C. (normative) ZIP Appendix Note Conformance",
      "This annex lists the ZIP features a package uses and whether a consumer must support each of them.",
      "# Bibliography",
      "ISO/IEC 21320-1, Document Container File — Part 1: Core, 2015.",
    ].join("\n\n"),
  },
};

/** A paper as its PDF reads (TraceMonkey's shape): title, byline with affiliation marks, affiliations and e-mail, keywords, a permission line. */
const PAPER: Material = {
  file: "paper.pdf",
  refs: [1, 2, 3, 4, 5].map((page) => ({ file: "paper.pdf", page })),
  source: {
    kind: "doc",
    title: "Packaging Documents for the Long Term",
    markdown: [
      "# Packaging Documents for the Long Term",
      "Jane Roe∗, John Doe†, Ann Smith∗",
      "Example University∗ {jroe,asmith}@example.edu",
      "Archive Corporation† jdoe@example.com",
      "## Abstract",
      "Office documents outlive the programs that wrote them. We show that a package with explicit content types can be read back decades later. Our readers recovered 97% of the test documents without loss.",
      "Keywords packaging, archives, preservation.",
      "## 1. Introduction",
      "Archives keep office documents for decades, long after the programs that wrote them are gone. A package that names the type of every part lets a future reader choose the right decoder.",
      "Copyright © 2024 by the authors. Permission to make digital or hard copies of all or part of this work is granted.",
      "## 2. Method",
      "We stored 1,200 documents in packages and read them back with three independent readers. Each reader reported the parts it could not decode.",
      "## 3. Conclusions",
      "Explicit content types make packages readable long after their producers are gone. Readers that check the central directory first refuse damaged packages early.",
      "## References",
      "Roe, J. Archives and formats. 2019. Doe, J. Package readers. 2021. Smith, A. Long-term storage. 2022.",
    ].join("\n\n"),
  },
};
BYLINES["iso-29500-2.pdf"] = ["All rights reserved", "........"];
BYLINES["paper.pdf"] = [
  "Jane Roe",
  "John Doe",
  "Ann Smith",
  "Example University",
  "Archive Corporation",
  "@example",
  "Permission to make",
  "Keywords",
];

describe("condensing a standard and a paper shaped like the inputs that broke (issue #32)", () => {
  const deckOf = (m: Material[], slides = 10) =>
    composeFromMaterial(PROMPT, m, { kind: "deck", slides }).source as Deck;

  it("a standard titled CONTENTS: the deck is titled by the standard's name, its subtitle a sentence, no contents or copyright anywhere", () => {
    const deck = deckOf([SPEC]);
    expect(deck.title).toBe(
      "Information technology — Office Open XML File Formats — Part 2: Open Packaging Conventions",
    );
    const opening = deck.slides[0]!;
    expect(opening.layout === "title" && opening.subtitle).toBe(
      "The Open Packaging Conventions describe how the parts of an Office Open XML document are stored together as one package.",
    );
    expect(JSON.stringify(deck)).not.toMatch(/CONTENTS|\.{8}|All rights reserved|Page 3 of 120|29500-2:2012\(E\)/);
    expect(deckBreaks(deck, [SPEC])).toEqual([]);
  });

  it("its scope and introduction come before its annex; its bibliography is left out and said so", () => {
    const { source, warnings } = composeFromMaterial(PROMPT, [SPEC], { kind: "deck", slides: 6 });
    const titles = (source as Deck).slides.map(slideTitle);
    expect(titles).toEqual(expect.arrayContaining(["Introduction", "1. Scope"]));
    expect(titles).not.toContain("Bibliography");
    expect(warnings.join(" ")).toMatch(/“Bibliography”/);
  });

  it("charts its measured sizes, never its ZIP version numbers; no bullet says “Yes Yes Yes”", () => {
    const deck = deckOf([SPEC]);
    const charts = deck.slides.filter((s): s is Extract<Slide, { layout: "chart" }> => s.layout === "chart");
    expect(charts.map((c) => c.chart.series.map((x) => x.name))).toEqual([["Size in bytes"]]);
    expect(charts[0]!.chart.series[0]!.values).toEqual([1240, 860, 15300, 2100]);
    // The chart is a second slide of its section: titled by what it adds, not a second “8. Physical Package”.
    expect(slideTitle(charts[0]!)).toBe("8. Physical Package — Size in bytes");
    // (The speaker notes carry the section's text whole; nothing on a slide says it.)
    expect(JSON.stringify(deck.slides.map((s) => ({ ...s, notes: undefined })))).not.toContain("Yes Yes Yes");
  });

  it("a paper: its takeaways and subtitle come from its body, never its byline, affiliations, keywords or permission line", () => {
    const deck = deckOf([PAPER]);
    // A summary slide says only what no slide shows already: here every central sentence is on a slide, so none is added.
    const shown = deck.slides
      .filter((s) => slideTitle(s) !== "Key takeaways")
      .flatMap((s) => (s.layout === "bullets" ? s.bullets.map(String) : []));
    const takeaways = deck.slides.find((s) => slideTitle(s) === "Key takeaways");
    if (takeaways?.layout === "bullets") for (const b of takeaways.bullets) expect(shown).not.toContain(String(b));
    expect(JSON.stringify(deck.slides.map((s) => ({ ...s, notes: undefined })))).not.toMatch(
      /Jane Roe|John Doe|Ann Smith|Example University|Archive Corporation|@example|Keywords|Permission to make/,
    );
    expect(deck.slides.map(slideTitle)).toEqual(
      expect.arrayContaining(["Abstract", "1. Introduction", "3. Conclusions"]),
    );
    expect(deckBreaks(deck, [PAPER])).toEqual([]);
  });

  it("both at once: two Introductions are told apart by their files; no title twice; every figure theirs", () => {
    const deck = deckOf([SPEC, PAPER]);
    const titles = deck.slides.map(slideTitle);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Introduction — iso-29500-2.pdf",
        "1. Introduction — Packaging Documents for the Long Term",
      ]),
    );
    expect(deckBreaks(deck, [SPEC, PAPER])).toEqual([]);
    for (const slides of [4, 6, 8])
      expect(deckBreaks(deckOf([SPEC, PAPER], slides), [SPEC, PAPER]), `${slides} slides`).toEqual([]);
  });

  it("the doc and the sheet keep the same rules: one heading each, no front matter, no figure from a contents line or a standard's name", () => {
    const doc = composeFromMaterial("Write a brief from these", [SPEC, PAPER], { kind: "doc" }).source as Doc;
    expect(docBreaks(doc, [SPEC, PAPER])).toEqual([]);
    expect(doc.markdown).not.toMatch(/^## (?:CONTENTS|Bibliography|References)$/m);
    const sheet = composeFromMaterial("A sheet of every figure", [SPEC, PAPER], { kind: "sheet" }).source as Sheet;
    expect(sheetBreaks(sheet, [SPEC, PAPER])).toEqual([]);
    expect(sheet.sheets[0]!.rows.map((r) => r[0])).toEqual(["97%", "1,200"]);
    // A section's second table is named by its columns, not numbered.
    expect(sheet.sheets.map((t) => t.name)).toEqual([
      "Figures",
      "8. Physical Package",
      "8. Physical Package — Item",
      "Sources",
    ]);
  });
});

// ---- The fixtures, read once ----

/** Every file in material/: the in-repo copies, plus the extra fixtures' (the pandoc files and the ISO standard) when present. */
const isMaterial = (f: string) => /\.(pdf|docx|pptx|xlsx)$/.test(f);
const FILES = thirdPartyNames("material", isMaterial);
const read: Record<string, Material> = {};

async function load(file: string): Promise<Material> {
  const r = await importFile(readThirdParty(`material/${file}`), file);
  return { file, source: r.source, refs: r.refs };
}

// Without the extra fixtures the files kept there are left out of the properties below, and the title names them.
describe.skipIf(!FILES.length)(
  needs("condensing every fixture, alone and in pairs", ...absentFrom("material", isMaterial)),
  () => {
    beforeAll(async () => {
      for (const f of FILES) read[f] = await load(f);
    }, 120_000);

    it("every fixture imports", () => expect(Object.keys(read).sort()).toEqual(FILES));

    it("each file alone, as a deck, a doc and a sheet, keeps every rule", () => {
      const broken: string[] = [];
      for (const f of FILES) {
        const m = [read[f]!];
        const deck = composeFromMaterial(PROMPT, m, { kind: "deck" }).source as Deck;
        broken.push(...deckBreaks(deck, m).map((b) => `${f} deck: ${b}`));
        // What sums a file up (abstract, scope, introduction, conclusions) is there when the deck has room for it.
        const leads = leadSections(m);
        const titles = deck.slides.map((s) => plain(slideTitle(s)));
        if (leads.length <= 10 - 3)
          for (const lead of leads)
            if (!titles.some((t) => t.startsWith(plain(lead)))) broken.push(`${f} deck: no slide for its “${lead}”`);
        broken.push(
          ...docBreaks(composeFromMaterial("Write a brief from this", m, { kind: "doc" }).source as Doc, m).map(
            (b) => `${f} doc: ${b}`,
          ),
        );
        broken.push(
          ...sheetBreaks(composeFromMaterial("A sheet of every figure", m, { kind: "sheet" }).source as Sheet, m).map(
            (b) => `${f} sheet: ${b}`,
          ),
        );
      }
      expect(broken).toEqual([]);
    });

    // Each file beside the next and the one after it (40 pairs of 190): every file meets two others in both orders of
    // reading, in a tenth of the time every pair would take on CI's two cores.
    it("pairs of files, as a deck, a doc and a sheet, keep every rule", { timeout: 300_000 }, () => {
      const broken: string[] = [];
      const pairs = FILES.flatMap((a, i) => [1, 2].map((k) => [a, FILES[(i + k) % FILES.length]!] as const));
      for (const [a, b] of pairs) {
        const m = [read[a]!, read[b]!];
        broken.push(
          ...deckBreaks(composeFromMaterial(PROMPT, m, { kind: "deck" }).source as Deck, m).map(
            (x) => `${a} + ${b} deck: ${x}`,
          ),
        );
        broken.push(
          ...docBreaks(composeFromMaterial("Write a brief from these", m, { kind: "doc" }).source as Doc, m).map(
            (x) => `${a} + ${b} doc: ${x}`,
          ),
        );
        broken.push(
          ...sheetBreaks(composeFromMaterial("A sheet of every figure", m, { kind: "sheet" }).source as Sheet, m).map(
            (x) => `${a} + ${b} sheet: ${x}`,
          ),
        );
      }
      expect(broken.slice(0, 40)).toEqual([]);
    });

    it("short decks too: 4 and 6 slides of each file keep unique titles and whole bullets", () => {
      const broken: string[] = [];
      for (const f of FILES)
        for (const slides of [4, 6]) {
          const m = [read[f]!];
          broken.push(
            ...deckBreaks(composeFromMaterial(PROMPT, m, { kind: "deck", slides }).source as Deck, m).map(
              (b) => `${f} ${slides} slides: ${b}`,
            ),
          );
        }
      expect(broken).toEqual([]);
    });
  },
);

/** Each deck opened in LibreOffice: one page a slide, every word on its page, inside it and apart from the others. */
async function expectMeasured(decks: Record<string, Deck>): Promise<void> {
  const bytes: Record<string, Uint8Array> = {};
  for (const [name, deck] of Object.entries(decks)) bytes[name] = (await renderDeckToPptx(deck)).bytes;
  for (const [name, m] of Object.entries(measureDecks(bytes))) {
    expect(m.findings, `${name}: ${JSON.stringify(m.findings.slice(0, 8), null, 1)}`).toEqual([]);
    expect(m.pages, name).toBe(decks[name]!.slides.length);
  }
}

describe.skipIf(!canMeasure)("condensed decks rendered by LibreOffice and measured", () => {
  it(
    "the standard and the paper shaped like the inputs that broke, alone and together",
    { timeout: 300_000 },
    async () => {
      await expectMeasured({
        spec: composeFromMaterial(PROMPT, [SPEC]).source as Deck,
        paper: composeFromMaterial(PROMPT, [PAPER]).source as Deck,
        both: composeFromMaterial(PROMPT, [SPEC, PAPER]).source as Deck,
      });
    },
  );

  const WITH = [
    "material/pypptx-iso-29500-3-spec.pdf",
    "material/pdfjs-tracemonkey-paper.pdf",
    "material/poi-45544-seven-sheets.xlsx",
  ];
  it.skipIf(!have(...WITH))(
    needs("the ISO spec, the TraceMonkey paper, both together and a workbook", ...WITH),
    { timeout: 300_000 },
    async () => {
      const m = async (...files: string[]) => Promise.all(files.map(load));
      const [iso, paper, book] = [
        await m("pypptx-iso-29500-3-spec.pdf"),
        await m("pdfjs-tracemonkey-paper.pdf"),
        await m("poi-45544-seven-sheets.xlsx"),
      ];
      await expectMeasured({
        iso: composeFromMaterial(PROMPT, iso).source as Deck,
        tracemonkey: composeFromMaterial(PROMPT, paper).source as Deck,
        "iso-tracemonkey": composeFromMaterial(PROMPT, [...iso, ...paper]).source as Deck,
        workbook: composeFromMaterial("A 6-slide deck from this workbook", book).source as Deck,
      });
    },
  );
});
