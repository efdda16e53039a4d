// GET /api/health through a real Redis outage: a Redis of the test's own on a free port, stopped and started again
// (never the shared one). Health names Redis as down with 503 while it is gone and is 200 once it is back, and asks
// Redis at most about once a second however often it is called.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";

const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Calls health until its status is `status` (each call a real request); the last answer. */
async function healthUntil(
  t: TestApp,
  status: number,
): Promise<{ status: number; body: Record<string, any>; retryAfter: string | null }> {
  let last = { status: 0, body: {} as Record<string, any>, retryAfter: null as string | null };
  for (let i = 0; i < 150 && last.status !== status; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    const res = await t.app.request("/api/health");
    last = { status: res.status, body: await res.json(), retryAfter: res.headers.get("retry-after") };
  }
  return last;
}

describe.skipIf(!hasRedisServer)("health through a Redis outage", () => {
  const dir = mkdtempSync(join(tmpdir(), "quire-health-redis-"));
  const pidFile = join(dir, "redis.pid");
  let port: number;
  let t: TestApp;
  const startRedis = () =>
    execFileSync("redis-server", [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--daemonize",
      "yes",
      "--pidfile",
      pidFile,
      "--dir",
      dir,
    ]);
  const stopRedis = () => execFileSync("redis-cli", ["-p", String(port), "shutdown", "nosave"]);

  beforeAll(async () => {
    port = await freePort();
    startRedis();
    const probe = new Redis(port, { lazyConnect: true, maxRetriesPerRequest: 1 });
    for (let i = 0; i < 50; i++)
      if (
        await probe.connect().then(
          () => true,
          () => false,
        )
      )
        break;
    probe.disconnect();
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
    try {
      process.kill(Number(readFileSync(pidFile, "utf8")));
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("is 200 with Redis named while it answers, 503 naming Redis while it is gone, and 200 again once it is back", async () => {
    const up = await healthUntil(t, 200);
    expect(up.body).toEqual({
      status: "ok",
      version: "test",
      db: "ok",
      model: "builtin",
      dependencies: {
        database: { status: "ok", kind: "sqlite" },
        redis: { status: "ok" },
        blobs: { status: "ok", kind: "fs" },
      },
    });

    stopRedis();
    const down = await healthUntil(t, 503);
    expect(down.status).toBe(503);
    expect(down.retryAfter).toBe("5");
    expect(down.body).toMatchObject({
      error: "unavailable",
      retryable: true,
      status: "degraded",
      db: "ok",
      dependencies: { database: { status: "ok" }, redis: { status: "down" }, blobs: { status: "ok" } },
    });
    expect(down.body.message).toMatch(/redis/);
    expect(down.body.traceId).toMatch(/^req_/);

    startRedis();
    const back = await healthUntil(t, 200);
    expect(back.status).toBe(200);
    expect(back.body.dependencies.redis).toEqual({ status: "ok" });
  }, 60_000);

  it("asks Redis at most once per second of calls, not once per call", async () => {
    const admin = new Redis(port);
    const pings = async () => Number(/cmdstat_ping:calls=(\d+)/.exec(await admin.info("commandstats"))?.[1] ?? 0);
    const before = await pings();
    const started = Date.now();
    for (let i = 0; i < 200; i++) expect((await t.app.request("/api/health")).status).toBe(200);
    const seconds = Math.ceil((Date.now() - started) / 1000);
    // The admin connection's own INFO is no PING; each health ping is one, started at most once a second.
    expect(await pings()).toBeLessThanOrEqual(before + seconds + 1);
    admin.disconnect();
  });
});
