// @quire/sdk's editDocument, slideVariants, applySlideVariant and regenerateSlide against a real server: each one new
// version read back through the API, parts addressed by number, id and title, and the refusals as QuireErrors — an edit
// that cannot apply (400, naming it), a stale version (409), another user's document (404) — with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuireClient, QuireError, type QuireClient } from "@quire/sdk";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";

type Slide = { layout: string; title?: string };
type DeckSource = { kind: "deck"; title: string; slides: Slide[] };

let server: LiveServer;
let alice: QuireClient;
let bob: QuireClient;

const pilot: DeckSource = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" } as Slide,
    { layout: "bullets", title: "Growth", bullets: ["Q1: 42 hives", "Q2: 60 hives", "Q3: 75 hives"] } as Slide,
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive", "€90 a year to keep"] } as Slide,
  ],
};

async function createDeck(by = alice, source: unknown = pilot): Promise<string> {
  const { document } = (await by.ok(
    by.api.POST("/api/workspace/documents", { body: { kind: "deck", title: "Pilot review", source } as never }),
  )) as { document: { id: string } };
  return document.id;
}

async function read(id: string) {
  return (await alice.ok(alice.api.GET("/api/workspace/documents/{id}", { params: { path: { id } } })))
    .document as unknown as { version: number; source: DeckSource; parts: { id: string; title: string | null }[] };
}

const refused = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as QuireError,
  );

beforeAll(async () => {
  server = await startLiveServer();
  alice = createQuireClient({ baseUrl: server.url, apiKey: (await signUpWithKey(server.t)).apiKey });
  bob = createQuireClient({ baseUrl: server.url, apiKey: (await signUpWithKey(server.t)).apiKey });
}, 60_000);
afterAll(async () => server?.close());

describe("editDocument", () => {
  it("applies the edits in order as one version, parts by number, title and id; the history lists them", async () => {
    const id = await createDeck();
    const answer = await alice.editDocument(id, {
      version: 1,
      edits: [
        { op: "rename", part: 2, title: "Hives" },
        { op: "remove", part: "costs" },
        { op: "move", part: "sl_2", to: 1 },
      ],
    });
    expect(answer.document).toMatchObject({ id, version: 2 });
    expect(answer.applied.map((a) => a.op)).toEqual(["rename", "remove", "move"]);
    expect(answer.document.parts).toEqual([
      { id: "sl_2", title: "Hives" },
      { id: "sl_1", title: "Pilot review" },
    ]);
    const now = await read(id);
    expect(now.version).toBe(2);
    expect(now.source.slides.map((s) => s.title)).toEqual(["Hives", "Pilot review"]);
    const history = await alice.ok(
      alice.api.GET("/api/workspace/documents/{id}/versions", { params: { path: { id } } }),
    );
    expect(history.items[0]).toMatchObject({ version: 2, change: "edited" });
    expect(history.items[0]!.edits?.map((e) => e.op)).toEqual(["rename", "remove", "move"]);
  });

  it("refuses an edit that cannot apply (400 naming it), a stale version (409) and another user's document (404); nothing changes", async () => {
    const id = await createDeck();
    const bad = await refused(
      alice.editDocument(id, {
        edits: [
          { op: "rename", part: 1, title: "Kept?" },
          { op: "remove", part: 12 },
        ],
      }),
    );
    expect(bad).toBeInstanceOf(QuireError);
    expect(bad).toMatchObject({ status: 400, code: "invalid_request" });
    expect(bad!.message).toMatch(/^Edit 2 \(remove\): /);
    expect(bad!.details?.[0]?.path).toBe("edits.1.part");
    expect(
      await refused(alice.editDocument(id, { version: 7, edits: [{ op: "retitle", title: "Late" }] })),
    ).toMatchObject({ status: 409, code: "conflict" });
    expect(await refused(bob.editDocument(id, { edits: [{ op: "retitle", title: "Mine now" }] }))).toMatchObject({
      status: 404,
      code: "not_found",
    });
    const now = await read(id);
    expect(now.version).toBe(1);
    expect(now.source).toEqual(pilot);
  });
});

describe("slideVariants and applySlideVariant", () => {
  it("gives other layouts of a slide with PNG pictures (by number or id), and applies one as one version", async () => {
    const id = await createDeck();
    const answer = await alice.slideVariants(id, 2, { width: 240 });
    expect(answer).toMatchObject({ documentId: id, version: 1, slide: { n: 2, id: "sl_2", layout: "bullets" } });
    expect(answer.variants.length).toBeGreaterThanOrEqual(1);
    expect(answer.variants.length).toBeLessThanOrEqual(4);
    expect(answer.variants.map((v) => v.k)).toEqual(answer.variants.map((_, i) => i + 1));
    for (const v of answer.variants) {
      expect(v.layout).not.toBe("bullets");
      expect(v.picture).toMatch(/^data:image\/png;base64,/);
      expect(Buffer.from(v.picture!.split(",")[1]!, "base64").subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    }
    const byId = await alice.slideVariants(id, "sl_2", { pictures: false });
    expect(byId.variants.map((v) => [v.k, v.layout, v.slide, v.picture])).toEqual(
      answer.variants.map((v) => [v.k, v.layout, v.slide, null]),
    );

    const applied = await alice.applySlideVariant(id, "sl_2", 1, { version: 1 });
    expect(applied.document.version).toBe(2);
    const now = await read(id);
    expect(now.source.slides[1]).toEqual(answer.variants[0]!.slide);
    expect([now.source.slides[0], now.source.slides[2]]).toEqual([pilot.slides[0], pilot.slides[2]]);
  });

  it("refuses a sheet (400), another user's deck (404), a k beyond the list (400) and a stale version (409)", async () => {
    const id = await createDeck();
    const sheet = {
      kind: "sheet",
      title: "Costs",
      sheets: [{ name: "Costs", columns: [{ header: "Item" }, { header: "Cost" }], rows: [["Rent", 900]] }],
    };
    const { document } = (await alice.ok(
      alice.api.POST("/api/workspace/documents", { body: { kind: "sheet", title: "Costs", source: sheet } as never }),
    )) as { document: { id: string } };
    expect(await refused(alice.slideVariants(document.id, 1))).toMatchObject({
      status: 400,
      code: "unsupported_format",
    });
    expect(await refused(bob.slideVariants(id, 2))).toMatchObject({ status: 404, code: "not_found" });
    expect(await refused(alice.applySlideVariant(id, 2, 9))).toMatchObject({ status: 400 });
    await alice.editDocument(id, { edits: [{ op: "retitle", title: "Pilot review, revised" }] });
    expect(await refused(alice.applySlideVariant(id, 2, 1, { version: 1 }))).toMatchObject({
      status: 409,
      code: "conflict",
    });
    expect(await refused(bob.applySlideVariant(id, 2, 1))).toMatchObject({ status: 404, code: "not_found" });
    expect((await read(id)).version).toBe(2);
  });
});

describe("regenerateSlide", () => {
  it("rewrites that slide only, as one version: without an instruction, its first layout variant", async () => {
    const id = await createDeck();
    const [first] = (await alice.slideVariants(id, 2, { pictures: false })).variants;
    const answer = await alice.regenerateSlide(id, 2, { version: 1 });
    expect(answer.document.version).toBe(2);
    expect(answer.warnings).toEqual(expect.any(Array));
    const now = await read(id);
    expect(now.source.slides[1]!.layout).toBe(first!.layout);
    expect(JSON.stringify([now.source.slides[0], now.source.slides[2]])).toBe(
      JSON.stringify([pilot.slides[0], pilot.slides[2]]),
    );

    const shorter = await alice.regenerateSlide(id, "sl_3", { instruction: "shorter", version: 2 });
    expect(shorter.document.version).toBe(3);
    expect((await read(id)).source.slides.slice(0, 2)).toEqual(now.source.slides.slice(0, 2));
  });

  it("refuses a stale version (409) and another user's deck (404); nothing changes", async () => {
    const id = await createDeck();
    expect(await refused(alice.regenerateSlide(id, 2, { instruction: "shorter", version: 5 }))).toMatchObject({
      status: 409,
      code: "conflict",
    });
    expect(await refused(bob.regenerateSlide(id, 2))).toMatchObject({ status: 404, code: "not_found" });
    expect(await refused(alice.regenerateSlide(id, 2, { instruction: "x".repeat(2001) }))).toMatchObject({
      status: 400,
      code: "invalid_request",
    });
    expect((await read(id)).source).toEqual(pilot);
  });
});
