// POST /api/brands/{brand_id}/generate and /batch: one deck as a .pptx, or many streamed as a zip with a manifest.
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { resolveImages } from "../../assets/resolve-images.js";
import { providerFor } from "../../agent/create-provider.js";
import { composeDeckWith } from "../../brands/compose-deck.js";
import { generateBatch } from "../../brands/generate-batch.js";
import { generateBrandDeck, type GenerateDeps } from "../../brands/generate-deck.js";
import type { Deck } from "../../formats/source.js";
import { checkBrandId } from "../../brands/check-brand-id.js";
import { AppError } from "../../lib/errors.js";
import { attachmentHeader } from "../../lib/filename.js";
import { codePointLength } from "../../lib/text.js";
import { idempotent } from "../middleware/idempotency.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestLog } from "../request-context.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import { BatchBodySchema, BrandIdParamSchema, GenerateBodySchema, PPTX_TYPE } from "./brand-schemas.js";

const PROMPT_MIN = 8;

const generateRoute = createRoute({
  method: "post",
  path: "/api/brands/{brand_id}/generate",
  tags: ["Brands"],
  summary: "Generate a deck on a brand's masters, layouts, colours and fonts",
  security: SECURITY,
  request: { params: BrandIdParamSchema, body: { required: true, content: { "application/json": { schema: GenerateBodySchema } } } },
  responses: {
    200: { description: "The .pptx (X-Document-Id when saved)", content: { [PPTX_TYPE]: { schema: { type: "string", format: "binary" } } } },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 501, 503),
  },
});

const batchRoute = createRoute({
  method: "post",
  path: "/api/brands/{brand_id}/batch",
  tags: ["Brands"],
  summary: "Generate many decks on a brand: a zip streamed as decks finish, with manifest.json",
  security: SECURITY,
  request: { params: BrandIdParamSchema, body: { required: true, content: { "application/json": { schema: BatchBodySchema } } } },
  responses: {
    200: { description: "application/zip: 001-<name>.pptx … and manifest.json", content: { "application/zip": { schema: { type: "string", format: "binary" } } } },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
  },
});

/** 400 prompt_too_short / 413 prompt_too_long, counted in code points (API.md). */
function checkPrompt(prompt: string | undefined, max: number, path = "prompt"): void {
  if (prompt === undefined) return;
  const n = codePointLength(prompt.trim());
  if (n < PROMPT_MIN) throw new AppError("prompt_too_short", `The prompt must be at least ${PROMPT_MIN} characters (${path}).`);
  if (codePointLength(prompt) > max) throw new AppError("prompt_too_long", `The prompt must be at most ${max} characters (${path}).`);
}

export function brandGenerateRoutes(deps: Deps, extra: Pick<GenerateDeps, "composeDeck"> = { composeDeck: composeDeckWith(providerFor(deps.config)) }) {
  const auth = requireAuth(deps);
  const body = jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES });
  const inlineImages = async (deck: Deck, userId: string) => (await resolveImages(deps.assets, deck, async () => userId)).source as Deck;
  const generateDeps = { brands: deps.repos.brands, blobs: deps.blobs, analyse: (b: Uint8Array) => deps.deckPool.analyse(b), documents: deps.repos.documents, inlineImages, ...extra };
  const router = createRouter();

  router.openapi(
    { ...generateRoute, middleware: [auth, rateLimit(deps, "GENERATE"), body, idempotent(deps.idempotency, { route: "brands.generate", maxStoredBytes: 16 * 1024 * 1024 })] as const },
    async (c) => {
      const id = checkBrandId(c.req.valid("param").brand_id);
      const input = c.req.valid("json");
      checkPrompt(input.prompt, deps.config.PROMPT_MAX);
      const out = await generateBrandDeck({ ...generateDeps, pool: deps.deckPool }, c.get("principal").userId, id, input, c.req.raw.signal);
      const headers: Record<string, string> = { "content-type": PPTX_TYPE, "content-disposition": attachmentHeader(out.filename, "pptx") };
      if (out.documentId) headers["x-document-id"] = out.documentId;
      return c.body(out.bytes as unknown as ArrayBuffer, 200, headers);
    },
  );

  router.openapi(
    { ...batchRoute, middleware: [auth, rateLimit(deps, "BATCH"), body, idempotent(deps.idempotency, { route: "brands.batch" })] as const },
    async (c) => {
      const id = checkBrandId(c.req.valid("param").brand_id);
      const { items } = c.req.valid("json");
      if (items.length > deps.config.BATCH_MAX) {
        throw new AppError("invalid_request", `A batch holds at most ${deps.config.BATCH_MAX} items.`, { details: [{ path: "items", message: `at most ${deps.config.BATCH_MAX} items (got ${items.length})` }] });
      }
      items.forEach((item, i) => checkPrompt(item.prompt, deps.config.PROMPT_MAX, `items.${i}.prompt`));
      const batchDeps = { ...generateDeps, pool: deps.deckPool, logger: requestLog(c), maxRunning: deps.config.BATCH_MAX_RUNNING, leases: deps.batchLeases };
      const stream = await generateBatch(batchDeps, c.get("principal").userId, id, items);
      return c.body(stream, 200, { "content-type": "application/zip", "content-disposition": attachmentHeader("brand-batch", "zip") });
    },
  );

  return router;
}
