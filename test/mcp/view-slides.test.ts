// The MCP tool view_slides against a real listening server with the official MCP client: a saved deck's slides as
// image content (the PNGs the slide route draws), one or a range of at most 10; refusals as tool errors; owners only.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { connectMcp } from "./mcp-client.js";
import { decodePng, inkShare } from "../slides/png-pixels.js";
import { BRAND_BACKGROUND, colouredTemplate, hex, near, pixelAt } from "../brands/drawn-pages.js";

type Content = { type: string; text?: string; data?: string; mimeType?: string };
type Result = { isError?: boolean; content: Content[]; structuredContent?: Record<string, unknown> };

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let client: Client;
let deckId: string;
let docId: string;

const deck = {
  kind: "deck",
  title: "Harbour ferry review",
  slides: [
    { layout: "title", title: "Harbour ferry review", subtitle: "March results" },
    ...Array.from({ length: 11 }, (_, i) => ({
      layout: "bullets",
      title: `Crossing ${i + 1}`,
      bullets: [`${1_000 + i * 150} riders in March`, "Most delays at the north pier"],
    })),
  ],
};

async function create(body: unknown): Promise<string> {
  const res = await fetch(`${server.url}/api/workspace/documents`, {
    method: "POST",
    headers: { ...alice.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { document: { id: string } }).document.id;
}

const connect = (key: string) => connectMcp(server.url, key);

const view = (args: Record<string, unknown>, by = client) =>
  by.callTool({ name: "view_slides", arguments: args }) as Promise<Result>;
const images = (r: Result) => r.content.filter((c) => c.type === "image");
const labels = (r: Result) => r.content.filter((c) => c.type === "text").map((c) => c.text!);

beforeAll(async () => {
  server = await startLiveServer();
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  deckId = await create({ kind: "deck", title: deck.title, source: deck });
  docId = await create({
    kind: "doc",
    title: "Note",
    source: { kind: "doc", title: "Note", markdown: "# Note\n\nText." },
  });
  client = await connect(alice.apiKey);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe("view_slides — happy", () => {
  it("is listed as a read-only tool", async () => {
    const tool = (await client.listTools()).tools.find((t) => t.name === "view_slides")!;
    expect(tool.annotations?.readOnlyHint).toBe(true);
    expect(Object.keys((tool.inputSchema as { properties: object }).properties).sort()).toEqual([
      "documentId",
      "from",
      "slide",
      "to",
      "width",
    ]);
  });

  it("one slide: a PNG image as the slide route draws it, 960 px wide by default", { timeout: 60_000 }, async () => {
    const result = await view({ documentId: deckId, slide: 2 });
    expect(result.isError).toBeFalsy();
    const [image] = images(result);
    expect(images(result)).toHaveLength(1);
    expect(image!.mimeType).toBe("image/png");
    const png = Buffer.from(image!.data!, "base64");
    const pixels = await decodePng(png);
    expect([pixels.width, pixels.height]).toEqual([960, 540]);
    expect(inkShare(pixels)).toBeGreaterThan(0.005);
    const drawn = await fetch(`${server.url}/api/workspace/documents/${deckId}/slides/2.png?width=960`, {
      headers: alice.headers,
    });
    expect(Buffer.compare(Buffer.from(await drawn.arrayBuffer()), png)).toBe(0);
    expect(labels(result)).toEqual([
      expect.stringMatching(/^Deck “Harbour ferry review”, version 1: slide 2 of 12 \(slides 3–12 not shown/),
      "Slide 2",
    ]);
    expect(result.structuredContent).toEqual({
      documentId: deckId,
      title: deck.title,
      version: 1,
      slides: 12,
      shown: [2],
      width: 960,
    });
  });

  it("a range, at the width asked: each slide labelled and drawn on its own", { timeout: 60_000 }, async () => {
    const result = await view({ documentId: deckId, from: 3, to: 5, width: 320 });
    expect(labels(result).slice(1)).toEqual(["Slide 3", "Slide 4", "Slide 5"]);
    const pngs = images(result).map((i) => i.data!);
    expect(new Set(pngs).size).toBe(3);
    for (const data of pngs) expect((await decodePng(Buffer.from(data, "base64"))).width).toBe(320);
  });

  it("without slide or range: the first ten, and says how to ask for the rest", { timeout: 60_000 }, async () => {
    const result = await view({ documentId: deckId, width: 120 });
    expect(images(result)).toHaveLength(10);
    expect(labels(result)[0]).toContain("slides 1–10 of 12 (slides 11–12 not shown: ask with from 11)");
    const rest = await view({ documentId: deckId, from: 11, width: 120 });
    expect((rest.structuredContent as { shown: number[] }).shown).toEqual([11, 12]);
  });
});

describe("view_slides — a deck on a brand", () => {
  it(
    "is drawn as its pptx on the brand looks: the brand's 4:3 slide and background, the slide route's own picture",
    { timeout: 120_000 },
    async () => {
      const form = new FormData();
      form.append("file", new File([colouredTemplate() as BlobPart], "teal-4x3.pptx"));
      const uploaded = await fetch(`${server.url}/api/brands`, { method: "POST", headers: alice.headers, body: form });
      expect(uploaded.status).toBe(201);
      const brandId = ((await uploaded.json()) as { brand: { id: string } }).brand.id;
      const generated = await fetch(`${server.url}/api/brands/${brandId}/generate`, {
        method: "POST",
        headers: { ...alice.headers, "content-type": "application/json" },
        body: JSON.stringify({ source: deck, save: true }),
      });
      expect(generated.status).toBe(200);
      const brandDeck = generated.headers.get("x-document-id")!;

      const result = await view({ documentId: brandDeck, slide: 2 });
      expect(result.isError).toBeFalsy();
      const png = Buffer.from(images(result)[0]!.data!, "base64");
      const pixels = await decodePng(png);
      expect([pixels.width, pixels.height]).toEqual([960, 720]);
      expect(near(pixelAt(pixels, 0.01, 0.01), BRAND_BACKGROUND), hex(pixelAt(pixels, 0.01, 0.01))).toBe(true);
      const drawn = await fetch(`${server.url}/api/workspace/documents/${brandDeck}/slides/2.png?width=960`, {
        headers: alice.headers,
      });
      expect(Buffer.compare(Buffer.from(await drawn.arrayBuffer()), png)).toBe(0);
    },
  );
});

describe("view_slides — errors", () => {
  it("more than ten, past the end, backwards, or both forms: invalid_request with no image", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ from: 1, to: 11 }, /At most 10 slides a call/],
      [{ from: 10, to: 13 }, /has 12 slides; there is no slide 13/],
      [{ slide: 40 }, /there is no slide 40/],
      [{ from: 5, to: 4 }, /to comes before from/],
      [{ slide: 2, from: 1 }, /not both/],
    ];
    for (const [args, message] of cases) {
      const result = await view({ documentId: deckId, ...args });
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(result.structuredContent).toMatchObject({ error: "invalid_request", status: 400 });
      expect(result.structuredContent!.message).toMatch(message);
      expect(images(result)).toEqual([]);
    }
  });

  it("a doc has no slides; a missing deck is not found; out-of-schema arguments are refused before any call", async () => {
    expect((await view({ documentId: docId })).structuredContent).toMatchObject({
      error: "unsupported_format",
      status: 400,
    });
    expect((await view({ documentId: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" })).structuredContent).toMatchObject({
      error: "not_found",
      status: 404,
    });
    for (const args of [{ slide: 0 }, { width: 2_000 }, { width: 100 }, { slide: 1.5 }]) {
      const result = await view({ documentId: deckId, ...args });
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(images(result)).toEqual([]);
    }
  });
});

describe("view_slides — security", () => {
  it("another user's deck is not found, with nothing of it shown", async () => {
    const other = await connect(bob.apiKey);
    try {
      const result = await view({ documentId: deckId, slide: 1 }, other);
      expect(result.structuredContent).toMatchObject({ error: "not_found", status: 404 });
      expect(images(result)).toEqual([]);
      expect(JSON.stringify(result)).not.toContain("Harbour");
    } finally {
      await other.close();
    }
  });

  it("an id that is not a document id never reaches a route (no path tricks)", async () => {
    for (const documentId of [
      "../brands",
      "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ/slides/1.png?x=",
      `doc_${"A".repeat(26)}%2F..`,
    ]) {
      const result = await view({ documentId, slide: 1 });
      expect(result.isError, documentId).toBe(true);
      expect(images(result)).toEqual([]);
    }
  });
});
