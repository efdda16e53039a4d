// /api/organizations: organizations (list, create, rename, delete), the session's active space, and members (roles, removal, leaving) — better-auth's organization plugin.
import { audit, auditStamp } from "../audit.js";
import { setSpaceSharing } from "../../shares/index.js";
import { organizationSpace } from "../../lib/space-id.js";
import { roleAllows, roleChangeRefusal, deleteOrganization } from "../../auth/index.js";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { createRouter, errorResponses, jsonResponse } from "../openapi.js";
import {
  ActiveSpaceAnswerSchema,
  ActiveSpaceSchema,
  CreateOrganizationSchema,
  DeleteOrganizationSchema,
  MemberParam,
  MemberSchema,
  OkSchema,
  OrganizationDetailSchema,
  OrganizationIdParam,
  OrganizationListSchema,
  OrganizationSchema,
  RoleChangeSchema,
  UpdatedOrganizationSchema,
  UpdateOrganizationSchema,
} from "./organization-schemas.js";
import { TAGS, COOKIE, body, organizationMiddleware, roleFor } from "./organization-routing.js";

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/organizations",
    operationId: "listOrganizations",
    tags: TAGS,
    summary: "List your organizations and the session's active one",
    security: COOKIE,
    responses: {
      200: jsonResponse(
        OrganizationListSchema,
        "Your organizations with your role in each; `activeOrganizationId` null means your personal space",
      ),
      ...errorResponses(401, 403, 429),
    },
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
    responses: {
      200: jsonResponse(ActiveSpaceAnswerSchema, "The active space"),
      ...errorResponses(400, 401, 403, 404, 415, 429),
    },
  }),
  read: createRoute({
    method: "get",
    path: "/api/organizations/{id}",
    operationId: "getOrganization",
    tags: TAGS,
    summary: "An organization with its members and pending invitations",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: {
      200: jsonResponse(OrganizationDetailSchema, "The organization"),
      ...errorResponses(401, 403, 404, 429),
    },
  }),
  rename: createRoute({
    method: "patch",
    path: "/api/organizations/{id}",
    operationId: "updateOrganization",
    tags: TAGS,
    summary: "Rename an organization, or set whether its members may share outside it (owners and admins)",
    description:
      "`sharing: false` refuses new share links and stops every existing one of its documents at once (they answer 404, listed as `blocked`); `true` lets them work again unless expired or revoked. Written to the audit log as `sharing.changed`.",
    security: COOKIE,
    request: { params: OrganizationIdParam, ...body(UpdateOrganizationSchema) },
    responses: {
      200: jsonResponse(UpdatedOrganizationSchema, "Changed"),
      ...errorResponses(400, 401, 403, 404, 415, 429),
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/api/organizations/{id}",
    operationId: "deleteOrganization",
    tags: TAGS,
    summary: "Delete an organization and everything in it (owners only)",
    description:
      "Send the organization's slug as `confirm`. Its documents, brands, images, jobs and webhooks are deleted with it.",
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
    responses: {
      200: jsonResponse(MemberSchema.array().openapi("OrganizationMembers"), "Members, oldest first"),
      ...errorResponses(401, 403, 404, 429),
    },
  }),
  role: createRoute({
    method: "patch",
    path: "/api/organizations/{id}/members/{memberId}",
    operationId: "updateMemberRole",
    tags: TAGS,
    summary: "Change a member's role (owners and admins; only an owner makes or unmakes an owner; nobody their own)",
    description:
      "403 `forbidden` when the member is you (nobody changes their own role, an owner beside another owner included: another owner does it), when your role does not change roles, or when an admin would make or unmake an owner; the message names the rule.",
    security: COOKIE,
    request: { params: MemberParam, ...body(RoleChangeSchema) },
    responses: {
      200: jsonResponse(MemberSchema, "The member with their new role"),
      ...errorResponses(400, 401, 403, 404, 415, 429),
    },
  }),
  removeMember: createRoute({
    method: "delete",
    path: "/api/organizations/{id}/members/{memberId}",
    operationId: "removeMember",
    tags: TAGS,
    summary: "Remove a member (owners and admins); the last owner stays",
    security: COOKIE,
    request: { params: MemberParam },
    responses: {
      200: jsonResponse(OkSchema, "Removed: their next call no longer reaches the organization"),
      ...errorResponses(400, 401, 403, 404, 429),
    },
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
};

/** Organizations, the active space and members. */
export function organizationRoutes(deps: Deps) {
  const { auth, limit, json } = organizationMiddleware(deps);
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
    await audit(deps, c, "organization.created", {
      organizationId: created.id,
      id: created.id,
      data: { name: created.name },
    });
    return c.json(created, 201);
  });

  router.openapi({ ...routes.active, middleware: [auth, limit, json] as const }, async (c) => {
    const { organizationId } = c.req.valid("json");
    const principal = c.get("principal");
    const role =
      organizationId === null ? null : await deps.repos.organizations.roleOf(organizationId, principal.userId);
    if (organizationId !== null && !role)
      throw new AppError("not_found", "No such organization (or you are not a member of it).");
    await orgs.setActive(headers(c), organizationId);
    return c.json({ activeOrganizationId: organizationId, role } as never, 200);
  });

  router.openapi({ ...routes.read, middleware: [auth, limit] as const }, async (c) => {
    const { id } = c.req.valid("param");
    const org = await orgs.get(headers(c), id);
    return c.json({ ...org, sharing: await deps.shares.repo.sharing(organizationSpace(id)) } as never, 200);
  });

  router.openapi({ ...routes.rename, middleware: [auth, limit, json] as const }, async (c) => {
    const { id } = c.req.valid("param");
    const { name, sharing } = c.req.valid("json");
    if (sharing !== undefined) {
      const role = await deps.repos.organizations.roleOf(id, c.get("principal").userId);
      if (!role) throw new AppError("not_found", "No such organization (or you are not a member of it).");
      if (role !== "owner" && role !== "admin")
        throw new AppError(
          "forbidden",
          `Changing whether members may share is refused. Your role in this organization (${role}) does not allow it; ask an owner or admin.`,
        );
    }
    let view = name !== undefined ? await orgs.rename(headers(c), id, name) : null;
    if (view)
      await audit(deps, c, "organization.renamed", { organizationId: view.id, id: view.id, data: { name: view.name } });
    if (sharing !== undefined) await setSpaceSharing(deps.shares, organizationSpace(id), sharing, auditStamp(c));
    view ??= await orgs.get(headers(c), id);
    const { members: _m, invitations: _i, ...org } = view as typeof view & { members?: unknown; invitations?: unknown };
    return c.json({ ...org, sharing: await deps.shares.repo.sharing(organizationSpace(id)) }, 200);
  });

  router.openapi({ ...routes.remove, middleware: [auth, limit, json] as const }, async (c) => {
    await deleteOrganization(
      { organizations: orgs, repo: deps.repos.organizations, blobs: deps.blobs },
      headers(c),
      c.req.valid("param").id,
      c.req.valid("json").confirm,
    );
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.members, middleware: [auth, limit] as const }, async (c) =>
    c.json((await orgs.get(headers(c), c.req.valid("param").id)).members as never, 200),
  );

  router.openapi({ ...routes.role, middleware: [auth, limit, json] as const }, async (c) => {
    const { id, memberId } = c.req.valid("param");
    const { role } = c.req.valid("json");
    const caller = await roleFor(deps, c, id, {}, "");
    const target = await deps.repos.organizations.memberOf(id, memberId);
    if (!target) throw new AppError("not_found", "No such member in this organization.");
    const refusal = roleChangeRefusal({ userId: c.get("principal").userId, role: caller }, target, role);
    if (refusal) throw new AppError("forbidden", refusal);
    const member = await orgs.updateRole(headers(c), id, memberId, role, target);
    await audit(deps, c, "member.role_changed", {
      organizationId: id,
      id: memberId,
      data: { userId: member.userId, role: member.role },
    });
    return c.json(member as never, 200);
  });

  router.openapi({ ...routes.removeMember, middleware: [auth, limit] as const }, async (c) => {
    const { id, memberId } = c.req.valid("param");
    const caller = await roleFor(deps, c, id, {}, "");
    const target = await deps.repos.organizations.memberOf(id, memberId);
    if (!target) throw new AppError("not_found", "No such member in this organization.");
    if (target.userId === c.get("principal").userId)
      throw new AppError("invalid_request", "To leave an organization, use POST /api/organizations/{id}/leave.");
    if (!roleAllows(caller, { member: ["delete"] }))
      throw new AppError(
        "forbidden",
        `Removing members is refused. Your role in this organization (${caller}) does not allow it; ask an owner or admin.`,
      );
    if (target.role === "owner" && caller !== "owner")
      throw new AppError("forbidden", "Only an owner removes an owner.");
    await orgs.removeMember(headers(c), id, memberId);
    await audit(deps, c, "member.removed", { organizationId: id, id: memberId });
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.leave, middleware: [auth, limit] as const }, async (c) => {
    await orgs.leave(headers(c), c.req.valid("param").id);
    await audit(deps, c, "member.left", { organizationId: c.req.valid("param").id, id: c.get("principal").userId });
    return c.json({ success: true as const }, 200);
  });

  return router;
}
