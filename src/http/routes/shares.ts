// /api/workspace/documents/{id}/shares: a document's share links — make one (its URL shown once), list, read, change,
// revoke — and a link's views (docs/api/shares.md).
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { createShare, listShares, readShare, revokeShare, shareViews, updateShare } from "../../shares/index.js";
import { auditStamp } from "../audit.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import {
  CreatedShareSchema,
  CreateShareBodySchema,
  DocumentSharesParamSchema,
  OneShareSchema,
  ShareListQuerySchema,
  SharePageSchema,
  ShareParamsSchema,
  ShareRevokedSchema,
  ShareViewsSchema,
  UpdateShareBodySchema,
  ViewsQuerySchema,
} from "./share-schemas.js";

const TAGS = ["Sharing"];
const MANY = "/api/workspace/documents/{id}/shares";
const ONE = `${MANY}/{shareId}`;
const json = <T>(schema: T, examples?: Record<string, { summary: string; value: unknown }>) => ({
  required: true,
  content: { "application/json": { schema, ...(examples ? { examples } : {}) } },
});

const createShareRoute = createRoute({
  method: "post",
  path: MANY,
  operationId: "createShare",
  tags: TAGS,
  summary: "Share a document by link; the link's URL is in this answer only",
  description:
    "Anyone with the URL sees the document at `/s/{token}` — drawn as it exports, a deck on a brand as its template draws it — without an account. " +
    "Pin it to a `version`, let it expire, ask for a `password`, offer the files (`downloads`) and the presenter view (`present`). " +
    "The token is kept only as its hash: lost, revoke the link and make another. In an organization that does not let its members share outside it: 403 forbidden.",
  security: SECURITY,
  request: {
    params: DocumentSharesParamSchema,
    body: json(CreateShareBodySchema, {
      open: { summary: "A link that follows the latest version", value: { label: "Team preview" } },
      guarded: {
        summary: "Expiring, with a password and downloads",
        value: {
          label: "Board pre-read",
          expiresAt: "2026-12-31T23:00:00Z",
          password: "harbour-lights",
          downloads: true,
        },
      },
      pinned: { summary: "Pinned to version 7, no presenting", value: { version: 7, present: false } },
    }),
  },
  responses: {
    201: jsonResponse(CreatedShareSchema, "The link, its URL (shown once) and an embed snippet"),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const listSharesRoute = createRoute({
  method: "get",
  path: MANY,
  operationId: "listShares",
  tags: TAGS,
  summary: "A document's share links, newest first (active, expired, revoked and blocked)",
  security: SECURITY,
  request: { params: DocumentSharesParamSchema, query: ShareListQuerySchema },
  responses: { 200: jsonResponse(SharePageSchema, "A page of links"), ...errorResponses(400, 401, 404, 429) },
});

const readShareRoute = createRoute({
  method: "get",
  path: ONE,
  operationId: "getShare",
  tags: TAGS,
  summary: "One share link (never its token)",
  security: SECURITY,
  request: { params: ShareParamsSchema },
  responses: { 200: jsonResponse(OneShareSchema, "The link"), ...errorResponses(400, 401, 404, 429) },
});

const updateShareRoute = createRoute({
  method: "patch",
  path: ONE,
  operationId: "updateShare",
  tags: TAGS,
  summary: "Change a share link's label, version, expiry, password, downloads or presenting",
  description:
    "A new password ends every viewer's unlock; `password: null` removes it, `expiresAt: null` makes it never expire, `version: null` follows the latest. A revoked link cannot change: 409 conflict.",
  security: SECURITY,
  request: {
    params: ShareParamsSchema,
    body: json(UpdateShareBodySchema, {
      extend: { summary: "Expire later", value: { expiresAt: "2027-01-31T23:00:00Z" } },
      unlock: { summary: "Remove the password, offer downloads", value: { password: null, downloads: true } },
    }),
  },
  responses: {
    200: jsonResponse(OneShareSchema, "The link as changed"),
    ...errorResponses(400, 401, 404, 409, 413, 415, 429),
  },
});

const revokeShareRoute = createRoute({
  method: "delete",
  path: ONE,
  operationId: "revokeShare",
  tags: TAGS,
  summary: "Revoke a share link: it answers 404 from now on, on every process",
  description: "The link stays in the list as `revoked`, with its views. Revoking a revoked link changes nothing.",
  security: SECURITY,
  request: { params: ShareParamsSchema },
  responses: { 200: jsonResponse(ShareRevokedSchema, "Revoked"), ...errorResponses(400, 401, 404, 429) },
});

const viewsRoute = createRoute({
  method: "get",
  path: `${ONE}/views`,
  operationId: "getShareViews",
  tags: TAGS,
  summary: "Who looked: a link's views by day and the seconds on each slide",
  description:
    "A view is one opening of the page; seconds are reported by the page while it is visible. No cookies, no addresses: nothing about a viewer is kept.",
  security: SECURITY,
  request: { params: ShareParamsSchema, query: ViewsQuerySchema },
  responses: { 200: jsonResponse(ShareViewsSchema, "The link's views"), ...errorResponses(400, 401, 404, 429) },
});

export function shareRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "WORKSPACE");
  const body = jsonBody({ maxBytes: 16 * 1024 });
  const shares = deps.shares;
  const router = createRouter();

  router.openapi({ ...createShareRoute, middleware: [auth, limit, body] as const }, async (c) => {
    const created = await createShare(
      shares,
      c.get("principal"),
      c.req.valid("param").id,
      c.req.valid("json"),
      auditStamp(c),
    );
    return c.json(created, 201);
  });

  router.openapi({ ...listSharesRoute, middleware: [auth, limit] as const }, async (c) => {
    return c.json(
      await listShares(shares, c.get("principal").spaceId, c.req.valid("param").id, c.req.valid("query")),
      200,
    );
  });

  router.openapi({ ...readShareRoute, middleware: [auth, limit] as const }, async (c) => {
    const { id, shareId } = c.req.valid("param");
    return c.json({ share: await readShare(shares, c.get("principal").spaceId, id, shareId) }, 200);
  });

  router.openapi({ ...updateShareRoute, middleware: [auth, limit, body] as const }, async (c) => {
    const { id, shareId } = c.req.valid("param");
    return c.json(
      { share: await updateShare(shares, c.get("principal").spaceId, id, shareId, c.req.valid("json"), auditStamp(c)) },
      200,
    );
  });

  router.openapi({ ...revokeShareRoute, middleware: [auth, limit] as const }, async (c) => {
    const { id, shareId } = c.req.valid("param");
    await revokeShare(shares, c.get("principal").spaceId, id, shareId, auditStamp(c));
    return c.json({ revoked: true as const }, 200);
  });

  router.openapi({ ...viewsRoute, middleware: [auth, limit] as const }, async (c) => {
    const { id, shareId } = c.req.valid("param");
    return c.json(await shareViews(shares, c.get("principal").spaceId, id, shareId, c.req.valid("query").days), 200);
  });

  return router;
}
