// Messages between the server and its work processes on one socket: a length-prefixed v8 serialisation of the message
// with its large byte arrays taken out and written after it as they are (a template, a file, an export's bytes), so
// the event loop neither copies them into the serialisation nor reads them back out of it; each read into one buffer
// of its announced size (node's own IPC channel concatenates as it reads: a 1 MB message took 30 ms, 25 MB 0.5 s).
import type { Socket } from "node:net";
import { deserialize, serialize } from "node:v8";

const HEADER_BYTES = 8;
/** Byte arrays at least this long travel beside the message rather than inside its serialisation. */
const BESIDE_BYTES = 64 * 1024;
/** The largest message either side accepts: past it the peer is broken or hostile, and the socket is closed. */
export const MAX_FRAME_BYTES = 1024 * 1024 * 1024;
/** How deep in a message a large byte array is looked for (a task's field, a result's, a field of those). */
const DEPTH = 3;

export class FrameTooLarge extends Error {
  constructor(bytes: number) {
    super(`a message of ${bytes} bytes is larger than the ${MAX_FRAME_BYTES} a frame may hold`);
    this.name = "FrameTooLarge";
  }
}

interface Beside {
  "@quire/bytes": number;
}

const isBeside = (v: unknown): v is Beside => typeof v === "object" && v !== null && "@quire/bytes" in v;

/** The message with each large Uint8Array (shallow, by DEPTH) swapped for its place in `out`. */
function takeOut(value: unknown, out: Uint8Array[], depth: number): unknown {
  if (value instanceof Uint8Array) {
    if (value.byteLength < BESIDE_BYTES || value.buffer instanceof SharedArrayBuffer) return value;
    out.push(value);
    return { "@quire/bytes": out.length - 1 } satisfies Beside;
  }
  if (
    depth >= DEPTH ||
    typeof value !== "object" ||
    value === null ||
    ArrayBuffer.isView(value) ||
    value instanceof Map ||
    value instanceof Set
  )
    return value;
  if (Array.isArray(value))
    return value.some((v) => v instanceof Uint8Array || (typeof v === "object" && v !== null))
      ? value.map((v) => takeOut(v, out, depth + 1))
      : value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(value)) {
    const swapped = takeOut(v, out, depth + 1);
    if (swapped !== v) (copy ??= { ...(value as Record<string, unknown>) })[k] = swapped;
  }
  return copy ?? value;
}

function putBack(value: unknown, beside: Buffer[], depth: number): unknown {
  if (isBeside(value)) return beside[value["@quire/bytes"]];
  if (depth >= DEPTH || typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = putBack(value[i], beside, depth + 1);
    return value;
  }
  for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = putBack(v, beside, depth + 1);
  return value;
}

/** Writes one message: its header (the serialisation's length, then each array's), the serialisation, the arrays. */
export function writeFrame(socket: Socket, message: unknown): boolean {
  const arrays: Uint8Array[] = [];
  const body = serialize(takeOut(message, arrays, 0));
  const total = body.byteLength + arrays.reduce((n, a) => n + a.byteLength, 0);
  if (total > MAX_FRAME_BYTES) throw new FrameTooLarge(total);
  const header = Buffer.allocUnsafe(HEADER_BYTES + 4 * arrays.length);
  header.writeUInt32LE(body.byteLength, 0);
  header.writeUInt32LE(arrays.length, 4);
  arrays.forEach((a, i) => header.writeUInt32LE(a.byteLength, HEADER_BYTES + 4 * i));
  socket.write(header);
  let flowing = socket.write(body);
  for (const a of arrays) flowing = socket.write(a);
  return flowing;
}

/** Calls `onFrame` with each message read from `socket`, in order; a frame over the limit closes the socket. */
export function readFrames(socket: Socket, onFrame: (message: unknown) => void): void {
  /** What the next bytes fill: the fixed header, the arrays' lengths, the serialisation, then each array. */
  let pending: Buffer[] = [];
  let want: Buffer = Buffer.allocUnsafe(HEADER_BYTES);
  let filled = 0;
  let stage: "header" | "lengths" | "parts" = "header";
  let lengths: number[] = [];
  const next = (size: number) => {
    want = Buffer.allocUnsafe(size);
    filled = 0;
  };
  /** The buffer just filled: moves to what comes after it; false when the frame is too large. */
  const advance = (): boolean => {
    if (stage === "header") {
      const bodyBytes = want.readUInt32LE(0);
      const count = want.readUInt32LE(4);
      lengths = [bodyBytes];
      if (bodyBytes > MAX_FRAME_BYTES || count > 4096) return false;
      stage = count === 0 ? "parts" : "lengths";
      next(count === 0 ? bodyBytes : 4 * count);
      return true;
    }
    if (stage === "lengths") {
      for (let i = 0; i < want.length; i += 4) lengths.push(want.readUInt32LE(i));
      if (lengths.reduce((n, l) => n + l, 0) > MAX_FRAME_BYTES) return false;
      stage = "parts";
      next(lengths[0]!);
      return true;
    }
    pending.push(want);
    if (pending.length < lengths.length) {
      next(lengths[pending.length]!);
      return true;
    }
    const [body, ...beside] = pending;
    pending = [];
    stage = "header";
    next(HEADER_BYTES);
    onFrame(putBack(deserialize(body!), beside, 0));
    return true;
  };
  socket.on("data", (chunk: Buffer) => {
    let at = 0;
    for (;;) {
      // A part of no bytes (an empty array beside the message) is complete before any byte of it arrives.
      while (filled === want.length)
        if (!advance()) return void socket.destroy(new FrameTooLarge(lengths.reduce((n, l) => n + l, 0)));
      if (at >= chunk.length) return;
      const n = Math.min(want.length - filled, chunk.length - at);
      chunk.copy(want, filled, at, at + n);
      filled += n;
      at += n;
    }
  });
}
