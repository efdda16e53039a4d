// The OpenAPIHono factory (validation failures become 400 invalid_request with details) and shared schemas.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { AppError, ERROR_CODES } from "../lib/errors.js";
import type { AppEnv } from "./env.js";

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const details = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
      const where = result.target === "json" ? "body" : result.target;
      throw new AppError("invalid_request", `The request ${where} does not match the schema.`, { details });
    },
  });
}

export const ErrorSchema = z
  .object({
    error: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    traceId: z.string().optional(),
    retryable: z.boolean().optional(),
  })
  .openapi("Error");

/** An OpenAPI response entry with a JSON body of `schema`. */
export const jsonResponse = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** OpenAPI response entries for the given error statuses, all with the shared Error body. */
export function errorResponses(...statuses: number[]) {
  const out: Record<number, { description: string; content: { "application/json": { schema: typeof ErrorSchema } } }> =
    {};
  for (const s of statuses)
    out[s] = {
      description: ERROR_DESCRIPTIONS[s] ?? "Error",
      content: { "application/json": { schema: ErrorSchema } },
    };
  return out;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid JSON or a request that fails the schema",
  401: "No valid session cookie or API key",
  403: "Forbidden: a failed Origin check, an organization API key without the scope the call needs, or a rule of the route (the message says which)",
  404: "Not found, or not yours",
  405: "Method not allowed",
  409: "Conflict",
  413: "Too large",
  415: "Wrong Content-Type",
  429: "Rate or concurrency limit, or an organization API key's spent quota (quota_exhausted); see Retry-After",
  500: "Internal error (body carries traceId)",
  501: "Not implemented yet",
  502: "Model provider failed",
  503: "A dependency is unavailable",
};

export const SECURITY: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
