// The MCP tools for a document's history: document_history (its versions in words), document_diff and restore_version.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { diffInWords, versionMadeBy } from "@quire/sdk";
import { DOC_ID, guarded, text, VERSION } from "./tool-kit.js";
import type { QuireClient, Schemas } from "@quire/sdk";

/** A page of versions for the assistant: one line a version, a revision's edits under it, and how to page on. */
function describeHistory(documentId: string, page: Schemas["VersionPage"]): string {
  const lines = [`${documentId}: version ${page.current} is current; history is kept from version ${page.oldest}.`];
  for (const v of page.items) {
    lines.push(
      `Version ${v.version}: ${versionMadeBy(v)} by ${v.author ?? "someone unknown"} at ${v.createdAt}, titled “${v.title}”.`,
    );
    for (const edit of v.edits ?? []) lines.push(`  - ${edit.message}`);
  }
  if (page.nextCursor) lines.push(`Older versions: call again with cursor "${page.nextCursor}".`);
  return lines.join("\n");
}

export function registerHistoryTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "document_history",
    {
      title: "A document's history",
      description:
        "Lists a saved document's versions, newest first: what made each (created, edited, revised by the agent with its edits, imported, restored, moved), who, when, and its title. " +
        "`cursor` from the last answer pages on. See what changed with document_diff; bring one back with restore_version.",
      inputSchema: {
        documentId: DOC_ID,
        limit: z.number().int().min(1).max(100).optional().describe("Versions a page, default 20"),
        cursor: z.string().max(200).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, ...query }) =>
      guarded(async () => {
        const page = await quire.ok(
          quire.api.GET("/api/workspace/documents/{id}/versions", { params: { path: { id: documentId }, query } }),
        );
        return {
          content: [text(describeHistory(documentId, page))],
          structuredContent: page as unknown as Record<string, unknown>,
        };
      }),
  );

  server.registerTool(
    "document_diff",
    {
      title: "What changed between two versions",
      description:
        "Compares two versions of a saved document part by part: slides of a deck, sections of a doc, tabs, rows and cells of a sheet; each added, removed, changed or moved, with its content before and after. `to` defaults to the current version.",
      inputSchema: {
        documentId: DOC_ID,
        from: VERSION.describe("The older version"),
        to: VERSION.optional().describe("The newer version (default: the current one)"),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, ...query }) =>
      guarded(async () => {
        const diff = await quire.ok(
          quire.api.GET("/api/workspace/documents/{id}/diff", { params: { path: { id: documentId }, query } }),
        );
        const lines = diffInWords(diff);
        return {
          content: [
            text(
              [
                `From version ${diff.from} to ${diff.to}:`,
                ...(lines.length ? lines.map((l) => `- ${l}`) : ["No changes."]),
              ].join("\n"),
            ),
          ],
          structuredContent: diff as unknown as Record<string, unknown>,
        };
      }),
  );

  server.registerTool(
    "restore_version",
    {
      title: "Restore a version",
      description:
        "Makes an older version's title and source current again, saved as a new version; the versions after it stay in the history, so a restore can itself be undone. " +
        "`expectedVersion` (the current version as you last read it) refuses with conflict if someone changed the document since.",
      inputSchema: {
        documentId: DOC_ID,
        version: VERSION.describe("The version to bring back"),
        expectedVersion: VERSION.optional(),
      },
      // Nothing is lost: every version stays in the history.
      annotations: { destructiveHint: false },
    },
    async ({ documentId, version, expectedVersion }) =>
      guarded(async () => {
        const body = expectedVersion !== undefined ? { version: expectedVersion } : {};
        const { document } = await quire.ok(
          quire.api.POST("/api/workspace/documents/{id}/versions/{n}/restore", {
            params: { path: { id: documentId, n: version } },
            body,
          }),
        );
        const { id, kind, title } = document;
        return {
          content: [
            text(
              `Version ${version} restored: ${kind} “${title}” is now at version ${document.version} (resource quire://documents/${id}).`,
            ),
          ],
          structuredContent: { document: { id, kind, title, version: document.version }, restoredFrom: version },
        };
      }),
  );
}
