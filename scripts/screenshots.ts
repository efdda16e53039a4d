// Renders each kind (deck, doc, sheet) in each built-in theme and screenshots it in headless Chromium: the golden set
// goes to docs/screenshots/render/ (git-ignored, for review), three small README pictures to docs/screenshots/, and one
// contact sheet of the designed slide kinds per theme (and per slide size in the default theme) to docs/screenshots/kinds/.
// Usage: node --import tsx scripts/screenshots.ts [goldenDir]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { renderHtml } from "../src/formats/html/render-html.js";
import type { Source } from "../src/formats/model/source.js";
import { THEME_NAMES } from "../src/formats/model/themes.js";
import { DEFAULT_SLIDE_SIZE, SLIDE_SIZES } from "../src/formats/model/slide-size.js";
import { sampleDeck, sampleDoc, sampleSheet } from "../test/render/samples.js";
import { designedDeck } from "../test/render/designed-deck.js";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const CHROMIUM_PATH = "/usr/bin/chromium";

const shots = join(import.meta.dirname, "..", "docs", "screenshots");
const outDir = process.argv[2] ?? join(shots, "render");
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, ".gitignore"), "*\n");

/** The README pictures: [file, kind, theme, viewport width, viewport height]. */
const README_SHOTS: [string, string, string, number, number][] = [
  ["render-deck.png", "deck", "light", 1200, 100],
  ["render-doc.png", "doc", "terracotta", 1000, 760],
  ["render-sheet.png", "sheet", "dark", 1100, 520],
];

const sources: Record<string, Source> = { deck: sampleDeck(), doc: sampleDoc(), sheet: sampleSheet() };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    javaScriptEnabled: false,
  });
  // Nothing rendered may reach the network; abort anything that tries so a leak shows up as a failed request.
  await context.route("**/*", (route) =>
    route.request().url().startsWith("data:") ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("requestfailed", (r) => blocked.push(r.url()));
  for (const theme of THEME_NAMES) {
    for (const [kind, source] of Object.entries(sources)) {
      const { html } = renderHtml(source, { name: theme });
      writeFileSync(join(outDir, `${kind}-${theme}.html`), html);
      await page.setContent(html, { waitUntil: "load" });
      const file = join(outDir, `${kind}-${theme}.png`);
      if (kind === "deck") {
        // The deck: its first slides, one by one, plus a contact sheet of the whole page.
        const slides = await page.$$("section.slide");
        for (let i = 0; i < slides.length; i++)
          await slides[i]!.screenshot({
            path: join(outDir, `${kind}-${theme}-slide${String(i + 1).padStart(2, "0")}.png`),
          });
      }
      await page.screenshot({ path: file, fullPage: kind !== "deck" });
      console.log(`wrote ${file}`);
    }
  }
  for (const [file, kind, theme, width, height] of README_SHOTS) {
    // The deck picture is a contact sheet: six varied slides in a 3 × 2 grid.
    const deck = sampleDeck();
    const source =
      kind === "deck" ? { ...deck, slides: [0, 2, 4, 6, 7, 10].map((i) => deck.slides[i]!) } : sources[kind]!;
    let { html } = renderHtml(source, { name: theme });
    if (kind === "deck")
      html = html.replace(
        "</style>",
        ".slides{display:grid!important;grid-template-columns:repeat(3,1fr);gap:14px!important}.deck-head{display:none}body.deck{padding:14px}</style>",
      );
    await page.setViewportSize({ width, height });
    await page.setContent(html, { waitUntil: "load" });
    await page.screenshot({ path: join(shots, file), fullPage: kind === "deck" });
    console.log(`wrote ${join(shots, file)}`);
  }
  // The designed slide kinds: one contact sheet per theme (committed, shown in the README).
  const kindsDir = join(shots, "kinds");
  mkdirSync(kindsDir, { recursive: true });
  for (const theme of THEME_NAMES) {
    let { html } = renderHtml({ ...designedDeck(), theme: { name: theme } }, { name: theme });
    html = html.replace(
      "</style>",
      ".slides{display:grid!important;grid-template-columns:repeat(3,1fr);gap:12px!important}.deck-head{display:none}body.deck{padding:12px}</style>",
    );
    await page.setViewportSize({ width: 1200, height: 100 });
    await page.setContent(html, { waitUntil: "load" });
    await page.screenshot({ path: join(kindsDir, `kinds-${theme}.png`), fullPage: true });
    console.log(`wrote ${join(kindsDir, `kinds-${theme}.png`)}`);
  }
  // The same kinds at the other slide sizes, in the default theme.
  for (const size of SLIDE_SIZES.filter((s) => s !== DEFAULT_SLIDE_SIZE)) {
    let { html } = renderHtml({ ...designedDeck(), size }, { name: "light" });
    html = html.replace(
      "</style>",
      ".slides{display:grid!important;grid-template-columns:repeat(3,1fr);gap:12px!important}.deck-head{display:none}body.deck{padding:12px}</style>",
    );
    await page.setViewportSize({ width: 1200, height: 100 });
    await page.setContent(html, { waitUntil: "load" });
    const file = join(kindsDir, `kinds-light-${size.replace(":", "x").toLowerCase()}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`wrote ${file}`);
  }
  if (blocked.length) {
    console.error(`network requests were attempted: ${blocked.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
