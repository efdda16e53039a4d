// Request and response schemas of the asset routes (uploaded images usable as an image `src` in sources).
import { z } from "@hono/zod-openapi";
import { IMAGE_TYPES } from "../../assets/sniff-image.js";
import { idPattern } from "../../lib/ids.js";

export const ASSET_ID = idPattern("asset");

export const AssetSchema = z
  .object({
    id: z.string().openapi({ pattern: ASSET_ID, example: "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", description: "Use it as an image `src` in a source" }),
    type: z.enum(IMAGE_TYPES).openapi({ description: "Read from the bytes, never from the declared Content-Type" }),
    width: z.number().int().openapi({ description: "Pixels, as shown (EXIF orientation applied)" }),
    height: z.number().int().openapi({ description: "Pixels, as shown (EXIF orientation applied)" }),
    bytes: z.number().int().openapi({ description: "Size of the stored image, after its metadata was removed" }),
    createdAt: z.string(),
  })
  .openapi("Asset");

export const AssetPageSchema = z.object({ items: z.array(AssetSchema), nextCursor: z.string().nullable() }).openapi("AssetPage");
export const AssetDeletedSchema = z.object({ deleted: z.literal(true) });

/** Any string: the route checks the id form itself (400 invalid_request) before any lookup. */
export const AssetIdParamSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, pattern: ASSET_ID }),
});

export const AssetListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().openapi({ description: "1..100, default 20", type: "integer" }),
  cursor: z.string().max(200).optional().openapi({ description: "nextCursor of the previous page" }),
});

const binary = () => ({ type: "string" as const, format: "binary" });
/** Plain OpenAPI objects (not zod) so no validator buffers the upload: the route reads it with a streaming limit. */
export const AssetUploadContent = {
  "multipart/form-data": { schema: { type: "object" as const, required: ["file"], properties: { file: binary() } } },
  ...Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: binary() }])),
};

export const AssetBytesContent = Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: binary() }]));
