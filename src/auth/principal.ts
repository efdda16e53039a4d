// Who is calling: what authentication makes of a request, for the routes and the domain alike.
import type { SpaceId } from "../lib/space-id.js";
import type { KeyScope } from "./api-keys/key-scopes.js";

export type OrganizationRole = "owner" | "admin" | "member";

/** The organization a caller works in, and their role there. */
export interface ActiveOrganization {
  id: string;
  role: OrganizationRole;
}

/** A signed-in user, by cookie session or by API key. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  via: "session" | "key";
  /** Set when `via` is "key". */
  keyId?: string;
  /** Whose documents, brands, assets, jobs and webhooks the call reads and writes: the personal space or the organization's. */
  spaceId: SpaceId;
  /** Set when the call works in an organization (the session's active one, checked against membership on every call). */
  organization?: ActiveOrganization;
  /** An organization API key's scopes: each call must need one of them. Absent for sessions and personal keys (they reach everything). */
  scopes?: readonly KeyScope[];
  /** An organization key with a quota: each call spends one. */
  metered?: boolean;
  /** The API version the calling key is pinned to (Quire-Version), if any. */
  apiVersion?: string;
}

/**
 * Whose Idempotency-Keys a call uses: the user's in their personal space (as before organizations), the user's within
 * an organization apart from that (a key reused after switching spaces is a new call), and an organization key's own.
 */
export function idempotencySubject(principal: Principal): string {
  if (principal.scopes) return `key:${principal.keyId}`;
  return principal.spaceId === principal.userId ? principal.userId : `${principal.userId}@${principal.spaceId}`;
}

/**
 * Whose job limits (and streamed-batch slot) a call's jobs count against: an organization key's own, as its rate limits
 * are; else the user's (a personal key's jobs are its owner's).
 */
export function jobSubject(principal: Principal): { userId: string; keyId: string | null } {
  return { userId: principal.userId, keyId: principal.scopes ? principal.keyId! : null };
}
