// Request and response schemas of the workspace and showcase routes (Document, DocumentSummary, ShowcaseDemo; docs/api/workspace.md).
import { z } from "@hono/zod-openapi";
import { SOURCE_KINDS, SOURCE_LIMITS } from "../../formats/model/source.js";
import { idLength, idPattern } from "../../lib/ids.js";
import { SourceDoc, sourceOrText } from "../openapi-source.js";

const DOC_ID = idPattern("doc");

export const DocumentSummarySchema = z
  .object({
    id: z.string().openapi({ pattern: DOC_ID, example: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" }),
    kind: z.enum(SOURCE_KINDS),
    title: z.string(),
    origin: z.enum(["agent", "manual", "showcase", "onboarding", "brand"]),
    brandId: z.string().nullable().openapi({
      description:
        "The brand a deck was made on (origin `brand`, or the agent given a brandId); it stays when the brand is deleted",
    }),
    brandVersion: z.number().int().nullable().openapi({
      description: "The brand version a deck made on a brand was built on; its pptx export uses that version",
    }),
    brandName: z.string().nullable().openapi({
      description:
        "That brand's name as it is now; null without a brand, or when the brand has been deleted or is not in this document's space (a document moved out of it)",
      example: "Bean & Bloom 2026",
    }),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("DocumentSummary");

export const DocumentPartSchema = z
  .object({
    id: z.string().openapi({
      pattern: "^(sl|se|tb)_[1-9][0-9]*$",
      example: "sl_4",
      description:
        "Stable within the document: it stays with the part through edits, moves and restores, and is never given to another part",
    }),
    title: z.string().nullable().openapi({
      description: "The slide's title, the section's heading or the tab's name (null: a slide without a title)",
    }),
    rows: z
      .array(z.string().openapi({ pattern: "^rw_[1-9][0-9]*$" }))
      .optional()
      .openapi({ description: "A sheet tab's data rows, by id, in order" }),
  })
  .openapi("DocumentPart");

export const DocumentSchema = DocumentSummarySchema.extend({
  source: SourceDoc,
  parts: z.array(DocumentPartSchema).openapi({
    description:
      "The slides (deck), `## ` sections (doc) or tabs (sheet) in order, each with its stable id, to address them in edits (docs/api/edits.md)",
  }),
}).openapi("Document");

/** A source as sent: a JSON source (validated by the source model) or a Markdown/CSV text shorthand. */
export const SourceInputSchema = sourceOrText(
  z.union([z.string().max(SOURCE_LIMITS.maxBytes), z.looseObject({})]),
  "A deck, doc or sheet source, or its text: Markdown (a CSV/TSV string with format csv)",
);

const title = z.string().trim().min(1).max(500);
const format = z.enum(["json", "markdown", "csv"]).optional().openapi({ description: "How to read a string source" });
const version = z
  .number()
  .int()
  .min(1)
  .optional()
  .openapi({ description: "The version you last read; a stale one is 409 conflict" });
const bodyId = z.string().max(100).openapi({ pattern: DOC_ID });
const newTitle = title.optional().openapi({
  description:
    "Renames the document and its source; sent without a source, also a deck's opening title slide and a doc's opening `# ` heading where they read the old title (docs/api/workspace.md#documents)",
});

export const CreateBodySchema = z.object({
  action: z.literal("create").optional(),
  kind: z.enum(SOURCE_KINDS),
  title,
  source: SourceInputSchema,
  format,
});

export const UpdateBodySchema = z.object({
  action: z.literal("update"),
  id: bodyId,
  title: newTitle,
  source: SourceInputSchema.optional(),
  format,
  version,
});
export const DeleteBodySchema = z.object({ action: z.literal("delete"), id: bodyId });

export const DocumentsPostSchema = z
  .discriminatedUnion("action", [CreateBodySchema, UpdateBodySchema, DeleteBodySchema])
  .openapi("DocumentsPost");

export const PatchBodySchema = z
  .object({ title: newTitle, source: SourceInputSchema.optional(), format, version })
  .openapi("DocumentPatch");

export const ListQuerySchema = z.object({
  id: z.string().max(100).optional().openapi({ description: "Read one document instead of listing", pattern: DOC_ID }),
  kind: z.enum(SOURCE_KINDS).optional(),
  q: z.string().max(200).optional().openapi({ description: "Case-insensitive title search" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "1..100, default 20", type: "integer" }),
  cursor: z.string().max(200).optional().openapi({ description: "nextCursor of the previous page" }),
});

export const DocumentPageSchema = z
  .object({ items: z.array(DocumentSummarySchema), nextCursor: z.string().nullable() })
  .openapi("DocumentPage");
export const OneDocumentSchema = z.object({ document: DocumentSchema }).openapi("OneDocument");
export const DeletedSchema = z.object({ deleted: z.literal(true) }).openapi("Deleted");
export const MoveBodySchema = z
  .object({
    organizationId: z.string().min(1).max(100).nullable().openapi({
      description: "The organization to move it to (you must be a member), or null for your personal space",
    }),
  })
  .openapi("DocumentMove");

/** Any string: the route checks the id's form itself (its pattern and length, documented here) before any lookup. */
export const DocumentIdParamSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, pattern: DOC_ID, maxLength: idLength("doc") }),
});

export const ShowcaseDemoSchema = z
  .object({
    id: z.string().openapi({ pattern: "^[a-z0-9-]+$" }),
    kind: z.enum(SOURCE_KINDS),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
  })
  .openapi("ShowcaseDemo");
export const ShowcaseDemoWithSourceSchema = ShowcaseDemoSchema.extend({ source: SourceDoc }).openapi(
  "ShowcaseDemoWithSource",
);
