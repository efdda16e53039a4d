// A streamed answer written whole to a temp file before its headers go out: a failure midway is an error answer, never a
// 200 cut short, and memory holds a few pages whatever the zip's size. The file is unlinked once open, so nothing stays.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { once } from "node:events";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { tempPathIn } from "../store/temp-files.js";

export interface Spooled {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** Reads `stream` to its end into a temp file in `dir`, then answers it from there; the stream's failure is thrown. */
export async function spool(stream: ReadableStream<Uint8Array>, dir: string, signal?: AbortSignal): Promise<Spooled> {
  await mkdir(dir, { recursive: true });
  const path = tempPathIn(dir);
  try {
    await pipeline(
      Readable.fromWeb(stream as WebReadableStream<Uint8Array>),
      createWriteStream(path, { mode: 0o600 }),
      { signal },
    );
    const { size } = await stat(path);
    const file = createReadStream(path);
    await once(file, "open");
    await rm(path, { force: true });
    return { body: Readable.toWeb(file) as ReadableStream<Uint8Array>, size };
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}
