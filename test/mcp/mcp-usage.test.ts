// The MCP `usage` tool against a real server (over /api/mcp, and the tools in process as `quire mcp` serves them):
// a personal key's and an organization key's kind, scopes and quota; an organization key's refusals as tool errors
// with the API's code and message — `forbidden` naming the scope, `quota_exhausted` retryable with its Retry-After.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createQuireClient } from "@quire/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuireMcpServer } from "../../src/mcp/quire-tools.js";
import { signInWithCookie, signUpWithKey, type CookieSession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";

let server: LiveServer;
let owner: CookieSession;
let orgId: string;

async function asOwner<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...owner.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const organizationKey = (body: { name: string; scopes: string[]; quota?: { limit: number; refillSeconds: number } }) =>
  asOwner<{ id: string; key: string }>("POST", `/api/organizations/${orgId}/keys`, body);

async function overHttp(key: string): Promise<Client> {
  const client = new Client({ name: "quire-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

/** The tools as `quire mcp` serves them (calling the service over HTTP with the key), linked to a client in process. */
async function inProcess(key: string): Promise<Client> {
  const mcp = createQuireMcpServer(createQuireClient({ baseUrl: server.url, apiKey: key }), "test");
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  const client = new Client({ name: "desktop", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

type Text = { type: string; text?: string };
const textOf = (result: object) => (result as { content: Text[] }).content.map((c) => c.text ?? "").join("\n");

beforeAll(async () => {
  server = await startLiveServer();
  owner = await signInWithCookie(server.t);
  orgId = (await asOwner<{ id: string }>("POST", "/api/organizations", { name: "Harbour Press" })).id;
});
afterAll(async () => server?.close());

describe("MCP usage tool", () => {
  it("with a personal key: the user's limits, job limits and a personal key, read-only", async () => {
    const person = await signUpWithKey(server.t);
    const client = await overHttp(person.apiKey);
    const tool = (await client.listTools()).tools.find((t) => t.name === "usage")!;
    expect(tool.annotations?.readOnlyHint).toBe(true);
    const result = await client.callTool({ name: "usage", arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      subject: "user",
      user: { email: person.email },
      organization: null,
      key: { id: person.keyId, kind: "personal", scopes: null, quota: null },
      jobs: { active: { used: 0 } },
    });
    expect((result.structuredContent as { limits: Record<string, unknown> }).limits).toHaveProperty(
      "AGENT.minute.limit",
    );
    expect(textOf(result)).toContain(`Personal key of ${person.email}`);
    await client.close();
  });

  it("with an organization key over /api/mcp: its kind and scopes; a tool outside them is a forbidden tool error naming the scope", async () => {
    const made = await organizationKey({ name: "Assistant", scopes: ["documents:read"] });
    const client = await overHttp(made.key);
    const usage = await client.callTool({ name: "usage", arguments: {} });
    expect(usage.structuredContent).toMatchObject({
      subject: "key",
      organization: { id: orgId },
      key: { id: made.id, kind: "organization", scopes: ["documents:read"], quota: null },
    });
    expect(textOf(usage)).toContain(`Organization key of ${orgId}; scopes: documents:read.`);
    const brands = await client.callTool({ name: "list_brands", arguments: {} });
    expect(brands.isError).toBe(true);
    expect(brands.structuredContent).toMatchObject({
      error: "forbidden",
      status: 403,
      message: expect.stringContaining("`brands:generate`"),
    });
    expect(textOf(brands)).toMatch(/^forbidden \(403\): .*`brands:generate`/);
    const deck = await client.callTool({
      name: "generate_document",
      arguments: { prompt: "A deck about the spring catalogue", kind: "deck" },
    });
    expect(deck.structuredContent).toMatchObject({
      error: "forbidden",
      status: 403,
      message: expect.stringContaining("`agent`"),
    });
    // Reading is within its scopes.
    expect((await client.callTool({ name: "list_documents", arguments: {} })).isError).toBeFalsy();
    await client.close();
  });

  it("a spent quota: the quota in usage, then quota_exhausted as a retryable tool error with Retry-After's wait", async () => {
    const made = await organizationKey({
      name: "Metered assistant",
      scopes: ["documents:read"],
      quota: { limit: 2, refillSeconds: 3600 },
    });
    const client = await inProcess(made.key);
    const usage = await client.callTool({ name: "usage", arguments: {} });
    expect(usage.structuredContent).toMatchObject({
      key: { kind: "organization", quota: { limit: 2, remaining: 1, refillSeconds: 3600 } },
    });
    expect(textOf(usage)).toContain("Quota: 1 of 2 calls left");
    expect((await client.callTool({ name: "list_documents", arguments: {} })).isError).toBeFalsy();
    for (const name of ["list_documents", "usage"]) {
      const spent = await client.callTool({ name, arguments: {} });
      expect(spent.isError).toBe(true);
      expect(spent.structuredContent).toMatchObject({
        error: "quota_exhausted",
        status: 429,
        retryable: true,
        message: expect.stringMatching(/quota is used up until/),
      });
      const wait = (spent.structuredContent as { retryAfter: number }).retryAfter;
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(textOf(spent)).toMatch(/^quota_exhausted \(429\): .+ Try again in \d+ s\.$/);
    }
    await client.close();
    // Over /api/mcp the endpoint is a call of the key too: a spent key is refused there before any tool runs.
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    const res = await fetch(`${server.url}/api/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        authorization: `Bearer ${made.key}`,
      },
      body: JSON.stringify(init),
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: string }).error).toBe("quota_exhausted");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
  });
});
