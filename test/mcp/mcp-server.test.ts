// /api/mcp with the official MCP client over streamable HTTP against a real server: tools listed, a deck generated
// with progress, read back as a resource, exported as an embedded pptx, built on a brand; errors and auth refused.
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { thirdPartyFile } from "../fixtures.js";

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;

async function connect(authorization: string): Promise<Client> {
  const client = new Client({ name: "quire-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`), {
      requestInit: { headers: { authorization } },
    }),
  );
  return client;
}

type Content = {
  type: string;
  text?: string;
  resource?: { uri: string; mimeType?: string; blob?: string; text?: string };
};

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000", RATE_LIMIT_EXPORT_PER_MINUTE: "1000" });
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
});
afterAll(async () => server?.close());

describe("MCP over streamable HTTP — happy", () => {
  it("lists Quire's tools and generates a saved deck, reporting progress as it writes", async () => {
    const client = await connect(`Bearer ${alice.apiKey}`);
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual([
      "apply_slide_variant",
      "document_diff",
      "document_history",
      "edit_document",
      "export_document",
      "generate_document",
      "generate_on_brand",
      "list_brands",
      "list_documents",
      "list_pictures",
      "list_shares",
      "read_document",
      "regenerate_slide",
      "render_html",
      "restore_version",
      "revise_document",
      "revoke_share",
      "share_document",
      "share_views",
      "slide_variants",
      "usage",
      "view_slides",
    ]);
    const progress: string[] = [];
    const result = await client.callTool(
      {
        name: "generate_document",
        arguments: { prompt: "A 5-slide deck about urban beekeeping for the board", kind: "deck" },
      },
      undefined,
      { onprogress: (p) => void progress.push(String(p.message)) },
    );
    expect(result.isError).toBeFalsy();
    const { document, warnings } = result.structuredContent as {
      document: { id: string; kind: string; title: string };
      warnings: string[];
    };
    expect(document).toMatchObject({ kind: "deck", id: expect.stringMatching(/^doc_/) });
    expect(Array.isArray(warnings)).toBe(true);
    expect(progress).toEqual(expect.arrayContaining(["Planning the slides", "Slide 1", "Slide 5"]));
    // The same document is a resource, and lists among the workspace's.
    const read = await client.readResource({ uri: `quire://documents/${document.id}` });
    expect(JSON.parse(String((read.contents[0] as { text: string }).text))).toMatchObject({
      id: document.id,
      kind: "deck",
      source: { kind: "deck" },
    });
    const listed = await client.listResources();
    expect(listed.resources.map((r) => r.uri)).toContain(`quire://documents/${document.id}`);
    await client.close();
  });

  it("exports a document as an embedded pptx, renders it to HTML, revises it and lists documents", async () => {
    const client = await connect(`Bearer ${alice.apiKey}`);
    const made = await client.callTool({
      name: "generate_document",
      arguments: { prompt: "A 4-slide deck on our ferry timetable changes", kind: "deck" },
    });
    const id = (made.structuredContent as { document: { id: string } }).document.id;
    const exported = await client.callTool({ name: "export_document", arguments: { documentId: id, format: "pptx" } });
    const file = (exported.content as Content[]).find((c) => c.type === "resource")!.resource!;
    expect(file.mimeType).toBe("application/vnd.openxmlformats-officedocument.presentationml.presentation");
    const parts = unzipSync(new Uint8Array(Buffer.from(file.blob!, "base64")));
    expect(Object.keys(parts).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))).toHaveLength(4);
    const html = await client.callTool({ name: "render_html", arguments: { documentId: id } });
    const page = (html.content as Content[]).find((c) => c.type === "resource")!.resource!;
    expect(page.mimeType).toBe("text/html");
    expect(page.text).toMatch(/^<!doctype html>/i);
    expect(page.text).not.toMatch(/<script/i);
    const revised = await client.callTool({
      name: "revise_document",
      arguments: { documentId: id, instruction: "Remove slide 3" },
    });
    expect((revised.structuredContent as { document: { id: string } }).document.id).toBe(id);
    const saved = await client.callTool({ name: "read_document", arguments: { documentId: id } });
    expect(
      (saved.structuredContent as { document: { version: number; source: { slides: unknown[] } } }).document,
    ).toMatchObject({ version: 2 });
    const list = await client.callTool({ name: "list_documents", arguments: { kind: "deck", limit: 100 } });
    expect((list.structuredContent as { items: { id: string }[] }).items.map((d) => d.id)).toContain(id);
    await client.close();
  });

  it("builds a deck on a brand as an embedded pptx", async () => {
    const form = new FormData();
    form.append("file", new File([readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx"))], "brand.pptx"));
    const upload = await fetch(`${server.url}/api/brands`, {
      method: "POST",
      headers: { authorization: `Bearer ${alice.apiKey}` },
      body: form,
    });
    const brandId = ((await upload.json()) as { brand: { id: string } }).brand.id;
    const client = await connect(`Bearer ${alice.apiKey}`);
    const brands = await client.callTool({ name: "list_brands", arguments: {} });
    expect((brands.structuredContent as { items: { id: string }[] }).items.map((b) => b.id)).toContain(brandId);
    const deck = await client.callTool({
      name: "generate_on_brand",
      arguments: { brandId, source: "# Depot review\n\n---\n\n## Results\n\n- Delivery times fell" },
    });
    const file = (deck.content as Content[]).find((c) => c.type === "resource")!.resource!;
    expect(Buffer.from(file.blob!, "base64").subarray(0, 2).toString()).toBe("PK");
    await client.close();
  });
});

describe("MCP — errors and security", () => {
  it("answers an API refusal as a tool error with its code, and another user's document as not found", async () => {
    const client = await connect(`Bearer ${alice.apiKey}`);
    const bad = await client.callTool({
      name: "export_document",
      arguments: {
        source: { kind: "sheet", title: "S", sheets: [{ name: "S", columns: [{ header: "A" }], rows: [] }] },
        format: "pptx",
      },
    });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toMatchObject({ error: "unsupported_format", status: 400 });
    const made = await client.callTool({
      name: "generate_document",
      arguments: { prompt: "A short doc about the depot opening", kind: "doc" },
    });
    const id = (made.structuredContent as { document: { id: string } }).document.id;
    await client.close();
    const other = await connect(`Bearer ${bob.apiKey}`);
    const theirs = await other.callTool({ name: "read_document", arguments: { documentId: id } });
    expect(theirs.structuredContent).toMatchObject({ error: "not_found", status: 404 });
    // Arguments are checked against the tool's schema before anything runs.
    const wrong = await other.callTool({ name: "export_document", arguments: { documentId: "nope", format: "pptx" } });
    expect(wrong.isError).toBe(true);
    await other.close();
  });

  it("takes an API key only: no key, a wrong key and a cookie session are 401", async () => {
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const none = await fetch(`${server.url}/api/mcp`, { method: "POST", headers, body: JSON.stringify(init) });
    expect(none.status).toBe(401);
    const wrong = await fetch(`${server.url}/api/mcp`, {
      method: "POST",
      headers: { ...headers, authorization: "Bearer qk_wrong" },
      body: JSON.stringify(init),
    });
    expect(wrong.status).toBe(401);
    const session = await signInWithCookie(server.t);
    const cookie = await fetch(`${server.url}/api/mcp`, {
      method: "POST",
      headers: { ...headers, ...session.headers, origin: server.url },
      body: JSON.stringify(init),
    });
    expect(cookie.status).toBe(401);
    expect(((await cookie.json()) as { message: string }).message).toMatch(/API key/);
  });
});

describe("quire mcp (stdio)", () => {
  it(
    "serves the same tools over stdio to a desktop assistant, calling the service with QUIRE_KEY",
    { timeout: 60_000 },
    async () => {
      const client = new Client({ name: "desktop", version: "1.0.0" });
      const bin = new URL("../../bin/quire.mjs", import.meta.url).pathname;
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [bin, "mcp"],
          env: { ...process.env, QUIRE_URL: server.url, QUIRE_KEY: alice.apiKey } as Record<string, string>,
          stderr: "ignore",
        }),
      );
      expect((await client.listTools()).tools.length).toBe(22);
      const list = await client.callTool({ name: "list_documents", arguments: { limit: 5 } });
      expect(list.isError).toBeFalsy();
      expect((list.structuredContent as { items: unknown[] }).items.length).toBeGreaterThan(0);
      await client.close();
    },
  );
});
