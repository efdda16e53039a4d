// Contact sheets of the showcase decks and three brand decks, as LibreOffice draws their .pptx (for review, before/after).
// Run with `node --import tsx scripts/contact-sheets.ts OUT_DIR [--pdf]` (--pdf: also Quire's own PDF export of the showcase
// decks); needs soffice, pdftoppm and montage (imagemagick).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyseTemplate } from "../src/brands/analyse-template.js";
import { brandTemplate } from "../src/brands/brand-template.js";
import { validateUpload } from "../src/brands/validate-upload.js";
import { renderDeckToPdf } from "../src/formats/pdf/index.js";
import { renderDeckToPptxSync } from "../src/formats/pptx/index.js";
import type { Deck } from "../src/formats/model/source.js";
import { CONSTRUCTED } from "../test/brands/template-kit/constructed.js";
import { missing, thirdParty } from "../test/fixtures.js";

const out = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "docs/screenshots/design";
const withPdf = process.argv.includes("--pdf");
const root = new URL("..", import.meta.url).pathname;
const showcase = join(root, "content/showcase");
const today = new Date("2026-11-23T12:00:00Z");
mkdirSync(out, { recursive: true });

const decks: Record<string, Deck> = {};
for (const f of readdirSync(showcase)) {
  const src = JSON.parse(readFileSync(join(showcase, f), "utf8")).source as Deck;
  if (src.kind === "deck") decks[f.replace(/\.json$/, "")] = src;
}
const qbr = decks["quarterly-business-review"]!;
const pptx: Record<string, Uint8Array> = {};
for (const [name, deck] of Object.entries(decks)) pptx[name] = renderDeckToPptxSync(deck, { today }).bytes;
const onBrand = (key: string, bytes: Uint8Array) =>
  renderDeckToPptxSync(qbr, {
    template: brandTemplate(key, bytes, analyseTemplate(validateUpload(bytes)).strict),
    today,
  }).bytes;
// pypptx-default-4x3 is in test/fixtures/third-party; poi-maloney-a4-size only in the extra fixtures, QUIRE_EXTRA_FIXTURES (left out without it).
for (const name of ["poi-maloney-a4-size", "pypptx-default-4x3"]) {
  const file = thirdParty(`brands/${name}.pptx`);
  if (file) pptx[`brand-${name}`] = onBrand(name, new Uint8Array(readFileSync(file)));
  else console.warn(`brand-${name} left out: ${missing(`brands/${name}.pptx`)}`);
}
pptx["brand-vertical-title-bar"] = onBrand("vertical-title-bar", CONSTRUCTED["vertical-title-bar"]!.bytes());

const dir = mkdtempSync(join(tmpdir(), "quire-sheets-"));
try {
  for (const [name, bytes] of Object.entries(pptx)) writeFileSync(join(dir, `${name}.pptx`), bytes);
  spawnSync(
    "soffice",
    [
      `-env:UserInstallation=file://${join(dir, "profile")}`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      ...Object.keys(pptx).map((n) => join(dir, `${n}.pptx`)),
    ],
    { stdio: "ignore" },
  );
  // The PDF export of the showcase decks is drawn by Quire itself: one sheet each too.
  if (withPdf)
    for (const [name, deck] of Object.entries(decks))
      writeFileSync(join(dir, `pdf-${name}.pdf`), (await renderDeckToPdf(deck)).bytes);
  for (const pdf of readdirSync(dir).filter((f) => f.endsWith(".pdf"))) {
    const stem = pdf.replace(/\.pdf$/, "");
    execFileSync("pdftoppm", ["-png", "-r", "32", join(dir, pdf), join(dir, `${stem}-p`)]);
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith(`${stem}-p`) && f.endsWith(".png"))
      .sort()
      .map((f) => join(dir, f));
    execFileSync("montage", [
      ...pages,
      "-tile",
      "4x",
      "-geometry",
      "+4+4",
      "-background",
      "#D0D0D0",
      join(out, `${stem}.png`),
    ]);
    console.log(`${out}/${stem}.png (${pages.length} slides)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
