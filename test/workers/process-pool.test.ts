// The work processes: a task's answer and its errors cross intact; a native abort, a memory cap or a stuck task ends one
// task and its process alone (the next task runs on a fresh one); time runs from a task's start, never while it waits.
import { afterEach, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { getPriority } from "node:os";
import { MessageChannel } from "node:worker_threads";
import { AppError } from "../../src/lib/errors.js";
import { ExportTimeoutError, PoolBusyError, WorkProcessStopped } from "../../src/workers/pool-errors.js";
import { ProcessPool, type ProcessRun } from "../../src/workers/process-pool.js";
import { workerExecArgv } from "../../src/workers/worker-exec-argv.js";

const ENTRY = new URL("./process-tasks.ts", import.meta.url).href;
const MB = 1024 * 1024;
let pool: ProcessPool | null = null;

function start(size = 1, more: Partial<ConstructorParameters<typeof ProcessPool>[0]> = {}): ProcessPool {
  pool = new ProcessPool({
    size,
    entry: ENTRY,
    maxQueue: 4,
    execArgv: workerExecArgv(),
    memoryBytes: 512 * MB,
    heapMb: 128,
    niceness: 0,
    ...more,
  });
  return pool;
}
const run = (name: string | undefined, more: Partial<ProcessRun> = {}): ProcessRun => ({
  name,
  timeoutMs: 20_000,
  maxWaitMs: 20_000,
  ...more,
});

afterEach(async () => {
  await pool?.close(1_000);
  pool = null;
});

describe("a task in a work process", () => {
  it("answers with its bytes and text intact", async () => {
    const p = start();
    const bytes = new Uint8Array(3 * MB).map((_, i) => i % 251);
    const out = (await p.run({ bytes, text: "héllo" }, run(undefined))) as {
      bytes: Uint8Array;
      text: string;
      pid: number;
    };
    expect(out.text).toBe("héllo");
    expect(Buffer.from(out.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(out.pid).not.toBe(process.pid);
  }, 60_000);

  it("fails with the AppError it threw, code and details kept; another error keeps its name", async () => {
    const p = start();
    const refused = await p.run({}, run("refuse")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "invalid_template",
      message: "That is not a template.",
      details: [{ path: "file", message: "not a zip" }],
    });
    const fault = (await p.run({}, run("fault")).catch((e: unknown) => e)) as Error;
    expect(fault).not.toBeInstanceOf(AppError);
    expect(fault.name).toBe("TypeError");
  }, 60_000);
});

describe("a task whose code loads slowly (a cold process on a starved host)", () => {
  const SLOW = new URL("./slow-loading-tasks.ts", import.meta.url).href;

  it("is not stopped while its module loads: its own time starts once the code is loaded, and still bounds its work", async () => {
    const p = start();
    // 1.5 s of loading against a 500 ms task: the load is not the task's time.
    await expect(p.run({}, run(undefined, { filename: SLOW, timeoutMs: 500 }))).resolves.toBe("loaded");
    await expect(p.run({}, run(undefined, { filename: SLOW, timeoutMs: 500 }))).resolves.toBe("loaded");
    // Once loaded, the task's own work past its time is stopped as before.
    const err = await p.run({ ms: 3_000 }, run("block", { filename: SLOW, timeoutMs: 500 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportTimeoutError);
  }, 60_000);
});

describe("a task that would take its process down", () => {
  it("a native abort fails that task alone, as too heavy (413); the next runs on a fresh process", async () => {
    const p = start();
    const before = p.pids[0];
    const err = await p.run({}, run("abort")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkProcessStopped);
    expect((err as AppError).status).toBe(413);
    const out = (await p.run({ bytes: new Uint8Array(1), text: "after" }, run(undefined))) as {
      text: string;
      pid: number;
    };
    expect(out.text).toBe("after");
    expect(out.pid).not.toBe(before);
  }, 60_000);

  it("an allocation past the memory cap is refused inside the process: 413, and the process is replaced", async () => {
    const p = start(1, { memoryBytes: 384 * MB });
    const err = await p.run({ mb: 1024 }, run("allocate")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkProcessStopped);
    expect(await p.run({ mb: 16 }, run("allocate"))).toBe(16 * MB);
  }, 60_000);

  it("a process left holding most of its cap after a task is replaced before the next; a light one is kept", async () => {
    const p = start(1, { memoryBytes: 768 * MB });
    const pid = (await p.run({ bytes: new Uint8Array(1), text: "a" }, run(undefined))) as { pid: number };
    const again = (await p.run({ bytes: new Uint8Array(1), text: "b" }, run(undefined))) as { pid: number };
    expect(again.pid).toBe(pid.pid);
    expect(await p.run({ mb: 600 }, run("hold"))).toBe(600 * MB);
    const after = (await p.run({ bytes: new Uint8Array(1), text: "c" }, run(undefined))) as { pid: number };
    expect(after.pid).not.toBe(pid.pid);
  }, 60_000);

  it("a heap past its limit ends the process (V8's fatal error), not the server", async () => {
    const p = start(1, { heapMb: 64 });
    await expect(p.run({}, run("exhaustHeap"))).rejects.toBeInstanceOf(WorkProcessStopped);
    expect(await p.run({ mb: 1 }, run("allocate"))).toBe(MB);
  }, 60_000);

  it("a stack a file nested past its depth is the task's weight (413), not a fault", async () => {
    const p = start();
    await expect(p.run({ depth: 10_000_000 }, run("recurse"))).rejects.toBeInstanceOf(WorkProcessStopped);
    expect(await p.run({ depth: 10 }, run("recurse"))).toBe(10);
  }, 60_000);

  it("a task past its own time is stopped (413) and its process replaced", async () => {
    const p = start();
    await expect(p.run({ ms: 30_000 }, run("block", { timeoutMs: 300 }))).rejects.toBeInstanceOf(ExportTimeoutError);
    expect(await p.run({ mb: 1 }, run("allocate"))).toBe(MB);
  }, 60_000);
});

describe("a process's priority", () => {
  it("is the server's for its first task (its modules load at full speed), then lower on every thread", async () => {
    const p = start(1, { niceness: 5 });
    // The first task reads its own process's priority while it runs.
    expect(await p.run({}, run("priority"))).toBe(getPriority());
    const pid = p.pids[0]!;
    const lowered = Math.min(19, getPriority() + 5);
    const threads = readdirSync(`/proc/${pid}/task`).map(Number);
    expect(threads.length).toBeGreaterThan(1);
    // A thread that ended meanwhile has no priority to read.
    const priorityOf = (tid: number) => {
      try {
        return getPriority(tid);
      } catch {
        return lowered;
      }
    };
    for (const tid of threads) expect(priorityOf(tid), `thread ${tid}`).toBe(lowered);
  }, 60_000);
});

describe("waiting for a process", () => {
  it("does not count against a task's own time", async () => {
    const p = start();
    const first = p.run({ ms: 1_500 }, run("block"));
    // Its own work takes no time; it waits 1.5 s behind the first with a 1 s budget of its own.
    const second = p.run({ mb: 1 }, run("allocate", { timeoutMs: 1_000 }));
    await first;
    expect(await second).toBe(MB);
  }, 60_000);

  it("is not counted while the first process starts: a task asked for at once waits for it, however short its wait", async () => {
    const p = start();
    expect(await p.run({ mb: 1 }, run("allocate", { maxWaitMs: 1 }))).toBe(MB);
  }, 60_000);

  it("is refused at once when the queue is full, and with 503 once it waited too long", async () => {
    const p = start(1, { maxQueue: 1 });
    const busy = p.run({ ms: 3_000 }, run("block"));
    const waiting = p.run({ mb: 1 }, run("allocate", { maxWaitMs: 500 }));
    const refused = await p.run({ mb: 1 }, run("allocate")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as AppError).retryAfter).toBeGreaterThan(0);
    await expect(waiting).rejects.toBeInstanceOf(PoolBusyError);
    await busy;
  }, 60_000);

  it("in lanes: a flood of one kind of work neither fills another lane's queue nor keeps it waiting behind the flood", async () => {
    const p = start(1, { maxQueue: 3 });
    const order: string[] = [];
    const task = (lane: string, label: string) =>
      p.run({ ms: 200 }, run("block", { lane })).then(() => void order.push(label));
    await p.run({ ms: 1 }, run("block"));
    const flood = [task("files", "f1"), task("files", "f2"), task("files", "f3"), task("files", "f4")];
    // The files lane holds three waiting (the first runs): a fifth is refused, a brand's task still has room.
    await expect(p.run({ ms: 1 }, run("block", { lane: "files" }))).rejects.toBeInstanceOf(PoolBusyError);
    const brand = [task("brands", "b1"), task("brands", "b2")];
    await Promise.all([...flood, ...brand]);
    // Lanes take turns at the one process: each brand task waits for one file task, not for the whole flood.
    expect(order).toEqual(["f1", "b1", "f2", "b2", "f3", "f4"]);
  }, 60_000);

  it("leaves the queue on its client's abort, and a running task's process is replaced on it", async () => {
    const p = start();
    const client = new AbortController();
    const running = p.run({ ms: 30_000 }, run("block", { signal: client.signal }));
    const queued = p.run({ mb: 1 }, run("allocate", { signal: client.signal }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.abort();
    expect(((await running.catch((e: unknown) => e)) as Error).name).toBe("AbortError");
    expect(((await queued.catch((e: unknown) => e)) as Error).name).toBe("AbortError");
    expect(await p.run({ mb: 1 }, run("allocate"))).toBe(MB);
  }, 60_000);
});

describe("a task's ports and blobs", () => {
  it("relays messages both ways and closes the caller's end when the task ends", async () => {
    const p = start();
    const { port1, port2 } = new MessageChannel();
    const got: number[] = [];
    const closed = new Promise<void>((resolve) => port1.once("close", () => resolve()));
    port1.on("message", (m: number) => {
      got.push(m);
      if (got.length === 3) port1.postMessage("stop");
    });
    const answer = p.run({ port: port2 }, run("talk", { transferList: [port2] }));
    for (const n of [1, 2, 3]) port1.postMessage(n);
    expect(await answer).toBe(3);
    expect(got).toEqual([2, 4, 6]);
    await closed;
  }, 60_000);

  it("sends a blob once per process and asks for it again when the process let it go", async () => {
    const p = start(1, { env: { QUIRE_WORK_BLOBS_KEPT: "1" } });
    const a = new Uint8Array(2 * MB).fill(7);
    const b = new Uint8Array(MB).fill(9);
    const blob = (key: string) => run("blobSize", { blob: { field: "bytes", key } });
    expect(await p.run({ bytes: a }, blob("a"))).toMatchObject({ length: 2 * MB, first: 7 });
    expect(await p.run({ bytes: a }, blob("a"))).toMatchObject({ length: 2 * MB, first: 7 });
    // The process keeps one: "b" pushes "a" out, so the next "a" is asked for again and sent whole.
    expect(await p.run({ bytes: b }, blob("b"))).toMatchObject({ length: MB, first: 9 });
    expect(await p.run({ bytes: a }, blob("a"))).toMatchObject({ length: 2 * MB, first: 7 });
  }, 60_000);
});
