// The agent pipeline's store side on each dialect (SQLite always, PostgreSQL when TEST_DATABASE_URL is set):
// runs recorded, documents saved and revised, the demo's daily cap counted, onboarding seeded and reset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTempPgDatabase, DIALECTS, type TempPgDatabase } from "../pg.js";
import { linesOfType, parseLines } from "./stream-lines.js";

describe.each(DIALECTS)("agent on %s", (dialect) => {
  let t: TestApp;
  let pg: TempPgDatabase | undefined;
  let user: KeySession;

  beforeAll(async () => {
    if (dialect === "postgres") pg = await createTempPgDatabase("agent");
    t = await createTestApp({
      databaseUrl: pg?.url,
      env: {
        RATE_LIMIT_AGENT_PER_MINUTE: "1000",
        RATE_LIMIT_DEMO_PER_MINUTE: "1000",
        RATE_LIMIT_DEMO_PER_DAY: "1000",
        DEMO_DAILY_CAP: "2",
      },
    });
    user = await signUpWithKey(t);
  });
  afterAll(async () => {
    await t?.close();
    await pg?.drop();
  });

  it("saves, revises and records runs", async () => {
    const first = parseLines(
      await (
        await t.app.request(
          "/api/agent",
          jsonRequest("POST", { prompt: "A deck about alpine lakes", kind: "deck", slides: 4 }, user.headers),
        )
      ).text(),
    );
    const doc = linesOfType(first, "document")[0]!.document;
    const again = parseLines(
      await (
        await t.app.request(
          "/api/agent",
          jsonRequest("POST", { prompt: "Rename it to: Lakes of the Alps", documentId: doc.id }, user.headers),
        )
      ).text(),
    );
    expect(linesOfType(again, "document")[0]!.document).toMatchObject({
      id: doc.id,
      title: "Lakes of the Alps",
      version: 2,
    });
    expect(await t.deps.repos.agentRuns.countSince("1970-01-01T00:00:00.000Z", user.userId)).toBe(2);
  });

  it("counts demo runs for the global cap", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request("/api/agent/demo", jsonRequest("POST", { prompt: "A deck about alpine lakes" }));
      expect(res.status).toBe(200);
      await res.text(); // the run is recorded while it streams; the cap is a soft guard counted from recorded runs
    }
    expect(
      (await t.app.request("/api/agent/demo", jsonRequest("POST", { prompt: "A deck about alpine lakes" }))).status,
    ).toBe(429);
  });

  it("seeds and resets onboarding", async () => {
    const seeded = await t.app.request("/api/onboarding/seed", jsonRequest("POST", {}, user.headers));
    expect(seeded.status).toBe(201);
    const reset = await (
      await t.app.request("/api/onboarding/reset", jsonRequest("POST", { confirm: true }, user.headers))
    ).json();
    expect(reset).toEqual({ deleted: 4, state: "welcome" });
  });
});
