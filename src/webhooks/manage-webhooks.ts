// A user's webhook endpoints and their delivery logs: create (the secret is answered this once), list, read, update,
// delete, redeliver and test. Another user's endpoint or delivery answers exactly like a missing one.
import type { Owner, SpaceId } from "../lib/space-id.js";
import { AppError } from "../lib/errors.js";
import { isId, newId, type IdPrefix } from "../lib/ids.js";
import { decodeCursor, encodeCursor } from "../lib/list-cursor.js";
import type { EndpointChanges, WebhookDeliveryRecord, WebhookEndpointRecord } from "../store/repos/webhooks.js";
import { TEST_EVENT, type WebhookEventType } from "./events.js";
import { newDeliveries } from "./publish-event.js";
import { newSigningSecret } from "./secret-box.js";
import { checkWebhookUrlNow } from "./url-policy.js";
import type { Webhooks } from "./create-webhooks.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";

export const WEBHOOK_LIST_LIMIT = { default: 20, max: 100 } as const;
/** Endpoints one user may have. */
export const MAX_ENDPOINTS = 20;

export interface NewEndpoint {
  url: string;
  events: WebhookEventType[];
  description?: string | null;
}

const endpointNotFound = () => new AppError("not_found", "No webhook endpoint with this id exists in your account.");

function checkId(prefix: IdPrefix, id: unknown, path: string, what: string): string {
  if (!isId(prefix, id))
    throw new AppError("invalid_request", `That is not a ${what} id.`, {
      details: [{ path, message: `expected an id like ${prefix}_01J…(26 characters)` }],
    });
  return id;
}

async function acceptableUrl(deps: Webhooks, url: string): Promise<string> {
  const verdict = await checkWebhookUrlNow(deps.policy, url);
  if (!verdict.ok) {
    // Where it points is the operator's call, not the caller's: say who can allow it, and how.
    const hint = verdict.inside
      ? "the server's operator can allow such hosts with WEBHOOK_ALLOW_HOSTS, listing the address itself (e.g. http://10.0.0.5:8080)"
      : null;
    const message = hint ? `The webhook URL ${verdict.reason}; ${hint}.` : `The webhook URL ${verdict.reason}.`;
    throw new AppError("invalid_request", message, {
      details: [{ path: "url", message: hint ? `${verdict.reason}; ${hint}` : verdict.reason }],
    });
  }
  return verdict.url.href;
}

/** `audit`: who asks, for the organization's audit log (written with the change); so for each change below. */
export async function createEndpoint(
  deps: Webhooks,
  owner: Owner,
  input: NewEndpoint,
  audit?: AuditStamp,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const url = await acceptableUrl(deps, input.url);
  if ((await deps.repo.countEndpoints(owner.spaceId)) >= MAX_ENDPOINTS) {
    throw new AppError(
      "invalid_request",
      `You have ${MAX_ENDPOINTS} webhook endpoints, the most a space may have; delete one first.`,
    );
  }
  const now = new Date().toISOString();
  const id = newId("hook");
  const secret = newSigningSecret();
  const endpoint: WebhookEndpointRecord = {
    id,
    userId: owner.userId,
    spaceId: owner.spaceId,
    url,
    description: input.description ?? null,
    events: [...new Set(input.events)],
    secret: deps.secrets.seal(secret, id),
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    failureCount: 0,
    failingSince: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.repo.insertEndpoint(endpoint, [
    auditEvent(audit, "webhook.created", { id, data: { url: endpoint.url, events: endpoint.events } }),
  ]);
  return { endpoint, secret };
}

export async function readEndpoint(deps: Webhooks, spaceId: SpaceId, id: string): Promise<WebhookEndpointRecord> {
  const endpoint = await deps.repo.findEndpoint(spaceId, checkId("hook", id, "id", "webhook endpoint"));
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

export async function listEndpoints(deps: Webhooks, spaceId: SpaceId, page: { limit?: number; cursor?: string }) {
  const limit = page.limit ?? WEBHOOK_LIST_LIMIT.default;
  const { items, hasMore } = await deps.repo.listEndpoints({
    spaceId,
    limit,
    after: page.cursor ? decodeCursor(page.cursor, "hook") : undefined,
  });
  return { items, nextCursor: hasMore && items.length ? encodeCursor(items.at(-1)!.id) : null };
}

export async function updateEndpoint(
  deps: Webhooks,
  spaceId: SpaceId,
  id: string,
  changes: EndpointChanges,
  audit?: AuditStamp,
): Promise<WebhookEndpointRecord> {
  checkId("hook", id, "id", "webhook endpoint");
  const patch = { ...changes };
  if (patch.url !== undefined) patch.url = await acceptableUrl(deps, patch.url);
  if (patch.events) patch.events = [...new Set(patch.events)];
  const endpoint = await deps.repo.updateEndpoint(spaceId, id, patch, new Date().toISOString(), (e) =>
    auditEvent(audit, "webhook.updated", { id: e.id, data: { url: e.url, events: e.events, enabled: e.enabled } }),
  );
  if (!endpoint) throw endpointNotFound();
  // Deliveries that waited while it was off are due now.
  if (changes.enabled) deps.dispatcher.kick();
  return endpoint;
}

export async function deleteEndpoint(deps: Webhooks, spaceId: SpaceId, id: string, audit?: AuditStamp): Promise<void> {
  const endpointId = checkId("hook", id, "id", "webhook endpoint");
  if (
    !(await deps.repo.deleteEndpoint(spaceId, endpointId, [auditEvent(audit, "webhook.deleted", { id: endpointId })]))
  )
    throw endpointNotFound();
}

export async function listDeliveries(
  deps: Webhooks,
  spaceId: SpaceId,
  endpointId: string,
  page: { limit?: number; cursor?: string },
) {
  const endpoint = await readEndpoint(deps, spaceId, endpointId);
  const limit = page.limit ?? WEBHOOK_LIST_LIMIT.default;
  const { items, hasMore } = await deps.repo.listDeliveries({
    spaceId,
    endpointId: endpoint.id,
    limit,
    after: page.cursor ? decodeCursor(page.cursor, "dlv") : undefined,
  });
  return { items, nextCursor: hasMore && items.length ? encodeCursor(items.at(-1)!.id) : null };
}

function assertEnabled(endpoint: WebhookEndpointRecord): void {
  if (!endpoint.enabled)
    throw new AppError("conflict", "This webhook endpoint is disabled; enable it (PATCH with enabled: true) first.");
}

/** Queues the delivery's event again — same webhook-id and body, a fresh 24 h of retries — as a new delivery. */
export async function redeliver(
  deps: Webhooks,
  spaceId: SpaceId,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRecord> {
  const endpoint = await readEndpoint(deps, spaceId, endpointId);
  const original = await deps.repo.findDelivery(
    spaceId,
    endpoint.id,
    checkId("dlv", deliveryId, "deliveryId", "delivery"),
  );
  if (!original) throw new AppError("not_found", "No delivery with this id exists for this endpoint.");
  assertEnabled(endpoint);
  const [fresh] = newDeliveries([endpoint], original.eventType, null);
  const delivery = { ...fresh!, messageId: original.messageId, payload: original.payload, redeliveryOf: original.id };
  await deps.repo.insertDeliveries([delivery]);
  deps.dispatcher.kick();
  return delivery;
}

/** Queues a `webhook.test` event to this endpoint alone, whatever it subscribes to. */
export async function sendTest(deps: Webhooks, spaceId: SpaceId, endpointId: string): Promise<WebhookDeliveryRecord> {
  const endpoint = await readEndpoint(deps, spaceId, endpointId);
  assertEnabled(endpoint);
  const [delivery] = newDeliveries([endpoint], TEST_EVENT, {
    endpointId: endpoint.id,
    message: "A test event sent from Quire.",
  });
  await deps.repo.insertDeliveries([delivery!]);
  deps.dispatcher.kick();
  return delivery!;
}

/** The public shape (API: WebhookEndpoint): the owner and the sealed secret never leave the store. */
export function toEndpointJson(e: WebhookEndpointRecord) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventType[],
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    disabledAt: e.disabledAt,
    failureCount: e.failureCount,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** The public shape (API: WebhookDelivery): the log line of one event sent to one endpoint. */
export function toDeliveryJson(d: WebhookDeliveryRecord) {
  return {
    id: d.id,
    endpointId: d.endpointId,
    messageId: d.messageId,
    event: d.eventType,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    durationMs: d.durationMs,
    lastAttemptAt: d.lastAttemptAt,
    nextAttemptAt: d.nextAttemptAt,
    error: d.error,
    redeliveryOf: d.redeliveryOf,
    createdAt: d.createdAt,
  };
}
