// Test helpers that sign in through the REAL flows: magic link (read from the outbox) → cookie; cookie → API key.
import { randomBytes } from "node:crypto";
import type { TestApp } from "./harness.js";

export interface CookieSession {
  userId: string;
  email: string;
  /** The `Cookie` header value (quire.session_token=…). */
  cookie: string;
  /** Headers for cookie-authenticated calls, including the Origin that state-changing calls need. */
  headers: { cookie: string; origin: string };
}

export interface KeySession {
  userId: string;
  email: string;
  apiKey: string;
  keyId: string;
  headers: { authorization: string };
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomBytes(6).toString("hex")}@example.test`;
}

/** Asks for a magic link and returns the link from the newest outbox mail to `email` (no SMTP_URL configured). */
export async function requestMagicLink(t: TestApp, email: string, callbackURL = "/"): Promise<string> {
  const res = await t.app.request("/api/auth/sign-in/magic-link", {
    method: "POST",
    headers: { "content-type": "application/json", origin: t.config.PUBLIC_URL },
    body: JSON.stringify({ email, callbackURL }),
  });
  if (res.status !== 200) throw new Error(`magic link request failed: ${res.status} ${await res.text()}`);
  const [mail] = await t.deps.repos.outbox.listFor(email, 1);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no sign-in link in the outbox for ${email}`);
  return link;
}

/** Opens a sign-in link in the app; returns the session cookie ("name=value") and the redirect target. */
export async function openMagicLink(
  t: TestApp,
  link: string,
): Promise<{ status: number; location: string | null; cookie: string | null }> {
  const url = new URL(link);
  const res = await t.app.request(url.pathname + url.search);
  return { status: res.status, location: res.headers.get("location"), cookie: sessionCookieFrom(res.headers) };
}

export function sessionCookieFrom(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const [name, value] = pair.split("=");
    if (name && /(^|-)quire\.session_token$/.test(name) && value) return pair;
  }
  return null;
}

/** Signs a (new or existing) user in by magic link; the cookie is real. */
export async function signInWithCookie(t: TestApp, email = uniqueEmail()): Promise<CookieSession> {
  const link = await requestMagicLink(t, email);
  const opened = await openMagicLink(t, link);
  if (opened.status !== 302 || !opened.cookie)
    throw new Error(`sign-in link did not sign in: ${opened.status} ${opened.location}`);
  const res = await t.app.request("/api/auth/get-session", { headers: { cookie: opened.cookie } });
  const session = (await res.json()) as { user: { id: string } } | null;
  if (!session) throw new Error("get-session answered null right after sign-in");
  return {
    userId: session.user.id,
    email,
    cookie: opened.cookie,
    headers: { cookie: opened.cookie, origin: t.config.PUBLIC_URL },
  };
}

/** Creates an API key through POST /api/auth/api-key/create for a cookie session (signs in first when not given). */
export async function createApiKey(
  t: TestApp,
  session: CookieSession,
  name = "test key",
): Promise<{ apiKey: string; keyId: string }> {
  const res = await t.app.request("/api/auth/api-key/create", {
    method: "POST",
    headers: { "content-type": "application/json", ...session.headers },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 200) throw new Error(`api key creation failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id: string; key: string };
  return { apiKey: body.key, keyId: body.id };
}

/** A new user with an API key: `headers` go straight into app.request for Bearer-authenticated calls. */
export async function signUpWithKey(t: TestApp, email = uniqueEmail()): Promise<KeySession> {
  const session = await signInWithCookie(t, email);
  const { apiKey, keyId } = await createApiKey(t, session);
  return { userId: session.userId, email, apiKey, keyId, headers: { authorization: `Bearer ${apiKey}` } };
}
