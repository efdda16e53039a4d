// /api/auth/api-key/{create,list,delete} over the key store; the key is shown once. Keys are created from a signed-in
// session only (a leaked key must not mint more keys that outlive its revocation: 403 that says so); listing and
// revoking one's own keys take the session or a key, so a script can retire an old key or revoke itself.
import { API_VERSIONS } from "../api-versions.js";
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import { jsonBody } from "../middleware/json-body.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, ErrorSchema, errorResponses, SECURITY } from "../openapi.js";

const TAGS = ["Auth"];

/** The 403 for `Authorization: Bearer <key>` on key creation: the rule, the reason, and the way that works. */
export const KEY_CREATION_NEEDS_SESSION =
  "API keys are created from a signed-in session, not with an API key: a leaked key must not be able to mint more keys that outlive its revocation. " +
  "Sign in and create the key on the Account page (/account), or call this route with the session cookie. " +
  "With a key you can list (GET /api/auth/api-key/list) and revoke (POST /api/auth/api-key/delete) your keys.";
const ApiVersionField = z
  .enum(API_VERSIONS)
  .nullable()
  .openapi({ description: "Pin the key to this dated API version (Quire-Version); null follows the newest" });
const KeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  apiVersion: z.string().nullable(),
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/api/auth/api-key/create",
  operationId: "createApiKey",
  tags: TAGS,
  summary: "Create an API key",
  description:
    "Signed-in session only: an API key is refused with 403 `forbidden` (a leaked key must not mint more keys). Like every cookie request that changes data, it needs this site's `Origin` header (browsers send it).",
  security: [{ cookieAuth: [] }],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ name: z.string().trim().min(1).max(100), apiVersion: ApiVersionField.optional() }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "The new key; `key` is shown only here",
      content: {
        "application/json": {
          schema: z.object({
            id: z.string(),
            name: z.string(),
            key: z.string(),
            start: z.string(),
            createdAt: z.string(),
            apiVersion: z.string().nullable(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 415),
    403: {
      description:
        "Sent with an API key (keys are created from a signed-in session), or a cookie request without this site's Origin; the message names the rule",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

const listKeysRoute = createRoute({
  method: "get",
  path: "/api/auth/api-key/list",
  operationId: "listApiKeys",
  tags: TAGS,
  summary: "List API keys",
  description:
    "The caller's own keys, newest first, without their secret. Takes the session or any of the user's keys; a key finds itself in the list as the entry whose `start` it begins with.",
  security: SECURITY,
  responses: {
    200: {
      description: "Keys without their secret",
      content: { "application/json": { schema: z.array(KeyInfo).openapi("ApiKeyList") } },
    },
    ...errorResponses(401),
  },
});

const deleteKeyRoute = createRoute({
  method: "post",
  path: "/api/auth/api-key/delete",
  operationId: "deleteApiKey",
  tags: TAGS,
  summary: "Revoke an API key",
  description:
    "Deletes one of the caller's keys; it fails with 401 on its next call. Takes the session or any of the user's keys (a key may revoke itself). Another user's key id is 404, as an unknown one. A cookie request needs this site's `Origin` header.",
  security: SECURITY,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ keyId: z.string().min(1).max(100) }) } },
    },
  },
  responses: {
    200: {
      description: "Revoked",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

const updateKeyRoute = createRoute({
  method: "post",
  path: "/api/auth/api-key/update",
  operationId: "updateApiKey",
  tags: TAGS,
  summary: "Pin an API key to a dated API version, or unpin it",
  description:
    "A pinned key's calls are answered in that version unless a request names another in Quire-Version. Takes the session or any of the user's keys. Another user's key id is 404.",
  security: SECURITY,
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: z.object({ keyId: z.string().min(1).max(100), apiVersion: ApiVersionField }) },
      },
    },
  },
  responses: {
    200: {
      description: "Updated",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

export function authKeyRoutes(deps: Deps) {
  const sessionOnly = requireAuth(deps, { sessionOnly: KEY_CREATION_NEEDS_SESSION });
  const sessionOrKey = requireAuth(deps);
  const body = jsonBody({ maxBytes: 16 * 1024 });
  const router = createRouter();
  router.openapi({ ...createKeyRoute, middleware: [sessionOnly, body] as const }, async (c) => {
    const { name, apiVersion } = c.req.valid("json");
    const created = await deps.auth.keys.create(c.get("principal").userId, name, apiVersion ?? null);
    return c.json(
      {
        id: created.id,
        name: created.name,
        key: created.key,
        start: created.start,
        createdAt: created.createdAt,
        apiVersion: created.apiVersion,
      },
      200,
    );
  });
  router.openapi({ ...listKeysRoute, middleware: [sessionOrKey] as const }, async (c) =>
    c.json(await deps.auth.keys.list(c.get("principal").userId), 200),
  );
  router.openapi({ ...updateKeyRoute, middleware: [sessionOrKey, body] as const }, async (c) => {
    const { keyId, apiVersion } = c.req.valid("json");
    if (!(await deps.auth.keys.setApiVersion(c.get("principal").userId, keyId, apiVersion)))
      throw new AppError("not_found", "There is no such API key.");
    return c.json({ success: true as const }, 200);
  });
  router.openapi({ ...deleteKeyRoute, middleware: [sessionOrKey, body] as const }, async (c) => {
    const { keyId } = c.req.valid("json");
    if (!(await deps.auth.keys.revoke(c.get("principal").userId, keyId)))
      throw new AppError("not_found", "There is no such API key.");
    return c.json({ success: true as const }, 200);
  });
  return router;
}
