// docs/local-models.md as written: each server's block of settings starts Quire against a loopback server replaying a
// local server's Chat Completions stream, asks as the page says (JSON mode or the JSON schema), and gets the deck; the
// timeout table gives the defaults the service really has.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey } from "../auth-helpers.js";
import { linesOfType, parseLines } from "../agent/stream-lines.js";
import { startWireServer, type WireServer } from "../agent/wire-server.js";
import { DECK, PROMPT } from "../agent/wire-deck.js";

const PAGE = readFileSync(new URL("../../docs/local-models.md", import.meta.url), "utf8");

/** Each `## server` section's first sh block as settings. */
const SERVERS = [...PAGE.matchAll(/^## (.+)\n[\s\S]*?```sh\n([\s\S]*?)```/gm)].map((m) => ({
  name: m[1]!.trim(),
  env: Object.fromEntries(
    m[2]!
      .trim()
      .split("\n")
      .map((l) => l.split("=", 2) as [string, string]),
  ),
}));

let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(async () => wire?.close());
beforeEach(() => wire.reset());

describe("docs/local-models.md", () => {
  it("names Ollama, vLLM, llama.cpp's server and LM Studio, each with the settings that pass the config check", () => {
    expect(SERVERS.map((s) => s.name)).toEqual(["Ollama", "vLLM", "llama.cpp's server", "LM Studio"]);
    for (const s of SERVERS)
      expect(() => loadConfig({ ...s.env, DATA_DIR: "/tmp/quire-docs-check" }), s.name).not.toThrow();
  });

  for (const server of SERVERS) {
    it(
      `${server.name}: the page's settings make a deck, asked the way the page says`,
      { timeout: 60_000 },
      async () => {
        const env = {
          ...server.env,
          LLM_BASE_URL: server.env.LLM_BASE_URL!.replace(/^http:\/\/127\.0\.0\.1:\d+/, wire.url),
          RATE_LIMIT_AGENT_PER_MINUTE: "100",
        };
        const t: TestApp = await createTestApp({ env });
        try {
          const user = await signUpWithKey(t);
          wire.script({ file: "openai-compatible/good.sse", paceMs: 1 });
          const res = await t.app.request(
            "/api/agent",
            jsonRequest("POST", { prompt: PROMPT, kind: "deck", slides: 4 }, user.headers),
          );
          const lines = parseLines(await res.text());
          expect(linesOfType(lines, "document")[0]!.document.source).toEqual(DECK);
          const sent = wire.requests[0]!;
          expect(sent.path).toBe("/v1/chat/completions");
          expect(sent.body.model).toBe(server.env.LLM_MODEL);
          expect((sent.body.response_format as { type: string }).type).toBe(server.env.LLM_RESPONSE_FORMAT);
        } finally {
          await t.close();
        }
      },
    );
  }

  it("the timeout table's defaults are the service's", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/quire-docs-check" });
    const rows = [...PAGE.matchAll(/^\| `(LLM_\w+)` \| `(\d+)` \|/gm)].map((m) => [m[1]!, Number(m[2])] as const);
    expect(rows.map(([name]) => name)).toEqual([
      "LLM_FIRST_TOKEN_TIMEOUT_MS",
      "LLM_IDLE_TIMEOUT_MS",
      "LLM_TOTAL_TIMEOUT_MS",
    ]);
    for (const [name, value] of rows) expect(config[name as keyof typeof config], name).toBe(value);
    expect(PAGE).toContain(`every ${config.AGENT_THINKING_STATUS_MS / 1000} seconds (\`AGENT_THINKING_STATUS_MS\`)`);
  });
});
