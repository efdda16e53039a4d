// /api/onboarding: the caller's onboarding state and items, seeding the three starter documents, and the reset — all of
// the personal space alone: a caller working in an organization's space (its key, or a session there) is refused.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { readOnboarding, resetOnboarding, seedOnboarding } from "../../agent/index.js";
import { AppError } from "../../lib/errors.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestIdOf } from "../request-context.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { DocumentSummarySchema } from "./workspace-schemas.js";

const TAGS = ["Onboarding"];

/** Why onboarding refuses a caller working in an organization's space, for a key and for a session. */
const ONBOARDING_IS_PERSONAL = {
  organizationKey:
    "Onboarding (the welcome, the starter documents and the reset) is a person's own workspace: an organization API key works in its organization's space only, never in its maker's personal one. Use a personal API key or a signed-in session.",
  session:
    'Onboarding (the welcome, the starter documents and the reset) is your personal space\'s, and this session works in an organization. Switch to your personal space first (PUT /api/organizations/active with {"organizationId": null}).',
};
const PERSONAL_ONLY =
  "Onboarding is the personal space's: an organization API key, or a session working in an organization, gets 403 `forbidden` saying why.";
const REFUSED = {
  403: {
    ...errorResponses(403)[403]!,
    description:
      "Forbidden: the caller works in an organization's space (an organization API key, or a session whose active organization is set), or a failed Origin check",
  },
};
const StateSchema = z.enum(["welcome", "seeded", "dismissed"]);
const OnboardingSchema = z.object({ state: StateSchema, items: z.array(DocumentSummarySchema) }).openapi("Onboarding");
const SeededSchema = z.object({ items: z.array(DocumentSummarySchema) }).openapi("OnboardingSeeded");
const ResetBodySchema = z
  .object({ confirm: z.boolean().optional().describe("Must be true: deletes every document of your personal space") })
  .openapi("OnboardingReset");
const ResetResultSchema = z
  .object({ deleted: z.number().int(), state: z.literal("welcome") })
  .openapi("OnboardingResetResult");

const getRoute = createRoute({
  method: "get",
  path: "/api/onboarding",
  operationId: "getOnboarding",
  tags: TAGS,
  summary: "Onboarding state and the seeded items",
  description: PERSONAL_ONLY,
  security: SECURITY,
  responses: { 200: jsonResponse(OnboardingSchema, "State and items"), ...errorResponses(401, 429), ...REFUSED },
});
const seedRoute = createRoute({
  method: "post",
  path: "/api/onboarding/seed",
  operationId: "seedOnboarding",
  tags: TAGS,
  summary: "Create a starter deck, doc and sheet for the caller (idempotent while they exist)",
  description: PERSONAL_ONLY,
  security: SECURITY,
  request: {
    body: {
      required: false,
      content: { "application/json": { schema: z.object({}).openapi("OnboardingSeedRequest") } },
    },
  },
  responses: {
    201: jsonResponse(SeededSchema, "Created"),
    200: jsonResponse(SeededSchema, "Already seeded: the same items"),
    ...errorResponses(400, 401, 415, 429, 502),
    ...REFUSED,
  },
});
const resetRoute = createRoute({
  method: "post",
  path: "/api/onboarding/reset",
  operationId: "resetOnboarding",
  tags: TAGS,
  summary: "Delete every document of the caller's personal space (not brands, not keys)",
  description: PERSONAL_ONLY,
  security: SECURITY,
  request: { body: { required: true, content: { "application/json": { schema: ResetBodySchema } } } },
  responses: { 200: jsonResponse(ResetResultSchema, "Deleted"), ...errorResponses(400, 401, 415, 429), ...REFUSED },
});

export function onboardingRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireAuth(deps, { personalSpaceOnly: ONBOARDING_IS_PERSONAL });
  const limit = rateLimit(deps, "ONBOARDING");
  const body = jsonBody({ maxBytes: 64 * 1024 });
  const emptyOk = jsonBody({ maxBytes: 64 * 1024, allowEmpty: true });
  const run = { ...deps.agent, repos: deps.repos };

  router.openapi({ ...getRoute, middleware: [auth, limit] as const }, async (c) =>
    c.json(await readOnboarding(deps.repos, c.get("principal").userId), 200),
  );

  router.openapi({ ...seedRoute, middleware: [auth, limit, emptyOk] as const }, async (c) => {
    const p = c.get("principal");
    const result = await seedOnboarding(run, {
      userId: p.userId,
      name: p.name,
      traceId: requestIdOf(c),
      signal: c.req.raw.signal,
    });
    return result.created ? c.json({ items: result.items }, 201) : c.json({ items: result.items }, 200);
  });

  router.openapi({ ...resetRoute, middleware: [auth, limit, body] as const }, async (c) => {
    if (c.req.valid("json").confirm !== true)
      throw new AppError(
        "confirmation_required",
        'Send {"confirm": true} to delete every document in your personal space.',
      );
    return c.json(await resetOnboarding(deps.repos, c.get("principal").userId), 200);
  });

  return router;
}
