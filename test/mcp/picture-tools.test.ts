// The MCP tools' pictures against a real listening server with the official MCP client: generate_document with
// `images: "library"` names each placed picture and its credit, list_pictures lists the space's pictures (by origin)
// with the modes the service offers, and a mode not set up, or a bad origin, is refused.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { callTool, connectMcp, textOf } from "./mcp-client.js";
import { rgbPng } from "../png.js";

type Asset = {
  id: string;
  name: string | null;
  alt: string | null;
  tags: string[];
  origin: string;
  credit: string | null;
};
type Placed = { slide: number; assetId: string; origin: string; credit: string };

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let client: Client;
let bobClient: Client;
const ids: Record<string, string> = {};

const PROMPT =
  "A 6-slide deck for our Q3 team update. Our new Lisbon office opened in September with room for 40 people and a roof terrace. " +
  "The mobile app launched in 12 countries and reached 4.6 stars. We hired three engineers and a designer. Next quarter: open the Berlin office.";

async function upload(who: KeySession, query: string, rgb: [number, number, number]): Promise<string> {
  const res = await fetch(`${server.url}/api/assets?${query}`, {
    method: "POST",
    headers: { ...who.headers, "content-type": "image/png" },
    body: new Uint8Array(rgbPng(64, 48, () => rgb)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const connect = (key: string) => connectMcp(server.url, key);

const tool = (name: string, args: Record<string, unknown>, by = client) => callTool(by, name, args);

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  ids.cat = await upload(alice, "name=my-cat&tags=pets,home", [40, 40, 200]);
  ids.lisbon = await upload(
    alice,
    `name=lisbon-office&alt=${encodeURIComponent("The Lisbon office's roof terrace at dusk")}&tags=office,lisbon`,
    [200, 40, 40],
  );
  ids.bob = await upload(bob, "name=berlin-office", [250, 250, 0]);
  client = await connect(alice.apiKey);
  bobClient = await connect(bob.apiKey);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await bobClient?.close();
  await server?.close();
});

describe("list_pictures", () => {
  it("is listed, read-only, with origin, limit and cursor", async () => {
    const listed = (await client.listTools()).tools.find((t) => t.name === "list_pictures")!;
    expect(Object.keys((listed.inputSchema as { properties: object }).properties).sort()).toEqual([
      "cursor",
      "limit",
      "origin",
    ]);
    expect(listed.annotations?.readOnlyHint).toBe(true);
    const generate = (await client.listTools()).tools.find((t) => t.name === "generate_document")!;
    expect(
      (generate.inputSchema as { properties: Record<string, { enum?: string[] }> }).properties.images!.enum,
    ).toEqual(["none", "library", "stock", "generated"]);
  });

  it("lists the space's pictures newest first with name, tags, alt and origin, and the modes offered; only its own", async () => {
    const result = await tool("list_pictures", {});
    expect(result.isError, textOf(result)).toBeFalsy();
    const lines = textOf(result).split("\n");
    expect(lines[0]).toBe(
      `${ids.lisbon}  “lisbon-office”  upload; tags: office, lisbon; alt: The Lisbon office's roof terrace at dusk`,
    );
    expect(lines[1]).toBe(`${ids.cat}  “my-cat”  upload; tags: pets, home`);
    expect(lines[2]).toBe("Modes for generate_document's images here: none, library; default none.");
    const items = (result.structuredContent as { items: Asset[] }).items;
    expect(items.map((a) => a.id)).toEqual([ids.lisbon, ids.cat]);
    expect(textOf(result)).not.toContain(ids.bob);

    const stock = await tool("list_pictures", { origin: "stock" });
    expect(textOf(stock).split("\n")[0]).toBe("No stock pictures.");
    const paged = await tool("list_pictures", { limit: 1 });
    const cursor = (paged.structuredContent as { nextCursor: string }).nextCursor;
    expect(textOf(paged)).toContain(`call again with cursor "${cursor}"`);
    expect(
      ((await tool("list_pictures", { limit: 1, cursor })).structuredContent as { items: Asset[] }).items.map(
        (a) => a.id,
      ),
    ).toEqual([ids.cat]);
  });

  it("refuses an origin it does not know", async () => {
    const result = await tool("list_pictures", { origin: "web" });
    expect(result.isError).toBe(true);
  });
});

describe("generate_document with images", () => {
  it("places the library's pictures and names each with its credit and asset id", { timeout: 60_000 }, async () => {
    const result = await tool("generate_document", { prompt: PROMPT, kind: "deck", images: "library" });
    expect(result.isError, textOf(result)).toBeFalsy();
    const pictures = (result.structuredContent as { pictures: Placed[] }).pictures;
    const lisbon = pictures.find((p) => p.assetId === ids.lisbon)!;
    expect(lisbon).toMatchObject({ origin: "upload", credit: "Your library: lisbon-office" });
    expect(textOf(result)).toContain(`Pictures (show these credits with the deck):\n`);
    expect(textOf(result)).toContain(`- Slide ${lisbon.slide}: Your library: lisbon-office [${ids.lisbon}]`);
    expect(textOf(result)).not.toContain(ids.bob);
  });

  it(
    "says nothing of pictures without images, and refuses a mode the service has not set up, naming it",
    { timeout: 60_000 },
    async () => {
      const plain = await tool("generate_document", { prompt: PROMPT, kind: "deck" });
      expect(plain.structuredContent).not.toHaveProperty("pictures");
      expect(textOf(plain)).not.toContain("Pictures");
      const stock = await tool("generate_document", { prompt: PROMPT, kind: "deck", images: "stock" });
      expect(stock.isError).toBe(true);
      expect(textOf(stock)).toMatch(/^invalid_request \(400\): Stock photos are not set up on this service/);
    },
  );
});
