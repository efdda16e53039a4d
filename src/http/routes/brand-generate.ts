// POST /api/brands/{brand_id}/generate and /batch: one deck as a .pptx (its quality summed up in X-Quire-Quality), or many
// as a job — its zip and manifest streamed as the decks finish, or the job answered at once (Prefer: respond-async).
import { createRoute } from "@hono/zod-openapi";
import { jobSubject } from "../../auth/index.js";
import { brandGenerateDeps, type Deps } from "../../deps.js";
import {
  generateBrandDeck,
  type GenerateDeps,
  checkBrandId,
  batchItems,
  type GenerateItem,
} from "../../brands/index.js";
import { AppError } from "../../lib/errors.js";
import { attachmentHeader } from "../../lib/filename.js";
import { codePointLength } from "../../lib/text.js";
import { idempotent } from "../middleware/idempotency.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestLog } from "../request-context.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import { HEADER_MAX_LENGTH, IDEMPOTENCY_KEY } from "../openapi-common.js";
import { submitBrandBatch, streamBrandBatch, jobView } from "../../jobs/index.js";
import { JobSchema } from "./jobs.js";
import {
  BatchBodySchema,
  BatchFormContent,
  BatchFormSchema,
  BrandIdParamSchema,
  GenerateBodySchema,
  GenerateFormContent,
  PPTX_TYPE,
} from "./brand-schemas.js";
import type { FormFile } from "../read-form-files.js";
import { z } from "@hono/zod-openapi";
import { checkAttachments, gatherMaterial } from "../../agent/index.js";
import { bodyOf, jsonOrForm } from "../middleware/json-or-form.js";
import { attachmentLimits } from "../read-form-files.js";
import { QUALITY_BUDGET_MS, qualitySummary } from "../../quality/index.js";
import { checkBatchUses, checkGenerateUses } from "../key-uses.js";

const PROMPT_MIN = 8;

const generateRoute = createRoute({
  method: "post",
  path: "/api/brands/{brand_id}/generate",
  operationId: "generateOnBrand",
  tags: ["Brands"],
  summary: "Generate a deck on a brand's masters, layouts, colours and fonts",
  security: SECURITY,
  description:
    "JSON, or multipart/form-data with the same fields and up to 10 `files` to make the deck from (with a `prompt`); `attachments` names documents of yours for the same. " +
    "A deck made from material carries `sources` on every slide, listed under its speaker notes. " +
    "An organization API key needs, besides `brands:generate`, `documents:read` for `attachments` and for an uploaded image (an asset id) the deck draws, and `documents:write` for `save: true` (403 forbidden naming the scope).",
  parameters: [IDEMPOTENCY_KEY],
  // Not `required`: a multipart request is read and checked by the route's own middleware, a JSON one by the schema.
  request: {
    params: BrandIdParamSchema,
    body: { required: false, content: { "application/json": { schema: GenerateBodySchema }, ...GenerateFormContent } },
  },
  responses: {
    200: {
      description: "The .pptx, with Content-Disposition: attachment",
      headers: {
        "Content-Disposition": { schema: { type: "string" } },
        "X-Document-Id": {
          description: "The saved document's id, with `save: true`",
          schema: { type: "string", pattern: "^doc_" },
        },
        "X-Quire-Quality": {
          description:
            "The deck's quality report summed up: its status, then each finding code with the slides it was found on (`complete; content_continued=2; text_shrunk=4,7`), or `complete; none`. " +
            "Measured on the brand's drawing of this very pptx (what its PDF and slide pictures show) within 2 s, in the render's own task; `partial` when time ran out, `skipped` on a fault — never an error. " +
            "The full report, with messages: save the deck and GET /api/workspace/documents/{id}/quality.",
          schema: { type: "string", pattern: "^(complete|partial|skipped); ", example: "complete; text_shrunk=4" },
        },
      },
      content: { [PPTX_TYPE]: { schema: { type: "string", format: "binary" } } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 501, 502, 503),
  },
});

const batchRoute = createRoute({
  method: "post",
  path: "/api/brands/{brand_id}/batch",
  operationId: "batchOnBrand",
  tags: ["Brands"],
  summary:
    "Generate many decks on a brand: a zip streamed as decks finish, with manifest.json — or, with `Prefer: respond-async`, a job",
  description:
    "Either way the batch is a job. Streamed (default): up to BATCH_MAX items, made by the server answering, the zip as decks finish; one streamed batch per user at a time (429 `concurrency_limit`); " +
    "the job is named in X-Job-Id, hanging up cancels it, and if the server dies mid-batch the job goes on and its zip comes from /api/jobs/{id}/result. " +
    "With `Prefer: respond-async` (or `async: true`): up to JOB_MAX_ITEMS items, answered at once with 202 and the job " +
    "(Location: /api/jobs/{id}); the decks are made by the job workers, survive restarts, and the zip comes from /api/jobs/{id}/result. " +
    "The decks are `items`, or one `template` with a row of variables per deck: `rows` (JSON) or `csv` — or a multipart form of the template's fields with the CSV as its `file`. " +
    "An organization API key needs `documents:read` besides `brands:generate` for items that draw an uploaded image (an asset id); its jobs count against its own job limits.",
  security: SECURITY,
  parameters: [
    IDEMPOTENCY_KEY,
    {
      name: "Prefer",
      in: "header",
      required: false,
      schema: { type: "string", maxLength: HEADER_MAX_LENGTH },
      description: "`respond-async` runs the batch as a job",
    },
  ],
  // Not `required`: a multipart request is read and checked by the route's own middleware, a JSON one by the schema.
  request: {
    params: BrandIdParamSchema,
    body: { required: false, content: { "application/json": { schema: BatchBodySchema }, ...BatchFormContent } },
  },
  responses: {
    200: {
      description: "application/zip: 001-<name>.pptx … and manifest.json",
      headers: {
        "Content-Disposition": { schema: { type: "string" } },
        "X-Job-Id": {
          description: "The batch's job (GET /api/jobs/{id})",
          schema: { type: "string", pattern: "^job_" },
        },
      },
      content: { "application/zip": { schema: { type: "string", format: "binary" } } },
    },
    202: {
      description: "The batch as a job (Prefer: respond-async): follow it at Location",
      headers: { Location: { schema: { type: "string" } }, "Preference-Applied": { schema: { type: "string" } } },
      content: { "application/json": { schema: z.object({ job: JobSchema }).openapi("JobSubmitted") } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
  },
});

type BatchBody = z.infer<typeof BatchBodySchema>;

/** The batch's decks; a multipart form's fields are the template, its one file (the form reader takes no more) the CSV. */
function batchItemsOf(body: BatchBody, files: FormFile[]): GenerateItem[] {
  if (!files[0]) return batchItems(body);
  const { async: _async, brandVersion: _version, ...template } = body as z.infer<typeof BatchFormSchema>;
  return batchItems({ template }, new TextDecoder().decode(files[0].bytes));
}

/** 400 prompt_too_short / 413 prompt_too_long, counted in code points. */
function checkPrompt(prompt: string | undefined, max: number, path = "prompt"): void {
  if (prompt === undefined) return;
  const n = codePointLength(prompt.trim());
  if (n < PROMPT_MIN)
    throw new AppError("prompt_too_short", `The prompt must be at least ${PROMPT_MIN} characters (${path}).`);
  if (codePointLength(prompt) > max)
    throw new AppError("prompt_too_long", `The prompt must be at most ${max} characters (${path}).`);
}

export function brandGenerateRoutes(deps: Deps, extra: Partial<Pick<GenerateDeps, "composeDeck">> = {}) {
  const auth = requireAuth(deps);
  const body = jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES });
  // A job's items may be many more than a streamed batch's: its body may be larger.
  const jobBody = jsonBody({ maxBytes: Math.max(deps.config.BODY_MAX_BYTES, deps.config.JOB_BODY_MAX_BYTES) });
  const bodyOrForm = jsonOrForm({
    json: body,
    schema: GenerateBodySchema,
    form: GenerateFormContent["multipart/form-data"].schema,
    limits: attachmentLimits(deps),
    shape: {
      numbers: ["masterIndex", "brandVersion"],
      booleans: ["save"],
      lists: ["attachments"],
      json: ["variables"],
    },
  });
  const jobBodyOrForm = jsonOrForm({
    json: jobBody,
    schema: BatchFormSchema,
    form: BatchFormContent["multipart/form-data"].schema,
    limits: {
      maxFiles: 1,
      maxFileBytes: deps.config.JOB_BODY_MAX_BYTES,
      maxTotalBytes: deps.config.JOB_BODY_MAX_BYTES,
      fileFields: ["file"],
    },
    shape: { numbers: ["masterIndex", "brandVersion"], booleans: ["async"] },
  });
  const generateDeps = brandGenerateDeps(deps, extra.composeDeck);
  const router = createRouter();

  router.openapi(
    {
      ...generateRoute,
      middleware: [
        auth,
        workSlot(deps, "document"),
        rateLimit(deps, "GENERATE"),
        bodyOrForm,
        idempotent(deps.idempotency, { route: "brands.generate", maxStoredBytes: 16 * 1024 * 1024 }),
      ] as const,
    },
    async (c) => {
      const id = checkBrandId(c.req.valid("param").brand_id);
      const { attachments, ...input } = bodyOf<z.infer<typeof GenerateBodySchema>>(c);
      checkPrompt(input.prompt, deps.config.PROMPT_MAX);
      const principal = c.get("principal");
      const files = c.get("formFiles") ?? [];
      checkAttachments({ files, attachments });
      checkGenerateUses(principal, { ...input, attachments });
      const material = await gatherMaterial(deps.agent, principal.spaceId, { attachments, files }, c.req.raw.signal);
      const item = material.length ? { ...input, material } : input;
      const measureQuality = {
        budgetMs: QUALITY_BUDGET_MS.inline,
        onFault: (err: unknown) => requestLog(c).error({ err }, "quality report failed"),
      };
      const out = await generateBrandDeck(
        { ...generateDeps, pool: deps.deckPool, measureQuality },
        principal,
        id,
        item,
        c.req.raw.signal,
      );
      const headers: Record<string, string> = {
        "content-type": PPTX_TYPE,
        "content-disposition": attachmentHeader(out.filename, "pptx", "deck"),
      };
      headers["x-brand-version"] = String(out.brandVersion);
      if (out.documentId) headers["x-document-id"] = out.documentId;
      if (out.quality) headers["x-quire-quality"] = qualitySummary(out.quality);
      return c.body(out.bytes as unknown as ArrayBuffer, 200, headers);
    },
  );

  router.openapi(
    {
      ...batchRoute,
      middleware: [
        auth,
        rateLimit(deps, "BATCH"),
        jobBodyOrForm,
        idempotent(deps.idempotency, { route: "brands.batch" }),
      ] as const,
    },
    async (c) => {
      const id = checkBrandId(c.req.valid("param").brand_id);
      const body = bodyOf<BatchBody>(c);
      const items = batchItemsOf(body, c.get("formFiles") ?? []);
      const asJob = body.async || /\brespond-async\b/i.test(c.req.header("prefer") ?? "");
      // Either way a job: the same checks, with a job's larger item count.
      const [max, what] = asJob ? [deps.config.JOB_MAX_ITEMS, "A batch job"] : [deps.config.BATCH_MAX, "A batch"];
      if (items.length > max)
        throw new AppError("invalid_request", `${what} holds at most ${max} items.`, {
          details: [{ path: "items", message: `at most ${max} items (got ${items.length})` }],
        });
      items.forEach((item, i) => checkPrompt(item.prompt, deps.config.PROMPT_MAX, `items.${i}.prompt`));
      const principal = c.get("principal");
      checkBatchUses(principal, items);
      const owner = { ...principal, ...jobSubject(principal) };
      await deps.jobs.checkLimits(owner, items.length);
      if (asJob) {
        const job = await submitBrandBatch(
          { ...generateDeps, pool: deps.deckPool },
          deps.jobs.repo,
          owner,
          id,
          items,
          body.brandVersion,
        );
        await deps.jobs.enqueue(job);
        return c.json({ job: jobView(job) }, 202, {
          Location: `/api/jobs/${job.id}`,
          "Preference-Applied": "respond-async",
        });
      }
      const batchDeps = {
        ...generateDeps,
        pool: deps.deckPool,
        jobs: deps.jobs,
        blobs: deps.blobs,
        logger: requestLog(c),
        leaseMs: deps.config.JOB_LEASE_MS,
      };
      const { job, stream } = await streamBrandBatch(batchDeps, owner, id, items, body.brandVersion);
      return c.body(stream, 200, {
        "content-type": "application/zip",
        "content-disposition": attachmentHeader("brand-batch", "zip"),
        "x-job-id": job.id,
      });
    },
  );

  return router;
}
