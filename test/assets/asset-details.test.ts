// HTTP: an image's details — name, alt and tags given at upload (query or form, the file's name by default), changed
// with PATCH, fetched pictures' origin and credit shown (never their cache key), and the list filtered by origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsset } from "../../src/assets/create-asset.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { BASE_JPEG, plainPng } from "./images.js";

let t: TestApp;
let alice: KeySession;
let bob: KeySession;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ASSETS_PER_MINUTE: "10000", RATE_LIMIT_ASSETS_PER_DAY: "10000" } });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
});
afterAll(async () => t?.close());

type Json = Record<string, any>;

async function answer(res: Response, status: number): Promise<Json> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const raw = (who: KeySession, query = "") =>
  t.app.request(`/api/assets${query}`, {
    method: "POST",
    headers: { ...who.headers, "content-type": "image/png" },
    body: plainPng() as BodyInit,
  });

function multipart(who: KeySession, filename: string, fields: Record<string, string> = {}, query = "") {
  const form = new FormData();
  form.append("file", new File([BASE_JPEG as BlobPart], filename, { type: "image/jpeg" }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.app.request(`/api/assets${query}`, { method: "POST", headers: who.headers, body: form });
}

const patch = (who: Partial<KeySession>, id: string, body: unknown) =>
  t.app.request(`/api/assets/${id}`, jsonRequest("PATCH", body, who.headers ?? {}));

const UPLOAD_DEFAULTS = { origin: "upload", provider: null, license: null, credit: null, sourceUrl: null, focus: null };

describe("POST /api/assets with details", () => {
  it("takes name, alt and tags from the query string of a raw upload", async () => {
    const asset = await answer(
      await raw(
        alice,
        `?name=${encodeURIComponent("Harbour at dusk")}&alt=${encodeURIComponent("Two cranes against an orange sky")}&tags=${encodeURIComponent(" harbour, cranes ,,dusk")}`,
      ),
      201,
    );
    expect(asset).toMatchObject({
      name: "Harbour at dusk",
      alt: "Two cranes against an orange sky",
      tags: ["harbour", "cranes", "dusk"],
      ...UPLOAD_DEFAULTS,
    });
    expect(Object.keys(asset)).not.toContain("cacheKey");
  });

  it("takes them from a form's fields, and the file's name without its extension by default", async () => {
    const named = await answer(
      await multipart(alice, "IMG_0042.jpg", { name: "Team photo", alt: "Eight people on steps", tags: "team,office" }),
      201,
    );
    expect(named).toMatchObject({
      type: "image/jpeg",
      name: "Team photo",
      alt: "Eight people on steps",
      tags: ["team", "office"],
      ...UPLOAD_DEFAULTS,
    });
    const byFile = await answer(await multipart(alice, "Harbour crane.v2.jpg"), 201);
    expect(byFile).toMatchObject({ name: "Harbour crane.v2", alt: null, tags: [] });
    const formOverQuery = await answer(
      await multipart(alice, "x.jpg", { alt: "From the form" }, "?alt=From%20the%20query&tags=a,b"),
      201,
    );
    expect(formOverQuery).toMatchObject({ name: "x", alt: "From the form", tags: ["a", "b"] });
  });

  it("has no name for a raw upload without one, and keeps the details it was given", async () => {
    const asset = await answer(await raw(alice), 201);
    expect(asset).toMatchObject({ name: null, alt: null, tags: [], ...UPLOAD_DEFAULTS });
    const read = await answer(await t.app.request(`/api/assets?limit=1`, { headers: alice.headers }), 200);
    expect(read.items[0]).toEqual(asset);
  });

  it("refuses details outside the limits (400 with the field's path) and stores nothing", async () => {
    const before = (await answer(await t.app.request("/api/assets?limit=100", { headers: bob.headers }), 200)).items
      .length;
    const tooLongTag = await answer(await multipart(bob, "x.jpg", { tags: `ok,${"t".repeat(41)}` }), 400);
    expect(tooLongTag).toMatchObject({ error: "invalid_request" });
    expect(tooLongTag.details).toContainEqual(expect.objectContaining({ path: "tags.1" }));
    const tooMany = await answer(
      await raw(bob, `?tags=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(",")}`),
      400,
    );
    expect(tooMany.details).toContainEqual(expect.objectContaining({ path: "tags" }));
    const longName = await answer(await multipart(bob, "x.jpg", { name: "n".repeat(201) }), 400);
    expect(longName.details).toContainEqual(expect.objectContaining({ path: "name" }));
    expect(
      (await answer(await t.app.request("/api/assets?limit=100", { headers: bob.headers }), 200)).items,
    ).toHaveLength(before);
  });
});

describe("PATCH /api/assets/{id}", () => {
  it("changes only the fields given; null clears, tags replace", async () => {
    const { id } = await answer(await raw(alice, "?name=Before&alt=Old&tags=one,two"), 201);
    const changed = await answer(
      await patch(alice, id, { name: "  After  ", tags: [" harbour ", "port"], focus: { x: 0.2, y: 1 } }),
      200,
    );
    expect(changed).toMatchObject({
      id,
      name: "After",
      alt: "Old",
      tags: ["harbour", "port"],
      focus: { x: 0.2, y: 1 },
      origin: "upload",
    });
    const cleared = await answer(await patch(alice, id, { alt: null, focus: null }), 200);
    expect(cleared).toMatchObject({ name: "After", alt: null, tags: ["harbour", "port"], focus: null });
    const listed = await answer(await t.app.request("/api/assets?limit=100", { headers: alice.headers }), 200);
    expect(listed.items.find((a: Json) => a.id === id)).toEqual(cleared);
    // The picture itself is untouched.
    const bytes = Buffer.from(
      await (await t.app.request(`/api/assets/${id}`, { headers: alice.headers })).arrayBuffer(),
    );
    expect(bytes.equals(plainPng())).toBe(true);
  });

  it("refuses a body that fails the schema with each field's path (400)", async () => {
    const { id } = await answer(await raw(alice), 201);
    const cases: [unknown, string][] = [
      [{ focus: { x: 1.5, y: 0.5 } }, "focus.x"],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "tags"],
      [{ tags: ["fine", "  "] }, "tags.1"],
      [{ tags: ["x".repeat(41)] }, "tags.0"],
      [{ name: "n".repeat(201) }, "name"],
      [{ name: "" }, "name"],
      [{ alt: "a".repeat(1001) }, "alt"],
      [{}, ""],
    ];
    for (const [body, path] of cases) {
      const refused = await answer(await patch(alice, id, body), 400);
      expect(refused.error).toBe("invalid_request");
      expect(
        refused.details.map((d: Json) => d.path),
        JSON.stringify(body).slice(0, 60),
      ).toContain(path);
    }
    expect(
      (await answer(await t.app.request(`/api/assets?limit=1`, { headers: alice.headers }), 200)).items[0],
    ).toMatchObject({ id, name: null, tags: [], focus: null });
  });

  it("answers 404 for another user's asset and a missing one, 400 for a malformed id", async () => {
    const { id } = await answer(await raw(alice, "?name=Mine"), 201);
    for (const target of [id, "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ"]) {
      const refused = await answer(await patch(bob, target, { name: "Taken" }), 404);
      expect(refused.message).toBe("No asset with this id exists in your account.");
    }
    expect(
      (await answer(await patch(alice, "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", { name: "x" }), 400)).details[0].path,
    ).toBe("id");
    const list = await answer(await t.app.request("/api/assets?limit=100", { headers: alice.headers }), 200);
    expect(list.items.find((a: Json) => a.id === id).name).toBe("Mine");
  });

  it("answers 401 without credentials or with an unknown key", async () => {
    const { id } = await answer(await raw(alice), 201);
    for (const headers of [{}, { authorization: "Bearer quire_pk_nope" }]) {
      expect((await answer(await patch({ headers } as KeySession, id, { name: "x" }), 401)).error).toBe("unauthorized");
    }
  });
});

describe("fetched pictures and GET /api/assets?origin=", () => {
  it("shows a stock picture's provider, licence, credit and source, never its cache key, and filters by origin", async () => {
    const who = await signUpWithKey(t);
    const owner = { userId: who.userId, spaceId: personalSpace(who.userId) };
    const upload = await answer(await raw(who, "?name=Mine"), 201);
    const stock = await createAsset(t.deps.assets, owner, plainPng(), "image/png", {
      name: "Harbour",
      alt: "Cranes at dusk",
      tags: ["harbour"],
      origin: "stock",
      provider: "Pexels",
      license: "Pexels License",
      credit: "Photo: Ana Lima on Pexels (Pexels License)",
      sourceUrl: "https://www.pexels.com/photo/123/",
      cacheKey: "pexels|harbour|1.78",
      focus: { x: 0.3, y: 0.6 },
    });
    const generated = await createAsset(t.deps.assets, owner, plainPng(), "image/png", {
      origin: "generated",
      provider: "gpt-image-1",
      credit: "Generated by gpt-image-1",
      license: "Generated for this space",
    });

    const stocks = await answer(await t.app.request("/api/assets?origin=stock", { headers: who.headers }), 200);
    expect(stocks.items).toEqual([
      expect.objectContaining({
        id: stock.id,
        origin: "stock",
        provider: "Pexels",
        license: "Pexels License",
        credit: "Photo: Ana Lima on Pexels (Pexels License)",
        sourceUrl: "https://www.pexels.com/photo/123/",
        focus: { x: 0.3, y: 0.6 },
      }),
    ]);
    expect(JSON.stringify(stocks)).not.toContain("cacheKey");
    expect(JSON.stringify(stocks)).not.toContain("pexels|harbour");
    expect(
      (await answer(await t.app.request("/api/assets?origin=upload", { headers: who.headers }), 200)).items.map(
        (a: Json) => a.id,
      ),
    ).toEqual([upload.id]);
    expect(
      (await answer(await t.app.request("/api/assets?origin=generated", { headers: who.headers }), 200)).items.map(
        (a: Json) => a.id,
      ),
    ).toEqual([generated.id]);
    expect(
      (await answer(await t.app.request("/api/assets", { headers: who.headers }), 200)).items.map((a: Json) => a.id),
    ).toEqual([generated.id, stock.id, upload.id]);
    const bad = await answer(await t.app.request("/api/assets?origin=camera", { headers: who.headers }), 400);
    expect(bad.details[0].path).toBe("origin");
  });
});
