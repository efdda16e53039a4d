// Photograph-like pictures drawn for tests and contact sheets (a sky, a sun, hills, a house), each with its focus on
// its subject; and a deck with every slot the picture pass can fill filled with them — the most pictures a deck carries.
import { createCanvas } from "@napi-rs/canvas";
import type { Deck, ImageRef } from "../../src/formats/model/source.js";
import { pictureSlots, withPicture } from "../../src/pictures/plan-pictures.js";

const SKIES = [
  ["#1d3557", "#f4a261"],
  ["#4a6fa5", "#d8e2dc"],
  ["#2b2d42", "#ef8354"],
  ["#5fa8d3", "#fefae0"],
] as const;

/** A landscape with its subject (the house under the sun) at `subject`, as fractions of the picture. */
export function samplePhoto(width: number, height: number, seed = 0, subject = { x: 0.68, y: 0.45 }): ImageRef {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext("2d");
  const [top, bottom] = SKIES[seed % SKIES.length]!;
  const sky = g.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, top);
  sky.addColorStop(1, bottom);
  g.fillStyle = sky;
  g.fillRect(0, 0, width, height);
  const sx = width * subject.x;
  const sy = height * subject.y;
  const r = Math.min(width, height) * 0.12;
  g.fillStyle = "#fff4d6";
  g.beginPath();
  g.arc(sx, sy - r * 1.4, r, 0, Math.PI * 2);
  g.fill();
  for (const [shade, base, amp] of [
    ["#3a5a40", 0.72, 0.08],
    ["#588157", 0.82, 0.05],
  ] as const) {
    g.fillStyle = shade;
    g.beginPath();
    g.moveTo(0, height);
    for (let x = 0; x <= width; x += width / 24)
      g.lineTo(x, height * base + Math.sin((x / width) * 6 + seed) * height * amp);
    g.lineTo(width, height);
    g.fill();
  }
  g.fillStyle = "#b23a48";
  g.fillRect(sx - r, sy, r * 2, r * 1.4);
  g.fillStyle = "#6d2e46";
  g.beginPath();
  g.moveTo(sx - r * 1.2, sy);
  g.lineTo(sx, sy - r * 0.9);
  g.lineTo(sx + r * 1.2, sy);
  g.fill();
  const src = `data:image/jpeg;base64,${canvas.toBuffer("image/jpeg").toString("base64")}`;
  return {
    src,
    alt: "A red house on green hills under a low sun",
    focus: subject,
    credit: "Photo: Test Photographer on Pexels (Pexels License)",
  };
}

/** The deck with every slot the pass could fill filled with a sample photo of the frame's shape (cards with theirs). */
export function picturedDeck(deck: Deck): Deck {
  const slides = [...deck.slides];
  let beside = 0;
  const slots = pictureSlots(deck);
  // A cards slide shows its cards' pictures; the list beside one picture is only its fallback.
  const cardSlides = new Set(slots.filter((s) => s.kind === "card").map((s) => s.slide));
  slots
    .filter((s) => !(s.kind === "beside" && cardSlides.has(s.slide)))
    .forEach((slot, i) => {
      const ref =
        slot.aspect > 1.2
          ? samplePhoto(960, 600, i)
          : slot.aspect < 0.85
            ? samplePhoto(560, 760, i)
            : samplePhoto(640, 640, i);
      slides[slot.slide] = withPicture(
        slides[slot.slide]!,
        slot,
        ref,
        slot.kind === "beside" && beside++ % 2 ? "left" : "right",
      );
    });
  return { ...deck, slides };
}
