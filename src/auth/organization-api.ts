// The organization endpoints of better-auth that Quire calls, typed by the auth instance's own API (plugins included).
import type { BetterAuth } from "./better-auth.js";

/**
 * Exactly the organization plugin's operations Quire uses: their inputs and answers are better-auth's, narrowed to
 * this instance's options (its roles, no teams), so a change in the plugin is a compile error here or at the caller.
 */
export type OrganizationApi = Pick<
  BetterAuth["api"],
  | "createOrganization"
  | "listOrganizations"
  | "getFullOrganization"
  | "updateOrganization"
  | "deleteOrganization"
  | "setActiveOrganization"
  | "updateMemberRole"
  | "removeMember"
  | "leaveOrganization"
  | "createInvitation"
  | "listInvitations"
  | "cancelInvitation"
  | "getInvitation"
  | "acceptInvitation"
>;

export function organizationApi({ api }: BetterAuth): OrganizationApi {
  return {
    createOrganization: api.createOrganization,
    listOrganizations: api.listOrganizations,
    getFullOrganization: api.getFullOrganization,
    updateOrganization: api.updateOrganization,
    deleteOrganization: api.deleteOrganization,
    setActiveOrganization: api.setActiveOrganization,
    updateMemberRole: api.updateMemberRole,
    removeMember: api.removeMember,
    leaveOrganization: api.leaveOrganization,
    createInvitation: api.createInvitation,
    listInvitations: api.listInvitations,
    cancelInvitation: api.cancelInvitation,
    getInvitation: api.getInvitation,
    acceptInvitation: api.acceptInvitation,
  };
}
