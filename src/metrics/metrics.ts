// This process's Prometheus metrics (prom-client, one registry per process): HTTP requests, job items and webhook
// attempts as they happen, the job queue's depth and the webhook backlog read when scraped, and node's own figures.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { ULID_BODY } from "../lib/ids.js";

export interface HttpObservation {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export type JobItemOutcome = "succeeded" | "failed" | "retried";
export type WebhookOutcome = "succeeded" | "retried" | "failed" | "disabled";

export interface MetricsSources {
  /** Job items by queue state, over every process (the database's or BullMQ's count). */
  queueDepth(): Promise<{ queued: number; running: number; delayed: number }>;
  /** Webhook deliveries waiting to be sent or retried, over every process. */
  webhookBacklog(): Promise<number>;
}

export interface Metrics {
  registry: Registry;
  http(line: HttpObservation): void;
  /** An item's outcome here, how long its work took, and (done for good) how long since its job was submitted. */
  jobItem(outcome: JobItemOutcome, workSeconds: number, sinceSubmitSeconds?: number): void;
  webhookAttempt(outcome: WebhookOutcome, seconds: number): void;
  /** The text a scrape gets. */
  render(): Promise<string>;
}

/** Route labels: prefixed ids (`doc_…`, `job_…`) and numbers become `:id`; past this many routes, `other`. */
const MAX_ROUTES = 200;
const ID_SEGMENT = new RegExp(`/(?:[a-z]+_${ULID_BODY}|\\d+)(?=/|$)`, "g");

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "quire_" });
  const requests = new Counter({
    name: "quire_http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "quire_http_request_duration_seconds",
    help: "Time to answer an HTTP request (to the end of a streamed body), by method and route",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const items = new Counter({
    name: "quire_job_items_total",
    help: "Job items this process worked, by outcome (retried: failed, to be tried again)",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const itemWork = new Histogram({
    name: "quire_job_item_duration_seconds",
    help: "Time this process spent on one try of a job item",
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  const itemLatency = new Histogram({
    name: "quire_job_item_latency_seconds",
    help: "From a job's submission to one of its items being done for good",
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600],
    registers: [registry],
  });
  const attempts = new Counter({
    name: "quire_webhook_attempts_total",
    help: "Webhook delivery attempts this process made, by outcome",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const attemptTime = new Histogram({
    name: "quire_webhook_attempt_duration_seconds",
    help: "Time one webhook delivery attempt took",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 30],
    registers: [registry],
  });
  new Gauge({
    name: "quire_job_queue_items",
    help: "Job items on the queue by state, over every process: queued (ready), running, delayed (waiting out a retry's backoff)",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const depth = await sources.queueDepth();
      for (const [state, n] of Object.entries(depth)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: "quire_webhook_backlog",
    help: "Webhook deliveries waiting to be sent or retried, over every process",
    registers: [registry],
    async collect() {
      this.set(await sources.webhookBacklog());
    },
  });

  const routes = new Set<string>();
  const routeOf = (line: HttpObservation) => {
    // Unknown paths answer 404: counting them apart keeps a scanner from growing the label set.
    if (line.status === 404) return "unmatched";
    if (!line.path.startsWith("/api/")) return "web";
    const route = line.path.replace(ID_SEGMENT, "/:id");
    if (routes.has(route)) return route;
    if (routes.size >= MAX_ROUTES) return "other";
    routes.add(route);
    return route;
  };

  return {
    registry,
    http(line) {
      const route = routeOf(line);
      requests.inc({ method: line.method, route, status: String(line.status) });
      duration.observe({ method: line.method, route }, line.ms / 1000);
    },
    jobItem(outcome, workSeconds, sinceSubmitSeconds) {
      items.inc({ outcome });
      itemWork.observe(workSeconds);
      if (sinceSubmitSeconds !== undefined) itemLatency.observe(sinceSubmitSeconds);
    },
    webhookAttempt(outcome, seconds) {
      attempts.inc({ outcome });
      attemptTime.observe(seconds);
    },
    render: () => registry.metrics(),
  };
}
