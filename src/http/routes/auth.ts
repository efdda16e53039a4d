// /api/auth/*: magic link, social sign-in, session, sign-out (API keys in auth-keys.ts); better-auth underneath,
// its errors mapped to {error, message}. Only the routes below and the OAuth callbacks reach better-auth.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { callAuth, errorFromResponse, safeCallbackURL } from "../../auth/index.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { jsonBody } from "../middleware/json-body.js";
import { clientKeyOf, rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, ErrorSchema, errorResponses } from "../openapi.js";
import { authKeyRoutes } from "./auth-keys.js";

const TAGS = ["Auth"];
const CallbackURL = z
  .string()
  .max(2048)
  .optional()
  .openapi({ description: "A same-origin path (or an absolute URL on PUBLIC_URL's origin)." });
const DEFAULT_ERROR_CALLBACK = "/sign-in";
const LOCATION = { description: "Where the browser goes next", schema: { type: "string" as const } };

/** The 403 for `Authorization: Bearer <key>` on sign-out: a key has no session to end; revoking it is the way. */
export const SIGN_OUT_NEEDS_SESSION =
  "Sign-out ends a signed-in session, and an API key has none, so nothing was signed out. To stop a key from working, revoke it with POST /api/auth/api-key/delete (a key may revoke itself).";

const magicLinkRoute = createRoute({
  method: "post",
  path: "/api/auth/sign-in/magic-link",
  operationId: "sendMagicLink",
  security: [],
  tags: TAGS,
  summary: "Send a sign-in link by e-mail",
  description:
    "At most 3 links for one address from one client per 15 minutes (the 4th: 429 `rate_limit_minute`), counted per client so nobody else spends a person's. An address gets at most 5 mails per 15 minutes from all clients together; past that a client's first request for it still gets a mail and any other is answered alike with nothing sent. Known and unknown addresses get the same answers.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            email: z.email().max(254),
            name: z.string().max(200).optional(),
            callbackURL: CallbackURL,
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description:
        "Sent, or nothing sent past the address's mails for the window (same answer whether or not the address has an account)",
      content: { "application/json": { schema: z.object({ status: z.literal(true) }) } },
    },
    ...errorResponses(400, 413, 415, 429, 503),
  },
});

const verifyRoute = createRoute({
  method: "get",
  path: "/api/auth/magic-link/verify",
  operationId: "verifyMagicLink",
  security: [],
  tags: TAGS,
  summary: "Open a sign-in link",
  request: {
    query: z.object({
      token: z.string().min(1).max(512),
      callbackURL: CallbackURL,
      errorCallbackURL: CallbackURL,
      newUserCallbackURL: CallbackURL,
    }),
  },
  responses: {
    302: {
      description:
        "Signed in (cookie set) and redirected to callbackURL; or redirected with an `error` query parameter",
      headers: { Location: LOCATION, "Set-Cookie": { schema: { type: "string" } } },
    },
    ...errorResponses(400),
  },
});

const socialRoute = createRoute({
  method: "get",
  path: "/api/auth/sign-in/social",
  operationId: "startSocialSignIn",
  security: [],
  tags: TAGS,
  summary: "Start OAuth sign-in",
  request: {
    query: z.object({ provider: z.string().min(1).max(64), callbackURL: CallbackURL, errorCallbackURL: CallbackURL }),
  },
  responses: {
    302: {
      description: "Redirect to the provider (authorization code flow with state and PKCE)",
      headers: { Location: LOCATION },
    },
    ...errorResponses(400, 503),
  },
});

const SessionSchema = z
  .object({
    session: z.object({ id: z.string(), expiresAt: z.string() }),
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      createdAt: z.string(),
    }),
  })
  .nullable()
  .openapi("Session");

const getSessionRoute = createRoute({
  method: "get",
  path: "/api/auth/get-session",
  operationId: "getSession",
  security: [{} as Record<string, string[]>, { cookieAuth: [] }],
  tags: TAGS,
  summary: "The current session",
  responses: {
    200: { description: "The session, or null", content: { "application/json": { schema: SessionSchema } } },
    ...errorResponses(503),
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/api/auth/sign-out",
  operationId: "signOut",
  tags: TAGS,
  summary: "End the session",
  description:
    "Ends the cookie session; an API key is refused with 403 `forbidden` (revoke a key with POST /api/auth/api-key/delete).",
  security: [{ cookieAuth: [] }],
  responses: {
    200: {
      description: "Signed out; cookie cleared",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(401),
    403: {
      description:
        "Sent with an API key (it has no session to end), or without this site's Origin; the message names the rule",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

export function authRoutes(deps: Deps) {
  const { auth } = deps;
  const router = createRouter();
  const trusted = auth.trustedOrigins;
  const checkCallback = (value: string | undefined, field: string): string => {
    const safe = safeCallbackURL(value, trusted);
    if (safe === null)
      throw new AppError("invalid_request", `${field} must be a path on this site.`, {
        details: [{ path: field, message: "not a same-origin path or trusted origin" }],
      });
    return safe;
  };

  router.openapi(
    { ...magicLinkRoute, middleware: [rateLimit(deps, "MAGIC_LINK"), jsonBody({ maxBytes: 16 * 1024 })] as const },
    async (c) => {
      const body = c.req.valid("json");
      const callbackURL = checkCallback(body.callbackURL, "callbackURL");
      // The address's mails are spent for this window and this client already had one: the same answer, nothing sent.
      if (!(await deps.limiter.magicLinkMail(body.email, clientKeyOf(c, deps.config.TRUST_PROXY))))
        return c.json({ status: true as const }, 200);
      await callAuth(() =>
        auth.betterAuth.api.signInMagicLink({
          body: { email: body.email, name: body.name, callbackURL },
          headers: c.req.raw.headers,
        }),
      );
      return c.json({ status: true as const }, 200);
    },
  );

  router.openapi(verifyRoute, async (c) => {
    const q = c.req.valid("query");
    checkCallback(q.callbackURL, "callbackURL");
    checkCallback(q.newUserCallbackURL, "newUserCallbackURL");
    const url = new URL(c.req.url);
    url.searchParams.set(
      "errorCallbackURL",
      checkCallback(q.errorCallbackURL ?? DEFAULT_ERROR_CALLBACK, "errorCallbackURL"),
    );
    if (!q.callbackURL) url.searchParams.set("callbackURL", "/");
    return forward(c, new Request(url, { method: "GET", headers: c.req.raw.headers }));
  });

  router.openapi(socialRoute, async (c) => {
    const q = c.req.valid("query");
    if (!auth.providers.includes(q.provider)) {
      throw new AppError(
        "invalid_request",
        `Unknown sign-in provider; configured: ${auth.providers.join(", ") || "none"}.`,
        { details: [{ path: "provider", message: "unknown provider" }] },
      );
    }
    const callbackURL = checkCallback(q.callbackURL, "callbackURL");
    const errorCallbackURL = checkCallback(q.errorCallbackURL ?? DEFAULT_ERROR_CALLBACK, "errorCallbackURL");
    const { headers, response } = await callAuth(() =>
      auth.betterAuth.api.signInSocial({
        body: { provider: q.provider, callbackURL, errorCallbackURL, disableRedirect: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      }),
    ).catch((err: unknown) => {
      // A configured OIDC provider is "not found" by better-auth while its discovery document is unreachable.
      if (err instanceof AppError && err.code === "not_found")
        throw new AppError("unavailable", "The sign-in provider is not reachable; try again shortly.", {
          retryAfter: 30,
        });
      throw err;
    });
    if (!response?.url) throw new AppError("unavailable", "The sign-in provider is not reachable.", { retryAfter: 30 });
    const res = c.redirect(response.url, 302);
    for (const cookie of headers.getSetCookie()) res.headers.append("set-cookie", cookie);
    return res;
  });

  router.openapi(getSessionRoute, async (c) => c.json(await auth.sessionFrom(c.req.raw.headers), 200));

  router.openapi(
    { ...signOutRoute, middleware: [requireAuth(deps, { sessionOnly: SIGN_OUT_NEEDS_SESSION })] as const },
    async (c) => {
      const { headers } = await callAuth(() =>
        auth.betterAuth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true }),
      );
      const res = c.json({ success: true as const }, 200);
      for (const cookie of headers.getSetCookie()) res.headers.append("set-cookie", cookie);
      return res;
    },
  );

  router.route("/", authKeyRoutes(deps));

  // OAuth provider callbacks (not API routes: the provider sends the browser here).
  router.on(["GET", "POST"], "/api/auth/callback/:provider", (c) => forward(c, c.req.raw));
  return router;

  async function forward(c: Context<AppEnv>, request: Request): Promise<Response> {
    const res = await callAuth(() => auth.betterAuth.handler(request));
    const err = await errorFromResponse(res, { headers: request.headers, trustedOrigins: trusted });
    if (err) throw err;
    return res;
  }
}
