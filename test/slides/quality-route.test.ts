// GET /api/workspace/documents/{id}/quality: happy (a clean deck has no finding, a crowded one its findings, ETag and
// 304), errors (a doc, a missing or malformed id) and security (no credentials, another user's deck).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { createDoc, DOCS, openWorkspaceApp, type DocumentBody } from "../workspace/workspace-app.js";
import { cleanDeck, continuedDeck, lowContrastDeck, tinyTextDeck } from "../quality/sample-decks.js";
import type { QualityReport } from "../../src/quality/codes.js";
import { pngDataUrlOf, rgbPng } from "../png.js";

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
type Answer = { documentId: string; version: number; quality: QualityReport };

describe("deck quality route", () => {
  let t: TestApp;
  let owner: KeySession;
  let other: KeySession;
  let otherCookie: CookieSession;
  let clean: DocumentBody;
  const quality = (id: string, headers: Record<string, string>) => t.app.request(`${DOCS}/${id}/quality`, { headers });

  beforeAll(async () => {
    t = await openWorkspaceApp("sqlite");
    owner = await signUpWithKey(t);
    other = await signUpWithKey(t);
    otherCookie = await signInWithCookie(t);
    clean = await createDoc(t, owner.headers, { kind: "deck", title: cleanDeck.title, source: cleanDeck });
  }, 60_000);
  afterAll(async () => t?.close());

  describe("happy", () => {
    test("a clean deck is measured whole and has no finding", async () => {
      const res = await quality(clean.id, owner.headers);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Answer;
      expect(body).toMatchObject({ documentId: clean.id, version: clean.version });
      expect(body.quality).toMatchObject({
        status: "complete",
        slides: cleanDeck.slides.length,
        measured: cleanDeck.slides.length,
        findings: [],
      });
    }, 60_000);

    test("a crowded deck's findings name their slide, code and measure", async () => {
      const doc = await createDoc(t, owner.headers, {
        kind: "deck",
        title: "Crowded",
        source: { ...continuedDeck, slides: [cleanDeck.slides[0]!, ...continuedDeck.slides, ...tinyTextDeck.slides] },
      });
      const { quality: report } = (await (await quality(doc.id, owner.headers)).json()) as Answer;
      const codes = report.findings.map((f) => `${f.slide}:${f.code}`);
      expect(codes).toEqual(expect.arrayContaining(["2:content_continued", "3:text_shrunk"]));
      expect(codes.filter((c) => c.startsWith("1:"))).toEqual([]);
      const shrunk = report.findings.find((f) => f.code === "text_shrunk")!;
      expect(shrunk.size).toBeLessThan(16);
      expect(shrunk.designSize).toBeGreaterThan(shrunk.size!);
      expect(shrunk.severity).toBe("warning");
    }, 60_000);

    test("pale theme colours are found on the slides that use them, with both colours and the ratio", async () => {
      const doc = await createDoc(t, owner.headers, { kind: "deck", title: "Pale", source: lowContrastDeck });
      const { quality: report } = (await (await quality(doc.id, owner.headers)).json()) as Answer;
      const low = report.findings.filter((f) => f.code === "low_contrast");
      expect(low.length).toBeGreaterThanOrEqual(3);
      for (const f of low) expect(f.ratio!).toBeLessThan(f.required!);
      expect(low[0]!.background).toBe("#ffffff");
    }, 60_000);

    test("the accessibility section names pictures without alt text, slides without a title and low contrast by slide", async () => {
      const picture = { src: pngDataUrlOf(rgbPng(8, 8, () => [40, 90, 160])), alt: "" };
      // The pale theme draws low contrast on its own slides; three more slides lack alt text, a title, and nothing (a quote).
      const n = lowContrastDeck.slides.length;
      const source = {
        ...lowContrastDeck,
        slides: [
          ...lowContrastDeck.slides,
          { layout: "image", title: "Site plan", image: picture },
          { layout: "kpi", metrics: [{ value: "41,200", label: "Riders" }] },
          { layout: "quote", quote: "On time, every time." },
        ],
      };
      const doc = await createDoc(t, owner.headers, { kind: "deck", title: "Gaps", source });
      const { quality: report } = (await (await quality(doc.id, owner.headers)).json()) as Answer;
      const pale = [...new Set(report.findings.filter((f) => f.code === "low_contrast").map((f) => f.slide))];
      expect(pale.length).toBeGreaterThanOrEqual(3);
      const expected = [
        ...pale.map((slide) => ({ slide, code: "low_contrast" })),
        { slide: n + 1, code: "missing_alt" },
        { slide: n + 2, code: "missing_title" },
      ];
      // By slide; on one slide, what the source lacks before what was measured.
      const order = ["missing_alt", "missing_title", "low_contrast"];
      expected.sort((a, b) => a.slide - b.slide || order.indexOf(a.code) - order.indexOf(b.code));
      expect(report.accessibility.map((f) => ({ slide: f.slide, code: f.code }))).toEqual(expected);
      expect(report.accessibility.find((f) => f.code === "missing_alt")).toMatchObject({
        severity: "warning",
        message: expect.stringContaining("alt text"),
      });
      expect(report.accessibility.find((f) => f.code === "missing_title")!.severity).toBe("info");
      const clean = (await (
        await quality(
          (await createDoc(t, owner.headers, { kind: "deck", title: cleanDeck.title, source: cleanDeck })).id,
          owner.headers,
        )
      ).json()) as Answer;
      expect(clean.quality.accessibility).toEqual([]);
    }, 60_000);

    test("the ETag is the document's version: If-None-Match answers 304", async () => {
      const first = await quality(clean.id, owner.headers);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"v1-/);
      expect((await quality(clean.id, { ...owner.headers, "if-none-match": etag })).status).toBe(304);
    }, 60_000);
  });

  describe("errors", () => {
    test("a doc is 400 unsupported_format; a missing deck 404; a malformed id 400", async () => {
      const note = await createDoc(t, owner.headers, { kind: "doc", title: "Note", source: "# Note\n\nText." });
      const res = await quality(note.id, owner.headers);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("unsupported_format");
      expect((await quality(MISSING, owner.headers)).status).toBe(404);
      const bad = await quality("doc_1", owner.headers);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBe("invalid_request");
    });

    test("only GET: another method is 405 with Allow", async () => {
      const res = await t.app.request(`${DOCS}/${clean.id}/quality`, { method: "POST", headers: owner.headers });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toContain("GET");
    });
  });

  describe("security", () => {
    test("no credentials, an empty Bearer or an unknown key: 401", async () => {
      for (const headers of [
        {},
        { authorization: "Bearer " },
        { authorization: `Bearer quire_pk_${"B".repeat(48)}` },
      ] as Record<string, string>[]) {
        expect((await quality(clean.id, headers)).status).toBe(401);
      }
      expect((await t.app.request(`${DOCS}/${clean.id}/quality?api_key=${owner.apiKey}`)).status).toBe(401);
    });

    test("another user's deck is 404 exactly like a missing one, by key and by cookie", async () => {
      for (const headers of [other.headers, otherCookie.headers]) {
        const foreign = await quality(clean.id, headers);
        const missing = await quality(MISSING, headers);
        expect(foreign.status).toBe(404);
        expect(await foreign.json()).toEqual(await missing.json());
      }
    });
  });
});
