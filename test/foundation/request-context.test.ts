// The request context over real sockets: each answer's id in X-Request-Id and in exactly one access line, written once
// the answer is out, whether node took it whole at once, streamed it, or held it for a client that walked away.
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeServer } from "../../src/http/node-server.js";
import { installRequestContext, requestIdOf } from "../../src/http/request-context.js";
import { createLogger, flushLogger, type Logger } from "../../src/lib/logger.js";

const BIG = 32 * 1024 * 1024;
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serveTestApp(): Promise<{
  url: string;
  port: number;
  lines: () => Record<string, unknown>[];
  logger: Logger;
}> {
  const written: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({ write: (chunk, _e, done) => (written.push(String(chunk)), done()) }),
  );
  const app = new Hono();
  app.get("/ready", (c) => c.json({ id: requestIdOf(c) }));
  app.get("/slow", (c) => {
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode("first "));
        await new Promise((r) => setTimeout(r, 200));
        controller.enqueue(new TextEncoder().encode("last"));
        controller.close();
      },
    });
    return c.body(body, 200, { "Content-Type": "text/plain" });
  });
  app.get("/big", (c) => c.body(new Uint8Array(BIG), 200, { "Content-Type": "application/octet-stream" }));
  app.get("/throws", () => {
    throw new Error("boom");
  });
  app.onError((_err, c) => c.json({ error: "internal", traceId: requestIdOf(c) }, 500));
  installRequestContext(app, logger);
  server = createNodeServer(app, logger);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const lines = () => {
    flushLogger(logger);
    return written
      .join("")
      .split("\n")
      .filter((l) => l.includes('"msg":"request"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  };
  return { url: `http://127.0.0.1:${port}`, port, lines, logger };
}

describe("request context under node", () => {
  it("gives a ready answer its id and logs it once, by path without the query", async () => {
    const { url, lines } = await serveTestApp();
    const res = await fetch(`${url}/ready?token=SECRET`);
    const body = (await res.json()) as { id: string };
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^req_[0-9A-Z]{26}$/);
    expect(body.id).toBe(id);
    expect(lines()).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        service: "quire",
        requestId: id,
        method: "GET",
        path: "/ready",
        status: 200,
        ms: expect.any(Number),
        msg: "request",
      },
    ]);
    expect(JSON.stringify(lines())).not.toContain("SECRET");
  });

  it("logs a streamed answer when its last byte is out, with its whole duration", async () => {
    const { url, lines } = await serveTestApp();
    const res = await fetch(`${url}/slow`);
    const id = res.headers.get("x-request-id");
    expect(lines().filter((l) => l.requestId === id)).toEqual([]);
    expect(await res.text()).toBe("first last");
    await expect.poll(() => lines().filter((l) => l.requestId === id)).toHaveLength(1);
    const [line] = lines().filter((l) => l.requestId === id);
    expect(line).toMatchObject({ path: "/slow", status: 200 });
    expect(line!.ms as number).toBeGreaterThanOrEqual(150);
    expect(line).not.toHaveProperty("aborted");
  });

  it("logs a large answer node could not hand over at once when its response closes, not when the app returned it", async () => {
    const { port, lines } = await serveTestApp();
    const socket = connect(port, "127.0.0.1");
    socket.write("GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
    // Read only the first chunk, so the rest of the body stays with node, then go.
    await new Promise((r) => socket.once("data", r));
    socket.pause();
    await new Promise((r) => setTimeout(r, 200));
    socket.destroy();
    // node reports such a response as finished once its socket is gone, so only the duration shows the wait.
    await expect.poll(() => lines().filter((l) => l.path === "/big"), { timeout: 5_000 }).toHaveLength(1);
    expect(lines().find((l) => l.path === "/big")!.ms as number).toBeGreaterThanOrEqual(150);
  });

  it("logs a failed request under the id its error body carries", async () => {
    const { url, lines } = await serveTestApp();
    const res = await fetch(`${url}/throws`);
    const body = (await res.json()) as { traceId: string };
    expect(res.status).toBe(500);
    expect(body.traceId).toBe(res.headers.get("x-request-id"));
    expect(lines()).toEqual([expect.objectContaining({ requestId: body.traceId, path: "/throws", status: 500 })]);
  });
});
