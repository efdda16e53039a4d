// The AGENT limit fits one person in the web app: a run per prompt and per revision, onboarding's three starters, a
// retry — more than 10 in a minute is ordinary, so the default is 30 a minute (600 a day, which still bounds a runaway
// script's model spend). The rate-limit table in docs/api/conventions.md states every default as the code has it.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/limits/table.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

describe("the AGENT default", () => {
  it("is 30 a minute and 600 a day", () => {
    expect(LIMITS.AGENT).toMatchObject({ perMinute: 30, perDay: 600 });
    // A day holds a good many full minutes of bursts, and stays a bound on spend.
    expect(LIMITS.AGENT.perDay).toBeGreaterThanOrEqual(10 * LIMITS.AGENT.perMinute);
    expect(LIMITS.AGENT.perDay).toBeLessThanOrEqual(2_000);
  });

  it("is what docs/api/conventions.md's table says, as is every other limit", () => {
    const doc = readFileSync(new URL("../../docs/api/conventions.md", import.meta.url), "utf8");
    for (const [name, spec] of Object.entries(LIMITS)) {
      const row = new RegExp(`^\\| \`${name}\` \\| ([\\d,]+) \\| ([\\d,]+) \\|`, "m").exec(doc);
      expect(row, name).not.toBeNull();
      expect([Number(row![1]!.replace(/,/g, "")), Number(row![2]!.replace(/,/g, ""))], name).toEqual([
        spec.perMinute,
        spec.perDay,
      ]);
    }
    expect(readFileSync(new URL("../../docs/api/agent.md", import.meta.url), "utf8")).toContain(
      `limit \`AGENT\` (${LIMITS.AGENT.perMinute} a minute, ${LIMITS.AGENT.perDay} a day)`,
    );
  });
});

describe("a busy minute in the web app", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpWithKey(t);
  });
  afterAll(() => t?.close());

  it("runs a dozen prompts and revisions in a minute without a 429, on the default limits", async () => {
    const statuses: number[] = [];
    let limit: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await t.app.request(
        "/api/agent",
        jsonRequest(
          "POST",
          { prompt: `A short doc about tide pools, take ${i + 1}`, kind: "doc", save: false },
          alice.headers,
        ),
      );
      statuses.push(res.status);
      limit ??= res.headers.get("ratelimit-limit");
      await res.text();
    }
    expect(statuses).toEqual(Array(12).fill(200));
    expect(limit).toBe(String(LIMITS.AGENT.perMinute));
  }, 60_000);
});
