// The events a user's webhook endpoints can receive, the data each carries, and the publisher the domain calls.
import type { SpaceId } from "../lib/space-id.js";
import type { SourceKind } from "../lib/source-kinds.js";
// Domain code (agent, brands, jobs) depends on this interface only; deps.ts injects the implementation
// (webhooks/publish-event.ts), so nothing below the HTTP layer imports HTTP.

export const WEBHOOK_EVENTS = [
  "job.succeeded",
  "job.failed",
  "job.partially_failed",
  "document.created",
  "brand.created",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by POST /api/webhooks/{id}/test, whatever the endpoint subscribes to. */
export const TEST_EVENT = "webhook.test";

/** A finished job: its id and final state, with the counts; the jobs code may add fields of its own (brandId, result…). */
export interface JobEventData {
  id: string;
  state: "succeeded" | "failed" | "partially_failed";
  total: number;
  succeeded: number;
  failed: number;
  [field: string]: unknown;
}

export interface DocumentEventData {
  id: string;
  kind: SourceKind;
  title: string;
  origin: string;
  brandId: string | null;
  createdAt: string;
}

export interface BrandEventData {
  id: string;
  name: string;
  bytes: number;
  createdAt: string;
}

export interface WebhookEventData {
  "job.succeeded": JobEventData;
  "job.failed": JobEventData;
  "job.partially_failed": JobEventData;
  "document.created": DocumentEventData;
  "brand.created": BrandEventData;
}

export interface Published {
  /** The event's id (msg_…): the `webhook-id` header of every delivery of it; null when no endpoint receives it. */
  messageId: string | null;
  /** Deliveries queued, one per enabled endpoint of the user that subscribes to the event. */
  deliveries: number;
}

export interface EventPublisher {
  /**
   * Queues `type` with `data` for each of the user's enabled endpoints that subscribes to it; the dispatcher sends
   * them. Never throws: a failure to queue is logged and answered as no deliveries, so the caller's own work stands.
   */
  publishEvent<T extends WebhookEventType>(spaceId: SpaceId, type: T, data: WebhookEventData[T]): Promise<Published>;
}
