// /api/onboarding: state, seeding three starter documents through the agent pipeline, idempotent seed, reset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type KeySession } from "../auth-helpers.js";
import { SourceSchema } from "../../src/formats/model/source.js";
import { personalSpace } from "../../src/lib/space-id.js";

let t: TestApp;
let user: KeySession;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ONBOARDING_PER_MINUTE: "1000" } });
  user = await signUpWithKey(t);
});
afterAll(async () => t?.close());

const get = (headers: Record<string, string>) => t.app.request("/api/onboarding", { headers });
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  t.app.request(path, jsonRequest("POST", body, headers));

describe("onboarding — happy", () => {
  it("starts at welcome with no items", async () => {
    const res = await get(user.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: "welcome", items: [] });
  });

  it("seeds a deck, a doc and a sheet (201), then answers 200 with the same items", async () => {
    await t.deps.database.db.updateTable("user").set({ name: "Ada Lovelace" }).where("id", "=", user.userId).execute();
    const first = await post("/api/onboarding/seed", {}, user.headers);
    expect(first.status).toBe(201);
    const { items } = await first.json();
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(["deck", "doc", "sheet"]);
    for (const item of items) {
      expect(item.origin).toBe("onboarding");
      expect(item).not.toHaveProperty("source");
      const stored = await t.deps.repos.documents.findById(personalSpace(user.userId), item.id);
      expect(SourceSchema.safeParse(stored!.source).success).toBe(true);
    }
    const deck = await t.deps.repos.documents.findById(personalSpace(user.userId), items[0].id);
    expect(JSON.stringify(deck!.source)).toContain("Ada Lovelace");
    const again = await t.app.request("/api/onboarding/seed", { method: "POST", headers: user.headers });
    expect(again.status).toBe(200);
    expect((await again.json()).items).toEqual(items);
    const state = await (await get(user.headers)).json();
    expect(state).toEqual({ state: "seeded", items });
  });

  it("reset deletes every document of the caller (not brands, not keys) and returns to welcome", async () => {
    await post("/api/workspace/documents", { kind: "doc", title: "Mine", source: "# Mine" }, user.headers);
    const res = await post("/api/onboarding/reset", { confirm: true }, user.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 4, state: "welcome" });
    expect((await t.deps.repos.documents.list({ spaceId: personalSpace(user.userId), limit: 10 })).items).toHaveLength(
      0,
    );
    expect((await get(user.headers)).status).toBe(200); // the API key still works
    expect(await (await get(user.headers)).json()).toEqual({ state: "welcome", items: [] });
  });
});

describe("onboarding — concurrency", () => {
  it("two seed calls at once make one set of three documents", async () => {
    const fresh = await signUpWithKey(t);
    const [a, b] = await Promise.all([
      post("/api/onboarding/seed", {}, fresh.headers),
      post("/api/onboarding/seed", {}, fresh.headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await a.json()).items).toEqual((await b.json()).items);
    expect((await t.deps.repos.documents.list({ spaceId: personalSpace(fresh.userId), limit: 10 })).items).toHaveLength(
      3,
    );
  });
});

describe("onboarding — errors and security", () => {
  it("reset without confirm: true is 400 confirmation_required and deletes nothing", async () => {
    await post("/api/onboarding/seed", {}, user.headers);
    for (const body of [{}, { confirm: false }, { confirm: "true" }]) {
      const res = await post("/api/onboarding/reset", body, user.headers);
      expect(res.status).toBe(400);
      expect(["confirmation_required", "invalid_request"]).toContain((await res.json()).error);
    }
    expect((await (await post("/api/onboarding/reset", {}, user.headers)).json()).error).toBe("confirmation_required");
    expect((await t.deps.repos.documents.list({ spaceId: personalSpace(user.userId), limit: 10 })).items).toHaveLength(
      3,
    );
  });

  it("needs credentials on every route", async () => {
    for (const res of [
      await get({}),
      await post("/api/onboarding/seed", {}, {}),
      await post("/api/onboarding/reset", { confirm: true }, {}),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it("touches only the caller's data: another user's reset leaves these documents alone", async () => {
    const other = await signUpWithKey(t);
    const res = await post("/api/onboarding/reset", { confirm: true }, other.headers);
    expect(await res.json()).toEqual({ deleted: 0, state: "welcome" });
    expect((await t.deps.repos.documents.list({ spaceId: personalSpace(user.userId), limit: 10 })).items).toHaveLength(
      3,
    );
  });

  it("refuses a cross-site cookie reset (Origin check)", async () => {
    const session = await signInWithCookie(t);
    const res = await post(
      "/api/onboarding/reset",
      { confirm: true },
      { cookie: session.cookie, origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});

describe("POST /api/onboarding/seed over a real socket", () => {
  it("takes a POST with no body at all (curl -X POST), as the route documents", async () => {
    const { startLiveServer } = await import("../e2e/browser.js");
    const server = await startLiveServer();
    try {
      const { apiKey } = await signUpWithKey(server.t);
      const res = await fetch(`${server.url}/api/onboarding/seed`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(res.status).toBe(201);
      const typed = await fetch(`${server.url}/api/onboarding/seed`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/plain" },
        body: "x",
      });
      expect(typed.status).toBe(415);
    } finally {
      await server.close();
    }
  });
});
