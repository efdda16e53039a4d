// GET /api/auth/providers: which social sign-in providers are configured, so clients show only those buttons.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { createRouter } from "../openapi.js";

const route = createRoute({
  method: "get",
  path: "/api/auth/providers",
  tags: ["Auth"],
  summary: "Configured social sign-in providers",
  description: "The `provider` values that GET /api/auth/sign-in/social accepts on this deployment (github, google, oidc).",
  responses: { 200: { description: "Providers", content: { "application/json": { schema: z.object({ providers: z.array(z.string()) }).openapi("AuthProviders") } } } },
});

export function authProviderRoutes(deps: Deps) {
  return createRouter().openapi(route, (c) => c.json({ providers: deps.auth.providers }, 200));
}
