// The face of idempotency/: what the rest of the service imports of it (the dependency rules allow nothing else).
export {
  createIdempotencyService,
  hashRequestYielding,
  type IdempotencyClaim,
  type IdempotencyScope,
  type IdempotencyService,
  type StoredAnswer,
} from "./service.js";
