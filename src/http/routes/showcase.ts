// /api/showcase: the public demo gallery (list, one with its source) and fork, which copies a demo into your workspace.
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { forkDemo } from "../../documents/index.js";
import { idempotent } from "../middleware/idempotency.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { IDEMPOTENCY_KEY } from "../openapi-common.js";
import { OneDocumentSchema, ShowcaseDemoSchema, ShowcaseDemoWithSourceSchema } from "./workspace-schemas.js";

const TAGS = ["Showcase"];
// The demos only change with a deploy: let browsers and proxies keep them a few minutes.
const CACHE = "public, max-age=300";

const listRoute = createRoute({
  method: "get",
  path: "/api/showcase",
  operationId: "listShowcaseDemos",
  security: [],
  tags: TAGS,
  summary: "List showcase demos",
  responses: {
    200: jsonResponse(z.object({ items: z.array(ShowcaseDemoSchema) }), "Every demo, decks then docs then sheets"),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/showcase/{demo_id}",
  operationId: "getShowcaseDemo",
  security: [],
  tags: TAGS,
  summary: "Read a showcase demo with its source",
  request: {
    params: z.object({
      demo_id: z
        .string()
        .max(64)
        .openapi({ param: { name: "demo_id", in: "path" }, pattern: "^[a-z0-9-]+$" }),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ demo: ShowcaseDemoWithSourceSchema }), "The demo and its source"),
    ...errorResponses(400, 404),
  },
});

const forkRoute = createRoute({
  method: "post",
  path: "/api/showcase/fork",
  operationId: "forkShowcaseDemo",
  tags: TAGS,
  summary: "Copy a demo into your workspace",
  security: SECURITY,
  parameters: [IDEMPOTENCY_KEY],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ demoId: z.string().min(1).max(64).openapi({ pattern: "^[a-z0-9-]+$" }) }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(OneDocumentSchema, "The new document (origin: showcase)"),
    ...errorResponses(400, 401, 403, 404, 409, 415, 429),
  },
});

export function showcaseRoutes(deps: Deps) {
  const router = createRouter();
  router.openapi(listRoute, (c) => {
    c.header("Cache-Control", CACHE);
    return c.json({ items: deps.showcase.list() }, 200);
  });
  router.openapi(getRoute, (c) => {
    const demo = deps.showcase.get(c.req.valid("param").demo_id);
    c.header("Cache-Control", CACHE);
    return c.json({ demo }, 200);
  });
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "WORKSPACE");
  const body = jsonBody({ maxBytes: 16 * 1024 });
  const once = idempotent(deps.idempotency, { route: "showcase.fork" });
  router.openapi({ ...forkRoute, middleware: [auth, limit, body, once] as const }, async (c) => {
    const document = await forkDemo(deps, c.get("principal"), c.req.valid("json").demoId);
    return c.json({ document }, 201);
  });
  return router;
}
