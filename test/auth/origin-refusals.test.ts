// Every 403 of the Origin check says which rule refused and what to do: no Origin at all, a "null" Origin, another
// site's Origin, another site's Referer. Asserted on the real app for cookie POSTs to the protected routes, to key
// management and sign-out, and to the OAuth callback (better-auth's own refusal, reworded).
import { afterEach, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie } from "../auth-helpers.js";
import { checkOrigin, hasTrustedOrigin } from "../../src/auth/origin.js";
import { mountStandIns, MUTATE, WHOAMI } from "./stand-in.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PATHS = [MUTATE, "/api/auth/api-key/create", "/api/auth/api-key/delete", "/api/auth/sign-out"];

async function refusal(app: TestApp, path: string, headers: Record<string, string>): Promise<string> {
  const res = await app.app.request(path, jsonRequest("POST", { name: "x", keyId: "key_x" }, headers));
  expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.error).toBe("forbidden");
  return body.message;
}

describe("Origin refusals name their rule", () => {
  test("a cookie POST without Origin (or Referer) names the missing header and the fix; nothing changes", async () => {
    t = await createTestApp();
    const { mutations } = mountStandIns(t);
    const s = await signInWithCookie(t);
    const site = t.config.PUBLIC_URL;
    for (const path of PATHS) {
      const message = await refusal(t, path, { cookie: s.cookie });
      expect(message).toContain("has no Origin header");
      expect(message).toContain(`\`Origin: ${site}\``);
      expect(message).toContain("Authorization: Bearer <key>");
      expect(message).not.toContain("does not match");
    }
    expect(mutations).toEqual([]);
    expect(await (await t.app.request("/api/auth/api-key/list", { headers: { cookie: s.cookie } })).json()).toEqual([]);
    expect((await t.app.request(WHOAMI, { headers: { cookie: s.cookie } })).status).toBe(200); // sign-out did nothing
    // The fix the message names works.
    expect((await t.app.request(MUTATE, { method: "POST", headers: { cookie: s.cookie, origin: site } })).status).toBe(
      200,
    );
  });

  test("a cookie POST from another site's Origin names that origin and this site's", async () => {
    t = await createTestApp();
    mountStandIns(t);
    const s = await signInWithCookie(t);
    const site = t.config.PUBLIC_URL;
    for (const evil of ["https://evil.example", `${site}.evil.example`, site.replace("http:", "https:")]) {
      for (const path of PATHS) {
        const message = await refusal(t, path, { cookie: s.cookie, origin: evil });
        expect(message).toContain(`the Origin header is "${evil}", not this site (${site})`);
        expect(message).toContain("Authorization: Bearer <key>");
      }
    }
  });

  test('a "null" Origin and a foreign Referer each say so; the Referer is quoted by its origin only', async () => {
    t = await createTestApp();
    mountStandIns(t);
    const s = await signInWithCookie(t);
    const nullOrigin = await refusal(t, MUTATE, { cookie: s.cookie, origin: "null" });
    expect(nullOrigin).toContain('the Origin header is "null"');
    const referer = await refusal(t, MUTATE, { cookie: s.cookie, referer: "https://evil.example/page?token=s3cret" });
    expect(referer).toContain('there is no Origin header and the Referer names "https://evil.example"');
    expect(referer).not.toContain("s3cret");
    const garbage = await refusal(t, MUTATE, { cookie: s.cookie, referer: "not a url" });
    expect(garbage).toContain("the Referer names no site");
    const long = await refusal(t, MUTATE, { cookie: s.cookie, origin: `https://${"a".repeat(500)}.example` });
    expect(long.length).toBeLessThan(500);
    expect(new Set([nullOrigin, referer, await refusal(t, MUTATE, { cookie: s.cookie })]).size).toBe(3);
  });

  test("a GET with the cookie needs no Origin", async () => {
    t = await createTestApp();
    mountStandIns(t);
    const s = await signInWithCookie(t);
    expect(
      (await t.app.request(WHOAMI, { headers: { cookie: s.cookie, origin: "https://evil.example" } })).status,
    ).toBe(200);
    expect((await t.app.request("/api/auth/api-key/list", { headers: { cookie: s.cookie } })).status).toBe(200);
  });

  test("the OAuth callback's cookie POST without Origin gets the same explained 403, not better-auth's terse one", async () => {
    t = await createTestApp({ env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" } });
    const s = await signInWithCookie(t);
    const post = (headers: Record<string, string>) =>
      t!.app.request("/api/auth/callback/github", {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: "code=a&state=b",
      });
    const missing = await post({ cookie: s.cookie });
    expect(missing.status).toBe(403);
    expect(((await missing.json()) as { message: string }).message).toContain("has no Origin header");
    const foreign = await post({ cookie: s.cookie, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toContain(
      'the Origin header is "https://evil.example"',
    );
  });
});

describe("checkOrigin", () => {
  const site = "https://quire.example";
  const verdict = (h: Record<string, string>) => checkOrigin(new Headers(h), [site]);

  test("passes this site's Origin, or its Referer when Origin is absent", () => {
    expect(verdict({ origin: site })).toEqual({ ok: true });
    expect(verdict({ referer: `${site}/app/d/1` })).toEqual({ ok: true });
    expect(hasTrustedOrigin(new Headers({ origin: site }), [site])).toBe(true);
  });

  test("names each refusal's rule", () => {
    expect(verdict({})).toMatchObject({ ok: false, rule: "missing" });
    expect(verdict({ origin: "null" })).toMatchObject({ ok: false, rule: "null" });
    expect(verdict({ origin: "https://evil.example", referer: `${site}/` })).toMatchObject({
      ok: false,
      rule: "mismatch",
    });
    expect(verdict({ referer: "https://evil.example/" })).toMatchObject({ ok: false, rule: "referer-mismatch" });
    expect(verdict({ referer: "::" })).toMatchObject({ ok: false, rule: "referer-mismatch" });
    expect(hasTrustedOrigin(new Headers({}), [site])).toBe(false);
  });
});
