// Magic-link sign-in against a real SMTP server: the mail, the link, reuse, expiry, redirects, limits, sessions.
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { BACKENDS, createBackendApp } from "./backends.js";
import { openMagicLink, sessionCookieFrom, uniqueEmail } from "../auth-helpers.js";
import { headerOf, mimeParts, startSmtpSink, type SmtpSink } from "./smtp-sink.js";
import { mountStandIns, WHOAMI } from "./stand-in.js";

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => smtp.close());

const ask = (email: string, callbackURL?: string) =>
  t.app.request(
    "/api/auth/sign-in/magic-link",
    jsonRequest(
      "POST",
      { email, ...(callbackURL === undefined ? {} : { callbackURL }) },
      { origin: t.config.PUBLIC_URL },
    ),
  );

async function mailLink(email: string, callbackURL = "/app"): Promise<{ link: string; raw: string }> {
  const before = smtp.mails.length;
  const res = await ask(email, callbackURL);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: true });
  const mail = await smtp.waitFor(before + 1);
  expect(mail.to).toEqual([email]);
  const text = mimeParts(mail.raw).find((p) => p.contentType === "text/plain")!.body;
  return { link: text.match(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/)![0], raw: mail.raw };
}

describe.each(BACKENDS)("magic link (%s)", (backend) => {
  beforeEach(async () => {
    // The per-IP limit (every app.request shares one client) is tested in test/limits; here the per-address one is.
    t = await createBackendApp(backend, { env: { SMTP_URL: smtp.url, RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "1000" } });
    mountStandIns(t);
  });
  afterEach(async () => t.close());

  // What every mail holds, in its text and HTML, is the mail transport contract's (smtp-mail.test.ts); here, what
  // better-auth gives it: the sender without MAIL_FROM, the link on PUBLIC_URL and its 5 minutes.
  test("the e-mail is from PUBLIC_URL's host, with the link and its 5 minutes; opening it signs in", async () => {
    const email = uniqueEmail("ml");
    const { link, raw } = await mailLink(email);
    expect(headerOf(raw, "From")).toBe("Quire <no-reply@localhost>");
    expect(mimeParts(raw).find((p) => p.contentType === "text/plain")!.body).toContain("5 minutes");
    expect(new URL(link).origin).toBe(t.config.PUBLIC_URL);

    const opened = await openMagicLink(t, link);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`${t.config.PUBLIC_URL}/app`);
    expect(opened.cookie).toMatch(/^quire\.session_token=/);
    const res = await t.app.request(link.replace(t.config.PUBLIC_URL, ""), {});
    expect(res.status).toBe(302); // second use: refused, see below

    const session = await t.app.request("/api/auth/get-session", { headers: { cookie: opened.cookie! } });
    const text2 = await session.text();
    const body = JSON.parse(text2) as { session: Record<string, unknown>; user: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(["session", "user"]);
    expect(Object.keys(body.session).sort()).toEqual(["expiresAt", "id"]);
    expect(Object.keys(body.user).sort()).toEqual(["createdAt", "email", "id", "image", "name"]);
    expect(body.user.email).toBe(email);
    const token = opened.cookie!.split("=")[1]!.split(".")[0]!;
    expect(text2).not.toContain(token);
    expect(await (await t.app.request("/api/auth/get-session")).json()).toBeNull();
  });

  test("session cookie is httpOnly, SameSite=Lax, not Secure over http", async () => {
    const { link } = await mailLink(uniqueEmail());
    const url = new URL(link);
    const res = await t.app.request(url.pathname + url.search);
    const line = res.headers.getSetCookie().find((l) => l.startsWith("quire.session_token="))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
  });

  test("a reused link redirects with an error to /sign-in and gives no session", async () => {
    const { link } = await mailLink(uniqueEmail());
    expect((await openMagicLink(t, link)).cookie).toBeTruthy();
    const again = await openMagicLink(t, link);
    expect(again.status).toBe(302);
    expect(again.cookie).toBeNull();
    const where = new URL(again.location!);
    expect(where.pathname).toBe("/sign-in");
    expect(where.searchParams.get("error")).toBeTruthy();
  });

  test("a link older than 5 minutes is refused (expiry moved in the database, no clock mocking)", async () => {
    const { link } = await mailLink(uniqueEmail());
    const db = t.deps.database.db;
    const rows = await db.selectFrom("verification").select(["id", "expiresAt"]).execute();
    expect(rows).toHaveLength(1);
    const ttl = new Date(rows[0]!.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    await db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    const opened = await openMagicLink(t, link);
    expect(opened.status).toBe(302);
    expect(opened.cookie).toBeNull();
    expect(new URL(opened.location!).searchParams.get("error")).toBeTruthy();
  });

  test("a forged or truncated token is refused", async () => {
    const { link } = await mailLink(uniqueEmail());
    const url = new URL(link);
    const token = url.searchParams.get("token")!;
    // Forged: the last two characters changed (a token that already ended in "zz" was sent back unchanged, and accepted).
    url.searchParams.set("token", token.slice(0, -2) + (token.endsWith("zz") ? "yy" : "zz"));
    const opened = await openMagicLink(t, url.toString());
    expect(opened.cookie).toBeNull();
    expect(new URL(opened.location!).searchParams.get("error")).toBeTruthy();
  });

  test("open-redirect variants are refused with 400 before any e-mail", async () => {
    const bad = [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%2fevil.example",
      "/%2Fevil.example",
      "/%5cevil.example",
      "/%252f%252fevil.example",
      "https://evil.example/",
      "http://localhost:3000.evil.example/",
      "http://localhost:3000@evil.example/",
      "https://localhost:3000/",
      "http://localhost:3001/",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      " //evil.example",
      "/\t/evil.example",
      "evil.example",
    ];
    const before = smtp.mails.length;
    for (const callbackURL of bad) {
      const res = await ask(uniqueEmail(), callbackURL);
      expect(res.status, callbackURL).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
    }
    for (const callbackURL of bad.slice(0, 6)) {
      const res = await t.app.request(
        `/api/auth/magic-link/verify?token=x&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect(res.status, callbackURL).toBe(400);
      expect(res.headers.get("location")).toBeNull();
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
    // The good forms pass.
    for (const ok of ["/", "/app?x=1#y", `${t.config.PUBLIC_URL}/docs`])
      expect((await ask(uniqueEmail(), ok)).status, ok).toBe(200);
  });

  test("at most 3 links per address from one client per 15 minutes, same answer for known and unknown addresses", async () => {
    const known = uniqueEmail("known");
    const { link } = await mailLink(known);
    expect((await openMagicLink(t, link)).cookie).toBeTruthy();
    const unknown = uniqueEmail("unknown");
    const answers: string[] = [];
    for (const email of [known, unknown]) {
      const first = email === known ? 2 : 3; // the known address already used one
      for (let i = 0; i < first; i++) expect((await ask(email)).status).toBe(200);
      const before = smtp.mails.length;
      const refused = await ask(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
      answers.push(JSON.stringify(await refused.json()));
      await new Promise((r) => setTimeout(r, 100));
      expect(smtp.mails.length).toBe(before);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(JSON.parse(answers[0]!)).toMatchObject({
      error: "rate_limit_minute",
      message:
        "Sign-in link limit reached for this address from this network: at most 3 every 15 minutes. Try again in 15 minutes at most.",
    });
    // Case and spacing do not make a new address.
    expect((await ask(known.toUpperCase())).status).toBe(429);
  });

  test("others asking for a person's address neither lock the person out nor flood the mailbox", async () => {
    await t.close();
    t = await createBackendApp(backend, {
      env: { SMTP_URL: smtp.url, RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "1000", TRUST_PROXY: "1" },
    });
    const person = uniqueEmail("asked-for");
    const from = (client: string) =>
      t.app.request(
        "/api/auth/sign-in/magic-link",
        jsonRequest(
          "POST",
          { email: person, callbackURL: "/app" },
          { origin: t.config.PUBLIC_URL, "x-forwarded-for": client },
        ),
      );
    const mailsToPerson = () => smtp.mails.filter((m) => m.to.includes(person));
    const answers = new Set<string>();
    for (const outsider of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      for (let i = 0; i < 3; i++) {
        const res = await from(outsider);
        expect(res.status, `${outsider} #${i + 1}`).toBe(200);
        answers.add(await res.text());
      }
      expect((await from(outsider)).status, `${outsider} #4`).toBe(429);
    }
    expect([...answers]).toEqual([JSON.stringify({ status: true })]);
    await new Promise((r) => setTimeout(r, 200));
    // 9 links asked for: the address's 5 mails, then one for the third client's first request; the rest sent nothing.
    expect(mailsToPerson()).toHaveLength(6);

    const before = smtp.mails.length;
    expect((await from("198.51.100.7")).status).toBe(200);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual([person]);
    const text = mimeParts(mail.raw).find((p) => p.contentType === "text/plain")!.body;
    const opened = await openMagicLink(t, text.match(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/)![0]);
    expect(opened.status).toBe(302);
    expect(opened.cookie).toMatch(/^quire\.session_token=/);
  });

  test("new session id at each sign-in; a planted cookie is replaced; sign-out ends it and replay gets 401", async () => {
    const email = uniqueEmail();
    const first = await openMagicLink(t, (await mailLink(email)).link);
    const planted = first.cookie!;
    const url = new URL((await mailLink(email)).link);
    const res = await t.app.request(url.pathname + url.search, { headers: { cookie: planted } });
    const second = sessionCookieFrom(res.headers)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(planted);
    const id1 = (
      (await (await t.app.request("/api/auth/get-session", { headers: { cookie: planted } })).json()) as {
        session: { id: string };
      }
    ).session.id;
    const id2 = (
      (await (await t.app.request("/api/auth/get-session", { headers: { cookie: second } })).json()) as {
        session: { id: string };
      }
    ).session.id;
    expect(id1).not.toBe(id2);

    expect((await t.app.request(WHOAMI, { headers: { cookie: second } })).status).toBe(200);
    const out = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie: second, origin: t.config.PUBLIC_URL },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect(out.headers.getSetCookie().some((l) => /^quire\.session_token=;/.test(l) && /Max-Age=0/i.test(l))).toBe(
      true,
    );
    expect((await t.app.request(WHOAMI, { headers: { cookie: second } })).status).toBe(401);
    expect(await (await t.app.request("/api/auth/get-session", { headers: { cookie: second } })).json()).toBeNull();
    expect(
      (
        await t.app.request("/api/auth/sign-out", {
          method: "POST",
          headers: { cookie: second, origin: t.config.PUBLIC_URL },
        })
      ).status,
    ).toBe(401);
    // The other session of the same user is untouched.
    expect((await t.app.request(WHOAMI, { headers: { cookie: planted } })).status).toBe(200);
  });

  test("bad bodies: invalid e-mail 400, not JSON 415, broken JSON 400 invalid_json", async () => {
    const a = await ask("not-an-email");
    expect(a.status).toBe(400);
    expect(((await a.json()) as { error: string }).error).toBe("invalid_request");
    const b = await t.app.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a@b.c",
    });
    expect(b.status).toBe(415);
    const c = await t.app.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(((await c.json()) as { error: string }).error).toBe("invalid_json");
  });
});
