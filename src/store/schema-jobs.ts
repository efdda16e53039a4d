// Table types of jobs and their durable queue (migration 007; lease owners 013).

export const JOB_STATES = ["queued", "running", "succeeded", "partially_failed", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];
/** The states a job ends in: nothing happens to it after. */
export const FINISHED_JOB_STATES: readonly JobState[] = ["succeeded", "partially_failed", "failed", "cancelled"];
export const isFinished = (state: string) => (FINISHED_JOB_STATES as readonly string[]).includes(state);
/** A job's last event: `job.` and the state it ended in. */
export const isJobEnd = (eventType: string) =>
  eventType.startsWith("job.") && isFinished(eventType.slice("job.".length));
export type ItemState = "queued" | "running" | "succeeded" | "failed" | "cancelled";

export interface JobTable {
  id: string;
  userId: string;
  /** Whose it is: the personal space (the user's id) or an organization (its id). */
  spaceId: string;
  /** What the job does: "brand_batch". */
  type: string;
  state: JobState;
  brandId: string | null;
  total: number;
  succeeded: number;
  failed: number;
  /** JSON: the job's own settings (e.g. the brand master asked for). */
  options: string;
  /** The result zip in the blob store, once finished. */
  resultKey: string | null;
  resultBytes: number | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** When the result is deleted. */
  expiresAt: string | null;
  /** A batch streamed to its requester: the user (one such job each at a time, migration 014) while the request lives. */
  streamOwner: string | null;
  /** The streaming request's heartbeat: past it, the request is gone and the slot is free (the job goes on as any job). */
  streamUntil: string | null;
  /** The organization API key that submitted it (migration 015): its job limits and streamed slot are the key's. Null: a person's own. */
  keyId: string | null;
}

export interface JobItemTable {
  jobId: string;
  /** 1-based position in the submitted list. */
  idx: number;
  /** The job's owner, so the queue can share workers fairly across users without a join. */
  userId: string;
  state: ItemState;
  /** JSON: the item as submitted. */
  input: string;
  attempts: number;
  /** Not claimed before this (retry backoff). */
  runAfter: string;
  /** The worker holding it and until when; an expired lock is free to claim again (a dead worker's item). */
  lockedBy: string | null;
  lockedUntil: string | null;
  /** The holder's process: its instance and boot (migration 013), so a restart takes back its earlier run's items. */
  lockedInstance: string | null;
  lockedBoot: string | null;
  filename: string | null;
  /** The deck in the blob store: one key per item, so a retried item overwrites rather than adds. */
  resultKey: string | null;
  error: string | null;
  message: string | null;
  updatedAt: string;
}

export interface JobEventTable {
  jobId: string;
  /** 1, 2, 3… per job: `GET /api/jobs/{id}/events?after=seq` resumes after one. */
  seq: number;
  at: string;
  type: string;
  /** JSON. */
  data: string;
}

export interface JobTables {
  job: JobTable;
  job_item: JobItemTable;
  job_event: JobEventTable;
}
