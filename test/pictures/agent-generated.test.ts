// A deck from a prompt with images "generated", the image model played by a loopback server answering OpenAI's
// documented /v1/images/generations: each prompt built from its slide and the theme's palette, asking for no words in
// the picture and a size of the frame's shape; the pictures kept as credited assets; an organization-style failure
// (the model refusing) leaves the slides as written with a warning each.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { linesOfType, parseLines, type Line } from "../agent/stream-lines.js";
import type { Deck } from "../../src/formats/model/source.js";
import { json, ReplayServer } from "./replay-server.js";
import { PROMPT } from "./pitch-prompt.js";
import { illustratedSlots, pictureSlots } from "../../src/pictures/plan-pictures.js";

const GENERATIONS = "/v1/images/generations";
let server: ReplayServer;
let t: TestApp;
let alice: KeySession;

const png = () => {
  const canvas = createCanvas(96, 64);
  const g = canvas.getContext("2d");
  g.fillStyle = "#7a9e7e";
  g.fillRect(0, 0, 96, 64);
  return canvas.toBuffer("image/png").toString("base64");
};

async function plainDeck(): Promise<Deck> {
  const res = await t.app.request(
    "/api/agent",
    jsonRequest("POST", { prompt: PROMPT, images: "none", save: false }, alice.headers),
  );
  return linesOfType(parseLines(await res.text()), "document")[0]!.document.source as Deck;
}

async function run(who: KeySession): Promise<Line[]> {
  const res = await t.app.request(
    "/api/agent",
    jsonRequest("POST", { prompt: PROMPT, images: "generated", save: false }, who.headers),
  );
  expect(res.status).toBe(200);
  return parseLines(await res.text());
}

beforeAll(async () => {
  server = await ReplayServer.start();
  t = await createTestApp({
    env: {
      RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      RATE_LIMIT_PICTURES_PER_MINUTE: "1000",
      RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "1000",
      IMAGES_MODEL: "gpt-image-1",
      IMAGES_BASE_URL: `${server.origin}/v1`,
      IMAGES_API_KEY: "images-key",
    },
  });
  alice = await signUpWithKey(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe("images: generated", () => {
  it("asks the model once per picture with the slide's subject and the palette, and credits the model", async () => {
    server.reset();
    server.route(GENERATIONS, json({ created: 1_764_201_600, data: [{ b64_json: png() }] }));
    const lines = await run(alice);
    const done = linesOfType(lines, "done")[0]!;
    const deck = linesOfType(lines, "document")[0]!.document.source as Deck;
    const slots = illustratedSlots(pictureSlots((await plainDeck()) as Deck), 6);
    expect(done.pictures!.length).toBe(slots.length);
    const asked = server
      .requestsTo(GENERATIONS)
      .map((r) => JSON.parse(r.body) as { model: string; prompt: string; size: string; n: number });
    expect(asked.length).toBe(slots.length);
    for (const body of asked) {
      expect(body.model).toBe("gpt-image-1");
      expect(body.prompt).toMatch(/No text, letters, numbers, logos or watermarks/);
      expect(body.prompt).toMatch(/#[0-9A-Fa-f]{6}/);
    }
    // Wide frames (the cover, cards) get a landscape picture; a frame beside text a square one.
    expect(asked.map((b) => b.size).sort()).toEqual(
      slots.map((s) => (s.aspect > 1.2 ? "1536x1024" : "1024x1024")).sort(),
    );
    // The cover's prompt is about the deck's opening slide; each other one about its own slide.
    for (const p of done.pictures!.filter((x) => deck.slides[x.slide - 1]!.layout !== "cards")) {
      expect(p).toMatchObject({ origin: "generated", provider: "gpt-image-1", reused: false });
      expect(p.credit).toMatch(/gpt-image-1/);
      const slide = deck.slides[p.slide - 1] as { title?: string; image: { alt: string } };
      expect(slide.image.alt).toMatch(/^Illustration: /);
      expect(asked.some((b) => slide.title && b.prompt.includes(slide.title))).toBe(true);
    }
  }, 60_000);

  it("a model that refuses leaves every slide as written, each named in a warning", async () => {
    server.reset();
    server.route(
      GENERATIONS,
      json(
        {
          error: {
            message: "Your request was rejected by the safety system.",
            type: "invalid_request_error",
            param: null,
            code: "content_policy_violation",
          },
        },
        400,
      ),
    );
    const lines = await run(await signUpWithKey(t));
    const done = linesOfType(lines, "done")[0]!;
    expect(done.pictures).toEqual([]);
    const deck = linesOfType(lines, "document")[0]!.document.source as Deck;
    expect(deck.slides.some((s) => s.layout === "image-text" || s.layout === "full-bleed")).toBe(false);
    const warnings = done.warnings.filter((w) => /no picture/.test(w));
    expect(warnings.length).toBe(illustratedSlots(pictureSlots((await plainDeck()) as Deck), 6).length);
    for (const w of warnings) expect(w).toMatch(/safety system|400/);
  }, 60_000);
});
