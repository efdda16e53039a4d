// Quire-Version: every /api answer names the version it was made in; an unknown one is 400 with details; a key's pin
// applies when the request names none; an older version's answers have later changes undone (each change tested).
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_VERSIONS,
  CHANGES,
  changesSince,
  LATEST_API_VERSION,
  type VersionChange,
} from "../../src/http/api-versions.js";
import { apiVersion } from "../../src/http/middleware/api-version.js";
import { onError } from "../../src/http/middleware/errors.js";
import type { AppEnv } from "../../src/http/env.js";
import { AppError } from "../../src/lib/errors.js";
import { createApiKey, signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

let t: TestApp;
let alice: CookieSession;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInWithCookie(t);
});
afterAll(async () => t?.close());

describe("Quire-Version", () => {
  it("echoes the newest version when none is asked, and the one asked", async () => {
    const plain = await t.app.request("/api/health");
    expect(plain.headers.get("quire-version")).toBe(LATEST_API_VERSION);
    const asked = await t.app.request("/api/workspace/documents", {
      headers: { ...alice.headers, "quire-version": API_VERSIONS[0] },
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get("quire-version")).toBe(API_VERSIONS[0]);
    const refused = await t.app.request("/api/workspace/documents", {
      headers: { ...alice.headers, "quire-version": "2019-01-01" },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("quire-version")).toBe(LATEST_API_VERSION);
    expect(await refused.json()).toMatchObject({
      error: "invalid_request",
      details: [{ path: "Quire-Version", message: expect.stringContaining(API_VERSIONS.join(", ")) }],
    });
  });

  it("uses a key's pinned version when the request names none; the header still wins; the pin can be changed", async () => {
    const created = await t.app.request(
      "/api/auth/api-key/create",
      jsonRequest("POST", { name: "pinned", apiVersion: API_VERSIONS[0] }, alice.headers),
    );
    const key = (await created.json()) as { id: string; key: string; apiVersion: string };
    expect(key.apiVersion).toBe(API_VERSIONS[0]);
    const bearer = { authorization: `Bearer ${key.key}` };
    expect((await t.app.request("/api/workspace/documents", { headers: bearer })).headers.get("quire-version")).toBe(
      API_VERSIONS[0],
    );
    expect(
      (
        await t.app.request("/api/workspace/documents", { headers: { ...bearer, "quire-version": LATEST_API_VERSION } })
      ).headers.get("quire-version"),
    ).toBe(LATEST_API_VERSION);
    const listed = (await (await t.app.request("/api/auth/api-key/list", { headers: bearer })).json()) as {
      id: string;
      apiVersion: string | null;
    }[];
    expect(listed.find((k) => k.id === key.id)?.apiVersion).toBe(API_VERSIONS[0]);
    const changed = await t.app.request(
      "/api/auth/api-key/update",
      jsonRequest("POST", { keyId: key.id, apiVersion: null }, bearer),
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await t.app.request("/api/workspace/documents", { headers: bearer })).headers.get("quire-version")).toBe(
      LATEST_API_VERSION,
    );
    const bad = await t.app.request(
      "/api/auth/api-key/update",
      jsonRequest("POST", { keyId: key.id, apiVersion: "1999-01-01" }, bearer),
    );
    expect(bad.status).toBe(400);
    const unpinned = await createApiKey(t, alice);
    expect(
      (
        await t.app.request("/api/workspace/documents", { headers: { authorization: `Bearer ${unpinned.apiKey}` } })
      ).headers.get("quire-version"),
    ).toBe(LATEST_API_VERSION);
  });

  it("undoes the changes made after the version asked, newest first, on JSON answers only", async () => {
    const added: VersionChange[] = [
      {
        version: "2026-11-25",
        summary: "renamed a field",
        downgrade: (body) => ({ ...(body as object), old: (body as { renamed: unknown }).renamed, renamed: undefined }),
      },
    ];
    const app = new Hono<AppEnv>();
    app.use("*", apiVersion(added));
    app.get("/thing", (c) => c.json({ renamed: 7 }));
    app.get("/stream", (c) => c.body("line\n", 200, { "content-type": "application/x-ndjson" }));
    expect(await (await app.request("/thing")).json()).toEqual({ renamed: 7 });
    expect(await (await app.request("/thing", { headers: { "quire-version": "2026-11-01" } })).json()).toEqual({
      old: 7,
    });
    expect(await (await app.request("/stream", { headers: { "quire-version": "2026-11-01" } })).text()).toBe("line\n");
    expect(changesSince("2026-11-01", added).map((c) => c.version)).toEqual(["2026-11-25"]);
    expect(changesSince(LATEST_API_VERSION, added)).toEqual([]);
  });

  it("2026-11-25: quota_exhausted reads as rate_limit_day on earlier versions, with its Retry-After", async () => {
    const change = CHANGES.find((c) => c.version === "2026-11-25")!;
    const app = new Hono<AppEnv>();
    app.use("*", apiVersion());
    app.onError(onError);
    app.get("/spent", () => {
      throw new AppError("quota_exhausted", "This organization API key's quota is used up.", { retryAfter: 120 });
    });
    const now = await app.request("/spent");
    expect(now.status).toBe(429);
    expect((await now.json()).error).toBe("quota_exhausted");
    const before = await app.request("/spent", { headers: { "quire-version": "2026-11-01" } });
    expect(before.status).toBe(429);
    expect(before.headers.get("retry-after")).toBe("120");
    expect(await before.json()).toMatchObject({
      error: "rate_limit_day",
      message: expect.stringContaining("quota"),
      retryable: true,
    });
    expect(change.downgrade({ error: "rate_limit_minute" }, 429)).toEqual({ error: "rate_limit_minute" });
  });

  it("2026-11-28: document_too_large reads as body_too_large on earlier versions, in a JSON answer and on a stream's error line", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", apiVersion());
    app.onError(onError);
    app.post("/edit", () => {
      throw new AppError("document_too_large", "The document would be 21.6 MB; a document may be at most 2 MiB.");
    });
    const lines = [
      { type: "run", id: "run_1" },
      { type: "error", error: "document_too_large", message: "too big", traceId: "req_1", retryable: false },
    ];
    app.post("/stream", (c) =>
      c.body(lines.map((l) => JSON.stringify(l)).join("\n") + "\n", 200, { "content-type": "application/x-ndjson" }),
    );
    const now = await app.request("/edit", { method: "POST" });
    expect([now.status, (await now.json()).error]).toEqual([413, "document_too_large"]);
    const before = await app.request("/edit", { method: "POST", headers: { "quire-version": "2026-11-25" } });
    expect(before.status).toBe(413);
    expect(await before.json()).toMatchObject({
      error: "body_too_large",
      message: expect.stringContaining("at most 2 MiB"),
    });
    const streamed = await (
      await app.request("/stream", { method: "POST", headers: { "quire-version": "2026-11-01" } })
    ).text();
    expect(
      streamed
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([lines[0], { ...lines[1], error: "body_too_large" }]);
    expect(
      JSON.parse((await (await app.request("/stream", { method: "POST" })).text()).trim().split("\n")[1]!).error,
    ).toBe("document_too_large");
  });
});
