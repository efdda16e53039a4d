// An MCP client for the tool tests: connected to a live Quire's /api/mcp with an API key, and what a tool answers.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export type ToolContent = { type: string; text?: string; data?: string; mimeType?: string };
export type ToolResult = { isError?: boolean; content: ToolContent[]; structuredContent?: Record<string, unknown> };

export async function connectMcp(serverUrl: string, key: string): Promise<Client> {
  const c = new Client({ name: "quire-test", version: "1.0.0" });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${serverUrl}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return c;
}

export const callTool = (by: Client, name: string, args: Record<string, unknown>) =>
  by.callTool({ name, arguments: args }) as Promise<ToolResult>;

/** The text parts of a tool's answer, joined. */
export const textOf = (r: ToolResult) => r.content.map((c) => c.text ?? "").join("\n");
