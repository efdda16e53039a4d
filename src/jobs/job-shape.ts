// The public shape of a job and of its items (the owner id stays in the store).
import type { JobItemRecord, JobRecord } from "../store/repos/jobs.js";
import type { ItemState } from "../store/schema-jobs.js";

export type JobView = Pick<
  JobRecord,
  | "id"
  | "type"
  | "state"
  | "brandId"
  | "total"
  | "succeeded"
  | "failed"
  | "createdAt"
  | "updatedAt"
  | "finishedAt"
  | "expiresAt"
> & {
  /** Items not finished yet (queued or running; at the end, those cancelled). */
  pending: number;
  /** Where the zip is, once there is one to fetch. */
  result: string | null;
};

export function jobView(job: JobRecord): JobView {
  return {
    id: job.id,
    type: job.type,
    state: job.state,
    brandId: job.brandId,
    total: job.total,
    succeeded: job.succeeded,
    failed: job.failed,
    pending: job.total - job.succeeded - job.failed,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    finishedAt: job.state === "queued" || job.state === "running" ? null : job.finishedAt,
    expiresAt: job.expiresAt,
    result: job.resultKey ? `/api/jobs/${job.id}/result` : null,
  };
}

export interface JobItemView {
  index: number;
  state: ItemState;
  attempts: number;
  filename: string | null;
  error: string | null;
  message: string | null;
}

export const jobItemView = (item: JobItemRecord): JobItemView => ({
  index: item.idx,
  state: item.state,
  attempts: item.attempts,
  filename: item.filename,
  error: item.error,
  message: item.message,
});
