// Organizations, members and invitations through better-auth's organization plugin, called with the caller's session.
import { randomBytes } from "node:crypto";
import { AppError } from "../lib/errors.js";
import { callAuth } from "./auth-errors.js";
import type { BetterAuth } from "./better-auth.js";
import { organizationApi } from "./organization-api.js";
import type { OrganizationRole } from "./principal.js";

export interface OrganizationView {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
}

export interface MemberView {
  id: string;
  userId: string;
  email: string;
  name: string;
  role: string;
  createdAt: string;
}

export interface InvitationView {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: string;
  expiresAt: string;
  createdAt: string;
  inviterId: string;
}

/** The fields the views read; better-auth's typed answers fit them (a date may come back as text: both are read). */
type When = Date | string;
interface OrganizationRow {
  id: string;
  name: string;
  slug: string;
  createdAt: When;
}
interface MemberRow {
  id: string;
  userId: string;
  role: string;
  createdAt: When;
  user?: { email?: string; name?: string };
}
interface InvitationRow {
  id: string;
  organizationId: string;
  email: string;
  /** The table allows a row without one. */
  role?: string | null;
  status: string;
  expiresAt: When;
  createdAt?: When;
  inviterId: string;
}

const iso = (v: When) => (v instanceof Date ? v : new Date(v)).toISOString();
const orgView = (o: OrganizationRow): OrganizationView => ({
  id: o.id,
  name: o.name,
  slug: o.slug,
  createdAt: iso(o.createdAt),
});
const memberView = (m: MemberRow): MemberView => ({
  id: m.id,
  userId: m.userId,
  email: m.user?.email ?? "",
  name: m.user?.name ?? "",
  role: m.role,
  createdAt: iso(m.createdAt),
});
const invitationView = (i: InvitationRow): InvitationView => ({
  id: i.id,
  organizationId: i.organizationId,
  email: i.email,
  role: i.role ?? "member",
  status: i.status,
  expiresAt: iso(i.expiresAt),
  createdAt: iso(i.createdAt ?? i.expiresAt),
  inviterId: i.inviterId,
});

/** A slug nobody chose is the name's words and a random tail, so two "Marketing" organizations never collide. */
export function slugFor(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${words || "org"}-${randomBytes(3).toString("hex")}`;
}

const notFound = () => new AppError("not_found", "No such organization (or you are not a member of it).");

export function createOrganizations(betterAuth: BetterAuth) {
  const api = organizationApi(betterAuth);
  // The caller is signed in by the time these run: better-auth's 401 for a refused permission is a 403 here.
  const call = <T>(fn: () => Promise<T>) =>
    callAuth(fn).catch((err: unknown) => {
      throw err instanceof AppError && err.code === "unauthorized"
        ? new AppError("forbidden", "Your role in this organization does not allow it; ask an owner or admin.")
        : err;
    });

  return {
    async create(headers: Headers, input: { name: string; slug?: string }): Promise<OrganizationView> {
      const body = { name: input.name, slug: input.slug ?? slugFor(input.name), keepCurrentActiveOrganization: true };
      return orgView(await call(() => api.createOrganization({ headers, body })));
    },
    async list(headers: Headers): Promise<OrganizationView[]> {
      return (await call(() => api.listOrganizations({ headers }))).map(orgView);
    },
    /** The organization with its members and pending invitations; 404 when the caller is not a member. */
    async get(
      headers: Headers,
      organizationId: string,
    ): Promise<OrganizationView & { members: MemberView[]; invitations: InvitationView[] }> {
      const query = { organizationId };
      const full = await call(() => api.getFullOrganization({ headers, query })).catch(notMemberIsNotFound);
      if (!full) throw notFound();
      const invitations = (full.invitations ?? []).filter((i) => i.status === "pending").map(invitationView);
      return { ...orgView(full), members: (full.members ?? []).map(memberView), invitations };
    },
    async rename(headers: Headers, organizationId: string, name: string): Promise<OrganizationView> {
      const body = { organizationId, data: { name } };
      const renamed = await call(() => api.updateOrganization({ headers, body })).catch(notMemberIsNotFound);
      // null: the organization was deleted between better-auth's membership check and its update.
      if (!renamed) throw notFound();
      return orgView(renamed);
    },
    async remove(headers: Headers, organizationId: string): Promise<void> {
      await call(() => api.deleteOrganization({ headers, body: { organizationId } })).catch(notMemberIsNotFound);
    },
    async setActive(headers: Headers, organizationId: string | null): Promise<void> {
      await call(() => api.setActiveOrganization({ headers, body: { organizationId } })).catch(notMemberIsNotFound);
    },
    /** better-auth answers the member row alone: `person` (the member's e-mail and name) completes the view. */
    async updateRole(
      headers: Headers,
      organizationId: string,
      memberId: string,
      role: OrganizationRole,
      person: { email: string; name: string },
    ): Promise<MemberView> {
      const body = { organizationId, memberId, role };
      const updated = await call(() => api.updateMemberRole({ headers, body })).catch(notMemberIsNotFound);
      return memberView({ ...updated, user: person });
    },
    async removeMember(headers: Headers, organizationId: string, memberId: string): Promise<void> {
      const body = { organizationId, memberIdOrEmail: memberId };
      await call(() => api.removeMember({ headers, body })).catch(notMemberIsNotFound);
    },
    async leave(headers: Headers, organizationId: string): Promise<void> {
      await call(() => api.leaveOrganization({ headers, body: { organizationId } })).catch(notMemberIsNotFound);
    },
    async invite(
      headers: Headers,
      organizationId: string,
      email: string,
      role: OrganizationRole,
    ): Promise<InvitationView> {
      const body = { organizationId, email, role, resend: true };
      const invited = await call(() => api.createInvitation({ headers, body })).catch(notMemberIsNotFound);
      return invitationView(invited);
    },
    async invitations(headers: Headers, organizationId: string): Promise<InvitationView[]> {
      const query = { organizationId };
      const all = await call(() => api.listInvitations({ headers, query })).catch(notMemberIsNotFound);
      return all.filter((i) => i.status === "pending").map(invitationView);
    },
    async cancelInvitation(headers: Headers, invitationId: string): Promise<void> {
      await call(() => api.cancelInvitation({ headers, body: { invitationId } })).catch(invitationNotFound);
    },
    /** What the invitation page shows the invited, signed-in person before they accept. */
    async invitation(
      headers: Headers,
      invitationId: string,
    ): Promise<InvitationView & { organizationName: string; inviterEmail: string }> {
      const query = { id: invitationId };
      const found = await call(() => api.getInvitation({ headers, query })).catch(invitationNotFound);
      const { organizationName, inviterEmail } = found;
      return { ...invitationView(found), organizationName: organizationName ?? "", inviterEmail: inviterEmail ?? "" };
    },
    async accept(headers: Headers, invitationId: string): Promise<{ organizationId: string; memberId: string }> {
      const body = { invitationId };
      const { member } = await call(() => api.acceptInvitation({ headers, body })).catch(invitationNotFound);
      return { organizationId: member.organizationId, memberId: member.id };
    },
  };
}

export type Organizations = ReturnType<typeof createOrganizations>;

/** better-auth answers 400/403 "not a member" for an organization the caller cannot see; to the API it does not exist. */
function notMemberIsNotFound(err: unknown): never {
  if (err instanceof AppError && /member not found/i.test(err.message))
    throw new AppError("not_found", "No such member in this organization.");
  if (err instanceof AppError && /not a member|organization not found|not found/i.test(err.message)) throw notFound();
  throw err;
}

/** An invitation that is not the caller's to see (another address, gone, or already used) reads as missing. */
function invitationNotFound(err: unknown): never {
  if (err instanceof AppError && /invitation not found|not the recipient|not found/i.test(err.message))
    throw new AppError(
      "not_found",
      "No such invitation, or it is not addressed to you, was already used, or has expired.",
    );
  throw err;
}
