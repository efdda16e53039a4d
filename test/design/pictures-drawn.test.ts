// Pictures as LibreOffice draws Quire's pptx: image-text (both sides), full-bleed, cards with pictures and a team with
// portraits, in a light and a dark theme. Every word is there, inside its slide and apart; each picture frame shows
// the picture (not its placeholder), and the part its focus asks for.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { exportSource } from "../../src/formats/export-source.js";
import type { Deck, ImageRef } from "../../src/formats/model/source.js";
import { canMeasure, measurePdf, readPpm, type Check } from "../brands/measure-deck.js";
import { convertWithSoffice } from "../office/soffice.js";

const CHECKS = new Set<Check>(["overlap", "outside", "missing-word", "missing-title", "page-count", "small-text"]);
const THEMES = ["light", "dark"];

/** A 4:1 picture, its left half red and its right half blue: any frame up to 2:1 shows one colour when focused near an end. */
function halves(): string {
  const canvas = createCanvas(800, 200);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#E02020";
  ctx.fillRect(0, 0, 400, 200);
  ctx.fillStyle = "#2040E0";
  ctx.fillRect(400, 0, 400, 200);
  return `data:image/png;base64,${canvas.toBuffer("image/png").toString("base64")}`;
}

const SRC = halves();
const red: ImageRef = { src: SRC, alt: "The north pier at dawn", focus: { x: 0.1, y: 0.5 } };
const blue: ImageRef = { src: SRC, alt: "The south pier at dusk", focus: { x: 0.9, y: 0.5 } };

const deck: Deck = {
  kind: "deck",
  title: "Harbour piers",
  slides: [
    {
      layout: "image-text",
      title: "North pier",
      body: "Ferries leave every twenty minutes.\n\n- Rebuilt in 2019\n- Busiest at eight",
      image: red,
    },
    { layout: "image-text", title: "South pier", body: "Quiet mornings, busy evenings.", image: blue, side: "left" },
    { layout: "full-bleed", title: "Harbour at dawn", subtitle: "Before the first ferry", image: red },
    {
      layout: "cards",
      title: "Three piers",
      cards: [
        { title: "North", text: "Ferries and water taxis", image: red },
        { title: "East", text: "Fishing boats unload here", image: blue },
        { title: "West", text: "Cargo from the islands", image: red },
      ],
    },
    {
      layout: "team",
      title: "Harbour crew",
      people: [
        { name: "Ana Lima", role: "Harbour master", image: red },
        { name: "Tomas Berg", role: "Pilot", image: blue },
        { name: "Mei Chen", role: "Engineer" },
      ],
    },
  ],
};
/** The colour each slide's pictures show, in the order they are drawn. */
const EXPECTED = [["red"], ["blue"], ["red"], ["red", "blue", "red"], ["red", "blue"]];

interface Frame {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Each slide's pictures as shares of the slide (from the pptx), shrunk to their middle so a rounded or round frame's edge is left out. */
function pictureFrames(pptx: Uint8Array): Frame[][] {
  const files = unzipSync(pptx);
  const size = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(strFromU8(files["ppt/presentation.xml"]!))!;
  const [cx, cy] = [Number(size[1]), Number(size[2])];
  return deck.slides.map((_, i) =>
    [
      ...strFromU8(files[`ppt/slides/slide${i + 1}.xml`]!).matchAll(
        /<p:pic>[\s\S]*?<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>[\s\S]*?<\/p:pic>/g,
      ),
    ].map((m) => {
      const [x, y, w, h] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      return { x0: (x + w * 0.3) / cx, y0: (y + h * 0.3) / cy, x1: (x + w * 0.7) / cx, y1: (y + h * 0.6) / cy };
    }),
  );
}

/** Which colour fills a frame of the page: "red" or "blue" when 90 % of its pixels are that colour. */
function shown(img: ReturnType<typeof readPpm>, f: Frame): string {
  let r = 0;
  let b = 0;
  let all = 0;
  for (let y = Math.floor(f.y0 * img.height); y < Math.floor(f.y1 * img.height); y++) {
    for (let x = Math.floor(f.x0 * img.width); x < Math.floor(f.x1 * img.width); x++) {
      const i = (y * img.width + x) * 3;
      const [pr, pg, pb] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
      all++;
      if (pr > 180 && pg < 90 && pb < 90) r++;
      if (pb > 180 && pr < 90 && pg < 110) b++;
    }
  }
  return r / all > 0.9
    ? "red"
    : b / all > 0.9
      ? "blue"
      : `neither (red ${(r / all).toFixed(2)}, blue ${(b / all).toFixed(2)})`;
}

describe.skipIf(!canMeasure)("pictures drawn by LibreOffice", () => {
  it(
    "words are there, inside and apart; every frame shows its picture's focused part",
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "quire-pictures-"));
      try {
        const frames: Record<string, Frame[][]> = {};
        for (const theme of THEMES) {
          const bytes = (await exportSource({ ...deck, theme: { name: theme } }, "pptx")).bytes;
          writeFileSync(join(dir, `${theme}.pptx`), bytes);
          frames[theme] = pictureFrames(bytes);
        }
        const files = THEMES.map((t) => join(dir, `${t}.pptx`));
        convertWithSoffice(files, "pdf", dir, { profile: join(dir, "profile"), timeout: 110_000 });
        const problems: string[] = [];
        for (const theme of THEMES) {
          const pdf = join(dir, `${theme}.pdf`);
          const measured = measurePdf(pdf, deck);
          problems.push(
            ...measured.findings
              .filter((f) => CHECKS.has(f.check))
              .map((f) => `${theme} p${f.page} ${f.check}: ${f.detail}`),
          );
          // measurePdf leaves the pages drawn at its resolution beside the PDF.
          execFileSync("pdftoppm", ["-r", "40", pdf, join(dir, `${theme}-low`)]);
          frames[theme]!.forEach((slideFrames, i) => {
            const img = readPpm(readFileSync(join(dir, `${theme}-low-${i + 1}.ppm`)));
            expect(slideFrames.length, `${theme} slide ${i + 1}: pictures`).toBe(EXPECTED[i]!.length);
            slideFrames.forEach((f, j) => {
              const colour = shown(img, f);
              if (colour !== EXPECTED[i]![j])
                problems.push(`${theme} slide ${i + 1} picture ${j + 1}: shows ${colour}, not ${EXPECTED[i]![j]}`);
            });
          });
        }
        expect(problems, problems.join("\n")).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
