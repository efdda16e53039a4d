// What the organization routes share: their tag and cookie security, a JSON body, their middleware and the caller's role check.
import type { Context } from "hono";
import { ORGANIZATION_ROLES, roleAllows, type Permission, type OrganizationRole } from "../../auth/index.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";

export const TAGS = ["Organizations"];
export const COOKIE = [{ cookieAuth: [] }];

/** The 403 for an API key: organizations are run by people signed in; a key works within its own space. */
const ORGANIZATIONS_NEED_SESSION =
  "Organizations, their members and invitations are managed from a signed-in session, not with an API key. Sign in and use the Organizations page (/account), or call this route with the session cookie.";

export const body = <T>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

/** A signed-in session (no API key), the WORKSPACE limit, and small JSON bodies. */
export function organizationMiddleware(deps: Deps) {
  return {
    auth: requireAuth(deps, { sessionOnly: ORGANIZATIONS_NEED_SESSION }),
    limit: rateLimit(deps, "WORKSPACE"),
    json: jsonBody({ maxBytes: 16 * 1024 }),
  };
}

/** The caller's role in the organization, 404 when not a member, 403 unless it allows `permission` (none: any role). */
export async function roleFor(
  deps: Deps,
  c: Context<AppEnv>,
  organizationId: string,
  permission: Permission,
  refusal: string,
): Promise<OrganizationRole> {
  const role = await deps.repos.organizations.roleOf(organizationId, c.get("principal").userId);
  if (!role || !(ORGANIZATION_ROLES as readonly string[]).includes(role))
    throw new AppError("not_found", "No such organization (or you are not a member of it).");
  if (Object.keys(permission).length > 0 && !roleAllows(role as OrganizationRole, permission))
    throw new AppError(
      "forbidden",
      `${refusal} Your role in this organization (${role}) does not allow it; ask an owner or admin.`,
    );
  return role as OrganizationRole;
}
