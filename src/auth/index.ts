// The face of auth/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { KEY_SCOPES, type KeyScope, requireUse, scopeFor } from "./api-keys/key-scopes.js";
export { callAuth, errorFromResponse } from "./auth-errors.js";
export { type AuthService, createAuthService } from "./auth-service.js";
export { safeCallbackURL } from "./callback-url.js";
export { deleteOrganization } from "./delete-organization.js";
export {
  assertAllowed,
  ORGANIZATION_ROLES,
  type Permission,
  roleAllows,
  roleChangeRefusal,
} from "./organization-access.js";
export { checkOrigin, hasTrustedOrigin, STATE_CHANGING_METHODS } from "./origin.js";
export { idempotencySubject, jobSubject, type OrganizationRole, type Principal } from "./principal.js";
