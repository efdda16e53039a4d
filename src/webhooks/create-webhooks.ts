// Builds the webhooks part from one Config: the repository, the URL policy, the sealed secrets, the event publisher
// (deps.events) and this process's dispatcher, which the server starts and stops with itself.
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import type { ProcessIdentity } from "../lib/process-identity.js";
import { parseHostList } from "../outbound/index.js";
import type { DB } from "../store/schema.js";
import { createWebhookRepo, type WebhookRepo } from "../store/repos/webhooks.js";
import { createDispatcher, type Dispatcher, type DispatcherDeps } from "./dispatcher.js";
import type { EventPublisher } from "./events.js";
import { createEventPublisher } from "./publish-event.js";
import { createSecretBox, type SecretBox } from "./secret-box.js";
import type { UrlPolicy } from "./url-policy.js";

export interface Webhooks {
  repo: WebhookRepo;
  policy: UrlPolicy;
  secrets: SecretBox;
  events: EventPublisher;
  dispatcher: Dispatcher;
}

/** `identity`: this process, so its dispatcher's leases say whose they are and its next start takes them back. */
export function createWebhooks(
  config: Config,
  db: Kysely<DB>,
  logger: Logger,
  observe?: DispatcherDeps["observe"],
  identity?: ProcessIdentity,
): Webhooks {
  const repo = createWebhookRepo(db);
  const policy: UrlPolicy = {
    allow: parseHostList(config.WEBHOOK_ALLOW_HOSTS).hosts,
    httpsOnly: config.NODE_ENV === "production",
  };
  let box: SecretBox | undefined;
  // The key is derived on first use: AUTH_SECRET is resolved by the composition root before any request.
  const sealed = (): SecretBox => {
    if (!config.AUTH_SECRET) throw new Error("AUTH_SECRET is not resolved; webhook secrets cannot be sealed or opened");
    return (box ??= createSecretBox(config.AUTH_SECRET));
  };
  const secrets: SecretBox = { seal: (s, id) => sealed().seal(s, id), open: (s, id) => sealed().open(s, id) };
  const dispatcher = createDispatcher({
    repo,
    secrets,
    policy,
    logger,
    observe,
    identity,
    settings: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      leaseMs: config.JOB_LEASE_MS,
      retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
      retryForMs: config.WEBHOOK_RETRY_FOR_MS,
      disableAfter: config.WEBHOOK_DISABLE_AFTER,
      disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS,
      pollMs: config.WEBHOOK_POLL_MS,
      concurrency: config.WEBHOOK_CONCURRENCY,
      userAgent: `Quire-Webhooks/${config.version}`,
    },
  });
  const events = createEventPublisher({ repo, logger, queued: () => dispatcher.kick() });
  return { repo, policy, secrets, events, dispatcher };
}
