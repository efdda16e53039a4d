// POST /api/export: a source (or a saved document, never regenerated) → the file, built in the export worker pool
// (a pptx on a brand: in the brand deck pool, the same render as brand generate).
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { resolveImages } from "../../assets/resolve-images.js";
import { checkBrandId } from "../../brands/check-brand-id.js";
import { brandForExport, exportOnBrand } from "../../brands/export-on-brand.js";
import { canExport, EXPORT_FORMATS, EXTENSIONS, exportFormat, FORMATS_BY_KIND, MIME_TYPES } from "../../formats/export-source.js";
import { parseSource } from "../../formats/parse-source.js";
import { SOURCE_KINDS, type Source } from "../../formats/source.js";
import { AppError } from "../../lib/errors.js";
import { attachmentHeader, safeFilename } from "../../lib/filename.js";
import { isId } from "../../lib/ids.js";
import { idempotent } from "../middleware/idempotency.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import { IDEMPOTENCY_KEY } from "../openapi-common.js";
import { SOURCE_EXAMPLES } from "../openapi-source.js";
import { SourceInputSchema } from "./workspace-schemas.js";

/** The export formats, described from their table (formats/export-formats.ts): what each is, and which each kind takes. */
const ExportFormatSchema = z.enum(EXPORT_FORMATS).openapi("ExportFormat", {
  description:
    `The file an export writes. ${EXPORT_FORMATS.map((f) => `${f}: ${exportFormat(f).label} (${MIME_TYPES[f].split(";")[0]})`).join("; ")}. ` +
    `The formats of each kind: ${Object.entries(FORMATS_BY_KIND).map(([kind, formats]) => `${kind} → ${formats.join(", ")}`).join(" · ")}`,
});

const ExportBodySchema = z
  .object({
    source: SourceInputSchema.optional(),
    documentId: z.string().max(100).optional().openapi({ description: "A saved document of yours (exported as saved, never regenerated)" }),
    format: ExportFormatSchema,
    brandId: z.string().max(100).optional().openapi({
      description:
        "One of your brands (brand_…): the pptx of a deck, or of a doc (one slide per section), is built on its masters, layouts, theme colours and fonts, as `POST /api/brands/{brand_id}/generate` builds it. " +
        "Without it, a saved document generated on a brand is exported on that brand while you still have it (pptx only; other formats are never branded). " +
        "A brand applies to pptx only: sending brandId with another format is 400 unsupported_format. Not of the id form: 400 invalid_brand_id; not yours or deleted: 404 not_found.",
    }),
    filename: z.string().max(255).optional().openapi({ description: "Without extension; sanitised; default: a slug of the title" }),
    kind: z.enum(SOURCE_KINDS).optional().openapi({ description: "The kind to make of a string source (deck for Markdown slides, sheet for CSV)" }),
    sourceFormat: z.enum(["markdown", "csv", "json"]).optional().openapi({ description: "How to read a string source" }),
  })
  .openapi("ExportRequest");

const route = createRoute({
  method: "post",
  path: "/api/export",
  operationId: "exportDocument",
  tags: ["Export"],
  summary: "Export a source or a saved document to a file (a pptx optionally on a brand template)",
  security: SECURITY,
  parameters: [IDEMPOTENCY_KEY],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: ExportBodySchema,
          examples: {
            deck: { summary: "A deck as pptx", value: { source: SOURCE_EXAMPLES.deck, format: "pptx", filename: "Q3 review" } },
            sheet: { summary: "A sheet as xlsx", value: { source: SOURCE_EXAMPLES.sheet, format: "xlsx" } },
            saved: { summary: "A saved document as pdf", value: { documentId: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", format: "pdf" } },
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
        "X-Export-Warnings": { description: "How many things were dropped or substituted (remote images, unsafe links)", schema: { type: "integer" } },
      },
      content: Object.fromEntries(Object.values(MIME_TYPES).map((m) => [m.split(";")[0]!, { schema: { type: "string", format: "binary" } }])),
    },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
  },
});

export function exportRoutes(deps: Deps) {
  const brandDeps = { brands: deps.repos.brands, blobs: deps.blobs, analyse: (b: Uint8Array) => deps.deckPool.analyse(b), pool: deps.deckPool };
  return createRouter().openapi(
    { ...route, middleware: [requireAuth(deps), rateLimit(deps, "EXPORT"), jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES }), idempotent(deps.idempotency, { route: "export", maxStoredBytes: 8 * 1024 * 1024 })] as const },
    async (c) => {
      const body = c.req.valid("json");
      const { spaceId } = c.get("principal");
      if ((body.source === undefined) === (body.documentId === undefined)) {
        throw new AppError("invalid_request", "Send exactly one of `source` or `documentId`.", { details: [{ path: body.source === undefined ? "source" : "documentId", message: "exactly one of source or documentId" }] });
      }
      if (body.brandId !== undefined) checkBrandId(body.brandId);
      let source: Source;
      let title: string | undefined;
      let savedBrandId: string | null = null;
      let savedBrandVersion: number | null = null;
      let warnings: string[] = [];
      if (body.documentId !== undefined) {
        if (!isId("doc", body.documentId)) throw new AppError("invalid_request", "`documentId` is not a document id.", { details: [{ path: "documentId", message: "not of the form doc_…" }] });
        const doc = await deps.repos.documents.findById(spaceId, body.documentId);
        if (!doc) throw new AppError("not_found", "There is no such document.");
        source = doc.source as Source;
        title = doc.title;
        savedBrandId = doc.brandId;
        savedBrandVersion = doc.brandVersion ?? null;
      } else {
        ({ source, warnings } = parseSource({ source: body.source, kind: body.kind, format: body.sourceFormat }));
      }
      if (!canExport(source.kind, body.format)) {
        throw new AppError("unsupported_format", `A ${source.kind} exports to ${FORMATS_BY_KIND[source.kind].join(", ")}, not ${body.format}.`);
      }
      if (body.brandId !== undefined && body.format !== "pptx") {
        throw new AppError("unsupported_format", `A brand template applies to pptx only; export pptx with brandId, or ${body.format} without it.`);
      }
      const onBrand = body.format === "pptx" ? await brandForExport(brandDeps, spaceId, body.brandId, savedBrandId, savedBrandVersion) : { brand: null, warnings: [] };
      const images = await resolveImages(deps.assets, source, async () => spaceId);
      source = images.source;
      warnings = [...warnings, ...onBrand.warnings, ...images.warnings];
      // Both pools refuse when full (503) and abort at EXPORT_TIMEOUT_MS on their own.
      const result =
        onBrand.brand && source.kind !== "sheet"
          ? { bytes: await exportOnBrand(brandDeps, onBrand.brand, source, c.req.raw.signal), warnings: [] }
          : await deps.exportPool.run(source, body.format, c.req.raw.signal);
      const name = safeFilename(body.filename, title ?? source.title, EXTENSIONS[body.format], "export");
      const headers: Record<string, string> = {
        "Content-Type": MIME_TYPES[body.format],
        "Content-Disposition": attachmentHeader(name, EXTENSIONS[body.format], source.kind),
        "X-Content-Type-Options": "nosniff",
        "X-Export-Warnings": String(warnings.length + result.warnings.length),
      };
      if (body.format === "html") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
      return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, headers);
    },
  );
}
