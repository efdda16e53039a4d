// POST /api/import: one file (pdf, docx, pptx/potx, xlsx, csv/tsv, md, txt, html) → an editable source of its natural
// kind, read on the export pool's workers within a size and time budget; `save: true` stores it as a document.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { IMPORT_FORMATS } from "../../import/index.js";
import { AppError } from "../../lib/errors.js";
import { SOURCE_KINDS } from "../../formats/model/source.js";
import { createDocument } from "../../documents/index.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { readFileUpload } from "../read-file-upload.js";
import { DocumentSchema } from "./workspace-schemas.js";
import { SourceDoc, SourceRefDoc } from "../openapi-source.js";

const binary = { type: "string" as const, format: "binary" };
/** Plain OpenAPI objects (not zod) so no validator buffers the upload: the route reads it with a streaming limit. */
const ImportUploadContent = {
  "multipart/form-data": {
    schema: {
      type: "object" as const,
      required: ["file"],
      properties: {
        file: binary,
        save: {
          type: "string" as const,
          enum: ["true", "false"],
          description: "true stores the result as a document in your workspace",
        },
        title: {
          type: "string" as const,
          maxLength: 500,
          description: "The document's title (default: the file's own title, else its name)",
        },
      },
    },
  },
  "application/octet-stream": { schema: binary },
};

/** The same details as query parameters, with a raw body or a form alike (a form's own field wins). */
const ImportQuerySchema = z.object({
  filename: z.string().max(1_000).optional().openapi({
    description: "The file's name, for a raw body: its extension tells the text formats and the Office files apart",
    example: "report.pdf",
  }),
  save: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .openapi({ description: "true stores the result as a document in your workspace" }),
  title: z
    .string()
    .max(500)
    .optional()
    .openapi({ description: "The document's title (default: the file's own title, else its name)" }),
});

const Details = {
  format: z
    .enum(IMPORT_FORMATS)
    .openapi({ description: "The format the file was read as (from its bytes, then its name)" }),
  warnings: z.array(z.string()).openapi({ description: "What could not be carried over, in plain words" }),
  units: z
    .object({ kind: z.enum(["page", "slide", "sheet"]), count: z.number().int() })
    .openapi({ description: "Pages, slides or sheets the file has (0 when a format does not know)" }),
  refs: z
    .array(SourceRefDoc)
    .openapi({ description: "Where each slide (deck) or top-level section (doc) or sheet came from in the file" }),
};
const ImportedSchema = z
  .object({ kind: z.enum(SOURCE_KINDS), title: z.string(), source: SourceDoc, ...Details })
  .openapi("Imported");
const ImportedSavedSchema = z.object({ document: DocumentSchema, ...Details }).openapi("ImportedSaved");

const importRoute = createRoute({
  method: "post",
  path: "/api/import",
  operationId: "importFile",
  tags: ["Workspace"],
  summary: "Import a file as an editable source: pptx/potx → deck, docx/pdf/md/txt/html → doc, xlsx/csv/tsv → sheet",
  description:
    "multipart/form-data with the field `file` (and optionally `save` and `title`), or the raw file as the body with `?filename=report.pdf&save=true`; `save` and `title` work as query parameters with a form too. " +
    "The format is read from the bytes; the name only tells Office files apart. Up to UPLOAD_MAX_BYTES (25 MiB); hostile files (zip bombs, DOCTYPE/entities, macros, " +
    "endless PDFs) are refused or cut with a clear error. Nothing in the file is run or fetched. Re-export an old deck on a brand with /api/export and `brandId`.",
  security: SECURITY,
  request: { query: ImportQuerySchema, body: { required: true, content: ImportUploadContent } },
  responses: {
    200: jsonResponse(ImportedSchema, "The source read from the file (not stored)"),
    201: jsonResponse(ImportedSavedSchema, "The document created from the file (`save: true`)"),
    ...errorResponses(400, 401, 403, 413, 415, 429, 503),
  },
});

const truthy = (v: string | undefined) => v === "true" || v === "1";

export function importRoutes(deps: Deps) {
  const router = createRouter();
  router.openapi(
    { ...importRoute, middleware: [requireAuth(deps), workSlot(deps, "document"), rateLimit(deps, "IMPORT")] as const },
    async (c) => {
      const upload = await readFileUpload(c, {
        maxBytes: deps.config.UPLOAD_MAX_BYTES,
        rawType: (mime) => mime !== "" && mime !== "application/json" && mime !== "application/x-www-form-urlencoded",
        wrongType:
          'Send the file as multipart/form-data (field "file") or as the raw body (Content-Type application/octet-stream and ?filename=report.pdf).',
        what: "the file",
      });
      // A form's own fields win over the query string's (with a raw body, the fields are the query string).
      const field = (key: string) => upload.fields.get(key) ?? c.req.query(key);
      const title = field("title")?.trim();
      if (title !== undefined && (title.length === 0 || title.length > 500))
        throw new AppError("invalid_request", "The title must be 1 to 500 characters.", {
          details: [{ path: "title", message: "1 to 500 characters" }],
        });
      const read = await deps.exportPool.importFile(
        upload.bytes,
        upload.filename,
        deps.config.UPLOAD_MAX_BYTES,
        c.req.raw.signal,
      );
      const details = { format: read.format, warnings: read.warnings, units: read.units, refs: read.refs };
      const source = title ? { ...read.source, title } : read.source;
      if (!truthy(field("save"))) return c.json({ kind: source.kind, title: source.title, source, ...details }, 200);
      const document = await createDocument(deps, {
        owner: c.get("principal"),
        kind: source.kind,
        title: source.title,
        source,
        origin: "manual",
        change: "imported",
      });
      return c.json({ document, ...details }, 201);
    },
  );
  return router;
}
