// The builtin composer on the export pool within COMPOSE_TIMEOUT_MS: a run whose composing takes longer ends with a
// body_too_large line (not retryable, nothing saved, the run recorded as such), a prompt whose kind cannot be read in
// time is 413 before any line, and within the budget the same request makes its document on the pool.
import { afterEach, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { AppError } from "../../src/lib/errors.js";
import { linesOfType, parseLines } from "./stream-lines.js";
import { createDoc } from "../workspace/workspace-app.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** About 220 ms of reading and composing: a list of 2,600 ones. */
const LONG_PROMPT = `Make a deck about ${"1, ".repeat(2_600)}`;

/** A two-slide deck stored for the user, its id. */
async function storedDeck(headers: Record<string, string>): Promise<string> {
  const deck = {
    kind: "deck",
    title: "Q3",
    slides: [
      { layout: "title", title: "Q3" },
      { layout: "bullets", title: "Risks", bullets: ["Prices", "Ports"] },
    ],
  };
  return (await createDoc(t!, headers, { kind: "deck", title: "Q3", source: deck })).id;
}

describe("the builtin composer's budget", () => {
  it("ends a run past COMPOSE_TIMEOUT_MS with a body_too_large line; nothing saved", async () => {
    t = await createTestApp({ env: { COMPOSE_TIMEOUT_MS: "5" } });
    const alice = await signUpWithKey(t);
    const res = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: LONG_PROMPT, kind: "deck" }, alice.headers),
    );
    expect(res.status).toBe(200);
    const lines = parseLines(await res.text());
    expect(lines.at(-1)).toMatchObject({
      type: "error",
      error: "body_too_large",
      retryable: false,
      message: expect.stringMatching(/take more than 0\.005 s to compose; shorten them/),
    });
    expect(linesOfType(lines, "document")).toHaveLength(0);
    const list = await (await t.app.request("/api/workspace/documents", { headers: alice.headers })).json();
    expect(list.items).toHaveLength(0);
    const run = await t.deps.repos.agentRuns.findById(linesOfType(lines, "run")[0]!.runId);
    expect(run).toMatchObject({ status: "error", error: "body_too_large" });
  });

  // One run each: every run past the budget cuts its worker, and its replacement loads the composer from nothing (about
  // 2 s through tsx here, several times that on a loaded CI host), so three in one test neared the test's 30 s.
  const notes = `Turn these notes into a deck:\n\n${Array.from({ length: 200 }, (_, i) => `Berth ${i} moved ${i * 7} containers in the morning shift.`).join("\n")}`;
  it.each([
    ["the preserve mode", { prompt: notes, kind: "deck", textMode: "preserve" }],
    ["the condense mode", { prompt: notes, kind: "doc", textMode: "condense" }],
    ["a revision", { prompt: `Add a slide about ${"cranes, ".repeat(600)}` }],
  ])("ends %s past the budget like a prompt, with the budget named", async (_name, body: Record<string, string>) => {
    t = await createTestApp({ env: { COMPOSE_TIMEOUT_MS: "5" } });
    const alice = await signUpWithKey(t);
    // A revision names the document it revises: only it needs one made first.
    const sent = body.kind ? body : { ...body, documentId: await storedDeck(alice.headers) };
    const lines = parseLines(
      await (await t.app.request("/api/agent", jsonRequest("POST", sent, alice.headers))).text(),
    );
    expect(lines.at(-1)).toMatchObject({
      type: "error",
      error: "body_too_large",
      retryable: false,
      message: expect.stringMatching(/more than 0\.005 s to compose/),
    });
    expect(linesOfType(lines, "document")).toHaveLength(0);
  });

  it("ends a run the service refused once the stream had begun with the refusal's own code and message, never internal_error", async () => {
    t = await createTestApp();
    const alice = await signUpWithKey(t);
    const provider = t.deps.agent.provider;
    // A worker's refusal of what it was handed comes back as an AppError with the worker's own code and words.
    const refusal = new AppError("invalid_request", "The composer could not use what it was given.");
    t.deps.agent.provider = { ...provider, generate: () => Promise.reject(refusal) };
    const lines = parseLines(
      await (
        await t.app.request(
          "/api/agent",
          jsonRequest("POST", { prompt: "A deck about the harbour's cranes", kind: "deck" }, alice.headers),
        )
      ).text(),
    );
    expect(lines.at(-1)).toMatchObject({
      type: "error",
      error: "invalid_request",
      message: refusal.message,
      retryable: false,
    });
    const run = await t.deps.repos.agentRuns.findById(linesOfType(lines, "run")[0]!.runId);
    expect(run).toMatchObject({ status: "error", error: "invalid_request" });
    t.deps.agent.provider = provider;
  });

  it("answers 413 before any line when the prompt's kind cannot be read in time", async () => {
    t = await createTestApp({ env: { COMPOSE_TIMEOUT_MS: "5" } });
    const res = await t.app.request("/api/agent/demo", jsonRequest("POST", { prompt: LONG_PROMPT }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: "body_too_large",
      message: expect.stringMatching(/prompt takes more than 0\.005 s to read/),
    });
  });

  it("makes the document on the pool within the default budget, its kind read there", async () => {
    t = await createTestApp();
    const res = await t.app.request("/api/agent/demo", jsonRequest("POST", { prompt: LONG_PROMPT }));
    const lines = parseLines(await res.text());
    expect(lines.at(-1)).toMatchObject({ type: "done" });
    expect(linesOfType(lines, "run")[0]!.kind).toBe("deck");
  });
});
