// CSRF (Origin check on cookie requests that change state), https cookies, and secrets absent from logs and the database file.
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { openMagicLink, requestMagicLink, signInWithCookie, signUpWithKey, uniqueEmail } from "../auth-helpers.js";
import { mimeParts, startSmtpSink } from "./smtp-sink.js";
import { mountStandIns, MUTATE, WHOAMI } from "./stand-in.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("CSRF", () => {
  test("cross-site POSTs with the cookie (form, text/plain, no Origin, null Origin) get 403 and change nothing", async () => {
    t = await createTestApp();
    const { mutations } = mountStandIns(t);
    const s = await signInWithCookie(t);
    const attempts: Record<string, string>[] = [
      { cookie: s.cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { cookie: s.cookie, origin: "https://evil.example", "content-type": "text/plain" },
      { cookie: s.cookie, "content-type": "text/plain" },
      { cookie: s.cookie, origin: "null", "content-type": "application/x-www-form-urlencoded" },
      { cookie: s.cookie, referer: "https://evil.example/page", "content-type": "text/plain" },
      { cookie: s.cookie, origin: "http://localhost:3000.evil.example", "content-type": "text/plain" },
    ];
    for (const headers of attempts) {
      for (const path of [MUTATE, "/api/auth/api-key/create", "/api/auth/api-key/delete", "/api/auth/sign-out"]) {
        const res = await t.app.request(path, { method: "POST", headers, body: "name=x" });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(((await res.json()) as { error: string }).error).toBe("forbidden");
      }
      for (const method of ["DELETE"])
        expect((await t.app.request("/api/test/any", { method, headers })).status).toBe(403);
    }
    expect(mutations).toEqual([]);
    expect(await (await t.app.request("/api/auth/api-key/list", { headers: { cookie: s.cookie } })).json()).toEqual([]);
    // Still signed in: the refused sign-out did nothing.
    expect((await t.app.request(WHOAMI, { headers: { cookie: s.cookie } })).status).toBe(200);
    // Same-site requests pass: Origin, or Referer when a browser sends no Origin; GET needs neither.
    expect(
      (await t.app.request(MUTATE, { method: "POST", headers: { cookie: s.cookie, origin: t.config.PUBLIC_URL } }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.app.request(MUTATE, {
          method: "POST",
          headers: { cookie: s.cookie, referer: `${t.config.PUBLIC_URL}/app` },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.app.request("/api/test/any", { headers: { cookie: s.cookie, origin: "https://evil.example" } })).status,
    ).toBe(200);
    expect(mutations).toHaveLength(2);
  });
});

describe("cookies over https", () => {
  test("behind an https PUBLIC_URL the session cookie is Secure (and __Secure- prefixed)", async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://quire.example" } });
    mountStandIns(t);
    const link = await requestMagicLink(t, uniqueEmail());
    const url = new URL(link);
    expect(url.origin).toBe("https://quire.example");
    const res = await t.app.request(url.pathname + url.search);
    const line = res.headers.getSetCookie().find((l) => l.startsWith("__Secure-quire.session_token="))!;
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect((await t.app.request(WHOAMI, { headers: { cookie: line.split(";")[0]! } })).status).toBe(200);
  });
});

describe("secrets", () => {
  test("raw API keys and magic-link tokens are in neither the logs nor the SQLite files", async () => {
    const smtp = await startSmtpSink();
    try {
      t = await createTestApp({ env: { SMTP_URL: smtp.url, LOG_LEVEL: "debug" } });
      mountStandIns(t);
      const email = uniqueEmail();
      await t.app.request(
        "/api/auth/sign-in/magic-link",
        jsonRequest("POST", { email }, { origin: t.config.PUBLIC_URL }),
      );
      const mail = await smtp.waitFor(1);
      const link = mimeParts(mail.raw)
        .find((p) => p.contentType === "text/plain")!
        .body.match(/https?:\/\/\S+verify\?\S+/)![0];
      const token = new URL(link).searchParams.get("token")!;
      const opened = await openMagicLink(t, link);
      const created = await t.app.request(
        "/api/auth/api-key/create",
        jsonRequest("POST", { name: "k" }, { cookie: opened.cookie!, origin: t.config.PUBLIC_URL }),
      );
      const key = ((await created.json()) as { key: string }).key;
      for (let i = 0; i < 3; i++) await t.app.request(WHOAMI, { headers: { authorization: `Bearer ${key}` } });
      await t.app.request(`${WHOAMI}?key=${key}`);
      await t.app.request(`/api/auth/magic-link/verify?token=${token}`);
      // A failure that gets logged with its request must not leak either.
      t.deps.logger.info({ headers: { authorization: `Bearer ${key}`, cookie: opened.cookie } }, "header dump");
      await new Promise((r) => setTimeout(r, 200));

      const logs = JSON.stringify(t.logs);
      expect(t.logs.length).toBeGreaterThan(5);
      expect(logs).not.toContain(key);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(opened.cookie!.split("=")[1]!);

      const db = join(t.dataDir, "quire.db");
      const bytes = [db, `${db}-wal`]
        .filter(existsSync)
        .map((f) => readFileSync(f).toString("latin1"))
        .join("");
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes).toContain(email); // the scan does see the data
      expect(bytes).not.toContain(key);
      expect(bytes).not.toContain(key.slice(20));
      expect(bytes).not.toContain(token);
    } finally {
      await smtp.close();
    }
  });

  test("without SMTP in production the link is not logged (development only)", async () => {
    t = await createTestApp({ env: { NODE_ENV: "production", PUBLIC_URL: "https://quire.example" } });
    const link = await requestMagicLink(t, uniqueEmail());
    expect(JSON.stringify(t.logs)).not.toContain(new URL(link).searchParams.get("token")!);
    await t.close();
    t = await createTestApp({ env: { NODE_ENV: "development" } });
    const devLink = await requestMagicLink(t, uniqueEmail());
    expect(t.logs.some((l) => l.link === devLink)).toBe(true);
  });

  test("Bearer requests need no Origin", async () => {
    t = await createTestApp();
    mountStandIns(t);
    const k = await signUpWithKey(t);
    expect(
      (await t.app.request(MUTATE, { method: "POST", headers: { ...k.headers, origin: "https://evil.example" } }))
        .status,
    ).toBe(200);
  });
});
