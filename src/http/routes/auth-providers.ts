// GET /api/auth/providers: which social sign-in providers are configured, so clients show only those buttons, and
// (devMailOutbox) whether a sign-in link goes to the server's log and outbox rather than an inbox.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { createRouter } from "../openapi.js";

/** The answer: the providers, and whether sign-in links go to the outbox (a development server without mail). */
const AuthProvidersSchema = z
  .object({
    providers: z.array(z.string()),
    devMailOutbox: z
      .literal(true)
      .optional()
      .describe(
        "Present (true) only on a development server (NODE_ENV=development) without SMTP_URL: no e-mail is sent, and a sign-in link is in the server's log and its outbox_mail table. Absent everywhere else.",
      ),
  })
  .openapi("AuthProviders");

const route = createRoute({
  method: "get",
  path: "/api/auth/providers",
  operationId: "listAuthProviders",
  security: [],
  tags: ["Auth"],
  summary: "Configured social sign-in providers",
  description:
    "The `provider` values that GET /api/auth/sign-in/social accepts on this deployment (github, google, oidc).",
  responses: { 200: { description: "Providers", content: { "application/json": { schema: AuthProvidersSchema } } } },
});

export function authProviderRoutes(deps: Deps) {
  const devMailOutbox = deps.config.NODE_ENV === "development" && !deps.config.SMTP_URL;
  const answer: z.infer<typeof AuthProvidersSchema> = {
    providers: deps.auth.providers,
    ...(devMailOutbox ? { devMailOutbox: true as const } : {}),
  };
  return createRouter().openapi(route, (c) => c.json(answer, 200));
}
