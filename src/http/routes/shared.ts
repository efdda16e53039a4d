// What a share link's token opens, for anyone holding it (docs/api/shares.md): the viewer page at /s/{token} (or its
// password form), its script, and under /api/shared/{token} the data, slide pictures, safe HTML, files, unlock and the
// page's view reports. Every answer: no referrer, noindex, nothing of the owner's account; a link that shows nothing is
// the one 404 of a token that never was.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { Deps } from "../../deps.js";
import { EXTENSIONS, MIME_TYPES } from "../../formats/model/export-formats.js";
import { AppError, isAppError } from "../../lib/errors.js";
import { attachmentHeader } from "../../lib/filename.js";
import {
  liveShare,
  SHARED_DOWNLOADS,
  passwordMatches,
  unlockKey,
  missingPage,
  passwordPage,
  viewerCsp,
  VIEWER_SCRIPT,
} from "../../shares/index.js";
import type { AppEnv } from "../env.js";
import { readTextLimited } from "../read-body-limited.js";
import { jsonBody } from "../middleware/json-body.js";
import { clientKeyOf, rateLimit } from "../middleware/rate-limit.js";
import { createRouter, errorResponses, jsonResponse } from "../openapi.js";
import { slideNumber, widthOf } from "./document-slides.js";
import {
  SharedDocumentSchema,
  TokenParamSchema,
  UnlockBodySchema,
  UnlockedSchema,
  UnlockQuerySchema,
  ViewReportSchema,
} from "./share-schemas.js";

const TAGS = ["Shared links"];
const PUBLIC: Record<string, string[]>[] = [];
const BASE = "/api/shared/{token}";
/** Every answer to a link: it is never indexed, never sends its address on, never cached by a shared cache. */
const PRIVATE = {
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
  "X-Content-Type-Options": "nosniff",
};
/** The document's own HTML: no script at all, nothing from anywhere, framed only by the viewer page. */
const CONTENT_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

const SLIDE_CACHE = {
  ETag: {
    description: "What the picture is drawn from: send it back as If-None-Match",
    schema: { type: "string" as const },
  },
  "Cache-Control": { schema: { type: "string" as const } },
};
const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
const pageQuery = z.object({
  slide: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .optional()
    .openapi({ description: "The slide shown first (1-based)", type: "integer" }),
  k: z.string().max(80).optional().openapi({ description: "The unlock key a right password gave" }),
  embed: z
    .enum(["1"])
    .optional()
    .openapi({ description: "1: the page without its header, allowed in another site's frame" }),
});

const pageRoute = createRoute({
  method: "get",
  path: "/s/{token}",
  operationId: "viewSharedPage",
  tags: TAGS,
  summary: "The page a share link opens",
  description:
    "Public. A deck one slide at a time as its export draws it, a doc or sheet as its safe HTML; a link with a password first asks for it and shows nothing of the document. Counts one view. Served with a strict CSP (nothing from another host), noindex and no referrer.",
  security: PUBLIC,
  request: { params: TokenParamSchema, query: pageQuery },
  responses: {
    200: html("The viewer page, or the password form"),
    404: html("No such link, or one that no longer works"),
    429: html("Too many calls from this client"),
  },
});

const unlockFormRoute = createRoute({
  method: "post",
  path: "/s/{token}",
  operationId: "unlockSharedPage",
  tags: TAGS,
  summary: "The password form's answer: the page, opened for 12 hours",
  description:
    "Public. A form field `password` (and `embed=1` from an embedded page). The right one answers 303 to the page with its unlock key; a wrong one the form again (401). Attempts are limited per link and per client (429 with Retry-After).",
  security: PUBLIC,
  request: {
    params: TokenParamSchema,
    body: {
      required: true,
      content: {
        "application/x-www-form-urlencoded": {
          schema: z.object({ password: z.string().max(128), embed: z.enum(["1"]).optional() }),
        },
      },
    },
  },
  responses: {
    303: {
      description: "Opened: on to the page",
      headers: { Location: { description: "/s/{token}?k=<unlock key>", schema: { type: "string" } } },
    },
    401: html("Not the password"),
    404: html("No such link"),
    429: {
      ...html("Too many attempts"),
      headers: { "Retry-After": { description: "Seconds until another attempt counts", schema: { type: "integer" } } },
    },
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: BASE,
  operationId: "getSharedDocument",
  tags: TAGS,
  summary: "What a link shows: title, kind, slides (with notes when presenting is allowed), downloads",
  security: PUBLIC,
  request: { params: TokenParamSchema, query: UnlockQuerySchema },
  responses: { 200: jsonResponse(SharedDocumentSchema, "The shared document's outline"), ...errorResponses(404, 429) },
});

const unlockRoute = createRoute({
  method: "post",
  path: `${BASE}/unlock`,
  operationId: "unlockShare",
  tags: TAGS,
  summary: "Check a link's password: an unlock key for 12 hours",
  description:
    "Send the key as `?k=` on the link's routes. Attempts are limited per link and per client: 429 with Retry-After. A wrong password is 401 unauthorized.",
  security: PUBLIC,
  request: {
    params: TokenParamSchema,
    body: { required: true, content: { "application/json": { schema: UnlockBodySchema } } },
  },
  responses: { 200: jsonResponse(UnlockedSchema, "The unlock key"), ...errorResponses(400, 401, 404, 413, 415, 429) },
});

const slideRoute = createRoute({
  method: "get",
  path: `${BASE}/slides/{n}.png`,
  operationId: "getSharedSlideImage",
  tags: TAGS,
  summary: "Slide n of a shared deck as a PNG, drawn as it exports",
  security: PUBLIC,
  parameters: [
    { name: "token", in: "path", required: true, schema: { type: "string", maxLength: 80 } },
    {
      name: "n",
      in: "path",
      required: true,
      schema: { type: "integer", minimum: 1, maximum: 60 },
      description: "The slide, 1-based",
    },
    { name: "width", in: "query", required: false, schema: { type: "integer", minimum: 160, maximum: 1920 } },
    { name: "k", in: "query", required: false, schema: { type: "string", maxLength: 80 } },
  ],
  responses: {
    200: {
      description: "The PNG",
      headers: SLIDE_CACHE,
      content: { "image/png": { schema: { type: "string", format: "binary" } } },
    },
    304: {
      description: "Not modified (If-None-Match matched the ETag); the link was checked all the same",
      headers: SLIDE_CACHE,
    },
    ...errorResponses(400, 404, 429, 503),
  },
});

const contentRoute = createRoute({
  method: "get",
  path: `${BASE}/content`,
  operationId: "getSharedContent",
  tags: TAGS,
  summary: "The shared document as /api/render's safe HTML (no script, nothing fetched, sandboxed)",
  security: PUBLIC,
  request: { params: TokenParamSchema, query: UnlockQuerySchema },
  responses: { 200: html("The page"), ...errorResponses(404, 413, 429, 503) },
});

const downloadRoute = createRoute({
  method: "get",
  path: `${BASE}/download/{format}`,
  operationId: "downloadShared",
  tags: TAGS,
  summary: "The shared document as a file, when the link offers downloads",
  security: PUBLIC,
  request: {
    params: z.object({
      token: TokenParamSchema.shape.token,
      format: z.enum(SHARED_DOWNLOADS).openapi({ param: { name: "format", in: "path" } }),
    }),
    query: UnlockQuerySchema,
  },
  responses: {
    200: {
      description: "The file",
      headers: {
        "Content-Disposition": {
          description: "attachment, with the document's title as the file name",
          schema: { type: "string" },
        },
      },
      content: Object.fromEntries(
        SHARED_DOWNLOADS.map((f) => [MIME_TYPES[f].split(";")[0]!, { schema: { type: "string", format: "binary" } }]),
      ),
    },
    ...errorResponses(400, 404, 429, 503),
  },
});

const viewsRoute = createRoute({
  method: "post",
  path: `${BASE}/views`,
  operationId: "reportSharedView",
  tags: TAGS,
  summary: "The page's report of seconds on a slide while it was visible",
  description:
    "Sent by the viewer page and the presenter view; nothing of the viewer is kept. A doc or sheet reports slide 1.",
  security: PUBLIC,
  request: {
    params: TokenParamSchema,
    query: UnlockQuerySchema,
    body: { required: true, content: { "application/json": { schema: ViewReportSchema } } },
  },
  responses: { 204: { description: "Counted" }, ...errorResponses(400, 404, 413, 415, 429) },
});

/** A form of a few fields read within a bound (4 KiB) before the validator parses it from the cache. */
const smallForm: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields = new URLSearchParams(await readTextLimited(c.req.raw, 4096));
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  (c.req.bodyCache as Record<string, unknown>).formData = Promise.resolve(form);
  await next();
};

export function sharedRoutes(deps: Deps) {
  const limit = rateLimit(deps, "SHARED");
  const view = deps.sharedView;
  const router = createRouter();

  /** A page-shaped answer for the routes people open in a browser. */
  const pageAnswer = (
    c: Context<AppEnv>,
    body: string,
    status: 200 | 401 | 404 | 429,
    embed: boolean,
    more: Record<string, string> = {},
  ) =>
    c.html(body, status, {
      ...PRIVATE,
      "Content-Security-Policy": viewerCsp(embed),
      "Cache-Control": "no-store",
      ...more,
    });
  const missing = (c: Context<AppEnv>) => pageAnswer(c, missingPage(), 404, false);

  router.get("/s/viewer.js", (c) =>
    c.body(VIEWER_SCRIPT, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    }),
  );

  router.openapi({ ...pageRoute, middleware: [limit] as const }, async (c) => {
    const { token } = c.req.valid("param");
    const { slide, k, embed } = c.req.valid("query");
    try {
      const page = await view.page(token, { unlock: k, embed: embed === "1", slide });
      if (page.locked) return pageAnswer(c, passwordPage(token, embed === "1"), 200, embed === "1");
      return pageAnswer(c, page.html, 200, embed === "1");
    } catch (err) {
      if (isAppError(err) && err.code === "not_found") return missing(c);
      throw err;
    }
  });

  router.openapi({ ...unlockFormRoute, middleware: [limit, smallForm] as const }, async (c) => {
    const { token } = c.req.valid("param");
    const form = c.req.valid("form");
    const embed = form.embed === "1";
    try {
      const key = await unlock(c, token, form.password);
      if (!key) return pageAnswer(c, passwordPage(token, embed, "That is not the password."), 401, embed);
      const query = new URLSearchParams({ k: key, ...(embed ? { embed: "1" } : {}) });
      return c.body(null, 303, { ...PRIVATE, Location: `/s/${token}?${query}`, "Cache-Control": "no-store" });
    } catch (err) {
      if (isAppError(err) && err.code === "not_found") return missing(c);
      if (isAppError(err) && err.status === 429)
        return pageAnswer(c, passwordPage(token, embed, err.message), 429, embed, {
          "Retry-After": String(err.retryAfter ?? 60),
        });
      throw err;
    }
  });

  /** The unlock key for a right password (null for a wrong one); 429 past the attempts' limits, 404 for a dead link. */
  async function unlock(c: Context<AppEnv>, token: string, password: string): Promise<string | null> {
    const share = await liveShare(deps.shares, token);
    if (!share.passwordHash) return null;
    await deps.limiter.sharePassword(share.id, clientKeyOf(c, deps.config.TRUST_PROXY));
    if (!(await passwordMatches(password, share.passwordHash))) return null;
    return unlockKey(deps.shares.unlockSecret, share.id, share.passwordHash);
  }

  router.openapi({ ...summaryRoute, middleware: [limit] as const }, async (c) => {
    const { token } = c.req.valid("param");
    return c.json(await view.summary(token, c.req.valid("query").k), 200, { ...PRIVATE, "Cache-Control": "no-store" });
  });

  router.openapi({ ...unlockRoute, middleware: [limit, jsonBody({ maxBytes: 1024 })] as const }, async (c) => {
    const key = await unlock(c, c.req.valid("param").token, c.req.valid("json").password);
    if (!key) throw new AppError("unauthorized", "That is not the password.");
    return c.json({ key, expiresAt: new Date(Number(key.split(".")[0]) * 1000).toISOString() }, 200, {
      ...PRIVATE,
      "Cache-Control": "no-store",
    });
  });

  router.openapi({ ...slideRoute, middleware: [limit] as const }, async (c) => {
    const params = c.req.param() as Record<string, string>;
    const n = slideNumber(Object.entries(params).find(([name]) => name !== "token")?.[1]);
    const width = widthOf(c.req.query("width"));
    const { etag, png } = await view.slide(
      params.token ?? "",
      c.req.query("k"),
      n,
      width,
      c.req.header("if-none-match"),
    );
    // A revoked link must stop at once: the browser asks again every time, and a picture it has is a 304.
    const cache = { ...PRIVATE, ETag: etag, "Cache-Control": "private, no-cache" };
    if (!png) return c.body(null, 304, cache);
    return c.body(png as unknown as ArrayBuffer, 200, { ...cache, "Content-Type": "image/png" });
  });

  router.openapi({ ...contentRoute, middleware: [limit] as const }, async (c) => {
    const body = await view.content(c.req.valid("param").token, c.req.valid("query").k, c.req.raw.signal);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      ...PRIVATE,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": CONTENT_CSP,
      "Cache-Control": "no-store",
    });
  });

  router.openapi({ ...downloadRoute, middleware: [limit] as const }, async (c) => {
    const { token, format } = c.req.valid("param");
    const file = await view.download(token, c.req.valid("query").k, format, c.req.raw.signal);
    return c.body(file.body as Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>, 200, {
      ...PRIVATE,
      "Content-Type": MIME_TYPES[format],
      "Content-Disposition": attachmentHeader(file.filename, EXTENSIONS[format], file.kind),
      "Content-Length": String(file.size),
      "Cache-Control": "no-store",
    });
  });

  router.openapi({ ...viewsRoute, middleware: [limit, jsonBody({ maxBytes: 1024 })] as const }, async (c) => {
    const { slide, seconds } = c.req.valid("json");
    await view.report(c.req.valid("param").token, c.req.valid("query").k, slide, seconds);
    return c.body(null, 204, PRIVATE);
  });

  return router;
}
