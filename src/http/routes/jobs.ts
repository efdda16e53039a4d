// /api/jobs: long work submitted and left to run (a brand batch with `Prefer: respond-async`) — its state and items,
// its events as resumable NDJSON, cancelling it, and its result zip, made from the blob store as it is read.
import type { SpaceId } from "../../lib/space-id.js";
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { jobItemView, jobView, jobResultZip, createJobEventFeed, createEventStreamSlots } from "../../jobs/index.js";
import { AppError } from "../../lib/errors.js";
import { idLength, idPattern, isId } from "../../lib/ids.js";
import { attachmentHeader } from "../../lib/filename.js";
import type { JobRecord } from "../../store/repos/jobs.js";
import { isFinished, JOB_STATES } from "../../store/schema-jobs.js";
import { limitSubject, rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";

export const JobSchema = z
  .object({
    id: z.string(),
    type: z.string().openapi({ description: '"brand_batch"' }),
    state: z.enum(JOB_STATES),
    brandId: z.string().nullable(),
    total: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    pending: z
      .number()
      .int()
      .openapi({ description: "Items not finished (queued or running; at the end, those cancelled)" }),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
    expiresAt: z.string().nullable().openapi({ description: "When the result is deleted" }),
    result: z.string().nullable().openapi({ description: "The result zip's path, once there is one" }),
  })
  .openapi("Job");

const JobItemSchema = z
  .object({
    index: z.number().int(),
    state: z.enum(["queued", "running", "succeeded", "failed", "cancelled"]),
    attempts: z.number().int(),
    filename: z.string().nullable(),
    error: z.string().nullable(),
    message: z.string().nullable(),
  })
  .openapi("JobItem");
const OneJobSchema = z
  .object({
    job: JobSchema,
    items: z.array(JobItemSchema),
    nextItem: z.number().int().nullable().openapi({ description: "`after` for the next page of items, or null" }),
  })
  .openapi("OneJob");
const JobPageSchema = z.object({ items: z.array(JobSchema), nextCursor: z.string().nullable() }).openapi("JobPage");
const JobEventSchema = z
  .object({
    seq: z.number().int(),
    at: z.string(),
    type: z.string().openapi({
      description:
        "job.queued, job.running, item.succeeded, item.failed, then job.succeeded | job.partially_failed | job.failed | job.cancelled",
    }),
    data: z.record(z.string(), z.unknown()),
  })
  .openapi("JobEvent");

/** Any string: the route checks the id's form itself (its pattern and length, documented here): 404 for any other. */
const IdParam = z.object({
  job_id: z.string().openapi({
    param: { name: "job_id", in: "path" },
    pattern: idPattern("job"),
    maxLength: idLength("job"),
    example: "job_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
  }),
});
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z
    .string()
    .max(idLength("job"))
    .regex(new RegExp(idPattern("job")))
    .optional(),
});
const itemsQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1_000).optional(),
});
const eventsQuery = z.object({
  after: z.coerce.number().int().min(0).optional().openapi({ description: "Resume after this seq" }),
  follow: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "Keep the stream open until the job finishes (default true)" }),
});

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/jobs",
    operationId: "listJobs",
    tags: ["Jobs"],
    summary: "Your jobs, newest first",
    security: SECURITY,
    request: { query: listQuery },
    responses: { 200: jsonResponse(JobPageSchema, "A page of jobs"), ...errorResponses(400, 401, 429) },
  }),
  read: createRoute({
    method: "get",
    path: "/api/jobs/{job_id}",
    operationId: "getJob",
    tags: ["Jobs"],
    summary: "A job: state, counts and a page of its items' status",
    security: SECURITY,
    request: { params: IdParam, query: itemsQuery },
    responses: { 200: jsonResponse(OneJobSchema, "The job"), ...errorResponses(400, 401, 404, 429) },
  }),
  events: createRoute({
    method: "get",
    path: "/api/jobs/{job_id}/events",
    operationId: "getJobEvents",
    tags: ["Jobs"],
    summary: "A job's progress as NDJSON events, resumable with ?after=seq; open until the job finishes",
    description:
      "Each caller (a user, or an organization key) keeps at most `JOB_EVENT_STREAMS_PER_SUBJECT` (10) event streams open on one server process; one more is 429 `concurrency_limit` with `Retry-After`, and a stream's slot frees when it ends or its client hangs up. A process full of streams (`JOB_EVENT_STREAMS_MAX`, 1,000) answers 503 `unavailable`. Streams on one job share one read of its events every 250 ms.",
    security: SECURITY,
    request: { params: IdParam, query: eventsQuery },
    responses: {
      200: {
        description: "One JobEvent per line (the schema is of one line)",
        content: { "application/x-ndjson": { schema: JobEventSchema } },
      },
      ...errorResponses(400, 401, 404, 429, 503),
    },
  }),
  cancel: createRoute({
    method: "post",
    path: "/api/jobs/{job_id}/cancel",
    operationId: "cancelJob",
    tags: ["Jobs"],
    summary: "Cancel a job: items not started are not made; the result keeps what was made",
    security: SECURITY,
    request: { params: IdParam },
    responses: {
      200: jsonResponse(z.object({ job: JobSchema }), "The cancelled job"),
      ...errorResponses(401, 404, 409, 429),
    },
  }),
  result: createRoute({
    method: "get",
    path: "/api/jobs/{job_id}/result",
    operationId: "getJobResult",
    tags: ["Jobs"],
    summary: "A finished job's zip: each file made, then manifest.json listing every item once",
    security: SECURITY,
    request: { params: IdParam },
    responses: {
      200: {
        description: "application/zip",
        headers: { "Content-Disposition": { schema: { type: "string" } } },
        content: { "application/zip": { schema: { type: "string", format: "binary" } } },
      },
      ...errorResponses(401, 404, 409, 429),
    },
  }),
};

const EVENT_POLL_MS = 250;
const EVENT_PAGE = 500;

export function jobRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireAuth(deps);
  const limit = rateLimit(deps, "WORKSPACE");
  const repo = deps.jobs.repo;
  const feed = createJobEventFeed(repo, EVENT_POLL_MS);
  const slots = createEventStreamSlots(deps.config.JOB_EVENT_STREAMS_PER_SUBJECT, deps.config.JOB_EVENT_STREAMS_MAX);
  const owned = async (spaceId: SpaceId, id: string): Promise<JobRecord> => {
    const job = isId("job", id) ? await repo.find(spaceId, id) : null;
    if (!job) throw new AppError("not_found", "There is no such job.");
    return job;
  };

  router.openapi({ ...routes.list, middleware: [auth, limit] as const }, async (c) => {
    const q = c.req.valid("query");
    const size = q.limit ?? 20;
    const jobs = await repo.list(c.get("principal").spaceId, size + 1, q.cursor);
    return c.json(
      { items: jobs.slice(0, size).map(jobView), nextCursor: jobs.length > size ? jobs[size - 1]!.id : null },
      200,
    );
  });

  router.openapi({ ...routes.read, middleware: [auth, limit] as const }, async (c) => {
    const job = await owned(c.get("principal").spaceId, c.req.valid("param").job_id);
    const q = c.req.valid("query");
    const size = q.limit ?? 100;
    const items = await repo.items(job.id, q.after ?? 0, size);
    const last = items.at(-1);
    return c.json(
      {
        job: jobView(job),
        items: items.map(jobItemView),
        nextItem: last && last.idx < job.total && items.length === size ? last.idx : null,
      },
      200,
    );
  });

  router.openapi({ ...routes.events, middleware: [auth, limit] as const }, async (c) => {
    const principal = c.get("principal");
    const job = await owned(principal.spaceId, c.req.valid("param").job_id);
    const q = c.req.valid("query");
    const release = slots.acquire(limitSubject(principal));
    // Following, the stream is one of the job's followers in this process's feed; without, it reads what is there now.
    const follower = q.follow === "false" ? null : feed.follow(job.id, q.after ?? 0);
    const close = () => {
      follower?.close();
      release();
    };
    const signal = c.req.raw.signal;
    if (signal.aborted) close();
    else signal.addEventListener("abort", close, { once: true });
    let after = q.after ?? 0;
    /** A page of the job's events after `from`; a short one is the last of a stream that does not follow. */
    const pageAfter = async (from: number) => {
      const events = await repo.events(job.id, from, EVENT_PAGE);
      return { events, ended: events.length < EVENT_PAGE };
    };
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { events, ended } = follower ? await follower.next() : await pageAfter(after);
          if (events.length) {
            after = events.at(-1)!.seq;
            controller.enqueue(encoder.encode(events.map((e) => `${JSON.stringify(e)}\n`).join("")));
          }
          if (ended) {
            close();
            controller.close();
          }
        } catch (err) {
          close();
          throw err;
        }
      },
      cancel: close,
    });
    return new Response(body, {
      status: 200,
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      },
    }) as never;
  });

  router.openapi({ ...routes.cancel, middleware: [auth, limit] as const }, async (c) => {
    const { spaceId } = c.get("principal");
    const job = await owned(spaceId, c.req.valid("param").job_id);
    if (!(await deps.jobs.cancel(spaceId, job.id)))
      throw new AppError(
        "conflict",
        `The job has already ${job.state === "cancelled" ? "been cancelled" : "finished"}.`,
      );
    return c.json({ job: jobView((await repo.get(job.id))!) }, 200);
  });

  router.openapi({ ...routes.result, middleware: [auth, limit] as const }, async (c) => {
    const job = await owned(c.get("principal").spaceId, c.req.valid("param").job_id);
    if (!isFinished(job.state))
      throw new AppError(
        "conflict",
        `The job is still ${job.state}: its result is ready when it finishes (watch /api/jobs/${job.id}/events).`,
        { retryAfter: 5 },
      );
    if (!job.resultKey)
      throw new AppError(
        "not_found",
        job.succeeded
          ? "The job's result was deleted after its keep time."
          : "The job made nothing: every item failed or was cancelled.",
      );
    return c.body(jobResultZip(repo, deps.blobs, job), 200, {
      "content-type": "application/zip",
      "content-disposition": attachmentHeader(`${job.id}`, "zip"),
    }) as never;
  });

  return router;
}
