// API keys and the principal middleware end to end: create, use 20+ times, list without secret, revoke, refuse.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { BACKENDS, createBackendApp } from "./backends.js";
import { signInWithCookie, signUpWithKey } from "../auth-helpers.js";
import { mountStandIns, WHOAMI, MUTATE } from "./stand-in.js";

let t: TestApp;

describe.each(BACKENDS)("API keys (%s)", (backend) => {
  beforeEach(async () => {
    t = await createBackendApp(backend);
    mountStandIns(t);
  });
  afterEach(async () => t.close());

  test("created, used 20+ times, listed without the secret, revoked, refused on the next call", async () => {
    const session = await signInWithCookie(t);
    const created = await t.app.request(
      "/api/auth/api-key/create",
      jsonRequest("POST", { name: "ci" }, session.headers),
    );
    expect(created.status).toBe(200);
    const key = (await created.json()) as { id: string; name: string; key: string; start: string; createdAt: string };
    expect(key.key).toMatch(/^quire_pk_[0-9A-Za-z]{48,}$/);
    expect(key.name).toBe("ci");
    expect(key.key.startsWith(key.start)).toBe(true);
    expect(new Date(key.createdAt).toISOString()).toBe(key.createdAt);

    for (let i = 0; i < 25; i++) {
      const res = await t.app.request(WHOAMI, { headers: { authorization: `Bearer ${key.key}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        userId: session.userId,
        email: session.email,
        name: "",
        via: "key",
        keyId: key.id,
        spaceId: session.userId,
      });
    }
    // A Bearer call that changes state needs no Origin.
    expect(
      (await t.app.request(MUTATE, { method: "POST", headers: { authorization: `Bearer ${key.key}` } })).status,
    ).toBe(200);

    const list = await t.app.request("/api/auth/api-key/list", { headers: session.headers });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).not.toContain(key.key);
    const items = JSON.parse(text) as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]!).sort()).toEqual(["apiVersion", "createdAt", "id", "lastUsedAt", "name", "start"]);
    expect(items[0]!.lastUsedAt).toEqual(expect.any(String));

    const del = await t.app.request(
      "/api/auth/api-key/delete",
      jsonRequest("POST", { keyId: key.id }, session.headers),
    );
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ success: true });
    const after = await t.app.request(WHOAMI, { headers: { authorization: `Bearer ${key.key}` } });
    expect(after.status).toBe(401);
    expect(await (await t.app.request("/api/auth/api-key/list", { headers: session.headers })).json()).toEqual([]);
  });

  test("one identical 401 body for none, empty Bearer, malformed, unknown, revoked, and a key in the query string", async () => {
    const owner = await signUpWithKey(t);
    const revoked = await signUpWithKey(t);
    const session = await signInWithCookie(t, revoked.email);
    await t.app.request("/api/auth/api-key/delete", jsonRequest("POST", { keyId: revoked.keyId }, session.headers));
    const cases: Record<string, string>[] = [
      {},
      { authorization: "" },
      { authorization: "Bearer" },
      { authorization: "Bearer " },
      { authorization: "Basic dXNlcjpwYXNz" },
      { authorization: `Token ${owner.apiKey}` },
      { authorization: "Bearer quire_pk_short" },
      { authorization: `Bearer ${owner.apiKey.slice(0, -1)}${owner.apiKey.endsWith("X") ? "Y" : "X"}` },
      { authorization: `Bearer ${owner.apiKey.replace("quire_pk_", "other_pk_")}` },
      { authorization: `Bearer ${revoked.apiKey}` },
      { cookie: "quire.session_token=forged.value" },
    ];
    const bodies = new Set<string>();
    for (const headers of cases) {
      const res = await t.app.request(WHOAMI, { headers });
      expect(`${res.status} ${res.status === 401 ? "" : await res.clone().text()}`, JSON.stringify(headers)).toBe(
        "401 ",
      );
      bodies.add(await res.text());
    }
    for (const q of [
      `?key=${owner.apiKey}`,
      `?api_key=${owner.apiKey}`,
      `?apiKey=${owner.apiKey}`,
      `?authorization=Bearer%20${owner.apiKey}`,
    ]) {
      const res = await t.app.request(WHOAMI + q);
      expect(res.status).toBe(401);
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!)).toEqual({ error: "unauthorized", message: expect.any(String) });
  });

  test("a key cannot mint keys (403 that says why) but lists its owner's; other users' keys are not found", async () => {
    const a = await signUpWithKey(t);
    const create = await t.app.request("/api/auth/api-key/create", jsonRequest("POST", { name: "x" }, a.headers));
    expect(create.status).toBe(403);
    expect(await create.json()).toEqual({
      error: "forbidden",
      message: expect.stringContaining("created from a signed-in session"),
    });
    const listed = await t.app.request("/api/auth/api-key/list", { headers: a.headers });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { id: string }[]).map((k) => k.id)).toEqual([a.keyId]);
    const b = await signInWithCookie(t);
    const del = await t.app.request("/api/auth/api-key/delete", jsonRequest("POST", { keyId: a.keyId }, b.headers));
    expect(del.status).toBe(404);
    expect((await t.app.request(WHOAMI, { headers: a.headers })).status).toBe(200);
    const bad = await t.app.request("/api/auth/api-key/create", jsonRequest("POST", { name: "" }, b.headers));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("invalid_request");
    const notJson = await t.app.request("/api/auth/api-key/create", {
      method: "POST",
      headers: { ...b.headers, "content-type": "text/plain" },
      body: "name=x",
    });
    expect(notJson.status).toBe(415);
  });

  test("keys are ≥256 bits and distinct; only the hash reaches the database", async () => {
    const s = await signInWithCookie(t);
    const keys = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.request("/api/auth/api-key/create", jsonRequest("POST", { name: `k${i}` }, s.headers));
      keys.add(((await res.json()) as { key: string }).key);
    }
    expect(keys.size).toBe(5);
    for (const k of keys) expect(k.length - "quire_pk_".length).toBeGreaterThanOrEqual(48); // 48 × log2(62) ≈ 285 bits
    const rows = await t.deps.database.db
      .selectFrom("api_key" as never)
      .selectAll()
      .execute();
    const dump = JSON.stringify(rows);
    for (const k of keys) expect(dump).not.toContain(k);
  });

  test("a store failure while checking a key is 503 unavailable, not 401 or 500", async () => {
    const k = await signUpWithKey(t);
    await t.deps.database.db.schema.dropTable("api_key").execute();
    const res = await t.app.request(WHOAMI, { headers: k.headers });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe("unavailable");
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});
