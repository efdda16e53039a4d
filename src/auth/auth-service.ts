// The auth service in Deps: better-auth, API keys, the mailer, and the authenticator the principal middleware uses.
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import type { Database } from "../store/database.js";
import type { Repos } from "../store/repos/index.js";
import type { Principal } from "./principal.js";
import { createBetterAuth, type BetterAuth } from "./better-auth.js";
import { createKeyStore, type KeyStore } from "./api-keys/key-store.js";
import { createOrganizationKeyStore, type OrganizationKeyStore } from "./api-keys/organization-keys.js";
import { createMailer, type Mailer } from "./mailer.js";
import { createAuthenticator, type CredentialSource, type SessionView } from "./authenticate.js";
import { createOrganizations, type Organizations } from "./organizations.js";

export interface AuthService {
  betterAuth: BetterAuth;
  keys: KeyStore;
  /** Organization API keys (scoped, optionally metered). */
  organizationKeys: OrganizationKeyStore;
  mailer: Mailer;
  /** Organizations, members and invitations (better-auth's organization plugin, with the caller's session). */
  organizations: Organizations;
  /** PUBLIC_URL's origin; the only origin allowed for cookie requests that change state and for absolute callbacks. */
  trustedOrigins: string[];
  /** Social providers that are configured (the `provider` values GET /api/auth/sign-in/social accepts). */
  providers: string[];
  /** The caller by Bearer key or session cookie, or null; the route decides whether a key is enough. */
  authenticate(request: CredentialSource): Promise<Principal | null>;
  sessionFrom(headers: Headers): Promise<SessionView | null>;
  close(): void;
}

export function createAuthService(
  config: Config,
  database: Database,
  repos: Pick<Repos, "outbox" | "organizations">,
  logger: Logger,
): AuthService {
  const mailer = createMailer(config, repos.outbox, logger);
  const betterAuth = createBetterAuth(config, database, mailer, logger);
  const keys = createKeyStore(database, config.API_KEY_PREFIX);
  const organizationKeys = createOrganizationKeyStore(database, config.API_KEY_PREFIX);
  const providers = [
    ...(config.GITHUB_CLIENT_ID ? ["github"] : []),
    ...(config.GOOGLE_CLIENT_ID ? ["google"] : []),
    ...(config.OIDC_CLIENT_ID ? ["oidc"] : []),
  ];
  return {
    betterAuth,
    keys,
    organizationKeys,
    mailer,
    organizations: createOrganizations(betterAuth),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    providers,
    ...createAuthenticator(betterAuth, keys, organizationKeys, repos.organizations),
    close: () => mailer.close(),
  };
}

export type { SessionView };
