// Routes of the API that are declared (so the OpenAPI document is complete) but not built yet: 501 not_implemented.
import { createRoute } from "@hono/zod-openapi";
import { AppError } from "../../lib/errors.js";
import { createRouter, errorResponses, SECURITY } from "../openapi.js";

type Method = "get" | "post" | "patch" | "delete";

interface PlannedRoute {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  auth: boolean;
}

/** Remove an entry when its issue lands and the real route is registered in app.ts. */
export const PLANNED_ROUTES: PlannedRoute[] = [
];

export function plannedRoutes(skip: ReadonlySet<string> = new Set()) {
  const router = createRouter();
  for (const p of PLANNED_ROUTES) {
    if (skip.has(`${p.method.toUpperCase()} ${p.path}`)) continue;
    const route = createRoute({
      method: p.method,
      path: p.path,
      // "post" + "/api/widgets/{id}/run" → postWidgetsIdRun: unique while method and path are.
      operationId: p.method + p.path.replace(/^\/api/, "").replace(/[^A-Za-z0-9]+([A-Za-z0-9]?)/g, (_, c: string) => c.toUpperCase()),
      tags: [p.tag],
      summary: `${p.summary} (not implemented yet)`,
      ...(p.auth ? { security: SECURITY } : {}),
      responses: errorResponses(501),
    });
    router.openapi(route, () => {
      throw new AppError("not_implemented", `${p.method.toUpperCase()} ${p.path} is not implemented yet.`);
    });
  }
  return router;
}
