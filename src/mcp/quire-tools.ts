// Quire's MCP server, put together from its areas: the agent (agent-tools.ts), documents and their resource
// (document-tools.ts), slides (slide-tools.ts), history (history-tools.ts), brands (brand-tools.ts), usage
// (usage-tool.ts), exact edits (edit-tools.ts), pictures (picture-tools.ts) and share links (share-tools.ts). Every
// tool is one or two calls of the HTTP API through @quire/sdk with the caller's key (personal, or an organization's
// within its scopes and quota), so the same routes, limits and checks apply as for any other client; tool-kit.ts holds
// what they share.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { QuireClient } from "@quire/sdk";
import { registerAgentTools } from "./agent-tools.js";
import { registerBrandTools } from "./brand-tools.js";
import { registerDocumentTools } from "./document-tools.js";
import { registerEditTools } from "./edit-tools.js";
import { registerHistoryTools } from "./history-tools.js";
import { registerPictureTools } from "./picture-tools.js";
import { registerShareTools } from "./share-tools.js";
import { registerSlideTools } from "./slide-tools.js";
import { registerUsageTool } from "./usage-tool.js";

/** The server with every area's tools (each file beside this one registers its own) and the documents as resources. */
export function createQuireMcpServer(quire: QuireClient, version: string): McpServer {
  const server = new McpServer({ name: "quire", version }, { capabilities: { logging: {} } });
  for (const register of [
    registerAgentTools,
    registerDocumentTools,
    registerSlideTools,
    registerHistoryTools,
    registerBrandTools,
    registerUsageTool,
    registerEditTools,
    registerPictureTools,
    registerShareTools,
  ])
    register(server, quire);
  return server;
}
