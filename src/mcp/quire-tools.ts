// Quire's MCP server: tools to generate, revise, render and export documents, list and read them, look at a deck's
// slides, read a document's history and restore a version, edit it exactly (edit-tools.ts), give decks pictures and
// list the space's own (picture-tools.ts), build decks on a brand, and see where the key stands (usage); saved documents as resources. Every tool is one or two calls of the HTTP API
// through @quire/sdk with the caller's key (personal, or an organization's within its scopes and quota), so the same
// routes, limits and checks apply as for any other client.
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { EXPORT_FORMATS } from "../formats/model/export-formats.js";
import { idPattern } from "../lib/ids.js";
import { TEXT_MODES } from "../agent/provider.js";
import { diffInWords, versionMadeBy } from "../history/history-in-words.js";
import { registerEditTools } from "./edit-tools.js";
import { describePictures, IMAGES, registerPictureTools } from "./picture-tools.js";
import { QuireError, type AgentRequest, type DownloadedFile, type QuireClient, type Schemas, type Usage } from "@quire/sdk";

const KINDS = ["deck", "doc", "sheet"] as const;
/** The export formats in words: "pptx, docx, … or html". */
const EXPORT_FORMATS_IN_WORDS = `${EXPORT_FORMATS.slice(0, -1).join(", ")} or ${EXPORT_FORMATS.at(-1)}`;
const DOC_ID = z.string().regex(new RegExp(idPattern("doc")), "a document id (doc_…)");
const BRAND_ID = z.string().regex(new RegExp(idPattern("brand")), "a brand id (brand_…)");
const VERSION = z.number().int().min(1);

interface DocumentSummary {
  id: string | null;
  kind: string;
  title: string;
}

type Progress = (message: string) => Promise<void>;
type Extra = { _meta?: { progressToken?: string | number }; sendNotification: (n: { method: "notifications/progress"; params: { progressToken: string | number; progress: number; message?: string } }) => Promise<void> };

/** Progress notifications when the client asked for them (a progress token), else nothing. */
function progressOf(extra: Extra): Progress {
  const token = extra._meta?.progressToken;
  let n = 0;
  return async (message) => {
    if (token !== undefined) await extra.sendNotification({ method: "notifications/progress", params: { progressToken: token, progress: ++n, message } }).catch(() => {});
  };
}

const text = (value: string): CallToolResult["content"][number] => ({ type: "text", text: value });

/**
 * An API error as the tool's error result: the code and the API's own message (a `forbidden` one names the scope an
 * organization key lacks), and for a retryable refusal (a rate limit, `quota_exhausted`) that it is, and how many
 * seconds Retry-After said to wait.
 */
async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof QuireError) {
      const wait = err.retryAfter !== undefined ? ` Try again in ${err.retryAfter} s.` : "";
      return {
        isError: true,
        content: [text(`${err.code} (${err.status}): ${err.message}${wait}`)],
        structuredContent: { error: err.code, status: err.status, message: err.message, ...(err.retryable !== undefined ? { retryable: err.retryable } : {}), ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}) },
      };
    }
    throw err;
  }
}

const count = (c: { used: number; limit: number }) => `${c.used}/${c.limit}`;

/** GET /api/usage as a few lines for the assistant: the key, its quota, the limits already used, the job limits. */
function describeUsage(usage: Usage): string {
  const { key, organization: org } = usage;
  const lines = [
    !key ? `Signed in as ${usage.user.email}.` : key.kind === "personal" ? `Personal key of ${usage.user.email}: every route.` : `Organization key of ${org?.id ?? "an organization"}; scopes: ${key.scopes?.join(", ") || "none"}.`,
  ];
  if (key?.quota) lines.push(`Quota: ${key.quota.remaining} of ${key.quota.limit} calls left; refills every ${key.quota.refillSeconds} s (next at ${key.quota.resetAt}).`);
  const used = Object.entries(usage.limits).flatMap(([name, w]) => (w && (w.minute.used || w.day.used) ? [`${name} ${count(w.minute)} this minute, ${count(w.day)} today`] : []));
  lines.push(`Rate limits${usage.subject === "key" ? " (this key's own)" : ""}: ${used.length ? used.join("; ") : "none used yet"}; the rest unused (limits in structuredContent).`);
  lines.push(`Jobs${key?.kind === "organization" ? " (this key's own)" : ""}: ${count(usage.jobs.active)} active, ${count(usage.jobs.openItems)} open items, ${count(usage.jobs.itemsToday)} items in 24 h.`);
  return lines.join("\n");
}

/** A page of versions for the assistant: one line a version, a revision's edits under it, and how to page on. */
function describeHistory(documentId: string, page: Schemas["VersionPage"]): string {
  const lines = [`${documentId}: version ${page.current} is current; history is kept from version ${page.oldest}.`];
  for (const v of page.items) {
    lines.push(`Version ${v.version}: ${versionMadeBy(v)} by ${v.author ?? "someone unknown"} at ${v.createdAt}, titled “${v.title}”.`);
    for (const edit of v.edits ?? []) lines.push(`  - ${edit.message}`);
  }
  if (page.nextCursor) lines.push(`Older versions: call again with cursor "${page.nextCursor}".`);
  return lines.join("\n");
}

/** Runs the agent and follows its stream: status and slide lines become progress, the `done` line the answer. */
async function runAgent(quire: QuireClient, body: AgentRequest, progress: Progress): Promise<CallToolResult> {
  let found: DocumentSummary | null = null;
  const { done } = await quire.generate(body, {
    onLine: (line) => {
      if (line.type === "status" || line.type === "edit") void progress(line.message);
      else if (line.type === "slide") void progress(`Slide ${line.index + 1}`);
      else if (line.type === "document") found = { id: line.document.id, kind: line.document.kind, title: line.document.title };
    },
  });
  const document = found as DocumentSummary | null;
  if (!document) throw new QuireError(502, "internal_error", "The run ended without a document.");
  const { warnings, pictures } = done;
  const said = [`${document.kind} “${document.title}”${document.id ? ` saved as ${document.id} (resource quire://documents/${document.id})` : " (not saved)"}.`];
  if (pictures?.length) said.push(describePictures(pictures));
  if (warnings.length) said.push(`Warnings:\n- ${warnings.join("\n- ")}`);
  return { content: [text(said.join("\n\n"))], structuredContent: { document, warnings, ...(pictures ? { pictures } : {}) } };
}

/** A file answer as an embedded resource (base64), named as the API named it. */
function fileResult(file: DownloadedFile, uri: string): CallToolResult {
  const { filename, mimeType, bytes } = file;
  return {
    content: [text(`${filename} (${mimeType}, ${bytes.length} bytes)`), { type: "resource", resource: { uri: `${uri}/${encodeURIComponent(filename)}`, mimeType, blob: Buffer.from(bytes).toString("base64") } }],
    structuredContent: { filename, mimeType, bytes: bytes.length, ...(file.documentId ? { documentId: file.documentId } : {}) },
  };
}

/** Slide pictures a view_slides call returns at most: ten 960-wide PNGs are about a megabyte of base64. */
const MAX_SLIDE_IMAGES = 10;
const SLIDE_WIDTH = 960;

/** The slides asked for (1-based), checked against the deck's count; a refusal is the API's own code. */
function slideRange(count: number, args: { slide?: number; from?: number; to?: number }): number[] {
  const refuse = (message: string) => new QuireError(400, "invalid_request", message);
  if (args.slide !== undefined && (args.from !== undefined || args.to !== undefined)) throw refuse("Send slide for one slide, or from and to for a range, not both.");
  const from = args.slide ?? args.from ?? 1;
  const to = args.slide ?? args.to ?? Math.min(count, from + MAX_SLIDE_IMAGES - 1);
  const past = Math.max(from, to);
  if (past > count) throw refuse(`The deck has ${count} slide${count === 1 ? "" : "s"}; there is no slide ${past}.`);
  if (to < from) throw refuse(`The range ${from}..${to} is empty: to comes before from.`);
  if (to - from + 1 > MAX_SLIDE_IMAGES) throw refuse(`At most ${MAX_SLIDE_IMAGES} slides a call: ask for ${from}..${from + MAX_SLIDE_IMAGES - 1}, then the next ones.`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A deck's slides as MCP image content: the document read for its slide count, then each slide's PNG in turn. */
async function viewSlides(quire: QuireClient, args: { documentId: string; slide?: number; from?: number; to?: number; width?: number }): Promise<CallToolResult> {
  const { document } = await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: args.documentId } } }));
  if (document.kind !== "deck") throw new QuireError(400, "unsupported_format", `Only decks have slides; this document is a ${document.kind}.`);
  const count = (document.source as { slides: unknown[] }).slides.length;
  const shown = slideRange(count, args);
  const width = args.width ?? SLIDE_WIDTH;
  const last = shown.at(-1)!;
  const which = shown.length === 1 ? `slide ${last}` : `slides ${shown[0]}–${last}`;
  const rest = last < count ? ` (slides ${last + 1}–${count} not shown: ask with from ${last + 1})` : "";
  const content: CallToolResult["content"] = [text(`Deck “${document.title}”, version ${document.version}: ${which} of ${count}${rest}, ${width} px wide.`)];
  for (const n of shown) {
    const png = await quire.slideImage(args.documentId, n, { width });
    content.push(text(`Slide ${n}`), { type: "image", data: Buffer.from(png).toString("base64"), mimeType: "image/png" });
  }
  return { content, structuredContent: { documentId: args.documentId, title: document.title, version: document.version, slides: count, shown, width } };
}

export function createQuireMcpServer(quire: QuireClient, version: string): McpServer {
  const server = new McpServer({ name: "quire", version }, { capabilities: { logging: {} } });

  server.registerTool(
    "generate_document",
    {
      title: "Generate a deck, doc or sheet",
      description:
        "Writes a new presentation deck, document or spreadsheet from a prompt and saves it to the workspace. `attachments` are ids of workspace documents to build it from (their facts only, each slide citing its source). " +
        "With `textMode: \"preserve\"` the user's own text (notes, an outline, a draft, Markdown — pasted into `prompt` after an optional instruction line — or the attachments) is laid out whole, every sentence kept word for word; with `\"condense\"` it is summarised in its own sentences.",
      inputSchema: {
        prompt: z.string().min(8).describe("What to write, e.g. “A 10-slide pitch deck for our solar farm project”; with textMode preserve or condense, the text itself (up to 40,000 characters)"),
        textMode: z.enum(TEXT_MODES).optional().describe("generate (default): write from the prompt; preserve: keep the text word for word; condense: summarise it with its own sentences"),
        kind: z.enum(KINDS).optional().describe("Inferred from the prompt when absent"),
        slides: z.number().int().min(1).max(40).optional(),
        language: z.string().optional().describe("BCP-47 tag, e.g. de"),
        brandId: BRAND_ID.optional(),
        attachments: z.array(DOC_ID).max(10).optional(),
        save: z.boolean().optional().describe("Default true"),
        images: IMAGES,
      },
      annotations: { openWorldHint: false },
    },
    async (args, extra) => guarded(() => runAgent(quire, args, progressOf(extra as unknown as Extra))),
  );

  server.registerTool(
    "revise_document",
    {
      title: "Revise a saved document",
      description: "Changes a saved document by instruction (add, remove, shorten, move or rename parts, change a text or figure); everything the instruction does not name is kept. Saved as the next version.",
      inputSchema: { documentId: DOC_ID, instruction: z.string().min(8) },
    },
    async ({ documentId, instruction }, extra) => guarded(() => runAgent(quire, { documentId, prompt: instruction }, progressOf(extra as unknown as Extra))),
  );

  server.registerTool(
    "render_html",
    {
      title: "Render to safe HTML",
      description: "Renders a saved document (documentId) or a source (a deck/doc/sheet object or Markdown) to one self-contained, script-free HTML page.",
      inputSchema: { documentId: DOC_ID.optional(), source: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(), kind: z.enum(KINDS).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, source, kind }) =>
      guarded(async () => {
        if ((documentId === undefined) === (source === undefined)) throw new QuireError(400, "invalid_request", "Send exactly one of documentId or source.");
        const from = documentId ? (await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: documentId } } }))).document.source : source;
        // JSON asked for (not text/html): the page with its title and warnings.
        const out = (await quire.ok(quire.api.POST("/api/render", { body: { source: from, ...(kind ? { kind } : {}) } as never }))) as { title: string; html: string; warnings: string[] };
        return { content: [text(`“${out.title}” rendered${out.warnings.length ? `; warnings: ${out.warnings.join("; ")}` : ""}.`), { type: "resource", resource: { uri: `quire://render/${encodeURIComponent(out.title)}.html`, mimeType: "text/html", text: out.html } }], structuredContent: { title: out.title, warnings: out.warnings } };
      }),
  );

  server.registerTool(
    "export_document",
    {
      title: "Export a document as a file",
      description: `Exports a saved document (or a source) as ${EXPORT_FORMATS_IN_WORDS}; returned as an embedded resource (png: a zip of the slide pictures, 1600 px wide). With brandId a deck (or a doc, summarised into slides) is built on that brand's template: pptx, or pdf, html and png drawn as that pptx looks (other formats refuse brandId); a deck saved on a brand exports its pptx, pdf, html and png on it.`,
      inputSchema: { documentId: DOC_ID.optional(), source: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(), format: z.enum(EXPORT_FORMATS), brandId: BRAND_ID.optional(), filename: z.string().max(255).optional() },
      annotations: { readOnlyHint: true },
    },
    async (args) => guarded(async () => fileResult(await quire.export(args as never), "quire://exports")),
  );

  server.registerTool(
    "list_documents",
    {
      title: "List documents",
      description: "Lists the workspace's documents, newest first; `cursor` from the last answer pages on.",
      inputSchema: { kind: z.enum(KINDS).optional(), q: z.string().max(200).optional().describe("Title search"), limit: z.number().int().min(1).max(100).optional(), cursor: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      guarded(async () => {
        const page = (await quire.ok(quire.api.GET("/api/workspace/documents", { params: { query: args } }))) as { items: DocumentSummary[]; nextCursor: string | null };
        const lines = page.items.map((d) => `${d.id}  ${d.kind}  ${d.title}`);
        return { content: [text(lines.join("\n") || "No documents.")], structuredContent: page as unknown as Record<string, unknown> };
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
        const { document } = await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: documentId } } }));
        return { content: [text(JSON.stringify(document))], structuredContent: { document } };
      }),
  );

  server.registerTool(
    "view_slides",
    {
      title: "Look at a deck's slides",
      description:
        `Draws slides of a saved deck as PNG images, so you can see what you made: \`slide\` for one, or \`from\`..\`to\` for a range of at most ${MAX_SLIDE_IMAGES} (without either, the first ${MAX_SLIDE_IMAGES}). ` +
        "`width` in pixels (120..1600, default 960). A deck saved on a brand is drawn as its pptx on the brand looks (the brand's layouts, colours and slide size). Decks only.",
      inputSchema: {
        documentId: DOC_ID,
        slide: z.number().int().min(1).optional().describe("One slide, from 1"),
        from: z.number().int().min(1).optional().describe("First slide of a range, from 1"),
        to: z.number().int().min(1).optional().describe(`Last slide of a range (at most ${MAX_SLIDE_IMAGES} slides a call)`),
        width: z.number().int().min(120).max(1600).optional().describe("Pixels wide; the height follows the slide's shape"),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) => guarded(() => viewSlides(quire, args)),
  );

  server.registerTool(
    "document_history",
    {
      title: "A document's history",
      description:
        "Lists a saved document's versions, newest first: what made each (created, edited, revised by the agent with its edits, imported, restored, moved), who, when, and its title. " +
        "`cursor` from the last answer pages on. See what changed with document_diff; bring one back with restore_version.",
      inputSchema: { documentId: DOC_ID, limit: z.number().int().min(1).max(100).optional().describe("Versions a page, default 20"), cursor: z.string().max(200).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, ...query }) =>
      guarded(async () => {
        const page = await quire.ok(quire.api.GET("/api/workspace/documents/{id}/versions", { params: { path: { id: documentId }, query } }));
        return { content: [text(describeHistory(documentId, page))], structuredContent: page as unknown as Record<string, unknown> };
      }),
  );

  server.registerTool(
    "document_diff",
    {
      title: "What changed between two versions",
      description: "Compares two versions of a saved document part by part: slides of a deck, sections of a doc, tabs, rows and cells of a sheet; each added, removed, changed or moved, with its content before and after. `to` defaults to the current version.",
      inputSchema: { documentId: DOC_ID, from: VERSION.describe("The older version"), to: VERSION.optional().describe("The newer version (default: the current one)") },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, ...query }) =>
      guarded(async () => {
        const diff = await quire.ok(quire.api.GET("/api/workspace/documents/{id}/diff", { params: { path: { id: documentId }, query } }));
        const lines = diffInWords(diff);
        return { content: [text([`From version ${diff.from} to ${diff.to}:`, ...(lines.length ? lines.map((l) => `- ${l}`) : ["No changes."])].join("\n"))], structuredContent: diff as unknown as Record<string, unknown> };
      }),
  );

  server.registerTool(
    "restore_version",
    {
      title: "Restore a version",
      description:
        "Makes an older version's title and source current again, saved as a new version; the versions after it stay in the history, so a restore can itself be undone. " +
        "`expectedVersion` (the current version as you last read it) refuses with conflict if someone changed the document since.",
      inputSchema: { documentId: DOC_ID, version: VERSION.describe("The version to bring back"), expectedVersion: VERSION.optional() },
      // Nothing is lost: every version stays in the history.
      annotations: { destructiveHint: false },
    },
    async ({ documentId, version, expectedVersion }) =>
      guarded(async () => {
        const body = expectedVersion !== undefined ? { version: expectedVersion } : {};
        const { document } = await quire.ok(quire.api.POST("/api/workspace/documents/{id}/versions/{n}/restore", { params: { path: { id: documentId, n: version } }, body }));
        const { id, kind, title } = document;
        return {
          content: [text(`Version ${version} restored: ${kind} “${title}” is now at version ${document.version} (resource quire://documents/${id}).`)],
          structuredContent: { document: { id, kind, title, version: document.version }, restoredFrom: version },
        };
      }),
  );

  server.registerTool(
    "list_brands",
    { title: "List brands", description: "Lists the uploaded PowerPoint templates (brands) decks can be built on.", inputSchema: {}, annotations: { readOnlyHint: true } },
    async () =>
      guarded(async () => {
        const { items } = await quire.ok(quire.api.GET("/api/brands"));
        return { content: [text(items.map((b) => `${b.id}  ${b.name}`).join("\n") || "No brands.")], structuredContent: { items } };
      }),
  );

  server.registerTool(
    "generate_on_brand",
    {
      title: "Build a deck on a brand",
      description: "Builds a .pptx on a brand's own masters, layouts, colours and fonts, from a prompt or a deck source; returned as an embedded resource.",
      inputSchema: { brandId: BRAND_ID, prompt: z.string().min(8).optional(), source: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(), attachments: z.array(DOC_ID).max(10).optional(), filename: z.string().max(255).optional(), save: z.boolean().optional() },
    },
    async ({ brandId, ...body }) => guarded(async () => fileResult(await quire.generateOnBrand(brandId, body as never), "quire://brands")),
  );

  server.registerTool(
    "usage",
    {
      title: "Where the key stands",
      description:
        "The caller's rate limits (each one's minute and day window: used, limit, seconds to reset), job limits, organization, and the API key itself: personal, or an organization's with its scopes and quota. " +
        "Call it before a long run, or after a quota_exhausted or rate-limit refusal; it counts against no rate limit (a metered organization key spends one call of its quota).",
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () =>
      guarded(async () => {
        const usage = await quire.usage();
        return { content: [text(describeUsage(usage))], structuredContent: usage as unknown as Record<string, unknown> };
      }),
  );

  registerEditTools(server, quire, guarded);
  registerPictureTools(server, quire, guarded);

  server.registerResource(
    "document",
    new ResourceTemplate("quire://documents/{id}", {
      list: async () => {
        const page = (await quire.ok(quire.api.GET("/api/workspace/documents", { params: { query: { limit: 100 } } }))) as { items: DocumentSummary[] };
        return { resources: page.items.map((d) => ({ uri: `quire://documents/${d.id}`, name: d.title, description: `A ${d.kind}`, mimeType: "application/json" })) };
      },
    }),
    { title: "Saved document", description: "A document of the workspace: its kind, title and full source as JSON", mimeType: "application/json" },
    async (uri, { id }) => {
      const { document } = await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: String(id) } } }));
      return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(document) }] };
    },
  );

  return server;
}
