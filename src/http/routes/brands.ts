// /api/brands: upload a .pptx/.potx template, list, read and delete brands; generate decks on one, singly or in batches.
import { createRoute } from "@hono/zod-openapi";
import { assertAllowed } from "../../auth/index.js";
import type { Deps } from "../../deps.js";
import {
  toBrandJson,
  createBrand,
  deleteBrand,
  listBrandVersions,
  listBrands,
  readBrand,
  replaceBrand,
  checkBrandId,
} from "../../brands/index.js";
import { AppError } from "../../lib/errors.js";
import { auditStamp } from "../audit.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import {
  BrandIdParamSchema,
  BrandListSchema,
  BrandVersionListSchema,
  BrandVersionParamSchema,
  DeletedSchema,
  OneBrandSchema,
  UploadBodyContent,
  UploadQuerySchema,
} from "./brand-schemas.js";
import { readTemplateUpload } from "./brand-upload.js";

const TAGS = ["Brands"];

const uploadRoute = createRoute({
  method: "post",
  path: "/api/brands",
  operationId: "uploadBrand",
  tags: TAGS,
  summary: "Upload a .pptx/.potx template and analyse it",
  security: SECURITY,
  request: { query: UploadQuerySchema, body: { required: true, content: UploadBodyContent } },
  responses: {
    201: jsonResponse(OneBrandSchema, "The new brand with its analysis"),
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/brands",
  operationId: "listBrands",
  tags: TAGS,
  summary: "List your brands, newest first",
  security: SECURITY,
  responses: { 200: jsonResponse(BrandListSchema, "Your brands"), ...errorResponses(401, 429) },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/brands/{brand_id}",
  operationId: "getBrand",
  tags: TAGS,
  summary: "Read a brand",
  security: SECURITY,
  request: { params: BrandIdParamSchema },
  responses: { 200: jsonResponse(OneBrandSchema, "The brand"), ...errorResponses(400, 401, 404, 429) },
});

const replaceRoute = createRoute({
  method: "put",
  path: "/api/brands/{brand_id}",
  operationId: "replaceBrand",
  tags: TAGS,
  summary: "Replace a brand's template: the same id, the next version",
  description:
    "Upload as for POST /api/brands. The brand keeps its id and gets version n+1, which generate and batch use from now on unless a request pins `brandVersion`; earlier versions stay readable (GET …/versions) and decks keep the version they were built on. In an organization, owners and admins only.",
  security: SECURITY,
  request: {
    params: BrandIdParamSchema,
    query: UploadQuerySchema,
    body: { required: true, content: UploadBodyContent },
  },
  responses: {
    200: jsonResponse(OneBrandSchema, "The brand at its new version"),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const versionsRoute = createRoute({
  method: "get",
  path: "/api/brands/{brand_id}/versions",
  operationId: "listBrandVersions",
  tags: TAGS,
  summary: "A brand's versions, newest first",
  security: SECURITY,
  request: { params: BrandIdParamSchema },
  responses: { 200: jsonResponse(BrandVersionListSchema, "Every version"), ...errorResponses(400, 401, 404, 429) },
});

const versionRoute = createRoute({
  method: "get",
  path: "/api/brands/{brand_id}/versions/{version}",
  operationId: "getBrandVersion",
  tags: TAGS,
  summary: "A brand as it was at one version (its template's analysis)",
  security: SECURITY,
  request: { params: BrandVersionParamSchema },
  responses: { 200: jsonResponse(OneBrandSchema, "The brand at that version"), ...errorResponses(400, 401, 404, 429) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/brands/{brand_id}",
  operationId: "deleteBrand",
  tags: TAGS,
  summary: "Delete a brand and its stored template",
  security: SECURITY,
  request: { params: BrandIdParamSchema },
  responses: { 200: jsonResponse(DeletedSchema, "Deleted"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function brandRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "BRANDS");
  const brandDeps = deps.brands;
  const router = createRouter();

  router.openapi({ ...uploadRoute, middleware: [auth, workSlot(deps, "document"), limit] as const }, async (c) => {
    assertAllowed(c.get("principal"), { brand: ["upload"] }, "Uploading a brand is refused.");
    const upload = await readTemplateUpload(c, deps.config.UPLOAD_MAX_BYTES);
    // Upload checks and analysis run on the worker pool so a large template never stalls other requests.
    const brand = await createBrand(brandDeps, c.get("principal"), upload, auditStamp(c));
    return c.json({ brand: toBrandJson(brand) }, 201);
  });

  router.openapi({ ...listRoute, middleware: [auth, limit] as const }, async (c) => {
    const items = await listBrands(brandDeps, c.get("principal").spaceId);
    return c.json({ items: items.map(toBrandJson) }, 200);
  });

  router.openapi({ ...getRoute, middleware: [auth, limit] as const }, async (c) => {
    const id = checkBrandId(c.req.valid("param").brand_id);
    return c.json({ brand: toBrandJson(await readBrand(brandDeps, c.get("principal").spaceId, id)) }, 200);
  });

  router.openapi({ ...replaceRoute, middleware: [auth, workSlot(deps, "document"), limit] as const }, async (c) => {
    const id = checkBrandId(c.req.valid("param").brand_id);
    assertAllowed(c.get("principal"), { brand: ["replace"] }, "Replacing a brand's template is refused.");
    const upload = await readTemplateUpload(c, deps.config.UPLOAD_MAX_BYTES);
    const brand = await replaceBrand(brandDeps, c.get("principal"), id, upload, auditStamp(c));
    return c.json({ brand: toBrandJson(brand) }, 200);
  });

  router.openapi({ ...versionsRoute, middleware: [auth, limit] as const }, async (c) => {
    const id = checkBrandId(c.req.valid("param").brand_id);
    return c.json({ items: await listBrandVersions(brandDeps, c.get("principal").spaceId, id) }, 200);
  });

  router.openapi({ ...versionRoute, middleware: [auth, limit] as const }, async (c) => {
    const { brand_id, version } = c.req.valid("param");
    const id = checkBrandId(brand_id);
    const brand = await readBrand(brandDeps, c.get("principal").spaceId, id, version).catch((err: unknown) => {
      throw err instanceof AppError && err.code === "invalid_request"
        ? new AppError("not_found", `The brand has no version ${version}.`)
        : err;
    });
    return c.json({ brand: toBrandJson(brand) }, 200);
  });

  router.openapi({ ...deleteRoute, middleware: [auth, limit] as const }, async (c) => {
    const id = checkBrandId(c.req.valid("param").brand_id);
    assertAllowed(c.get("principal"), { brand: ["delete"] }, "Deleting a brand is refused.");
    await deleteBrand(brandDeps, c.get("principal").spaceId, id, auditStamp(c));
    return c.json({ deleted: true as const }, 200);
  });

  return router;
}
