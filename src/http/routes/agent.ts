// POST /api/agent (signed in) and POST /api/agent/demo (public): a prompt in, an NDJSON stream of the document out.
import { idempotencySubject } from "../../auth/index.js";
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { Deps } from "../../deps.js";
import {
  prepareRun,
  TEXT_MODE_PROMPT_MAX,
  TEXT_MODES,
  claimRun,
  keepRun,
  runAgent,
  type Emit,
  checkDemoBudget,
  createStreamSlots,
  MAX_ATTACHMENTS,
} from "../../agent/index.js";
import { SOURCE_KINDS } from "../../formats/model/source.js";
import { hashRequestYielding, type IdempotencyClaim } from "../../idempotency/index.js";
import { idLength, idPattern } from "../../lib/ids.js";
import type { AppEnv } from "../env.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestIdOf } from "../request-context.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import { AgentLineSchema } from "../openapi-agent-lines.js";
import { IDEMPOTENCY_KEY } from "../openapi-common.js";
import { ndjsonStream, replayStream } from "./agent-stream.js";
import { bodyOf, jsonOrForm } from "../middleware/json-or-form.js";
import { attachmentLimits } from "../read-form-files.js";
import { checkAgentUses } from "../key-uses.js";
import { pictureMode } from "../../pictures/index.js";
import { IMAGE_MODES } from "../../config/schema.js";
import { pictureCharge } from "../picture-charge.js";

export const DEMO_MAX_SLIDES = 6;

/** Far above the prompt limits, which answer 413 prompt_too_long past them. */
const PROMPT_CHARS = 1_000_000;
/** A BCP-47 tag; the longest real ones (with extensions) are about 35 characters. */
const LANGUAGE_CHARS = 64;

const prompt = z
  .string()
  .max(PROMPT_CHARS)
  .describe(
    "What to write (8..8,000 characters; with textMode preserve or condense, your text after an optional instruction line, up to 40,000; longer is 413 prompt_too_long)",
  );
const kind = z.enum(SOURCE_KINDS).optional().describe("Inferred from the prompt when absent");
const textMode = z
  .enum(TEXT_MODES)
  .optional()
  .describe(
    'How the prompt\'s text is used: "generate" (default) writes from the prompt; "preserve" lays your own text (notes, an outline, a draft, Markdown; or the attached files) out whole, every sentence kept word for word; "condense" summarises it with its own sentences. Preserve and condense run Quire\'s own extractive composer whatever model is configured (the `run` line\'s model is "builtin"). A first line such as "Turn these notes into a deck:" is read for the kind and slide count, not kept as content.',
  );

const quality = z
  .boolean()
  .optional()
  .default(false)
  .describe(
    "Decks: measure the deck as Quire draws it and put its quality report in the `done` line (within 2 s). Off by default: it adds the drawing and reading back (about 3 ms a slide) to a run; a saved deck's report is also GET /api/workspace/documents/{id}/quality",
  );

const images = z
  .enum(IMAGE_MODES)
  .optional()
  .describe(
    'Pictures for a new deck: "library" matches your space\'s own pictures (assets) to slides by their names, alt text and tags; "stock" finds photos with the operator\'s stock provider; "generated" has the operator\'s image model make them; "none" draws none. Default: the operator\'s IMAGES_DEFAULT (GET /api/pictures says which are offered; one not offered is 400). Each picture is kept as an asset with its credit (speaker notes, the done line\'s `pictures`); a picture that fails leaves its slide without one and a warning. Stock and generated pictures count against the PICTURES limit. An organization key needs `documents:read` for "library", `documents:write` for "stock" and "generated".',
  );

const AgentBodySchema = z
  .object({
    prompt,
    kind,
    documentId: z
      .string()
      .max(idLength("doc"))
      .regex(new RegExp(idPattern("doc")), "a document id")
      .optional()
      .describe(
        "Revise this document of yours (an organization key needs `documents:read`, and `documents:write` to save the revision)",
      ),
    brandId: z
      .string()
      .max(idLength("brand"))
      .regex(new RegExp(idPattern("brand")), "a brand id")
      .optional()
      .describe("Write for this brand of yours (an organization key needs `brands:generate` for it)"),
    slides: z.number().int().min(1).max(40).optional(),
    language: z
      .string()
      .max(LANGUAGE_CHARS)
      .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, "a BCP-47 language tag")
      .optional(),
    save: z
      .boolean()
      .optional()
      .default(true)
      .describe(
        "Save the document (default); an organization key needs `documents:write` for it, else send false to have it in the stream only",
      ),
    textMode,
    quality,
    images,
    attachments: z
      .array(
        z
          .string()
          .max(idLength("doc"))
          .regex(new RegExp(idPattern("doc")), "a document id"),
      )
      .max(MAX_ATTACHMENTS)
      .optional()
      .describe(
        "Documents of yours to build on (ids); with files attached as multipart, at most 10 in all. An organization key needs `documents:read` for them",
      ),
  })
  .openapi("AgentRequest");

/**
 * The same request as multipart/form-data with files: plain OpenAPI, so no validator buffers the upload. The route
 * refuses a field longer than its maxLength here before reading it (jsonOrForm), as the JSON body's schema does.
 */
const AgentFormContent = {
  "multipart/form-data": {
    schema: {
      type: "object" as const,
      required: ["prompt"],
      properties: {
        prompt: { type: "string" as const, maxLength: PROMPT_CHARS },
        kind: { type: "string" as const, enum: [...SOURCE_KINDS] },
        slides: { type: "integer" as const, minimum: 1, maximum: 40 },
        language: { type: "string" as const, maxLength: LANGUAGE_CHARS },
        brandId: { type: "string" as const, maxLength: idLength("brand") },
        save: { type: "string" as const, enum: ["true", "false"] },
        textMode: { type: "string" as const, enum: [...TEXT_MODES] },
        quality: { type: "string" as const, enum: ["true", "false"] },
        images: { type: "string" as const, enum: [...IMAGE_MODES] },
        attachments: {
          type: "string" as const,
          maxLength: 1_000,
          description: "Document ids, comma-separated or the field repeated",
        },
        files: {
          type: "array" as const,
          items: { type: "string" as const, format: "binary" },
          maxItems: MAX_ATTACHMENTS,
          description:
            "Up to 10 files (.pdf, .docx, .pptx, .potx, .xlsx, .csv, .tsv, .md, .txt, .html), each at most UPLOAD_MAX_BYTES, together at most ATTACHMENTS_MAX_BYTES",
        },
      },
    },
  },
};

const DemoBodySchema = z.object({ prompt, kind, textMode, quality }).openapi("AgentDemoRequest");

const streamResponse = {
  description:
    "An NDJSON stream (application/x-ndjson): each line is one JSON object of the AgentLine schema, told apart by `type` and numbered by `seq`. " +
    "The schema given is that of one line, since OpenAPI 3.1 has none for a stream of lines. A failure after the first line is an `error` line, not a status.",
  content: { "application/x-ndjson": { schema: AgentLineSchema } },
};

const agentRoute = createRoute({
  method: "post",
  path: "/api/agent",
  operationId: "runAgent",
  tags: ["Agent"],
  summary: "Generate (or revise) a deck, doc or sheet from a prompt, streamed as NDJSON",
  security: SECURITY,
  description:
    'JSON, or multipart/form-data with the same fields and up to 10 `files`: the run reads them (a `status` line with `stage: "reading"` before and after each file), ' +
    "then builds the document from them: every slide carries `sources` (file and page, slide or sheet), a doc cites them in footnotes, and no figure is taken from anywhere else. " +
    "A file that cannot be read ends the stream with an `error` line carrying the import's code (`unsupported_media_type`, `file_too_large`, `invalid_request`, `unavailable`). " +
    "With `documentId` the run revises that document: one `edit` line per change made, before the content lines; everything no edit names is kept. " +
    '`textMode` "preserve" keeps your own text (the prompt after its instruction line, or the attached files) whole, and "condense" summarises it in its own sentences; both make a new document. ' +
    "An organization API key needs, besides `agent`: `documents:read` for `attachments` and `documentId`, `documents:write` to save (`save`, true by default), `brands:generate` for `brandId`, and for `images` `documents:read` (library) or `documents:write` (stock, generated) (403 forbidden naming the scope). " +
    'With `images`, a new deck\'s pictures are placed after it is written: `status` lines with `stage: "pictures"` count them, and the `done` line lists them in `pictures`.',
  parameters: [IDEMPOTENCY_KEY],
  // Not `required`: a multipart request is read and checked by the route's own middleware, a JSON one by the schema.
  request: {
    body: { required: false, content: { "application/json": { schema: AgentBodySchema }, ...AgentFormContent } },
  },
  responses: { 200: streamResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
});

const demoRoute = createRoute({
  method: "post",
  path: "/api/agent/demo",
  operationId: "runDemo",
  security: [],
  tags: ["Agent"],
  summary: "Public demo of the agent: decks of at most 6 slides, nothing saved, 2 a minute and 5 a day per client",
  request: { body: { required: true, content: { "application/json": { schema: DemoBodySchema } } } },
  responses: { 200: streamResponse, ...errorResponses(400, 413, 415, 429, 503) },
});

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
  const run = deps.agent;
  // One budget of open streams per process, shared by the signed-in agent and the demo.
  const streams = createStreamSlots(deps.config.AGENT_MAX_STREAMS);
  const demoBudget: MiddlewareHandler<AppEnv> = async (_c, next) => {
    await checkDemoBudget(deps.repos.agentRuns, deps.config.DEMO_DAILY_CAP);
    await next();
  };

  const bodyOrForm = jsonOrForm({
    json: body,
    schema: AgentBodySchema,
    form: AgentFormContent["multipart/form-data"].schema,
    limits: attachmentLimits(deps),
    shape: { numbers: ["slides"], booleans: ["save", "quality"], lists: ["attachments"] },
  });

  router.openapi(
    { ...agentRoute, middleware: [requireAuth(deps), rateLimit(deps, "AGENT"), bodyOrForm] as const },
    async (c) => {
      const input = bodyOf<z.infer<typeof AgentBodySchema>>(c);
      const principal = c.get("principal");
      const key = c.req.header("idempotency-key");
      const release = streams.acquire();
      let ticket: IdempotencyClaim | null = null;
      let prepared;
      try {
        checkAgentUses(principal, input);
        const claimed = await claimRun(
          deps.idempotency,
          key === undefined
            ? null
            : {
                userId: idempotencySubject(principal),
                key,
                route: "agent",
                requestHash: await hashRequestYielding("POST", "/api/agent", c.get("jsonBody")),
              },
        );
        if ("replay" in claimed) {
          release();
          return replayStream(c, claimed.replay) as never;
        }
        ticket = claimed.claim;
        const images = run.pictures ? pictureMode(run.pictures, input.images) : "none";
        prepared = await prepareRun(
          deps.repos,
          {
            ...input,
            images,
            chargePicture: pictureCharge(deps, principal),
            owner: principal,
            origin: "agent",
            userName: principal.name,
            files: c.get("formFiles"),
          },
          deps.config.PROMPT_MAX,
          TEXT_MODE_PROMPT_MAX,
          run.kindOf,
        );
      } catch (err) {
        release();
        await ticket?.release();
        throw err;
      }
      const runDeps = { ...run, ...(input.quality ? {} : { quality: undefined }) };
      // The typed-response check of zod-openapi does not model streams.
      return ndjsonStream(
        c,
        holding(release, async (emit, signal) => {
          const outcome = await runAgent(runDeps, prepared, { traceId: requestIdOf(c), signal, emit }).catch(
            async (err) => {
              await ticket?.release().catch(() => {});
              throw err;
            },
          );
          if (ticket) await keepRun(ticket, outcome);
        }),
      ) as never;
    },
  );

  router.openapi({ ...demoRoute, middleware: [demoBudget, rateLimit(deps, "DEMO"), body] as const }, async (c) => {
    const input = c.req.valid("json");
    const release = streams.acquire();
    let prepared;
    try {
      prepared = await prepareRun(
        deps.repos,
        {
          prompt: input.prompt,
          kind: input.kind,
          textMode: input.textMode,
          owner: null,
          save: false,
          maxSlides: DEMO_MAX_SLIDES,
        },
        deps.config.PROMPT_MAX,
        undefined,
        run.kindOf,
      );
    } catch (err) {
      release();
      throw err;
    }
    const demoDeps = { ...run, ...(input.quality ? {} : { quality: undefined }) };
    return ndjsonStream(
      c,
      holding(release, async (emit, signal) => {
        await runAgent(demoDeps, prepared, { traceId: requestIdOf(c), signal, emit });
      }),
    ) as never;
  });

  return router;
}
