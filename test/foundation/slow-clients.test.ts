// Slow clients: a connection that never finishes its headers is closed after 15 s while others are served.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/server.js";
import { createTestApp, type TestApp } from "../harness.js";

let t: TestApp;
let running: RunningServer;
beforeAll(async () => {
  t = await createTestApp();
  running = await startServer(t.app, t.deps, 0, "127.0.0.1");
});
afterAll(async () => {
  await running.stop();
  await t.close().catch(() => {});
});

describe("slowloris guard", () => {
  it("closes a connection whose headers never finish, within the headers timeout", async () => {
    expect(running.server.headersTimeout).toBe(15_000);
    const socket = connect(running.port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    const started = Date.now();
    const drip = setInterval(() => socket.write("X-Slow: 1\r\n"), 1_000);
    let reply = "";
    socket.on("data", (d) => (reply += d));
    // Meanwhile a healthy client is served at once.
    const ok = await fetch(`http://127.0.0.1:${running.port}/api/health`);
    expect(ok.status).toBe(200);
    await new Promise((r) => socket.once("close", r));
    clearInterval(drip);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(14_000);
    expect(waited).toBeLessThan(25_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  }, 40_000);
});
