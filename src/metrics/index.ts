// The face of metrics/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { checkMetricsToken } from "./metrics-token.js";
export { createMetrics, type Metrics } from "./metrics.js";
export { serveMetrics } from "./serve-metrics.js";
