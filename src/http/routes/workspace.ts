// /api/workspace/documents: list, read, create, update and delete the caller's documents (RPC-style POST and REST).
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env.js";
import type { Deps } from "../../deps.js";
import {
  createDocument,
  deleteDocument,
  listDocuments,
  moveDocument,
  readDocument,
  updateDocument,
} from "../../documents/index.js";
import { auditStamp } from "../audit.js";
import { idempotent } from "../middleware/idempotency.js";
import { jsonBody, requestJsonOf } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { IDEMPOTENCY_KEY } from "../openapi-common.js";
import {
  DeletedSchema,
  DocumentIdParamSchema,
  DocumentPageSchema,
  DocumentsPostSchema,
  ListQuerySchema,
  MoveBodySchema,
  OneDocumentSchema,
  PatchBodySchema,
} from "./workspace-schemas.js";

const TAGS = ["Workspace"];
const PATH = "/api/workspace/documents";

const listRoute = createRoute({
  method: "get",
  path: PATH,
  operationId: "listDocuments",
  tags: TAGS,
  summary: "List documents newest first, or read one with ?id=",
  security: SECURITY,
  request: { query: ListQuerySchema },
  responses: {
    200: jsonResponse(DocumentPageSchema.or(OneDocumentSchema), "A page of summaries, or {document} for ?id="),
    ...errorResponses(400, 401, 404, 429),
  },
});

const postRoute = createRoute({
  method: "post",
  path: PATH,
  operationId: "createDocument",
  tags: TAGS,
  summary: "Create a document, or {action: update | delete}",
  security: SECURITY,
  parameters: [IDEMPOTENCY_KEY],
  request: { body: { required: true, content: { "application/json": { schema: DocumentsPostSchema } } } },
  responses: {
    201: jsonResponse(OneDocumentSchema, "Created"),
    200: jsonResponse(OneDocumentSchema.or(DeletedSchema), "Updated ({document}) or deleted ({deleted: true})"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const getRoute = createRoute({
  method: "get",
  path: `${PATH}/{id}`,
  operationId: "getDocument",
  tags: TAGS,
  summary: "Read a document",
  security: SECURITY,
  request: { params: DocumentIdParamSchema },
  responses: {
    200: jsonResponse(OneDocumentSchema, "The document with its source"),
    ...errorResponses(400, 401, 404, 429),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: `${PATH}/{id}`,
  operationId: "updateDocument",
  tags: TAGS,
  summary: "Update a document's title and/or source",
  security: SECURITY,
  request: {
    params: DocumentIdParamSchema,
    body: { required: true, content: { "application/json": { schema: PatchBodySchema } } },
  },
  responses: {
    200: jsonResponse(OneDocumentSchema, "Updated"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: `${PATH}/{id}`,
  operationId: "deleteDocument",
  tags: TAGS,
  summary: "Delete a document",
  security: SECURITY,
  request: { params: DocumentIdParamSchema },
  responses: { 200: jsonResponse(DeletedSchema, "Deleted"), ...errorResponses(400, 401, 403, 404, 429) },
});

const moveRoute = createRoute({
  method: "post",
  path: `${PATH}/{id}/move`,
  operationId: "moveDocument",
  tags: TAGS,
  summary: "Move a document from the active space to your personal space or another organization of yours",
  description:
    "Signed-in session only (a key works in one space). In an organization, a member moves their own documents out; owners and admins anyone's. The document keeps its id, its version goes up by one. The pictures it shows from the space's library (asset ids) go with it: copied into the new space under new ids, which the moved document names (or the picture the new space already has with the same bytes); the originals stay. A brand it was made on stays in the old space (exports then use the built-in theme). Recorded in each organization's audit log. A document past the source limits (one stored before they were held at every write) does not move: 413 `document_too_large` naming the limit.",
  security: [{ cookieAuth: [] }],
  request: {
    params: DocumentIdParamSchema,
    body: { required: true, content: { "application/json": { schema: MoveBodySchema } } },
  },
  responses: {
    200: jsonResponse(OneDocumentSchema, "The document in its new space"),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

export function workspaceRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "WORKSPACE");
  const body = jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES });
  // A document's source is read on the pool from the body's own text: past 64 KiB it is not parsed here at all.
  const sourceBody = jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES, unparsed: { key: "source", over: 64 * 1024 } });
  const sentJson = async (c: Context<AppEnv>, source: unknown) =>
    source !== undefined ? await requestJsonOf(c) : undefined;
  const once = idempotent(deps.idempotency, { route: "workspace", maxBodyBytes: deps.config.BODY_MAX_BYTES });
  const router = createRouter();

  router.openapi({ ...listRoute, middleware: [auth, limit] as const }, async (c) => {
    const { id, kind, q, limit: size, cursor } = c.req.valid("query");
    const { spaceId } = c.get("principal");
    if (id !== undefined) return c.json({ document: await readDocument(deps, spaceId, id) }, 200);
    return c.json(await listDocuments(deps, { spaceId, kind, q, limit: size, cursor }), 200);
  });

  router.openapi({ ...postRoute, middleware: [auth, limit, sourceBody, once] as const }, async (c) => {
    const input = c.req.valid("json");
    const principal = c.get("principal");
    const signal = c.req.raw.signal;
    switch (input.action) {
      case "update": {
        const requestJson = await sentJson(c, input.source);
        return c.json(
          {
            document: await updateDocument(
              deps,
              { spaceId: principal.spaceId, userId: principal.userId, ...input, requestJson },
              signal,
            ),
          },
          200,
        );
      }
      case "delete": {
        return c.json(await deleteDocument(deps, principal, input.id, auditStamp(c)), 200);
      }
      default:
        return c.json(
          {
            document: await createDocument(
              deps,
              { owner: principal, ...input, requestJson: await sentJson(c, input.source) },
              signal,
            ),
          },
          201,
        );
    }
  });

  router.openapi({ ...getRoute, middleware: [auth, limit] as const }, async (c) => {
    return c.json({ document: await readDocument(deps, c.get("principal").spaceId, c.req.valid("param").id) }, 200);
  });

  router.openapi({ ...patchRoute, middleware: [auth, limit, sourceBody] as const }, async (c) => {
    const input = c.req.valid("json");
    const { spaceId, userId } = c.get("principal");
    const requestJson = await sentJson(c, input.source);
    return c.json(
      {
        document: await updateDocument(
          deps,
          { spaceId, userId, id: c.req.valid("param").id, ...input, requestJson },
          c.req.raw.signal,
        ),
      },
      200,
    );
  });

  const sessionOnly = requireAuth(deps, {
    sessionOnly: "Moving a document between spaces takes a signed-in session: an API key works in one space only.",
  });
  router.openapi({ ...moveRoute, middleware: [sessionOnly, limit, body] as const }, async (c) => {
    const principal = c.get("principal");
    const { organizationId } = c.req.valid("json");
    const role =
      organizationId === null ? null : await deps.repos.organizations.roleOf(organizationId, principal.userId);
    const moved = await moveDocument(deps, principal, c.req.valid("param").id, { organizationId, role }, auditStamp(c));
    return c.json({ document: moved.document }, 200);
  });

  router.openapi({ ...deleteRoute, middleware: [auth, limit] as const }, async (c) => {
    return c.json(await deleteDocument(deps, c.get("principal"), c.req.valid("param").id, auditStamp(c)), 200);
  });

  return router;
}
