// /api/organizations/{id}/audit: the organization's audit log, newest first with a cursor, within AUDIT_RETENTION_DAYS.
import { decodeCursor, encodeCursor } from "../../lib/list-cursor.js";
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { sweepAuditLog } from "../audit.js";
import { createRouter, errorResponses, jsonResponse } from "../openapi.js";
import { AuditPageSchema, AuditQuerySchema, OrganizationIdParam } from "./organization-schemas.js";
import { TAGS, COOKIE, organizationMiddleware, roleFor } from "./organization-routing.js";

const routes = {
  audit: createRoute({
    method: "get",
    path: "/api/organizations/{id}/audit",
    operationId: "getOrganizationAudit",
    tags: TAGS,
    summary: "The organization's audit log, newest first (owners and admins)",
    description:
      "Who (a person by e-mail, or an organization key by name) did what — members invited, joined, removed or given another role, keys issued or revoked, brands uploaded or deleted, documents deleted, webhooks changed, the organization renamed — when, and from which request (`requestId` is that call's X-Request-Id). Kept for AUDIT_RETENTION_DAYS (365).",
    security: COOKIE,
    request: { params: OrganizationIdParam, query: AuditQuerySchema },
    responses: { 200: jsonResponse(AuditPageSchema, "A page of events"), ...errorResponses(400, 401, 403, 404, 429) },
  }),
};

/** The audit log. */
export function organizationAuditRoutes(deps: Deps) {
  const { auth, limit } = organizationMiddleware(deps);
  const router = createRouter();

  router.openapi({ ...routes.audit, middleware: [auth, limit] as const }, async (c) => {
    const { id } = c.req.valid("param");
    await roleFor(deps, c, id, { audit: ["read"] }, "Reading the audit log is refused.");
    const { limit: size = 50, cursor } = c.req.valid("query");
    const before = cursor ? decodeCursor(cursor, "audit") : undefined;
    const since = new Date(Date.now() - deps.config.AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
    // Events past their retention are never listed; the ones written with a change are swept here, hourly at most.
    await sweepAuditLog(deps).catch(() => {});
    const page = await deps.repos.audit.list({ organizationId: id, limit: size, before, since });
    const items = page.items.map((e) => ({
      id: e.id,
      actor: { type: e.actorType, id: e.actorId, label: e.actorLabel },
      action: e.action,
      targetId: e.targetId,
      data: JSON.parse(e.data),
      requestId: e.requestId,
      createdAt: e.createdAt,
    }));
    const last = page.items.at(-1);
    return c.json({ items, nextCursor: page.hasMore && last ? encodeCursor(last.id) : null } as never, 200);
  });

  return router;
}
