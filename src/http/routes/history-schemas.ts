// Request and response schemas of a document's history (DocumentVersion, VersionPage, VersionDiff; docs/api/history.md).
import { z } from "@hono/zod-openapi";
import { SourceDoc } from "../openapi-source.js";
import { DocumentIdParamSchema } from "./workspace-schemas.js";
import { SOURCE_KINDS } from "../../lib/source-kinds.js";

const versionNumber = z.coerce.number().int().min(1).max(2_147_483_647);

export const VersionParamSchema = DocumentIdParamSchema.extend({
  n: versionNumber.openapi({ param: { name: "n", in: "path" }, type: "integer", description: "The version" }),
});

export const VersionListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "1..100, default 20", type: "integer" }),
  cursor: z.string().max(200).optional().openapi({ description: "nextCursor of the previous page" }),
});

export const DiffQuerySchema = z.object({
  from: versionNumber.openapi({ type: "integer", description: "The older version" }),
  to: versionNumber
    .optional()
    .openapi({ type: "integer", description: "The newer version (default: the current one)" }),
});

export const RestoreBodySchema = z
  .object({
    version: z
      .number()
      .int()
      .min(1)
      .optional()
      .openapi({ description: "The document's current version as you last read it; a stale one is 409 conflict" }),
  })
  .openapi("VersionRestore");

const EditSchema = z.object({ op: z.string(), target: z.string(), message: z.string() });

export const VersionSummarySchema = z
  .object({
    version: z.number().int(),
    change: z
      .enum(["created", "edited", "revised", "regenerated", "imported", "restored", "moved", "baseline"])
      .openapi({
        description:
          "What made it: created, edited (title or source sent), revised (the agent, with its edits), regenerated (one slide rewritten by the model, with its edits), imported, restored (from restoredFrom), moved (between spaces), baseline (where history began for a document older than history)",
      }),
    title: z.string(),
    author: z
      .string()
      .nullable()
      .openapi({ description: "Who made the change: their name, or address when they gave none" }),
    edits: z.array(EditSchema).nullable().openapi({ description: "A revision's edits as the agent streamed them" }),
    restoredFrom: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .openapi("VersionSummary");

export const VersionPageSchema = z
  .object({
    items: z.array(VersionSummarySchema),
    nextCursor: z.string().nullable(),
    oldest: z
      .number()
      .int()
      .openapi({ description: "The oldest version kept (older ones were dropped by the history limit)" }),
    current: z.number().int().openapi({ description: "The document's current version" }),
  })
  .openapi("VersionPage");

export const OneVersionSchema = z
  .object({
    documentVersion: VersionSummarySchema.extend({ documentId: z.string(), source: SourceDoc }).openapi(
      "DocumentVersion",
    ),
  })
  .openapi("OneVersion");

const PartChangeSchema = z
  .object({
    change: z.enum(["added", "removed", "changed", "moved"]),
    part: z.enum(["slide", "section", "tab", "row", "cell"]),
    from: z
      .number()
      .int()
      .optional()
      .openapi({ description: "1-based position in the older version (a row or cell: its sheet row)" }),
    to: z.number().int().optional().openapi({ description: "1-based position in the newer version" }),
    label: z.string().openapi({ description: "The slide's title, the section's heading, or the tab's name" }),
    cell: z.string().optional().openapi({ example: "B3" }),
    id: z.string().optional().openapi({
      description:
        "The slide's, section's, tab's or row's stable id (as in the document's `parts`), when both versions kept part ids: then parts are paired by it",
      example: "sl_4",
    }),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
  })
  .openapi("PartChange");

export const VersionDiffSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    kind: z.enum(SOURCE_KINDS),
    title: z.object({ before: z.string(), after: z.string() }).nullable(),
    changes: z.array(PartChangeSchema),
    truncated: z.boolean().openapi({ description: "More than 500 changes: the list stops there" }),
  })
  .openapi("VersionDiff");
