// GET /api/workspace/documents/{id}/slides/{n}.png: happy (real PNGs of the slide, sizes, not blank, ETag and 304),
// errors (bad n and width, a doc, a missing id) and security (no credentials, another user's deck, hostile ids).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { createDoc, DOCS, openWorkspaceApp, type DocumentBody } from "../workspace/workspace-app.js";
import { decodePng, inkShare } from "./png-pixels.js";

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
const deck = {
  kind: "deck",
  title: "Harbour ferry review",
  slides: [
    { layout: "title", title: "Harbour ferry review", subtitle: "March" },
    {
      layout: "bullets",
      title: "Ridership",
      bullets: ["41,200 riders in March", "Up from 36,900 in February", "Most delays at the north pier"],
    },
    { layout: "section", title: "Next steps" },
  ],
};

describe("slide pictures", () => {
  let t: TestApp;
  let owner: KeySession;
  let other: KeySession;
  let otherCookie: CookieSession;
  let ownerCookie: CookieSession;
  let doc: DocumentBody;
  let note: DocumentBody;
  const png = (id: string, n: string | number, headers: Record<string, string>, query = "") =>
    t.app.request(`${DOCS}/${id}/slides/${n}.png${query}`, { headers });

  beforeAll(async () => {
    t = await openWorkspaceApp("sqlite");
    ownerCookie = await signInWithCookie(t);
    owner = await signUpWithKey(t, ownerCookie.email);
    other = await signUpWithKey(t);
    otherCookie = await signInWithCookie(t);
    doc = await createDoc(t, owner.headers, { kind: "deck", title: deck.title, source: deck });
    note = await createDoc(t, owner.headers, {
      kind: "doc",
      title: "Note",
      source: { kind: "doc", title: "Note", markdown: "# Note\n\nText." },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  describe("happy", () => {
    test("slide 1 is a 480-pixel PNG of the 16:9 slide with its words drawn", async () => {
      const res = await png(doc.id, 1, owner.headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const pixels = await decodePng(new Uint8Array(await res.arrayBuffer()));
      expect([pixels.width, pixels.height]).toEqual([480, 270]);
      // The title sits in the upper middle: there the pixels differ from the background; the corners stay plain.
      expect(inkShare(pixels, { x0: 0.15, y0: 0.25, x1: 0.85, y1: 0.55 })).toBeGreaterThan(0.03);
      expect(inkShare(pixels, { x0: 0, y0: 0, x1: 0.08, y1: 0.1 })).toBe(0);
    }, 60_000);

    test("each slide is its own picture, at the width asked for, by cookie as by key", async () => {
      const bullets = await decodePng(
        new Uint8Array(await (await png(doc.id, 2, ownerCookie.headers, "?width=1600")).arrayBuffer()),
      );
      expect([bullets.width, bullets.height]).toEqual([1600, 900]);
      // The bullets fill the left of the body; the title slide's words are centred instead.
      expect(inkShare(bullets, { x0: 0.05, y0: 0.35, x1: 0.4, y1: 0.6 })).toBeGreaterThan(0.02);
      const small = await decodePng(
        new Uint8Array(await (await png(doc.id, 3, owner.headers, "?width=120")).arrayBuffer()),
      );
      expect([small.width, small.height]).toEqual([120, 68]);
    }, 60_000);

    test("a 4:3 deck is drawn at its own aspect", async () => {
      const square = await createDoc(t, owner.headers, {
        kind: "deck",
        title: "Square",
        source: { ...deck, size: "4:3" },
      });
      const pixels = await decodePng(
        new Uint8Array(await (await png(square.id, 2, owner.headers, "?width=400")).arrayBuffer()),
      );
      expect([pixels.width, pixels.height]).toEqual([400, 300]);
    }, 60_000);

    test("the ETag follows the document's version: If-None-Match answers 304, an update makes a new picture", async () => {
      const first = await png(doc.id, 2, owner.headers);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(new RegExp(`^"v${doc.version}-`));
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      const again = await png(doc.id, 2, { ...owner.headers, "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      const patched = await t.app.request(`${DOCS}/${doc.id}`, {
        method: "PATCH",
        headers: { ...owner.headers, "content-type": "application/json" },
        body: JSON.stringify({ title: "Renamed" }),
      });
      expect(patched.status).toBe(200);
      const after = await png(doc.id, 2, { ...owner.headers, "if-none-match": etag });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
    }, 60_000);
  });

  describe("errors", () => {
    test("a slide number that is not one, or past the last slide, is 400 naming n", async () => {
      for (const n of ["0", "x", "1.5", "-1", "04", "9999", "4"]) {
        const res = await png(doc.id, n, owner.headers);
        expect(res.status, n).toBe(400);
        const body = (await res.json()) as { error: string; details: { path: string }[] };
        expect(body.error).toBe("invalid_request");
        expect(body.details[0]!.path).toBe("n");
      }
      const bare = await t.app.request(`${DOCS}/${doc.id}/slides/1`, { headers: owner.headers });
      expect(bare.status).toBe(400);
    });

    test("a width outside 120..1600 or not a whole number is 400 naming width", async () => {
      for (const w of ["119", "1601", "abc", "480.5", "", "-480"]) {
        const res = await png(doc.id, 1, owner.headers, `?width=${w}`);
        expect(res.status, w).toBe(400);
        expect(((await res.json()) as { details: { path: string }[] }).details[0]!.path).toBe("width");
      }
    });

    test("a doc has no slides (400 unsupported_format); a missing deck is 404; a malformed id 400", async () => {
      const res = await png(note.id, 1, owner.headers);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("unsupported_format");
      expect((await png(MISSING, 1, owner.headers)).status).toBe(404);
      expect((await png("doc_nope", 1, owner.headers)).status).toBe(400);
    });
  });

  describe("security", () => {
    test("no credentials, an empty Bearer, an unknown key or a key in the query: 401", async () => {
      for (const headers of [
        {},
        { authorization: "Bearer " },
        { authorization: `Bearer quire_pk_${"A".repeat(48)}` },
      ] as Record<string, string>[]) {
        const res = await png(doc.id, 1, headers);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { error: string }).error).toBe("unauthorized");
      }
      expect((await png(doc.id, 1, {}, `?api_key=${owner.apiKey}`)).status).toBe(401);
    });

    test("another user's deck is 404 exactly like a missing one, by key and by cookie, whatever n is", async () => {
      for (const headers of [other.headers, otherCookie.headers]) {
        for (const n of [1, 2, 99]) {
          const foreign = await png(doc.id, n, headers);
          const missing = await png(MISSING, n, headers);
          expect(foreign.status).toBe(404);
          expect(await foreign.json()).toEqual(await missing.json());
        }
        // A conditional request with the owner's ETag tells them nothing either.
        const etag = (await png(doc.id, 1, owner.headers)).headers.get("etag")!;
        expect((await png(doc.id, 1, { ...headers, "if-none-match": etag })).status).toBe(404);
      }
    }, 60_000);

    test("hostile ids never reach a lookup: traversal, encoded slashes, NUL, 10 KB", async () => {
      for (const id of [
        "..%2F..%2Fetc%2Fpasswd",
        "doc_%00",
        "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGH%2F",
        `doc_${"A".repeat(10_000)}`,
      ]) {
        const res = await png(id, 1, owner.headers);
        expect([400, 404]).toContain(res.status);
        expect(res.headers.get("content-type")).toMatch(/json/);
      }
    });
  });
});
