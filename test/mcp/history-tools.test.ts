// The MCP tools document_history, document_diff and restore_version against a real listening server with the official
// MCP client: versions after an edit and paging, a diff in words and as data, a restore read back, and refusals (an
// unknown or another user's document, a version not kept, a stale expectedVersion) as tool errors.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { callTool, connectMcp, textOf } from "./mcp-client.js";

type Page = {
  items: { version: number; change: string; author: string | null; restoredFrom: number | null }[];
  nextCursor: string | null;
  current: number;
  oldest: number;
};

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let client: Client;
let deckId: string;

const pilot = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" },
    { layout: "bullets", title: "Results", bullets: ["42 hives in Kraków"] },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive"] },
  ],
};
const withRisks = {
  ...pilot,
  slides: [...pilot.slides, { layout: "bullets", title: "Risks", bullets: ["Late frost"] }],
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

const connect = (key: string) => connectMcp(server.url, key);

const tool = (name: string, args: Record<string, unknown>, by = client) => callTool(by, name, args);

beforeAll(async () => {
  server = await startLiveServer();
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  deckId = (
    (await api("POST", "/api/workspace/documents", { kind: "deck", title: pilot.title, source: pilot })).document as {
      id: string;
    }
  ).id;
  await api("PATCH", `/api/workspace/documents/${deckId}`, { source: withRisks });
  client = await connect(alice.apiKey);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe("history tools — happy", () => {
  it("are listed: history and diff read-only, restore not destructive", async () => {
    const tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
    expect(tools.get("document_history")!.annotations?.readOnlyHint).toBe(true);
    expect(tools.get("document_diff")!.annotations?.readOnlyHint).toBe(true);
    expect(tools.get("restore_version")!.annotations).toMatchObject({ destructiveHint: false });
    expect(
      Object.keys((tools.get("document_history")!.inputSchema as { properties: object }).properties).sort(),
    ).toEqual(["cursor", "documentId", "limit"]);
    expect(Object.keys((tools.get("document_diff")!.inputSchema as { properties: object }).properties).sort()).toEqual([
      "documentId",
      "from",
      "to",
    ]);
    expect(
      Object.keys((tools.get("restore_version")!.inputSchema as { properties: object }).properties).sort(),
    ).toEqual(["documentId", "expectedVersion", "version"]);
  });

  it("document_history after an edit: the versions newest first, as lines and as the API's page; cursor pages on", async () => {
    const result = await tool("document_history", { documentId: deckId });
    expect(result.isError).toBeFalsy();
    const page = result.structuredContent as Page;
    expect(page).toMatchObject({ current: 2, oldest: 1, nextCursor: null });
    expect(page.items.map((v) => [v.version, v.change, v.author])).toEqual([
      [2, "edited", alice.email],
      [1, "created", alice.email],
    ]);
    const lines = textOf(result).split("\n");
    expect(lines[0]).toBe(`${deckId}: version 2 is current; history is kept from version 1.`);
    expect(lines[1]).toMatch(
      new RegExp(`^Version 2: edited by ${alice.email.replace(/[.+]/g, "\\$&")} at \\S+, titled “Pilot review”\\.$`),
    );
    expect(lines[2]).toMatch(/^Version 1: created by /);

    const first = await tool("document_history", { documentId: deckId, limit: 1 });
    const cursor = (first.structuredContent as Page).nextCursor!;
    expect(textOf(first)).toContain(`Older versions: call again with cursor "${cursor}".`);
    const next = await tool("document_history", { documentId: deckId, limit: 1, cursor });
    expect((next.structuredContent as Page).items.map((v) => v.version)).toEqual([1]);
  });

  it("document_diff: each change in words and as data; to defaults to the current version", async () => {
    const result = await tool("document_diff", { documentId: deckId, from: 1 });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe("From version 1 to 2:\n- slide 4 “Risks” added");
    expect(result.structuredContent).toMatchObject({
      from: 1,
      to: 2,
      kind: "deck",
      title: null,
      truncated: false,
      changes: [{ change: "added", part: "slide", to: 4, label: "Risks", after: withRisks.slides[3] }],
    });
    expect(textOf(await tool("document_diff", { documentId: deckId, from: 2, to: 2 }))).toBe(
      "From version 2 to 2:\nNo changes.",
    );
  });

  it("restore_version: the old version becomes the next one, read back as it was; the history says so", async () => {
    const result = await tool("restore_version", { documentId: deckId, version: 1, expectedVersion: 2 });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({
      document: { id: deckId, kind: "deck", title: "Pilot review", version: 3 },
      restoredFrom: 1,
    });
    expect(textOf(result)).toBe(
      `Version 1 restored: deck “Pilot review” is now at version 3 (resource quire://documents/${deckId}).`,
    );
    const read = await tool("read_document", { documentId: deckId });
    expect((read.structuredContent as { document: { version: number; source: unknown } }).document).toMatchObject({
      version: 3,
      source: pilot,
    });
    const page = (await tool("document_history", { documentId: deckId, limit: 1 })).structuredContent as Page;
    expect(page.items[0]).toMatchObject({ version: 3, change: "restored", restoredFrom: 1 });
    expect(textOf(await tool("document_history", { documentId: deckId, limit: 1 }))).toContain(
      "Version 3: restored from 1 by ",
    );
  });
});

describe("history tools — errors", () => {
  it("an unknown document is the tool error not_found, from each tool", async () => {
    for (const [name, args] of [
      ["document_history", {}],
      ["document_diff", { from: 1 }],
      ["restore_version", { version: 1 }],
    ] as const) {
      const result = await tool(name, { documentId: MISSING, ...args });
      expect(result.isError, name).toBe(true);
      expect(result.structuredContent).toMatchObject({ error: "not_found", status: 404 });
      expect(textOf(result)).toMatch(/^not_found \(404\): /);
    }
  });

  it("a version it does not have is not_found naming the versions; a stale expectedVersion is conflict; nothing restored", async () => {
    const missing = await tool("restore_version", { documentId: deckId, version: 9 });
    expect(missing.structuredContent).toMatchObject({
      error: "not_found",
      status: 404,
      message: expect.stringContaining("has no version 9 (it has versions 1 to 3)"),
    });
    const stale = await tool("restore_version", { documentId: deckId, version: 2, expectedVersion: 2 });
    expect(stale.isError).toBe(true);
    expect(stale.structuredContent).toMatchObject({ error: "conflict", status: 409 });
    expect((await tool("document_diff", { documentId: deckId, from: 9 })).structuredContent).toMatchObject({
      error: "not_found",
      status: 404,
    });
    expect(((await api("GET", `/api/workspace/documents/${deckId}`)).document as { version: number }).version).toBe(3);
  });

  it("out-of-schema arguments are refused before any call", async () => {
    for (const [name, args] of [
      ["document_history", { limit: 0 }],
      ["document_history", { limit: 101 }],
      ["document_diff", { from: 0 }],
      ["restore_version", { version: 1.5 }],
      ["restore_version", {}],
    ] as const) {
      const result = await tool(name, { documentId: deckId, ...args });
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    }
    expect(((await api("GET", `/api/workspace/documents/${deckId}`)).document as { version: number }).version).toBe(3);
  });

  it("another user's document is not found, with nothing of it shown or restored", async () => {
    const other = await connect(bob.apiKey);
    try {
      for (const [name, args] of [
        ["document_history", {}],
        ["document_diff", { from: 1 }],
        ["restore_version", { version: 2 }],
      ] as const) {
        const result = await tool(name, { documentId: deckId, ...args }, other);
        expect(result.structuredContent, name).toMatchObject({ error: "not_found", status: 404 });
        expect(JSON.stringify(result)).not.toContain("Pilot");
      }
      expect(((await api("GET", `/api/workspace/documents/${deckId}`)).document as { version: number }).version).toBe(
        3,
      );
    } finally {
      await other.close();
    }
  });
});
