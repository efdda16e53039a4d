// Frames between the server and a work process: messages with large byte arrays beside them come back whole and in
// order, however the bytes are cut into chunks on the way; a frame past the limit closes the socket.
import { describe, expect, it } from "vitest";
import { Duplex } from "node:stream";
import type { Socket } from "node:net";
import { readFrames, writeFrame } from "./frames.js";

/** A socket stand-in that keeps what is written, and one that replays it cut into chunks of `size`. */
function pipeOf(): { writer: Socket; bytes: () => Buffer } {
  const parts: Buffer[] = [];
  const writer = new Duplex({
    write: (chunk: Buffer, _enc, done) => (parts.push(Buffer.from(chunk)), done()),
    read() {},
  }) as unknown as Socket;
  return { writer, bytes: () => Buffer.concat(parts) };
}

function readAll(bytes: Buffer, size: number): unknown[] {
  const got: unknown[] = [];
  const reader = new Duplex({ write: (_c, _e, done) => done(), read() {} }) as unknown as Socket;
  readFrames(reader, (m) => got.push(m));
  for (let at = 0; at < bytes.length; at += size) reader.emit("data", bytes.subarray(at, at + size));
  return got;
}

const big = (n: number, seed: number) => new Uint8Array(n).map((_, i) => (i * seed) % 251);
/** A message with its byte arrays (Uint8Array or Buffer alike) as base64, to compare. */
const plain = (v: unknown): unknown =>
  v instanceof Uint8Array
    ? Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64")
    : Array.isArray(v)
      ? v.map(plain)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
        : v;

describe("frames", () => {
  const messages = [
    { t: "run", id: 1, task: { bytes: big(300_000, 7), key: "k", deck: { title: "é字", slides: [1, 2] } } },
    { t: "done", id: 1, result: { pdf: big(70_000, 3), warnings: ["a"], pages: [big(100_000, 5), big(10, 2)] } },
    { t: "ready" },
    { t: "port", id: 2, port: 3, message: big(65_536, 11) },
  ];

  it("carries messages and their large byte arrays whole and in order, cut into any chunks", async () => {
    const { writer, bytes } = pipeOf();
    for (const m of messages) writeFrame(writer, m);
    await new Promise((resolve) => setImmediate(resolve));
    for (const size of [1, 7, 4096, 65_536, 10_000_000]) {
      const got = readAll(bytes(), size);
      expect(got).toHaveLength(messages.length);
      expect(got.map(plain)).toEqual(messages.map(plain));
    }
  });

  it("closes the socket on a frame that announces more than the limit", async () => {
    const reader = new Duplex({ write: (_c, _e, done) => done(), read() {} }) as unknown as Socket;
    const got: unknown[] = [];
    const failed = new Promise<Error>((resolve) => reader.once("error", resolve));
    readFrames(reader, (m) => got.push(m));
    const header = Buffer.alloc(8);
    header.writeUInt32LE(2 ** 31, 0);
    reader.emit("data", header);
    expect(reader.destroyed).toBe(true);
    expect((await failed).name).toBe("FrameTooLarge");
    expect(got).toEqual([]);
  });
});
