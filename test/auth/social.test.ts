// Social sign-in against a real OIDC issuer (oauth2-mock-server): discovery, state, PKCE, callback, session.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OAuth2Server } from "oauth2-mock-server";
import { createTestApp, type TestApp } from "../harness.js";
import { sessionCookieFrom } from "../auth-helpers.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { freePort } from "../../bench/http-harness.js";

let issuer: OAuth2Server;
let t: TestApp;
let server: RunningServer;
let base: string;
const EMAIL = "oidc.person@example.test";

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate("RS256");
  await issuer.start(0, "127.0.0.1");
  issuer.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, {
      sub: "oidc-user-1",
      email: EMAIL,
      email_verified: true,
      name: "OIDC Person",
      aud: "quire-client",
    });
  });
  issuer.service.on("beforeUserinfo", (res) => {
    res.body = { sub: "oidc-user-1", email: EMAIL, email_verified: true, name: "OIDC Person" };
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      PUBLIC_URL: base,
      OIDC_ISSUER: issuer.issuer.url!,
      OIDC_CLIENT_ID: "quire-client",
      OIDC_CLIENT_SECRET: "quire-client-secret",
    },
  });
  server = await startServer(t.app, { ...t.deps, close: async () => {} }, port, "127.0.0.1");
});
afterAll(async () => {
  await server?.stop();
  await t?.close();
  await issuer?.stop();
});

const cookieHeader = (setCookies: string[]) =>
  setCookies
    .map((l) => l.split(";")[0])
    .filter((p) => !p!.endsWith("="))
    .join("; ");

async function startFlow(callbackURL = "/app") {
  const start = await fetch(
    `${base}/api/auth/sign-in/social?provider=oidc&callbackURL=${encodeURIComponent(callbackURL)}`,
    { redirect: "manual" },
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  return { authorize, cookies: start.headers.getSetCookie() };
}

describe("social sign-in (OIDC by discovery)", () => {
  test("authorization code flow with state and PKCE ends with a session cookie and a redirect to callbackURL", async () => {
    const { authorize, cookies } = await startFlow("/app");
    expect(authorize.origin).toBe(issuer.issuer.url);
    expect(authorize.searchParams.get("response_type")).toBe("code");
    expect(authorize.searchParams.get("client_id")).toBe("quire-client");
    expect(authorize.searchParams.get("state")?.length).toBeGreaterThanOrEqual(16);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const redirectUri = new URL(authorize.searchParams.get("redirect_uri")!);
    expect(redirectUri.origin).toBe(base);
    expect(cookies.length).toBeGreaterThan(0);

    const atIssuer = await fetch(authorize, { redirect: "manual" });
    expect(atIssuer.status).toBe(302);
    const callback = new URL(atIssuer.headers.get("location")!);
    expect(callback.searchParams.get("code")).toBeTruthy();
    expect(callback.searchParams.get("state")).toBe(authorize.searchParams.get("state"));

    const done = await fetch(callback, { redirect: "manual", headers: { cookie: cookieHeader(cookies) } });
    expect(done.status).toBe(302);
    expect(new URL(done.headers.get("location")!, base).toString()).toBe(`${base}/app`);
    const session = sessionCookieFrom(done.headers);
    expect(session).toBeTruthy();
    const me = (await fetch(`${base}/api/auth/get-session`, { headers: { cookie: session! } }).then((r) =>
      r.json(),
    )) as { user: { email: string; name: string } };
    expect(me.user.email).toBe(EMAIL);
    expect(me.user.name).toBe("OIDC Person");
  });

  test("a callback whose state does not match, or without the state cookie, gives no session", async () => {
    const { authorize, cookies } = await startFlow();
    const atIssuer = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(atIssuer.headers.get("location")!);
    const tampered = new URL(callback);
    tampered.searchParams.set("state", "x".repeat(32));
    const a = await fetch(tampered, { redirect: "manual", headers: { cookie: cookieHeader(cookies) } });
    expect(sessionCookieFrom(a.headers)).toBeNull();
    expect(a.status).toBe(302);
    const where = new URL(a.headers.get("location")!, base);
    expect(where.origin).toBe(base);
    expect(where.pathname).toBe("/sign-in");
    expect(where.searchParams.get("error")).toBe("state_mismatch");

    const b = await fetch(callback, { redirect: "manual" }); // a login-CSRF attempt: the victim's browser has no state cookie
    expect(sessionCookieFrom(b.headers)).toBeNull();
    expect(new URL(b.headers.get("location")!, base).searchParams.get("error")).toBeTruthy();
  });

  test("the PKCE verifier is checked by the issuer: a code replayed without the original flow gives no session", async () => {
    const first = await startFlow();
    const second = await startFlow();
    const code = new URL(
      (await fetch(first.authorize, { redirect: "manual" })).headers.get("location")!,
    ).searchParams.get("code")!;
    // Deliver flow 1's code with flow 2's state and cookies: the verifier of flow 2 does not match flow 1's challenge.
    const cb = new URL(`${base}/api/auth/oauth2/callback/oidc`);
    const redirectUri = new URL(second.authorize.searchParams.get("redirect_uri")!);
    cb.pathname = redirectUri.pathname;
    cb.searchParams.set("code", code);
    cb.searchParams.set("state", second.authorize.searchParams.get("state")!);
    const res = await fetch(cb, { redirect: "manual", headers: { cookie: cookieHeader(second.cookies) } });
    expect(sessionCookieFrom(res.headers)).toBeNull();
    expect(res.status).toBe(302);
    const where = new URL(res.headers.get("location")!, base);
    expect(where.pathname).toBe("/sign-in");
    expect(where.searchParams.get("error")).toBe("invalid_code");
  });

  test("unknown provider and unsafe callbackURL are 400 without a redirect", async () => {
    for (const q of [
      "provider=facebook",
      "provider=github",
      "provider=",
      "provider=oidc&callbackURL=%2F%2Fevil.example",
      "provider=oidc&callbackURL=https%3A%2F%2Fevil.example",
      "provider=oidc&callbackURL=javascript%3Aalert(1)",
      "provider=oidc&callbackURL=%2F%5Cevil.example",
    ]) {
      const res = await fetch(`${base}/api/auth/sign-in/social?${q}`, { redirect: "manual" });
      expect(res.status, q).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
    }
  });
});

describe("social sign-in with the issuer down", () => {
  test("a configured but unreachable OIDC issuer answers 503 unavailable, not a redirect", async () => {
    const down = await createTestApp({
      env: { OIDC_ISSUER: "http://127.0.0.1:1", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" },
    });
    try {
      const res = await down.app.request("/api/auth/sign-in/social?provider=oidc&callbackURL=/app");
      expect(res.status).toBe(503);
      expect(res.headers.get("location")).toBeNull();
      expect(((await res.json()) as { error: string }).error).toBe("unavailable");
      // Other better-auth endpoints are not exposed.
      for (const [method, path] of [
        ["GET", "/api/auth/list-sessions"],
        ["POST", "/api/auth/update-user"],
        ["GET", "/api/auth/ok"],
      ] as const) {
        const other = await down.app.request(path, { method });
        expect([404, 405]).toContain(other.status);
        expect(Object.keys((await other.json()) as object).sort()).toEqual(["error", "message"]);
      }
    } finally {
      await down.close();
    }
  });
});
