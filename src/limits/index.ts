// The face of limits/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { clientIp, ipKey } from "./client-ip.js";
export { createLimiter, headersFor, type Limiter } from "./limiter.js";
export { createWorkSlots, type WorkKind, type WorkSlots } from "./work-slots.js";
