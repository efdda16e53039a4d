// POST /api/render: any source → safe, self-contained HTML (JSON envelope, or the page itself for Accept: text/html).
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { renderPage } from "../../exports/index.js";
import { SOURCE_KINDS } from "../../formats/model/source.js";
import { THEME_NAMES } from "../../formats/model/themes.js";
import { jsonBody, requestJsonOf } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { createRouter, errorResponses } from "../openapi.js";
import { imageSpaceOf, keyIfSent } from "../optional-principal.js";
import { SOURCE_EXAMPLES, sourceOrText, ThemeDoc } from "../openapi-source.js";

/** The page may style itself and show data: images; nothing else loads, nothing runs. */
export const RENDER_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** No length cap here: past 2 MiB the source is 413 body_too_large, which parseSource decides. */
const RenderSourceSchema = sourceOrText(
  z.union([z.string(), z.looseObject({})]),
  "A deck, doc or sheet source, or its text: Markdown (a CSV/TSV string with format csv)",
);

const RenderBodySchema = z
  .object({
    source: RenderSourceSchema,
    kind: z
      .enum(SOURCE_KINDS)
      .optional()
      .openapi({ description: "The kind to make of a string source (deck for Markdown slides, sheet for CSV)" }),
    format: z.enum(["markdown", "csv", "json"]).optional().openapi({ description: "How to read a string source" }),
    theme: ThemeDoc.optional().openapi({
      description: `A built-in theme (${THEME_NAMES.join(", ")}) and colour/font overrides`,
    }),
  })
  .openapi("RenderRequest");

const RenderResultSchema = z
  .object({
    kind: z.enum(SOURCE_KINDS),
    title: z.string(),
    html: z.string().openapi({ description: "One self-contained page: inline CSS, no scripts, no external requests" }),
    warnings: z
      .array(z.string())
      .openapi({ description: "What was dropped or substituted (remote images, unsafe links, raw HTML)" }),
  })
  .openapi("RenderResult");

const RENDER_EXAMPLES = {
  deck: { summary: "A deck", value: { source: SOURCE_EXAMPLES.deck, theme: { name: "ocean" } } },
  doc: { summary: "A doc", value: { source: SOURCE_EXAMPLES.doc } },
  sheet: { summary: "A sheet with a formula", value: { source: SOURCE_EXAMPLES.sheet, theme: { name: "dark" } } },
  markdown: {
    summary: "A Markdown deck",
    value: {
      source: "# Q3 review\n\n---\n\n## Highlights\n\n- Revenue up 12%\n- Two new blends",
      kind: "deck",
      format: "markdown",
    },
  },
  csv: { summary: "CSV as a sheet", value: { source: "Item,Cost\nBeans,1200\nCups,300", format: "csv" } },
};

const route = createRoute({
  method: "post",
  path: "/api/render",
  operationId: "renderSource",
  // Optional: `{}` is no sign-in; typed, or a bare `{}` leaves c.req.valid() below typed never.
  security: [{} as Record<string, string[]>, { cookieAuth: [] }, { bearerAuth: [] }],
  tags: ["Render"],
  summary: "Render a source to safe HTML",
  description:
    "Public. With `Accept: text/html` the page itself is returned, served with a strict Content-Security-Policy. " +
    "Images given as an asset id are shown when the caller is signed in (or sends an API key) and owns them; images on the operator's allowed hosts are fetched and embedded. " +
    "A call with an API key is the key's (counted against its rate limit, not the address's): an organization key spends a call of its quota (429 `quota_exhausted` once spent) and shows an uploaded image only with the scope `documents:read` (without it, 403 `forbidden` naming the scope). " +
    "The source is read and drawn on worker threads within `RENDER_TIMEOUT_MS` (10 s): a source that takes longer is `413 body_too_large`, and a full pool `503 unavailable` with `Retry-After`.",
  request: {
    body: { required: true, content: { "application/json": { schema: RenderBodySchema, examples: RENDER_EXAMPLES } } },
  },
  responses: {
    200: {
      description: "The rendered page",
      headers: {
        "X-Render-Warnings": {
          description: "With Accept: text/html, how many warnings the JSON answer would list (absent when none)",
          schema: { type: "integer" },
        },
      },
      content: { "application/json": { schema: RenderResultSchema }, "text/html": { schema: z.string() } },
    },
    ...errorResponses(400, 403, 413, 415, 429, 503),
    413: {
      ...errorResponses(413)[413],
      description:
        "`body_too_large`: a body or source over its size limit, or a source whose reading and drawing ran past `RENDER_TIMEOUT_MS`",
    },
    503: { ...errorResponses(503)[503], description: "`unavailable`: every worker is busy; see Retry-After" },
  },
});

/** True when the caller asks for HTML ahead of (or instead of) JSON. */
function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = accept.indexOf("text/html");
  if (html < 0) return false;
  const json = accept.indexOf("application/json");
  return json < 0 || html < json;
}

export function renderRoutes(deps: Deps) {
  const limit = rateLimit(deps, "RENDER");
  // The source is read on a worker from the body's text: past 64 KiB it is not parsed here at all.
  const body = jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES, unparsed: { key: "source", over: 64 * 1024 } });
  return createRouter().openapi({ ...route, middleware: [keyIfSent(deps), limit, body] as const }, async (c) => {
    const input = c.req.valid("json");
    const as = wantsHtml(c.req.header("accept")) ? "html" : "json";
    // The body's text (kept by jsonBody) goes to the worker: a 40,000-row sheet serialised as objects held the event loop.
    const page = await renderPage(
      deps.render,
      { ...input, as, requestJson: await requestJsonOf(c) },
      imageSpaceOf(c, deps.auth),
      c.req.raw.signal,
    );
    c.header("X-Content-Type-Options", "nosniff");
    if (as === "json") return c.body(page.body as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/json" });
    c.header("Content-Security-Policy", RENDER_CSP);
    c.header("Referrer-Policy", "no-referrer");
    if (page.warnings.length) c.header("X-Render-Warnings", String(page.warnings.length));
    return c.body(page.body as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "text/html; charset=utf-8" });
  });
}
