// Idempotency-Key: replay of JSON, streamed and binary answers; 409 for reuse with another body and for overlap;
// failures free the key; 24 h expiry; crashed claims; per-user scope. Real routes and real stores, SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { DIALECTS } from "../pg.js";
import { createRouter } from "../../src/http/openapi.js";
import { installRequestContext } from "../../src/http/request-context.js";
import { onError } from "../../src/http/middleware/errors.js";
import { requireAuth } from "../../src/http/middleware/require-auth.js";
import { jsonBody } from "../../src/http/middleware/json-body.js";
import { idempotent } from "../../src/http/middleware/idempotency.js";
import { createIdempotencyService, hashRequest, PENDING_LEASE_MS } from "../../src/idempotency/service.js";
import { DOCS, openWorkspaceApp, sampleDeck } from "./workspace-app.js";

const HOUR = 60 * 60 * 1000;

describe.each(DIALECTS)("Idempotency-Key on %s", (dialect) => {
  let t: TestApp;
  let user: KeySession;
  let clock = Date.now();
  let runs = 0;
  let gate: Promise<void> = Promise.resolve();
  let probe: ReturnType<typeof createRouter>;
  const key = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;
  const withKey = (k: string, h: Record<string, string> = user.headers) => ({ ...h, "idempotency-key": k });

  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    user = await signUpWithKey(t);
    // A probe app built from the real middleware and store, with handlers whose runs we can count and hold.
    const service = createIdempotencyService(t.deps.repos.idempotency, { now: () => clock });
    const once = (maxStoredBytes?: number) => idempotent(service, { route: "probe", maxStoredBytes });
    probe = createRouter();
    probe.onError(onError);
    installRequestContext(probe, t.deps.logger);
    const auth = requireAuth(t.deps);
    const body = jsonBody({ maxBytes: 1024 * 1024 });
    probe.post("/json", auth, body, once(), async (c) => {
      runs++;
      await gate;
      return c.json({ run: runs, echo: c.get("jsonBody") }, 201);
    });
    probe.post("/fail", auth, body, once(), () => {
      runs++;
      throw new Error("boom");
    });
    probe.post("/file", auth, body, once(), () => {
      runs++;
      const bytes = new Uint8Array(70_000).map((_, i) => (i * 7 + runs) & 255);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.slice(i, i + 16_384));
          controller.close();
        },
      });
      return new Response(stream, {
        status: 200,
        headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "content-disposition": 'attachment; filename="deck.pptx"',
          "x-document-id": "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
        },
      });
    });
    probe.post("/stream", auth, body, once(), () => {
      runs++;
      let n = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (n === 3) return controller.close();
          controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ seq: n++, run: runs })}\n`));
        },
      });
      return new Response(stream, { headers: { "content-type": "application/x-ndjson" } });
    });
    probe.post("/big", auth, body, once(1000), (c) => {
      runs++;
      return c.json({ run: runs, pad: "x".repeat(5000) });
    });
  });
  afterAll(async () => t?.close());

  const call = (path: string, k: string, body: unknown = { a: 1 }, h?: Record<string, string>) =>
    probe.request(path, jsonRequest("POST", body, withKey(k, h)));

  test("workspace create: a repeat replays the first document; only one is made", async () => {
    const k = key("create");
    const body = { kind: "deck", title: "Once", source: sampleDeck };
    const first = await t.app.request(DOCS, jsonRequest("POST", body, withKey(k)));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstBody = await first.json();
    // Same JSON spelled differently (key order, spaces) is the same request.
    const respelled = `{ "source": ${JSON.stringify(sampleDeck)}, "title": "Once", "kind": "deck" }`;
    const second = await t.app.request(DOCS, {
      method: "POST",
      headers: { ...withKey(k), "content-type": "application/json" },
      body: respelled,
    });
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await second.json()).toEqual(firstBody);
    const list = (await (await t.app.request(`${DOCS}?q=Once`, { headers: user.headers })).json()) as {
      items: unknown[];
    };
    expect(list.items).toHaveLength(1);
  });

  test("a large source (left unparsed by the body reader) counts too: the same key with another large source is 409, the same one replays", async () => {
    const k = key("large");
    const large = (word: string) => ({
      kind: "deck",
      title: "Large",
      source: {
        ...sampleDeck,
        slides: Array.from({ length: 40 }, (_, i) => ({
          layout: "bullets",
          title: `Part ${i}`,
          bullets: [`${word} ${"x".repeat(1_900)}`],
        })),
      },
    });
    expect(JSON.stringify(large("a")).length).toBeGreaterThan(64 * 1024);
    const first = await t.app.request(DOCS, jsonRequest("POST", large("first"), withKey(k)));
    expect(first.status, await first.clone().text()).toBe(201);
    const again = await t.app.request(DOCS, jsonRequest("POST", large("first"), withKey(k)));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await t.app.request(DOCS, jsonRequest("POST", large("other"), withKey(k)));
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: string }).error).toBe("conflict");
  });

  test("the same key with a different body, or on another path, is 409 conflict", async () => {
    const k = key("reuse");
    expect((await call("/json", k, { a: 1 })).status).toBe(201);
    const other = await call("/json", k, { a: 2 });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: string }).error).toBe("conflict");
    expect((await call("/stream", k, { a: 1 })).status).toBe(409);
  });

  test("a repeat while the first call still runs is 409; afterwards it replays without running again", async () => {
    const k = key("overlap");
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const before = runs;
    const first = call("/json", k);
    await new Promise((r) => setTimeout(r, 50));
    const overlapping = await call("/json", k);
    expect(overlapping.status).toBe(409);
    expect(overlapping.headers.get("retry-after")).toBe("1");
    open();
    const done = await first;
    expect(done.status).toBe(201);
    const replay = await call("/json", k);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await done.json());
    expect(runs).toBe(before + 1);
    gate = Promise.resolve();
  });

  test("keys are per user: another caller's same key runs on its own", async () => {
    const other = await signUpWithKey(t);
    const k = key("scope");
    const mine = (await (await call("/json", k)).json()) as { run: number };
    const theirs = (await (await call("/json", k, { a: 1 }, other.headers)).json()) as { run: number };
    expect(theirs.run).toBe(mine.run + 1);
  });

  test("a 5xx frees the key (the retry runs); a 4xx does too", async () => {
    const k = key("fail");
    const before = runs;
    expect((await call("/fail", k)).status).toBe(500);
    expect((await call("/fail", k)).status).toBe(500);
    expect(runs).toBe(before + 2);

    const k2 = key("invalid");
    const bad = await t.app.request(
      DOCS,
      jsonRequest("POST", { kind: "deck", title: "x", source: { slides: [] } }, withKey(k2)),
    );
    expect(bad.status).toBe(400);
    const fixed = await t.app.request(
      DOCS,
      jsonRequest("POST", { kind: "deck", title: "Fixed", source: sampleDeck }, withKey(k2)),
    );
    expect(fixed.status).toBe(201);
  });

  test("a streamed binary answer is replayed byte for byte with its file headers", async () => {
    const k = key("file");
    const first = await call("/file", k);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(bytes.byteLength).toBe(70_000);
    const before = runs;
    const again = await call("/file", k);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("content-disposition")).toBe('attachment; filename="deck.pptx"');
    expect(again.headers.get("x-document-id")).toBe("doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ");
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(runs).toBe(before);
  });

  test("an NDJSON stream is replayed whole; a stream the client cancels frees the key", async () => {
    const k = key("ndjson");
    const text = await (await call("/stream", k)).text();
    expect(text.trim().split("\n")).toHaveLength(3);
    expect(await (await call("/stream", k)).text()).toBe(text);

    const k2 = key("cancel");
    const res = await call("/stream", k2);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    const before = runs;
    const retry = await call("/stream", k2);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    await retry.text();
    expect(runs).toBe(before + 1);
  });

  test("an answer over the storage bound is not kept: the repeat runs again", async () => {
    const k = key("big");
    const a = (await (await call("/big", k)).json()) as { run: number };
    const b = (await (await call("/big", k)).json()) as { run: number };
    expect(b.run).toBe(a.run + 1);
  });

  test("records expire after 24 hours; a claim left by a crashed process is taken over after its lease", async () => {
    const k = key("expiry");
    const a = (await (await call("/json", k)).json()) as { run: number };
    clock += 23 * HOUR;
    expect(((await (await call("/json", k)).json()) as { run: number }).run).toBe(a.run);
    clock += 2 * HOUR;
    const fresh = await call("/json", k, { a: 1 });
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect(((await fresh.json()) as { run: number }).run).toBe(runs);
    // The hourly sweep (started by that call, off the request path) has removed every expired record.
    const expired = async () =>
      t.deps.database.db
        .selectFrom("idempotency_record")
        .select("key")
        .where("expiresAt", "<=", new Date(clock).toISOString())
        .execute();
    for (let i = 0; i < 50 && (await expired()).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await expired()).toEqual([]);

    const k2 = key("crashed");
    await t.deps.repos.idempotency.claim({
      userId: user.userId,
      key: k2,
      route: "probe",
      requestHash: hashRequest("POST", "/json", { a: 1 }),
      state: "pending",
      status: null,
      contentType: null,
      body: null,
      createdAt: new Date(clock).toISOString(),
      expiresAt: new Date(clock + 24 * HOUR).toISOString(),
    });
    expect((await call("/json", k2)).status).toBe(409);
    clock += PENDING_LEASE_MS + 1000;
    expect((await call("/json", k2)).status).toBe(201);
  });

  test("bad keys are 400: empty, 256 characters, control or non-ASCII characters; 255 is fine", async () => {
    for (const k of ["", "x".repeat(256), "tab\there", "caf\u00e9"]) {
      const res = await probe.request("/json", {
        method: "POST",
        headers: { ...user.headers, "content-type": "application/json", "idempotency-key": k },
        body: "{}",
      });
      expect(res.status, JSON.stringify(k)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
    }
    expect((await call("/json", "x".repeat(255))).status).toBe(201);
  });

  test("the service stores a reference for callers that replay by themselves (the agent's runId)", async () => {
    const service = createIdempotencyService(t.deps.repos.idempotency);
    const scope = { userId: user.userId, key: key("ref"), route: "agent", requestHash: "h1" };
    const first = await service.begin(scope);
    expect(first.replay).toBe(false);
    if (!first.replay)
      await first.complete({
        status: 200,
        contentType: "application/x-ndjson",
        body: JSON.stringify({ runId: "run_1", documentId: "doc_1" }),
      });
    const again = await service.begin(scope);
    expect(again).toEqual({
      replay: true,
      answer: { status: 200, contentType: "application/x-ndjson", body: '{"runId":"run_1","documentId":"doc_1"}' },
    });
    await expect(service.begin({ ...scope, requestHash: "h2" })).rejects.toMatchObject({ code: "conflict" });
  });
});
