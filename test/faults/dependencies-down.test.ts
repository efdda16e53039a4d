// PostgreSQL or Redis going away: 503 unavailable instead of a hang (the test timeout catches a hang), the public demo fails closed, recovery without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempPgDatabase, TEST_DATABASE_URL, TEST_REDIS_URL, type TempPgDatabase } from "../pg.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL cut and restored", () => {
  let pg: TempPgDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let user: KeySession;

  beforeAll(async () => {
    pg = await createTempPgDatabase("faults");
    const target = new URL(pg.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({ databaseUrl: target.toString() });
    user = await signUpWithKey(t);
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
    await proxy?.close();
    await pg?.drop();
  });

  it("answers 503 unavailable quickly while the database is gone, and recovers when it returns", async () => {
    const created = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "doc", title: "Kept", source: "# Kept\n\nSafe." }, user.headers),
    );
    expect(created.status).toBe(201);
    const { document } = await created.json();

    await proxy.cut();
    for (const [path, init] of [
      ["/api/health", {}],
      [`/api/workspace/documents/${document.id}`, { headers: user.headers }],
      ["/api/workspace/documents", jsonRequest("POST", { kind: "doc", title: "Lost?", source: "# x" }, user.headers)],
    ] as const) {
      const res = await t.app.request(path, init);
      expect(res.status, path).toBe(503);
      const body = await res.json();
      expect(body).toMatchObject({ error: "unavailable", retryable: true });
      expect(res.headers.get("retry-after")).toBeTruthy();
    }

    await proxy.restore();
    let health = 0;
    for (let i = 0; i < 50 && health !== 200; i++) {
      health = (await t.app.request("/api/health")).status;
      if (health !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health).toBe(200);
    const read = await t.app.request(`/api/workspace/documents/${document.id}`, { headers: user.headers });
    expect(read.status).toBe(200);
    expect((await read.json()).document.title).toBe("Kept");
    const list = await (await t.app.request("/api/workspace/documents", { headers: user.headers })).json();
    expect(list.items.map((d: { title: string }) => d.title)).toEqual(["Kept"]);
  }, 60_000);
});

describe.skipIf(!TEST_REDIS_URL)("Redis cut and restored", () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
    await proxy?.close();
  });

  it("fails the public demo closed with a fast 503, then serves it again", async () => {
    const demo = () =>
      t.app.request(
        "/api/agent/demo",
        jsonRequest("POST", { prompt: "A three slide deck about tea" }, { "x-forwarded-for": "203.0.113.9" }),
      );
    expect((await demo()).status).toBe(200);
    await proxy.cut();
    const res = await demo();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe("unavailable");
    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i++) {
      const r = await demo();
      status = r.status;
      await r.arrayBuffer();
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
