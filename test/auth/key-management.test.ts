// Managing API keys with an API key: a script lists and revokes its owner's keys (rotation, self-revocation); creating a
// key takes a signed-in session, and a key asking gets a 403 that says so and why. Missing or invalid credentials stay 401.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { BACKENDS, createBackendApp } from "./backends.js";
import { createApiKey, signInWithCookie, signUpWithKey } from "../auth-helpers.js";
import { mountStandIns, WHOAMI } from "./stand-in.js";

const CREATE = "/api/auth/api-key/create";
const LIST = "/api/auth/api-key/list";
const DELETE = "/api/auth/api-key/delete";

interface KeyInfo {
  id: string;
  name: string;
  start: string;
  createdAt: string;
  lastUsedAt: string | null;
}

let t: TestApp;

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const list = async (headers: Record<string, string>) => t.app.request(LIST, { headers });
const revoke = async (keyId: string, headers: Record<string, string>) =>
  t.app.request(DELETE, jsonRequest("POST", { keyId }, headers));

describe.each(BACKENDS)("API key management with a key (%s)", (backend) => {
  beforeEach(async () => {
    t = await createBackendApp(backend);
    mountStandIns(t);
  });
  afterEach(async () => t.close());

  test("a script rotates its key: the old key lists its owner's keys, the new one revokes it, the old one fails next", async () => {
    const session = await signInWithCookie(t);
    const old = await createApiKey(t, session, "deploy (old)");
    const other = await signUpWithKey(t); // another user's key must never show up
    const fresh = await createApiKey(t, session, "deploy (new)");

    const byOld = await list(bearer(old.apiKey));
    expect(byOld.status).toBe(200);
    const text = await byOld.text();
    expect(text).not.toContain(old.apiKey);
    expect(text).not.toContain(fresh.apiKey);
    const keys = JSON.parse(text) as KeyInfo[];
    expect(keys.map((k) => k.id).sort()).toEqual([old.keyId, fresh.keyId].sort());
    expect(keys.map((k) => k.id)).not.toContain(other.keyId);
    for (const k of keys)
      expect(Object.keys(k).sort()).toEqual(["apiVersion", "createdAt", "id", "lastUsedAt", "name", "start"]);
    // A key finds itself by `start`.
    expect(keys.filter((k) => old.apiKey.startsWith(k.start)).map((k) => k.id)).toEqual([old.keyId]);
    // The same list as the session sees.
    expect(await (await list({ cookie: session.cookie })).json()).toEqual(
      keys.map((k) => (k.id === old.keyId ? { ...k, lastUsedAt: expect.any(String) } : k)),
    );

    const del = await revoke(old.keyId, bearer(fresh.apiKey));
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ success: true });

    expect((await t.app.request(WHOAMI, { headers: bearer(old.apiKey) })).status).toBe(401);
    expect((await list(bearer(old.apiKey))).status).toBe(401);
    expect(((await (await list(bearer(fresh.apiKey))).json()) as KeyInfo[]).map((k) => k.id)).toEqual([fresh.keyId]);
    expect((await t.app.request(WHOAMI, { headers: bearer(other.apiKey) })).status).toBe(200);
  });

  test("a key revokes itself; its next call is 401 and revoking it again is 404", async () => {
    const k = await signUpWithKey(t);
    const del = await revoke(k.keyId, k.headers);
    expect(del.status).toBe(200);
    for (const res of [
      await list(k.headers),
      await revoke(k.keyId, k.headers),
      await t.app.request(WHOAMI, { headers: k.headers }),
    ]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toBe("unauthorized");
    }
    const session = await signInWithCookie(t, k.email);
    expect(await (await list({ cookie: session.cookie })).json()).toEqual([]);
    expect((await revoke(k.keyId, session.headers)).status).toBe(404);
  });

  test("another user's key id is 404 (as an unknown id), never 403, and that key keeps working", async () => {
    const alice = await signUpWithKey(t);
    const bob = await signUpWithKey(t);
    const notYours = await revoke(bob.keyId, alice.headers);
    const unknown = await revoke("key_01JUNKNOWNUNKNOWNUNKNOWN00", alice.headers);
    expect(notYours.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [await notYours.json(), await unknown.json()];
    expect(a).toEqual({ error: "not_found", message: expect.any(String) });
    expect(a).toEqual(b);
    expect((await t.app.request(WHOAMI, { headers: bob.headers })).status).toBe(200);
    expect(((await (await list(bob.headers)).json()) as KeyInfo[]).map((k) => k.id)).toEqual([bob.keyId]);
  });

  test("bad bodies on revoke with a key: 400 for a missing or empty keyId, 415 for a form", async () => {
    const k = await signUpWithKey(t);
    for (const body of [{}, { keyId: "" }, { keyId: 42 }]) {
      const res = await t.app.request(DELETE, jsonRequest("POST", body, k.headers));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
    }
    const form = await t.app.request(DELETE, {
      method: "POST",
      headers: { ...k.headers, "content-type": "application/x-www-form-urlencoded" },
      body: `keyId=${k.keyId}`,
    });
    expect(form.status).toBe(415);
    expect((await t.app.request(WHOAMI, { headers: k.headers })).status).toBe(200);
  });

  test("creating a key with a key is 403 forbidden saying keys come from a signed-in session, and why; nothing is created", async () => {
    const k = await signUpWithKey(t);
    const session = await signInWithCookie(t, k.email);
    // Also when the key comes with a valid cookie: a present Authorization header decides alone.
    for (const headers of [
      k.headers,
      { ...k.headers, origin: t.config.PUBLIC_URL },
      { ...k.headers, ...session.headers },
    ]) {
      const res = await t.app.request(CREATE, jsonRequest("POST", { name: "minted" }, headers));
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe("forbidden");
      expect(body.message).toContain("API keys are created from a signed-in session");
      expect(body.message).toContain("a leaked key must not be able to mint more keys");
      expect(body.message).toContain("/account");
      expect(body.message).toContain("POST /api/auth/api-key/delete");
      expect(body.message).not.toMatch(/Origin/);
    }
    expect(((await (await list(k.headers)).json()) as KeyInfo[]).map((x) => x.name)).toEqual(["test key"]);
  });

  test("missing and invalid credentials stay 401 with the one body on every key route, before any rule", async () => {
    const k = await signUpWithKey(t);
    const bodies = new Set<string>();
    const forged = { authorization: `Bearer ${k.apiKey.slice(0, -1)}${k.apiKey.endsWith("X") ? "Y" : "X"}` };
    const cases: Record<string, string>[] = [
      {},
      forged,
      { authorization: "Bearer" },
      { cookie: "quire.session_token=forged.value", origin: t.config.PUBLIC_URL },
    ];
    for (const headers of cases) {
      for (const res of [
        await t.app.request(CREATE, jsonRequest("POST", { name: "x" }, headers)),
        await t.app.request(LIST, { headers }),
        await t.app.request(DELETE, jsonRequest("POST", { keyId: k.keyId }, headers)),
        await t.app.request(WHOAMI, { headers }),
      ]) {
        expect(res.status, JSON.stringify(headers)).toBe(401);
        bodies.add(await res.text());
      }
    }
    expect(bodies.size).toBe(1);
    expect((await t.app.request(WHOAMI, { headers: k.headers })).status).toBe(200);
  });

  test("key routes with a key need no Origin: none, another site's, or null", async () => {
    const k = await signUpWithKey(t);
    const session = await signInWithCookie(t, k.email);
    const spare = await createApiKey(t, session, "spare");
    const spare2 = await createApiKey(t, session, "spare 2");
    for (const origin of ["https://evil.example", "null"]) {
      expect((await t.app.request(LIST, { headers: { ...k.headers, origin } })).status).toBe(200);
    }
    expect((await revoke(spare.keyId, { ...k.headers, origin: "https://evil.example" })).status).toBe(200);
    expect((await revoke(spare2.keyId, { ...k.headers, origin: "null" })).status).toBe(200);
    expect(((await (await list(k.headers)).json()) as KeyInfo[]).map((x) => x.id)).toEqual([k.keyId]);
  });

  test("sign-out with a key is 403 saying a key has no session and how to revoke it; the key keeps working", async () => {
    const k = await signUpWithKey(t);
    const res = await t.app.request("/api/auth/sign-out", { method: "POST", headers: k.headers });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe("forbidden");
    expect(body.message).toContain("an API key has none");
    expect(body.message).toContain("POST /api/auth/api-key/delete");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await t.app.request(WHOAMI, { headers: k.headers })).status).toBe(200);
  });
});
