// Layout variants (src/formats/slide-kinds/layout-variants.ts): every variant of hand-written slides in four languages
// and of every slide the builtin composer makes over the prompt suite is valid, keeps exactly the original's words,
// differs in layout and comes back the same; round trips keep the text; and a sample drawn by Quire's quality report
// has no broken slide.
import { describe, expect, it } from "vitest";
import { SlideSchema, type Slide, type SlideLayout } from "../../src/formats/model/source.js";
import { layoutVariants, slideAs } from "../../src/formats/slide-kinds/layout-variants.js";
import { deckQuality } from "../../src/quality/deck-quality.js";
import type { QualityCode } from "../../src/quality/codes.js";
import { compose } from "../agent/prompt-suite/run-suite.js";
import { buildSuite } from "../agent/prompt-suite/suite.js";
import { SAMPLE_SLIDES, type SampleSlide } from "./layout-variant-slides.js";

/** Fields that name a layout, an icon, an arrow or a picture: no words a reader sees. */
const NOT_WORDS = new Set(["layout", "icon", "trend", "type", "side", "src", "format", "labels"]);

/** Every string and number a slide holds, except NOT_WORDS: read from its JSON, whatever its layout. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) texts(v, out);
  return out;
}

/** Words as a sorted multiset: NFKC, lower case, digit groups joined ("41,200" = 41200), split by Intl.Segmenter. */
function words(slide: Slide, language: string): string[] {
  const text = texts(slide)
    .join("\n")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\d)[,.'’ \u00a0\u202f](?=\d{3}(?!\d))/gu, "$1");
  const segmenter = new Intl.Segmenter(language, { granularity: "word" });
  return [...segmenter.segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment)
    .sort();
}

interface Case extends SampleSlide {
  variants: Array<{ layout: SlideLayout; slide: Slide }>;
}

function suiteSlides(): SampleSlide[] {
  const out: SampleSlide[] = [];
  for (const c of buildSuite()) {
    let source;
    try {
      source = compose(c).source;
    } catch {
      continue; // faithful-composer.test.ts fails a composer that throws
    }
    if (source.kind !== "deck") continue;
    source.slides.forEach((slide, i) =>
      out.push({ name: `${c.id} slide ${i + 1}`, language: source.language ?? c.lang, slide }),
    );
  }
  return out;
}

const withVariants = (slides: SampleSlide[]): Case[] =>
  slides.map((s) => ({ ...s, variants: layoutVariants(s.slide, s.language) }));
const samples = withVariants(SAMPLE_SLIDES);
const suite = withVariants(suiteSlides());

function checkVariants(cases: Case[]): string[] {
  const faults: string[] = [];
  for (const c of cases) {
    const fault = (what: string) => faults.push(`${c.name} (${c.slide.layout}): ${what}`);
    if (c.variants.length > 4) fault(`${c.variants.length} variants`);
    const again = layoutVariants(c.slide, c.language);
    if (JSON.stringify(again) !== JSON.stringify(c.variants)) fault("a second call gave other variants");
    if (new Set(c.variants.map((v) => v.layout)).size !== c.variants.length) fault("a layout offered twice");
    const original = words(c.slide, c.language);
    for (const v of c.variants) {
      if (v.layout !== v.slide.layout) fault(`variant says ${v.layout} but is ${v.slide.layout}`);
      if (v.layout === c.slide.layout) fault(`offers its own layout ${v.layout}`);
      const parsed = SlideSchema.safeParse(v.slide);
      if (!parsed.success) fault(`${v.layout} invalid: ${parsed.error.issues[0]?.message}`);
      const shown = words(v.slide, c.language);
      const lost = diff(original, shown);
      const added = diff(shown, original);
      if (lost.length || added.length) fault(`${v.layout} lost [${lost.join(" ")}] added [${added.join(" ")}]`);
    }
  }
  return faults;
}

/** Words of a not in b (as multisets). */
function diff(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const w of b) left.set(w, (left.get(w) ?? 0) + 1);
  return a.filter((w) => {
    const n = left.get(w) ?? 0;
    if (n) left.set(w, n - 1);
    return !n;
  });
}

const sample = (language: string, name: string) => SAMPLE_SLIDES.find((s) => s.name === `${language}: ${name}`)!;
const as = <L extends SlideLayout>(slide: Slide | null, layout: L, language: string) => {
  const out = slide && slideAs(slide, layout, language);
  expect(out, `${slide?.layout} as ${layout}`).not.toBeNull();
  expect(out!.layout).toBe(layout);
  return out as Extract<Slide, { layout: L }>;
};

describe("layout variants of hand-written slides", () => {
  it("are valid, keep every word and add none, differ in layout, and are the same each time", () => {
    expect(checkVariants(samples)).toEqual([]);
  });

  it("offer the layouts the content calls for, best first", () => {
    const first = (language: string, name: string) =>
      samples.find((c) => c.name === `${language}: ${name}`)!.variants.map((v) => v.layout);
    expect(first("en", "dated points")[0]).toBe("timeline");
    expect(first("de", "dated points")[0]).toBe("timeline");
    expect(first("ja", "dated points")[0]).toBe("timeline");
    expect(first("en", "figures as points")[0]).toBe("kpi");
    expect(first("fr", "figures as points")[0]).toBe("kpi");
    expect(first("ja", "figures as points")[0]).toBe("kpi");
    expect(first("en", "a statement with a figure")).toEqual(["kpi"]);
    expect(first("en", "nested points")[0]).toBe("comparison");
    expect(first("en", "a table of numbers")[0]).toBe("chart");
    expect(first("en", "chart")[0]).toBe("table");
    expect(first("en", "figures across a table")[0]).toBe("kpi");
    expect(first("en", "labelled points")).toContain("cards");
    // Every layout the engine writes is offered for some slide.
    const offered = new Set(samples.flatMap((c) => c.variants.map((v) => v.layout)));
    expect([...offered].sort()).toEqual([
      "agenda",
      "bullets",
      "cards",
      "chart",
      "comparison",
      "kpi",
      "table",
      "timeline",
      "two-column",
    ]);
  });

  it("split a point into its parts without adding words", () => {
    const kpi = as(sample("en", "figures as points").slide, "kpi", "en");
    expect(kpi.metrics).toEqual([
      { value: "€2.4M", label: "Revenue", change: "+12% vs Q2" },
      { value: "31%", label: "Gross margin", change: "+2 pts" },
      { value: "14", label: "New wholesale accounts" },
    ]);
    expect(kpi.sources).toEqual([{ file: "q3-results.xlsx", sheet: "Summary" }]);
    const steps = as(sample("de", "dated points").slide, "timeline", "de").steps;
    expect(steps[0]).toEqual({ date: "März 2026", title: "Start der Testphase in Görlitz" });
    const cards = as(sample("ja", "labelled points").slide, "cards", "ja").cards;
    expect(cards.map((c) => [c.title, c.text])).toEqual([
      ["待ち時間", "平均6分から4分に短縮しました"],
      ["ミス", "誤ったスキャンによる返金が3分の1減りました"],
      ["スタッフ", "新しいスキャナーを使い続けたいという声が多数"],
    ]);
    const labelled = as(sample("en", "labelled points").slide, "cards", "en");
    expect(labelled.notes).toBe("Numbers from the Leeds pilot, weeks 1–8.");
    expect(labelled.title).toBe("Pilot results");
  });

  it("leave out a layout that cannot hold the content", () => {
    const nested = sample("en", "nested points").slide;
    for (const layout of ["cards", "timeline", "kpi", "agenda", "table"] as const)
      expect(slideAs(nested, layout, "en"), layout).toBeNull();
    expect(slideAs(sample("en", "labelled points").slide, "kpi", "en"), "no figures, no KPI").toBeNull();
    expect(slideAs(sample("en", "cards").slide, "cards", "en"), "its own layout").toBeNull();
    const plain: Slide = { layout: "bullets", title: "Key facts", bullets: ["All records are now paperless"] };
    expect(layoutVariants(plain, "en")).toEqual([]);
    const linked: Slide = {
      layout: "bullets",
      title: "Read more",
      bullets: ["Guide: see [the handbook](https://example.com/handbook)", "Forms: on the intranet"],
    };
    for (const v of layoutVariants(linked, "en"))
      expect(["bullets", "comparison", "two-column"], `${v.layout} would drop the link`).toContain(v.layout);
    const picture: Slide = {
      layout: "image",
      title: "Our shop",
      image: { src: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", alt: "The shop front" },
    };
    expect(layoutVariants(picture, "en")).toEqual([]);
    const up: Slide = {
      layout: "kpi",
      title: "Growth",
      metrics: [
        { value: "$6.5M", label: "ARR", change: "6%", trend: "up" },
        { value: "41", label: "Customers" },
      ],
    };
    expect(layoutVariants(up, "en"), "the arrow alone says it went up").toEqual([]);
  });
});

describe("round trips keep the text", () => {
  it("bullets → cards → bullets", () => {
    for (const language of ["en", "de", "fr", "ja"]) {
      const original = sample(language, "labelled points").slide as Extract<Slide, { layout: "bullets" }>;
      expect(as(as(original, "cards", language), "bullets", language).bullets, language).toEqual(original.bullets);
    }
  });

  it("bullets → timeline → bullets, nested bullets → comparison → bullets, comparison → two columns → comparison", () => {
    for (const language of ["de", "fr"]) {
      const dated = sample(language, "dated points").slide as Extract<Slide, { layout: "bullets" }>;
      expect(as(as(dated, "timeline", language), "bullets", language).bullets, language).toEqual(dated.bullets);
    }
    const nested = sample("en", "nested points").slide as Extract<Slide, { layout: "bullets" }>;
    expect(as(as(nested, "comparison", "en"), "bullets", "en").bullets).toEqual(nested.bullets);
    const comparison = sample("en", "comparison").slide as Extract<Slide, { layout: "comparison" }>;
    expect(as(as(comparison, "two-column", "en"), "comparison", "en").columns).toEqual(comparison.columns);
  });

  it("KPI → table → KPI, chart → table → chart, cards → bullets → cards", () => {
    const kpi = sample("de", "kpi").slide as Extract<Slide, { layout: "kpi" }>;
    expect(as(as(kpi, "table", "de"), "kpi", "de").metrics).toEqual(kpi.metrics);
    const chart = sample("en", "chart").slide as Extract<Slide, { layout: "chart" }>;
    expect(as(as(chart, "table", "en"), "chart", "en").chart).toEqual(chart.chart);
    const cards = sample("de", "cards").slide as Extract<Slide, { layout: "cards" }>;
    const back = as(as(cards, "bullets", "de"), "cards", "de").cards;
    expect(back.map((c) => [c.title, c.text])).toEqual(cards.cards.map((c) => [c.title, c.text]));
  });
});

describe("layout variants of the builtin composer's decks over the prompt suite", () => {
  it("are valid, keep every word and add none, differ in layout, and are the same each time", () => {
    expect(suite.length).toBeGreaterThan(1000);
    expect(suite.filter((c) => c.variants.length).length, "most slides have another look").toBeGreaterThan(
      suite.length / 2,
    );
    const faults = checkVariants(suite);
    expect(faults.slice(0, 20), `${faults.length} faults`).toEqual([]);
  });
});

/** Findings that mean a broken slide: text shrunk under the floor, content run onto more slides, most of it left empty. */
const BROKEN: ReadonlySet<QualityCode> = new Set(["text_shrunk", "content_continued", "empty_region"]);

describe("variants drawn", () => {
  it(
    "have no shrunk text, no continuation and no empty region, in a sample covering every layout",
    { timeout: 240_000 },
    async () => {
      // Every variant of the hand-written slides, and a few of each pair of layouts the suite's slides give.
      const picked: Array<{ name: string; language: string; slide: Slide }> = samples.flatMap((c) =>
        c.variants.map((v) => ({ name: `${c.name} → ${v.layout}`, language: c.language, slide: v.slide })),
      );
      const byPair = new Map<string, Array<{ name: string; language: string; slide: Slide }>>();
      for (const c of suite)
        for (const v of c.variants) {
          const key = `${c.slide.layout}→${v.layout}`;
          byPair.set(key, [
            ...(byPair.get(key) ?? []),
            { name: `${c.name} → ${v.layout}`, language: c.language, slide: v.slide },
          ]);
        }
      for (const list of byPair.values())
        for (let i = 0; i < list.length; i += Math.max(1, Math.ceil(list.length / 3))) picked.push(list[i]!);
      expect(new Set(picked.map((p) => p.slide.layout)).size, "every target layout is drawn").toBe(9);

      const broken: string[] = [];
      for (const p of picked) {
        const report = await deckQuality(
          { kind: "deck", title: "Variant", language: p.language, slides: [p.slide] },
          { budgetMs: 60_000 },
        );
        expect(report.status, p.name).toBe("complete");
        for (const f of report.findings.filter((x) => BROKEN.has(x.code)))
          broken.push(`${p.name}: ${f.code} — ${f.message} ${JSON.stringify(p.slide).slice(0, 160)}`);
      }
      expect(broken, broken.slice(0, 10).join("\n")).toEqual([]);
    },
  );
});
