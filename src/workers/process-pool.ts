// A fixed number of work processes taking tasks from bounded queues, one a lane, served in turn: a task's time runs from
// when a process starts it, never while it waits; a task that waits too long, or finds its lane's queue full, is refused
// at once (503); a process that ends mid-task (its memory cap, a native abort, a stuck task killed) fails that task alone
// and is replaced.
import { MessagePort } from "node:worker_threads";
import { ExportTimeoutError, PoolBusyError, WorkProcessStopped } from "./pool-errors.js";
import { OUT_OF_MEMORY, reviveError, type BlobMarker, type FromChild, type PortMarker } from "./process-messages.js";
import { describeEnding, WorkProcess, type WorkProcessOptions } from "./work-process.js";

export interface ProcessPoolOptions extends WorkProcessOptions {
  size: number;
  /** The module whose default export runs a task that names no other. */
  entry: string;
  maxQueue: number;
  /** Told when a process ends unasked (the task it held, how it ended), for the log. */
  onStopped?: (detail: { pid: number | undefined; how: string; task: string | null }) => void;
}

export interface ProcessRun {
  /** The module's export to call; its default when not given. */
  name?: string;
  filename?: string;
  /** The client's abort (a hang-up): the task leaves the queue, or its process is killed. */
  signal?: AbortSignal;
  /** The task's own time, counted from when a process starts it. */
  timeoutMs: number;
  /** How long it may wait for a process once one takes tasks; past it 503 as when the queue is full. */
  maxWaitMs: number;
  busyMessage?: string;
  /** MessagePorts of the task: relayed message by message between the caller and the process. */
  transferList?: readonly unknown[];
  /** A top-level field of bytes the process keeps by `key` (a template): sent to each process once. */
  blob?: { field: string; key: string };
  /** Called when a process starts the task: a caller's own clock for it starts here. */
  onStart?: () => void;
  /**
   * The queue it waits in ("default" unless named): each lane holds up to the pool's maxQueue and lanes take turns at a
   * free process, so a flood of one kind of work (exports) neither fills another's queue nor makes it wait behind it.
   */
  lane?: string;
}

interface Queued {
  task: unknown;
  run: ProcessRun;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  process: WorkProcess;
  /** Takes tasks: started, and not being replaced. */
  ready: boolean;
  /** Got as far as taking tasks once (a process that never did is dying at start, and is restarted with a backoff). */
  started: boolean;
  /** Blobs sent to this process, most recent last (it keeps a few; one it dropped is asked for again). */
  blobs: string[];
  /** The modules it has loaded: a task of another loads it first, which is not the task's own time. */
  loaded: Set<string>;
  current: Running | null;
}

interface Running extends Queued {
  id: number;
  ports: Map<number, MessagePort>;
  timer?: NodeJS.Timeout;
  settled: boolean;
  /** Resolved once the task has its outcome, however it ended. */
  finished: Promise<void>;
  finish: () => void;
}

const BLOBS_REMEMBERED = 4;
/** A process that dies before it is ready is started again after this, doubling to a minute while it keeps dying. */
const RESTART_BACKOFF_MS = 500;
/**
 * How long a task's module may take to load in its process or thread (pdf.js and the canvas for a first picture take 1.5–2 s on
 * an idle machine, far longer on a starved one) before the task's own time starts: bounded, but never the task's
 * budget, so a slow host's first quality report is measured rather than stopped while its code loads.
 */
export const MODULE_LOAD_MS = 120_000;

let nextId = 1;
let nextPort = 1;

export class ProcessPool {
  private readonly slots: Slot[] = [];
  /** Waiting tasks by lane, oldest first; lanes are served in turn, starting after the one served last. */
  private readonly lanes = new Map<string, Queued[]>();
  private lastLane = "";
  private closing = false;
  private earlyDeaths = 0;
  private replacements = 0;

  constructor(private readonly options: ProcessPoolOptions) {
    for (let i = 0; i < options.size; i++) this.start();
  }

  get queueSize(): number {
    let n = 0;
    for (const queue of this.lanes.values()) n += queue.length;
    return n;
  }

  /** Process ids, for tests and for measuring what the processes hold. */
  get pids(): number[] {
    return this.slots.map((s) => s.process.child.pid).filter((pid): pid is number => pid !== undefined);
  }

  run(task: unknown, run: ProcessRun): Promise<unknown> {
    if (this.closing) return Promise.reject(new PoolBusyError(run.busyMessage));
    const queue = this.laneOf(run);
    if (queue.length >= this.options.maxQueue) return Promise.reject(new PoolBusyError(run.busyMessage));
    if (run.signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const queued: Queued = { task, run, resolve, reject };
      if (this.slots.some((s) => s.ready)) this.startWait(queued);
      run.signal?.addEventListener("abort", () => this.dequeue(queued, abortError()), { once: true });
      queue.push(queued);
      this.pump();
    });
  }

  /** Refuses what waits, lets running tasks finish within `graceMs`, then ends every process. */
  async close(graceMs: number): Promise<void> {
    this.closing = true;
    for (const queued of [...this.lanes.values()].flatMap((q) => q.splice(0))) {
      clearTimeout(queued.waitTimer);
      queued.reject(new PoolBusyError(queued.run.busyMessage));
    }
    const running = this.slots.flatMap((s) => (s.current ? [s.current.finished] : []));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(running), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    const slots = [...this.slots];
    for (const slot of slots) {
      // Held until its exit is seen, so a caller awaiting the close is not left with nothing keeping the loop alive.
      slot.process.hold(true);
      slot.process.kill();
    }
    await Promise.all(slots.map((s) => s.process.ended));
  }

  private start(): void {
    // The pool's first processes load at the server's priority (a cold start on a busy machine); a replacement does not.
    const slot: Slot = {
      process: new WorkProcess(this.options, { replacement: this.replacements++ >= this.options.size }),
      ready: false,
      started: false,
      blobs: [],
      loaded: new Set(),
      current: null,
    };
    this.slots.push(slot);
    slot.process.hold(false);
    slot.process.ready.then(
      () => {
        this.earlyDeaths = 0;
        slot.ready = true;
        slot.started = true;
        slot.process.listen((frame) => this.onFrame(slot, frame));
        this.pump();
        for (const queue of this.lanes.values())
          for (const queued of queue) if (!queued.waitTimer) this.startWait(queued);
      },
      () => undefined,
    );
    void slot.process.ended.then((end) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      const task = slot.current;
      slot.current = null;
      if (task) {
        this.options.onStopped?.({
          pid: slot.process.child.pid,
          how: describeEnding(end),
          task: task.run.name ?? null,
        });
        this.settle(task, new WorkProcessStopped(describeEnding(end)));
      }
      if (this.closing) return;
      if (!slot.started) this.earlyDeaths++;
      const delay = slot.started ? 0 : Math.min(60_000, RESTART_BACKOFF_MS * 2 ** (this.earlyDeaths - 1));
      setTimeout(() => {
        if (!this.closing) this.start();
      }, delay).unref();
    });
  }

  private dequeue(queued: Queued, err: unknown): void {
    const queue = this.laneOf(queued.run);
    const at = queue.indexOf(queued);
    if (at < 0) return;
    queue.splice(at, 1);
    clearTimeout(queued.waitTimer);
    queued.reject(err);
  }

  private pump(): void {
    for (;;) {
      const idle = this.slots.filter((s) => s.ready && !s.current);
      if (!idle.length) return;
      const queued = this.nextQueued();
      if (!queued) return;
      clearTimeout(queued.waitTimer);
      const key = queued.run.blob?.key;
      const slot = (key && idle.find((s) => s.blobs.includes(key))) || idle[0]!;
      this.dispatch(slot, queued);
    }
  }

  /**
   * A task's wait for a process is counted once one takes tasks: while the first processes start (modules loading on a
   * busy machine) nothing is refused for waiting, only for a full queue.
   */
  private startWait(queued: Queued): void {
    queued.waitTimer = setTimeout(
      () => this.dequeue(queued, new PoolBusyError(queued.run.busyMessage)),
      queued.run.maxWaitMs,
    );
  }

  private laneOf(run: ProcessRun): Queued[] {
    const name = run.lane ?? "default";
    let queue = this.lanes.get(name);
    if (!queue) this.lanes.set(name, (queue = []));
    return queue;
  }

  /** The oldest task of the first lane after the one served last that has any waiting. */
  private nextQueued(): Queued | undefined {
    const names = [...this.lanes.keys()].sort();
    const after = names.findIndex((n) => n > this.lastLane);
    const order = after < 0 ? names : [...names.slice(after), ...names.slice(0, after)];
    for (const name of order) {
      const queued = this.lanes.get(name)!.shift();
      if (!queued) continue;
      this.lastLane = name;
      return queued;
    }
    return undefined;
  }

  private dispatch(slot: Slot, queued: Queued): void {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const running: Running = { ...queued, id: nextId++, ports: new Map(), settled: false, finished, finish };
    slot.current = running;
    slot.process.hold(true);
    running.run.signal?.addEventListener("abort", () => this.kill(slot, running, abortError()), { once: true });
    const filename = running.run.filename ?? this.options.entry;
    // A module the process has not loaded yet loads within its own bound; the "loaded" frame starts the task's time.
    if (slot.loaded.has(filename)) this.startClock(slot, running);
    // Past it the machine is not keeping up (503 with Retry-After), which is no fault of the task's input.
    else
      running.timer = setTimeout(
        () => this.kill(slot, running, new PoolBusyError(running.run.busyMessage)),
        MODULE_LOAD_MS,
      );
    const task = this.marked(running, slot.blobs.includes(running.run.blob?.key ?? ""));
    this.remember(slot, running.run.blob?.key);
    slot.process.send({ t: "run", id: running.id, filename, name: running.run.name ?? null, task });
    running.run.onStart?.();
  }

  private startClock(slot: Slot, running: Running): void {
    clearTimeout(running.timer);
    running.timer = setTimeout(
      () => this.kill(slot, running, new ExportTimeoutError(running.run.timeoutMs)),
      running.run.timeoutMs,
    );
  }

  /** The task as it crosses: its ports as markers (relayed from here on), its blob as a key when the process has it. */
  private marked(running: Running, held: boolean): unknown {
    const { task, run } = running;
    const ports = (run.transferList ?? []).filter((p): p is MessagePort => p instanceof MessagePort);
    if (!ports.length && !run.blob) return task;
    const swap = new Map<unknown, unknown>();
    for (const port of ports) {
      const n = nextPort++;
      running.ports.set(n, port);
      swap.set(port, { "@quire/port": n } satisfies PortMarker);
      port.on("message", (message: unknown) =>
        this.slotOf(running)?.process.send({ t: "port", id: running.id, port: n, message }),
      );
      port.once("close", () => this.slotOf(running)?.process.send({ t: "port-close", id: running.id, port: n }));
    }
    const copy = replaceIn(task, swap);
    if (run.blob && typeof copy === "object" && copy !== null) {
      const fields = copy as Record<string, unknown>;
      const bytes = fields[run.blob.field] as Uint8Array;
      fields[run.blob.field] = (
        held ? { "@quire/blob": run.blob.key } : { "@quire/blob": run.blob.key, bytes }
      ) satisfies BlobMarker;
    }
    return copy;
  }

  private remember(slot: Slot, key: string | undefined): void {
    if (!key) return;
    slot.blobs = [...slot.blobs.filter((k) => k !== key), key].slice(-BLOBS_REMEMBERED);
  }

  private slotOf(running: Running): Slot | undefined {
    return this.slots.find((s) => s.current === running);
  }

  private onFrame(slot: Slot, frame: FromChild): void {
    const running = slot.current;
    if (!running || !("id" in frame) || frame.id !== running.id) return;
    if (frame.t === "loaded") {
      slot.loaded.add(running.run.filename ?? this.options.entry);
      return this.startClock(slot, running);
    }
    if (frame.t === "port") return void running.ports.get(frame.port)?.postMessage(frame.message);
    if (frame.t === "port-close") {
      running.ports.get(frame.port)?.close();
      running.ports.delete(frame.port);
      return;
    }
    if (frame.t === "need-blob") {
      slot.blobs = slot.blobs.filter((k) => k !== frame.key);
      const task = this.marked({ ...running, ports: new Map() }, false);
      return slot.process.send({
        t: "run",
        id: running.id,
        filename: running.run.filename ?? this.options.entry,
        name: running.run.name ?? null,
        task,
      });
    }
    const outOfMemory = frame.t === "fail" && frame.error.name === OUT_OF_MEMORY;
    const err =
      frame.t === "done"
        ? null
        : outOfMemory
          ? new WorkProcessStopped("an allocation past its memory cap")
          : reviveError(frame.error);
    this.settle(running, err, frame.t === "done" ? frame.result : undefined);
    // Past a refused allocation a decoder's state is not to be trusted, and a process left holding most of its cap
    // would give the next task less than its bound: either is replaced before it takes another task.
    if (outOfMemory || frame.heavy) return this.retire(slot);
    slot.current = null;
    slot.process.hold(false);
    this.pump();
  }

  private retire(slot: Slot): void {
    slot.ready = false;
    slot.current = null;
    slot.process.kill();
  }

  private kill(slot: Slot, running: Running, err: unknown): void {
    if (running.settled || slot.current !== running) return;
    this.settle(running, err);
    slot.process.kill();
  }

  private settle(running: Running, err: unknown, result?: unknown): void {
    if (running.settled) return;
    running.settled = true;
    running.finish();
    clearTimeout(running.timer);
    // The caller's ends see their ports close, as when a thread ends.
    for (const port of running.ports.values()) port.close();
    if (err) running.reject(err);
    else running.resolve(result);
  }
}

function abortError(): Error {
  return new DOMException("The operation was aborted", "AbortError");
}

/** A copy of `value` with each object `swap` names replaced, looked for in its fields two levels down. */
function replaceIn(value: unknown, swap: Map<unknown, unknown>, depth = 0): unknown {
  if (swap.has(value)) return swap.get(value);
  if (depth > 2 || typeof value !== "object" || value === null || ArrayBuffer.isView(value) || Array.isArray(value))
    return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = replaceIn(v, swap, depth + 1);
  return out;
}
