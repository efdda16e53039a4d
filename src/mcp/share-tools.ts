// The MCP tools for share links (docs/api/shares.md): share_document (a link made: its URL, given only then),
// list_shares (a document's links), share_views (who looked at one: views by day, time per slide) and revoke_share.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DOC_ID, guarded, SHARE_ID, text, VERSION } from "./tool-kit.js";
import type { QuireClient } from "@quire/sdk";

type ShareList = Awaited<ReturnType<typeof listShares>>;
type Share = ShareList["items"][number];

const listShares = (quire: QuireClient, id: string, query: { limit?: number; cursor?: string }) =>
  quire.ok(quire.api.GET("/api/workspace/documents/{id}/shares", { params: { path: { id }, query } }));

/** A link in one line for the assistant: id, status, what it shows and allows, its expiry and views. */
function shareLine(s: Share): string {
  const allows = [
    s.hasPassword ? "a password" : "no password",
    s.downloads ? "downloads" : "no downloads",
    s.present ? "presenting" : "no presenting",
  ].join(", ");
  return `${s.id}${s.label ? ` “${s.label}”` : ""}: ${s.status}; ${s.version === null ? "the latest version" : `version ${s.version}`}; ${allows}; ${s.expiresAt ? `expires ${s.expiresAt}` : "never expires"}; ${s.views} view${s.views === 1 ? "" : "s"}; token ${s.tokenStart}…`;
}

export function registerShareTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "share_document",
    {
      title: "Share a document by link",
      description:
        "Makes a link anyone can open without an account to see a saved deck, doc or sheet as it exports (a deck slide by slide), and returns its URL and an <iframe> to embed it. " +
        "The URL is given only in this answer (the service keeps only its hash): pass it on to the user now. " +
        "`version` pins the link to one version (default: it follows the latest); `expiresAt` (ISO time, at most a year ahead; default never); `password` (8 to 128 characters) asks viewers for it; " +
        "`downloads` offers the files (default false); `present` offers the presenter view with speaker notes (default true). See the links with list_shares, who looked with share_views, end one with revoke_share.",
      inputSchema: {
        documentId: DOC_ID,
        label: z.string().min(1).max(100).optional().describe("Who or what the link is for, e.g. “Board pre-read”"),
        expiresAt: z.string().datetime({ offset: true }).optional().describe("When the link stops working (ISO 8601)"),
        password: z.string().min(8).max(128).optional(),
        downloads: z.boolean().optional(),
        present: z.boolean().optional(),
        version: VERSION.optional().describe("Pin the link to this version"),
      },
      // It adds a link and changes nothing there was; what it opens to others is the point, so the description says it.
      annotations: { destructiveHint: false },
    },
    async ({ documentId, ...body }) =>
      guarded(async () => {
        const answer = await quire.ok(
          quire.api.POST("/api/workspace/documents/{id}/shares", { params: { path: { id: documentId } }, body }),
        );
        return {
          content: [
            text(
              `Share link for ${documentId}: ${answer.url}\nThis URL is shown only now; give it to the user. ${shareLine(answer.share)}.\nEmbed: ${answer.embed}`,
            ),
          ],
          structuredContent: answer as unknown as Record<string, unknown>,
        };
      }),
  );

  server.registerTool(
    "list_shares",
    {
      title: "A document's share links",
      description:
        "Lists a saved document's share links, newest first: active, expired, revoked and blocked (its organization turned sharing off), each with its label, version, expiry, password, downloads, presenting and views; `cursor` from the last answer pages on. The URLs are not listed: the service keeps only their hashes (a lost one: revoke it and make another).",
      inputSchema: {
        documentId: DOC_ID,
        limit: z.number().int().min(1).max(100).optional().describe("Links a page, default 20"),
        cursor: z.string().max(200).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, ...query }) =>
      guarded(async () => {
        const list = await listShares(quire, documentId, query);
        const lines = list.items.length ? list.items.map(shareLine) : [`${documentId} has no share links.`];
        if (list.nextCursor) lines.push(`More links: call again with cursor "${list.nextCursor}".`);
        return { content: [text(lines.join("\n"))], structuredContent: list as unknown as Record<string, unknown> };
      }),
  );

  server.registerTool(
    "share_views",
    {
      title: "Who looked at a share link",
      description:
        "A share link's views by day and the time viewers spent on each slide, over the last `days` (default 30, at most 366). Counted without cookies or addresses: a view is one opening of the page.",
      inputSchema: { documentId: DOC_ID, shareId: SHARE_ID, days: z.number().int().min(1).max(366).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, shareId, days }) =>
      guarded(async () => {
        const views = await quire.ok(
          quire.api.GET("/api/workspace/documents/{id}/shares/{shareId}/views", {
            params: { path: { id: documentId, shareId }, query: days !== undefined ? { days } : {} },
          }),
        );
        const lines = [
          `${shareId}: ${views.total.views} view${views.total.views === 1 ? "" : "s"}, ${views.total.seconds} s in all since ${views.since}.`,
        ];
        for (const d of views.days)
          lines.push(`- ${d.date}: ${d.views} view${d.views === 1 ? "" : "s"}, ${d.seconds} s`);
        if (views.slides.length)
          lines.push(`Time per slide: ${views.slides.map((s) => `slide ${s.slide} ${s.seconds} s`).join("; ")}.`);
        return { content: [text(lines.join("\n"))], structuredContent: views as unknown as Record<string, unknown> };
      }),
  );

  server.registerTool(
    "revoke_share",
    {
      title: "Revoke a share link",
      description:
        "Ends a share link: from that moment it answers 404 to everyone, and it cannot be turned back on (make another link instead). Its views stay readable.",
      inputSchema: { documentId: DOC_ID, shareId: SHARE_ID },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ documentId, shareId }) =>
      guarded(async () => {
        await quire.ok(
          quire.api.DELETE("/api/workspace/documents/{id}/shares/{shareId}", {
            params: { path: { id: documentId, shareId } },
          }),
        );
        return {
          content: [text(`${shareId} revoked: its link answers 404 from now on.`)],
          structuredContent: { revoked: shareId, documentId },
        };
      }),
  );
}
