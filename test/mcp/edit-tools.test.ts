// The MCP tools edit_document, slide_variants, apply_slide_variant and regenerate_slide against a real listening server
// with the official MCP client: edits as one version with the parts to address next, a slide's variants as images to
// look at then apply, a slide rewritten, and the refusals (a bad edit, a stale version, another user's deck) as tool errors.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { callTool, connectMcp, textOf } from "./mcp-client.js";

type Slide = { layout: string; title?: string };
type Changed = {
  document: { id: string; kind: string; title: string; version: number; parts: { id: string; title: string | null }[] };
  applied: { op: string; target: string; message: string }[];
  warnings?: string[];
};

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let client: Client;
let bobClient: Client;

const pilot = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" },
    { layout: "bullets", title: "Growth", bullets: ["Q1: 42 hives", "Q2: 60 hives", "Q3: 75 hives"] },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive", "€90 a year to keep"] },
  ],
};

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...alice.headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const newDeck = async () =>
  (
    (await api("POST", "/api/workspace/documents", { kind: "deck", title: pilot.title, source: pilot })).document as {
      id: string;
    }
  ).id;
const read = async (id: string) =>
  (await api("GET", `/api/workspace/documents/${id}`)).document as { version: number; source: { slides: Slide[] } };

const connect = (key: string) => connectMcp(server.url, key);

const tool = (name: string, args: Record<string, unknown>, by = client) => callTool(by, name, args);

beforeAll(async () => {
  server = await startLiveServer();
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  client = await connect(alice.apiKey);
  bobClient = await connect(bob.apiKey);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await bobClient?.close();
  await server?.close();
});

describe("edit_document", () => {
  it("is listed with its input and says how to address parts and pass version", async () => {
    const tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
    const edit = tools.get("edit_document")!;
    expect(Object.keys((edit.inputSchema as { properties: object }).properties).sort()).toEqual([
      "documentId",
      "edits",
      "version",
    ]);
    expect(edit.description).toMatch(/sl_4/);
    expect(edit.description).toMatch(/version/);
    expect(tools.get("slide_variants")!.annotations?.readOnlyHint).toBe(true);
    expect(
      Object.keys((tools.get("apply_slide_variant")!.inputSchema as { properties: object }).properties).sort(),
    ).toEqual(["documentId", "k", "slide", "version"]);
    expect(
      Object.keys((tools.get("regenerate_slide")!.inputSchema as { properties: object }).properties).sort(),
    ).toEqual(["documentId", "instruction", "slide", "version"]);
  });

  it("applies the edits as one version and answers with the new version, what each did and the parts", async () => {
    const id = await newDeck();
    const result = await tool("edit_document", {
      documentId: id,
      version: 1,
      edits: [
        { op: "rename", part: "sl_2", title: "Hives" },
        { op: "remove", part: 3 },
      ],
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const changed = result.structuredContent as Changed;
    expect(changed.document).toEqual({
      id,
      kind: "deck",
      title: "Pilot review",
      version: 2,
      parts: [
        { id: "sl_1", title: "Pilot review" },
        { id: "sl_2", title: "Hives" },
      ],
    });
    expect(changed.applied.map((a) => a.op)).toEqual(["rename", "remove"]);
    const lines = textOf(result).split("\n");
    expect(lines[0]).toBe("deck “Pilot review” is now version 2 (pass version 2 with your next change).");
    expect(lines.at(-1)).toBe("Parts: 1 sl_1 “Pilot review”; 2 sl_2 “Hives”");
    expect((await read(id)).source.slides.map((s) => s.title)).toEqual(["Pilot review", "Hives"]);
  });

  it("an edit that cannot apply, a stale version and another user's deck are tool errors; nothing changes", async () => {
    const id = await newDeck();
    const bad = await tool("edit_document", { documentId: id, edits: [{ op: "remove", part: 12 }] });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toMatchObject({ error: "invalid_request", status: 400 });
    expect(textOf(bad)).toMatch(/^invalid_request \(400\): Edit 1 \(remove\): /);
    expect(
      (await tool("edit_document", { documentId: id, version: 4, edits: [{ op: "retitle", title: "Late" }] }))
        .structuredContent,
    ).toMatchObject({ error: "conflict", status: 409 });
    expect(
      (await tool("edit_document", { documentId: id, edits: [{ op: "retitle", title: "Mine" }] }, bobClient))
        .structuredContent,
    ).toMatchObject({ error: "not_found", status: 404 });
    expect((await read(id)).version).toBe(1);
  });
});

describe("slide_variants and apply_slide_variant", () => {
  it("shows each variant as a PNG after a line naming k and its layout; applying one makes it the slide", async () => {
    const id = await newDeck();
    const result = await tool("slide_variants", { documentId: id, slide: 2, width: 240 });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { variants, version, slide } = result.structuredContent as {
      version: number;
      slide: { n: number; id: string; layout: string };
      variants: { k: number; layout: string; slide: Slide }[];
    };
    expect({ version, slide }).toEqual({ version: 1, slide: { n: 2, id: "sl_2", layout: "bullets" } });
    expect(variants.length).toBeGreaterThanOrEqual(1);
    expect(result.content[0]!.text).toMatch(/call apply_slide_variant .*version 1/);
    const rest = result.content.slice(1);
    expect(rest).toHaveLength(variants.length * 2);
    for (const [i, v] of variants.entries()) {
      expect(rest[2 * i]).toEqual({ type: "text", text: `k=${v.k}: layout ${v.layout}` });
      expect(rest[2 * i + 1]).toMatchObject({ type: "image", mimeType: "image/png" });
      expect(
        Buffer.from(rest[2 * i + 1]!.data!, "base64")
          .subarray(0, 8)
          .toString("hex"),
      ).toBe("89504e470d0a1a0a");
    }

    const applied = await tool("apply_slide_variant", { documentId: id, slide: "sl_2", k: 1, version: 1 });
    expect(applied.isError, textOf(applied)).toBeFalsy();
    expect((applied.structuredContent as Changed).document.version).toBe(2);
    const now = await read(id);
    expect(now.source.slides[1]).toEqual(variants[0]!.slide);
    expect([now.source.slides[0], now.source.slides[2]]).toEqual([pilot.slides[0], pilot.slides[2]]);
  });

  it("another user's deck and a stale version are tool errors; nothing changes", async () => {
    const id = await newDeck();
    expect((await tool("slide_variants", { documentId: id, slide: 2 }, bobClient)).structuredContent).toMatchObject({
      error: "not_found",
      status: 404,
    });
    expect(
      (await tool("apply_slide_variant", { documentId: id, slide: 2, k: 1 }, bobClient)).structuredContent,
    ).toMatchObject({ error: "not_found", status: 404 });
    const stale = await tool("apply_slide_variant", { documentId: id, slide: 2, k: 1, version: 3 });
    expect(stale.isError).toBe(true);
    expect(stale.structuredContent).toMatchObject({ error: "conflict", status: 409 });
    expect((await read(id)).version).toBe(1);
  });
});

describe("regenerate_slide", () => {
  it("rewrites one slide as one version and keeps every other slide", async () => {
    const id = await newDeck();
    const result = await tool("regenerate_slide", { documentId: id, slide: 3, instruction: "shorter", version: 1 });
    expect(result.isError, textOf(result)).toBeFalsy();
    const changed = result.structuredContent as Changed;
    expect(changed.document.version).toBe(2);
    expect(changed.warnings).toEqual(expect.any(Array));
    expect(textOf(result)).toMatch(/^deck “Pilot review” is now version 2/);
    expect((await read(id)).source.slides.slice(0, 2)).toEqual(pilot.slides.slice(0, 2));

    const unread = await tool("regenerate_slide", {
      documentId: id,
      slide: 3,
      instruction: "make it sing like a bird",
      version: 2,
    });
    expect(unread.isError).toBeFalsy();
    expect(textOf(unread)).toMatch(
      /^deck “Pilot review” was left as it was at version 2 .*\n.*\nWarnings:\n- Slide 3 “Costs” was left as it was: /s,
    );
  });

  it("a stale version and another user's deck are tool errors; nothing changes", async () => {
    const id = await newDeck();
    expect((await tool("regenerate_slide", { documentId: id, slide: 2, version: 2 })).structuredContent).toMatchObject({
      error: "conflict",
      status: 409,
    });
    expect((await tool("regenerate_slide", { documentId: id, slide: 2 }, bobClient)).structuredContent).toMatchObject({
      error: "not_found",
      status: 404,
    });
    expect((await read(id)).version).toBe(1);
  });
});
