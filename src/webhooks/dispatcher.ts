// The delivery dispatcher, one per server process, all sharing the database: it claims due deliveries with a lease
// (store/repos/webhooks.ts: a compare-and-set, so two processes never send the same attempt), sends each, and writes
// the outcome. A 2xx succeeds; 410 Gone disables the endpoint; anything else (an error status, a redirect, a timeout,
// a refused address) is retried with exponential backoff and jitter until WEBHOOK_RETRY_FOR_MS after the delivery was
// made, the last attempt at that mark. A delivery out of retries counts against its endpoint, which is disabled after
// WEBHOOK_DISABLE_AFTER such deliveries in a row or a failing streak of WEBHOOK_DISABLE_AFTER_MS, whichever comes
// first; a success ends the streak and the owner may enable it again. An attempt's lease is short and renewed while it
// runs (a heartbeat): a process that dies mid-attempt leaves it to lapse within the lease, or its next start takes it
// back at once, and the attempt is made again by whichever process claims it. A renewal that finds the lease lost
// abandons the attempt unrecorded.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { startHeartbeat } from "../lib/lease-heartbeat.js";
import { linkedAbort } from "../lib/linked-abort.js";
import type { ProcessIdentity } from "../lib/process-identity.js";
import { settlesWithin } from "../lib/settles-within.js";
import { unlessAborted } from "../lib/unless-aborted.js";
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookRepo } from "../store/repos/webhooks.js";
import type { SecretBox } from "./secret-box.js";
import { sendWebhook, type AttemptResult } from "./send-webhook.js";
import type { UrlPolicy } from "./url-policy.js";

export interface DispatcherSettings {
  timeoutMs: number;
  /** An attempt's lease without a renewal (renewed every third of it while the attempt runs). */
  leaseMs: number;
  retryBaseMs: number;
  retryForMs: number;
  disableAfter: number;
  disableAfterMs: number;
  pollMs: number;
  concurrency: number;
  userAgent: string;
}

export interface DispatcherDeps {
  repo: WebhookRepo;
  secrets: SecretBox;
  policy: UrlPolicy;
  logger: Logger;
  settings: DispatcherSettings;
  /** One attempt over the network (a stand-in in tests). */
  send?: typeof sendWebhook;
  /** Told each attempt's outcome and duration (the metrics). */
  observe?: (outcome: "succeeded" | "retried" | "failed" | "disabled", seconds: number) => void;
  /** This process: recorded on each lease, and its earlier run's attempts taken back when it starts. */
  identity?: ProcessIdentity;
}

export interface Dispatcher {
  /** Starts polling (timers unref'd: they never keep the process alive). */
  start(): void;
  /** Looks for due deliveries now rather than at the next poll (after an event is queued). */
  kick(): void;
  /** Stops claiming; waits for the attempts in flight up to `drainMs` (by default their timeout), then gives the rest back. */
  stop(drainMs?: number): Promise<void>;
}

/** Finished deliveries are kept this long in the log, then deleted. */
export const DELIVERY_LOG_RETENTION_MS = 30 * 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
/** The longest wait between two attempts. */
const MAX_DELAY_MS = 6 * 3600 * 1000;

/** The wait before the attempt after `attempts` failed ones: base·2^(n−1), capped, with "equal jitter" (half of it random). */
export function backoffMs(attempts: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const exp = Math.min(capMs, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40));
  return Math.round(exp / 2 + (random() * exp) / 2);
}

export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { repo, settings, logger } = deps;
  const send = deps.send ?? sendWebhook;
  const holder = `dispatcher:${randomUUID()}`;
  const { leaseMs } = settings;
  const owner = deps.identity;
  let handBack = new AbortController();
  let tookBack = false;
  const capMs = Math.max(settings.retryBaseMs, Math.min(MAX_DELAY_MS, settings.retryForMs / 4));
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> | null = null;
  let again = false;
  let lastSweep = 0;
  let lastClaimWarning = 0;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run(): void {
    if (!started) return;
    if (tick) {
      again = true;
      return;
    }
    tick = claimRound().finally(() => {
      tick = null;
      if (started) schedule(again ? 0 : settings.pollMs);
      again = false;
    });
  }

  async function claimRound(): Promise<void> {
    try {
      if (owner && !tookBack) {
        const taken = await repo.releaseEarlierRuns(owner, owner.isGone, new Date().toISOString());
        tookBack = true;
        if (taken)
          logger.warn(
            { deliveries: taken, instance: owner.instance },
            "webhook attempts an earlier run of this instance held were taken back",
          );
      }
      const room = settings.concurrency - inFlight.size;
      if (room > 0) {
        const claimed = await repo.claimDue({ holder, now: new Date(), leaseMs, limit: room, owner });
        for (const delivery of claimed) {
          if (!started) await repo.releaseAttempt(delivery.id, holder, new Date().toISOString());
          else track(attempt(delivery));
        }
        if (claimed.length === room) again = true;
      }
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        const swept = await repo.sweepFinished(new Date(Date.now() - DELIVERY_LOG_RETENTION_MS).toISOString());
        if (swept) logger.info({ swept }, "old webhook deliveries removed from the log");
      }
    } catch (err) {
      // The database is away: polling goes on (and recovers with it), saying so once a minute rather than every poll.
      if (Date.now() - lastClaimWarning > 60_000) {
        lastClaimWarning = Date.now();
        logger.warn({ err }, "webhook dispatcher could not claim deliveries");
      }
    }
  }

  function track(p: Promise<void>): void {
    inFlight.add(p);
    void p.finally(() => {
      inFlight.delete(p);
      if (started) run();
    });
  }

  async function attempt(delivery: WebhookDeliveryRecord): Promise<void> {
    const lease = startHeartbeat(
      () => repo.renewAttempt(delivery.id, holder, new Date(Date.now() + leaseMs).toISOString()),
      leaseMs,
      (err: unknown) => logger.warn({ err, deliveryId: delivery.id }, "webhook attempt lease renewal failed"),
    );
    const stopping = handBack.signal;
    const { signal, dispose } = linkedAbort(stopping, lease.lost);
    try {
      const endpoint = await repo.endpointById(delivery.endpointId);
      if (!endpoint?.enabled) {
        await repo.releaseAttempt(delivery.id, holder, new Date().toISOString());
        return;
      }
      const secret = deps.secrets.open(endpoint.secret, endpoint.id);
      const result: AttemptResult = secret
        ? await unlessAborted(
            send(
              deps.policy,
              endpoint.url,
              secret,
              { id: delivery.messageId, body: delivery.payload },
              { timeoutMs: settings.timeoutMs, userAgent: settings.userAgent, signal },
            ),
            signal,
          )
        : {
            status: null,
            durationMs: 0,
            error:
              "the endpoint's signing secret cannot be read (the server's AUTH_SECRET changed); make the endpoint again",
          };
      if (lease.lost.aborted) return;
      await settle(delivery, endpoint, result, secret === null);
    } catch (err) {
      if (lease.lost.aborted)
        logger.info({ deliveryId: delivery.id }, "webhook attempt no longer held here: dropped unrecorded");
      // Stopping: given back uncounted for any process to make at once (the receiver may have had it: same webhook-id).
      else if (stopping.aborted)
        await repo.releaseAttempt(delivery.id, holder, new Date().toISOString()).catch(() => {});
      // The lease runs out and the attempt is made again, by this process or another.
      else logger.warn({ err, deliveryId: delivery.id }, "webhook attempt could not be recorded");
    } finally {
      dispose();
      lease.stop();
    }
  }

  async function settle(
    delivery: WebhookDeliveryRecord,
    endpoint: WebhookEndpointRecord,
    result: AttemptResult,
    hopeless: boolean,
  ): Promise<void> {
    const now = new Date();
    const at = now.toISOString();
    const answer = { responseStatus: result.status, durationMs: result.durationMs };
    const observe = (outcome: "succeeded" | "retried" | "failed" | "disabled") =>
      deps.observe?.(outcome, result.durationMs / 1000);
    if (result.error === null) {
      if (
        await repo.completeAttempt(
          delivery.id,
          holder,
          { status: "succeeded", nextAttemptAt: null, error: null, ...answer },
          at,
        )
      )
        await repo.recordSuccess(endpoint.id);
      observe("succeeded");
      return;
    }
    if (result.status === 410) {
      observe("disabled");
      const error = "the receiver answered 410 Gone: the endpoint was disabled";
      if (
        (await repo.completeAttempt(
          delivery.id,
          holder,
          { status: "failed", nextAttemptAt: null, error, ...answer },
          at,
        )) &&
        (await repo.disableEndpoint(endpoint.id, "gone", at))
      ) {
        logger.info({ endpointId: endpoint.id }, "webhook endpoint answered 410 Gone and was disabled");
      }
      return;
    }
    const deadline = Date.parse(delivery.createdAt) + settings.retryForMs;
    if (!hopeless && now.getTime() < deadline) {
      const next = new Date(
        Math.min(now.getTime() + backoffMs(delivery.attempts, settings.retryBaseMs, capMs), deadline),
      ).toISOString();
      await repo.completeAttempt(
        delivery.id,
        holder,
        { status: "pending", nextAttemptAt: next, error: result.error, ...answer },
        at,
      );
      observe("retried");
      return;
    }
    observe("failed");
    if (
      !(await repo.completeAttempt(
        delivery.id,
        holder,
        { status: "failed", nextAttemptAt: null, error: result.error, ...answer },
        at,
      ))
    )
      return;
    const standing = await repo.recordFailedDelivery(endpoint.id, delivery.createdAt);
    if (!standing?.enabled) return;
    const streakMs = now.getTime() - Date.parse(standing.failingSince ?? delivery.createdAt);
    if (standing.failureCount >= settings.disableAfter || streakMs >= settings.disableAfterMs) {
      if (await repo.disableEndpoint(endpoint.id, "failing", at))
        logger.warn(
          { endpointId: endpoint.id, failures: standing.failureCount },
          "webhook endpoint kept failing and was disabled",
        );
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (handBack.signal.aborted) handBack = new AbortController();
      schedule(0);
    },
    kick() {
      if (started) run();
    },
    async stop(drainMs = settings.timeoutMs) {
      started = false;
      clearTimeout(timer);
      await tick;
      const drained = Promise.allSettled([...inFlight]);
      if (!(await settlesWithin(drained, drainMs))) handBack.abort();
      await drained;
    },
  };
}
