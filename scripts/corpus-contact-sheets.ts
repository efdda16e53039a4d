// Contact sheets of the real-writing corpus: for two decks a language (one written from a prompt, one pasted notes kept
// as written), the builtin composer's deck as Quire's PDF draws it, four slides a row, headed by the case and its text.
// Run with `node --import tsx scripts/corpus-contact-sheets.ts [OUT_DIR]` (default docs/screenshots/real-writing); needs pdftoppm.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createCanvas, GlobalFonts, loadImage } from "@napi-rs/canvas";
import { renderDeckToPdf } from "../src/formats/pdf/index.js";
import { composeCase } from "../test/agent/real-writing/check-case.js";
import { CORPUS } from "../test/agent/real-writing/corpus/index.js";
import { rasterisePdf } from "../test/drawing/compare-pages.js";

const out = process.argv[2] ?? "docs/screenshots/real-writing";
const CELL = 320;
const GAP = 10;
const HEADER = 56;
const PER_ROW = 4;
mkdirSync(out, { recursive: true });

const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(
  require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  "Noto Sans",
);

const langs = [...new Set(CORPUS.map((c) => c.lang))];
const chosen = langs.flatMap((lang) => {
  const decks = CORPUS.filter((c) => c.lang === lang && c.kind === "deck");
  return [decks.find((c) => !c.mode), decks.find((c) => c.mode === "preserve")].filter((c) => c !== undefined);
});

for (const c of chosen) {
  const { source } = await composeCase(c);
  if (source.kind !== "deck") continue;
  const pages = rasterisePdf((await renderDeckToPdf(source)).bytes, { width: CELL });
  const images = await Promise.all(pages.map((p) => loadImage(Buffer.from(p))));
  const cellH = images[0] ? images[0].height : 180;
  const rows = Math.ceil(images.length / PER_ROW);
  const canvas = createCanvas(PER_ROW * (CELL + GAP) + GAP, HEADER + rows * (cellH + GAP) + GAP);
  const g = canvas.getContext("2d");
  g.fillStyle = "#D0D0D0";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#111";
  g.font = "15px 'Noto Sans', 'Noto Sans CJK JP', 'DejaVu Sans'";
  g.fillText(`${c.id}${c.mode ? ` (${c.mode})` : ""} — ${source.slides.length} slides`, GAP, 20);
  g.font = "12px 'Noto Sans', 'Noto Sans CJK JP', 'DejaVu Sans'";
  g.fillText(c.text.replace(/\s+/g, " ").slice(0, 150), GAP, 42);
  images.forEach((img, i) =>
    g.drawImage(img, GAP + (i % PER_ROW) * (CELL + GAP), HEADER + Math.floor(i / PER_ROW) * (cellH + GAP)),
  );
  writeFileSync(join(out, `${c.id}.png`), canvas.toBuffer("image/png"));
  console.log(`${out}/${c.id}.png (${images.length} slides)`);
}
