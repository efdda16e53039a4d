// The rendered page's accessibility by construction: its language and the spans in other scripts, one h1 and headings
// in order, slides named by their headings, charts named and described in words, tables with scoped headers and a
// caption, and theme text colours that read at 4.5:1 on every background they sit on — overrides included.
import { describe, expect, it } from "vitest";
import { describeChart } from "../../src/formats/model/describe-chart.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { contrast } from "../../src/formats/model/colour.js";
import type { ChartData, Deck, Source, Theme } from "../../src/formats/model/source.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { designedDeck } from "./designed-deck.js";
import { staticProblems } from "./xss-corpus.js";
import { sampleDeck, sampleDoc, sampleSheet } from "./samples.js";

const html = (source: Source, theme?: string) => renderHtml(source, theme ? { name: theme } : undefined).html;
const bodyOf = (page: string) => page.slice(page.indexOf("<body"));
const headingLevels = (page: string) => [...bodyOf(page).matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

/** True when no heading is more than one level below the heading before it (the first is an h1). */
function inOrder(levels: number[]): boolean {
  return levels[0] === 1 && levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1);
}

describe("language", () => {
  it("sets <html lang> from the source's language, else from its text", () => {
    expect(
      html({
        kind: "deck",
        title: "Quartalsbericht",
        language: "de",
        slides: [{ layout: "title", title: "Quartalsbericht" }],
      }),
    ).toMatch(/^<!doctype html><html lang="de">/);
    expect(html({ kind: "doc", title: "四半期の報告", markdown: "売上は前年より伸びました。" })).toMatch(
      /^<!doctype html><html lang="ja">/,
    );
    expect(
      html({
        kind: "doc",
        title: "Le rapport",
        markdown: "Les ventes sont en hausse pour le trimestre et pour l'année.",
      }),
    ).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html(sampleSheet())).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("writes a right-to-left document right to left", () => {
    expect(html({ kind: "doc", title: "تقرير", markdown: "ارتفعت المبيعات هذا الربع." })).toMatch(
      /^<!doctype html><html lang="ar" dir="rtl">/,
    );
  });

  it("marks each run in another script with its language, and leaves attributes, the title and charts alone", () => {
    // Its language given: from the text alone, any Arabic at all would make the whole deck Arabic.
    const deck: Deck = {
      kind: "deck",
      title: "Tokyo launch 東京",
      language: "en",
      slides: [
        { layout: "title", title: "Tokyo launch", subtitle: "東京で発売 — and مرحبا بالعالم too; Москва next" },
        { layout: "bullets", title: "Δ revenue", bullets: ["Seoul office: 서울 사무소"] },
        {
          layout: "chart",
          title: "東京 units",
          chart: { type: "column", categories: ["大阪", "東京"], series: [{ name: "Units", values: [3, 5] }] },
        },
      ],
    };
    const page = html(deck);
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain(
      '<p class="sub"><span lang="ja">東京で<wbr>発売</span> — and <span lang="ar" dir="rtl">مرحبا بالعالم</span> too; <span lang="ru">Москва</span> next</p>',
    );
    expect(page).toContain('<span lang="ko">서울 사무소</span>');
    // A lone Greek letter is a symbol, not Greek.
    expect(page).toContain('id="slide-2-title">Δ revenue</h2>');
    expect(page).toContain("<title>Tokyo launch 東京</title>");
    expect(page).toContain('<title id="chart-3-name">東京 units</title>');
    expect(page).not.toMatch(/<svg class="chart"[^]*?<span[^]*?<\/svg>/);
    expect(staticProblems(page)).toEqual([]);
  });

  it("marks nothing in a document written in the script it uses", () => {
    expect(html({ kind: "doc", title: "四半期の報告", markdown: "売上は東京で伸びました。" })).not.toContain(
      "<span lang=",
    );
  });
});

describe("headings and landmarks", () => {
  it("gives a deck one h1 (its title), an h2 per slide and its body's headings below, in order", () => {
    for (const deck of [sampleDeck(), designedDeck()]) {
      const page = html(deck);
      expect(page.match(/<h1\b/g), deck.title).toHaveLength(1);
      expect(inOrder(headingLevels(page)), deck.title).toBe(true);
      expect(page).toMatch(/<header class="deck-head"><h1>[^<]+<\/h1>/);
      expect(page).toMatch(/<main class="slides /);
    }
  });

  it("moves a slide body's own headings under the slide title, closing gaps between levels", () => {
    const page = html({
      kind: "deck",
      title: "t",
      slides: [
        { layout: "content", title: "Plan", body: "# Big\n\n### Small\n\ntext" },
        { layout: "content", body: "### Alone\n\ntext" },
      ],
    });
    expect(page).toContain('<div class="body"><h3>Big</h3><h4>Small</h4>');
    expect(page).toContain('<div class="body"><h2>Alone</h2>');
  });

  it("names each slide's section by its heading (aria-labelledby), or by its number when it has none", () => {
    const page = html(sampleDeck());
    const sections = [
      ...page.matchAll(
        /<section class="slide [^"]*" id="slide-(\d+)" (aria-labelledby="([^"]+)"|aria-label="([^"]+)")/g,
      ),
    ];
    expect(sections).toHaveLength(sampleDeck().slides.length);
    for (const [, n, , labelledBy, label] of sections) {
      if (labelledBy) expect(page, `slide ${n}`).toMatch(new RegExp(`<h2[^>]* id="${labelledBy}">[^<]+</h2>`));
      else expect(label).toBe(`Slide ${n}`);
    }
    const quote = sampleDeck().slides.findIndex((s) => s.layout === "quote") + 1;
    expect(page).toContain(`id="slide-${quote}" aria-label="Slide ${quote}"`);
    expect(page).toContain('id="slide-1" aria-labelledby="slide-1-title"');
  });

  it("gives a doc one h1 and its text's headings from h2, whatever levels the Markdown used", () => {
    const page = html({
      kind: "doc",
      title: "Harbour report",
      markdown:
        "# Ridership\n\ntext\n\n### March\n\ntext\n\n# Delays\n\n## North pier\n\ntext\n\n# Next steps\n\ntext\n\n# Costs\n\ntext",
    });
    expect(page.match(/<h1\b/g)).toHaveLength(1);
    expect(page).toContain('<h2 id="ridership">Ridership</h2>');
    expect(page).toContain('<h3 id="march">March</h3>');
    expect(inOrder(headingLevels(page))).toBe(true);
    // The contents list the page's h2s with their h3s under them.
    expect(page).toContain(
      '<li><a href="#ridership">Ridership</a><ol class="sub"><li><a href="#march">March</a></li></ol></li>',
    );
    expect(inOrder(headingLevels(html(sampleDoc())))).toBe(true);
  });

  it("gives a sheet a banner, a main, sheet tabs as a nav, and a keyboard-scrollable, named grid", () => {
    const page = html(sampleSheet());
    expect(page).toContain('<nav class="tabs" aria-label="Sheets">');
    expect(page).toContain(
      '<section class="tab" id="sheet-1" aria-labelledby="sheet-1-name"><h2 id="sheet-1-name">Orders',
    );
    expect(page).toContain('<div class="grid-wrap" tabindex="0" role="group" aria-labelledby="sheet-1-name">');
    expect(page.match(/<h1\b/g)).toHaveLength(1);
  });
});

describe("charts", () => {
  const charts: [string, ChartData][] = [
    [
      "Quarterly revenue ($k)",
      {
        type: "column",
        categories: ["Q1", "Q2", "Q3", "Q4"],
        series: [
          { name: "2025", values: [3900, 4300, 4700, 5200] },
          { name: "2026", values: [5380, 6020, 6630, 7470] },
        ],
      },
    ],
    [
      "Where new customers come from",
      {
        type: "pie",
        categories: ["Referrals", "Search", "Partners"],
        series: [{ name: "Share", values: [38, 24, 18] }],
      },
    ],
    [
      "Weekly active teams",
      { type: "line", categories: ["Jan", "Feb", "Mar"], series: [{ name: "Teams", values: [420, 480, 560] }] },
    ],
    [
      "Time to first deck (seconds)",
      { type: "bar", categories: ["Manual", "Quire"], series: [{ name: "Seconds", values: [540, 40] }] },
    ],
  ];

  it("draws each chart as an image named by its title and described in words from its data", () => {
    const deck: Deck = {
      kind: "deck",
      title: "Charts",
      slides: charts.map(([title, chart]) => ({ layout: "chart" as const, title, chart })),
    };
    const page = html(deck);
    charts.forEach(([title, chart], i) => {
      const id = `chart-${i + 1}`;
      const description = describeChart(chart, title)
        .replace(/&/g, "&amp;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#39;");
      expect(page).toContain(
        `<svg class="chart" viewBox="0 0 837 340" role="img" aria-labelledby="${id}-name" aria-describedby="${id}-desc" preserveAspectRatio="xMidYMid meet"><title id="${id}-name">${title.replace(/&/g, "&amp;")}</title><desc id="${id}-desc">${description}</desc>`,
      );
    });
    expect(page).toContain(
      '<desc id="chart-1-desc">Column chart: Quarterly revenue ($k), 2025 and 2026, Q1 to Q4; highest 7,470 (2026, Q4); lowest 3,900 (2025, Q1).</desc>',
    );
  });

  it("names an untitled chart by its kind", () => {
    const page = html({ kind: "deck", title: "t", slides: [{ layout: "chart", chart: charts[1]![1] }] });
    expect(page).toContain('<title id="chart-1-name">Pie chart</title>');
    expect(page).toContain(`<desc id="chart-1-desc">${describeChart(charts[1]![1])}</desc>`);
  });
});

describe("tables", () => {
  it("scopes every header cell: a slide's table has its title as a caption, a doc's and a sheet's too", () => {
    const deck = html({
      kind: "deck",
      title: "t",
      slides: [
        { layout: "table", title: "Costs by item", table: { columns: ["Item", "Cost"], rows: [["Beans", 1200]] } },
        { layout: "table", table: { columns: ["A"], rows: [["x"]] } },
      ],
    });
    expect(deck).toContain(
      '<table><caption class="vh">Costs by item</caption><thead><tr><th scope="col">Item</th><th scope="col" class="num">Cost</th></tr></thead>',
    );
    expect(deck).toContain('<table><thead><tr><th scope="col">A</th>');
    const doc = html({ kind: "doc", title: "t", markdown: "| Region | 2025 |\n| :-- | --: |\n| North | 12 |" });
    expect(doc).toContain('<th scope="col" class="left">Region</th><th scope="col" class="right">2025</th>');
    const sheet = html(sampleSheet());
    expect(sheet).toContain(
      '<table class="grid"><caption class="vh">Orders</caption><thead><tr><th class="rn" scope="col" aria-label="Row">1</th><th scope="col"',
    );
    expect(sheet).toMatch(/<tr><th class="rn" scope="row">2<\/th>/);
    for (const page of [deck, doc, sheet])
      expect(page.match(/<th(?![^>]*scope=)[\s>]/g), "every th has a scope").toBeNull();
  });
});

describe("text colours", () => {
  const vars = (page: string) =>
    Object.fromEntries([...page.matchAll(/--([a-z-]+):(#[0-9A-Fa-f]{6})/g)].map((m) => [m[1]!, m[2]!.slice(1)]));
  const BACKGROUNDS = ["bg", "surface", "line-soft", "tint", "page"];

  it("reads at 4.5:1 or more on every background, in every theme and with a pale override", () => {
    const cases: Theme[] = [
      ...THEME_NAMES.map((name) => ({ name })),
      { name: "light", colors: { muted: "#DDDDDD", accent: "#FFE14D" } },
      { name: "dark", colors: { muted: "#2A2F36" } },
    ];
    for (const theme of cases) {
      const v = vars(renderHtml(sampleDoc(), theme).html);
      for (const text of ["text", "muted", "link", "accent-on-bg", "error"]) {
        for (const bg of BACKGROUNDS)
          expect(contrast(v[text]!, v[bg]!), `${JSON.stringify(theme)}: ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("keeps a theme's own colour when it already reads", () => {
    expect(vars(html(sampleDoc(), "light")).muted).toBe("5B6777");
    expect(vars(html(sampleDoc(), "dark")).muted).toBe("9AA7B6");
  });
});
