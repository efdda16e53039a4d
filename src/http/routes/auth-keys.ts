// /api/auth/api-key/{create,list,delete}: session-only routes over the key store; the key is shown once.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import { jsonBody } from "../middleware/json-body.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";

const TAGS = ["Auth"];
const KeyInfo = z.object({ id: z.string(), name: z.string(), start: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });

const createKeyRoute = createRoute({
  method: "post",
  path: "/api/auth/api-key/create",
  tags: TAGS,
  summary: "Create an API key",
  security: [{ cookieAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: z.object({ name: z.string().trim().min(1).max(100) }) } } } },
  responses: {
    200: { description: "The new key; `key` is shown only here", content: { "application/json": { schema: z.object({ id: z.string(), name: z.string(), key: z.string(), start: z.string(), createdAt: z.string() }) } } },
    ...errorResponses(400, 401, 403, 415),
  },
});

const listKeysRoute = createRoute({
  method: "get",
  path: "/api/auth/api-key/list",
  tags: TAGS,
  summary: "List API keys",
  security: [{ cookieAuth: [] }],
  responses: { 200: { description: "Keys without their secret", content: { "application/json": { schema: z.array(KeyInfo).openapi("ApiKeyList") } } }, ...errorResponses(401) },
});

const deleteKeyRoute = createRoute({
  method: "post",
  path: "/api/auth/api-key/delete",
  tags: TAGS,
  summary: "Revoke an API key",
  security: [{ cookieAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: z.object({ keyId: z.string().min(1).max(100) }) } } } },
  responses: { 200: { description: "Revoked", content: { "application/json": { schema: z.object({ success: z.literal(true) }) } } }, ...errorResponses(400, 401, 403, 404, 415) },
});

export function authKeyRoutes(deps: Deps) {
  const sessionOnly = requireAuth(deps, { sessionOnly: true });
  const body = jsonBody({ maxBytes: 16 * 1024 });
  const router = createRouter();
  router.openapi({ ...createKeyRoute, middleware: [sessionOnly, body] as const }, async (c) => {
    const { name } = c.req.valid("json");
    const created = await deps.auth.keys.create(c.get("principal").userId, name);
    return c.json({ id: created.id, name: created.name, key: created.key, start: created.start, createdAt: created.createdAt }, 200);
  });
  router.openapi({ ...listKeysRoute, middleware: [sessionOnly] as const }, async (c) => c.json(await deps.auth.keys.list(c.get("principal").userId), 200));
  router.openapi({ ...deleteKeyRoute, middleware: [sessionOnly, body] as const }, async (c) => {
    const { keyId } = c.req.valid("json");
    if (!(await deps.auth.keys.revoke(c.get("principal").userId, keyId))) throw new AppError("not_found", "There is no such API key.");
    return c.json({ success: true as const }, 200);
  });
  return router;
}
