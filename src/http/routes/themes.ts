// GET /api/themes: the built-in themes for decks and docs, with their colours, fonts and a preview picture.
import { createRoute, z } from "@hono/zod-openapi";
import { themePreviewDataUrl } from "../../formats/model/theme-preview.js";
import { BUILTIN_THEMES, DEFAULT_THEME } from "../../formats/model/themes.js";
import { DEFAULT_SLIDE_SIZE, SLIDE_SIZES } from "../../formats/model/slide-size.js";
import { createRouter, jsonResponse } from "../openapi.js";

const ThemeInfoSchema = z
  .object({
    name: z.string().openapi({ example: "forest" }),
    dark: z.boolean(),
    default: z.boolean().describe("The theme used when a source names none"),
    colors: z.object({
      background: z.string(),
      surface: z.string(),
      text: z.string(),
      muted: z.string(),
      accent: z.string(),
      accent2: z.string(),
      series: z.array(z.string()),
    }),
    fonts: z.object({ heading: z.string().describe("The font office files name"), body: z.string() }),
    preview: z.string().describe("A 320×180 SVG picture of the theme as a data: URL"),
  })
  .openapi("ThemeInfo");

const listRoute = createRoute({
  method: "get",
  path: "/api/themes",
  operationId: "listThemes",
  security: [],
  tags: ["Render"],
  summary: "List the built-in themes (use one as `theme.name` in a deck or doc source)",
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(ThemeInfoSchema),
        sizes: z
          .array(z.enum(SLIDE_SIZES))
          .describe("Slide sizes every theme is built at (a deck's `size`); the first is the default"),
      }),
      "Every built-in theme, light and dark, and the slide sizes they come in",
    ),
  },
});

// Computed once: themes only change with a deploy.
let items: z.infer<typeof ThemeInfoSchema>[] | null = null;

export function themeRoutes() {
  const router = createRouter();
  router.openapi(listRoute, (c) => {
    items ??= Object.values(BUILTIN_THEMES).map((t) => ({
      name: t.name,
      dark: t.dark,
      default: t.name === DEFAULT_THEME,
      colors: { ...t.colors, series: [...t.colors.series] },
      fonts: { heading: t.fonts.heading.office, body: t.fonts.body.office },
      preview: themePreviewDataUrl(t),
    }));
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ items, sizes: [DEFAULT_SLIDE_SIZE, ...SLIDE_SIZES.filter((s) => s !== DEFAULT_SLIDE_SIZE)] }, 200);
  });
  return router;
}
