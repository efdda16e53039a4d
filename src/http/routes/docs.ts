// GET /api/openapi.json and /api/docs: the OpenAPI 3.1 document and Swagger UI served from npm files (no CDN).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Hono } from "hono";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env.js";
import { registerCommonComponents, withCommonAnswers } from "../openapi-common.js";
import { SourceDoc } from "../openapi-source.js";

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quire API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;

export function openApiDocument(app: OpenAPIHono<AppEnv>, version: string) {
  const doc = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Quire API",
      version,
      description:
        "Prompts to decks, documents and spreadsheets; safe HTML rendering; office exports.\n\n" +
        "**Sign-in**: a session cookie (a cookie request that changes data must carry this site's Origin) or an API key as `Authorization: Bearer <key>`.\n\n" +
        "**Errors** are `{error, message[, details, traceId, retryable]}` with the codes of the Error schema; every answer carries X-Request-Id. " +
        "A method a path does not take is 405 with `Allow`.\n\n" +
        "**Limits**: rate-limited routes send RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; 429 and 503 send Retry-After.\n\n" +
        "**Sources**: a deck, doc or sheet is a `Source` (told apart by `kind`; a deck's slides by `layout`); routes that take one also take its Markdown or CSV text.\n\n" +
        "**The agent stream** (POST /api/agent) is NDJSON: each line is one `AgentLine`, told apart by `type`.",
    },
    servers: [{ url: "/" }],
  });
  return withCommonAnswers(doc);
}

export function docsRoutes(app: OpenAPIHono<AppEnv>, version: string) {
  const dir = join(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"), "..");
  let cachedDoc: string | undefined;
  const router = new Hono<AppEnv>();
  registerCommonComponents(app.openAPIRegistry);
  app.openAPIRegistry.register("Source", SourceDoc);
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    security: [],
    tags: ["System"],
    summary: "This OpenAPI 3.1 document",
    responses: {
      200: { description: "The OpenAPI document", content: { "application/json": { schema: { type: "object" } } } },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/docs",
    operationId: "getApiReference",
    security: [],
    tags: ["System"],
    summary: "Interactive API reference (served locally)",
    responses: { 200: { description: "HTML page", content: { "text/html": { schema: { type: "string" } } } } },
  });

  router.get("/api/openapi.json", (c) => {
    cachedDoc ??= JSON.stringify(openApiDocument(app, version));
    return c.body(cachedDoc, 200, { "Content-Type": "application/json; charset=utf-8" });
  });
  router.get("/api/docs", (c) => {
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:",
    );
    return c.html(PAGE);
  });
  router.get("/api/docs/init.js", (c) => c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  router.get("/api/docs/assets/:file", async (c) => {
    const file = c.req.param("file");
    const type = ASSETS[file];
    if (!type) return c.notFound();
    const body = await readFile(join(dir, file));
    return c.body(body, 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
  });
  return router;
}
