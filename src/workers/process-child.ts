// A work process's entry: runs the tasks the server sends on fd 3, one at a time, each an export of a worker module,
// under the memory cap it was started with (process-pool.ts); it exits when the server's end of the socket closes.
import { readdirSync, readFileSync } from "node:fs";
import { Socket } from "node:net";
import { setPriority } from "node:os";
import { readFrames, writeFrame } from "./frames.js";
import { carryError, isBlobMarker, isPortMarker, type FromChild, type ToChild } from "./process-messages.js";
import { RelayedPort } from "./relayed-port.js";

/** Blobs (templates by their key) kept for the next task that names them: as many as the drawing caches keep. */
const BLOBS_KEPT = Number(process.env.QUIRE_WORK_BLOBS_KEPT ?? 4);

const socket = new Socket({ fd: 3, readable: true, writable: true });
const send = (message: FromChild) => writeFrame(socket, message);
const modules = new Map<string, Promise<Record<string, unknown>>>();
const blobs = new Map<string, Uint8Array>();
const ports = new Map<number, RelayedPort>();
/** The nice value this process takes after its first task (QUIRE_WORK_NICE), if lower priority was asked for. */
let niceAfterFirst = process.env.QUIRE_WORK_NICE === undefined ? null : Number(process.env.QUIRE_WORK_NICE);

/**
 * Every thread of this process at the lower priority (a nice value is a thread's own on Linux; threads started later
 * take their starter's). Done after the first task, not at start: loading its modules then runs at the server's
 * priority, so a cold process on a machine busy with other work is not left crawling for a minute.
 */
function lowerPriority(): void {
  if (niceAfterFirst === null) return;
  const nice = niceAfterFirst;
  niceAfterFirst = null;
  // A thread started meanwhile by one not yet lowered keeps its starter's priority: read the list again until it holds.
  const lowered = new Set<number>();
  for (let pass = 0; pass < 4; pass++) {
    const fresh = threadIds().filter((tid) => !lowered.has(tid));
    if (fresh.length === 0) return;
    for (const tid of fresh) {
      lowered.add(tid);
      try {
        setPriority(tid, nice);
      } catch {
        // A thread that ended meanwhile, or not permitted: it runs at the priority it has.
      }
    }
  }
}

function threadIds(): number[] {
  try {
    return readdirSync("/proc/self/task").map(Number);
  } catch {
    return [process.pid]; // No /proc: the main thread alone.
  }
}

class BlobMissing extends Error {
  constructor(readonly key: string) {
    super(`blob ${key} is not held here`);
  }
}

function keepBlob(key: string, bytes: Uint8Array): Uint8Array {
  blobs.delete(key);
  blobs.set(key, bytes);
  while (blobs.size > BLOBS_KEPT) blobs.delete(blobs.keys().next().value!);
  return bytes;
}

/** The task as its entry expects it: each port marker a relayed port, each blob marker its bytes. */
function revive(value: unknown, id: number, depth = 0): unknown {
  if (isPortMarker(value)) {
    const n = value["@quire/port"];
    const port = new RelayedPort(
      (message) => send({ t: "port", id, port: n, message }),
      () => {
        ports.delete(n);
        send({ t: "port-close", id, port: n });
      },
    );
    ports.set(n, port);
    return port;
  }
  if (isBlobMarker(value)) {
    const key = value["@quire/blob"];
    if (value.bytes) return keepBlob(key, value.bytes);
    const held = blobs.get(key);
    if (!held) throw new BlobMissing(key);
    return keepBlob(key, held);
  }
  if (depth > 2 || typeof value !== "object" || value === null || ArrayBuffer.isView(value) || Array.isArray(value))
    return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = revive(v, id, depth + 1);
  return out;
}

/** The share of its cap past which a process is replaced after a task: an ordinary brand drawing's process reserves about 1.27 GB. */
const HEAVY_SHARE = 0.85;
/** The memory cap this process runs under, in KiB (RLIMIT_DATA, set by the shell that started it). */
const CAP_KB = Number(process.env.QUIRE_MEMORY_KB ?? 0);

/**
 * Whether the process still holds more than HEAVY_SHARE of its cap after a task: a decoder's pixels kept by the allocator (glibc
 * keeps freed native memory in its arenas) leave the next task less room than its bound promises, so the pool replaces
 * a process that says so before it takes another.
 */
function heavy(): boolean {
  if (!CAP_KB) return false;
  try {
    const data = Number(/VmData:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0);
    return data > CAP_KB * HEAVY_SHARE;
  } catch {
    return false;
  }
}

function entry(filename: string): Promise<Record<string, unknown>> {
  let loading = modules.get(filename);
  if (!loading) modules.set(filename, (loading = import(filename) as Promise<Record<string, unknown>>));
  return loading;
}

async function run(frame: Extract<ToChild, { t: "run" }>): Promise<void> {
  const { id } = frame;
  let answer: FromChild;
  try {
    const task = revive(frame.task, id);
    const fresh = !modules.has(frame.filename);
    const module = await entry(frame.filename);
    if (fresh) send({ t: "loaded", id });
    const work = module[frame.name ?? "default"];
    if (typeof work !== "function") throw new Error(`${frame.filename} exports no function ${frame.name ?? "default"}`);
    const result: unknown = await (work as (task: unknown) => unknown)(task);
    answer = { t: "done", id, result, heavy: heavy() };
  } catch (err) {
    answer =
      err instanceof BlobMissing
        ? { t: "need-blob", id, key: err.key }
        : { t: "fail", id, error: carryError(err), heavy: heavy() };
  }
  // A finished task's ports close with it, as a terminated thread's do; the priority drops before the answer leaves,
  // so the server's next task never meets this process at the priority it loaded with.
  for (const port of [...ports.values()]) port.close();
  lowerPriority();
  send(answer);
}

readFrames(socket, (message) => {
  const frame = message as ToChild;
  if (frame.t === "run") void run(frame);
  else if (frame.t === "port") ports.get(frame.port)?.deliver(frame.message);
  else if (frame.t === "port-close") {
    ports.get(frame.port)?.closedByPeer();
    ports.delete(frame.port);
  }
});
socket.on("close", () => process.exit(0));
socket.on("error", () => process.exit(0));
// A replacement takes the lower priority before its first task (work-process.ts).
if (process.env.QUIRE_WORK_NICE_NOW) lowerPriority();
send({ t: "ready" });
