// A saved deck's slides as PNG pictures and its quality report: GET /api/workspace/documents/{id}/slides/{n}.png and
// GET /api/workspace/documents/{id}/quality (docs/api/slides-quality.md). Both are drawn on the export workers — a deck
// saved on a brand on the brand deck pool, as its pptx on the brand looks (brands/draw-brand-deck.ts).
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { resolveImages } from "../../assets/index.js";
import { THUMBNAIL_WIDTH } from "../../formats/model/export-formats.js";
import { AppError } from "../../lib/errors.js";
import { QUALITY_BUDGET_MS, reportQuality, type MeasureDeck } from "../../quality/index.js";
import { brandTask } from "../../brands/index.js";
import { savedSlidePictures } from "../../exports/index.js";
import { asDeck, checkDocumentId, documentNotFound } from "../../documents/index.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { requestLog } from "../request-context.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { DocumentQualitySchema } from "./quality-schemas.js";
import type { AppEnv } from "../env.js";

const TAGS = ["Workspace"];
const DOC_ID = {
  name: "id",
  in: "path" as const,
  required: true,
  schema: { type: "string" as const, pattern: "^doc_[0-9A-HJKMNP-TV-Z]{26}$", maxLength: 30 },
};
const CACHE = {
  ETag: {
    description: "The document's version (and the service's): send it back as If-None-Match",
    schema: { type: "string" as const },
  },
  "Cache-Control": { schema: { type: "string" as const } },
};

const slideRoute = createRoute({
  method: "get",
  // Hono reads "{n}.png" as one parameter; the handler takes the segment and checks it (see slideNumber).
  path: "/api/workspace/documents/{id}/slides/{n}.png",
  operationId: "getSlideImage",
  tags: TAGS,
  summary: "One slide of a saved deck as a PNG picture, drawn by Quire",
  description:
    "Slide `n` (1-based) drawn from Quire's own PDF renderer and rasterised on the export workers (no LibreOffice, no browser), `width` pixels wide. " +
    "A deck saved on a brand is drawn as its pptx on that brand looks — the brand's masters, layouts, backgrounds, fonts and slide size (a 4:3 brand gives a 4:3 picture) — while the space still has the brand; the slide's first page when its content continues onto more. " +
    "Cache it: the ETag changes with the document's version and with the brand version it is drawn on; `If-None-Match` with it answers 304. A doc or sheet has no slides: 400 unsupported_format.",
  security: SECURITY,
  parameters: [
    DOC_ID,
    {
      name: "n",
      in: "path",
      required: true,
      schema: { type: "integer", minimum: 1, maximum: 60 },
      description: "The slide, 1-based",
    },
    {
      name: "width",
      in: "query",
      required: false,
      schema: {
        type: "integer",
        minimum: THUMBNAIL_WIDTH.min,
        maximum: THUMBNAIL_WIDTH.max,
        default: THUMBNAIL_WIDTH.default,
      },
      description: "Pixels wide; the height follows the slide's aspect",
    },
  ],
  responses: {
    200: {
      description: "The PNG",
      headers: CACHE,
      content: { "image/png": { schema: { type: "string", format: "binary" } } },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)", headers: CACHE },
    ...errorResponses(400, 401, 404, 429, 500, 503),
  },
});

const qualityRoute = createRoute({
  method: "get",
  path: "/api/workspace/documents/{id}/quality",
  operationId: "getDocumentQuality",
  tags: TAGS,
  summary: "A saved deck's quality report: findings per slide",
  description:
    "Measured on the PDF Quire draws for the deck: text shrunk to fit, continuation slides, low contrast, empty space, missing glyphs, placeholders left to fill. " +
    "A deck saved on a brand is measured on the brand's drawing of its pptx (what its slide pictures and PDF show): continuation slides, contrast, missing glyphs and placeholders; text and title sizes and empty space are not checked there (the brand's layouts set them), and the report's notes say so. " +
    "Decks only (a doc or sheet: 400 unsupported_format).",
  security: SECURITY,
  parameters: [DOC_ID],
  responses: {
    200: { ...jsonResponse(DocumentQualitySchema, "The report"), headers: CACHE },
    304: { description: "Not modified", headers: CACHE },
    ...errorResponses(400, 401, 404, 429, 503),
  },
});

const WidthSchema = z.coerce.number().int().min(THUMBNAIL_WIDTH.min).max(THUMBNAIL_WIDTH.max);

/** The slide number of a "3.png" segment; anything else is 400. */
export function slideNumber(segment: string | undefined): number {
  const m = /^([1-9][0-9]{0,2})\.png$/.exec(segment ?? "");
  if (!m)
    throw new AppError("invalid_request", "The slide is given as its number, 1-based: …/slides/1.png.", {
      details: [{ path: "n", message: "a slide number from 1, followed by .png" }],
    });
  return Number(m[1]);
}

/** `?width=`: the default when absent, else 400 outside THUMBNAIL_WIDTH (the brand template pictures take it too). */
export function widthOf(raw: string | undefined): number {
  if (raw === undefined) return THUMBNAIL_WIDTH.default;
  const parsed = WidthSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      "invalid_request",
      `width is a whole number of pixels from ${THUMBNAIL_WIDTH.min} to ${THUMBNAIL_WIDTH.max}.`,
      { details: [{ path: "width", message: `an integer ${THUMBNAIL_WIDTH.min}..${THUMBNAIL_WIDTH.max}` }] },
    );
  return parsed.data;
}

export function documentSlideRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const router = createRouter();

  /**
   * The caller's deck (404 for a missing or foreign id, 400 for a doc or sheet), what draws its slides and the brand it
   * is drawn on (null: Quire's own drawing), and its ETag: the document's version, the brand's, the service's.
   */
  async function ownDeck(c: Context<AppEnv>) {
    const { spaceId } = c.get("principal");
    const id = checkDocumentId(c.req.param("id"));
    const record = await deps.repos.documents.findById(spaceId, id);
    if (!record) throw documentNotFound();
    const deck = asDeck(record.source);
    const pictures = await savedSlidePictures(deps.slidePictures, spaceId, record);
    const { onBrand } = pictures;
    return {
      record,
      deck,
      spaceId,
      pictures,
      onBrand,
      etag: `"v${record.version}${onBrand ? `-${onBrand.tag}` : ""}-${deps.config.version}"`,
    };
  }
  const fresh = (c: Context<AppEnv>, etag: string) =>
    (c.req.header("if-none-match") ?? "").split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
  const cacheHeaders = (etag: string) => ({ ETag: etag, "Cache-Control": "private, no-cache" });

  router.openapi(
    { ...slideRoute, middleware: [auth, workSlot(deps, "picture"), rateLimit(deps, "WORKSPACE")] as const },
    async (c) => {
      const segment = Object.entries(c.req.param() as Record<string, string>).find(([name]) => name !== "id")?.[1];
      const n = slideNumber(segment);
      const width = widthOf(c.req.query("width"));
      const { deck, pictures, etag } = await ownDeck(c);
      if (n > deck.slides.length)
        throw new AppError("invalid_request", `The deck has ${deck.slides.length} slides; there is no slide ${n}.`, {
          details: [{ path: "n", message: `1..${deck.slides.length}` }],
        });
      if (fresh(c, etag)) return c.body(null, 304, cacheHeaders(etag));
      // A picture takes tens of milliseconds: one its client stopped waiting for is let finish (dropped unsent), since
      // cutting a task short terminates its thread, and a thread terminated inside a zlib call aborts the process.
      const png = await pictures.draw(deck, n - 1, width);
      return c.body(png as unknown as ArrayBuffer, 200, {
        "Content-Type": "image/png",
        "X-Content-Type-Options": "nosniff",
        ...cacheHeaders(etag),
      });
    },
  );

  router.openapi(
    { ...qualityRoute, middleware: [auth, workSlot(deps, "document"), rateLimit(deps, "EXPORT")] as const },
    async (c) => {
      const { record, deck, spaceId, etag, onBrand } = await ownDeck(c);
      if (fresh(c, etag)) return c.body(null, 304, cacheHeaders(etag));
      const { source } = await resolveImages(deps.assets, deck, async () => spaceId);
      // A deck on a brand is measured on the brand's drawing (its own colours, so contrast too); else on Quire's.
      const measure: MeasureDeck = onBrand
        ? async (d, o, signal) => deps.deckPool.quality(await brandTask(deps.brands, onBrand.brand, d), o, signal)
        : (d, o, signal) => deps.exportPool.quality(d, o, signal);
      const quality = await reportQuality(measure, source, {
        budgetMs: QUALITY_BUDGET_MS.route,
        signal: c.req.raw.signal,
        onFault: (err) => requestLog(c).error({ err }, "quality report failed"),
      });
      return c.json({ documentId: record.id, version: record.version, quality: quality! }, 200, cacheHeaders(etag));
    },
  );

  return router;
}
