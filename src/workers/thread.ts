// The face of workers/ for worker threads: what their work imports of it, without the rest of the module's imports.
export { type PageStreamJob, sendPages, streamPages } from "./page-stream.js";
