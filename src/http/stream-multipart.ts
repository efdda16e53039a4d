// A multipart/form-data body parsed as it arrives (@fastify/busboy), chunk by chunk, into the FormData the routes read:
// undici's parser took the whole body at once, and a 7 MB template held the event loop about 100 ms while it did.
import { Busboy } from "@fastify/busboy";
import type { AppError } from "../lib/errors.js";
import { refuseAfterDraining } from "./read-body-limited.js";

/** The parsed form; the parse's own failure (not multipart, cut short) as `malformed`, past `limit` bytes as `tooLarge()`. */
export async function streamMultipart(
  request: Request,
  contentType: string,
  limit: number,
  tooLarge: () => AppError,
  malformed: () => AppError,
): Promise<FormData> {
  if (!request.body) throw malformed();
  const form = new FormData();
  // The first file may be nearly the whole body: room for it from the start, so it is never copied to grow.
  let firstFileRoom = Math.min(limit, Number(request.headers.get("content-length")) || 0);
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({ headers: { "content-type": contentType }, limits: { fieldSize: limit, fileSize: limit } });
  } catch {
    throw malformed();
  }
  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name: string, value: string) => form.append(name, value));
    parser.on(
      "file",
      (name: string, file: NodeJS.ReadableStream, filename: string, _encoding: string, mime: string) => {
        const held = new GrowingBytes(firstFileRoom);
        firstFileRoom = 0;
        file.on("data", (chunk: Uint8Array) => held.add(chunk));
        file.on("end", () => form.append(name, new HeldFile(held.bytes(), filename ?? "", mime)));
      },
    );
    parser.on("finish", resolve);
    parser.on("error", reject);
  });
  done.catch(() => undefined);
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      total += value.byteLength;
      if (total > limit) {
        parser.destroy();
        throw await refuseAfterDraining(reader, total, limit, tooLarge);
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
    parser.end();
    await done;
  } catch (err) {
    if (total > limit) throw err;
    throw malformed();
  }
  return form;
}

/**
 * Bytes copied in as they arrive, into a buffer that doubles when full: each chunk's copy is its own event's small work,
 * where joining them all at the end was one copy of the whole file (87 ms for a 6.8 MB template, in small chunks). A
 * doubling copies into fresh pages at once (40-50 ms for 4 MB here), so room known ahead is taken at the start.
 */
class GrowingBytes {
  #buffer: Buffer<ArrayBuffer>;
  #length = 0;

  constructor(room: number) {
    this.#buffer = Buffer.allocUnsafeSlow(Math.max(64 * 1024, room));
  }

  add(chunk: Uint8Array): void {
    if (this.#length + chunk.byteLength > this.#buffer.byteLength) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.#buffer.byteLength * 2, this.#length + chunk.byteLength));
      this.#buffer.copy(grown, 0, 0, this.#length);
      this.#buffer = grown;
    }
    this.#buffer.set(chunk, this.#length);
    this.#length += chunk.byteLength;
  }

  bytes(): Buffer<ArrayBuffer> {
    return this.#buffer.subarray(0, this.#length) as Buffer<ArrayBuffer>;
  }
}

/**
 * A file holding the bytes it was given, read back without a copy. A File of the parser's chunks is copied into the
 * Blob and out of it again, on the event loop: 100-170 ms for a 6.8 MB template here (~100 ms a copy of 30 MB).
 * Appended without a file name argument, FormData keeps it as it is.
 */
class HeldFile extends File {
  readonly #bytes: Buffer<ArrayBuffer>;

  constructor(bytes: Buffer<ArrayBuffer>, name: string, type: string) {
    super([], name, { type });
    this.#bytes = bytes;
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const b = this.#bytes;
    const whole = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength;
    return Promise.resolve(whole ? b.buffer : b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  }

  /** The bytes as they are held, without a copy (arrayBuffer copies unless they fill their buffer: 60 ms for 6.8 MB). */
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(new Uint8Array(this.#bytes.buffer, this.#bytes.byteOffset, this.#bytes.byteLength));
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#bytes.toString("utf8"));
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new Blob([this.#bytes]).stream();
  }

  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.#bytes.subarray(start, end)], { type });
  }
}
