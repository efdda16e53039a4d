// Organizations, members and invitations through better-auth's organization plugin, called with the caller's session.
import { randomBytes } from "node:crypto";
import { AppError } from "../lib/errors.js";
import { callAuth } from "./auth-errors.js";
import type { BetterAuth } from "./better-auth.js";

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

type Row = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const orgView = (o: Row): OrganizationView => ({ id: String(o.id), name: String(o.name), slug: String(o.slug), createdAt: iso(o.createdAt) });
const memberView = (m: Row): MemberView => {
  const user = (m.user ?? {}) as Row;
  return { id: String(m.id), userId: String(m.userId), email: String(user.email ?? ""), name: String(user.name ?? ""), role: String(m.role), createdAt: iso(m.createdAt) };
};
const invitationView = (i: Row): InvitationView => ({
  id: String(i.id),
  organizationId: String(i.organizationId),
  email: String(i.email),
  role: String(i.role ?? "member"),
  status: String(i.status),
  expiresAt: iso(i.expiresAt),
  createdAt: iso(i.createdAt ?? i.expiresAt),
  inviterId: String(i.inviterId),
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
  const api = betterAuth.api as unknown as Record<string, (input: Row) => Promise<unknown>>;
  // The caller is signed in by the time these run: better-auth's 401 for a refused permission is a 403 here.
  const call = <T>(name: string, input: Row) =>
    callAuth(() => api[name]!(input) as Promise<T>).catch((err: unknown) => {
      throw err instanceof AppError && err.code === "unauthorized" ? new AppError("forbidden", "Your role in this organization does not allow it; ask an owner or admin.") : err;
    });

  return {
    async create(headers: Headers, input: { name: string; slug?: string }): Promise<OrganizationView> {
      const created = await call<Row>("createOrganization", { headers, body: { name: input.name, slug: input.slug ?? slugFor(input.name), keepCurrentActiveOrganization: true } });
      return orgView(created);
    },
    async list(headers: Headers): Promise<OrganizationView[]> {
      return (await call<Row[]>("listOrganizations", { headers })).map(orgView);
    },
    /** The organization with its members and pending invitations; 404 when the caller is not a member. */
    async get(headers: Headers, organizationId: string): Promise<OrganizationView & { members: MemberView[]; invitations: InvitationView[] }> {
      const full = await call<Row | null>("getFullOrganization", { headers, query: { organizationId } }).catch(notMemberIsNotFound);
      if (!full) throw notFound();
      const invitations = ((full.invitations ?? []) as Row[]).filter((i) => i.status === "pending").map(invitationView);
      return { ...orgView(full), members: ((full.members ?? []) as Row[]).map(memberView), invitations };
    },
    async rename(headers: Headers, organizationId: string, name: string): Promise<OrganizationView> {
      return orgView(await call<Row>("updateOrganization", { headers, body: { organizationId, data: { name } } }).catch(notMemberIsNotFound));
    },
    async remove(headers: Headers, organizationId: string): Promise<void> {
      await call("deleteOrganization", { headers, body: { organizationId } }).catch(notMemberIsNotFound);
    },
    async setActive(headers: Headers, organizationId: string | null): Promise<void> {
      await call("setActiveOrganization", { headers, body: { organizationId } }).catch(notMemberIsNotFound);
    },
    /** better-auth answers the member row alone: `person` (the member's e-mail and name) completes the view. */
    async updateRole(headers: Headers, organizationId: string, memberId: string, role: string, person: { email: string; name: string }): Promise<MemberView> {
      const updated = await call<Row>("updateMemberRole", { headers, body: { organizationId, memberId, role } }).catch(notMemberIsNotFound);
      return memberView({ ...updated, user: person });
    },
    async removeMember(headers: Headers, organizationId: string, memberId: string): Promise<void> {
      await call("removeMember", { headers, body: { organizationId, memberIdOrEmail: memberId } }).catch(notMemberIsNotFound);
    },
    async leave(headers: Headers, organizationId: string): Promise<void> {
      await call("leaveOrganization", { headers, body: { organizationId } }).catch(notMemberIsNotFound);
    },
    async invite(headers: Headers, organizationId: string, email: string, role: string): Promise<InvitationView> {
      return invitationView(await call<Row>("createInvitation", { headers, body: { organizationId, email, role, resend: true } }).catch(notMemberIsNotFound));
    },
    async invitations(headers: Headers, organizationId: string): Promise<InvitationView[]> {
      const all = await call<Row[]>("listInvitations", { headers, query: { organizationId } }).catch(notMemberIsNotFound);
      return all.filter((i: Row) => i.status === "pending").map(invitationView);
    },
    async cancelInvitation(headers: Headers, invitationId: string): Promise<void> {
      await call("cancelInvitation", { headers, body: { invitationId } }).catch(invitationNotFound);
    },
    /** What the invitation page shows the invited, signed-in person before they accept. */
    async invitation(headers: Headers, invitationId: string): Promise<InvitationView & { organizationName: string; inviterEmail: string }> {
      const found = await call<Row>("getInvitation", { headers, query: { id: invitationId } }).catch(invitationNotFound);
      return { ...invitationView(found), organizationName: String(found.organizationName ?? ""), inviterEmail: String(found.inviterEmail ?? "") };
    },
    async accept(headers: Headers, invitationId: string): Promise<{ organizationId: string; memberId: string }> {
      const out = await call<{ member: Row }>("acceptInvitation", { headers, body: { invitationId } }).catch(invitationNotFound);
      return { organizationId: String(out.member.organizationId), memberId: String(out.member.id) };
    },
  };
}

export type Organizations = ReturnType<typeof createOrganizations>;

/** better-auth answers 400/403 "not a member" for an organization the caller cannot see; to the API it does not exist. */
function notMemberIsNotFound(err: unknown): never {
  if (err instanceof AppError && /member not found/i.test(err.message)) throw new AppError("not_found", "No such member in this organization.");
  if (err instanceof AppError && /not a member|organization not found|not found/i.test(err.message)) throw notFound();
  throw err;
}

/** An invitation that is not the caller's to see (another address, gone, or already used) reads as missing. */
function invitationNotFound(err: unknown): never {
  if (err instanceof AppError && /invitation not found|not the recipient|not found/i.test(err.message)) throw new AppError("not_found", "No such invitation, or it is not addressed to you, was already used, or has expired.");
  throw err;
}
