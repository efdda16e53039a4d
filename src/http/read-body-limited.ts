// Reads a request body with a byte limit enforced while streaming, so a lying or missing Content-Length cannot get past.
import { StringDecoder } from "node:string_decoder";
import { AppError } from "../lib/errors.js";

/** The 413 for a body past `maxBytes`. */
export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError("body_too_large", `The body is larger than the ${Math.floor(maxBytes / 1024)} KiB limit.`);
}

/**
 * The whole body; once it passes `maxBytes` nothing more is kept, the rest is read and thrown away (up to
 * `drainBound(maxBytes)`, see `discardRest`) and `onTooLarge()` is thrown.
 */
export async function readBodyLimited(
  request: Request,
  maxBytes: number,
  onTooLarge: () => AppError = () => bodyTooLarge(maxBytes),
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const total = await eachChunk(request, maxBytes, onTooLarge, (chunk) => void chunks.push(chunk));
  return Buffer.concat(chunks, total);
}

/**
 * The whole body as UTF-8 text, decoded in 64 KiB pieces as it arrives with Node's own decoder (string_decoder, a
 * character split between pieces kept for the next): 2.8 MB of multi-byte text through TextDecoder held the event loop
 * 131 ms in one call, where each piece here takes well under a millisecond. Limits as readBodyLimited's.
 */
export async function readTextLimited(
  request: Request,
  maxBytes: number,
  onTooLarge: () => AppError = () => bodyTooLarge(maxBytes),
): Promise<string> {
  const decoder = new StringDecoder("utf8");
  const pieces: string[] = [];
  let sinceTurn = 0;
  await eachChunk(request, maxBytes, onTooLarge, async (chunk) => {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = 0; at < bytes.length; at += PIECE) {
      // A piece a turn, so health is answered between: within a large chunk (a client's whole body buffered at once),
      // and across chunks that arrived together (their reads resolve one after another without the loop turning).
      if (sinceTurn >= PIECE) {
        await new Promise((resolve) => setImmediate(resolve));
        sinceTurn = 0;
      }
      const piece = bytes.subarray(at, at + PIECE);
      pieces.push(decoder.write(piece));
      sinceTurn += piece.length;
    }
  });
  pieces.push(decoder.end());
  return pieces.join("");
}

const PIECE = 64 * 1024;

/** Hands each chunk of the body to `take` while it stays within `maxBytes`; the bytes read in all. */
async function eachChunk(
  request: Request,
  maxBytes: number,
  onTooLarge: () => AppError,
  take: (chunk: Uint8Array) => void | Promise<void>,
): Promise<number> {
  if (!request.body) return 0;
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    if (total > maxBytes) {
      await discardRest(reader, total, drainBound(maxBytes));
      throw onTooLarge();
    }
    await take(value);
  }
}

/** A body found past its limit while it is read: the rest read and dropped (so the client hears it), then its 413. */
export async function refuseAfterDraining(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  seen: number,
  maxBytes: number,
  onTooLarge: () => AppError,
): Promise<AppError> {
  await discardRest(reader, seen, drainBound(maxBytes));
  return onTooLarge();
}

/**
 * A body whose declared Content-Length is already past its limit: its bytes are read and thrown away when the
 * declared size is within `drainBound(maxBytes)`, then the 413 is returned to throw. Past the bound it is refused at
 * once, and the connection is cut under the client.
 */
export async function tooLargeAfterDraining(
  request: Request,
  declared: number,
  maxBytes: number,
  onTooLarge: () => AppError,
): Promise<AppError> {
  if (request.body && declared <= drainBound(maxBytes))
    await discardRest(request.body.getReader(), 0, drainBound(maxBytes));
  return onTooLarge();
}

const MiB = 1024 * 1024;
/** How long a too-large body is read for its 413 at most: a client that trickles it is cut off after this. */
const DRAIN_MS = 30_000;

/**
 * How many bytes of a body (counted from its start) are read for a 413, for a limit of `maxBytes`: four times the
 * limit, at least 16 MiB (so a small JSON limit still lets a large mistaken upload hear its answer), at most 128 MiB.
 */
export function drainBound(maxBytes: number): number {
  return Math.min(Math.max(4 * maxBytes, 16 * MiB), 128 * MiB);
}

/**
 * Reads the rest of a refused body and drops it, so the client finishes sending and then reads the 413. Answering
 * while it is still sending and closing the socket resets the connection: a client that writes the whole body before
 * reading (and on a slow link, any client) gets EPIPE or ECONNRESET instead of the answer. Bounded in bytes
 * (`bound`, counting the `seen` already read) and time (DRAIN_MS); past either the read is cancelled.
 */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  seen: number,
  bound: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), DRAIN_MS).unref()));
  try {
    for (let total = seen; total <= bound;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") break;
      if (next.done) return;
      total += next.value.byteLength;
    }
    await reader.cancel().catch(() => {});
  } catch {
    // the client went away: nothing left to answer
  } finally {
    clearTimeout(timer);
  }
}
