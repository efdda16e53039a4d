// textMode through Quire's own clients against a real server: `quire deck --text-mode preserve -` with the notes on
// stdin (and a bad mode refused as usage), and the MCP tool generate_document with textMode.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deck } from "../../src/formats/model/source.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { runQuire } from "../cli/quire-process.js";

const NOTES =
  "Turn these notes into a deck:\n## Sales\n\nSales grew 18% in October to 4,200 bags.\n\n## Hiring\n\nWe hired two roasters in Lyon.\n";

let server: LiveServer;
let alice: KeySession;
let home: string;

const quire = (args: string[], stdin = "") =>
  runQuire(home, args, { stdin, env: { QUIRE_URL: server.url, QUIRE_KEY: alice.apiKey } });

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
  alice = await signUpWithKey(server.t);
  home = mkdtempSync(join(tmpdir(), "quire-text-mode-"));
});
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("textMode in the CLI and MCP", () => {
  it("quire deck --text-mode preserve - keeps the notes from stdin word for word", { timeout: 60_000 }, async () => {
    const run = await quire(["deck", "--text-mode", "preserve", "-", "--json"], NOTES);
    expect(run.code, run.stderr).toBe(0);
    const { document, warnings } = JSON.parse(run.stdout) as {
      document: { id: string; title: string };
      warnings: string[];
    };
    expect(warnings.join(" ")).toMatch(/word for word/);
    const saved = await server.t.deps.repos.documents.findById(personalSpace(alice.userId), document.id);
    expect((saved!.source as Deck).slides.map((s) => ("title" in s ? s.title : null))).toEqual(["Sales", "Hiring"]);
    const bad = await quire(["deck", "--text-mode", "verbatim", "-"], NOTES);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toMatch(/--text-mode takes generate, preserve, condense/);
  });

  it("the MCP tool generate_document takes textMode", { timeout: 60_000 }, async () => {
    const client = new Client({ name: "quire-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${alice.apiKey}` } },
      }),
    );
    const result = (await client.callTool({
      name: "generate_document",
      arguments: { prompt: NOTES, textMode: "preserve" },
    })) as { isError?: boolean; structuredContent?: { document: { id: string }; warnings: string[] } };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent!.warnings.join(" ")).toMatch(/word for word/);
    const refused = (await client.callTool({
      name: "generate_document",
      arguments: { prompt: NOTES, textMode: "verbatim" },
    })) as { isError?: boolean };
    expect(refused.isError).toBe(true);
    await client.close();
  });
});
