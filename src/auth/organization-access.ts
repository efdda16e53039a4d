// Who may do what in an organization: better-auth's access control with Quire's own statements beside its defaults.
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, memberAc, ownerAc } from "better-auth/plugins/organization/access";
import { AppError } from "../lib/errors.js";
import type { OrganizationRole, Principal } from "./principal.js";

export const statements = {
  ...defaultStatements,
  brand: ["upload", "replace", "delete"],
  document: ["delete-others"],
  apiKey: ["create", "revoke"],
  webhook: ["manage"],
  audit: ["read"],
} as const;

export const accessControl = createAccessControl(statements);

const manageAll = {
  brand: ["upload", "replace", "delete"],
  document: ["delete-others"],
  apiKey: ["create", "revoke"],
  webhook: ["manage"],
  audit: ["read"],
} as const;

export const roles = {
  owner: accessControl.newRole({ ...ownerAc.statements, ...manageAll }),
  admin: accessControl.newRole({ ...adminAc.statements, ...manageAll }),
  member: accessControl.newRole({ ...memberAc.statements }),
};

export type Permission = { [K in keyof typeof statements]?: (typeof statements)[K][number][] };

export const ORGANIZATION_ROLES: readonly OrganizationRole[] = ["owner", "admin", "member"];

/** True when `role` grants every action named in `permission` (checked in memory: the roles are fixed). */
export function roleAllows(role: OrganizationRole, permission: Permission): boolean {
  return roles[role].authorize(permission as never).success;
}

/** 403 unless the caller works in their personal space or their role in the active organization allows `permission`. */
export function assertAllowed(principal: Principal, permission: Permission, refusal: string): void {
  if (!principal.organization) return;
  if (!roleAllows(principal.organization.role, permission))
    throw new AppError(
      "forbidden",
      `${refusal} Your role in this organization (${principal.organization.role}) does not allow it; ask an owner or admin.`,
    );
}

/** The member a role change is about, and who asks for it (their user id and role in the organization). */
export interface RoleHolder {
  userId: string;
  role: string;
}

/**
 * Why `caller` may not give `target` the role `role`, in the rule's words, or null when they may: nobody changes their
 * own role (not even an owner beside another owner), only an owner makes or unmakes an owner, and only a role that
 * changes roles (owner, admin) changes anyone's.
 */
export function roleChangeRefusal(caller: RoleHolder, target: RoleHolder, role: OrganizationRole): string | null {
  if (caller.userId === target.userId)
    return "Nobody changes their own role in an organization; ask another owner (or an admin, for an admin's or member's role) to change it.";
  const callerRole = caller.role as OrganizationRole;
  if (!roleAllows(callerRole, { member: ["update"] }))
    return `Changing roles is refused. Your role in this organization (${callerRole}) does not allow it; ask an owner or admin.`;
  if ((target.role === "owner" || role === "owner") && callerRole !== "owner")
    return "Only an owner makes or unmakes an owner.";
  return null;
}
