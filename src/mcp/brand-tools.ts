// The MCP tools for brands: list_brands, and generate_on_brand (a .pptx built on a brand's own template).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { BRAND_ID, DOC_ID, fileResult, guarded, text } from "./tool-kit.js";
import type { QuireClient } from "@quire/sdk";

export function registerBrandTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "list_brands",
    {
      title: "List brands",
      description: "Lists the uploaded PowerPoint templates (brands) decks can be built on.",
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () =>
      guarded(async () => {
        const { items } = await quire.ok(quire.api.GET("/api/brands"));
        return {
          content: [text(items.map((b) => `${b.id}  ${b.name}`).join("\n") || "No brands.")],
          structuredContent: { items },
        };
      }),
  );

  server.registerTool(
    "generate_on_brand",
    {
      title: "Build a deck on a brand",
      description:
        "Builds a .pptx on a brand's own masters, layouts, colours and fonts, from a prompt or a deck source; returned as an embedded resource.",
      inputSchema: {
        brandId: BRAND_ID,
        prompt: z.string().min(8).optional(),
        source: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
        attachments: z.array(DOC_ID).max(10).optional(),
        filename: z.string().max(255).optional(),
        save: z.boolean().optional(),
      },
    },
    async ({ brandId, ...body }) =>
      guarded(async () => fileResult(await quire.generateOnBrand(brandId, body as never), "quire://brands")),
  );
}
