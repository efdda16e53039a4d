// Request and response schemas of the asset routes (uploaded images usable as an image `src` in sources).
import { z } from "@hono/zod-openapi";
import { IMAGE_TYPES } from "../../assets/thread.js";
import { idLength, idPattern } from "../../lib/ids.js";
import type { AssetOrigin } from "../../store/repos/assets.js";

export const ASSET_ID = idPattern("asset");

const ASSET_ORIGINS = ["upload", "stock", "generated"] as const satisfies readonly AssetOrigin[];

const name = z.string().trim().min(1).max(200);
const alt = z.string().trim().max(1000);
const tag = z.string().trim().min(1).max(40);
const tags = z.array(tag).max(20);
const focusPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).openapi("AssetFocus", {
  description:
    "The point kept in view when the picture is cropped to a frame: 0..1 from the left (x) and from the top (y)",
});

export const AssetSchema = z
  .object({
    id: z.string().openapi({
      pattern: ASSET_ID,
      example: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      description: "Use it as an image `src` in a source",
    }),
    type: z.enum(IMAGE_TYPES).openapi({ description: "Read from the bytes, never from the declared Content-Type" }),
    width: z.number().int().openapi({ description: "Pixels, as shown (EXIF orientation applied)" }),
    height: z.number().int().openapi({ description: "Pixels, as shown (EXIF orientation applied)" }),
    bytes: z.number().int().openapi({ description: "Size of the stored image, after its metadata was removed" }),
    createdAt: z.string(),
    name: z.string().nullable().openapi({
      description:
        "What you call it (an upload's file name without its extension unless given); used to match pictures to slides",
    }),
    alt: z
      .string()
      .nullable()
      .openapi({ description: "Alt text: what the picture shows, for readers who cannot see it" }),
    tags: z.array(z.string()).openapi({
      description: "Your words for the picture (up to 20), used with its name and alt to match it to slides",
    }),
    origin: z.enum(ASSET_ORIGINS).openapi({
      description: "upload: yours; stock: fetched from a stock photo provider; generated: made by an image model",
    }),
    provider: z
      .string()
      .nullable()
      .openapi({ description: 'Who a fetched picture came from ("Pexels", the image model); null for an upload' }),
    license: z
      .string()
      .nullable()
      .openapi({ description: 'The licence a fetched picture is used under ("Pexels License")' }),
    credit: z.string().nullable().openapi({ description: "The credit line to show with it" }),
    sourceUrl: z.string().nullable().openapi({ description: "The page a stock picture came from" }),
    focus: focusPoint.nullable().openapi({ description: "The point kept in view when cropped; null for the centre" }),
  })
  .openapi("Asset", {
    example: {
      id: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      type: "image/jpeg",
      width: 1600,
      height: 1067,
      bytes: 284_113,
      createdAt: "2025-03-04T09:12:44.000Z",
      name: "harbour-crane",
      alt: "A container crane at the harbour at dusk",
      tags: ["harbour", "logistics"],
      origin: "upload",
      provider: null,
      license: null,
      credit: null,
      sourceUrl: null,
      focus: { x: 0.5, y: 0.35 },
    },
  });

/** Give at least one; null clears name, alt or focus. */
export const AssetChangesSchema = z
  .object({
    name: name.nullable().optional().openapi({ description: "1..200 characters; null for none" }),
    alt: alt.nullable().optional().openapi({ description: "Up to 1,000 characters; null for none" }),
    tags: tags.optional().openapi({ description: "Replaces the tags: up to 20, each 1..40 characters (trimmed)" }),
    focus: focusPoint
      .nullable()
      .optional()
      .openapi({ description: "The point kept in view when cropped; null for the centre" }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: "Give at least one of name, alt, tags, focus.",
  })
  .openapi("AssetChanges");

/** An upload's details as the query string or the form's text fields carry them (tags comma-separated). */
export const AssetUploadQuerySchema = z.object({
  name: name
    .optional()
    .openapi({ description: "1..200 characters; default: a multipart file's name without its extension" }),
  alt: alt.optional().openapi({ description: "Alt text, up to 1,000 characters" }),
  tags: z
    .string()
    .max(1000)
    .optional()
    .openapi({ description: "Comma-separated: up to 20 tags, each 1..40 characters", example: "harbour,logistics" }),
});

/** The same details once the tags are split: what the upload route checks, from the query or the form. */
export const AssetUploadDetailsSchema = z.object({ name: name.optional(), alt: alt.optional(), tags: tags.optional() });

export const AssetPageSchema = z
  .object({ items: z.array(AssetSchema), nextCursor: z.string().nullable() })
  .openapi("AssetPage");
export const AssetDeletedSchema = z.object({ deleted: z.literal(true) });

/** Any string: the route checks the id form itself (400 invalid_request) before any lookup. */
export const AssetIdParamSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, pattern: ASSET_ID, maxLength: idLength("asset") }),
});

export const AssetListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "1..100, default 20", type: "integer" }),
  cursor: z.string().max(200).optional().openapi({ description: "nextCursor of the previous page" }),
  origin: z
    .enum(ASSET_ORIGINS)
    .optional()
    .openapi({ description: "Only pictures of this origin: upload, stock or generated" }),
});

const binary = () => ({ type: "string" as const, format: "binary" });
/** Plain OpenAPI objects (not zod) so no validator buffers the upload: the route reads it with a streaming limit. */
export const AssetUploadContent = {
  "multipart/form-data": {
    schema: {
      type: "object" as const,
      required: ["file"],
      properties: {
        file: binary(),
        name: {
          type: "string" as const,
          maxLength: 200,
          description: "Default: the file's name without its extension",
        },
        alt: { type: "string" as const, maxLength: 1000 },
        tags: {
          type: "string" as const,
          maxLength: 1000,
          description: "Comma-separated: up to 20 tags, each 1..40 characters",
        },
      },
    },
  },
  ...Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: binary() }])),
};

export const AssetBytesContent = Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: binary() }]));
