// The face of webhooks/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { createWebhooks, type Webhooks } from "./create-webhooks.js";
export { type EventPublisher, WEBHOOK_EVENTS } from "./events.js";
export {
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
  WEBHOOK_LIST_LIMIT,
} from "./manage-webhooks.js";
