// Error shapes: 400/404/405/413/415/500 bodies, request ids, and what never leaks into a 5xx body.
import { createRoute, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouter } from "../../src/http/openapi.js";
import { jsonBody } from "../../src/http/middleware/json-body.js";
import { drainBound } from "../../src/http/read-body-limited.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

let t: TestApp;
/** Called when the abandoned route's work has begun: its client hangs up only then. */
let onAbandonedBegun = () => {};
const REQUEST_ID = /^req_[0-9A-HJKMNP-TV-Z]{26}$/;

beforeAll(async () => {
  t = await createTestApp({ env: { BODY_MAX_BYTES: "1024" } });
  // Test-only routes that exercise the shared mechanisms: a JSON body route and a route that throws.
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/api/test/echo",
      middleware: [jsonBody({ maxBytes: t.config.BODY_MAX_BYTES })] as const,
      request: {
        body: {
          content: {
            "application/json": { schema: z.object({ name: z.string().min(2), count: z.number().int().optional() }) },
          },
        },
      },
      responses: { 200: { description: "echo" } },
    }),
    (c) => c.json(c.req.valid("json"), 200),
  );
  // Work that stops when its client hangs up, as a worker task does.
  router.get("/api/test/abandoned", async (c) => {
    onAbandonedBegun();
    await new Promise((resolve) => c.req.raw.signal.addEventListener("abort", resolve, { once: true }));
    throw Object.assign(new Error("The task has been aborted"), { name: "AbortError" });
  });
  router.get("/api/test/boom", () => {
    throw new Error("select * from secret_table where password = 'hunter2'");
  });
  t.app.route("/", router);
});
afterAll(() => t.close());

async function body(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

describe("a request its client abandons", () => {
  it("is logged as abandoned, not as an unhandled error: the aborted work is not a fault", async () => {
    const client = new AbortController();
    // The client hangs up once the work has begun (on a busy machine a fixed wait could abort before it was sent).
    const begun = new Promise<void>((resolve) => (onAbandonedBegun = resolve));
    const answered = Promise.resolve(t.app.request("/api/test/abandoned", { signal: client.signal })).catch(() => null);
    await begun;
    client.abort();
    // The answer is the client's to drop: the log, not the fetch's settling, is what is checked.
    await Promise.race([answered, new Promise((r) => setTimeout(r, 5_000))]);
    const logged = () => t.logs.filter((l) => l.path === "/api/test/abandoned");
    for (let i = 0; i < 100 && !logged().some((l) => l.msg === "request abandoned by its client"); i++)
      await new Promise((r) => setTimeout(r, 50));
    const lines = logged();
    expect(lines.some((l) => l.msg === "request abandoned by its client")).toBe(true);
    expect(lines.some((l) => l.msg === "unhandled error")).toBe(false);
  });
});

describe("error shapes", () => {
  it("answers unknown routes with a JSON 404", async () => {
    const res = await t.app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ error: "not_found", message: expect.any(String) });
  });

  it("answers a known path with the wrong method with 405 and Allow", async () => {
    const res = await t.app.request("/api/health", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect((await body(res)).error).toBe("method_not_allowed");
  });

  it("answers 405 for parameterised paths too", async () => {
    const res = await t.app.request("/api/test/echo", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("POST");
  });

  it("answers invalid JSON with 400 invalid_json", async () => {
    for (const raw of ["{", "nope", "[1,2]", "null", "42", '"text"']) {
      const res = await t.app.request("/api/test/echo", jsonRequest("POST", raw));
      expect(res.status, raw).toBe(400);
      expect((await body(res)).error).toBe("invalid_json");
    }
  });

  it("answers schema failures with 400 invalid_request and details per issue", async () => {
    const res = await t.app.request("/api/test/echo", jsonRequest("POST", { name: "x", count: 1.5 }));
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.error).toBe("invalid_request");
    const paths = (b.details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(["count", "name"]);
  });

  it("drops unknown fields and survives __proto__", async () => {
    const res = await t.app.request(
      "/api/test/echo",
      jsonRequest("POST", '{"name":"ok","__proto__":{"admin":true},"extra":1}'),
    );
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ name: "ok" });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("refuses deep nesting without a 500", async () => {
    const deep = `{"name":"ok","x":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const res = await t.app.request("/api/test/echo", jsonRequest("POST", deep));
    expect(res.status).toBe(413);
    const small = `{"name":"ok","x":${"[".repeat(100)}${"]".repeat(100)}}`;
    const res2 = await t.app.request("/api/test/echo", jsonRequest("POST", small));
    expect(res2.status).toBe(400);
    expect((await body(res2)).error).toBe("invalid_request");
  });

  it("answers an over-size body with 413 body_too_large from Content-Length, before reading", async () => {
    // A Content-Length that lies: no client sends one over a socket, so the app is asked directly.
    const res = await t.direct("/api/test/echo", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "999999" },
      body: "{}",
    });
    expect(res.status).toBe(413);
    expect((await body(res)).error).toBe("body_too_large");
  });

  it("answers 413 when a body without Content-Length streams past the limit", async () => {
    // An endless body: past the limit the rest is read and dropped (so a real client hears the 413, see
    // test/foundation/upload-too-large.test.ts) only up to drainBound, then the read stops.
    let pulled = 0;
    const piece = new TextEncoder().encode(`{"name":"${"a".repeat(500)}`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(piece);
      },
    });
    const res = await t.direct("/api/test/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(drainBound(1024) / piece.length + 10);
  });

  it("answers a wrong Content-Type with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await t.app.request("/api/test/echo", {
        method: "POST",
        headers: { "content-type": type },
        body: '{"name":"ok"}',
      });
      expect(res.status, type).toBe(415);
      expect((await body(res)).error).toBe("unsupported_media_type");
    }
  });

  it("turns a thrown error into 500 internal_error with traceId = X-Request-Id and no internals", async () => {
    const res = await t.app.request("/api/test/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    const b = JSON.parse(text);
    expect(b.error).toBe("internal_error");
    expect(b.traceId).toBe(res.headers.get("x-request-id"));
    expect(b.retryable).toBe(false);
    expect(text).not.toMatch(/secret_table|hunter2|at .*\.ts|select/i);
    const logged = t.logs.find((l) => l.requestId === b.traceId && l.level === 50);
    expect(logged, "the fault's log line carries the trace id").toBeTruthy();
  });

  it("answers not-yet-built routes with 501 not_implemented", async () => {
    const res = await t.app.request("/api/showcase");
    if (res.status === 501) expect((await body(res)).error).toBe("not_implemented");
    else expect(res.status).toBe(200);
  });
});

describe("request ids", () => {
  it("puts a fresh X-Request-Id on every response, errors included", async () => {
    const ids = new Set<string>();
    for (const path of ["/api/health", "/api/nope", "/api/test/boom", "/api/openapi.json"]) {
      const res = await t.app.request(path);
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(REQUEST_ID);
      ids.add(id!);
    }
    expect(ids.size).toBe(4);
  });

  it("logs one access line per request with id, status and duration, without the query string", async () => {
    const res = await t.app.request("/api/health?token=very-secret-token");
    const id = res.headers.get("x-request-id");
    const line = t.logs.find((l) => l.requestId === id && l.msg === "request");
    expect(line).toMatchObject({ method: "GET", path: "/api/health", status: 200 });
    expect(typeof line!.ms).toBe("number");
    expect(JSON.stringify(t.logs)).not.toContain("very-secret-token");
  });
});

describe("health", () => {
  it("reports status, version, db, model and each configured dependency (no Redis entry without REDIS_URL)", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      status: "ok",
      version: "test",
      db: "ok",
      model: "builtin",
      dependencies: { database: { status: "ok", kind: "sqlite" }, blobs: { status: "ok", kind: "fs" } },
    });
  });

  it("answers 503 unavailable when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.deps.database.close();
    const res = await broken.app.request("/api/health");
    expect(res.status).toBe(503);
    const b = await body(res);
    expect(b).toMatchObject({
      error: "unavailable",
      retryable: true,
      status: "degraded",
      db: "down",
      dependencies: { database: { status: "down", kind: "sqlite" }, blobs: { status: "ok", kind: "fs" } },
    });
    expect(b.message).toMatch(/database/);
    expect(res.headers.get("retry-after")).toBe("5");
    await broken.close().catch(() => {});
  });
});
