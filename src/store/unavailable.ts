// Recognises "the database (or Redis) cannot be reached right now", which callers should see as 503, not 500.

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// PostgreSQL SQLSTATE classes 08 (connection exception), 57P (operator intervention: shutdown, restart),
// 53300 (too many connections) and 3D000 (the database itself was dropped or not yet created).
const PG_CODES = /^(08\d{3}|57P0[1-4]|53300|3D000)$/;
const SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_IOERR", "SQLITE_FULL", "SQLITE_CANTOPEN"]);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|driver has already been destroyed|The database connection is not open|Reached the max retries per request limit/i;

export function isStoreUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== "object") return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || PG_CODES.test(code) || SQLITE_CODES.has(code)))
      return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    if (
      Array.isArray((e as { errors?: unknown[] }).errors) &&
      (e as { errors: unknown[] }).errors.some(isStoreUnavailable)
    )
      return true;
  }
  return false;
}
