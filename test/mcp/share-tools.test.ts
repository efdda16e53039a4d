// The MCP tools share_document, list_shares, share_views and revoke_share against a real listening server with the
// official MCP client: a link made with its URL (opened as a viewer would) and each setting read back, the links listed
// and paged, a link's views after a viewer looked, a link revoked (404 from then on), and refusals (an unknown or
// another user's document, out-of-schema arguments, a past expiry, a version the document lacks) as tool errors.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { callTool, connectMcp, textOf } from "./mcp-client.js";

type Share = {
  id: string;
  documentId: string;
  label: string | null;
  tokenStart: string;
  version: number | null;
  expiresAt: string | null;
  hasPassword: boolean;
  downloads: boolean;
  present: boolean;
  status: string;
  views: number;
};
type Made = { share: Share; url: string; embed: string };
type Page = { items: Share[]; nextCursor: string | null };

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
const MISSING_SHARE = "shr_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
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
  ],
};

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, who = alice): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...who.headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const connect = (key: string) => connectMcp(server.url, key);
const tool = (name: string, args: Record<string, unknown>, by = client) => callTool(by, name, args);
const tokenOf = (url: string) => new URL(url).pathname.slice("/s/".length);

beforeAll(async () => {
  server = await startLiveServer();
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  deckId = (
    await api<{ document: { id: string } }>("POST", "/api/workspace/documents", {
      kind: "deck",
      title: pilot.title,
      source: pilot,
    })
  ).document.id;
  await api("PATCH", `/api/workspace/documents/${deckId}`, { source: { ...pilot, title: "Pilot review, revised" } });
  client = await connect(alice.apiKey);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe("share tools — happy", () => {
  it("are listed: share_document writes, list_shares and share_views read-only, revoke_share destructive", async () => {
    const tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
    expect(tools.get("share_document")!.annotations).toMatchObject({ destructiveHint: false });
    expect(tools.get("share_document")!.annotations?.readOnlyHint).toBeFalsy();
    expect(tools.get("list_shares")!.annotations?.readOnlyHint).toBe(true);
    expect(tools.get("share_views")!.annotations?.readOnlyHint).toBe(true);
    expect(tools.get("revoke_share")!.annotations).toMatchObject({ destructiveHint: true, idempotentHint: true });
    const properties = (name: string) =>
      Object.keys((tools.get(name)!.inputSchema as { properties: object }).properties).sort();
    expect(properties("share_document")).toEqual([
      "documentId",
      "downloads",
      "expiresAt",
      "label",
      "password",
      "present",
      "version",
    ]);
    expect(properties("list_shares")).toEqual(["cursor", "documentId", "limit"]);
    expect(properties("share_views")).toEqual(["days", "documentId", "shareId"]);
    expect(properties("revoke_share")).toEqual(["documentId", "shareId"]);
  });

  it("share_document: the URL (shown only now) and the share; the page opens without an account", async () => {
    const result = await tool("share_document", { documentId: deckId });
    expect(result.isError).toBeFalsy();
    const made = result.structuredContent as Made;
    expect(made.share).toMatchObject({
      documentId: deckId,
      label: null,
      version: null,
      expiresAt: null,
      hasPassword: false,
      downloads: false,
      present: true,
      status: "active",
      views: 0,
    });
    expect(made.embed).toContain(`${made.url}?embed=1`);
    const lines = textOf(result).split("\n");
    expect(lines[0]).toBe(`Share link for ${deckId}: ${made.url}`);
    expect(lines[1]).toBe(
      `This URL is shown only now; give it to the user. ${made.share.id}: active; the latest version; no password, no downloads, presenting; never expires; 0 views; token ${made.share.tokenStart}….`,
    );
    expect(lines[2]).toBe(`Embed: ${made.embed}`);
    const page = await fetch(made.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pilot review, revised");
  });

  it("share_document: each setting, read back — label, expiresAt, password, downloads, present, a pinned version", async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const result = await tool("share_document", {
      documentId: deckId,
      label: "Board pre-read",
      expiresAt,
      password: "harbour-lights",
      downloads: true,
      present: false,
      version: 1,
    });
    expect(result.isError).toBeFalsy();
    const made = result.structuredContent as Made;
    expect(made.share).toMatchObject({
      label: "Board pre-read",
      expiresAt,
      hasPassword: true,
      downloads: true,
      present: false,
      version: 1,
    });
    expect(textOf(result)).toContain(
      `${made.share.id} “Board pre-read”: active; version 1; a password, downloads, no presenting; expires ${expiresAt}; 0 views;`,
    );
    const locked = await (await fetch(made.url)).text();
    expect(locked).toContain('type="password"');
    expect(locked).not.toContain("Pilot review");
    const unlock = await fetch(`${server.url}/api/shared/${tokenOf(made.url)}/unlock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "harbour-lights" }),
    });
    expect(unlock.status).toBe(200);
  });

  it("list_shares: a line a link, newest first, without URLs; the API's page; cursor pages on", async () => {
    const result = await tool("list_shares", { documentId: deckId });
    expect(result.isError).toBeFalsy();
    const page = result.structuredContent as Page;
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((s) => s.label)).toEqual(["Board pre-read", null]);
    const lines = textOf(result).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^shr_\S+ “Board pre-read”: active; version 1; /);
    expect(textOf(result)).not.toContain("/s/");
    const first = await tool("list_shares", { documentId: deckId, limit: 1 });
    const cursor = (first.structuredContent as Page).nextCursor!;
    expect(textOf(first)).toContain(`More links: call again with cursor "${cursor}".`);
    const next = await tool("list_shares", { documentId: deckId, limit: 1, cursor });
    expect((next.structuredContent as Page).items.map((s) => s.id)).toEqual([page.items[1]!.id]);
  });

  it("share_views: after a viewer opened the page and stayed 40 s on slide 2, the view by day and the time per slide", async () => {
    const made = (await tool("share_document", { documentId: deckId, label: "Viewed" })).structuredContent as Made;
    expect((await fetch(made.url)).status).toBe(200);
    const beacon = await fetch(`${server.url}/api/shared/${tokenOf(made.url)}/views`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slide: 2, seconds: 40 }),
    });
    expect(beacon.status).toBeLessThan(300);
    const result = await tool("share_views", { documentId: deckId, shareId: made.share.id, days: 7 });
    expect(result.isError).toBeFalsy();
    const today = new Date().toISOString().slice(0, 10);
    expect(result.structuredContent).toMatchObject({
      shareId: made.share.id,
      total: { views: 1, seconds: 40 },
      days: [{ date: today, views: 1, seconds: 40 }],
      slides: [{ slide: 2, seconds: 40 }],
    });
    const since = (result.structuredContent as { since: string }).since;
    expect(textOf(result)).toBe(
      `${made.share.id}: 1 view, 40 s in all since ${since}.\n- ${today}: 1 view, 40 s\nTime per slide: slide 2 40 s.`,
    );
  });

  it("revoke_share: the link answers 404 from then on and is listed as revoked; revoking it again does nothing", async () => {
    const made = (await tool("share_document", { documentId: deckId, label: "Short-lived" })).structuredContent as Made;
    const result = await tool("revoke_share", { documentId: deckId, shareId: made.share.id });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ revoked: made.share.id, documentId: deckId });
    expect(textOf(result)).toBe(`${made.share.id} revoked: its link answers 404 from now on.`);
    expect((await fetch(made.url)).status).toBe(404);
    const listed = ((await tool("list_shares", { documentId: deckId })).structuredContent as Page).items.find(
      (s) => s.id === made.share.id,
    );
    expect(listed?.status).toBe("revoked");
    expect((await tool("revoke_share", { documentId: deckId, shareId: made.share.id })).isError).toBeFalsy();
  });
});

describe("share tools — errors", () => {
  it("an unknown document, or link, is the tool error not_found, from each tool", async () => {
    for (const [name, args] of [
      ["share_document", { documentId: MISSING }],
      ["list_shares", { documentId: MISSING }],
      ["share_views", { documentId: deckId, shareId: MISSING_SHARE }],
      ["revoke_share", { documentId: deckId, shareId: MISSING_SHARE }],
    ] as const) {
      const result = await tool(name, args);
      expect(result.isError, name).toBe(true);
      expect(result.structuredContent, name).toMatchObject({ error: "not_found", status: 404 });
      expect(textOf(result)).toMatch(/^not_found \(404\): /);
    }
  });

  it("out-of-schema arguments are refused before any call; a past expiry or a version the document lacks is invalid_request", async () => {
    const before = ((await tool("list_shares", { documentId: deckId, limit: 100 })).structuredContent as Page).items
      .length;
    for (const [name, args] of [
      ["share_document", { password: "short" }],
      ["share_document", { expiresAt: "next week" }],
      ["share_document", { version: 0 }],
      ["share_views", { shareId: "not-a-share", days: 7 }],
      ["share_views", { shareId: MISSING_SHARE, days: 0 }],
      ["list_shares", { limit: 101 }],
      ["revoke_share", {}],
    ] as const) {
      const result = await tool(name, { documentId: deckId, ...args });
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    }
    for (const args of [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, { version: 9 }]) {
      const result = await tool("share_document", { documentId: deckId, ...args });
      expect(result.structuredContent, JSON.stringify(args)).toMatchObject({ error: "invalid_request", status: 400 });
    }
    expect(
      ((await tool("list_shares", { documentId: deckId, limit: 100 })).structuredContent as Page).items,
    ).toHaveLength(before);
  });

  it("another user's document is not found, with nothing of it shown, shared or revoked", async () => {
    const theirs = (await api<Made>("POST", `/api/workspace/documents/${deckId}/shares`, { label: "Alice's" })).share
      .id;
    const other = await connect(bob.apiKey);
    try {
      for (const [name, args] of [
        ["share_document", {}],
        ["list_shares", {}],
        ["share_views", { shareId: theirs }],
        ["revoke_share", { shareId: theirs }],
      ] as const) {
        const result = await tool(name, { documentId: deckId, ...args }, other);
        expect(result.structuredContent, name).toMatchObject({ error: "not_found", status: 404 });
        expect(JSON.stringify(result)).not.toContain("Pilot");
        expect(JSON.stringify(result)).not.toContain("Alice's");
      }
      const share = await api<Share | { share: Share }>("GET", `/api/workspace/documents/${deckId}/shares/${theirs}`);
      expect(("share" in share ? share.share : share).status).toBe("active");
    } finally {
      await other.close();
    }
  });
});
