// The jobs of this process: their store and, once the routes hand it the work an item does, the runner's lanes
// (JOB_CONCURRENCY; 0 makes a process that takes and reports jobs but works on none).
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { Database } from "../store/database.js";
import { createJobRepo, type JobRecord, type JobRepo } from "../store/repos/jobs.js";
import { startJobRunner, type JobRunner, type RunItem } from "./job-runner.js";

export interface JobsService {
  repo: JobRepo;
  /** Starts this process's lanes (once; later calls do nothing). */
  start(runItem: RunItem): void;
  /** A job was submitted here: idle lanes look at once instead of at their next poll. */
  wake(): void;
  /** Told when a job finishes (the webhooks' job.* events). */
  onFinished(listener: (job: JobRecord) => Promise<void>): void;
  stop(): Promise<void>;
}

export function createJobsService(config: Config, database: Database, blobs: BlobStore, logger: Logger): JobsService {
  const repo = createJobRepo(database.db);
  const listeners: ((job: JobRecord) => Promise<void>)[] = [];
  let runner: JobRunner | null = null;
  return {
    repo,
    start(runItem) {
      if (runner || config.JOB_CONCURRENCY === 0) return;
      runner = startJobRunner({
        jobs: repo,
        blobs,
        logger,
        runItem,
        concurrency: config.JOB_CONCURRENCY,
        leaseMs: config.JOB_LEASE_MS,
        pollMs: config.JOB_POLL_MS,
        maxAttempts: config.JOB_MAX_ATTEMPTS,
        backoffMs: config.JOB_BACKOFF_MS,
        resultTtlMs: config.JOB_RESULT_TTL_MS,
        onFinished: async (job) => {
          for (const listener of listeners) await listener(job).catch((err: unknown) => logger.warn({ err, jobId: job.id }, "job finished listener failed"));
        },
      });
    },
    wake: () => runner?.wake(),
    onFinished: (listener) => void listeners.push(listener),
    async stop() {
      await runner?.stop();
      runner = null;
    },
  };
}
