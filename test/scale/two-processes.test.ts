// Two Quire processes on one PostgreSQL and one Redis: sessions, key revocation, limits and brands hold across them.
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempPgDatabase, TEST_DATABASE_URL, TEST_REDIS_URL, type TempPgDatabase } from "../pg.js";
import { startQuire, type QuireProcess } from "./processes.js";
import { freePort } from "../../bench/http-harness.js";

const FIXTURE = new URL("../../../shared/fixtures/brands/pypptx-default-4x3.pptx", import.meta.url).pathname;
const ready = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!ready) console.info("[scale] TEST_DATABASE_URL and TEST_REDIS_URL are needed: the two-process suite is skipped.");

describe.skipIf(!ready)("two processes sharing PostgreSQL and Redis", () => {
  let db: TempPgDatabase;
  let a: QuireProcess;
  let b: QuireProcess;
  let publicUrl: string;
  let cookie: string;
  const email = `scale-${Date.now()}@example.com`;

  beforeAll(async () => {
    db = await createTempPgDatabase("scale");
    const portA = await freePort();
    publicUrl = `http://127.0.0.1:${portA}`;
    // Both sit behind one public address, as behind a load balancer.
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, BLOB_STORE: "db", PUBLIC_URL: publicUrl, AUTH_SECRET: "scale-test-secret-shared-by-every-process-0123456789", RATE_LIMIT_DEMO_PER_DAY: "3", RATE_LIMIT_DEMO_PER_MINUTE: "100", RATE_LIMIT_RENDER_PER_MINUTE: "4" };
    a = await startQuire(env, { port: portA });
    b = await startQuire(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: "POST", headers: { "content-type": "application/json", origin: publicUrl, ...headers }, body: JSON.stringify(body) });

  it("a magic link asked on A and opened on B gives a session that works on A", async () => {
    expect((await fetch(`${a.url}/api/auth/sign-in/magic-link`, json({ email, callbackURL: "/app" }))).status).toBe(200);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(`select "text" from outbox_mail where "to" = $1`, [email]);
    await client.end();
    const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(rows[0].text)![0]);
    const opened = await fetch(`${b.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    cookie = opened.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const session = await (await fetch(`${a.url}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session.user.email).toBe(email);
  });

  it("a key revoked on A is refused by B on the very next request", async () => {
    const created = await (await fetch(`${a.url}/api/auth/api-key/create`, json({ name: "scale" }, { cookie }))).json();
    const auth = { authorization: `Bearer ${created.key}` };
    for (let i = 0; i < 3; i++) expect((await fetch(`${b.url}/api/workspace/documents`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/api-key/delete`, json({ keyId: created.id }, { cookie }))).status).toBe(200);
    expect((await fetch(`${b.url}/api/workspace/documents`, { headers: auth })).status).toBe(401);
    expect((await fetch(`${a.url}/api/workspace/documents`, { headers: auth })).status).toBe(401);
  });

  it("shares the demo's day limit between processes", async () => {
    const demo = (p: QuireProcess) => fetch(`${p.url}/api/agent/demo`, json({ prompt: "Three slides on tea ceremonies" }));
    for (const p of [a, b, a]) {
      const res = await demo(p);
      expect(res.status).toBe(200);
      await res.text();
    }
    const fourth = await demo(b);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error).toBe("rate_limit_day");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);

  it("shares per-minute limits between processes", async () => {
    const render = (p: QuireProcess) => fetch(`${p.url}/api/render`, json({ source: "# Hello\n\nWorld" }));
    for (const p of [a, b, a, b]) expect((await render(p)).status).toBe(200);
    const fifth = await render(a);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).error).toBe("rate_limit_minute");
  });

  it("generates on B a deck on a brand uploaded to A", async () => {
    const key = (await (await fetch(`${a.url}/api/auth/api-key/create`, json({ name: "brands" }, { cookie }))).json()).key;
    const auth = { authorization: `Bearer ${key}` };
    const upload = await fetch(`${a.url}/api/brands?name=Shared`, { method: "POST", headers: { ...auth, "content-type": "application/vnd.openxmlformats-officedocument.presentationml.presentation" }, body: readFileSync(FIXTURE) });
    expect(upload.status).toBe(201);
    const { brand } = await upload.json();
    const generated = await fetch(`${b.url}/api/brands/${brand.id}/generate`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ source: { kind: "deck", title: "Shared", slides: [{ layout: "title", title: "Made on B" }, { layout: "bullets", title: "Points", bullets: ["one", "two"] }] } }) });
    expect(generated.status).toBe(200);
    const bytes = new Uint8Array(await generated.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
  }, 60_000);
});
