// POST /api/agent/demo: public, decks capped at 6 slides, nothing saved, per-IP limits, a global daily cap.
import { afterEach, describe, expect, it } from "vitest";
import { waitInWords } from "../../src/lib/wait-words.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { linesOfType, parseLines } from "./stream-lines.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const demo = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.app.request("/api/agent/demo", jsonRequest("POST", body, headers));

describe("POST /api/agent/demo — happy", () => {
  it("streams a deck of at most 6 slides, saves nothing, records an anonymous run", async () => {
    t = await createTestApp();
    const res = await demo(t, { prompt: "Create a 10-slide pitch deck about electric cargo bikes for investors" });
    expect(res.status).toBe(200);
    const lines = parseLines(await res.text());
    expect(linesOfType(lines, "slide")).toHaveLength(6);
    const document = linesOfType(lines, "document")[0]!.document;
    expect(document.id).toBeNull();
    expect(linesOfType(lines, "status").map((s) => s.stage)).not.toContain("saving");
    const run = await t.deps.repos.agentRuns.findById(linesOfType(lines, "run")[0]!.runId);
    expect(run).toMatchObject({ userId: null, status: "done", documentId: null });
  });

  it("infers the kind, and takes an explicit one", async () => {
    t = await createTestApp();
    const sheet = parseLines(await (await demo(t, { prompt: "A budget for a community garden" })).text());
    expect(linesOfType(sheet, "run")[0]!.kind).toBe("sheet");
    const doc = parseLines(await (await demo(t, { prompt: "Notes about community gardens", kind: "doc" })).text());
    expect(linesOfType(doc, "run")[0]!.kind).toBe("doc");
  });
});

describe("POST /api/agent/demo — errors and limits", () => {
  it("refuses bad prompts with their codes", async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DEMO_PER_MINUTE: "100", RATE_LIMIT_DEMO_PER_DAY: "100" } });
    expect((await (await demo(t, { prompt: "short" })).json()).error).toBe("prompt_too_short");
    const long = await demo(t, { prompt: "x".repeat(8_001) });
    expect(long.status).toBe(413);
    expect((await demo(t, { kind: "deck" })).status).toBe(400);
  });

  it("allows 2 a minute per client (3rd: rate_limit_minute with Retry-After), ignoring a spoofed X-Forwarded-For", async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++)
      expect(
        (await demo(t, { prompt: "A deck about tidal energy" }, { "x-forwarded-for": `10.0.0.${i}` })).status,
      ).toBe(200);
    const third = await demo(t, { prompt: "A deck about tidal energy" }, { "x-forwarded-for": "10.9.9.9" });
    expect(third.status).toBe(429);
    const body = await third.json();
    expect(body.error).toBe("rate_limit_minute");
    const wait = Number(third.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    // The message names the window met and says the wait Retry-After gives.
    expect(body.message).toBe(
      `Per-minute limit reached for demo runs: at most 2 a minute. Try again in ${waitInWords(wait)}. Sign in to keep going: it's free.`,
    );
  });

  it("allows 5 a day per client: the 6th gets rate_limit_day", async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DEMO_PER_MINUTE: "1000" } });
    for (let i = 0; i < 5; i++)
      expect(
        (await demo(t, { prompt: "A deck about tidal energy" }, { "x-forwarded-for": `10.0.0.${i}` })).status,
      ).toBe(200);
    const sixth = await demo(t, { prompt: "A deck about tidal energy" });
    expect(sixth.status).toBe(429);
    const body = await sixth.json();
    expect(body.error).toBe("rate_limit_day");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect(body.message).toMatch(
      /^Daily limit reached for demo runs: at most 5 a day\. Try again in 2[34] h( \d+ min)?\. Sign in to keep going: it's free\.$/,
    );
  });

  it("stops every client once the global daily cap of demo runs is spent", async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DEMO_PER_MINUTE: "1000", RATE_LIMIT_DEMO_PER_DAY: "1000", DEMO_DAILY_CAP: "3" },
    });
    for (let i = 0; i < 3; i++) expect((await demo(t, { prompt: "A deck about tidal energy" })).status).toBe(200);
    const over = await demo(t, { prompt: "A deck about tidal energy" });
    expect(over.status).toBe(429);
    const body = await over.json();
    expect(body.error).toBe("rate_limit_day");
    // Not this client's day limit (it has room): the cap every visitor shares.
    expect(body.message).toMatch(
      /^The public demo's daily cap is reached: 3 runs a day for all visitors together \(UTC\)\. Sign in to keep going \(it's free\), or try again in \d+ (s|min|h( \d+ min)?)\.$/,
    );
  });
});
