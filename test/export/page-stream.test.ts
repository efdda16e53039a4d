// Page pictures streamed from a worker (src/workers/page-stream.ts): the worker runs at most a window of bytes ahead of
// its reader, so memory stays flat however many pages there are; its time is counted only while it draws, so a slow
// reader does not run it out; a worker too slow is stopped; a reader that leaves stops it.
import { Piscina } from "piscina";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PagePictures } from "../../src/formats/raster/page-pngs.js";
import { ExportTimeoutError } from "../../src/workers/bounded-run.js";
import { streamPages } from "../../src/workers/page-stream.js";
import { workerExecArgv } from "../../src/workers/worker-exec-argv.js";
import type { FakePagesJob } from "./fake-page-worker.js";

const WORKER = new URL("./fake-page-worker.ts", import.meta.url).href;
const MIB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pool: Piscina;
beforeAll(() => {
  pool = new Piscina({ filename: WORKER, execArgv: workerExecArgv(), minThreads: 1, maxThreads: 1 });
});
afterAll(async () => pool?.destroy());

function start(
  job: Omit<FakePagesJob, "made" | "port">,
  workMs = 30_000,
): { made: Int32Array; pages: Promise<PagePictures> } {
  const made = new SharedArrayBuffer(4);
  const pages = streamPages(
    pool,
    { ...job, made },
    { maxQueue: 4, workMs, filename: WORKER, name: "default", busyMessage: "busy" },
  );
  return { made: new Int32Array(made), pages };
}

async function readAll(pages: PagePictures): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const png of pages.pictures) out.push(png);
  return out;
}

describe("streamed page pictures", () => {
  it("the worker stops a window (8 MiB) ahead of a reader that does not read, then every page comes in order", async () => {
    const { made, pages } = start({ count: 40, size: MIB, delayMs: 0 });
    const stream = await pages;
    expect(stream.pages).toBe(40);
    expect(stream.warnings).toEqual(["a warning"]);
    await sleep(1000);
    // Eight pages fill the window; the ninth is made and waits to be sent.
    expect(Atomics.load(made, 0)).toBeLessThanOrEqual(10);
    const all = await readAll(stream);
    expect(all).toHaveLength(40);
    expect(all.map((p) => p[0])).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(Atomics.load(made, 0)).toBe(40);
  }, 30_000);

  it("time spent waiting for a slow reader is not the worker's: a 400 ms budget outlasts a 1.5 s pause", async () => {
    const { pages } = start({ count: 20, size: MIB, delayMs: 0 }, 400);
    const stream = await pages;
    await sleep(1500);
    expect(await readAll(stream)).toHaveLength(20);
  }, 30_000);

  it("a worker drawing past its budget is stopped: the reader gets ExportTimeoutError", async () => {
    const { pages } = start({ count: 20, size: 1000, delayMs: 100 }, 400);
    const stream = await pages;
    await expect(readAll(stream)).rejects.toBeInstanceOf(ExportTimeoutError);
  }, 30_000);

  it("a reader that leaves stops the worker: the rest of the pages are never made", async () => {
    const { made, pages } = start({ count: 30, size: 1000, delayMs: 50 });
    const stream = await pages;
    const reading = readAll(stream);
    await sleep(300);
    stream.cancel();
    await expect(reading).rejects.toThrow();
    const stopped = Atomics.load(made, 0);
    await sleep(300);
    expect(Atomics.load(made, 0)).toBe(stopped);
    expect(stopped).toBeLessThan(30);
    // The pool's worker was replaced and takes the next task.
    expect(await readAll(await start({ count: 2, size: 10, delayMs: 0 }).pages)).toHaveLength(2);
  }, 30_000);
});
