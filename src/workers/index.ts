// The face of workers/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { type BoundedRun, ExportTimeoutError, runBounded, WorkProcessStopped } from "./bounded-run.js";
export { createExportPool, type ExportPool } from "./export-pool.js";
export {
  BRANDS_LANE,
  DEFAULT_WORK_LIMITS,
  WORK_NICENESS,
  WORKER_CACHES_ENV,
  type WorkLimits,
  workProcesses,
  type WorkProcesses,
} from "./work-limits.js";
