// Contact sheets of the fixture deck on each shared brand template: one row per slide, LibreOffice's render of the .pptx
// on the left and Quire's own drawing of it (drawPptxToPdf) on the right, both rasterised by pdftoppm, each row labelled
// with the slide and its scores from test/drawing/compare-pages.ts (colour placement / palette).
// Run with `node --import tsx scripts/brand-contact-sheets.ts [OUT_DIR]` (default docs/screenshots/brands); needs soffice
// and pdftoppm, and the extra fixtures (QUIRE_EXTRA_FIXTURES, by default ../shared/fixtures) for the templates kept
// outside the repository (left out, named, without them).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createCanvas, GlobalFonts, loadImage } from "@napi-rs/canvas";
import { drawPptxToPdf } from "../src/formats/drawing/index.js";
import { renderDeckToPptx } from "../src/formats/pptx/index.js";
import { loadTemplate } from "../src/formats/pptx/template.js";
import { measuredDeck } from "../test/brands/deck-fixture.js";
import { comparePages, rasterisePdf } from "../test/drawing/compare-pages.js";
import { convertDecksWithLibreOffice } from "../test/drawing/render-both.js";
import { absentFrom, missing, thirdParty, thirdPartyNames } from "../test/fixtures.js";

const out = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "docs/screenshots/brands";
const today = new Date("2026-11-23T12:00:00Z");
/** Each picture's width in the sheet (a 16:9 slide: 400 × 225). */
const CELL = 400;
const GAP = 12;
const LABEL = 22;
const HEADER = 44;
mkdirSync(out, { recursive: true });

const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(
  require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  "Noto Sans",
);
GlobalFonts.registerFromPath(
  require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  "Noto Sans Bold",
);

const names = thirdPartyNames("brands", (n) => n.endsWith(".pptx") && !n.startsWith("neg-")).map((n) =>
  n.replace(/\.pptx$/, ""),
);
for (const rel of absentFrom("brands", (n) => n.endsWith(".pptx") && !n.startsWith("neg-")))
  console.warn(`${rel} left out: ${missing(rel)}`);

const pptx: Record<string, Uint8Array> = {};
for (const name of names) {
  try {
    const template = loadTemplate(new Uint8Array(readFileSync(thirdParty(`brands/${name}.pptx`)!)));
    pptx[name] = (await renderDeckToPptx(measuredDeck(), { template, today })).bytes;
  } catch (error) {
    console.warn(`${name} left out: loadTemplate refused it: ${(error as Error).message}`);
  }
}
// One soffice run for all of them.
const office = convertDecksWithLibreOffice(pptx);

let failed = false;
for (const [name, bytes] of Object.entries(pptx)) {
  if (!office[name]) {
    console.error(`${name}: LibreOffice did not convert the deck`);
    failed = true;
    continue;
  }
  const left = rasterisePdf(office[name]!, { width: CELL });
  let right: Uint8Array[] = [];
  let error = "";
  try {
    const drawn = await drawPptxToPdf(bytes);
    right = rasterisePdf(drawn.pdf, { width: CELL });
    if (drawn.warnings.length) console.log(`${name}: drawPptxToPdf warned: ${drawn.warnings.join("; ")}`);
  } catch (e) {
    error = (e as Error).message;
    console.error(`${name}: drawPptxToPdf failed: ${error}`);
    failed = true;
  }
  const rows = Math.max(left.length, right.length);
  const images = await Promise.all([...left, ...right].map((p) => loadImage(Buffer.from(p))));
  const cellHeight = Math.max(...images.map((i) => i.height), Math.round((CELL * 9) / 16));
  const width = GAP * 3 + CELL * 2;
  const canvas = createCanvas(width, HEADER + rows * (LABEL + cellHeight + GAP) + GAP);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#D5D8DD";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#1B2430";
  ctx.font = "15px 'Noto Sans Bold'";
  ctx.fillText(name, GAP, 20);
  ctx.font = "13px 'Noto Sans'";
  ctx.fillText("LibreOffice (soffice --convert-to pdf)", GAP, 38);
  ctx.fillText("Quire (drawPptxToPdf)", GAP * 2 + CELL, 38);
  for (let i = 0; i < rows; i++) {
    const y = HEADER + i * (LABEL + cellHeight + GAP);
    let label = `Slide ${i + 1}`;
    if (left[i] && right[i]) {
      const c = await comparePages(left[i]!, right[i]!);
      label += ` — colour placement ${c.placement.toFixed(2)}, palette ${c.palette.toFixed(2)}${c.aspectDifference > 0.01 ? `, shape ${c.aspect[1].toFixed(2)} vs ${c.aspect[0].toFixed(2)}` : ""}`;
    }
    ctx.fillStyle = "#1B2430";
    ctx.font = "12px 'Noto Sans'";
    ctx.fillText(label, GAP, y + 15);
    const cells: Array<Uint8Array | undefined> = [left[i], right[i]];
    for (let side = 0; side < 2; side++) {
      const x = GAP + side * (CELL + GAP);
      const png = cells[side];
      if (png) {
        ctx.drawImage(images[side ? left.length + i : i]!, x, y + LABEL);
        continue;
      }
      ctx.fillStyle = "#F2F2F2";
      ctx.fillRect(x, y + LABEL, CELL, cellHeight);
      ctx.fillStyle = "#B03A48";
      ctx.font = "12px 'Noto Sans'";
      ctx.fillText(side && error ? `not drawn: ${error}`.slice(0, 60) : "no page", x + 10, y + LABEL + 20);
    }
  }
  const file = join(out, `${name}.png`);
  writeFileSync(file, await canvas.encode("png"));
  console.log(`${file} (${rows} slides)`);
}
if (failed) process.exitCode = 1;
