// POST /api/export: the request checked and documented here, the export made by src/exports (a source or a saved
// document → the file, in the export pool, or on a brand — its pptx, or that pptx drawn as pdf or html — in the brand
// deck pool).
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import {
  EXPORT_FORMATS,
  EXTENSIONS,
  exportFormat,
  FORMATS_BY_KIND,
  MIME_TYPES,
  PDF_LAYOUTS,
  SLIDE_PICTURES_WIDTH,
} from "../../formats/model/export-formats.js";
import { SOURCE_KINDS } from "../../formats/model/source.js";
import { attachmentHeader } from "../../lib/filename.js";
import { exportDocument } from "../../exports/index.js";
import { idempotent } from "../middleware/idempotency.js";
import { jsonBody, requestJsonOf } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import { IDEMPOTENCY_KEY } from "../openapi-common.js";
import { SOURCE_EXAMPLES } from "../openapi-source.js";
import { SourceInputSchema } from "./workspace-schemas.js";
import { checkExportUses } from "../key-uses.js";

/** The export formats, described from their table (formats/model/export-formats.ts): what each is, and which each kind takes. */
const ExportFormatSchema = z.enum(EXPORT_FORMATS).openapi("ExportFormat", {
  description:
    `The file an export writes. ${EXPORT_FORMATS.map((f) => `${f}: ${exportFormat(f).label} (${MIME_TYPES[f].split(";")[0]})`).join("; ")}. ` +
    `The formats of each kind: ${Object.entries(FORMATS_BY_KIND)
      .map(([kind, formats]) => `${kind} → ${formats.join(", ")}`)
      .join(" · ")}`,
});

const ExportBodySchema = z
  .object({
    source: SourceInputSchema.optional(),
    documentId: z
      .string()
      .max(100)
      .optional()
      .openapi({ description: "A saved document of yours (exported as saved, never regenerated)" }),
    format: ExportFormatSchema,
    brandId: z
      .string()
      .max(100)
      .optional()
      .openapi({
        description:
          "One of your brands (brand_…): the pptx of a deck, or of a doc (one slide per section), is built on its masters, layouts, theme colours and fonts, as `POST /api/brands/{brand_id}/generate` builds it. " +
          "pdf and html draw that pptx as it looks: the pdf one page per slide (continuation slides included) at the brand's slide size (a 4:3 brand: 720 × 540 pt pages), the html one self-contained page with a picture of each slide whose alt text is the slide's words. " +
          "Without it, a saved document generated on a brand is exported on that brand while you still have it: a deck's pptx, pdf and html, a doc's pptx (a doc's pdf and html stay the document). " +
          "png draws the same pages as pictures, and a pdf's handout layout pictures them beside their notes. " +
          "A brand applies to pptx, pdf, html and png of a deck or doc: brandId with another format, or with a sheet, is 400 unsupported_format. Not of the id form: 400 invalid_brand_id; not yours or deleted: 404 not_found. " +
          "An organization API key needs the scope `brands:generate` for it besides `documents:read` (403 forbidden naming it).",
      }),
    filename: z
      .string()
      .max(255)
      .optional()
      .openapi({ description: "Without extension; sanitised; default: a slug of the title" }),
    kind: z
      .enum(SOURCE_KINDS)
      .optional()
      .openapi({ description: "The kind to make of a string source (deck for Markdown slides, sheet for CSV)" }),
    sourceFormat: z
      .enum(["markdown", "csv", "json"])
      .optional()
      .openapi({ description: "How to read a string source" }),
    width: z
      .number()
      .int()
      .min(SLIDE_PICTURES_WIDTH.min)
      .max(SLIDE_PICTURES_WIDTH.max)
      .optional()
      .openapi({
        description:
          `png only: each slide picture's width in pixels (${SLIDE_PICTURES_WIDTH.min}–${SLIDE_PICTURES_WIDTH.max}, default ${SLIDE_PICTURES_WIDTH.default}); its height follows the deck's page shape. ` +
          "The zip holds 001.png, 002.png, … one per page of the deck's PDF (continuation slides included), streamed as they are drawn. With another format: 400 invalid_request.",
      }),
    layout: z
      .enum(PDF_LAYOUTS)
      .optional()
      .openapi({
        description:
          "pdf only: `slides` (default) the usual PDF; `handout` a deck's (or a doc's, summarised into slides) handout — portrait A4 (Letter for a US, Canadian or Latin American language tag) with each slide's picture above its speaker notes and sources, most slides two to a page; a slide without notes says so. " +
          "On a brand the pictures are the brand's drawing. With another format: 400 invalid_request; handout of a sheet: 400 unsupported_format.",
      }),
  })
  .openapi("ExportRequest");

const route = createRoute({
  method: "post",
  path: "/api/export",
  operationId: "exportDocument",
  tags: ["Export"],
  summary:
    "Export a source or a saved document to a file (a deck's pptx, pdf, handout, html or slide pictures optionally on a brand template)",
  security: SECURITY,
  parameters: [IDEMPOTENCY_KEY],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: ExportBodySchema,
          examples: {
            deck: {
              summary: "A deck as pptx",
              value: { source: SOURCE_EXAMPLES.deck, format: "pptx", filename: "Q3 review" },
            },
            sheet: { summary: "A sheet as xlsx", value: { source: SOURCE_EXAMPLES.sheet, format: "xlsx" } },
            saved: {
              summary: "A saved document as pdf",
              value: { documentId: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", format: "pdf" },
            },
            pictures: {
              summary: "A saved deck's slides as PNGs in a zip",
              value: { documentId: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", format: "png", width: 1920 },
            },
            handout: {
              summary: "A saved deck's handout",
              value: { documentId: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", format: "pdf", layout: "handout" },
            },
          },
        },
      },
    },
  },
  responses: {
    200: {
      description: "The file, with Content-Disposition: attachment",
      headers: {
        "Content-Disposition": { schema: { type: "string" } },
        "X-Export-Warnings": {
          description: "How many things were dropped or substituted (remote images, unsafe links)",
          schema: { type: "integer" },
        },
      },
      content: Object.fromEntries(
        Object.values(MIME_TYPES).map((m) => [m.split(";")[0]!, { schema: { type: "string", format: "binary" } }]),
      ),
    },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
  },
});

export function exportRoutes(deps: Deps) {
  return createRouter().openapi(
    {
      ...route,
      middleware: [
        requireAuth(deps),
        workSlot(deps, "document"),
        rateLimit(deps, "EXPORT"),
        jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES, unparsed: { key: "source", over: 64 * 1024 } }),
        idempotent(deps.idempotency, { route: "export", maxStoredBytes: 8 * 1024 * 1024 }),
      ] as const,
    },
    async (c) => {
      const body = c.req.valid("json");
      checkExportUses(c.get("principal"), body);
      // A sent source is read on a worker from the body's text (past 64 KiB it is not parsed here): a 40,000-row sheet
      // parsed here and carried to the worker as objects held the event loop over 100 ms.
      const requestJson = body.source !== undefined ? await requestJsonOf(c) : undefined;
      const file = await exportDocument(
        deps.exports,
        { ...body, requestJson, spaceId: c.get("principal").spaceId },
        c.req.raw.signal,
      );
      const headers: Record<string, string> = {
        "Content-Type": MIME_TYPES[body.format],
        "Content-Disposition": attachmentHeader(file.filename, EXTENSIONS[body.format], file.kind),
        "X-Content-Type-Options": "nosniff",
        "X-Export-Warnings": String(file.warnings),
        "Content-Length": String(file.size),
      };
      if (body.format === "html")
        headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
      return c.body(file.body as Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>, 200, headers);
    },
  );
}
