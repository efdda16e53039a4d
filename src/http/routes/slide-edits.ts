// One slide of a saved deck: its layout variants with pictures, one applied, or the slide regenerated
// (GET/POST /api/workspace/documents/{id}/slides/{n}/variants[/{k}], POST …/slides/{n}/regenerate; docs/api/edits.md).
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../../deps.js";
import { savedSlidePictures } from "../../exports/index.js";
import { regenerateDeckSlide } from "../../agent/index.js";
import { THUMBNAIL_WIDTH } from "../../formats/model/export-formats.js";
import type { Deck, Slide } from "../../formats/model/source.js";
import { requireUse } from "../../auth/index.js";
import {
  applySlideVariant,
  asDeck,
  checkDocumentId,
  documentNotFound,
  readPartIds,
  slideAddress,
  slideOf,
  variantsOf,
} from "../../documents/index.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { workSlot } from "../middleware/work-slot.js";
import { requireAuth } from "../middleware/require-auth.js";
import { SlideDoc } from "../openapi-source.js";
import { AppError } from "../../lib/errors.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { EditedDocumentSchema } from "./document-edits.js";
import { widthOf } from "./document-slides.js";
import type { AppEnv } from "../env.js";

const TAGS = ["Workspace"];
const PATH = "/api/workspace/documents/{id}/slides/{n}";
const DOC_ID = {
  name: "id",
  in: "path" as const,
  required: true,
  schema: { type: "string" as const, pattern: "^doc_[0-9A-HJKMNP-TV-Z]{26}$", maxLength: 30 },
};
// A slide id's counter has no end in the pattern; one this long names no slide of any document (404).
const SLIDE = {
  name: "n",
  in: "path" as const,
  required: true,
  schema: { type: "string" as const, pattern: "^([1-9][0-9]{0,3}|sl_[1-9][0-9]*)$", maxLength: 24 },
  description: "The slide: its number (1-based) or its id (`sl_4`, from the document's `parts`)",
};
const version = z
  .number()
  .int()
  .min(1)
  .optional()
  .openapi({ description: "The version you last read; a stale one is 409 conflict and nothing changes" });

const VariantsSchema = z
  .object({
    documentId: z.string(),
    version: z
      .number()
      .int()
      .openapi({ description: "The version the variants were made from: send it back when applying one" }),
    slide: z.object({ n: z.number().int(), id: z.string(), layout: z.string() }),
    variants: z.array(
      z.object({
        k: z.number().int().openapi({ description: "Apply it with POST …/variants/{k}" }),
        layout: z.string().openapi({ example: "cards" }),
        slide: SlideDoc,
        picture: z.string().nullable().openapi({
          description:
            "The slide as applying it draws it (a deck on a brand, on its template): a data: URL of a PNG; null with pictures=false",
        }),
      }),
    ),
  })
  .openapi("SlideVariants");

const variantsRoute = createRoute({
  method: "get",
  path: `${PATH}/variants`,
  operationId: "getSlideVariants",
  tags: TAGS,
  summary: "Up to four other layouts of one slide's content, each with its picture",
  description:
    "Bullets, cards, timeline, KPI, two columns, statement, table, agenda, comparison or chart: only the layouts that hold every word and figure of the slide (none added), best fit first, the same list for the same slide. " +
    "Each comes with a picture of the slide as applying it would draw it (on the deck's brand template when it has one). A doc or sheet: 400 unsupported_format.",
  security: SECURITY,
  parameters: [
    DOC_ID,
    SLIDE,
    {
      name: "pictures",
      in: "query",
      required: false,
      schema: { type: "boolean", default: true },
      description: "false: the variants without pictures (faster)",
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
      description: "Pixels wide",
    },
  ],
  responses: { 200: jsonResponse(VariantsSchema, "The variants"), ...errorResponses(400, 401, 403, 404, 429, 503) },
});

const applyRoute = createRoute({
  method: "post",
  path: `${PATH}/variants/{k}`,
  operationId: "applySlideVariant",
  tags: TAGS,
  summary: "Show a slide in one of its layout variants, as one new version",
  description:
    "Variant `k` of GET …/variants, made again from the current version (send the `version` the variants came from: a stale one is 409). Every other slide stays as it was.",
  security: SECURITY,
  parameters: [
    DOC_ID,
    SLIDE,
    { name: "k", in: "path", required: true, schema: { type: "integer", minimum: 1, maximum: 4 } },
  ],
  request: {
    body: {
      required: false,
      content: {
        "application/json": { schema: z.object({ version }).openapi("ApplyVariant"), example: { version: 7 } },
      },
    },
  },
  responses: {
    200: jsonResponse(EditedDocumentSchema, "The document at its new version"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const RegenerateBodySchema = z
  .object({
    instruction: z.string().max(2_000).optional().openapi({
      description: "What to change: “shorter”, “as a timeline”, “add the Q3 figure: 2.1M”; none: another look",
      example: "add the Q3 figure: 2.1M",
    }),
    version,
  })
  .openapi("RegenerateSlide");

const RegeneratedSchema = EditedDocumentSchema.extend({
  warnings: z
    .array(z.string())
    .openapi({ description: "What was not done and why (the slide left as it was: no new version)" }),
}).openapi("RegeneratedSlide");

const regenerateRoute = createRoute({
  method: "post",
  path: `${PATH}/regenerate`,
  operationId: "regenerateSlide",
  tags: TAGS,
  summary: "Rewrite one slide, with an optional instruction, as one new version",
  description:
    "The configured model rewrites that slide only (the builtin composer: its reading of the instruction — shorter, another layout, a stated figure added; no instruction: the slide's first layout variant). " +
    "Every other slide stays byte-identical; when the answer leaves the slide as it was, no version is made and `warnings` says why. Organization keys need `documents:write` and `agent`.",
  security: SECURITY,
  parameters: [DOC_ID, SLIDE],
  request: {
    body: {
      required: false,
      content: {
        "application/json": { schema: RegenerateBodySchema, example: { instruction: "as a timeline", version: 7 } },
      },
    },
  },
  responses: {
    200: jsonResponse(RegeneratedSchema, "The document (at its new version when the slide changed)"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 503),
  },
});

export function slideEditRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const body = jsonBody({ maxBytes: 16 * 1024, allowEmpty: true });
  const router = createRouter();
  const who = (c: Context<AppEnv>) => {
    const { spaceId, userId } = c.get("principal");
    return { spaceId, userId, id: c.req.param("id")!, slide: slideAddress(c.req.param("n")!) };
  };

  router.openapi(
    { ...variantsRoute, middleware: [auth, workSlot(deps, "document"), rateLimit(deps, "EXPORT")] as const },
    async (c) => {
      const { spaceId, id, slide: address } = who(c);
      const withPictures = c.req.query("pictures") !== "false";
      const width = widthOf(c.req.query("width"));
      const record = await deps.repos.documents.findById(spaceId, checkDocumentId(id));
      if (!record) throw documentNotFound();
      const deck = asDeck(record.source as Deck);
      const slide = slideOf(deck, readPartIds(deck, record.parts), address);
      const variants = variantsOf(deck, slide.index);
      const withSlide = (s: Slide): Deck => ({
        ...deck,
        slides: deck.slides.map((old, i) => (i === slide.index ? s : old)),
      });
      const pictures = withPictures ? await savedSlidePictures(deps.slidePictures, spaceId, record) : null;
      const drawn = await Promise.all(
        variants.map(async (v) =>
          pictures
            ? `data:image/png;base64,${Buffer.from(await pictures.draw(withSlide(v.slide), slide.index, width)).toString("base64")}`
            : null,
        ),
      );
      return c.json(
        {
          documentId: record.id,
          version: record.version,
          slide: { n: slide.index + 1, id: slide.id, layout: deck.slides[slide.index]!.layout },
          variants: variants.map((v, i) => ({ k: v.k, layout: v.layout, slide: v.slide, picture: drawn[i]! })),
        },
        200,
      );
    },
  );

  router.openapi(
    { ...applyRoute, middleware: [auth, workSlot(deps, "document"), rateLimit(deps, "WORKSPACE"), body] as const },
    async (c) => {
      const { version: expected } = c.req.valid("json") ?? {};
      const k = Number(c.req.param("k"));
      if (!/^[1-4]$/.test(c.req.param("k") ?? ""))
        throw new AppError("invalid_request", "k is a variant's number, 1 to 4.", {
          details: [{ path: "k", message: "1..4" }],
        });
      return c.json(await applySlideVariant(deps.repos, { ...who(c), version: expected, k }), 200);
    },
  );

  router.openapi(
    { ...regenerateRoute, middleware: [auth, workSlot(deps, "document"), rateLimit(deps, "AGENT"), body] as const },
    async (c) => {
      requireUse(c.get("principal"), "runModel", "Regenerating a slide");
      const input = c.req.valid("json") ?? {};
      return c.json(
        await regenerateDeckSlide(deps.repos, {
          ...who(c),
          version: input.version,
          instruction: input.instruction,
          provider: deps.agent.provider,
          signal: c.req.raw.signal,
        }),
        200,
      );
    },
  );

  return router;
}
