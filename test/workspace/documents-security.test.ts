// Workspace documents, security: no credentials, IDOR by key and cookie, hostile ids, __proto__ and unknown fields,
// CSRF, and concurrent updates (one wins, the rest get 409).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { DIALECTS } from "../pg.js";
import { createDoc, DOCS, openWorkspaceApp, sampleDeck, type DocumentBody } from "./workspace-app.js";

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";

describe.each(DIALECTS)("workspace document security on %s", (dialect) => {
  let t: TestApp;
  let owner: KeySession;
  let otherKey: KeySession;
  let otherCookie: CookieSession;
  let doc: DocumentBody;

  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    owner = await signUpWithKey(t);
    otherKey = await signUpWithKey(t);
    otherCookie = await signInWithCookie(t);
    doc = await createDoc(t, owner.headers, { kind: "deck", title: "Secret plan", source: sampleDeck });
  });
  afterAll(async () => t?.close());

  const calls = (id: string, headers: Record<string, string>) => [
    () => t.app.request(`${DOCS}/${id}`, { headers }),
    () => t.app.request(`${DOCS}?id=${encodeURIComponent(id)}`, { headers }),
    () => t.app.request(`${DOCS}/${id}`, jsonRequest("PATCH", { title: "pwned" }, headers)),
    () => t.app.request(`${DOCS}/${id}`, { method: "DELETE", headers }),
    () => t.app.request(DOCS, jsonRequest("POST", { action: "update", id, title: "pwned", version: 1 }, headers)),
    () => t.app.request(DOCS, jsonRequest("POST", { action: "delete", id }, headers)),
  ];

  test("every route needs credentials: none, empty Bearer, unknown key, key in the query → 401", async () => {
    const unknownKey = `quire_pk_${"A".repeat(48)}`;
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer " },
      { authorization: `Bearer ${unknownKey}` },
      { authorization: "Basic Zm9vOmJhcg==" },
    ]) {
      for (const call of [
        ...calls(doc.id, headers),
        () => t.app.request(DOCS, { headers }),
        () => t.app.request(DOCS, jsonRequest("POST", { kind: "doc", title: "x", source: "x" }, headers)),
      ]) {
        const res = await call();
        expect(res.status).toBe(401);
        expect(((await res.json()) as { error: string }).error).toBe("unauthorized");
      }
    }
    const viaQuery = await t.app.request(`${DOCS}?api_key=${owner.apiKey}&key=${owner.apiKey}`);
    expect(viaQuery.status).toBe(401);
  });

  test("another user's document is 404 exactly like a missing one, by key and by cookie, and stays untouched", async () => {
    for (const headers of [otherKey.headers, otherCookie.headers]) {
      const foreign = calls(doc.id, headers);
      const missing = calls(MISSING, headers);
      for (let i = 0; i < foreign.length; i++) {
        const a = await foreign[i]!();
        const b = await missing[i]!();
        expect(a.status).toBe(404);
        expect(b.status).toBe(404);
        expect(await a.json()).toEqual(await b.json());
      }
    }
    const list = (await (await t.app.request(DOCS, { headers: otherKey.headers })).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
    const searched = (await (await t.app.request(`${DOCS}?q=secret`, { headers: otherCookie.headers })).json()) as {
      items: unknown[];
    };
    expect(searched.items).toEqual([]);
    const mine = (await (await t.app.request(`${DOCS}/${doc.id}`, { headers: owner.headers })).json()) as {
      document: DocumentBody;
    };
    expect(mine.document).toEqual(doc);
  });

  test("hostile ids (10 KB, traversal, encoded slashes, NUL, wrong prefix, lower case) are 400/404 before any lookup, never 500", async () => {
    const hostile = [
      "d".repeat(10 * 1024),
      `doc_${"0".repeat(10_000)}`,
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGH%2F",
      "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGH%00",
      "%00",
      "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      MISSING.toLowerCase(),
      `${MISSING}'--`,
      "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHU", // U is not Crockford base32
    ];
    for (const id of hostile) {
      for (const res of [
        await t.app.request(`${DOCS}/${id}`, { headers: owner.headers }),
        await t.app.request(`${DOCS}/${id}`, jsonRequest("PATCH", { title: "x" }, owner.headers)),
        await t.app.request(`${DOCS}/${id}`, { method: "DELETE", headers: owner.headers }),
        await t.app.request(`${DOCS}?id=${encodeURIComponent(decodeURIComponent(id))}`, { headers: owner.headers }),
        await t.app.request(DOCS, jsonRequest("POST", { action: "delete", id: decodeURIComponent(id) }, owner.headers)),
      ]) {
        expect([400, 404], `${id.slice(0, 40)} → ${res.status}`).toContain(res.status);
        const body = (await res.json()) as { error: string; message: string };
        expect(["invalid_request", "not_found"]).toContain(body.error);
        expect(JSON.stringify(body)).not.toMatch(/sql|select|stack|sqlite|postgres/i);
      }
    }
    // A well-formed path segment that is not an id is refused by the pattern, not looked up.
    const res = await t.app.request(`${DOCS}/not-an-id`, { headers: owner.headers });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
  });

  test("__proto__ and unknown fields are dropped: no owner, origin, id or version can be injected", async () => {
    const body = `{"kind":"deck","title":"Injected","source":{"kind":"deck","title":"x","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"slides":[{"layout":"title","title":"Hi","__proto__":{"admin":true},"onclick":"alert(1)"}],"theme":{"colors":{"__proto__":"#000000","accent":"#112233"}}},"__proto__":{"isAdmin":true},"userId":"${otherKey.userId}","origin":"agent","id":"${MISSING}","version":99,"brandId":"brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ","createdAt":"1999-01-01T00:00:00.000Z"}`;
    const res = await t.app.request(DOCS, {
      method: "POST",
      headers: { ...owner.headers, "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: DocumentBody };
    expect(document).toMatchObject({ origin: "manual", version: 1, brandId: null, title: "Injected" });
    expect(document.id).not.toBe(MISSING);
    expect(document.createdAt).not.toContain("1999");
    expect(document.source).toEqual({
      kind: "deck",
      title: "Injected",
      theme: { colors: { accent: "#112233" } },
      slides: [{ layout: "title", title: "Hi" }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    // Owned by the caller, not by the injected userId.
    expect((await t.app.request(`${DOCS}/${document.id}`, { headers: otherKey.headers })).status).toBe(404);
    expect((await t.app.request(`${DOCS}/${document.id}`, { headers: owner.headers })).status).toBe(200);
    // An update cannot move a document to another owner or origin either.
    const upd = await t.app.request(
      `${DOCS}/${document.id}`,
      jsonRequest(
        "PATCH",
        { title: "Still mine", userId: otherKey.userId, origin: "brand", id: MISSING },
        owner.headers,
      ),
    );
    expect(((await upd.json()) as { document: DocumentBody }).document).toMatchObject({
      id: document.id,
      origin: "manual",
      title: "Still mine",
    });
  });

  test("cookie writes without our Origin are 403 and change nothing (CSRF)", async () => {
    const mine = await createDoc(t, otherCookie.headers, { kind: "doc", title: "Cookie doc", source: "x" });
    const cross = { cookie: otherCookie.cookie, origin: "https://evil.example" };
    const attempts = [
      await t.app.request(DOCS, jsonRequest("POST", { kind: "doc", title: "csrf", source: "x" }, cross)),
      await t.app.request(DOCS, {
        method: "POST",
        headers: { cookie: otherCookie.cookie, "content-type": "text/plain" },
        body: JSON.stringify({ action: "delete", id: mine.id }),
      }),
      await t.app.request(`${DOCS}/${mine.id}`, jsonRequest("PATCH", { title: "csrf" }, cross)),
      await t.app.request(`${DOCS}/${mine.id}`, { method: "DELETE", headers: { cookie: otherCookie.cookie } }),
    ];
    for (const res of attempts) expect(res.status).toBe(403);
    const now = (await (
      await t.app.request(`${DOCS}/${mine.id}`, { headers: { cookie: otherCookie.cookie } })
    ).json()) as { document: DocumentBody };
    expect(now.document).toEqual(mine);
  });

  test("concurrent updates of the same version: exactly one wins, the others get 409", async () => {
    const target = await createDoc(t, owner.headers, { kind: "deck", title: "Race", source: sampleDeck });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? t.app.request(
              `${DOCS}/${target.id}`,
              jsonRequest("PATCH", { title: `Writer ${i}`, version: 1 }, owner.headers),
            )
          : t.app.request(
              DOCS,
              jsonRequest("POST", { action: "update", id: target.id, title: `Writer ${i}`, version: 1 }, owner.headers),
            ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = ((await results.find((r) => r.status === 200)!.json()) as { document: DocumentBody }).document;
    const now = (await (await t.app.request(`${DOCS}/${target.id}`, { headers: owner.headers })).json()) as {
      document: DocumentBody;
    };
    expect(now.document).toMatchObject({ version: 2, title: winner.title });
    expect(now.document.source.title).toBe(winner.title);
  });

  test("concurrent unversioned title and source edits never mix: the stored source title equals the document title", async () => {
    const target = await createDoc(t, owner.headers, { kind: "deck", title: "Mixed", source: sampleDeck });
    const results = await Promise.all([
      t.app.request(`${DOCS}/${target.id}`, jsonRequest("PATCH", { title: "Title edit" }, owner.headers)),
      t.app.request(
        `${DOCS}/${target.id}`,
        jsonRequest(
          "PATCH",
          { source: { ...sampleDeck, title: "Source edit", slides: [{ layout: "section", title: "S" }] } },
          owner.headers,
        ),
      ),
      t.app.request(`${DOCS}/${target.id}`, jsonRequest("PATCH", { title: "Another title" }, owner.headers)),
    ]);
    // Unversioned edits all apply, one after the other: none is refused as a conflict.
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const now = (await (await t.app.request(`${DOCS}/${target.id}`, { headers: owner.headers })).json()) as {
      document: DocumentBody;
    };
    expect(now.document.source.title).toBe(now.document.title);
    expect(now.document.version).toBe(4);
  });
});
