// `quire mcp`: Quire's MCP server over stdio for desktop assistants, calling a Quire service (QUIRE_URL) with an API key
// (QUIRE_KEY) — the same tools as /api/mcp. Logs go to stderr: stdout carries the protocol.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createQuireClient } from "@quire/sdk";
import { createQuireMcpServer } from "../mcp/index.js";
import { CLI_VERSION } from "./read-config.js";

export async function mcpCommand(env: NodeJS.ProcessEnv): Promise<number> {
  const url = env.QUIRE_URL ?? "http://localhost:3000";
  const key = env.QUIRE_KEY;
  if (!key) {
    process.stderr.write(
      "quire mcp: set QUIRE_KEY to an API key (create one in the web app under API keys) and QUIRE_URL to the service (default http://localhost:3000).\n",
    );
    return 78;
  }
  const server = createQuireMcpServer(createQuireClient({ baseUrl: url, apiKey: key }), CLI_VERSION);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`quire mcp: serving ${url} over stdio\n`);
  return 0;
}
