// GET /api/pictures: where a new deck's pictures may come from on this service (the `images` a request may ask for).
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { IMAGE_MODES } from "../../config/schema.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";

const PictureSourcesSchema = z
  .object({
    default: z
      .enum(IMAGE_MODES)
      .openapi({ description: "What a request that sends no `images` gets (IMAGES_DEFAULT)" }),
    modes: z.array(
      z.object({
        mode: z.enum(IMAGE_MODES),
        available: z.boolean().openapi({ description: "false: asking for it is 400 (the operator has not set it up)" }),
        provider: z.string().nullable().openapi({
          description:
            "Who finds or makes the pictures: Pexels, Unsplash, Pixabay, the image model's name; null for library and none",
        }),
      }),
    ),
    perRequest: z
      .number()
      .int()
      .openapi({ description: "Stock or generated pictures one deck takes at most (PICTURES_PER_REQUEST)" }),
  })
  .openapi("PictureSources", {
    example: {
      default: "library",
      modes: [
        { mode: "none", available: true, provider: null },
        { mode: "library", available: true, provider: null },
        { mode: "stock", available: true, provider: "Pexels" },
        { mode: "generated", available: false, provider: null },
      ],
      perRequest: 6,
    },
  });

const route = createRoute({
  method: "get",
  path: "/api/pictures",
  operationId: "pictureSources",
  tags: ["Agent"],
  summary: "Where a new deck's pictures may come from on this service",
  description:
    "The `images` values POST /api/agent takes here, the default, and who provides stock and generated pictures. Any organization key may call it.",
  security: SECURITY,
  responses: { 200: jsonResponse(PictureSourcesSchema, "The picture sources"), ...errorResponses(401, 429) },
});

export function pictureRoutes(deps: Deps) {
  const router = createRouter();
  router.openapi({ ...route, middleware: [requireAuth(deps), rateLimit(deps, "ASSETS")] as const }, (c) => {
    const pictures = deps.pictures;
    const { stock, generated } = pictures.sources;
    const modes = [
      { mode: "none" as const, available: true, provider: null },
      { mode: "library" as const, available: true, provider: null },
      { mode: "stock" as const, available: !!stock, provider: stock?.provider ?? null },
      { mode: "generated" as const, available: !!generated, provider: generated?.provider ?? null },
    ];
    return c.json({ default: pictures.defaultMode, modes, perRequest: pictures.perRequest }, 200);
  });
  return router;
}
