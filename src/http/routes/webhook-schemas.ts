// Request and response schemas of the webhook routes (docs/api/webhooks.md).
import { z } from "@hono/zod-openapi";
import { idLength, idPattern } from "../../lib/ids.js";
import { WEBHOOK_EVENTS, WEBHOOK_LIST_LIMIT } from "../../webhooks/index.js";

const HOOK_ID = idPattern("hook");
const DELIVERY_ID = idPattern("dlv");
const MESSAGE_ID = idPattern("msg");

const EventTypeSchema = z.enum(WEBHOOK_EVENTS).openapi("WebhookEventType");
const url = z.string().min(1).max(2_000).openapi({
  format: "uri",
  example: "https://hooks.example.com/quire",
  description:
    "https (plain http only where the operator allows it); never a private, loopback, link-local or metadata address",
});
const events = z
  .array(EventTypeSchema)
  .min(1)
  .max(WEBHOOK_EVENTS.length * 2)
  .openapi({
    description: "The events this endpoint receives (at least one)",
    example: ["document.created", "brand.created"],
  });
const description = z.string().max(500).nullable().openapi({ description: "Your own note" });

export const WebhookEndpointSchema = z
  .object({
    id: z.string().openapi({ pattern: HOOK_ID, example: "hook_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" }),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(EventTypeSchema),
    enabled: z.boolean(),
    disabledReason: z.enum(["manual", "gone", "failing"]).nullable().openapi({
      description: "manual: you turned it off; gone: it answered 410 Gone; failing: its deliveries kept failing",
    }),
    disabledAt: z.string().nullable(),
    failureCount: z
      .number()
      .int()
      .openapi({ description: "Deliveries in a row that ran out of retries; 0 after any success" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("WebhookEndpoint");

export const CreatedEndpointSchema = z
  .object({
    endpoint: WebhookEndpointSchema,
    secret: z.string().openapi({
      pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$",
      description: "The signing secret, shown this once: verify each delivery's webhook-signature with it",
    }),
  })
  .openapi("CreatedWebhookEndpoint");

export const OneEndpointSchema = z.object({ endpoint: WebhookEndpointSchema });
export const EndpointPageSchema = z
  .object({ items: z.array(WebhookEndpointSchema), nextCursor: z.string().nullable() })
  .openapi("WebhookEndpointPage");
export const EndpointDeletedSchema = z.object({ deleted: z.literal(true) });

export const WebhookDeliverySchema = z
  .object({
    id: z.string().openapi({ pattern: DELIVERY_ID, example: "dlv_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" }),
    endpointId: z.string().openapi({ pattern: HOOK_ID }),
    messageId: z.string().openapi({
      pattern: MESSAGE_ID,
      description: "The webhook-id header: the same on every attempt and on a redelivery",
    }),
    event: z.string().openapi({ description: "The event type (or webhook.test)", example: "document.created" }),
    status: z.enum(["pending", "succeeded", "failed"]).openapi({
      description: "pending: not yet sent, or waiting to be retried; failed: out of retries (or 410 Gone)",
    }),
    attempts: z.number().int(),
    responseStatus: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The receiver's status on the last attempt; null when it did not answer" }),
    durationMs: z.number().int().nullable(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable().openapi({ description: "When a pending delivery is tried next" }),
    error: z.string().nullable().openapi({ description: "Why the last attempt failed" }),
    redeliveryOf: z.string().nullable().openapi({ description: "The delivery this one sends again" }),
    createdAt: z.string(),
  })
  .openapi("WebhookDelivery");

export const OneDeliverySchema = z.object({ delivery: WebhookDeliverySchema });
export const DeliveryPageSchema = z
  .object({ items: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() })
  .openapi("WebhookDeliveryPage");

export const CreateEndpointBodySchema = z
  .object({ url, events, description: description.optional() })
  .openapi("NewWebhookEndpoint");

export const UpdateEndpointBodySchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    enabled: z
      .boolean()
      .optional()
      .openapi({ description: "false turns it off; true turns it on again and clears its failures" }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: "Give at least one of url, events, description, enabled.",
  })
  .openapi("WebhookEndpointChanges");

/** Any string: the handler checks the id's form itself (400 invalid_request) before any lookup. */
export const EndpointIdParamSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, pattern: HOOK_ID, maxLength: idLength("hook") }),
});

export const DeliveryParamsSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, pattern: HOOK_ID, maxLength: idLength("hook") }),
  deliveryId: z
    .string()
    .openapi({ param: { name: "deliveryId", in: "path" }, pattern: DELIVERY_ID, maxLength: idLength("dlv") }),
});

export const WebhookListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(WEBHOOK_LIST_LIMIT.max)
    .optional()
    .openapi({ description: `1..${WEBHOOK_LIST_LIMIT.max}, default ${WEBHOOK_LIST_LIMIT.default}`, type: "integer" }),
  cursor: z.string().max(200).optional().openapi({ description: "nextCursor of the previous page" }),
});
