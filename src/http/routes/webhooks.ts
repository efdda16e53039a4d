// /api/webhooks: register endpoints (the signing secret shown once), list, read, update, delete them; read an
// endpoint's delivery log, redeliver one delivery, and send a test event. Deliveries follow Standard Webhooks.
import { auditStamp } from "../audit.js";
import { assertAllowed } from "../../auth/index.js";
import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  readEndpoint,
  redeliver,
  sendTest,
  toDeliveryJson,
  toEndpointJson,
  updateEndpoint,
} from "../../webhooks/index.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import {
  CreatedEndpointSchema,
  CreateEndpointBodySchema,
  DeliveryPageSchema,
  DeliveryParamsSchema,
  EndpointDeletedSchema,
  EndpointIdParamSchema,
  EndpointPageSchema,
  OneDeliverySchema,
  OneEndpointSchema,
  UpdateEndpointBodySchema,
  WebhookListQuerySchema,
} from "./webhook-schemas.js";

const TAGS = ["Webhooks"];
const ONE = "/api/webhooks/{id}";
const json = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

const createEndpointRoute = createRoute({
  method: "post",
  path: "/api/webhooks",
  operationId: "createWebhook",
  tags: TAGS,
  summary: "Register a webhook endpoint; its signing secret is in this answer only",
  description:
    "Events are delivered as Standard Webhooks: a JSON body {type, timestamp, data} with the headers webhook-id, webhook-timestamp and " +
    "webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body>, keyed with the secret's base64-decoded bytes). The URL must be https and " +
    "public: a private, loopback, link-local or metadata address (or a name resolving to one) is refused.",
  security: SECURITY,
  request: { body: json(CreateEndpointBodySchema) },
  responses: {
    201: jsonResponse(CreatedEndpointSchema, "The endpoint, and its secret (shown once)"),
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const listEndpointsRoute = createRoute({
  method: "get",
  path: "/api/webhooks",
  operationId: "listWebhooks",
  tags: TAGS,
  summary: "List your webhook endpoints, newest first",
  security: SECURITY,
  request: { query: WebhookListQuerySchema },
  responses: { 200: jsonResponse(EndpointPageSchema, "A page of your endpoints"), ...errorResponses(400, 401, 429) },
});

const readEndpointRoute = createRoute({
  method: "get",
  path: ONE,
  operationId: "getWebhook",
  tags: TAGS,
  summary: "Read a webhook endpoint (never its secret)",
  security: SECURITY,
  request: { params: EndpointIdParamSchema },
  responses: { 200: jsonResponse(OneEndpointSchema, "The endpoint"), ...errorResponses(400, 401, 404, 429) },
});

const updateEndpointRoute = createRoute({
  method: "patch",
  path: ONE,
  operationId: "updateWebhook",
  tags: TAGS,
  summary: "Change a webhook endpoint's URL, events or description, or turn it off and on",
  description:
    "`enabled: true` turns a disabled endpoint (by you, by a 410 Gone, or after repeated failures) on again and clears its failures; deliveries that waited are sent.",
  security: SECURITY,
  request: { params: EndpointIdParamSchema, body: json(UpdateEndpointBodySchema) },
  responses: {
    200: jsonResponse(OneEndpointSchema, "The endpoint as changed"),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const deleteEndpointRoute = createRoute({
  method: "delete",
  path: ONE,
  operationId: "deleteWebhook",
  tags: TAGS,
  summary: "Delete a webhook endpoint and its delivery log",
  security: SECURITY,
  request: { params: EndpointIdParamSchema },
  responses: { 200: jsonResponse(EndpointDeletedSchema, "Deleted"), ...errorResponses(400, 401, 403, 404, 429) },
});

const listDeliveriesRoute = createRoute({
  method: "get",
  path: `${ONE}/deliveries`,
  operationId: "listWebhookDeliveries",
  tags: TAGS,
  summary:
    "An endpoint's delivery log, newest first: event, status, attempts, response status, duration, next attempt, error",
  security: SECURITY,
  request: { params: EndpointIdParamSchema, query: WebhookListQuerySchema },
  responses: { 200: jsonResponse(DeliveryPageSchema, "A page of deliveries"), ...errorResponses(400, 401, 404, 429) },
});

const redeliverRoute = createRoute({
  method: "post",
  path: `${ONE}/deliveries/{deliveryId}/redeliver`,
  operationId: "redeliverWebhookDelivery",
  tags: TAGS,
  summary: "Send a delivery's event again (same webhook-id and body), as a new delivery with its own retries",
  security: SECURITY,
  request: { params: DeliveryParamsSchema },
  responses: {
    202: jsonResponse(OneDeliverySchema, "The new delivery, queued"),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const testRoute = createRoute({
  method: "post",
  path: `${ONE}/test`,
  operationId: "testWebhook",
  tags: TAGS,
  summary: "Send a webhook.test event to this endpoint",
  security: SECURITY,
  request: { params: EndpointIdParamSchema },
  responses: {
    202: jsonResponse(OneDeliverySchema, "The test delivery, queued; follow it in the delivery log"),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

export function webhookRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "WEBHOOKS");
  const body = jsonBody({ maxBytes: 64 * 1024 });
  const hooks = deps.webhooks;
  const router = createRouter();

  router.openapi({ ...createEndpointRoute, middleware: [auth, limit, body] as const }, async (c) => {
    assertAllowed(c.get("principal"), { webhook: ["manage"] }, "Changing this organization's webhooks is refused.");
    const created = await createEndpoint(hooks, c.get("principal"), c.req.valid("json"), auditStamp(c));
    return c.json({ endpoint: toEndpointJson(created.endpoint), secret: created.secret }, 201);
  });

  router.openapi({ ...listEndpointsRoute, middleware: [auth, limit] as const }, async (c) => {
    const page = await listEndpoints(hooks, c.get("principal").spaceId, c.req.valid("query"));
    return c.json({ items: page.items.map(toEndpointJson), nextCursor: page.nextCursor }, 200);
  });

  router.openapi({ ...readEndpointRoute, middleware: [auth, limit] as const }, async (c) => {
    return c.json(
      { endpoint: toEndpointJson(await readEndpoint(hooks, c.get("principal").spaceId, c.req.valid("param").id)) },
      200,
    );
  });

  router.openapi({ ...updateEndpointRoute, middleware: [auth, limit, body] as const }, async (c) => {
    assertAllowed(c.get("principal"), { webhook: ["manage"] }, "Changing this organization's webhooks is refused.");
    const endpoint = await updateEndpoint(
      hooks,
      c.get("principal").spaceId,
      c.req.valid("param").id,
      c.req.valid("json"),
      auditStamp(c),
    );
    return c.json({ endpoint: toEndpointJson(endpoint) }, 200);
  });

  router.openapi({ ...deleteEndpointRoute, middleware: [auth, limit] as const }, async (c) => {
    assertAllowed(c.get("principal"), { webhook: ["manage"] }, "Changing this organization's webhooks is refused.");
    await deleteEndpoint(hooks, c.get("principal").spaceId, c.req.valid("param").id, auditStamp(c));
    return c.json({ deleted: true as const }, 200);
  });

  router.openapi({ ...listDeliveriesRoute, middleware: [auth, limit] as const }, async (c) => {
    const page = await listDeliveries(hooks, c.get("principal").spaceId, c.req.valid("param").id, c.req.valid("query"));
    return c.json({ items: page.items.map(toDeliveryJson), nextCursor: page.nextCursor }, 200);
  });

  router.openapi({ ...redeliverRoute, middleware: [auth, limit] as const }, async (c) => {
    assertAllowed(c.get("principal"), { webhook: ["manage"] }, "Changing this organization's webhooks is refused.");
    const { id, deliveryId } = c.req.valid("param");
    return c.json(
      { delivery: toDeliveryJson(await redeliver(hooks, c.get("principal").spaceId, id, deliveryId)) },
      202,
    );
  });

  router.openapi({ ...testRoute, middleware: [auth, limit] as const }, async (c) => {
    assertAllowed(c.get("principal"), { webhook: ["manage"] }, "Changing this organization's webhooks is refused.");
    return c.json(
      { delivery: toDeliveryJson(await sendTest(hooks, c.get("principal").spaceId, c.req.valid("param").id)) },
      202,
    );
  });

  return router;
}
