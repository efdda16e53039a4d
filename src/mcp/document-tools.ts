// The MCP tools and resource for documents as they are: render_html, export_document, list_documents, read_document,
// and each saved document as a resource (quire://documents/{id}).
import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { EXPORT_FORMATS } from "../formats/model/export-formats.js";
import { SOURCE_KINDS } from "../lib/source-kinds.js";
import { BRAND_ID, DOC_ID, fileResult, guarded, text, type DocumentSummary } from "./tool-kit.js";
import { QuireError, type QuireClient } from "@quire/sdk";

/** The export formats in words: "pptx, docx, … or html". */
const EXPORT_FORMATS_IN_WORDS = `${EXPORT_FORMATS.slice(0, -1).join(", ")} or ${EXPORT_FORMATS.at(-1)}`;
export function registerDocumentTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "render_html",
    {
      title: "Render to safe HTML",
      description:
        "Renders a saved document (documentId) or a source (a deck/doc/sheet object or Markdown) to one self-contained, script-free HTML page.",
      inputSchema: {
        documentId: DOC_ID.optional(),
        source: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
        kind: z.enum(SOURCE_KINDS).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, source, kind }) =>
      guarded(async () => {
        if ((documentId === undefined) === (source === undefined))
          throw new QuireError(400, "invalid_request", "Send exactly one of documentId or source.");
        const from = documentId
          ? (await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: documentId } } })))
              .document.source
          : source;
        // JSON asked for (not text/html): the page with its title and warnings.
        const out = (await quire.ok(
          quire.api.POST("/api/render", { body: { source: from, ...(kind ? { kind } : {}) } as never }),
        )) as { title: string; html: string; warnings: string[] };
        return {
          content: [
            text(`“${out.title}” rendered${out.warnings.length ? `; warnings: ${out.warnings.join("; ")}` : ""}.`),
            {
              type: "resource",
              resource: {
                uri: `quire://render/${encodeURIComponent(out.title)}.html`,
                mimeType: "text/html",
                text: out.html,
              },
            },
          ],
          structuredContent: { title: out.title, warnings: out.warnings },
        };
      }),
  );

  server.registerTool(
    "export_document",
    {
      title: "Export a document as a file",
      description: `Exports a saved document (or a source) as ${EXPORT_FORMATS_IN_WORDS}; returned as an embedded resource (png: a zip of the slide pictures, 1600 px wide). With brandId a deck (or a doc, summarised into slides) is built on that brand's template: pptx, or pdf, html and png drawn as that pptx looks (other formats refuse brandId); a deck saved on a brand exports its pptx, pdf, html and png on it.`,
      inputSchema: {
        documentId: DOC_ID.optional(),
        source: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
        format: z.enum(EXPORT_FORMATS),
        brandId: BRAND_ID.optional(),
        filename: z.string().max(255).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) => guarded(async () => fileResult(await quire.export(args as never), "quire://exports")),
  );

  server.registerTool(
    "list_documents",
    {
      title: "List documents",
      description: "Lists the workspace's documents, newest first; `cursor` from the last answer pages on.",
      inputSchema: {
        kind: z.enum(SOURCE_KINDS).optional(),
        q: z.string().max(200).optional().describe("Title search"),
        limit: z.number().int().min(1).max(100).optional(),
        cursor: z.string().optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      guarded(async () => {
        const page = (await quire.ok(quire.api.GET("/api/workspace/documents", { params: { query: args } }))) as {
          items: DocumentSummary[];
          nextCursor: string | null;
        };
        const lines = page.items.map((d) => `${d.id}  ${d.kind}  ${d.title}`);
        return {
          content: [text(lines.join("\n") || "No documents.")],
          structuredContent: page as unknown as Record<string, unknown>,
        };
      }),
  );

  server.registerTool(
    "read_document",
    {
      title: "Read a document",
      description: "Reads one saved document with its full source (slides, Markdown or sheets).",
      inputSchema: { documentId: DOC_ID },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId }) =>
      guarded(async () => {
        const { document } = await quire.ok(
          quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: documentId } } }),
        );
        return { content: [text(JSON.stringify(document))], structuredContent: { document } };
      }),
  );

  server.registerResource(
    "document",
    new ResourceTemplate("quire://documents/{id}", {
      list: async () => {
        const page = (await quire.ok(
          quire.api.GET("/api/workspace/documents", { params: { query: { limit: 100 } } }),
        )) as { items: DocumentSummary[] };
        return {
          resources: page.items.map((d) => ({
            uri: `quire://documents/${d.id}`,
            name: d.title,
            description: `A ${d.kind}`,
            mimeType: "application/json",
          })),
        };
      },
    }),
    {
      title: "Saved document",
      description: "A document of the workspace: its kind, title and full source as JSON",
      mimeType: "application/json",
    },
    async (uri, { id }) => {
      const { document } = await quire.ok(
        quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: String(id) } } }),
      );
      return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(document) }] };
    },
  );
}
