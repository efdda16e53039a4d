// WCAG 2.2 A/AA for rendered documents, checked by axe-core in headless Chromium: every showcase deck, doc and sheet
// and the test samples (every slide layout, every chart kind, other scripts) rendered by POST /api/render in every
// built-in theme. Beside axe: one h1, each slide and chart named, every th scoped, every picture with an alt, and the
// names Chromium itself computes for slides, charts and tables.
import { readdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeChart } from "../../src/formats/model/describe-chart.js";
import type { Deck } from "../../src/formats/model/source.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { designedDeck } from "../render/designed-deck.js";
import { sampleDeck, sampleDoc, sampleSheet } from "../render/samples.js";
import { axeViolations, describeViolations } from "./axe.js";
import { chromiumSkipReason, launchBrowser } from "./browser.js";

const SHOWCASE = new URL("../../content/showcase/", import.meta.url);
const demos = readdirSync(SHOWCASE)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(new URL(f, SHOWCASE), "utf8")) as { id: string; kind: string; source: unknown });

const mixedScripts: Deck = {
  kind: "deck",
  title: "Harbour ferries in Asia and the Gulf",
  language: "en",
  slides: [
    { layout: "title", title: "Harbour ferries", subtitle: "東京湾フェリー and خط دبي البحري" },
    {
      layout: "bullets",
      title: "Routes",
      bullets: ["Seoul: 한강 수상택시", "Athens: Πειραιάς – Αίγινα", "Moscow: Речной трамвай"],
    },
    {
      layout: "table",
      title: "Riders by route",
      table: {
        columns: ["Route", "Riders"],
        rows: [
          ["東京湾", 41200],
          ["دبي", 36900],
        ],
      },
    },
  ],
};

/** Runs in the page: what axe does not check of the structure the renderer promises. */
function structureProblems(): string[] {
  const problems: string[] = [];
  const text = (id: string | null) => (id ? document.getElementById(id)?.textContent?.trim() : undefined);
  const h1s = document.querySelectorAll("h1").length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  for (const slide of Array.from(document.querySelectorAll("section.slide"))) {
    if (!(text(slide.getAttribute("aria-labelledby")) || slide.getAttribute("aria-label")))
      problems.push(`${slide.id} has no name`);
  }
  for (const chart of Array.from(document.querySelectorAll("svg.chart"))) {
    const name = text(chart.getAttribute("aria-labelledby"));
    const description = text(chart.getAttribute("aria-describedby"));
    if (chart.getAttribute("role") !== "img" || !name || !description?.match(/^(Bar|Column|Line|Pie) chart/))
      problems.push(`chart "${name}" is not a named, described image`);
  }
  for (const svg of Array.from(document.querySelectorAll("svg:not(.chart)")))
    if (svg.getAttribute("aria-hidden") !== "true")
      problems.push(`a decorative svg is not hidden: ${svg.outerHTML.slice(0, 60)}`);
  for (const th of Array.from(document.querySelectorAll("th")))
    if (!th.hasAttribute("scope")) problems.push(`th without scope: ${th.outerHTML.slice(0, 60)}`);
  for (const img of Array.from(document.querySelectorAll("img")))
    if (!img.hasAttribute("alt")) problems.push("img without alt");
  // WCAG 2.5.8 asks 24 × 24 CSS px of each target whatever font the reader's machine falls back to: axe judges the
  // spacing the installed fonts give, so the contents links are measured here as boxes.
  for (const a of Array.from(document.querySelectorAll(".toc a"))) {
    const box = a.getBoundingClientRect();
    if (box.height < 24 || box.width < 24)
      problems.push(`contents link "${a.textContent}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
  }
  return problems;
}

describe.skipIf(chromiumSkipReason !== null)(
  "rendered documents meet WCAG 2.2 A/AA (axe-core)",
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      t = await createTestApp({ env: { RATE_LIMIT_RENDER_PER_MINUTE: "100000" } });
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await t?.close();
    });

    /** Loads the page POST /api/render serves for `source` in `theme` (the CSP header does not apply to setContent). */
    async function load(source: unknown, theme: string): Promise<void> {
      const res = await t.app.request(
        "/api/render",
        jsonRequest("POST", { source, theme: { name: theme } }, { accept: "text/html" }),
      );
      expect(res.status).toBe(200);
      await page.setContent(await res.text(), { waitUntil: "load" });
    }

    /** Axe's findings and the structure's problems on the page loaded. */
    const problems = async () => [
      ...describeViolations(await axeViolations(page)),
      ...(await page.evaluate(structureProblems)),
    ];

    for (const kind of ["deck", "doc", "sheet"]) {
      it(`every showcase ${kind} in every theme`, async () => {
        for (const demo of demos.filter((d) => d.kind === kind)) {
          for (const theme of THEME_NAMES) {
            await load(demo.source, theme);
            expect.soft(await problems(), `${demo.id} in ${theme}`).toEqual([]);
          }
        }
      });
    }

    it("the samples (every layout and chart kind, every block, a sheet with formulas) and other scripts, in every theme", async () => {
      const samples = {
        "sample deck": sampleDeck(),
        "designed deck": designedDeck(),
        "sample doc": sampleDoc(),
        "sample sheet": sampleSheet(),
        "mixed scripts": mixedScripts,
      };
      for (const [name, source] of Object.entries(samples)) {
        for (const theme of THEME_NAMES) {
          await load(source, theme);
          expect.soft(await problems(), `${name} in ${theme}`).toEqual([]);
        }
      }
    });

    it("gives slides, charts and tables the names Chromium reads out, and marks other scripts", async () => {
      const deck = sampleDeck();
      await load(deck, "light");
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
      await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([deck.title]);
      for (const slide of deck.slides) {
        if ("title" in slide && slide.title)
          await expect(page.getByRole("region", { name: slide.title, exact: true }).count(), slide.title).resolves.toBe(
            1,
          );
        if (slide.layout === "chart") {
          const chart = page.getByRole("img", { name: slide.title, exact: true });
          await expect(chart.count()).resolves.toBe(1);
          const describedBy = (await chart.getAttribute("aria-describedby"))!;
          await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
            describeChart(slide.chart, slide.title),
          );
        }
      }
      await load(mixedScripts, "dark");
      await expect(
        page.getByRole("table", { name: "Riders by route" }).getByRole("columnheader").allTextContents(),
      ).resolves.toEqual(["Route", "Riders"]);
      // Han alone names no one language: spanLanguage reads it as Chinese in a document that is not Japanese.
      const spans = await page
        .locator("span[lang]")
        .evaluateAll((els) =>
          els.map(
            (e) =>
              `${e.getAttribute("lang")}${e.getAttribute("dir") ? `/${e.getAttribute("dir")}` : ""}: ${e.textContent}`,
          ),
        );
      expect(spans).toEqual([
        "ja: 東京湾フェリー",
        "ar/rtl: خط دبي البحري",
        "ko: 한강 수상택시",
        "el: Πειραιάς – Αίγινα",
        "ru: Речной трамвай",
        "zh: 東京湾",
        "ar/rtl: دبي",
      ]);
    });
  },
);
