// A deck with a picture on every kind that holds one (picture and text on each side, a full-bleed cover, cards with
// pictures, a team with portraits, a plain picture), for the brand picture-frame tests.
import type { Deck } from "../../src/formats/model/source.js";
import { pngDataUrlOf, rgbPng } from "../png.js";

/** A photo-like gradient, so the contact sheets show where each picture went. */
const photo = (w: number, h: number, tint: number) =>
  pngDataUrlOf(rgbPng(w, h, (x, y) => [(tint + (x * 160) / w) % 256, 60 + (y * 150) / h, 200 - (x * 80) / w]));

export function pictureDeck(): Deck {
  const image = (alt: string, tint = 40) => ({ src: photo(320, 200, tint), alt });
  return {
    kind: "deck",
    title: "Hamburg warehouse review",
    slides: [
      {
        layout: "full-bleed",
        title: "Hamburg warehouse review",
        subtitle: "Safety and lighting, autumn 2026",
        image: image("The warehouse at dusk", 10),
      },
      {
        layout: "image-text",
        title: "Forklift training",
        body: "- All drivers certified by June\n- A refresher every year\n- Two new trainers",
        image: image("A forklift in the training hall", 90),
      },
      {
        layout: "image-text",
        title: "Loading dock lighting",
        side: "left",
        body: "LED lights on all 12 docks: fewer near misses at night.",
        image: image("The loading dock lit at night", 150),
      },
      {
        layout: "cards",
        title: "Three sites",
        cards: [
          { title: "Hamburg", text: "Main hub, 12 docks", image: image("Hamburg site", 20) },
          { title: "Bremen", text: "Cold storage", image: image("Bremen site", 120) },
          { title: "Kiel", text: "Port link", image: image("Kiel site", 200) },
        ],
      },
      {
        layout: "team",
        title: "The safety team",
        people: [
          { name: "Anna Berg", role: "Lead", image: image("Anna Berg", 60) },
          { name: "Jonas Weber", role: "Trainer", image: image("Jonas Weber", 100) },
          { name: "Mira Koch", role: "Lighting", image: image("Mira Koch", 180) },
        ],
      },
      { layout: "image", title: "The new dock", image: image("The new dock", 220) },
    ],
  } as Deck;
}
