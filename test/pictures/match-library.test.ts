// The library's pictures matched to slides the way people name their files: each picture lands on the slide its words
// are about, in the deck's language, used once; a portrait only on its person; cards all or none; nothing forced.
import { describe, expect, it } from "vitest";
import type { Deck, Slide } from "../../src/formats/model/source.js";
import { matchLibrary } from "../../src/pictures/match-library.js";
import { illustratedSlots, pictureless, pictureSlots, withPicture } from "../../src/pictures/plan-pictures.js";
import type { AssetRecord } from "../../src/store/repos/assets.js";

let n = 0;
function asset(name: string | null, more: { alt?: string; tags?: string[] } = {}): AssetRecord {
  n++;
  const id = `asset_01JD8X3K5Q2W7Y9Z0ABCDEF${String(n).padStart(3, "0")}`;
  return {
    id,
    userId: "u",
    spaceId: "u" as AssetRecord["spaceId"],
    type: "image/jpeg",
    width: 1200,
    height: 800,
    bytes: 1000,
    sha256: "x",
    blobKey: `assets/${id}.jpg`,
    createdAt: "2026-11-27T00:00:00.000Z",
    name,
    alt: more.alt ?? null,
    tags: more.tags ?? [],
    origin: "upload",
    provider: null,
    license: null,
    credit: null,
    sourceUrl: null,
    cacheKey: null,
    focus: null,
  };
}

const deck = (title: string, slides: Slide[]): Deck => ({ kind: "deck", title, slides });

interface Case {
  name: string;
  language: string;
  deck: Deck;
  assets: AssetRecord[];
  /** Slide title (or person) → the picture's name expected there; absent titles get none. */
  expected: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: "an English team update: the office photo on the office slide, the product shot on the launch",
    language: "en",
    deck: deck("Q3 team update", [
      { layout: "title", title: "Q3 team update", subtitle: "Operations, product, hiring" },
      {
        layout: "bullets",
        title: "Our new Lisbon office",
        bullets: ["Moved in on 2 September", "Room for 40 people", "Ten minutes from the station"],
      },
      {
        layout: "bullets",
        title: "Launch of the mobile app",
        bullets: ["Released to 12 countries", "4.6 stars in the first month"],
      },
      { layout: "bullets", title: "Hiring", bullets: ["Three engineers joined", "Two roles open"] },
    ]),
    assets: [
      asset("lisbon-office-2024.jpg"),
      asset("IMG_4411.JPG"),
      asset("app launch keynote", { tags: ["mobile", "launch"] }),
    ],
    expected: { "Our new Lisbon office": "lisbon-office-2024.jpg", "Launch of the mobile app": "app launch keynote" },
  },
  {
    name: "German minutes: matched by alt text and tags, with plural and accents folded",
    language: "de",
    deck: deck("Protokoll Quartalsplanung", [
      {
        layout: "bullets",
        title: "Neue Lagerhallen in Duisburg",
        bullets: ["Zwei Hallen seit März in Betrieb", "Kapazität 12.000 Paletten"],
      },
      {
        layout: "bullets",
        title: "Schulung der Fahrer",
        bullets: ["Alle Fahrer bis Juni geschult", "Neue Sicherheitsregeln"],
      },
    ]),
    assets: [
      asset("foto1.png", { alt: "Luftaufnahme der Lagerhalle in Duisburg" }),
      asset("foto2.png", { tags: ["Fahrer", "Schulung"] }),
    ],
    expected: { "Neue Lagerhallen in Duisburg": "foto1.png", "Schulung der Fahrer": "foto2.png" },
  },
  {
    name: "French plan: an unrelated picture is never forced onto a slide",
    language: "fr",
    deck: deck("Plan de lancement", [
      {
        layout: "bullets",
        title: "Ouverture de la boutique à Lyon",
        bullets: ["Inauguration le 3 mars", "Équipe de six vendeurs"],
      },
      {
        layout: "bullets",
        title: "Budget marketing",
        bullets: ["40 000 € pour le trimestre", "Priorité aux réseaux sociaux"],
      },
    ]),
    assets: [asset("boutique-lyon.jpg"), asset("vacances-plage.jpg", { alt: "Une plage au coucher du soleil" })],
    expected: { "Ouverture de la boutique à Lyon": "boutique-lyon.jpg" },
  },
  {
    name: "a team slide: portraits only for the people they name",
    language: "en",
    deck: deck("Who we are", [
      {
        layout: "team",
        title: "The team",
        people: [
          { name: "Ana Lima", role: "CEO" },
          { name: "Kenji Sato", role: "CTO" },
          { name: "Mara Olsen", role: "Design" },
        ],
      },
    ]),
    assets: [
      asset("ana_lima_headshot.jpg"),
      asset("kenji.jpg", { alt: "Kenji Sato at his desk" }),
      asset("team-offsite.jpg", { alt: "The whole team at the offsite" }),
    ],
    expected: { "Ana Lima": "ana_lima_headshot.jpg", "Kenji Sato": "kenji.jpg" },
  },
  {
    name: "cards: a picture on every card, or the cards as a list beside the one picture that matched",
    language: "en",
    deck: deck("Products", [
      {
        layout: "cards",
        title: "Three products",
        cards: [{ title: "Espresso machine" }, { title: "Grinder" }, { title: "Kettle" }],
      },
      { layout: "cards", title: "Two services", cards: [{ title: "Barista training" }, { title: "Repairs" }] },
    ]),
    assets: [asset("espresso-machine.png"), asset("grinder.png"), asset("kettle.png"), asset("barista-training.png")],
    // Only one of the two services has a picture: not on its card alone, but beside the two as a list.
    expected: {
      "Espresso machine": "espresso-machine.png",
      Grinder: "grinder.png",
      Kettle: "kettle.png",
      "Two services": "barista-training.png",
    },
  },
  {
    name: "Japanese: a tag written in Japanese found in the slide's title",
    language: "ja",
    deck: deck("新工場の計画", [
      { layout: "bullets", title: "大阪工場の建設", bullets: ["2027年春に着工", "従業員120名"] },
      { layout: "bullets", title: "採用計画", bullets: ["エンジニア10名", "営業5名"] },
    ]),
    assets: [asset("osaka.jpg", { tags: ["大阪工場"] })],
    expected: { 大阪工場の建設: "osaka.jpg" },
  },
  {
    name: "across languages: a picture tagged in German or French on an English slide, as the icon index translates",
    language: "en",
    deck: deck("Site review", [
      { layout: "bullets", title: "The warehouse", bullets: ["12,000 pallets", "Night shift since March"] },
      { layout: "bullets", title: "Staff training", bullets: ["Every driver certified", "A refresher each year"] },
    ]),
    assets: [asset("IMG_0031.jpg", { tags: ["Lager"] }), asset("formation.png", { alt: "Une formation en salle" })],
    expected: { "The warehouse": "IMG_0031.jpg", "Staff training": "formation.png" },
  },
  {
    name: "and back: an English picture on a German slide, a German compound read in its parts",
    language: "de",
    deck: deck("Standortbericht", [
      { layout: "bullets", title: "Unser Lager", bullets: ["12.000 Paletten", "Nachtschicht seit März"] },
      { layout: "bullets", title: "Staplerschulung", bullets: ["Alle Fahrer zertifiziert", "Auffrischung jedes Jahr"] },
    ]),
    assets: [asset("warehouse.jpg"), asset("stapler-schulung.jpg"), asset("office-party.jpg")],
    expected: { "Unser Lager": "warehouse.jpg", Staplerschulung: "stapler-schulung.jpg" },
  },
];

describe("library pictures matched to slides", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const slots = pictureSlots(c.deck);
      const { matches } = matchLibrary(slots, c.assets, c.language);
      const got = Object.fromEntries(
        matches.map((m) => [m.slot.person ?? (m.slot.kind === "card" ? m.slot.heading : m.slot.title), m.asset.name]),
      );
      expect(got).toEqual(c.expected);
      // Each picture once.
      expect(new Set(matches.map((m) => m.asset.id)).size).toBe(matches.length);
    });
  }
});

describe("a picture that matched and was left out", () => {
  it("is named with the slide it matched and why: a kind that holds none, a better match, cards all or none", () => {
    const d = deck("Results", [
      {
        layout: "chart",
        title: "Sales by region",
        chart: { type: "bar", categories: ["North"], series: [{ name: "Sales", values: [1] }] },
      },
      { layout: "bullets", title: "Our Lisbon office", bullets: ["Opened in May", "Forty desks"] },
      {
        layout: "cards",
        title: "Products",
        cards: [
          { title: "Grinder", text: "x".repeat(300) },
          { title: "Kettle", text: "y".repeat(300) },
        ],
      },
    ]);
    const assets = [
      asset("sales-chart.png"),
      asset("lisbon-office.jpg"),
      asset("lisbon office 2.jpg"),
      asset("grinder.png"),
      asset("my-cat.jpg"),
    ];
    const { matches, leftOut } = matchLibrary(pictureSlots(d), assets, "en", pictureless(d));
    expect(matches.map((m) => m.asset.name)).toEqual(["lisbon-office.jpg"]);
    expect(Object.fromEntries(leftOut.map((l) => [l.asset.name, [l.slide, l.reason]]))).toEqual({
      "sales-chart.png": [0, "its chart takes the whole slide"],
      "lisbon office 2.jpg": [1, "its one place for a picture went to “lisbon-office.jpg”, which matched it better"],
      "grinder.png": [2, "its cards show pictures all or none, and only 1 of its 2 cards matched one"],
    });
  });
});

describe("a slide with its picture", () => {
  const ref = { src: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", alt: "The office", credit: "Your library: office.jpg" };

  it("keeps every word of a list beside the picture, and the credit in the notes", () => {
    const slide: Slide = {
      layout: "bullets",
      title: "Our office",
      bullets: ["Moved in", { text: "Room for 40", children: ["two floors"] }],
      notes: "Mention the lease.",
    };
    const [slot] = pictureSlots(deck("D", [slide]));
    const out = withPicture(slide, slot!, ref, "left");
    expect(out).toMatchObject({ layout: "image-text", title: "Our office", side: "left", image: ref });
    expect((out as { body: string }).body).toBe("- Moved in\n- Room for 40\n  - two floors");
    expect(out.notes).toBe("Mention the lease.\n\nPicture: Your library: office.jpg");
  });

  it("offers no slot on slides that need the whole width or already show a picture", () => {
    const long = Array.from({ length: 7 }, (_, i) => `Point ${i + 1}`);
    const slides: Slide[] = [
      { layout: "section", title: "Part one" },
      { layout: "bullets", title: "Too many points", bullets: long },
      { layout: "content", title: "A table", body: "| a | b |\n|---|---|\n| 1 | 2 |" },
      { layout: "image-text", title: "Has one", body: "text", image: ref },
      {
        layout: "chart",
        title: "Sales",
        chart: { type: "bar", categories: ["a"], series: [{ name: "s", values: [1] }] },
      },
    ];
    expect(pictureSlots(deck("D", slides))).toEqual([]);
  });

  it("offers a list of gaps to the user's own picture of its title, never to a found one", () => {
    const slots = pictureSlots(
      deck("D", [
        {
          layout: "bullets",
          title: "Forklift training",
          bullets: ["[Forklift training: point 1]", "[Forklift training: point 2]"],
        },
      ]),
    );
    expect(slots).toMatchObject([{ kind: "beside", title: "Forklift training", gaps: true }]);
    expect(illustratedSlots(slots, 6)).toEqual([]);
  });
});
