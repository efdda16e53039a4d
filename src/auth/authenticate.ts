// Turns request headers into the caller: `Authorization: Bearer <key>` or the session cookie; null for anything else.
import { AppError } from "../lib/errors.js";
import { withinAuthCall } from "./auth-call.js";
import { organizationSpace, personalSpace } from "../lib/space-id.js";
import type { OrganizationRepo } from "../store/repos/organizations.js";
import { ORGANIZATION_ROLES } from "./organization-access.js";
import type { ActiveOrganization, OrganizationRole, Principal } from "./principal.js";
import type { BetterAuth } from "./better-auth.js";
import type { KeyStore } from "./api-keys/key-store.js";
import type { OrganizationKeyStore } from "./api-keys/organization-keys.js";

export const SESSION_COOKIE_NAMES = ["quire.session_token", "__Secure-quire.session_token"];

export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return !!cookie && SESSION_COOKIE_NAMES.some((name) => cookie.includes(`${name}=`));
}

export interface SessionView {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; name: string; image: string | null; createdAt: string };
}

/** What `authenticate` reads: single headers by lower-case name, and the whole Headers only for a cookie session. */
export interface CredentialSource {
  header(name: string): string | undefined;
  headers(): Headers;
}

export function createAuthenticator(
  betterAuth: BetterAuth,
  keys: KeyStore,
  organizationKeys: OrganizationKeyStore,
  organizations: OrganizationRepo,
) {
  /** The cookie session (never its token), or null. */
  async function sessionFrom(headers: Headers): Promise<SessionView | null> {
    const found = await sessionWithSpace(headers);
    return found && { session: found.session, user: found.user };
  }

  /** The session and the organization it works in (better-auth's activeOrganizationId), or null. */
  async function sessionWithSpace(
    headers: Headers,
  ): Promise<(SessionView & { activeOrganizationId: string | null }) | null> {
    if (!hasSessionCookie(headers.get("cookie"))) return null;
    const found = await guard(() =>
      withinAuthCall(() => betterAuth.api.getSession({ headers, query: { disableRefresh: true } })),
    );
    if (!found) return null;
    const { session, user } = found;
    return {
      session: { id: session.id, expiresAt: iso(session.expiresAt) },
      activeOrganizationId: (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image ?? null,
        createdAt: iso(user.createdAt),
      },
    };
  }

  /**
   * A present Authorization header decides alone (a bad key is not rescued by a cookie); keys in the query string
   * are never read. Which routes take a key is the route's rule (requireAuth's `sessionOnly`), not decided here.
   */
  async function authenticate(request: CredentialSource): Promise<Principal | null> {
    const authorization = request.header("authorization");
    if (authorization !== undefined) {
      const m = /^Bearer +(\S+) *$/i.exec(authorization);
      if (!m) return null;
      const orgKey = await guard(() => organizationKeys.verify(m[1]!));
      if (orgKey) {
        // An organization's key acts for the organization (as an admin would, within its scopes), whoever made it.
        const organization: ActiveOrganization = { id: orgKey.organizationId, role: "admin" };
        return {
          userId: orgKey.createdBy,
          email: "",
          name: orgKey.name,
          via: "key",
          keyId: orgKey.keyId,
          spaceId: organizationSpace(orgKey.organizationId),
          organization,
          scopes: orgKey.scopes,
          metered: orgKey.metered,
          ...(orgKey.apiVersion ? { apiVersion: orgKey.apiVersion } : {}),
        };
      }
      const key = await guard(() => keys.verify(m[1]!));
      return key
        ? {
            userId: key.userId,
            email: key.email,
            name: key.name,
            via: "key",
            keyId: key.keyId,
            spaceId: personalSpace(key.userId),
            ...(key.apiVersion ? { apiVersion: key.apiVersion } : {}),
          }
        : null;
    }
    if (!hasSessionCookie(request.header("cookie"))) return null;
    const view = await sessionWithSpace(request.headers());
    if (!view) return null;
    const caller = { userId: view.user.id, email: view.user.email, name: view.user.name, via: "session" as const };
    const organization = view.activeOrganizationId
      ? await guard(() => membership(view.activeOrganizationId!, view.user.id))
      : null;
    // A member removed from the active organization is back in their personal space on their next call.
    return organization
      ? { ...caller, spaceId: organizationSpace(organization.id), organization }
      : { ...caller, spaceId: personalSpace(view.user.id) };
  }

  /** Read on every call, so a removal or a role change holds from the next request on, in every process. */
  async function membership(organizationId: string, userId: string): Promise<ActiveOrganization | null> {
    const role = await organizations.roleOf(organizationId, userId);
    return role && (ORGANIZATION_ROLES as readonly string[]).includes(role)
      ? { id: organizationId, role: role as OrganizationRole }
      : null;
  }

  return { authenticate, sessionFrom };
}

/** A store failure while checking credentials is a 503, not a 500 and never a silent 401. */
async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err && typeof err === "object" && "statusCode" in err) throw err;
    throw new AppError("unavailable", "The sign-in store is unavailable; try again shortly.", {
      retryAfter: 5,
      cause: err,
    });
  }
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
