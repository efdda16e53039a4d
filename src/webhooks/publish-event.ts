// The event publisher: an event becomes one delivery row per enabled endpoint of the space that subscribes to it,
// all with the same message id and body; the dispatcher sends them. The body is the Standard Webhooks envelope.
import type { Logger } from "pino";
import { newId } from "../lib/ids.js";
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookRepo } from "../store/repos/webhooks.js";
import type { EventPublisher } from "./events.js";

/** Pending deliveries of one new event (`type` with `data`, now) to `endpoints`. */
export function newDeliveries(
  endpoints: readonly Pick<WebhookEndpointRecord, "id" | "userId" | "spaceId">[],
  type: string,
  data: unknown,
  now = new Date(),
): WebhookDeliveryRecord[] {
  const at = now.toISOString();
  const messageId = newId("msg");
  const payload = JSON.stringify({ type, timestamp: at, data });
  return endpoints.map((endpoint) => ({
    id: newId("dlv"),
    endpointId: endpoint.id,
    userId: endpoint.userId,
    spaceId: endpoint.spaceId,
    messageId,
    eventType: type,
    payload,
    status: "pending",
    attempts: 0,
    nextAttemptAt: at,
    leaseHolder: null,
    leaseUntil: null,
    leaseInstance: null,
    leaseBoot: null,
    lastAttemptAt: null,
    responseStatus: null,
    durationMs: null,
    error: null,
    redeliveryOf: null,
    createdAt: at,
    updatedAt: at,
  }));
}

export function createEventPublisher(deps: { repo: WebhookRepo; logger: Logger; queued: () => void }): EventPublisher {
  return {
    async publishEvent(spaceId, type, data) {
      try {
        const endpoints = await deps.repo.subscribers(spaceId, type);
        if (endpoints.length === 0) return { messageId: null, deliveries: 0 };
        const deliveries = newDeliveries(endpoints, type, data);
        await deps.repo.insertDeliveries(deliveries);
        deps.queued();
        return { messageId: deliveries[0]!.messageId, deliveries: deliveries.length };
      } catch (err) {
        deps.logger.error({ err, spaceId, type }, "webhook event could not be queued");
        return { messageId: null, deliveries: 0 };
      }
    },
  };
}
