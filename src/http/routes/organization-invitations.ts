// /api/organizations/{id}/invitations and /api/invitations: inviting by address, pending invitations and revoking them, previewing and accepting one.
import { audit } from "../audit.js";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { createRouter, errorResponses, jsonResponse } from "../openapi.js";
import {
  AcceptedSchema,
  InvitationIdParam,
  InvitationParam,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteSchema,
  OkSchema,
  OrganizationIdParam,
} from "./organization-schemas.js";
import { TAGS, COOKIE, body, organizationMiddleware } from "./organization-routing.js";

const routes = {
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
    responses: {
      201: jsonResponse(InvitationSchema, "The invitation (mailed)"),
      ...errorResponses(400, 401, 403, 404, 415, 429),
    },
  }),
  invitations: createRoute({
    method: "get",
    path: "/api/organizations/{id}/invitations",
    operationId: "listInvitations",
    tags: TAGS,
    summary: "Pending invitations",
    security: COOKIE,
    request: { params: OrganizationIdParam },
    responses: {
      200: jsonResponse(InvitationSchema.array().openapi("OrganizationInvitations"), "Pending invitations"),
      ...errorResponses(401, 403, 404, 429),
    },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/api/organizations/{id}/invitations/{invitationId}",
    operationId: "revokeInvitation",
    tags: TAGS,
    summary: "Revoke a pending invitation (owners and admins)",
    security: COOKIE,
    request: { params: InvitationParam },
    responses: {
      200: jsonResponse(OkSchema, "Revoked: its link no longer works"),
      ...errorResponses(401, 403, 404, 429),
    },
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

/** Invitations: sent by admins, accepted by the invited address. */
export function organizationInvitationRoutes(deps: Deps) {
  const { auth, limit, json } = organizationMiddleware(deps);
  const orgs = deps.auth.organizations;
  const headers = (c: Context<AppEnv>) => c.req.raw.headers;
  const router = createRouter();

  router.openapi({ ...routes.invite, middleware: [auth, limit, json] as const }, async (c) => {
    const { email, role } = c.req.valid("json");
    const invitation = await orgs.invite(headers(c), c.req.valid("param").id, email, role);
    await audit(deps, c, "member.invited", {
      organizationId: invitation.organizationId,
      id: invitation.id,
      data: { email, role },
    });
    return c.json(invitation as never, 201);
  });

  router.openapi({ ...routes.invitations, middleware: [auth, limit] as const }, async (c) =>
    c.json((await orgs.invitations(headers(c), c.req.valid("param").id)) as never, 200),
  );

  router.openapi({ ...routes.revoke, middleware: [auth, limit] as const }, async (c) => {
    const { id, invitationId } = c.req.valid("param");
    const pending = await orgs.invitations(headers(c), id);
    if (!pending.some((i) => i.id === invitationId))
      throw new AppError("not_found", "No such pending invitation in this organization.");
    await orgs.cancelInvitation(headers(c), invitationId);
    await audit(deps, c, "invitation.revoked", { organizationId: id, id: invitationId });
    return c.json({ success: true as const }, 200);
  });

  router.openapi({ ...routes.preview, middleware: [auth, limit] as const }, async (c) =>
    c.json((await orgs.invitation(headers(c), c.req.valid("param").invitationId)) as never, 200),
  );

  router.openapi({ ...routes.accept, middleware: [auth, limit] as const }, async (c) => {
    const accepted = await orgs.accept(headers(c), c.req.valid("param").invitationId);
    await orgs.setActive(headers(c), accepted.organizationId);
    await audit(deps, c, "member.joined", {
      organizationId: accepted.organizationId,
      id: accepted.memberId,
      data: { invitationId: c.req.valid("param").invitationId },
    });
    return c.json(accepted, 200);
  });

  return router;
}
