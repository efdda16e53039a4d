// /api/onboarding: the caller's onboarding state and items, seeding the three starter documents, and the reset.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { readOnboarding, resetOnboarding, seedOnboarding } from "../../agent/onboarding/seed-onboarding.js";
import { AppError } from "../../lib/errors.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestIdOf } from "../request-context.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { DocumentSummarySchema } from "./workspace-schemas.js";

const TAGS = ["Onboarding"];
const StateSchema = z.enum(["welcome", "seeded", "dismissed"]);
const OnboardingSchema = z.object({ state: StateSchema, items: z.array(DocumentSummarySchema) }).openapi("Onboarding");
const SeededSchema = z.object({ items: z.array(DocumentSummarySchema) }).openapi("OnboardingSeeded");
const ResetBodySchema = z.object({ confirm: z.boolean().optional().describe("Must be true: deletes every document of yours") }).openapi("OnboardingReset");
const ResetResultSchema = z.object({ deleted: z.number().int(), state: z.literal("welcome") }).openapi("OnboardingResetResult");

const getRoute = createRoute({ method: "get", path: "/api/onboarding", operationId: "getOnboarding", tags: TAGS, summary: "Onboarding state and the seeded items", security: SECURITY, responses: { 200: jsonResponse(OnboardingSchema, "State and items"), ...errorResponses(401, 429) } });
const seedRoute = createRoute({
  method: "post",
  path: "/api/onboarding/seed",
  operationId: "seedOnboarding",
  tags: TAGS,
  summary: "Create a starter deck, doc and sheet for the caller (idempotent while they exist)",
  security: SECURITY,
  request: { body: { required: false, content: { "application/json": { schema: z.object({}).openapi("OnboardingSeedRequest") } } } },
  responses: { 201: jsonResponse(SeededSchema, "Created"), 200: jsonResponse(SeededSchema, "Already seeded: the same items"), ...errorResponses(400, 401, 403, 415, 429, 502) },
});
const resetRoute = createRoute({
  method: "post",
  path: "/api/onboarding/reset",
  operationId: "resetOnboarding",
  tags: TAGS,
  summary: "Delete every document of the caller (not brands, not keys)",
  security: SECURITY,
  request: { body: { required: true, content: { "application/json": { schema: ResetBodySchema } } } },
  responses: { 200: jsonResponse(ResetResultSchema, "Deleted"), ...errorResponses(400, 401, 403, 415, 429) },
});

export function onboardingRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "ONBOARDING");
  const body = jsonBody({ maxBytes: 64 * 1024 });
  const emptyOk = jsonBody({ maxBytes: 64 * 1024, allowEmpty: true });
  const run = { ...deps.agent, repos: deps.repos };

  router.openapi({ ...getRoute, middleware: [auth, limit] as const }, async (c) => c.json(await readOnboarding(deps.repos, c.get("principal").userId), 200));

  router.openapi({ ...seedRoute, middleware: [auth, limit, emptyOk] as const }, async (c) => {
    const p = c.get("principal");
    const result = await seedOnboarding(run, { userId: p.userId, name: p.name, traceId: requestIdOf(c), signal: c.req.raw.signal });
    return result.created ? c.json({ items: result.items }, 201) : c.json({ items: result.items }, 200);
  });

  router.openapi({ ...resetRoute, middleware: [auth, limit, body] as const }, async (c) => {
    if (c.req.valid("json").confirm !== true) throw new AppError("confirmation_required", 'Send {"confirm": true} to delete every document in your workspace.');
    return c.json(await resetOnboarding(deps.repos, c.get("principal").userId), 200);
  });

  return router;
}
