// Workspace documents, error paths: bad sources, wrong kinds, limits, stale versions, bad paging, wrong media types.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { DIALECTS } from "../pg.js";
import { createDoc, DOCS, openWorkspaceApp, sampleDeck, TEST_ENV, type DocumentBody } from "./workspace-app.js";

interface ErrorBody {
  error: string;
  message: string;
  details?: { path: string; message: string }[];
}

describe.each(DIALECTS)("workspace document errors on %s", (dialect) => {
  let t: TestApp;
  let user: KeySession;
  const post = (body: unknown) => t.app.request(DOCS, jsonRequest("POST", body, user.headers));
  const err = async (res: Response) => (await res.json()) as ErrorBody;

  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    user = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  test("an invalid source is 400 invalid_request with details pointing into the source", async () => {
    const bad = { ...sampleDeck, slides: [{ layout: "chart", chart: { type: "donut", categories: [], series: [] } }] };
    const res = await post({ kind: "deck", title: "Bad", source: bad });
    expect(res.status).toBe(400);
    const body = await err(res);
    expect(body.error).toBe("invalid_request");
    expect(body.details?.map((d) => d.path)).toEqual(expect.arrayContaining(["source.slides.0.chart.type"]));

    const noSlides = await post({ kind: "deck", title: "Empty", source: { slides: [] } });
    expect((await err(noSlides)).details?.[0]?.path).toBe("source.slides");
    const layout = await post({ kind: "deck", title: "x", source: { slides: [{ layout: "hologram", title: "x" }] } });
    expect((await err(layout)).details?.[0]?.path).toBe("source.slides.0.layout");
  });

  test("a source of another kind than asked, or a kind change on update, is refused", async () => {
    const res = await post({ kind: "doc", title: "Mismatch", source: sampleDeck });
    expect(res.status).toBe(400);
    expect((await err(res)).details).toEqual([{ path: "source.kind", message: "expected a doc source, got a deck" }]);

    const doc = await createDoc(t, user.headers, { kind: "doc", title: "A doc", source: "text" });
    const upd = await t.app.request(`${DOCS}/${doc.id}`, jsonRequest("PATCH", { source: sampleDeck }, user.headers));
    expect(upd.status).toBe(400);
    expect((await err(upd)).details?.[0]?.path).toBe("source.kind");
  });

  test("missing or empty fields, bad kinds and formats are 400 with details", async () => {
    for (const body of [
      { kind: "deck", source: sampleDeck },
      { kind: "deck", title: "   ", source: sampleDeck },
      { kind: "slides", title: "x", source: sampleDeck },
      { kind: "doc", title: "x" },
      { kind: "doc", title: "x", source: 42 },
      { kind: "doc", title: "x", source: ["a"] },
      { kind: "doc", title: "x".repeat(501), source: "x" },
      { kind: "doc", title: "x", source: "x", format: "docx" },
      { kind: "doc", title: "x", source: "a,b\n1,2", format: "csv" },
      { kind: "sheet", title: "x", source: "# not csv", format: "markdown" },
      { action: "rename", id: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" },
      { action: "update", title: "no id" },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const e = await err(res);
      expect(e.error).toBe("invalid_request");
      expect(e.details?.length).toBeGreaterThan(0);
    }
  });

  test("an update with nothing to change is 400; a missing document is 404", async () => {
    const doc = await createDoc(t, user.headers, { kind: "doc", title: "Stay", source: "x" });
    const res = await t.app.request(`${DOCS}/${doc.id}`, jsonRequest("PATCH", { version: 1 }, user.headers));
    expect(res.status).toBe(400);
    const missing = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
    for (const r of [
      await t.app.request(`${DOCS}/${missing}`, { headers: user.headers }),
      await t.app.request(`${DOCS}?id=${missing}`, { headers: user.headers }),
      await t.app.request(`${DOCS}/${missing}`, jsonRequest("PATCH", { title: "x" }, user.headers)),
      await t.app.request(`${DOCS}/${missing}`, { method: "DELETE", headers: user.headers }),
      await post({ action: "update", id: missing, title: "x" }),
      await post({ action: "delete", id: missing }),
    ]) {
      expect(r.status).toBe(404);
      expect(await err(r)).toEqual({ error: "not_found", message: "No such document." });
    }
  });

  test("a stale version is 409 conflict and changes nothing", async () => {
    const doc = await createDoc(t, user.headers, { kind: "deck", title: "V1", source: sampleDeck });
    expect((await post({ action: "update", id: doc.id, title: "V2", version: 1 })).status).toBe(200);
    const stale = await post({ action: "update", id: doc.id, title: "Lost", version: 1 });
    expect(stale.status).toBe(409);
    expect((await err(stale)).error).toBe("conflict");
    const ahead = await t.app.request(
      `${DOCS}/${doc.id}`,
      jsonRequest("PATCH", { title: "Future", version: 7 }, user.headers),
    );
    expect(ahead.status).toBe(409);
    const now = (await (await t.app.request(`${DOCS}/${doc.id}`, { headers: user.headers })).json()) as {
      document: DocumentBody;
    };
    expect(now.document).toMatchObject({ title: "V2", version: 2 });
    for (const version of [0, -1, 1.5, "2"]) {
      expect((await post({ action: "update", id: doc.id, title: "x", version })).status).toBe(400);
    }
  });

  test("paging parameters out of range, and cursors we never issued, are 400", async () => {
    for (const q of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=2.5",
      "kind=slides",
      "cursor=garbage!",
      "cursor=MTpkb2NfMTIz",
      `cursor=${"A".repeat(300)}`,
      `q=${"x".repeat(201)}`,
    ]) {
      const res = await t.app.request(`${DOCS}?${q}`, { headers: user.headers });
      expect(res.status, q).toBe(400);
      expect((await err(res)).error).toBe("invalid_request");
    }
    expect((await t.app.request(`${DOCS}?limit=100`, { headers: user.headers })).status).toBe(200);
  });

  test("a source over 2 MiB is 413 body_too_large; a body over the body limit is 413 before parsing", async () => {
    const big = "word ".repeat(450_000);
    const res = await post({ kind: "doc", title: "Big", source: { markdown: big } });
    expect(res.status).toBe(413);
    expect((await err(res)).error).toBe("body_too_large");
    const huge = await post({ kind: "doc", title: "Huge", source: "x".repeat(t.config.BODY_MAX_BYTES + 10) });
    expect(huge.status).toBe(413);
  });

  test("wrong media type is 415, broken JSON 400 invalid_json, unknown method 405", async () => {
    const text = await t.app.request(DOCS, {
      method: "POST",
      headers: { ...user.headers, "content-type": "text/plain" },
      body: "{}",
    });
    expect(text.status).toBe(415);
    const broken = await t.app.request(DOCS, {
      method: "POST",
      headers: { ...user.headers, "content-type": "application/json" },
      body: '{"kind": "doc",',
    });
    expect(broken.status).toBe(400);
    expect((await err(broken)).error).toBe("invalid_json");
    const arr = await t.app.request(DOCS, {
      method: "POST",
      headers: { ...user.headers, "content-type": "application/json" },
      body: "[1]",
    });
    expect((await err(arr)).error).toBe("invalid_json");
    const put = await t.app.request(`${DOCS}/doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ`, { method: "PUT", headers: user.headers });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toContain("PATCH");
  });
});

describe("workspace rate limit", () => {
  test("the WORKSPACE limit applies per user: RateLimit headers, then 429 with Retry-After; others are unaffected", async () => {
    const t = await createTestApp({ env: { ...TEST_ENV, RATE_LIMIT_WORKSPACE_PER_MINUTE: "3" } });
    try {
      const user = await signUpWithKey(t);
      const other = await signUpWithKey(t);
      const ok = await t.app.request(DOCS, { headers: user.headers });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("ratelimit-limit")).toBe("3");
      expect(ok.headers.get("ratelimit-remaining")).toBe("2");
      await t.app.request(DOCS, jsonRequest("POST", { kind: "doc", title: "x", source: "x" }, user.headers));
      await t.app.request(`${DOCS}/doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ`, { headers: user.headers });
      const limited = await t.app.request(DOCS, { headers: user.headers });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: string }).error).toBe("rate_limit_minute");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(
        (await t.app.request("/api/showcase/fork", jsonRequest("POST", { demoId: "product-spec" }, user.headers)))
          .status,
      ).toBe(429);
      expect((await t.app.request(DOCS, { headers: other.headers })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
