// A deck from a prompt with images "stock", the provider played by a loopback server in Pexels' documented shape: the
// photos placed, kept as assets and credited; an identical request reuses them; and every way a picture fails — the
// provider's errors, its rate limit, a slow answer, a non-image, 50 MB, a redirect to a private address, a host off
// the list, the PICTURES limit — leaves each slide exactly as it is written without pictures, with a warning naming it.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { linesOfType, parseLines, type Line } from "../agent/stream-lines.js";
import type { Deck } from "../../src/formats/model/source.js";
import { pexelsAnswer, type SamplePhoto } from "./provider-answers.js";
import { PROMPT } from "./pitch-prompt.js";
import { illustratedSlots, pictureSlots, type PictureSlot } from "../../src/pictures/plan-pictures.js";
import { bytes, huge, json, redirect, ReplayServer, slow, statusOnly, type SentCount } from "./replay-server.js";

const MiB = 1024 * 1024;

let server: ReplayServer;
let t: TestApp;
let alice: KeySession;

function photo(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer("image/jpeg");
}

function photos(n: number): SamplePhoto[] {
  return Array.from({ length: n }, (_, i) => ({
    width: i % 2 ? 800 : 1600,
    height: i % 2 ? 1200 : 900,
    imageUrl: `${server.origin}/photos/${i}.jpg`,
    author: `Photographer ${i + 1}`,
    alt: `A field of solar panels, view ${i + 1}`,
    pageUrl: `https://www.pexels.com/photo/solar-${i + 1}/`,
  }));
}

/** The provider answering well: every search finds photos, every photo is served. */
function serveWell(): void {
  server.route("/v1/search", json(pexelsAnswer(photos(4))));
  for (let i = 0; i < 4; i++)
    server.route(
      `/photos/${i}.jpg`,
      bytes(
        photo(i % 2 ? 400 : 800, i % 2 ? 600 : 450, ["#c0392b", "#27ae60", "#2980b9", "#f1c40f"][i]!),
        "image/jpeg",
      ),
    );
}

async function run(body: Record<string, unknown>, who = alice): Promise<Line[]> {
  const res = await t.app.request("/api/agent", jsonRequest("POST", { prompt: PROMPT, ...body }, who.headers));
  expect(res.status).toBe(200);
  return parseLines(await res.text());
}
const deckOf = (lines: Line[]) => linesOfType(lines, "document")[0]!.document.source as Deck;
const doneOf = (lines: Line[]) => linesOfType(lines, "done")[0]!;

let plain: Deck;
/** The slots the pass fills in the deck the builtin writes: five here (the cover, two lists, a slide of two cards). */
let slots: PictureSlot[];

beforeAll(async () => {
  server = await ReplayServer.start();
  t = await createTestApp({
    env: {
      RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "1000",
      RATE_LIMIT_PICTURES_PER_MINUTE: "1000",
      RATE_LIMIT_PICTURES_PER_DAY: "10000",
      STOCK_PROVIDER: "pexels",
      STOCK_API_KEY: "pexels-test-key",
      STOCK_BASE_URL: server.origin,
      STOCK_IMAGE_HOSTS: server.origin,
      PICTURE_TIMEOUT_MS: "1500",
    },
  });
  alice = await signUpWithKey(t);
  plain = deckOf(await run({ images: "none", save: false }));
  slots = illustratedSlots(pictureSlots(plain), 6);
  expect(slots.length).toBe(5);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe("images: stock", () => {
  let lines: Line[];
  beforeAll(async () => {
    server.reset();
    serveWell();
    lines = await run({ images: "stock" });
  }, 60_000);

  it("places a photo on the cover and beside short lists, each kept as a credited asset of the space", async () => {
    const done = doneOf(lines);
    const deck = deckOf(lines);
    expect(done.pictures!.length).toBe(slots.length);
    expect(done.pictures!.map((p) => p.slide)).toEqual(slots.map((s) => s.slide + 1));
    expect(deck.slides[0]!.layout).toBe("full-bleed");
    for (const p of done.pictures!.filter((x) => deck.slides[x.slide - 1]!.layout !== "cards")) {
      expect(p).toMatchObject({ origin: "stock", provider: "Pexels", license: "Pexels License", reused: false });
      expect(p.credit).toMatch(/^Photo: Photographer \d on Pexels \(Pexels License\)$/);
      expect(p.sourceUrl).toMatch(/^https:\/\/www\.pexels\.com\/photo\//);
      const slide = deck.slides[p.slide - 1]!;
      expect(["full-bleed", "image-text"]).toContain(slide.layout);
      const image = (slide as { image: { src: string; alt: string; credit?: string } }).image;
      expect(image.src).toBe(p.assetId);
      expect(image.alt).toMatch(/^A field of solar panels/);
      expect(image.credit).toBe(p.credit);
      expect(slide.notes).toContain(`Picture: ${p.credit}`);
    }
    const cards = deck.slides.find((s) => s.layout === "cards");
    expect(cards?.layout === "cards" && cards.cards.every((c) => c.image?.credit)).toBe(true);
    const listed = (await (await t.app.request("/api/assets?origin=stock", { headers: alice.headers })).json()) as {
      items: { id: string; credit: string; origin: string }[];
    };
    expect(listed.items.map((a) => a.id).sort()).toEqual(done.pictures!.map((p) => p.assetId).sort());
  });

  it("asked Pexels with the key, the slide's words, its language and the frame's orientation", () => {
    const searches = server.requestsTo("/v1/search");
    expect(searches.length).toBe(slots.length);
    for (const s of searches) {
      expect(s.headers.authorization).toBe("pexels-test-key");
      expect(s.url.searchParams.get("query")!.length).toBeGreaterThan(2);
      expect(s.url.searchParams.get("locale")).toMatch(/^en/);
    }
    // The cover and the cards are wide; a picture beside text stands in a frame a little taller than wide.
    const orientations = searches.map((s) => s.url.searchParams.get("orientation"));
    expect(orientations.filter((o) => o === "landscape").length).toBe(slots.filter((s) => s.aspect > 1.2).length);
    expect(orientations.filter((o) => o !== "landscape").length).toBe(slots.filter((s) => s.aspect <= 1.2).length);
  });

  it("streams progress while the pictures are fetched", () => {
    const progress = linesOfType(lines, "status").filter((l) => l.stage === "pictures");
    expect(progress.at(-1)).toMatchObject({ done: slots.length, total: slots.length });
    expect(progress.length).toBeGreaterThanOrEqual(2);
  });

  it("counts each picture in /api/usage, and an identical request reuses them: nothing fetched, nothing counted", async () => {
    const usage = async () =>
      (
        (await (await t.app.request("/api/usage", { headers: alice.headers })).json()) as {
          limits: { PICTURES: { minute: { used: number } } };
        }
      ).limits.PICTURES.minute.used;
    expect(await usage()).toBe(slots.length);
    server.reset();
    const again = await run({ images: "stock" });
    expect(doneOf(again).pictures!.map((p) => p.reused)).toEqual(slots.map(() => true));
    expect(server.requests.length).toBe(0);
    expect(await usage()).toBe(slots.length);
  }, 60_000);

  it("exports the pictures into the pptx, the PDF and the HTML", async () => {
    const documentId = doneOf(lines).documentId!;
    const pptx = await t.app.request("/api/export", jsonRequest("POST", { documentId, format: "pptx" }, alice.headers));
    expect(pptx.status).toBe(200);
    const pdf = await t.app.request("/api/export", jsonRequest("POST", { documentId, format: "pdf" }, alice.headers));
    expect(pdf.status).toBe(200);
    const html = await t.app.request("/api/export", jsonRequest("POST", { documentId, format: "html" }, alice.headers));
    expect((await html.text()).match(/<img[^>]+src="data:image\/jpeg/g)?.length).toBeGreaterThanOrEqual(slots.length);
  }, 60_000);
});

describe("a deck in another language", () => {
  it("searches in its language, and gives a picture described only in English an alt text in the deck's", async () => {
    server.reset();
    serveWell();
    const prompt = [
      "Präsentation für den Vorstand, 6 Folien.",
      "## Neue Lagerhalle",
      "- Seit März in Betrieb",
      "- Platz für 12.000 Paletten",
      "## Schulung der Fahrer",
      "- Alle Fahrer bis Juni geschult",
      "- Neue Sicherheitsregeln",
    ].join("\n");
    const lines = await run({ images: "stock", save: false, prompt }, await signUpWithKey(t));
    const deck = deckOf(lines);
    const placed = doneOf(lines).pictures!.filter((p) => deck.slides[p.slide - 1]!.layout === "image-text");
    expect(placed.length).toBeGreaterThan(0);
    for (const p of placed)
      expect((deck.slides[p.slide - 1] as { image: { alt: string } }).image.alt).toMatch(/^Illustration: \S/);
    for (const s of server.requestsTo("/v1/search")) expect(s.url.searchParams.get("locale")).toBe("de-DE");
  }, 60_000);
});

describe("a picture that fails leaves its slide as written, and says so", () => {
  const sent: SentCount = { bytes: 0, closed: Promise.resolve() };
  const FAILURES: [string, () => void, RegExp][] = [
    ["the provider's server error", () => server.route("/v1/search", statusOnly(500)), /Pexels answered 500/],
    [
      "the provider's rate limit",
      () => server.route("/v1/search", statusOnly(429, { "retry-after": "30" })),
      /429|rate/i,
    ],
    ["a key the provider refuses", () => server.route("/v1/search", statusOnly(401)), /key|refused|401/i],
    [
      "a search answer that is not the documented JSON",
      () => server.route("/v1/search", bytes("<html>maintenance</html>", "text/html")),
      /answer|JSON/i,
    ],
    ["no photo found", () => server.route("/v1/search", json(pexelsAnswer([]))), /no .*photo|matched|found/i],
    ["a slow search", () => server.route("/v1/search", slow(5_000, json(pexelsAnswer(photos(1))))), /within|time/i],
    [
      "an answer that is not an image",
      () => {
        server.route("/v1/search", json(pexelsAnswer(photos(1))));
        server.route("/photos/0.jpg", bytes("<html>not a photo</html>", "image/jpeg"));
      },
      /HTML page|PNG|JPEG|type/i,
    ],
    [
      "a 50 MB answer",
      () => {
        server.route("/v1/search", json(pexelsAnswer(photos(1))));
        server.route("/photos/0.jpg", huge(50 * MiB, "image/jpeg", true, sent));
      },
      /larger|limit|MiB/i,
    ],
    [
      "a redirect to a private address",
      () => {
        server.route("/v1/search", json(pexelsAnswer(photos(1))));
        server.route("/photos/0.jpg", redirect("http://169.254.169.254/latest/meta-data/"));
      },
      /169\.254|not on|list|private|refused/i,
    ],
    [
      "a photo on a host that is not the provider's",
      () =>
        server.route("/v1/search", json(pexelsAnswer([{ ...photos(1)[0]!, imageUrl: "http://10.0.0.7/photo.jpg" }]))),
      /10\.0\.0\.7|not on|list|refused/i,
    ],
  ];

  for (const [name, setUp, cause] of FAILURES) {
    it(
      name,
      async () => {
        server.reset();
        setUp();
        // A space of its own for each, so no picture kept from another test is reused.
        const fresh = await signUpWithKey(t);
        const lines = await run({ images: "stock", save: false }, fresh);
        const done = doneOf(lines);
        expect(done.pictures).toEqual([]);
        expect(deckOf(lines)).toEqual(plain);
        const pictureWarnings = done.warnings.filter((w) => /no picture/.test(w));
        expect(pictureWarnings.length).toBe(slots.length);
        for (const w of pictureWarnings) {
          expect(w).toMatch(/^Slide \d+ \(“.+”\): no picture — /);
          expect(w).toMatch(cause);
        }
      },
      60_000,
    );
  }

  it("the 50 MB answer was not read to its end", () => {
    expect(sent.bytes).toBeLessThan(50 * MiB);
  });
});

describe("the PICTURES limit", () => {
  it("stops fetching past it: the deck is made, the slides beyond it stay as written, the warning names the limit", async () => {
    const limited = await createTestApp({
      env: {
        STOCK_PROVIDER: "pexels",
        STOCK_API_KEY: "k",
        STOCK_BASE_URL: server.origin,
        STOCK_IMAGE_HOSTS: server.origin,
        RATE_LIMIT_PICTURES_PER_MINUTE: "2",
      },
    });
    try {
      const bob = await signUpWithKey(limited);
      server.reset();
      serveWell();
      const res = await limited.app.request(
        "/api/agent",
        jsonRequest("POST", { prompt: PROMPT, images: "stock", save: false }, bob.headers),
      );
      const lines = parseLines(await res.text());
      const done = doneOf(lines);
      expect(done.pictures!.length).toBe(2);
      const warnings = done.warnings.filter((w) => /no picture/.test(w));
      expect(warnings.length).toBe(slots.length - 2);
      for (const w of warnings) expect(w).toMatch(/PICTURES limit/);
      expect(server.requestsTo("/v1/search").length).toBe(2);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe("a metered organization key", () => {
  it("spends a call of its quota on each picture; past it the deck is made without further pictures, the warning naming the quota", async () => {
    const owner = await signInWithCookie(t);
    const orgId = (
      (await (
        await t.app.request("/api/organizations", jsonRequest("POST", { name: "Solar co-op" }, owner.headers))
      ).json()) as { id: string }
    ).id;
    const made = await t.app.request(
      `/api/organizations/${orgId}/keys`,
      jsonRequest(
        "POST",
        { name: "Pitch bot", scopes: ["agent", "documents:write"], quota: { limit: 4, refillSeconds: 3600 } },
        owner.headers,
      ),
    );
    expect(made.status).toBe(201);
    const key = { authorization: `Bearer ${((await made.json()) as { key: string }).key}` };
    server.reset();
    serveWell();
    // The run itself spends one call; three pictures spend the rest.
    const res = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: PROMPT, images: "stock", save: false }, key),
    );
    const done = doneOf(parseLines(await res.text()));
    expect(done.pictures!.length).toBe(3);
    const warnings = done.warnings.filter((w) => /no picture/.test(w));
    expect(warnings.length).toBe(slots.length - 3);
    for (const w of warnings) expect(w).toMatch(/quota is used up/);
    const keys = (await (
      await t.app.request(`/api/organizations/${orgId}/keys`, { headers: owner.headers })
    ).json()) as { quota: { remaining: number } }[];
    expect(keys[0]!.quota.remaining).toBe(0);
  }, 60_000);
});

describe("the same prompt without images", () => {
  it("is the deck the builtin writes, with no picture lines", () => {
    expect(plain.slides.some((s) => s.layout === "image-text" || s.layout === "full-bleed")).toBe(false);
  });
});
