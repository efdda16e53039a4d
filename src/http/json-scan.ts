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
 * A JSON text, or its UTF-8 bytes: every character the scan looks at (quotes, brackets, commas, colons, backslashes,
 * white space, an ASCII key) is one byte in UTF-8 and no byte of a multi-byte character, so the same walk finds the same
 * places, counted in bytes. A large body is scanned as it arrived, never decoded on the event loop.
 */
export type JsonText = string | Uint8Array;

/**
 * Scans a text that is, or claims to be, one JSON object. A string is skipped with indexOf (a Markdown source is one
 * long string: walking it a character at a time held the event loop). A key is matched as written (`"source"`, not an
 * escaped spelling of it); for text that is not valid JSON the span means nothing, and the caller parses what it cuts.
 */
export function scanJson(text: JsonText, key?: string): JsonScan {
  return runSteps(scanSteps(walkOf(text), key));
}

/** scanJson, letting the event loop turn between slices of the text: for a request body, on the server's one thread. */
export function scanJsonYielding(text: JsonText, key?: string): Promise<JsonScan> {
  return runStepsYielding(scanSteps(walkOf(text), key));
}

/** What the scan asks of a text: its length, the code at a place, where a character next occurs, whether an ASCII run starts at a place. */
interface Walk {
  length: number;
  code(i: number): number;
  /** The next `"` or `:` (by its code) from `from`, or -1. */
  indexOf(code: 34 | 58, from: number): number;
  startsWith(ascii: string, at: number): boolean;
}

function walkOf(text: JsonText): Walk {
  if (typeof text === "string") {
    return {
      length: text.length,
      code: (i) => text.charCodeAt(i),
      indexOf: (code, from) => text.indexOf(code === 34 ? '"' : ":", from),
      startsWith: (ascii, at) => text.startsWith(ascii, at),
    };
  }
  const bytes = Buffer.from(text.buffer, text.byteOffset, text.byteLength);
  const startsWith = (ascii: string, at: number) => {
    if (at + ascii.length > bytes.length) return false;
    for (let k = 0; k < ascii.length; k++) if (bytes[at + k] !== ascii.charCodeAt(k)) return false;
    return true;
  };
  return {
    length: bytes.length,
    code: (i) => bytes[i] ?? NaN,
    indexOf: (code, from) => bytes.indexOf(code, from),
    startsWith,
  };
}

/** The scan, pausing (yielding nothing) after each SLICE characters it has passed. */
function* scanSteps(text: Walk, key: string | undefined): Generator<void, JsonScan> {
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
    const ch = text.code(i);
    if (ch === 34) {
      const end = closingQuote(text, i + 1);
      if (depth === 1 && keyNext) {
        keyNext = false;
        if (!span && valueAt < 0 && quoted !== undefined && end - i + 1 === quoted.length && text.startsWith(quoted, i))
          valueAt = valueStart(text, end + 1);
      } else if (depth === 1 && valueAt === i) span = [i, end + 1];
      i = end;
    } else if (ch === 123 || ch === 91) {
      if (++depth > max) max = depth;
      if (depth === 1) keyNext = ch === 123;
    } else if (ch === 125 || ch === 93) {
      if (--depth === 1 && valueAt >= 0 && !span && text.code(valueAt) !== 34) span = [valueAt, i + 1];
    } else if (depth === 1 && ch === 44) {
      // The matched key's value was a scalar (a number, true, null): no span, it costs nothing to parse.
      if (valueAt >= 0 && !span) valueAt = -1;
      keyNext = true;
    }
  }
  return { depth: max, span };
}

/** The first character after the colon that follows a key ending before `from`. */
function valueStart(text: Walk, from: number): number {
  const colon = text.indexOf(58, from);
  let i = colon + 1;
  for (
    let ch = text.code(i);
    i < text.length && (ch === 32 || ch === 9 || ch === 10 || ch === 13);
    ch = text.code(++i)
  );
  return colon < 0 ? -1 : i;
}

/** Where the string opened before `from` ends: the next quote not escaped by an odd run of backslashes. */
function closingQuote(text: Walk, from: number): number {
  for (let quote = text.indexOf(34, from); ; quote = text.indexOf(34, quote + 1)) {
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text.code(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
}
