// /api/assets: upload an image (checked, metadata stripped), list, read its bytes, change its name, alt, tags and focal
// point, and delete it; an asset's id is an image `src`.
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import {
  createAsset,
  deleteAsset,
  listAssets,
  loadAssetBytes,
  readAsset,
  toAssetJson,
  updateAsset,
} from "../../assets/index.js";
import { EXTENSIONS, type ImageType } from "../../assets/thread.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import {
  AssetBytesContent,
  AssetChangesSchema,
  AssetDeletedSchema,
  AssetIdParamSchema,
  AssetListQuerySchema,
  AssetPageSchema,
  AssetSchema,
  AssetUploadContent,
  AssetUploadQuerySchema,
} from "./asset-schemas.js";
import { readImageUpload } from "./asset-upload.js";

const TAGS = ["Assets"];

const uploadRoute = createRoute({
  method: "post",
  path: "/api/assets",
  operationId: "uploadAsset",
  tags: TAGS,
  summary: "Upload an image (PNG, JPEG or GIF) to use as an image src",
  description:
    "The raw image with its Content-Type, or multipart/form-data with the field `file`. The type is read from the bytes and must match the declared one; " +
    "SVG is refused. Exif, XMP, IPTC, comments and PNG text chunks are removed before it is stored (a JPEG keeps its ICC profile and, when not 1, its orientation). " +
    "Use the returned id as an image `src` in a deck or in Markdown (`![alt](asset_…)`): render and export embed it for you, and for no one else. " +
    "Give it a `name`, `alt` text and `tags` (comma-separated) in the query string or as form fields, so pictures can be matched to slides; " +
    "a multipart file's name without its extension is the default name.",
  security: SECURITY,
  request: { query: AssetUploadQuerySchema, body: { required: true, content: AssetUploadContent } },
  responses: { 201: jsonResponse(AssetSchema, "The stored image"), ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/assets",
  operationId: "listAssets",
  tags: TAGS,
  summary: "List your images, newest first",
  security: SECURITY,
  request: { query: AssetListQuerySchema },
  responses: { 200: jsonResponse(AssetPageSchema, "A page of your images"), ...errorResponses(400, 401, 429) },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/assets/{id}",
  operationId: "getAsset",
  tags: TAGS,
  summary: "Read an image's bytes (as stored, metadata removed)",
  security: SECURITY,
  request: { params: AssetIdParamSchema },
  responses: {
    200: {
      description: "The image, with its type and X-Content-Type-Options: nosniff",
      headers: { "Content-Disposition": { schema: { type: "string" } } },
      content: AssetBytesContent,
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/api/assets/{id}",
  operationId: "updateAsset",
  tags: TAGS,
  summary: "Change an image's name, alt text, tags or focal point",
  description:
    "Only the fields given change; null clears `name`, `alt` or `focus`, and `tags` replaces the list. The picture itself never changes.",
  security: SECURITY,
  request: {
    params: AssetIdParamSchema,
    body: { required: true, content: { "application/json": { schema: AssetChangesSchema } } },
  },
  responses: {
    200: jsonResponse(AssetSchema, "The image as changed"),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/assets/{id}",
  operationId: "deleteAsset",
  tags: TAGS,
  summary: "Delete an image; sources that still name it show a placeholder",
  security: SECURITY,
  request: { params: AssetIdParamSchema },
  responses: { 200: jsonResponse(AssetDeletedSchema, "Deleted"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function assetRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "ASSETS");
  const router = createRouter();

  router.openapi({ ...uploadRoute, middleware: [auth, limit] as const }, async (c) => {
    const upload = await readImageUpload(c, deps.config.ASSET_MAX_BYTES);
    const asset = await createAsset(deps.assets, c.get("principal"), upload.bytes, upload.declared, upload.details);
    return c.json(toAssetJson(asset), 201);
  });

  router.openapi({ ...listRoute, middleware: [auth, limit] as const }, async (c) => {
    const page = await listAssets(deps.assets, c.get("principal").spaceId, c.req.valid("query"));
    return c.json({ items: page.items.map(toAssetJson), nextCursor: page.nextCursor }, 200);
  });

  router.openapi({ ...getRoute, middleware: [auth, limit] as const }, async (c) => {
    const asset = await readAsset(deps.assets, c.get("principal").spaceId, c.req.valid("param").id);
    const bytes = await loadAssetBytes(deps.assets, asset);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": asset.type,
      "Content-Disposition": `inline; filename="${asset.id}.${EXTENSIONS[asset.type as ImageType]}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    });
  });

  router.openapi(
    { ...updateRoute, middleware: [auth, limit, jsonBody({ maxBytes: 16 * 1024 })] as const },
    async (c) => {
      const asset = await updateAsset(
        deps.assets,
        c.get("principal").spaceId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(toAssetJson(asset), 200);
    },
  );

  router.openapi({ ...deleteRoute, middleware: [auth, limit] as const }, async (c) => {
    await deleteAsset(deps.assets, c.get("principal").spaceId, c.req.valid("param").id);
    return c.json({ deleted: true as const }, 200);
  });

  return router;
}
