// Table types of the webhooks (migration 006; lease owners 013): users' endpoints and the deliveries queued for them.

/** Why an endpoint stopped receiving: its owner turned it off, it answered 410 Gone, or it kept failing. */
export type WebhookDisabledReason = "manual" | "gone" | "failing";

export interface WebhookEndpointTable {
  id: string;
  userId: string;
  /** Whose it is: the personal space (the user's id) or an organization (its id). */
  spaceId: string;
  url: string;
  description: string | null;
  /** JSON array of the event types it receives. */
  events: string;
  /** The signing secret (whsec_…), sealed with a key derived from AUTH_SECRET (webhooks/secret-box.ts). */
  secret: string;
  /** 1 or 0, in both dialects. */
  enabled: number;
  disabledReason: WebhookDisabledReason | null;
  disabledAt: string | null;
  /** Deliveries in a row that ran out of retries; a success sets it back to 0. */
  failureCount: number;
  /** When the current run of failed deliveries began (the first one's creation), or null. */
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed";

export interface WebhookDeliveryTable {
  id: string;
  endpointId: string;
  userId: string;
  /** The endpoint's space. */
  spaceId: string;
  /** The webhook-id header: one per event, the same on every attempt and on a redelivery. */
  messageId: string;
  eventType: string;
  /** The exact JSON body that is signed and sent: {type, timestamp, data}. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When a pending delivery is next due; null once it has succeeded or failed for good. */
  nextAttemptAt: string | null;
  /** The dispatcher (process) holding the attempt in flight, and until when; an expired lease is free to claim again. */
  leaseHolder: string | null;
  leaseUntil: string | null;
  /** The holder's process: its instance and boot (migration 013), so a restart takes back its earlier run's attempts. */
  leaseInstance: string | null;
  leaseBoot: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  /** The delivery this one sends again (POST …/redeliver). */
  redeliveryOf: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookTables {
  webhook_endpoint: WebhookEndpointTable;
  webhook_delivery: WebhookDeliveryTable;
}
