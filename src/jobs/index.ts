// The face of jobs/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { brandBatchItem, submitBrandBatch } from "./brand-batch-job.js";
export { createEventStreamSlots } from "./event-stream-slots.js";
export { createJobEventFeed } from "./job-event-feed.js";
export { jobResultZip } from "./job-result.js";
export { jobItemView, jobView } from "./job-shape.js";
export { createJobsService, type JobsService } from "./jobs-service.js";
export { streamBrandBatch } from "./streamed-batch.js";
