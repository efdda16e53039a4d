// One pass over a JSON text, outside its strings: how deep it nests, and where a top-level key's value lies.
import { runSteps, runStepsYielding } from "../lib/steps.js";

/**
 * Characters walked between two chances for other requests to run: about a millisecond of work on a cold scan. A
 * 1.4 MiB sheet walked at once held the event loop 15-40 ms here, and three times that on a slower host.
 */
const SLICE = 64 * 1024;

export interface JsonScan {
  /** The deepest bracket nesting. */
  depth: number;
  /** The first top-level `key`'s string, object or array value as [start, end) in the text, or null when there is none. */
  span: [number, number] | null;
}

/**
 * Scans a text that is, or claims to be, one JSON object. A string is skipped with indexOf (a Markdown source is one
 * long string: walking it a character at a time held the event loop). A key is matched as written (`"source"`, not an
 * escaped spelling of it); for text that is not valid JSON the span means nothing, and the caller parses what it cuts.
 */
export function scanJson(text: string, key?: string): JsonScan {
  return runSteps(scanSteps(text, key));
}

/** scanJson, letting the event loop turn between slices of the text: for a request body, on the server's one thread. */
export function scanJsonYielding(text: string, key?: string): Promise<JsonScan> {
  return runStepsYielding(scanSteps(text, key));
}

/** The scan, pausing (yielding nothing) after each SLICE characters it has passed. */
function* scanSteps(text: string, key: string | undefined): Generator<void, JsonScan> {
  const quoted = key === undefined ? undefined : JSON.stringify(key);
  let depth = 0;
  let max = 0;
  let span: [number, number] | null = null;
  /** Where the matched key's value starts, until its end is known. */
  let valueAt = -1;
  /** At depth 1, whether the next string is a key (after `{` or `,`) rather than a value. */
  let keyNext = false;
  let pauseAt = SLICE;
  for (let i = 0; i < text.length; i++) {
    if (i >= pauseAt) {
      yield;
      pauseAt = i + SLICE;
    }
    const ch = text.charCodeAt(i);
    if (ch === 34) {
      const end = closingQuote(text, i + 1);
      if (depth === 1 && keyNext) {
        keyNext = false;
        if (!span && valueAt < 0 && quoted !== undefined && end - i + 1 === quoted.length && text.startsWith(quoted, i)) valueAt = valueStart(text, end + 1);
      } else if (depth === 1 && valueAt === i) span = [i, end + 1];
      i = end;
    } else if (ch === 123 || ch === 91) {
      if (++depth > max) max = depth;
      if (depth === 1) keyNext = ch === 123;
    } else if (ch === 125 || ch === 93) {
      if (--depth === 1 && valueAt >= 0 && !span && text.charCodeAt(valueAt) !== 34) span = [valueAt, i + 1];
    } else if (depth === 1 && ch === 44) {
      // The matched key's value was a scalar (a number, true, null): no span, it costs nothing to parse.
      if (valueAt >= 0 && !span) valueAt = -1;
      keyNext = true;
    }
  }
  return { depth: max, span };
}

/** The first character after the colon that follows a key ending before `from`. */
function valueStart(text: string, from: number): number {
  const colon = text.indexOf(":", from);
  let i = colon + 1;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) i++;
  return colon < 0 ? -1 : i;
}

/** Where the string opened before `from` ends: the next quote not escaped by an odd run of backslashes. */
function closingQuote(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); ; quote = text.indexOf('"', quote + 1)) {
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
}
