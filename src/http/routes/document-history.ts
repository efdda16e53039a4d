// A document's history: GET …/documents/{id}/versions, …/versions/{n}, …/diff and POST …/versions/{n}/restore (docs/api/history.md).
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { diffDocumentVersions, listVersions, readVersion, restoreVersion } from "../../documents/index.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import {
  DiffQuerySchema,
  OneVersionSchema,
  RestoreBodySchema,
  VersionDiffSchema,
  VersionListQuerySchema,
  VersionPageSchema,
  VersionParamSchema,
} from "./history-schemas.js";
import { DocumentIdParamSchema, OneDocumentSchema } from "./workspace-schemas.js";

const TAGS = ["History"];
const PATH = "/api/workspace/documents/{id}";

const listRoute = createRoute({
  method: "get",
  path: `${PATH}/versions`,
  operationId: "listDocumentVersions",
  tags: TAGS,
  summary: "A document's versions, newest first",
  description:
    "Every change keeps a version: the agent's revisions with their edits, edits, imports, restores and moves. The newest 100 are kept by default (HISTORY_KEEP_VERSIONS).",
  security: SECURITY,
  request: { params: DocumentIdParamSchema, query: VersionListQuerySchema },
  responses: { 200: jsonResponse(VersionPageSchema, "A page of versions"), ...errorResponses(400, 401, 404, 429) },
});

const readRoute = createRoute({
  method: "get",
  path: `${PATH}/versions/{n}`,
  operationId: "getDocumentVersion",
  tags: TAGS,
  summary: "One version of a document, with its source",
  security: SECURITY,
  request: { params: VersionParamSchema },
  responses: { 200: jsonResponse(OneVersionSchema, "The version"), ...errorResponses(400, 401, 404, 429) },
});

const diffRoute = createRoute({
  method: "get",
  path: `${PATH}/diff`,
  operationId: "diffDocumentVersions",
  tags: TAGS,
  summary: "What changed between two versions: per slide, section, tab, row and cell",
  security: SECURITY,
  request: { params: DocumentIdParamSchema, query: DiffQuerySchema },
  responses: {
    200: jsonResponse(VersionDiffSchema, "The changes from `from` to `to`"),
    ...errorResponses(400, 401, 404, 429),
  },
});

const restoreRoute = createRoute({
  method: "post",
  path: `${PATH}/versions/{n}/restore`,
  operationId: "restoreDocumentVersion",
  tags: TAGS,
  summary: "Make an older version current again, as a new version (nothing is lost)",
  security: SECURITY,
  request: {
    params: VersionParamSchema,
    body: { required: false, content: { "application/json": { schema: RestoreBodySchema } } },
  },
  responses: {
    200: jsonResponse(OneDocumentSchema, "The document at its new version"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

export function documentHistoryRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "WORKSPACE");
  const body = jsonBody({ maxBytes: 16 * 1024, allowEmpty: true });
  const router = createRouter();

  router.openapi({ ...listRoute, middleware: [auth, limit] as const }, async (c) => {
    return c.json(
      await listVersions(deps, c.get("principal").spaceId, c.req.valid("param").id, c.req.valid("query")),
      200,
    );
  });

  router.openapi({ ...readRoute, middleware: [auth, limit] as const }, async (c) => {
    const { id, n } = c.req.valid("param");
    return c.json({ documentVersion: await readVersion(deps, c.get("principal").spaceId, id, n) }, 200);
  });

  router.openapi({ ...diffRoute, middleware: [auth, limit] as const }, async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await diffDocumentVersions(deps, c.get("principal").spaceId, c.req.valid("param").id, from, to), 200);
  });

  router.openapi({ ...restoreRoute, middleware: [auth, limit, body] as const }, async (c) => {
    const { id, n } = c.req.valid("param");
    const { version } = c.req.valid("json") ?? {};
    return c.json({ document: await restoreVersion(deps, c.get("principal"), id, n, version) }, 200);
  });

  return router;
}
