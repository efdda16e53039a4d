// HTTP: upload (raw and multipart), read, list, delete images — happy paths, refusals and security.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { BASE_JPEG, COMMENT, exifWithGps, gif, jpegWith, plainPng, pngWithText, SVG, XMP } from "./images.js";

const MAX = 64 * 1024;
let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let carol: CookieSession;

beforeAll(async () => {
  t = await createTestApp({
    env: { ASSET_MAX_BYTES: String(MAX), RATE_LIMIT_ASSETS_PER_MINUTE: "10000", RATE_LIMIT_ASSETS_PER_DAY: "10000" },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  carol = await signInWithCookie(t);
});
afterAll(async () => t?.close());

const raw = (headers: Record<string, string>, bytes: Uint8Array, type: string) =>
  t.app.request("/api/assets", {
    method: "POST",
    headers: { ...headers, "content-type": type },
    body: bytes as BodyInit,
  });

function multipart(headers: Record<string, string>, bytes: Uint8Array, type: string, filename = "photo.jpg") {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], filename, { type }));
  return t.app.request("/api/assets", { method: "POST", headers, body: form });
}

async function uploaded(who: { headers: Record<string, string> }, bytes: Uint8Array = plainPng(), type = "image/png") {
  const res = await raw(who.headers, bytes, type);
  expect(res.status).toBe(201);
  return (await res.json()) as {
    id: string;
    type: string;
    width: number;
    height: number;
    bytes: number;
    createdAt: string;
  };
}

const get = (who: { headers: Record<string, string> }, id: string) =>
  t.app.request(`/api/assets/${id}`, { headers: who.headers });

describe("POST /api/assets (happy)", () => {
  it("stores a raw PNG without its text chunks and answers its shape", async () => {
    const png = plainPng(5, 4);
    const res = await raw(alice.headers, pngWithText(png), "image/png");
    expect(res.status).toBe(201);
    const asset = await res.json();
    expect(Object.keys(asset).sort()).toEqual([
      "alt",
      "bytes",
      "createdAt",
      "credit",
      "focus",
      "height",
      "id",
      "license",
      "name",
      "origin",
      "provider",
      "sourceUrl",
      "tags",
      "type",
      "width",
    ]);
    expect(asset).toMatchObject({ type: "image/png", width: 5, height: 4, bytes: png.length });
    expect(asset.id).toMatch(/^asset_[0-9A-Z]{26}$/);
    const read = await get(alice, asset.id);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(read.headers.get("x-content-type-options")).toBe("nosniff");
    expect(read.headers.get("content-disposition")).toBe(`inline; filename="${asset.id}.png"`);
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
  });

  it("stores a multipart JPEG with no Exif (GPS), XMP or comment left, still a valid JPEG", async () => {
    const res = await multipart(alice.headers, jpegWith(BASE_JPEG, exifWithGps(), XMP, COMMENT), "image/jpeg");
    expect(res.status).toBe(201);
    const asset = await res.json();
    expect(asset).toMatchObject({ type: "image/jpeg", width: 16, height: 8, bytes: BASE_JPEG.length });
    const stored = Buffer.from(await (await get(alice, asset.id)).arrayBuffer());
    expect(stored.equals(BASE_JPEG)).toBe(true);
    expect(stored.includes("Exif")).toBe(false);
    expect(existsSync(join(t.dataDir, "blobs", "assets", `${asset.id}.jpg`))).toBe(true);
  });

  it("takes a GIF, and a file part or body sent as application/octet-stream by its bytes", async () => {
    expect((await uploaded(alice, gif(true), "image/gif")).type).toBe("image/gif");
    expect((await uploaded(alice, BASE_JPEG, "application/octet-stream")).type).toBe("image/jpeg");
    expect((await (await multipart(alice.headers, plainPng(), "application/octet-stream", "x.bin")).json()).type).toBe(
      "image/png",
    );
  });

  it("accepts a cookie session with this site's Origin and refuses one without (403)", async () => {
    expect((await raw(carol.headers, plainPng(), "image/png")).status).toBe(201);
    const crossSite = await raw({ cookie: carol.cookie, origin: "https://evil.example" }, plainPng(), "image/png");
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toBe("forbidden");
  });
});

describe("POST /api/assets (refused)", () => {
  const cases: [string, () => Response | Promise<Response>, number, string, RegExp?][] = [
    ["a wrong Content-Type", () => raw(alice.headers, plainPng(), "text/plain"), 415, "unsupported_media_type"],
    [
      "a JPEG sent as image/png",
      () => raw(alice.headers, BASE_JPEG, "image/png"),
      415,
      "unsupported_media_type",
      /JPEG but was sent as image\/png/,
    ],
    [
      "HTML sent as image/png in a form",
      () => multipart(alice.headers, Buffer.from("<html><script>x</script>"), "image/png"),
      415,
      "unsupported_media_type",
    ],
    ["an SVG", () => raw(alice.headers, SVG, "image/svg+xml"), 415, "unsupported_media_type", /SVG/],
    [
      "an SVG in a form as image/png",
      () => multipart(alice.headers, SVG, "image/png", "x.png"),
      415,
      "unsupported_media_type",
      /SVG/,
    ],
    [
      "a WebP",
      () => raw(alice.headers, Buffer.from("RIFF\0\0\0\0WEBPVP8 \0\0\0\0"), "image/webp"),
      415,
      "unsupported_media_type",
      /WebP/,
    ],
    ["zero bytes", () => raw(alice.headers, new Uint8Array(0), "image/png"), 400, "invalid_request", /empty/],
    ["a truncated PNG", () => raw(alice.headers, plainPng().subarray(0, 40), "image/png"), 400, "invalid_request"],
    [
      "a body over the limit",
      () => raw(alice.headers, Buffer.concat([plainPng(), Buffer.alloc(MAX)]), "image/png"),
      413,
      "file_too_large",
    ],
    [
      "a file part over the limit",
      () => multipart(alice.headers, Buffer.concat([plainPng(), Buffer.alloc(MAX)]), "image/png"),
      413,
      "file_too_large",
    ],
    [
      "a form without a file",
      () => t.app.request("/api/assets", { method: "POST", headers: alice.headers, body: new FormData() }),
      400,
      "invalid_request",
    ],
  ];
  for (const [name, send, status, code, message] of cases) {
    it(`refuses ${name} (${status} ${code})`, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.error).toBe(code);
      if (message) expect(body.message).toMatch(message);
    });
  }

  it("refuses a lying Content-Length before reading the body", async () => {
    // No client sends a Content-Length that lies over a socket: the app is asked directly.
    const res = await t.direct("/api/assets", {
      method: "POST",
      headers: { ...alice.headers, "content-type": "image/png", "content-length": String(MAX + 1) },
      body: plainPng() as BodyInit,
    });
    expect(res.status).toBe(413);
  });

  it("stores nothing for a refused upload", async () => {
    const before = (await (await t.app.request("/api/assets?limit=100", { headers: bob.headers })).json()).items.length;
    await raw(bob.headers, SVG, "image/svg+xml");
    await raw(bob.headers, BASE_JPEG, "image/gif");
    expect((await (await t.app.request("/api/assets?limit=100", { headers: bob.headers })).json()).items.length).toBe(
      before,
    );
  });
});

describe("security", () => {
  it("answers 401 on every route without credentials or with an unknown key", async () => {
    const { id } = await uploaded(alice);
    for (const headers of [{}, { authorization: "Bearer quire_pk_nope" }] as Record<string, string>[]) {
      for (const [method, path] of [
        ["POST", "/api/assets"],
        ["GET", "/api/assets"],
        ["GET", `/api/assets/${id}`],
        ["PATCH", `/api/assets/${id}`],
        ["DELETE", `/api/assets/${id}`],
      ] as const) {
        const res = await t.app.request(path, {
          method,
          headers: { ...headers, "content-type": "image/png" },
          body: method === "POST" ? (plainPng() as BodyInit) : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect((await res.json()).error).toBe("unauthorized");
      }
    }
  });

  it("answers 404, as for a missing id, for someone else's asset (read and delete)", async () => {
    const { id } = await uploaded(alice);
    const missing = "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
    for (const path of [`/api/assets/${id}`, `/api/assets/${missing}`]) {
      const read = await t.app.request(path, { headers: bob.headers });
      const del = await t.app.request(path, { method: "DELETE", headers: bob.headers });
      expect([read.status, del.status]).toEqual([404, 404]);
      expect((await read.json()).message).toBe("No asset with this id exists in your account.");
    }
    expect((await get(alice, id)).status).toBe(200);
  });

  it("answers 400 for ids not of the asset form", async () => {
    for (const id of ["doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", "..%2F..%2Fetc", "x".repeat(5000)]) {
      const res = await t.app.request(`/api/assets/${id}`, { headers: alice.headers });
      expect(res.status, id.slice(0, 20)).toBe(400);
    }
  });
});

describe("GET /api/assets and DELETE /api/assets/{id}", () => {
  it("pages newest first with a cursor, the caller's images only", async () => {
    const who = await signUpWithKey(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await uploaded(who, plainPng(i + 1, 1))).id);
    await uploaded(bob);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.request(`/api/assets?limit=2${cursor ? `&cursor=${cursor}` : ""}`, {
        headers: who.headers,
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: { id: string; width: number }[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await t.app.request("/api/assets?cursor=bogus", { headers: who.headers })).status).toBe(400);
    expect((await t.app.request("/api/assets?limit=0", { headers: who.headers })).status).toBe(400);
  });

  it("deletes an image and its stored bytes", async () => {
    const { id } = await uploaded(alice);
    const file = join(t.dataDir, "blobs", "assets", `${id}.png`);
    expect(existsSync(file)).toBe(true);
    const res = await t.app.request(`/api/assets/${id}`, { method: "DELETE", headers: alice.headers });
    expect([res.status, await res.json()]).toEqual([200, { deleted: true }]);
    expect(existsSync(file)).toBe(false);
    expect((await get(alice, id)).status).toBe(404);
    expect((await t.app.request(`/api/assets/${id}`, { method: "DELETE", headers: alice.headers })).status).toBe(404);
  });
});
