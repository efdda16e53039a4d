// /api/mcp: Quire as an MCP server over streamable HTTP (stateless: a server per request), for assistants and agents.
// An API key only (Bearer): its tools call this app's own routes with that key, so every limit and check applies.
import { Hono } from "hono";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { errorResponses } from "../openapi.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import { createQuireClient } from "@quire/sdk";
import type { AppEnv } from "../env.js";
import { requireAuth } from "../middleware/require-auth.js";

export const MCP_PATH = "/api/mcp";

const rpc = {
  type: "object" as const,
  description: "A JSON-RPC 2.0 message of the Model Context Protocol (https://modelcontextprotocol.io)",
};

/** The MCP endpoint in the OpenAPI document: one JSON-RPC POST; its messages are MCP's own, not described here. */
function documentMcp(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: MCP_PATH,
    operationId: "callMcp",
    tags: ["MCP"],
    summary:
      "Quire as an MCP server (streamable HTTP, stateless): tools to generate, revise, render, export and list documents, look at a deck's slides, read a document's history and restore a version, and build decks on a brand",
    description:
      "An API key only (a cookie session is 401). The tools and resources are described in docs/mcp.md; a client speaks MCP's JSON-RPC, e.g. with the official MCP SDKs. Each tool calls this API's routes with the caller's key, so their limits apply.",
    security: [{ bearerAuth: [] }],
    request: { body: { required: true, content: { "application/json": { schema: rpc } } } },
    responses: {
      200: {
        description:
          "The JSON-RPC answer, as server-sent events (`text/event-stream`: progress notifications, then the result) or JSON",
        content: { "text/event-stream": { schema: { type: "string" } }, "application/json": { schema: rpc } },
      },
      202: { description: "A notification or response from the client, accepted" },
      ...errorResponses(401),
      ...Object.fromEntries(
        [400, 406, 415].map((s) => [
          s,
          {
            description:
              "Refused by the MCP transport (a malformed message, a missing Accept or Content-Type): a JSON-RPC error",
            content: { "application/json": { schema: rpc } },
          },
        ]),
      ),
    },
  });
}

/** The MCP SDK and Quire's tools, loaded on the first MCP call rather than by every start (about 1 MB of modules). */
const mcpServer = async () => ({
  ...(await import("../../mcp/index.js")),
  ...(await import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js")),
});

export function mcpRoutes(app: OpenAPIHono<AppEnv>, deps: Deps) {
  documentMcp(app);
  const appFetch = () => (req: Request) => app.fetch(req);
  const router = new Hono<AppEnv>();
  router.on(["GET", "POST", "DELETE"], MCP_PATH, requireAuth(deps), async (c) => {
    if (c.get("principal").via !== "key")
      throw new AppError(
        "unauthorized",
        "The MCP endpoint takes an API key: send `Authorization: Bearer <key>` (create one in the web app under API keys).",
      );
    // The tools call this app in process (no socket), as this caller.
    const apiKey = c.req.header("authorization")!.replace(/^Bearer\s+/i, "");
    const quire = createQuireClient({
      baseUrl: new URL(c.req.url).origin,
      apiKey,
      fetch: (input, init) => Promise.resolve(appFetch()(new Request(input, init))),
    });
    const { createQuireMcpServer, WebStandardStreamableHTTPServerTransport } = await mcpServer();
    const server = createQuireMcpServer(quire, deps.config.version);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    const res = await transport.handleRequest(c.req.raw);
    if (!res.body) {
      await server.close();
      return res;
    }
    // The server lives as long as its answer streams (tool progress, then the result).
    const closing = new TransformStream<Uint8Array, Uint8Array>({ flush: () => void server.close() });
    return new Response(res.body.pipeThrough(closing), { status: res.status, headers: res.headers });
  });
  return router;
}
