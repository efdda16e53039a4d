// Exit codes per error class (sysexits), so scripts can tell a bad request from a missing login or a busy service.
import { QuireError } from "@quire/sdk";

export const EXIT = {
  ok: 0,
  usage: 64,
  /** The request was refused as invalid (400, 413, 415, 422). */
  invalid: 65,
  /** No such document, brand or file (404). */
  notFound: 66,
  /** The service is unavailable or could not be reached (503, network). */
  unavailable: 69,
  internal: 70,
  /** A local file could not be read or written. */
  io: 74,
  /** Rate limited, an organization key's quota spent (quota_exhausted), or busy: try again later (429, 409 conflict). */
  tempFail: 75,
  /** Not signed in, a bad key, or refused (401, 403: e.g. an organization key without the scope a route needs). */
  noPermission: 77,
  /** No login: run `quire login`. */
  config: 78,
} as const;

/** Node's codes for a local file that could not be read or written (a missing file, a file in the way, a full disk…). */
const FILE_ERRORS = new Set(["ENOENT", "EACCES", "EPERM", "EEXIST", "EISDIR", "ENOTDIR", "EROFS", "ENOSPC"]);

export function exitCodeOf(err: unknown): number {
  if (!(err instanceof QuireError))
    return FILE_ERRORS.has((err as { code?: string }).code ?? "")
      ? EXIT.io
      : err instanceof TypeError
        ? EXIT.unavailable
        : EXIT.internal;
  if (err.status === 401 || err.status === 403) return EXIT.noPermission;
  if (err.status === 404) return EXIT.notFound;
  // Every 429 (rate_limit_minute/day, concurrency_limit, quota_exhausted) is "try again later", after its Retry-After.
  if (err.status === 429 || err.status === 409 || err.code === "quota_exhausted") return EXIT.tempFail;
  if (err.status === 503) return EXIT.unavailable;
  if (err.status >= 400 && err.status < 500) return EXIT.invalid;
  // An error line after the stream began: the import's code, or the model's.
  if (err.status === 200)
    return err.code === "model_error" || err.code === "unavailable"
      ? EXIT.unavailable
      : err.code === "internal_error"
        ? EXIT.internal
        : EXIT.invalid;
  return EXIT.internal;
}
