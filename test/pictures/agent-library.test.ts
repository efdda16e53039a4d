// A deck from a prompt with images "library" on the builtin composer: the space's own pictures land on the slides
// their names are about, each with alt text and a credit, kept as asset ids in the saved deck and drawn in the pptx
// LibreOffice opens; no picture of another space is ever matched; a run without images is unchanged.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { rgbPng } from "../png.js";
import { linesOfType, parseLines, type Line } from "../agent/stream-lines.js";
import { convertWithSoffice } from "../office/soffice.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
const pictures: Record<string, string> = {};

const PROMPT =
  "A 6-slide deck for our Q3 team update. Our new Lisbon office opened in September with room for 40 people and a roof terrace. " +
  "The mobile app launched in 12 countries and reached 4.6 stars. We hired three engineers and a designer. Next quarter: open the Berlin office.";

async function upload(who: KeySession, name: string, rgb: [number, number, number], extra = "") {
  const res = await t.app.request(`/api/assets?name=${encodeURIComponent(name)}${extra}`, {
    method: "POST",
    headers: { ...who.headers, "content-type": "image/png" },
    body: new Uint8Array(rgbPng(64, 48, () => rgb)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function run(body: Record<string, unknown>, who = alice) {
  const res = await t.app.request("/api/agent", jsonRequest("POST", { prompt: PROMPT, ...body }, who.headers));
  expect(res.status).toBe(200);
  return parseLines(await res.text());
}

const imagesOf = (slide: Slide) => [
  ...("image" in slide ? [slide.image] : []),
  ...(slide.layout === "cards" ? slide.cards.flatMap((c) => (c.image ? [c.image] : [])) : []),
  ...(slide.layout === "team" ? slide.people.flatMap((p) => (p.image ? [p.image] : [])) : []),
];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AGENT_PER_MINUTE: "1000" } });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  pictures.lisbon = await upload(
    alice,
    "lisbon-office.jpg",
    [200, 40, 40],
    "&alt=" + encodeURIComponent("The Lisbon office's roof terrace at dusk"),
  );
  pictures.app = await upload(alice, "mobile_app_launch.png", [40, 160, 60]);
  pictures.cat = await upload(alice, "my-cat.jpg", [40, 40, 200]);
  // Bob's picture names Berlin: it must never reach Alice's deck.
  pictures.bobBerlin = await upload(bob, "berlin-office.jpg", [250, 250, 0]);
}, 60_000);
afterAll(async () => t?.close());

describe("images: library", () => {
  let deck: Deck;
  let done: Extract<Line, { type: "done" }>;
  let documentId: string;

  beforeAll(async () => {
    const lines = await run({ images: "library" });
    const document = linesOfType(lines, "document")[0]!.document;
    deck = document.source as Deck;
    documentId = document.id!;
    done = linesOfType(lines, "done")[0]!;
    expect(linesOfType(lines, "status").some((l) => l.stage === "pictures")).toBe(true);
  }, 60_000);

  it("puts each matching picture on the slide its name is about, and no other", () => {
    const placed = new Map(done.pictures!.map((p) => [p.assetId, p]));
    // The builtin puts the office and the app on one summary slide: one slot, one picture (the better named).
    expect([...placed.keys()]).toContain(pictures.lisbon);
    for (const id of placed.keys()) expect([pictures.lisbon, pictures.app]).toContain(id);
    for (const p of done.pictures!) {
      const slide = deck.slides[p.slide - 1]!;
      const text = JSON.stringify(slide).toLowerCase();
      if (p.assetId === pictures.lisbon) expect(text).toContain("lisbon");
      if (p.assetId === pictures.app) expect(text).toMatch(/app|launch/);
      expect(imagesOf(slide).map((i) => i.src)).toContain(p.assetId);
      expect(p.origin).toBe("upload");
    }
    expect(JSON.stringify(deck)).not.toContain(pictures.cat);
    expect(JSON.stringify(deck)).not.toContain(pictures.bobBerlin);
  });

  it("gives every picture alt text and a credit, the credit also in the slide's notes", () => {
    const refs = deck.slides.flatMap(imagesOf);
    expect(refs.length).toBe(done.pictures!.length);
    for (const ref of refs) {
      expect(ref.alt.trim().length).toBeGreaterThan(3);
      expect(ref.credit).toBeTruthy();
    }
    expect(refs.find((r) => r.src === pictures.lisbon)!.alt).toBe("The Lisbon office's roof terrace at dusk");
    for (const p of done.pictures!) expect(deck.slides[p.slide - 1]!.notes).toContain(`Picture: ${p.credit}`);
  });

  it("keeps every word the deck had without pictures", async () => {
    const plain = linesOfType(await run({ images: "none" }), "document")[0]!.document.source as Deck;
    const words = (d: Deck) =>
      d.slides
        .flatMap(
          (s) =>
            JSON.stringify({ ...s, notes: undefined, image: undefined, layout: undefined, side: undefined }).match(
              /\p{L}{3,}/gu,
            ) ?? [],
        )
        .filter((w) => !["title", "bullets", "body", "text", "subtitle", "children"].includes(w))
        .sort();
    expect(words(deck)).toEqual(words(plain));
  }, 60_000);

  it("exports a pptx with the pictures in place that LibreOffice opens and draws", async () => {
    const res = await t.app.request("/api/export", jsonRequest("POST", { documentId, format: "pptx" }, alice.headers));
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const media = Object.keys(unzipSync(bytes)).filter((n) => n.startsWith("ppt/media/"));
    expect(media.length).toBeGreaterThanOrEqual(done.pictures!.length);
    const dir = mkdtempSync(join(tmpdir(), "quire-pictures-"));
    writeFileSync(join(dir, "deck.pptx"), bytes);
    convertWithSoffice([join(dir, "deck.pptx")], "pdf", dir, { profile: join(dir, "profile"), timeout: 120_000 });
    expect(readdirSync(dir)).toContain("deck.pdf");
    const list = execFileSync("pdfimages", ["-list", join(dir, "deck.pdf")], { encoding: "utf8" });
    // Header lines, then one row per image drawn: every picture at least.
    expect(list.trim().split("\n").length - 2).toBeGreaterThanOrEqual(done.pictures!.length);
  }, 150_000);
});

describe("the reported deck: a warehouse's pictures named after its slides, in each text mode (issue 69)", () => {
  // Three uploads named and tagged after the deck's subjects: before, only the cover got one and nothing was said.
  const NOTES = [
    "Hamburg warehouse safety review",
    "",
    "## Forklift training",
    "- All 14 drivers certified by June",
    "- Refresher course every year",
    "- New trainer from Linde",
    "",
    "## Loading dock lighting",
    "- LED lights on all 12 docks",
    "- Fewer near misses at night",
    "",
    "## Next steps",
    "- Budget for the second dock in Q3",
    "- Review in December",
  ].join("\n");
  const RUNS = {
    generate: { prompt: "A 5-slide deck about our Hamburg warehouse: forklift training and loading dock lighting." },
    preserve: { prompt: NOTES, textMode: "preserve" },
    condense: { prompt: NOTES, textMode: "condense" },
  };
  const SUBJECTS = {
    "hamburg-warehouse.jpg": /hamburg|warehouse/i,
    "forklift-training.jpg": /forklift/i,
    "loading-dock-lighting.jpg": /loading dock|lighting/i,
  } as const;
  let carol: KeySession;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    carol = await signUpWithKey(t);
    ids["hamburg-warehouse.jpg"] = await upload(
      carol,
      "hamburg-warehouse.jpg",
      [90, 90, 90],
      "&tags=Hamburg,warehouse",
    );
    ids["forklift-training.jpg"] = await upload(
      carol,
      "forklift-training.jpg",
      [200, 160, 0],
      "&tags=forklift,training",
    );
    ids["loading-dock-lighting.jpg"] = await upload(
      carol,
      "loading-dock-lighting.jpg",
      [250, 240, 200],
      "&tags=" + encodeURIComponent("loading dock,lighting"),
    );
    // A weaker match for the same slide: it loses, and the stream says so.
    ids["training-day.jpg"] = await upload(carol, "training-day.jpg", [10, 120, 200], "&tags=training");
  }, 60_000);

  it("names a picture that matched a slide and lost it to a better one, with the slide and why", async () => {
    const done = linesOfType(await run({ ...RUNS.preserve, images: "library" }, carol), "done")[0]!;
    expect(done.pictures!.map((p) => p.assetId)).not.toContain(ids["training-day.jpg"]);
    expect(done.warnings).toContain(
      "Your picture “training-day.jpg” matched slide 2 (“Forklift training”) but is not in the deck: its one place for a picture went to “forklift-training.jpg”, which matched it better.",
    );
  }, 60_000);

  for (const [mode, body] of Object.entries(RUNS)) {
    it(`${mode}: each picture on the slide about it, or a warning naming it, the slide and why`, async () => {
      const lines = await run({ ...body, images: "library" }, carol);
      const deck = linesOfType(lines, "document")[0]!.document.source as Deck;
      const done = linesOfType(lines, "done")[0]!;
      const placed = new Map((done.pictures ?? []).map((p) => [p.assetId, p.slide]));
      for (const [name, subject] of Object.entries(SUBJECTS)) {
        const slide = placed.get(ids[name]!);
        // A warning names the pictures left out before "matched" (a picture named after it is the one placed).
        const warning = done.warnings.find((w) => w.split(" matched ")[0]!.includes(`“${name}”`));
        if (slide) {
          expect(JSON.stringify({ ...deck.slides[slide - 1], notes: undefined })).toMatch(subject);
          expect(warning).toBeUndefined();
        } else if (warning) expect(warning).toMatch(/matched slide \d+ .* but (is|are) not in the deck: \S+/);
        // Neither: the deck's text never names its subject (a summary may leave a line out).
        else expect(JSON.stringify(deck.slides.map((s) => ({ ...s, notes: undefined })))).not.toMatch(subject);
      }
      if (mode !== "condense") expect(placed.size).toBe(3);
    }, 60_000);
  }
});

describe("on a brand", () => {
  it("places the library's pictures in a deck made for the brand, and its pptx on the template carries them", async () => {
    const form = new FormData();
    form.append(
      "file",
      new File(
        [new Uint8Array(readFileSync(new URL("../../assets/themes/light.pptx", import.meta.url)))],
        "house.pptx",
      ),
    );
    const brand = await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form });
    expect(brand.status).toBe(201);
    const brandId = ((await brand.json()) as { brand: { id: string } }).brand.id;
    const lines = await run({ images: "library", brandId });
    const done = linesOfType(lines, "done")[0]!;
    expect(done.pictures!.length).toBeGreaterThan(0);
    const res = await t.app.request(
      "/api/export",
      jsonRequest("POST", { documentId: done.documentId, format: "pptx" }, alice.headers),
    );
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const media = Object.entries(files)
      .filter(([n]) => n.startsWith("ppt/media/"))
      .map(([, bytes]) => Buffer.from(bytes).toString("base64"));
    // Each placed picture's own bytes are in the package.
    for (const p of done.pictures!) {
      const stored = Buffer.from(
        await (await t.app.request(`/api/assets/${p.assetId}`, { headers: alice.headers })).arrayBuffer(),
      ).toString("base64");
      expect(media).toContain(stored);
    }
  }, 120_000);
});

describe("a replay of the same request (Idempotency-Key)", () => {
  it("gives back the same pictures in its done line, placing nothing again", async () => {
    const headers = { ...alice.headers, "idempotency-key": "pictures-replay-1" };
    const first = parseLines(
      await (
        await t.app.request("/api/agent", jsonRequest("POST", { prompt: PROMPT, images: "library" }, headers))
      ).text(),
    );
    const again = parseLines(
      await (
        await t.app.request("/api/agent", jsonRequest("POST", { prompt: PROMPT, images: "library" }, headers))
      ).text(),
    );
    expect(linesOfType(again, "done")[0]!.pictures).toEqual(linesOfType(first, "done")[0]!.pictures);
    expect(linesOfType(again, "document")[0]!.document.id).toBe(linesOfType(first, "document")[0]!.document.id);
  }, 60_000);
});

describe("without images", () => {
  it("places none and says nothing of pictures when the operator's default is none", async () => {
    const lines = await run({});
    expect(linesOfType(lines, "done")[0]!.pictures).toBeUndefined();
    expect(linesOfType(lines, "status").some((l) => l.stage === "pictures")).toBe(false);
  }, 60_000);
});

describe("GET /api/pictures", () => {
  it("says what this service offers: none and library, not stock or generated without their settings", async () => {
    const res = await t.app.request("/api/pictures", { headers: alice.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { default: string; modes: { mode: string; available: boolean }[] };
    expect(body.default).toBe("none");
    expect(Object.fromEntries(body.modes.map((m) => [m.mode, m.available]))).toEqual({
      none: true,
      library: true,
      stock: false,
      generated: false,
    });
  });

  it("is 401 without a key", async () => {
    expect((await t.app.request("/api/pictures")).status).toBe(401);
  });

  it("refuses a mode the service has not set up with a 400 naming images, before any line", async () => {
    const res = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: PROMPT, images: "stock" }, alice.headers),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { path: string }[] };
    expect(body.error).toBe("invalid_request");
    expect(body.details[0]!.path).toBe("images");
    const bad = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: PROMPT, images: "web" }, alice.headers),
    );
    expect(bad.status).toBe(400);
  });
});
