// What every route's answers share — security schemes, headers, the Idempotency-Key parameter, 500/503, an organization
// key's 403 and 429 — added in one place.
import { scopeFor } from "../auth/index.js";
import { API_VERSIONS } from "./api-versions.js";
import type { OpenAPIHono } from "@hono/zod-openapi";

/** A request header's bound: node's parser answers 431 to headers past 16 KiB in all (its maxHeaderSize). */
export const HEADER_MAX_LENGTH = 16 * 1024;

/** Put in a route's `parameters` when its middleware honours Idempotency-Key (plain OpenAPI: no validator reads it). */
export const IDEMPOTENCY_KEY = { $ref: "#/components/parameters/IdempotencyKey" };

const header = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({ description, schema });

const HEADERS = {
  "X-Request-Id": header("This request's id (req_…); an internal_error's body carries it as traceId", {
    type: "string",
    pattern: "^req_",
  }),
  "RateLimit-Limit": header("Calls allowed in the current window of this route's limit", { type: "integer" }),
  "RateLimit-Remaining": header("Calls left in the current window", { type: "integer" }),
  "RateLimit-Reset": header("Seconds until the window resets", { type: "integer" }),
  "Retry-After": header("Seconds to wait before trying again", { type: "integer" }),
  "Quire-Version": header(
    "The dated API version this answer was made in: the request's Quire-Version, else the calling key's pinned one, else the newest",
    { type: "string", enum: [...API_VERSIONS] },
  ),
  "Idempotent-Replayed": header(
    "true when this is the stored answer of an earlier request with the same Idempotency-Key",
    { type: "string", enum: ["true"] },
  ),
};

export function registerCommonComponents(registry: OpenAPIHono["openAPIRegistry"]): void {
  registry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "quire.session_token",
    description:
      "The session cookie set by signing in (magic link or social sign-in); named __Secure-quire.session_token when served over https. " +
      "A cookie request that changes data (POST, PUT, PATCH, DELETE) must carry an Origin (or Referer) of this site, else 403 forbidden saying which rule refused it.",
  });
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description:
      "An API key as `Authorization: Bearer <key>`; it needs no Origin. A personal key (quire_pk_…, made on the account page) works in its owner's personal space. " +
      "An organization key (quire_ok_…, issued by an organization's admins) works in that organization's space only — never its maker's personal one — within its scopes (a route or a use outside them is 403 forbidden naming the scope) and its quota (429 quota_exhausted).",
  });
  registry.registerComponent("securitySchemes", "metricsToken", {
    type: "http",
    scheme: "bearer",
    description:
      "The operator's METRICS_TOKEN as `Authorization: Bearer <token>`: for Prometheus scrapes of /api/metrics only.",
  });
  registry.registerComponent("parameters", "IdempotencyKey", {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    schema: { type: "string", pattern: "^[\\x21-\\x7e][\\x20-\\x7e]{0,254}$", minLength: 1, maxLength: 255 },
    description:
      "Any 1 to 255 visible ASCII characters. A repeat with the same key, caller and body within 24 h gets the first answer again (Idempotent-Replayed: true); " +
      "the same key with another body, or while the first is still running, is 409 conflict. Only a 2xx answer is kept.",
  });
  registry.registerComponent("parameters", "QuireVersion", {
    name: "Quire-Version",
    in: "header",
    required: false,
    schema: { type: "string", enum: [...API_VERSIONS] },
    description:
      "Answer in this dated API version (docs/api/versions.md); else the calling key's pinned version, else the newest. An unknown one is 400 invalid_request.",
  });
  for (const [name, value] of Object.entries(HEADERS)) registry.registerComponent("headers", name, value);
}

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: unknown;
}
interface Operation {
  security?: unknown[];
  parameters?: { $ref?: string }[];
  responses: Record<string, Response>;
}

const ref = (name: keyof typeof HEADERS) => ({ [name]: { $ref: `#/components/headers/${name}` } });
const errorAnswer = (description: string): Response => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/**
 * Says `type: object` on each component told apart by a discriminator (Source, Slide, AgentLine), whose options are all
 * objects: a validator that reads the discriminator instead of oneOf (Redocly's) otherwise takes any string for one, so
 * a field that is oneOf [Source, string] (render's `source`) would match both. zod-to-openapi cannot say it: a `type`
 * given to .openapi() replaces the generated schema.
 */
function objectUnions(doc: object): void {
  const schemas =
    (doc as { components?: { schemas?: Record<string, Record<string, unknown>> } }).components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.discriminator && Array.isArray(schema.oneOf) && !("type" in schema))
      schemas[name] = { type: "object", ...schema };
  }
}

/**
 * What a route that takes an API key may answer an organization key: 403 for a scope it lacks, or on a route no
 * organization key reaches (the one table of auth/api-keys/key-scopes.ts says which), 429 `quota_exhausted` once its
 * quota is spent.
 */
function keyAnswers(method: string, path: string, responses: Record<string, Response>): void {
  const scope = scopeFor(method.toUpperCase(), path);
  if (scope === null)
    responses["403"] ??= errorAnswer(
      "Forbidden: an organization API key does not reach this route (it is for people, from a signed-in session or a personal key)",
    );
  else if (scope !== "any")
    responses["403"] ??= errorAnswer(
      `Forbidden: an organization API key without the scope \`${scope}\` this route needs (the message names it)`,
    );
  responses["429"] ??= errorAnswer("An organization API key's quota is spent (quota_exhausted); see Retry-After");
}

/**
 * Adds what follows from how the app is built rather than from one route: X-Request-Id on every answer (the request
 * context sets it); RateLimit-* on the answers of a rate-limited route (one that can answer 429); Retry-After on
 * 429 and 503 (and on 409 where Idempotency-Key applies: the first request is still running); Idempotent-Replayed on
 * their 2xx; 500 everywhere (onError); 503 wherever the store is reached (a signed-in or rate-limited route).
 */
export function withCommonAnswers<T extends object>(doc: T): T {
  objectUnions(doc);
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const { responses } = operation;
      const limited = "429" in responses;
      if (operation.security?.some((s) => typeof s === "object" && s !== null && "bearerAuth" in s))
        keyAnswers(method, path, responses);
      const idempotent = operation.parameters?.some((p) => p.$ref === IDEMPOTENCY_KEY.$ref) ?? false;
      operation.parameters = [...(operation.parameters ?? []), { $ref: "#/components/parameters/QuireVersion" }];
      responses["400"] ??= errorAnswer("Invalid request: an unknown Quire-Version (details name the versions)");
      responses["500"] ??= errorAnswer("Internal error: the body's traceId is the X-Request-Id to report");
      if (operation.security?.length || limited)
        responses["503"] ??= errorAnswer(
          "A service Quire depends on (database, counter store, worker pool) is unavailable; see Retry-After",
        );
      for (const [status, response] of Object.entries(responses)) {
        response.headers = {
          ...response.headers,
          ...ref("X-Request-Id"),
          ...ref("Quire-Version"),
          ...(limited ? { ...ref("RateLimit-Limit"), ...ref("RateLimit-Remaining"), ...ref("RateLimit-Reset") } : {}),
          ...(status === "429" || status === "503" || (idempotent && status === "409") ? ref("Retry-After") : {}),
          ...(idempotent && status.startsWith("2") ? ref("Idempotent-Replayed") : {}),
        };
      }
    }
  }
  return doc;
}
