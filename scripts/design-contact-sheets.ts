// Contact sheets of the builtin composer's decks from fact-rich requests, one sheet per built-in theme, as LibreOffice
// draws their .pptx (and with --pdf, as Quire's own PDF draws them), four slides a row: for review, before and after.
// With --variants, a row a sample slide instead: the slide, then its layout variants. With --pictures, the decks with
// every slot the picture pass can fill given a photograph (a cover, lists beside a picture, cards, portraits).
// Run with `node --import tsx scripts/design-contact-sheets.ts [OUT_DIR] [--pdf] [--variants|--pictures] [--themes=a,b]`; needs soffice and pdftoppm.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCanvas, GlobalFonts, loadImage } from "@napi-rs/canvas";
import { composeSource } from "../src/agent/builtin/compose-source.js";
import { exportSource } from "../src/formats/export-source.js";
import type { Deck } from "../src/formats/model/source.js";
import { THEME_NAMES } from "../src/formats/model/themes.js";
import { DESIGN_PROMPTS } from "../test/design/design-prompts.js";
import { layoutVariants } from "../src/formats/slide-kinds/layout-variants.js";
import { SAMPLE_SLIDES } from "../test/slides/layout-variant-slides.js";
import { rasterisePdf } from "../test/drawing/compare-pages.js";
import { picturedDeck } from "../test/pictures/sample-photos.js";

const args = process.argv.slice(2);
const withVariants = args.includes("--variants");
const withPictures = args.includes("--pictures");
const out =
  args.find((a) => !a.startsWith("--")) ??
  (withVariants
    ? "docs/screenshots/variants"
    : withPictures
      ? "docs/screenshots/pictures"
      : "docs/screenshots/design/composer");
const withPdf = args.includes("--pdf");
const themes =
  args
    .find((a) => a.startsWith("--themes="))
    ?.slice(9)
    .split(",") ?? THEME_NAMES;
const CELL = 300;
const GAP = 8;
const HEADER = 24;
const PER_ROW = 6;
mkdirSync(out, { recursive: true });
GlobalFonts.registerFromPath(
  createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  "Noto Sans",
);

const decks = withVariants
  ? SAMPLE_SLIDES.map((s) => ({
      id: `${s.language}-${s.name.replace(/\W+/g, "-")}`,
      deck: {
        kind: "deck",
        title: s.name,
        language: s.language,
        slides: [s.slide, ...layoutVariants(s.slide, s.language).map((v) => v.slide)],
      } as Deck,
    })).filter((d) => d.deck.slides.length > 1)
  : DESIGN_PROMPTS.map((p) => ({ id: p.id, deck: composeSource(p.prompt, { kind: "deck" }).source as Deck })).map(
      ({ id, deck }) => ({ id, deck: withPictures ? picturedDeck(deck) : deck }),
    );
const dir = mkdtempSync(join(tmpdir(), "quire-design-sheets-"));
try {
  const files: string[] = [];
  for (const theme of themes) {
    for (const { id, deck } of decks) {
      const themed: Deck = { ...deck, theme: { name: theme } };
      const path = join(dir, `${theme}--${id}.pptx`);
      writeFileSync(path, (await exportSource(themed, "pptx")).bytes);
      files.push(path);
      if (withPdf) writeFileSync(join(dir, `${theme}--${id}.quire.pdf`), (await exportSource(themed, "pdf")).bytes);
    }
  }
  spawnSync(
    "soffice",
    [
      `-env:UserInstallation=file://${join(dir, "profile")}`,
      "--headless",
      "--norestore",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      ...files,
    ],
    { stdio: "ignore", timeout: 900_000 },
  );
  for (const theme of themes) {
    for (const drawer of withPdf ? ["pdf", "quire.pdf"] : ["pdf"]) {
      const rows: Array<{ id: string; pages: Uint8Array[] }> = decks.map(({ id }) => ({
        id,
        pages: rasterisePdf(readFileSync(join(dir, `${theme}--${id}.${drawer}`)), { width: CELL }),
      }));
      const images = await Promise.all(
        rows.map(async (r) => ({ id: r.id, images: await Promise.all(r.pages.map((p) => loadImage(Buffer.from(p)))) })),
      );
      const cellH = images[0]?.images[0]?.height ?? 169;
      const lines = images.reduce((n, r) => n + Math.ceil(r.images.length / PER_ROW), 0);
      const canvas = createCanvas(PER_ROW * (CELL + GAP) + GAP, images.length * HEADER + lines * (cellH + GAP) + GAP);
      const g = canvas.getContext("2d");
      g.fillStyle = "#D0D0D0";
      g.fillRect(0, 0, canvas.width, canvas.height);
      let y = 0;
      for (const r of images) {
        g.fillStyle = "#111";
        g.font = "14px 'Noto Sans'";
        g.fillText(
          `${r.id} — ${theme}, ${drawer === "pdf" ? "LibreOffice from the pptx" : "Quire's PDF"}`,
          GAP,
          y + 17,
        );
        y += HEADER;
        r.images.forEach((img, i) =>
          g.drawImage(img, GAP + (i % PER_ROW) * (CELL + GAP), y + Math.floor(i / PER_ROW) * (cellH + GAP)),
        );
        y += Math.ceil(r.images.length / PER_ROW) * (cellH + GAP);
      }
      const name = join(out, `${theme}${drawer === "pdf" ? "" : "-quire-pdf"}.png`);
      writeFileSync(name, canvas.toBuffer("image/png"));
      console.log(name);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
