// /api/organizations and /api/invitations: organizations, members, invitations and the session's active space (better-auth's organization plugin).
import { decodeCursor, encodeCursor } from "../../lib/list-cursor.js";
import { audit } from "../audit.js";
import { ORGANIZATION_ROLES, roleAllows, type Permission } from "../../auth/organization-access.js";
import type { OrganizationRole } from "../../auth/principal.js";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import { organizationSpace } from "../../lib/space-id.js";
import type { AppEnv } from "../env.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse } from "../openapi.js";
import {
  AcceptedSchema,
  ActiveSpaceAnswerSchema,
  ActiveSpaceSchema,
  AuditPageSchema,
  AuditQuerySchema,
  CreatedOrganizationKeySchema,
  CreateOrganizationKeySchema,
  CreateOrganizationSchema,
  KeyParam,
  OrganizationKeySchema,
  DeleteOrganizationSchema,
  InvitationIdParam,
  InvitationParam,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteSchema,
  MemberParam,
  MemberSchema,
  OkSchema,
  OrganizationDetailSchema,
  OrganizationIdParam,
  OrganizationListSchema,
  OrganizationSchema,
  RenameOrganizationSchema,
  RoleChangeSchema,
} from "./organization-schemas.js";

const TAGS = ["Organizations"];
const COOKIE = [{ cookieAuth: [] }];

/** The 403 for an API key: organizations are run by people signed in; a key works within its own space. */
export const ORGANIZATIONS_NEED_SESSION =
  "Organizations, their members and invitations are managed from a signed-in session, not with an API key. Sign in and use the Organizations page (/account), or call this route with the session cookie.";

const body = <T>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/organizations",
    operationId: "listOrganizations",
    tags: TAGS,
    summary: "List your organizations and the session's active one",
    security: COOKIE,
    responses: { 200: jsonResponse(OrganizationListSchema, "Your organizations with your role in each; `activeOrganizationId` null means your personal space"), ...errorResponses(401, 403, 429) },
  }),
  create: createRoute({
    method: "post",
    path: "/api/organizations",
    operationId: "createOrganization",
    tags: TAGS,
    summary: "Create an organization; you are its owner",
    description: "The session's active space does not change: switch with PUT /api/organizations/active.",
    security: COOKIE,
    request: body(CreateOrganizationSchema),
    responses: { 201: jsonResponse(OrganizationSchema, "Created"), ...errorResponses(400, 401, 403, 409, 415, 429) },
  }),
  active: createRoute({
    method: "put",
    path: "/api/organizations/active",
    operationId: "setActiveOrganization",
    tags: TAGS,
    summary: "Choose the space this session works in",
    description:
      "Documents, brands, images, jobs and webhooks are read and written in the active space: an organization you belong to, or null for your personal space. A member removed from it is back in their personal space on their next call.",
    security: COOKIE,
    request: body(ActiveSpaceSchema),
    responses: { 200: jsonResponse(ActiveSpaceAnswerSchema, "The active space"), ...errorResponses(400, 401, 403, 404, 415, 429) },
  }),
  read: createRoute({
    method: "get",
    path: "/api/organizations/{id}",
    operationId: "getOrganization",
    tags: TAGS,
    summary: "An organization with its members and pending invitations",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: { 200: jsonResponse(OrganizationDetailSchema, "The organization"), ...errorResponses(401, 403, 404, 429) },
  }),
  rename: createRoute({
    method: "patch",
    path: "/api/organizations/{id}",
    operationId: "updateOrganization",
    tags: TAGS,
    summary: "Rename an organization (owners and admins)",
    security: COOKIE,
    request: { params: OrganizationIdParam, ...body(RenameOrganizationSchema) },
    responses: { 200: jsonResponse(OrganizationSchema, "Renamed"), ...errorResponses(400, 401, 403, 404, 415, 429) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/api/organizations/{id}",
    operationId: "deleteOrganization",
    tags: TAGS,
    summary: "Delete an organization and everything in it (owners only)",
    description: "Send the organization's slug as `confirm`. Its documents, brands, images, jobs and webhooks are deleted with it.",
    security: COOKIE,
    request: { params: OrganizationIdParam, ...body(DeleteOrganizationSchema) },
    responses: { 200: jsonResponse(OkSchema, "Deleted"), ...errorResponses(400, 401, 403, 404, 415, 429) },
  }),
  members: createRoute({
    method: "get",
    path: "/api/organizations/{id}/members",
    operationId: "listOrganizationMembers",
    tags: TAGS,
    summary: "An organization's members",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: { 200: jsonResponse(MemberSchema.array().openapi("OrganizationMembers"), "Members, oldest first"), ...errorResponses(401, 403, 404, 429) },
  }),
  role: createRoute({
    method: "patch",
    path: "/api/organizations/{id}/members/{memberId}",
    operationId: "updateMemberRole",
    tags: TAGS,
    summary: "Change a member's role (owners and admins; only an owner makes or unmakes an owner)",
    security: COOKIE,
    request: { params: MemberParam, ...body(RoleChangeSchema) },
    responses: { 200: jsonResponse(MemberSchema, "The member with their new role"), ...errorResponses(400, 401, 403, 404, 415, 429) },
  }),
  removeMember: createRoute({
    method: "delete",
    path: "/api/organizations/{id}/members/{memberId}",
    operationId: "removeMember",
    tags: TAGS,
    summary: "Remove a member (owners and admins); the last owner stays",
    security: COOKIE,
    request: { params: MemberParam },
    responses: { 200: jsonResponse(OkSchema, "Removed: their next call no longer reaches the organization"), ...errorResponses(400, 401, 403, 404, 429) },
  }),
  leave: createRoute({
    method: "post",
    path: "/api/organizations/{id}/leave",
    operationId: "leaveOrganization",
    tags: TAGS,
    summary: "Leave an organization (the last owner cannot)",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: { 200: jsonResponse(OkSchema, "Left"), ...errorResponses(400, 401, 403, 404, 429) },
  }),
  invite: createRoute({
    method: "post",
    path: "/api/organizations/{id}/invitations",
    operationId: "createInvitation",
    tags: TAGS,
    summary: "Invite an e-mail address with a role (owners and admins)",
    description:
      "Mails a link to /invitations/{invitationId}: it works once, for that address only, for 48 hours. Inviting the same address again replaces the pending invitation.",
    security: COOKIE,
    request: { params: OrganizationIdParam, ...body(InviteSchema) },
    responses: { 201: jsonResponse(InvitationSchema, "The invitation (mailed)"), ...errorResponses(400, 401, 403, 404, 415, 429) },
  }),
  invitations: createRoute({
    method: "get",
    path: "/api/organizations/{id}/invitations",
    operationId: "listInvitations",
    tags: TAGS,
    summary: "Pending invitations",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: { 200: jsonResponse(InvitationSchema.array().openapi("OrganizationInvitations"), "Pending invitations"), ...errorResponses(401, 403, 404, 429) },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/api/organizations/{id}/invitations/{invitationId}",
    operationId: "revokeInvitation",
    tags: TAGS,
    summary: "Revoke a pending invitation (owners and admins)",
    security: COOKIE,
    request: { params: InvitationParam },
    responses: { 200: jsonResponse(OkSchema, "Revoked: its link no longer works"), ...errorResponses(401, 403, 404, 429) },
  }),
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
    responses: { 201: jsonResponse(CreatedOrganizationKeySchema, "The key; `key` is shown only here"), ...errorResponses(400, 401, 403, 404, 415, 429) },
  }),
  keys: createRoute({
    method: "get",
    path: "/api/organizations/{id}/keys",
    operationId: "listOrganizationKeys",
    tags: TAGS,
    summary: "The organization's API keys, without their secret (owners and admins)",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: { 200: jsonResponse(OrganizationKeySchema.array().openapi("OrganizationApiKeys"), "Keys, newest first"), ...errorResponses(401, 403, 404, 429) },
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
  preview: createRoute({
    method: "get",
    path: "/api/invitations/{invitationId}",
    operationId: "getInvitation",
    tags: TAGS,
    summary: "An invitation addressed to you (signed in as the invited address)",
    security: COOKIE,
    request: { params: InvitationIdParam },
    responses: { 200: jsonResponse(InvitationPreviewSchema, "The invitation"), ...errorResponses(401, 403, 404, 429) },
  }),
  accept: createRoute({
    method: "post",
    path: "/api/invitations/{invitationId}/accept",
    operationId: "acceptInvitation",
    tags: TAGS,
    summary: "Accept an invitation addressed to you; the session switches to the organization",
    security: COOKIE,
    request: { params: InvitationIdParam },
    responses: { 200: jsonResponse(AcceptedSchema, "Joined"), ...errorResponses(401, 403, 404, 429) },
  }),
};

export function organizationRoutes(deps: Deps) {
  const auth = requireAuth(deps, { sessionOnly: ORGANIZATIONS_NEED_SESSION });
  const limit = rateLimit(deps, "WORKSPACE");
  const json = jsonBody({ maxBytes: 16 * 1024 });
  const orgs = deps.auth.organizations;
  const headers = (c: Context<AppEnv>) => c.req.raw.headers;
  const router = createRouter();

  router.openapi({ ...routes.list, middleware: [auth, limit] as const }, async (c) => {
    const principal = c.get("principal");
    const items = await deps.repos.organizations.membershipsOf(principal.userId);
    return c.json({ items, activeOrganizationId: principal.organization?.id ?? null } as never, 200);
  });

  router.openapi({ ...routes.create, middleware: [auth, limit, json] as const }, async (c) => {
    const created = await orgs.create(headers(c), c.req.valid("json"));
    await audit(deps, c, "organization.created", { organizationId: created.id, id: created.id, data: { name: created.name } });
    return c.json(created, 201);
  });

  router.openapi({ ...routes.active, middleware: [auth, limit, json] as const }, async (c) => {
    const { organizationId } = c.req.valid("json");
    const principal = c.get("principal");
    const role = organizationId === null ? null : await deps.repos.organizations.roleOf(organizationId, principal.userId);
    if (organizationId !== null && !role) throw new AppError("not_found", "No such organization (or you are not a member of it).");
    await orgs.setActive(headers(c), organizationId);
    return c.json({ activeOrganizationId: organizationId, role } as never, 200);
  });

  router.openapi({ ...routes.read, middleware: [auth, limit] as const }, async (c) => c.json((await orgs.get(headers(c), c.req.valid("param").id)) as never, 200));

  router.openapi({ ...routes.rename, middleware: [auth, limit, json] as const }, async (c) => {
    const renamed = await orgs.rename(headers(c), c.req.valid("param").id, c.req.valid("json").name);
    await audit(deps, c, "organization.renamed", { organizationId: renamed.id, id: renamed.id, data: { name: renamed.name } });
    return c.json(renamed, 200);
  });

  router.openapi({ ...routes.remove, middleware: [auth, limit, json] as const }, async (c) => {
    const { id } = c.req.valid("param");
    const found = await orgs.get(headers(c), id);
    if (c.req.valid("json").confirm !== found.slug) {
      throw new AppError("invalid_request", "To delete the organization, send its slug as `confirm`.", { details: [{ path: "confirm", message: `must be "${found.slug}"` }] });
    }
    await orgs.remove(headers(c), id);
    const blobKeys = await deps.repos.organizations.purgeSpace(organizationSpace(id));
    for (const key of blobKeys) await deps.blobs.delete(key).catch(() => {});
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.members, middleware: [auth, limit] as const }, async (c) => c.json((await orgs.get(headers(c), c.req.valid("param").id)).members as never, 200));

  router.openapi({ ...routes.role, middleware: [auth, limit, json] as const }, async (c) => {
    const { id, memberId } = c.req.valid("param");
    const member = await orgs.updateRole(headers(c), id, memberId, c.req.valid("json").role);
    await audit(deps, c, "member.role_changed", { organizationId: id, id: memberId, data: { userId: member.userId, role: member.role } });
    return c.json(member as never, 200);
  });

  router.openapi({ ...routes.removeMember, middleware: [auth, limit] as const }, async (c) => {
    const { id, memberId } = c.req.valid("param");
    const caller = await roleFor(c, id, {}, "");
    const target = await deps.repos.organizations.memberOf(id, memberId);
    if (!target) throw new AppError("not_found", "No such member in this organization.");
    if (target.userId === c.get("principal").userId) throw new AppError("invalid_request", "To leave an organization, use POST /api/organizations/{id}/leave.");
    if (!roleAllows(caller, { member: ["delete"] })) throw new AppError("forbidden", `Removing members is refused. Your role in this organization (${caller}) does not allow it; ask an owner or admin.`);
    if (target.role === "owner" && caller !== "owner") throw new AppError("forbidden", "Only an owner removes an owner.");
    await orgs.removeMember(headers(c), id, memberId);
    await audit(deps, c, "member.removed", { organizationId: id, id: memberId });
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.leave, middleware: [auth, limit] as const }, async (c) => {
    await orgs.leave(headers(c), c.req.valid("param").id);
    await audit(deps, c, "member.left", { organizationId: c.req.valid("param").id, id: c.get("principal").userId });
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.invite, middleware: [auth, limit, json] as const }, async (c) => {
    const { email, role } = c.req.valid("json");
    const invitation = await orgs.invite(headers(c), c.req.valid("param").id, email, role);
    await audit(deps, c, "member.invited", { organizationId: invitation.organizationId, id: invitation.id, data: { email, role } });
    return c.json(invitation as never, 201);
  });

  router.openapi({ ...routes.invitations, middleware: [auth, limit] as const }, async (c) => c.json((await orgs.invitations(headers(c), c.req.valid("param").id)) as never, 200));

  router.openapi({ ...routes.revoke, middleware: [auth, limit] as const }, async (c) => {
    const { id, invitationId } = c.req.valid("param");
    const pending = await orgs.invitations(headers(c), id);
    if (!pending.some((i) => i.id === invitationId)) throw new AppError("not_found", "No such pending invitation in this organization.");
    await orgs.cancelInvitation(headers(c), invitationId);
    await audit(deps, c, "invitation.revoked", { organizationId: id, id: invitationId });
    return c.json({ success: true as const }, 200);
  });

  /** The caller's role in the organization, 404 when not a member, 403 unless it allows `permission` (none: any role). */
  const roleFor = async (c: Context<AppEnv>, organizationId: string, permission: Permission, refusal: string) => {
    const role = await deps.repos.organizations.roleOf(organizationId, c.get("principal").userId);
    if (!role || !(ORGANIZATION_ROLES as readonly string[]).includes(role)) throw new AppError("not_found", "No such organization (or you are not a member of it).");
    if (Object.keys(permission).length > 0 && !roleAllows(role as OrganizationRole, permission)) throw new AppError("forbidden", `${refusal} Your role in this organization (${role}) does not allow it; ask an owner or admin.`);
    return role as OrganizationRole;
  };

  router.openapi({ ...routes.createKey, middleware: [auth, limit, json] as const }, async (c) => {
    const { id } = c.req.valid("param");
    await roleFor(c, id, { apiKey: ["create"] }, "Issuing an organization API key is refused.");
    const input = c.req.valid("json");
    const created = await deps.auth.organizationKeys.create({ organizationId: id, createdBy: c.get("principal").userId, name: input.name, scopes: input.scopes, ...(input.quota ? { quota: input.quota } : {}), apiVersion: input.apiVersion ?? null });
    const { key: _secret, ...shown } = created;
    await audit(deps, c, "key.created", { organizationId: id, id: created.id, data: { name: shown.name, scopes: shown.scopes, quota: shown.quota && { limit: shown.quota.limit, refillSeconds: shown.quota.refillSeconds } } });
    return c.json(created as never, 201);
  });

  router.openapi({ ...routes.keys, middleware: [auth, limit] as const }, async (c) => {
    const { id } = c.req.valid("param");
    await roleFor(c, id, { apiKey: ["create"] }, "Listing the organization's API keys is refused.");
    return c.json((await deps.auth.organizationKeys.list(id)) as never, 200);
  });

  router.openapi({ ...routes.revokeKey, middleware: [auth, limit] as const }, async (c) => {
    const { id, keyId } = c.req.valid("param");
    await roleFor(c, id, { apiKey: ["revoke"] }, "Revoking an organization API key is refused.");
    const revoked = await deps.auth.organizationKeys.revoke(id, keyId);
    if (!revoked) throw new AppError("not_found", "No such API key in this organization.");
    await audit(deps, c, "key.revoked", { organizationId: id, id: keyId, data: { name: revoked.name } });
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.audit, middleware: [auth, limit] as const }, async (c) => {
    const { id } = c.req.valid("param");
    await roleFor(c, id, { audit: ["read"] }, "Reading the audit log is refused.");
    const { limit: size = 50, cursor } = c.req.valid("query");
    const before = cursor ? decodeCursor(cursor, "audit") : undefined;
    const since = new Date(Date.now() - deps.config.AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
    const page = await deps.repos.audit.list({ organizationId: id, limit: size, before, since });
    const items = page.items.map((e) => ({ id: e.id, actor: { type: e.actorType, id: e.actorId, label: e.actorLabel }, action: e.action, targetId: e.targetId, data: JSON.parse(e.data), requestId: e.requestId, createdAt: e.createdAt }));
    const last = page.items.at(-1);
    return c.json({ items, nextCursor: page.hasMore && last ? encodeCursor(last.id) : null } as never, 200);
  });

  router.openapi({ ...routes.preview, middleware: [auth, limit] as const }, async (c) => c.json((await orgs.invitation(headers(c), c.req.valid("param").invitationId)) as never, 200));

  router.openapi({ ...routes.accept, middleware: [auth, limit] as const }, async (c) => {
    const accepted = await orgs.accept(headers(c), c.req.valid("param").invitationId);
    await orgs.setActive(headers(c), accepted.organizationId);
    await audit(deps, c, "member.joined", { organizationId: accepted.organizationId, id: accepted.memberId, data: { invitationId: c.req.valid("param").invitationId } });
    return c.json(accepted, 200);
  });

  return router;
}
