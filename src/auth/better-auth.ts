// The better-auth instance on our Kysely database: magic link, social providers, generic OIDC, organizations; cookies prefixed "quire".
import { betterAuth } from "better-auth";
import { generateRandomString } from "better-auth/crypto";
import { genericOAuth, magicLink, organization } from "better-auth/plugins";
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import { newId } from "../lib/ids.js";
import type { Database } from "../store/database.js";
import type { Mailer } from "./mailer.js";
import { accessControl, roles } from "./organization-access.js";

export const MAGIC_LINK_TTL_SECONDS = 5 * 60;
export const OIDC_PROVIDER_ID = "oidc";
/** How long an invitation to an organization stays good. */
export const INVITATION_TTL_SECONDS = 48 * 60 * 60;

/** The page an invitation e-mail links to: it signs the invited address in (magic link) and accepts. */
export function invitationUrl(publicUrl: string, invitationId: string): string {
  return new URL(`/invitations/${encodeURIComponent(invitationId)}`, publicUrl).toString();
}

export function createBetterAuth(config: Config, database: Database, mailer: Mailer, logger: Logger) {
  const secure = config.PUBLIC_URL.startsWith("https:");
  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET)
    socialProviders.github = { clientId: config.GITHUB_CLIENT_ID, clientSecret: config.GITHUB_CLIENT_SECRET };
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    socialProviders.google = { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET };
  const plugins = [
    magicLink({
      expiresIn: MAGIC_LINK_TTL_SECONDS,
      storeToken: "hashed",
      sendMagicLink: async ({ email, url }) => {
        await mailer.sendMagicLink({ to: email, url, expiresInMinutes: MAGIC_LINK_TTL_SECONDS / 60 });
      },
    }),
    organization({
      ac: accessControl,
      roles,
      creatorRole: "owner",
      invitationExpiresIn: INVITATION_TTL_SECONDS,
      cancelPendingInvitationsOnReInvite: true,
      sendInvitationEmail: async ({ id, email, role, organization: org, inviter, invitation }) => {
        await mailer.sendInvitation({
          to: email,
          url: invitationUrl(config.PUBLIC_URL, id),
          organizationName: org.name,
          inviterName: inviter.user.name || inviter.user.email,
          role,
          expiresAt: new Date(invitation.expiresAt),
        });
      },
    }),
    ...(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                clientId: config.OIDC_CLIENT_ID,
                clientSecret: config.OIDC_CLIENT_SECRET,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : []),
  ];
  return betterAuth({
    appName: "Quire",
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.PUBLIC_URL],
    database: { db: database.db as never, type: database.dialect },
    telemetry: { enabled: false },
    // Our own limiter (src/limits) applies; better-auth's in-memory one would not be shared between processes.
    rateLimit: { enabled: false },
    socialProviders,
    plugins,
    session: { cookieCache: { enabled: false } },
    // OAuth failures that know no errorCallbackURL (a bad state) land on the sign-in page, not better-auth's error page.
    onAPIError: { errorURL: "/sign-in" },
    advanced: {
      database: { generateId: ({ model }) => (model === "organization" ? newId("org") : betterAuthId()) },
      // better-auth turns its own Origin check off when NODE_ENV is "test"; on, tests run what production runs.
      disableOriginCheck: false,
      cookiePrefix: "quire",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [], disableIpTracking: true },
    },
    logger: {
      level: "warn",
      log: (level, message) =>
        logger[level === "debug" ? "debug" : level === "info" ? "info" : level === "warn" ? "warn" : "error"](
          { component: "better-auth" },
          message,
        ),
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;

/**
 * better-auth's own id form (32 letters and digits), kept for its rows but organizations: those are a noun of our API
 * and get our prefixed ids (`org_…`). An organization made before keeps its unprefixed id; nothing reads the form.
 */
function betterAuthId(): string {
  return generateRandomString(32, "a-z", "A-Z", "0-9");
}
