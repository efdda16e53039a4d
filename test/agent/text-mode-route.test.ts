// POST /api/agent (and the demo) with `textMode`: preserve and condense through the app — JSON and multipart, a long
// paste past the prompt's usual bound, the builtin composer even with a real model configured — refused clearly when
// the mode is unknown or cannot apply, and never without a key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { compactText } from "../../src/agent/builtin/text-modes/shown-text.js";
import type { Deck, Doc } from "../../src/formats/model/source.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { deckWords } from "./text-mode-check.js";
import { generateNotes } from "./text-mode-inputs.js";
import { linesOfType, parseLines } from "./stream-lines.js";

const NOTES =
  "Turn these notes into a deck:\n## Sales\n\nSales grew 18% in October to 4,200 bags.\n\n## Hiring\n\nWe hired two roasters in Lyon.";

let t: TestApp;
let withModel: TestApp;
let alice: KeySession;
let carol: KeySession;

beforeAll(async () => {
  const limits = {
    RATE_LIMIT_AGENT_PER_MINUTE: "1000",
    RATE_LIMIT_AGENT_PER_DAY: "10000",
    RATE_LIMIT_DEMO_PER_MINUTE: "1000",
    RATE_LIMIT_DEMO_PER_DAY: "1000",
  };
  t = await createTestApp({ env: limits });
  // A real provider whose server is not there: any call to it fails, so a run that works did not call it.
  withModel = await createTestApp({
    env: {
      ...limits,
      LLM_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      LLM_MODEL: "gpt-4.1-mini",
      LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LLM_MAX_RETRIES: "0",
    },
  });
  alice = await signUpWithKey(t);
  carol = await signUpWithKey(withModel);
});
afterAll(async () => {
  await t?.close();
  await withModel?.close();
});

async function agent(body: unknown, headers: Record<string, string> = alice.headers, app = t) {
  const res = await app.app.request("/api/agent", jsonRequest("POST", body, headers));
  return { res, text: await res.text() };
}

describe("POST /api/agent with textMode — happy", () => {
  it("preserve: the notes after the instruction line, word for word, as a saved deck", async () => {
    const { res, text } = await agent({ prompt: NOTES, textMode: "preserve" });
    expect(res.status).toBe(200);
    const lines = parseLines(text);
    expect(linesOfType(lines, "run")[0]).toMatchObject({ kind: "deck", model: "builtin" });
    const doc = linesOfType(lines, "document")[0]!.document;
    const deck = doc.source as Deck;
    expect(deck.slides.map((s) => ("title" in s ? s.title : null))).toEqual(["Sales", "Hiring"]);
    expect(compactText(deckWords(deck))).toBe(compactText(NOTES.slice(NOTES.indexOf("\n"))));
    expect(linesOfType(lines, "done")[0]!.warnings.join(" ")).toMatch(/word for word/);
    expect((await t.deps.repos.documents.findById(personalSpace(alice.userId), doc.id!))?.source).toEqual(deck);
  });

  it("preserve: a 2,000-word outline, longer than a prompt's usual 8,000 characters", async () => {
    const outline = generateNotes(7, "en", 2000);
    expect(outline.text.length).toBeGreaterThan(8_000);
    const { res, text } = await agent({ prompt: outline.text, textMode: "preserve", save: false });
    expect(res.status).toBe(200);
    const deck = linesOfType(parseLines(text), "document")[0]!.document.source as Deck;
    expect(compactText(deckWords(deck))).toBe(compactText(outline.pieces.join(" ")));
  });

  it("condense: a doc made of the text's own sentences, kind read from the instruction line", async () => {
    const prompt = `Condense these notes into a short document:\n${generateNotes(11, "en", 600).text}`;
    const { text } = await agent({ prompt, textMode: "condense", save: false });
    const lines = parseLines(text);
    expect(linesOfType(lines, "run")[0]).toMatchObject({ kind: "doc", model: "builtin" });
    const doc = linesOfType(lines, "document")[0]!.document.source as Doc;
    expect(doc.markdown.length).toBeLessThan(prompt.length);
    expect(linesOfType(lines, "done")[0]!.warnings.join(" ")).toMatch(/every sentence is one of yours/);
  });

  it("preserve with files (multipart): every section of the file, whole, each slide naming it", async () => {
    const form = new FormData();
    form.append("prompt", "Make slides from this file");
    form.append("textMode", "preserve");
    form.append("save", "false");
    form.append(
      "files",
      new File(
        [
          new TextEncoder().encode(
            "# Roastery\n\n## Sales\n\nSales grew 18%. Weekend traffic rose by a third.\n\n## Hiring\n\nWe hired two roasters.",
          ),
        ],
        "notes.md",
      ),
    );
    const res = await t.app.request("/api/agent", { method: "POST", headers: alice.headers, body: form });
    expect(res.status).toBe(200);
    const lines = parseLines(await res.text());
    const deck = linesOfType(lines, "document")[0]!.document.source as Deck;
    expect(deckWords(deck)).toContain("Sales grew 18%. Weekend traffic rose by a third.");
    expect(deck.slides.every((s) => s.sources?.[0]?.file === "notes.md")).toBe(true);
  });

  it("with a real model configured, preserve and condense still run Quire's own composer, and say so", async () => {
    const { res, text } = await agent({ prompt: NOTES, textMode: "preserve", save: false }, carol.headers, withModel);
    expect(res.status).toBe(200);
    const lines = parseLines(text);
    expect(linesOfType(lines, "run")[0]!.model).toBe("builtin");
    expect(linesOfType(lines, "done")).toHaveLength(1);
    const condensed = parseLines(
      (await agent({ prompt: NOTES, textMode: "condense", save: false }, carol.headers, withModel)).text,
    );
    expect(linesOfType(condensed, "run")[0]!.model).toBe("builtin");
    // The same request in the default mode goes to the (absent) model.
    const generated = parseLines((await agent({ prompt: NOTES, save: false }, carol.headers, withModel)).text);
    expect(linesOfType(generated, "run")[0]!.model).toBe("gpt-4.1-mini");
    expect(linesOfType(generated, "error")[0]!.error).toBe("model_error");
  });

  it("the public demo takes textMode and keeps its 6-slide cap", async () => {
    const outline = generateNotes(5, "en", 900).text.slice(0, 7_900);
    const res = await t.app.request("/api/agent/demo", jsonRequest("POST", { prompt: outline, textMode: "preserve" }));
    expect(res.status).toBe(200);
    const lines = parseLines(await res.text());
    expect(linesOfType(lines, "slide").length).toBeLessThanOrEqual(6);
    expect(linesOfType(lines, "done")[0]!.warnings.join(" ")).toMatch(/left out/);
  });
});

describe("POST /api/agent with textMode — errors", () => {
  it("an unknown textMode is 400 invalid_request naming the field, in JSON and in a form", async () => {
    const { res, text } = await agent({ prompt: NOTES, textMode: "rewrite" });
    expect(res.status).toBe(400);
    const body = JSON.parse(text);
    expect(body.error).toBe("invalid_request");
    expect(body.details.map((d: { path: string }) => d.path)).toContain("textMode");
    const form = new FormData();
    form.append("prompt", NOTES);
    form.append("textMode", "verbatim");
    const formRes = await t.app.request("/api/agent", { method: "POST", headers: alice.headers, body: form });
    expect(formRes.status).toBe(400);
    expect((await formRes.json()).details.map((d: { path: string }) => d.path)).toContain("textMode");
  });

  it("preserve needs text after the instruction line, and makes a new document (no documentId)", async () => {
    const empty = await agent({ prompt: "Turn my notes into a deck please", textMode: "preserve" });
    expect(empty.res.status).toBe(400);
    expect(JSON.parse(empty.text)).toMatchObject({ error: "invalid_request", details: [{ path: "prompt" }] });
    const revision = await agent({ prompt: NOTES, textMode: "condense", documentId: "doc_01J0000000000000000000000Z" });
    expect(revision.res.status).toBe(400);
    expect(JSON.parse(revision.text)).toMatchObject({ error: "invalid_request", details: [{ path: "textMode" }] });
  });

  it("the longer bound is for text modes only: 9,000 characters to generate is 413, 41,000 to preserve too", async () => {
    expect((await agent({ prompt: "a".repeat(9_000) })).res.status).toBe(413);
    expect((await agent({ prompt: "a ".repeat(20_500), textMode: "preserve" })).res.status).toBe(413);
    const demo = await t.app.request(
      "/api/agent/demo",
      jsonRequest("POST", { prompt: "a ".repeat(4_500), textMode: "preserve" }),
    );
    expect(demo.status).toBe(413);
  });
});

describe("POST /api/agent with textMode — security", () => {
  it("without a key or session: 401, before anything is read", async () => {
    const res = await t.app.request("/api/agent", jsonRequest("POST", { prompt: NOTES, textMode: "preserve" }));
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe("unauthorized");
    const bad = await t.app.request(
      "/api/agent",
      jsonRequest(
        "POST",
        { prompt: NOTES, textMode: "preserve" },
        { authorization: "Bearer quire_pk_notarealkey000000000000000000000000000000000000" },
      ),
    );
    expect(bad.status).toBe(401);
  });
});
