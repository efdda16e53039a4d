// What the organization page's sections share: the shapes they show (from the API's schemas), their props, who manages.
import type { Schemas } from "@quire/sdk";
import type { Role } from "../../spaces";

export type Member = Schemas["OrganizationMember"];
export type Invitation = Schemas["OrganizationInvitation"];
export type OrganizationDetail = Schemas["OrganizationDetail"];
export type OrganizationKey = Schemas["OrganizationApiKey"];
export type AuditEvent = Schemas["AuditEvent"];
export type KeyScope = Schemas["KeyScope"];

export interface SectionProps {
  org: OrganizationDetail;
  role: Role | undefined;
  onChanged: () => Promise<void>;
}

/** Owners and admins manage the organization; members read it. */
export const manages = (role: Role | undefined) => role === "owner" || role === "admin";
