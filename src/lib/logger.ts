// The pino logger: JSON lines; credentials and tokens are redacted wherever they appear.
import pino, { type Logger } from "pino";

export const REDACT_PATHS = [
  "authorization",
  "cookie",
  "*.authorization",
  "*.cookie",
  "*.Authorization",
  "*.Cookie",
  "*.headers.authorization",
  "*.headers.cookie",
  "*.headers['set-cookie']",
  "token",
  "*.token",
  "key",
  "*.key",
  "apiKey",
  "*.apiKey",
  "password",
  "*.password",
  "secret",
  "*.secret",
];

/** Without a destination, lines go to stdout asynchronously (lines logged while a write is in flight go out together); call flushLogger before exit. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const dest = destination ?? pino.destination({ dest: 1, sync: false });
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { service: "quire" } }, dest);
}

/** Writes out buffered log lines (shutdown, fatal errors). */
export function flushLogger(logger: Logger): void {
  accessWriters.get(logger)?.flush();
  try {
    logger.flush();
  } catch {
    // a destination without flush (tests) has nothing buffered
  }
}

export type { Logger };

export interface AccessLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  aborted?: boolean;
}

/** Each logger's access line writer, and how to write out its waiting lines (flushLogger). */
const accessWriters = new WeakMap<Logger, { access: (line: AccessLine) => void; flush: () => void }>();
const ACCESS_BATCH_BYTES = 16_384;
const ACCESS_BATCH_MS = 50;

// Kept by hand, measured against the library (npm run bench -- http, health's throughput): pino's own call instead
// of the hand-built line cost 17%, sonic-boom's gathering (minLength, periodicFlush) instead of these batches 14%.
/**
 * The access line writer: one pino-format JSON line on the logger's own destination, built by hand. Its fields
 * are fixed and safe (never a header or a query string), so it skips pino's object walk and redaction, which
 * cost about a sixth of a cheap request's CPU. Lines are gathered and written together once 16 KB are waiting
 * or 50 ms after the first: each write is a trip through libuv's thread pool, which cost more than building
 * the line. `flushLogger` writes what is waiting (shutdown); a crash can lose at most those 50 ms of lines. There
 * is one writer per logger, so every caller's lines share its batches.
 */
export function accessLogFor(logger: Logger): (line: AccessLine) => void {
  const existing = accessWriters.get(logger);
  if (existing) return existing.access;
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream | undefined>)[pino.symbols.streamSym];
  if (!stream) throw new Error("accessLogFor: the logger has no destination stream");
  // Lines wait in an array and are joined once: appending to one string builds a rope of every piece, which the
  // stream's byte count and write then walk piece by piece.
  let pending: string[] = [];
  let pendingLength = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const lines = pending.join("");
    pending = [];
    pendingLength = 0;
    stream.write(lines);
  };
  const access = (line: AccessLine) => {
    if (!logger.isLevelEnabled("info")) return;
    const text =
      // The id is ours ([A-Z0-9_]) and a method is an HTTP token: neither can hold a character JSON escapes.
      `{"level":30,"time":${Date.now()},"service":"quire","requestId":"${line.requestId}","method":"${line.method}",` +
      `"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}${line.aborted ? ',"aborted":true' : ""},"msg":"request"}\n`;
    pending.push(text);
    pendingLength += text.length;
    if (pendingLength >= ACCESS_BATCH_BYTES) flush();
    else timer ??= setTimeout(flush, ACCESS_BATCH_MS).unref();
  };
  accessWriters.set(logger, { access, flush });
  return access;
}
