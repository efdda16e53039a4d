// /api/organizations/{id}/keys: organization API keys — issued, listed and revoked by those whose role allows it.
import { auditStamp } from "../audit.js";
import { auditEvent } from "../../store/repos/audit.js";
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import { createRouter, errorResponses, jsonResponse } from "../openapi.js";
import {
  CreatedOrganizationKeySchema,
  CreateOrganizationKeySchema,
  KeyParam,
  OrganizationKeySchema,
  OkSchema,
  OrganizationIdParam,
} from "./organization-schemas.js";
import { TAGS, COOKIE, body, organizationMiddleware, roleFor } from "./organization-routing.js";

const routes = {
  createKey: createRoute({
    method: "post",
    path: "/api/organizations/{id}/keys",
    operationId: "createOrganizationKey",
    tags: TAGS,
    summary: "Issue an organization API key with scopes and an optional quota (owners and admins)",
    description:
      "The key acts in the organization's space, whoever made it, and keeps working when its maker leaves. Each call must need one of its `scopes` (else `403 forbidden` naming the scope); with a `quota`, each call spends one, and a spent key is `429 quota_exhausted` with `Retry-After` at the refill.",
    security: COOKIE,
    request: { params: OrganizationIdParam, ...body(CreateOrganizationKeySchema) },
    responses: {
      201: jsonResponse(CreatedOrganizationKeySchema, "The key; `key` is shown only here"),
      ...errorResponses(400, 401, 403, 404, 415, 429),
    },
  }),
  keys: createRoute({
    method: "get",
    path: "/api/organizations/{id}/keys",
    operationId: "listOrganizationKeys",
    tags: TAGS,
    summary: "The organization's API keys, without their secret (owners and admins)",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: {
      200: jsonResponse(OrganizationKeySchema.array().openapi("OrganizationApiKeys"), "Keys, newest first"),
      ...errorResponses(401, 403, 404, 429),
    },
  }),
  revokeKey: createRoute({
    method: "delete",
    path: "/api/organizations/{id}/keys/{keyId}",
    operationId: "deleteOrganizationKey",
    tags: TAGS,
    summary: "Revoke an organization API key (owners and admins)",
    security: COOKIE,
    request: { params: KeyParam },
    responses: { 200: jsonResponse(OkSchema, "Revoked: its next call is 401"), ...errorResponses(401, 403, 404, 429) },
  }),
};

/** Organization API keys. */
export function organizationKeyRoutes(deps: Deps) {
  const { auth, limit, json } = organizationMiddleware(deps);
  const router = createRouter();

  router.openapi({ ...routes.createKey, middleware: [auth, limit, json] as const }, async (c) => {
    const { id } = c.req.valid("param");
    await roleFor(deps, c, id, { apiKey: ["create"] }, "Issuing an organization API key is refused.");
    const input = c.req.valid("json");
    const stamp = auditStamp(c);
    const created = await deps.auth.organizationKeys.create(
      {
        organizationId: id,
        createdBy: c.get("principal").userId,
        name: input.name,
        scopes: input.scopes,
        ...(input.quota ? { quota: input.quota } : {}),
        apiVersion: input.apiVersion ?? null,
      },
      (shown) =>
        auditEvent(stamp, "key.created", {
          organizationId: id,
          id: shown.id,
          data: {
            name: shown.name,
            scopes: shown.scopes,
            quota: shown.quota && { limit: shown.quota.limit, refillSeconds: shown.quota.refillSeconds },
          },
        }),
    );
    return c.json(created as never, 201);
  });

  router.openapi({ ...routes.keys, middleware: [auth, limit] as const }, async (c) => {
    const { id } = c.req.valid("param");
    await roleFor(deps, c, id, { apiKey: ["create"] }, "Listing the organization's API keys is refused.");
    return c.json((await deps.auth.organizationKeys.list(id)) as never, 200);
  });

  router.openapi({ ...routes.revokeKey, middleware: [auth, limit] as const }, async (c) => {
    const { id, keyId } = c.req.valid("param");
    await roleFor(deps, c, id, { apiKey: ["revoke"] }, "Revoking an organization API key is refused.");
    const stamp = auditStamp(c);
    const revoked = await deps.auth.organizationKeys.revoke(id, keyId, (key) =>
      auditEvent(stamp, "key.revoked", { organizationId: id, id: keyId, data: { name: key.name } }),
    );
    if (!revoked) throw new AppError("not_found", "No such API key in this organization.");
    return c.json({ success: true as const }, 200);
  });

  return router;
}
