// Reads a backup zip with yauzl (its central directory, zip64 included) and streams entries out checked against
// their CRC-32, which yauzl leaves to its caller.
import { createWriteStream } from "node:fs";
import { Transform, Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32 } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";

export interface ZipEntry {
  name: string;
  size: number;
  entry: Entry;
}

export interface ZipReader {
  entries: Map<string, ZipEntry>;
  read(entry: ZipEntry): Promise<Buffer>;
  /** Writes the entry to `dest`, which must not exist yet. */
  extract(entry: ZipEntry, dest: string, mode?: number): Promise<void>;
  close(): Promise<void>;
}

/** The file is not a zip archive, or a damaged one. */
export class ZipFormatError extends Error {}

export async function openZip(file: string): Promise<ZipReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (err, opened) => (err ? reject(notAZip(err)) : resolve(opened)),
    ),
  );
  try {
    const entries = await listEntries(zip);
    const dataOf = async (entry: ZipEntry) => {
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry.entry, (err, s) => (err ? reject(formatError(err)) : resolve(s))),
      );
      return [stream, checked(entry)] as const;
    };
    return {
      entries,
      async read(entry) {
        const chunks: Buffer[] = [];
        const collect = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        await asFormatError(pipeline(...(await dataOf(entry)), collect));
        return Buffer.concat(chunks);
      },
      async extract(entry, dest, mode = 0o600) {
        await asFormatError(pipeline(...(await dataOf(entry)), createWriteStream(dest, { flags: "wx", mode })));
      },
      close: async () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

function listEntries(zip: ZipFile): Promise<Map<string, ZipEntry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, ZipEntry>();
    zip.on("entry", (entry: Entry) => {
      if (!entry.fileName.endsWith("/"))
        entries.set(entry.fileName, { name: entry.fileName, size: entry.uncompressedSize, entry });
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", (err: Error) => reject(formatError(err)));
    zip.readEntry();
  });
}

/** Passes the entry's bytes through and fails at the end unless they match the CRC-32 its directory records. */
function checked(entry: ZipEntry): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(
        crc >>> 0 === entry.entry.crc32 >>> 0
          ? null
          : new ZipFormatError(`${entry.name}: its bytes do not match their checksum`),
      );
    },
  });
}

/** yauzl could not find or read the central directory: the file is no zip, or a truncated one. */
function notAZip(err: Error): Error {
  return (err as NodeJS.ErrnoException).code ? err : new ZipFormatError(`not a zip archive (${err.message})`);
}

/** A damaged entry (yauzl's checks, zlib's inflate: codes Z_…) is a format error; a file system error stays itself. */
function formatError(err: Error): Error {
  const code = (err as NodeJS.ErrnoException).code;
  return err instanceof ZipFormatError || (code && !code.startsWith("Z_")) ? err : new ZipFormatError(err.message);
}

async function asFormatError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw err instanceof Error ? formatError(err) : err;
  }
}
