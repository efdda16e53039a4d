// POST /api/agent (signed in) and POST /api/agent/demo (public): a prompt in, an NDJSON stream of the document out.
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { Deps } from "../../deps.js";
import { providerFor } from "../../agent/create-provider.js";
import { prepareRun } from "../../agent/prepare-run.js";
import { replayLines, type StoredRun } from "../../agent/replay-run.js";
import { runAgent, type AgentDeps, type Emit } from "../../agent/run-agent.js";
import { checkDemoBudget } from "../../agent/demo-budget.js";
import { createStreamSlots } from "../../agent/stream-slots.js";
import { SOURCE_KINDS } from "../../formats/source.js";
import { hashRequest, type IdempotencyClaim } from "../../idempotency/service.js";
import { idPattern } from "../../lib/ids.js";
import type { AppEnv } from "../env.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestIdOf } from "../request-context.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import { ndjsonStream, replayStream } from "./agent-stream.js";

export const DEMO_MAX_SLIDES = 6;

const prompt = z.string().max(1_000_000).describe("What to write (8..8,000 characters; longer is 413 prompt_too_long)");
const kind = z.enum(SOURCE_KINDS).optional().describe("Inferred from the prompt when absent");

const AgentBodySchema = z
  .object({
    prompt,
    kind,
    documentId: z.string().regex(new RegExp(idPattern("doc")), "a document id").optional().describe("Revise this document of yours"),
    brandId: z.string().regex(new RegExp(idPattern("brand")), "a brand id").optional(),
    slides: z.number().int().min(1).max(40).optional(),
    language: z.string().regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, "a BCP-47 language tag").optional(),
    save: z.boolean().optional().default(true),
  })
  .openapi("AgentRequest");

const DemoBodySchema = z.object({ prompt, kind }).openapi("AgentDemoRequest");

const streamResponse = {
  description:
    "NDJSON stream of agent lines (API.md \"The agent stream\"; docs/agent-stream.md). A revision (`documentId`) sends one `edit` line per change it made, before the content lines: " +
    "`{\"type\":\"edit\",\"index\":0,\"op\":\"insert\"|\"replace\"|\"remove\"|\"move\"|\"rename\"|\"shorten\"|\"replace-text\"|\"retitle\"|\"set-cells\"|\"insert-rows\"|\"remove-rows\",\"target\":\"slide 9\",\"message\":\"Added slide 9 “Green coffee prices”\"}`; " +
    "everything no edit names is kept as it was. The `done` line also carries `warnings: string[]` (gaps left to fill, a language written in English instead, a slide count the composer could not meet without repeating, a part of a revision that could not be made)",
  content: { "application/x-ndjson": { schema: z.string() } },
};

const agentRoute = createRoute({
  method: "post",
  path: "/api/agent",
  tags: ["Agent"],
  summary: "Generate (or revise) a deck, doc or sheet from a prompt, streamed as NDJSON",
  security: SECURITY,
  request: { body: { required: true, content: { "application/json": { schema: AgentBodySchema } } } },
  responses: { 200: streamResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
});

const demoRoute = createRoute({
  method: "post",
  path: "/api/agent/demo",
  tags: ["Agent"],
  summary: "Public demo of the agent: decks of at most 6 slides, nothing saved, 2 a minute and 5 a day per client",
  request: { body: { required: true, content: { "application/json": { schema: DemoBodySchema } } } },
  responses: { 200: streamResponse, ...errorResponses(400, 413, 415, 429, 503) },
});

export function agentDeps(deps: Deps): AgentDeps {
  return { repos: deps.repos, provider: providerFor(deps.config), logger: deps.logger, pingMs: deps.config.AGENT_PING_MS };
}

/** Keeps a stream slot for as long as the stream body runs (however it ends). */
function holding(release: () => void, body: (emit: Emit, signal: AbortSignal) => Promise<void>) {
  return async (emit: Emit, signal: AbortSignal) => {
    try {
      await body(emit, signal);
    } finally {
      release();
    }
  };
}

export function agentRoutes(deps: Deps) {
  const router = createRouter();
  const body = jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES });
  const run = agentDeps(deps);
  // One budget of open streams per process, shared by the signed-in agent and the demo.
  const streams = createStreamSlots(deps.config.AGENT_MAX_STREAMS);
  const demoBudget: MiddlewareHandler<AppEnv> = async (_c, next) => {
    await checkDemoBudget(deps.repos.agentRuns, deps.config.DEMO_DAILY_CAP);
    await next();
  };

  router.openapi({ ...agentRoute, middleware: [requireAuth(deps), rateLimit(deps, "AGENT"), body] as const }, async (c) => {
    const input = c.req.valid("json");
    const principal = c.get("principal");
    const key = c.req.header("idempotency-key");
    const release = streams.acquire();
    let ticket: IdempotencyClaim | null = null;
    let prepared;
    try {
      const begun = key === undefined ? null : await deps.idempotency.begin({ userId: principal.userId, key, route: "agent", requestHash: hashRequest("POST", "/api/agent", c.get("jsonBody")) });
      if (begun?.replay) {
        release();
        return replayStream(c, replayLines(JSON.parse(begun.answer.body) as StoredRun)) as never;
      }
      ticket = begun;
      prepared = await prepareRun(deps.repos, { ...input, userId: principal.userId, origin: "agent", userName: principal.name }, deps.config.PROMPT_MAX);
    } catch (err) {
      release();
      await ticket?.release();
      throw err;
    }
    // The typed-response check of zod-openapi does not model streams.
    return ndjsonStream(c, holding(release, async (emit, signal) => {
      const outcome = await runAgent(run, prepared, { traceId: requestIdOf(c), signal, emit }).catch(async (err) => {
        await ticket?.release().catch(() => {});
        throw err;
      });
      if (!ticket) return;
      if (outcome.status !== "done" || !outcome.document) return void (await ticket.release().catch(() => {}));
      const stored: StoredRun = { runId: outcome.runId, model: run.provider.model, documentId: outcome.document.id, usage: outcome.usage, ms: outcome.ms, document: outcome.document, warnings: outcome.warnings ?? [], ...(outcome.edits ? { edits: outcome.edits } : {}) };
      await ticket.complete({ status: 200, contentType: "application/x-ndjson", body: JSON.stringify(stored) }).catch(() => ticket.release().catch(() => {}));
    })) as never;
  });

  router.openapi({ ...demoRoute, middleware: [demoBudget, rateLimit(deps, "DEMO"), body] as const }, async (c) => {
    const input = c.req.valid("json");
    const release = streams.acquire();
    let prepared;
    try {
      prepared = await prepareRun(deps.repos, { prompt: input.prompt, kind: input.kind, userId: null, save: false, maxSlides: DEMO_MAX_SLIDES }, deps.config.PROMPT_MAX);
    } catch (err) {
      release();
      throw err;
    }
    return ndjsonStream(c, holding(release, async (emit, signal) => {
      await runAgent(run, prepared, { traceId: requestIdOf(c), signal, emit });
    })) as never;
  });

  return router;
}
