// GET /api/usage: where the caller stands — each rate limit's used/limit/reset, job limits, the organization's job items today, the key's quota.
// An organization key's limits — rate and job — are its own: nothing here is its maker's personal state.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { jobSubject } from "../../auth/index.js";
import { RATE_LIMIT_NAMES } from "../../config/rate-limit-env.js";
import { organizationSpace } from "../../lib/space-id.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";

const DAY_MS = 86_400_000;

const Count = z.object({ used: z.number().int(), limit: z.number().int() });
const Window = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  reset: z.number().int().openapi({ description: "Seconds until the window resets (0: nothing counted now)" }),
});

const UsageSchema = z
  .object({
    subject: z
      .enum(["user", "key"])
      .openapi({ description: "Whose rate limits these are: the user's, or an organization key's own" }),
    user: z.object({ id: z.string(), email: z.string() }).openapi({
      description: "The signed-in user; for an organization key, the id of the person who made it (the e-mail empty)",
    }),
    limits: z.record(z.enum(RATE_LIMIT_NAMES), z.object({ minute: Window, day: Window })),
    jobs: z.object({ active: Count, openItems: Count, itemsToday: Count }).openapi({
      description:
        "The caller's job limits (JOB_MAX_ACTIVE_PER_USER, JOB_MAX_OPEN_ITEMS_PER_USER, JOB_DAILY_ITEMS_PER_USER), counted over the jobs that count against them: a user's own (not those of the organization keys they made), or an organization key's own",
    }),
    organization: z.object({ id: z.string(), role: z.string(), jobItemsToday: z.number().int() }).nullable(),
    key: z
      .object({
        id: z.string(),
        kind: z.enum(["personal", "organization"]),
        scopes: z.array(z.string()).nullable(),
        quota: z
          .object({
            limit: z.number().int(),
            remaining: z.number().int(),
            refillSeconds: z.number().int(),
            resetAt: z.string(),
          })
          .nullable(),
      })
      .nullable(),
  })
  .openapi("Usage");

const route = createRoute({
  method: "get",
  path: "/api/usage",
  operationId: "getUsage",
  tags: ["Usage"],
  summary: "Where you stand against your limits and your key's quota",
  description:
    "Counts nothing. `limits` is every rate limit's minute and day window for the caller, and `jobs` its job limits — an organization key has its own of both, never its maker's; `organization` the active organization and the job items submitted in it in the last 24 hours; `key` the calling key with its scopes and quota. Any organization key may call it.",
  security: SECURITY,
  responses: { 200: jsonResponse(UsageSchema, "Usage"), ...errorResponses(401, 429, 503) },
});

export function usageRoutes(deps: Deps) {
  const router = createRouter();
  router.openapi({ ...route, middleware: [requireAuth(deps)] as const }, async (c) => {
    const principal = c.get("principal");
    const byOrganizationKey = principal.scopes !== undefined;
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const jobs = deps.jobs.repo;
    const [limits, active, openItems, itemsToday] = await Promise.all([
      deps.limiter.usage(byOrganizationKey ? `k:${principal.keyId}` : `u:${principal.userId}`),
      jobs.activeJobsOf(jobSubject(principal)),
      jobs.openItemsCountedTo(jobSubject(principal)),
      jobs.itemsSubmittedSince(jobSubject(principal), since),
    ]);
    const organization = principal.organization
      ? {
          id: principal.organization.id,
          role: principal.organization.role,
          jobItemsToday: await jobs.itemsSubmittedInSpaceSince(organizationSpace(principal.organization.id), since),
        }
      : null;
    let key = null;
    if (principal.via === "key") {
      const orgKey = byOrganizationKey
        ? await deps.auth.organizationKeys.find(principal.organization!.id, principal.keyId!)
        : null;
      key = {
        id: principal.keyId!,
        kind: byOrganizationKey ? ("organization" as const) : ("personal" as const),
        scopes: principal.scopes ? [...principal.scopes] : null,
        quota: orgKey?.quota
          ? {
              limit: orgKey.quota.limit,
              remaining: orgKey.quota.remaining,
              refillSeconds: orgKey.quota.refillSeconds,
              resetAt: orgKey.quota.resetAt,
            }
          : null,
      };
    }
    const config = deps.config;
    return c.json(
      {
        subject: byOrganizationKey ? ("key" as const) : ("user" as const),
        user: { id: principal.userId, email: principal.email },
        limits,
        jobs: {
          active: { used: active, limit: config.JOB_MAX_ACTIVE_PER_USER },
          openItems: { used: openItems, limit: config.JOB_MAX_OPEN_ITEMS_PER_USER },
          itemsToday: { used: itemsToday, limit: config.JOB_DAILY_ITEMS_PER_USER },
        },
        organization,
        key,
      } as never,
      200,
    );
  });
  return router;
}
