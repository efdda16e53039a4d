// GET /api/brands/{brand_id}/template/{n}.png: a brand's template shown as itself — page 1 the master decks are built
// on, then each of its layouts with its placeholders' prompt text (docs/api/brands.md) — drawn on the brand deck pool.
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { type TemplateAnalysis, checkBrandId, loadBrandBytes, readBrand } from "../../brands/index.js";
import { THUMBNAIL_WIDTH } from "../../formats/model/export-formats.js";
import { AppError } from "../../lib/errors.js";
import { idLength } from "../../lib/ids.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";
import type { AppEnv } from "../env.js";
import { BRAND_ID } from "./brand-schemas.js";
import { widthOf } from "./document-slides.js";

const CACHE = {
  ETag: {
    description: "The brand's version (and the service's): send it back as If-None-Match",
    schema: { type: "string" as const },
  },
  "Cache-Control": { schema: { type: "string" as const } },
};

const pageRoute = createRoute({
  method: "get",
  // Hono reads "{n}.png" as one parameter; the handler takes the segment and checks it (see pageNumber).
  path: "/api/brands/{brand_id}/template/{n}.png",
  operationId: "getBrandTemplatePage",
  tags: ["Brands"],
  summary: "A brand's template shown as itself: its master or one of its layouts, as a PNG picture",
  description:
    "Page `n` of the template drawn as itself (the brand's `templatePages` list them): 1 is the master decks are built on, 2 onwards each of its layouts in the template's own order, with the prompt text its placeholders carry, at the template's slide size, `width` pixels wide. " +
    "Drawn on the brand deck pool by Quire's own pptx drawing (what it cannot draw, and the fonts it stands in, are in the brand's `lint`). " +
    "Cache it: the ETag changes with the brand's version; `If-None-Match` with it answers 304. A page beyond `templatePages`: 400 invalid_request.",
  security: SECURITY,
  parameters: [
    {
      name: "brand_id",
      in: "path",
      required: true,
      schema: { type: "string", pattern: BRAND_ID, maxLength: idLength("brand") },
    },
    {
      name: "n",
      in: "path",
      required: true,
      schema: { type: "integer", minimum: 1, maximum: 999 },
      description: "The page, 1-based: 1 the master, 2.. each layout",
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
      description: "Pixels wide; the height follows the template's aspect",
    },
  ],
  responses: {
    200: {
      description: "The PNG",
      headers: CACHE,
      content: { "image/png": { schema: { type: "string", format: "binary" } } },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)", headers: CACHE },
    ...errorResponses(400, 401, 403, 404, 429, 500, 503),
  },
});

/** The page number of a "2.png" segment; anything else is 400. */
function pageNumber(segment: string | undefined): number {
  const m = /^([1-9][0-9]{0,2})\.png$/.exec(segment ?? "");
  if (!m)
    throw new AppError(
      "invalid_request",
      "The page is given as its number, 1-based: …/template/1.png is the master, 2.png its first layout.",
      { details: [{ path: "n", message: "a page number from 1, followed by .png" }] },
    );
  return Number(m[1]);
}

export function brandTemplateRoutes(deps: Deps) {
  const router = createRouter();
  const fresh = (c: Context<AppEnv>, etag: string) =>
    (c.req.header("if-none-match") ?? "").split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
  const cacheHeaders = (etag: string) => ({ ETag: etag, "Cache-Control": "private, no-cache" });

  // The WORKSPACE limit, as slide pictures: a brand page asks for every page at once.
  router.openapi(
    { ...pageRoute, middleware: [requireAuth(deps), workSlot(deps, "picture"), rateLimit(deps, "WORKSPACE")] as const },
    async (c) => {
      const id = checkBrandId(c.req.param("brand_id"));
      const segment = Object.entries(c.req.param() as Record<string, string>).find(
        ([name]) => name !== "brand_id",
      )?.[1];
      const n = pageNumber(segment);
      const width = widthOf(c.req.query("width"));
      const brand = await readBrand(deps.brands, c.get("principal").spaceId, id);
      const analysis = brand.analysis as TemplateAnalysis;
      const pages = analysis.templatePages.length;
      if (n > pages)
        throw new AppError(
          "invalid_request",
          `The template has ${pages} pages (its master and ${Math.max(0, pages - 1)} layouts); there is no page ${n}.`,
          { details: [{ path: "n", message: `1..${pages}` }] },
        );
      const etag = `"b${brand.version}-${deps.config.version}"`;
      if (fresh(c, etag)) return c.body(null, 304, cacheHeaders(etag));
      const task = {
        key: brand.sha256,
        bytes: await loadBrandBytes(deps.brands, brand),
        strict: analysis.strict,
        master: analysis.master,
        page: n,
        width,
      };
      // Let finish when its client leaves (a picture is quick; cutting it short terminates its thread, see document-slides.ts).
      const out = await deps.deckPool.templatePng(task);
      return c.body(out.png as unknown as ArrayBuffer, 200, {
        "Content-Type": "image/png",
        "X-Content-Type-Options": "nosniff",
        ...cacheHeaders(etag),
      });
    },
  );

  return router;
}
