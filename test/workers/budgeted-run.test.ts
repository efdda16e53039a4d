// A budgeted task on threads: a wait past its bound is 503 (busy), never 413, and does not kill a thread that is still
// loading the entry's modules; the budget runs from the task's start and still stops work past it (413).
import { Piscina } from "piscina";
import { afterEach, describe, expect, it } from "vitest";
import { BudgetExceededError, CpuBudget } from "../../src/lib/cpu-budget.js";
import { runBudgeted } from "../../src/workers/budgeted-run.js";
import { PoolBusyError } from "../../src/workers/pool-errors.js";
import { workerExecArgv } from "../../src/workers/worker-exec-argv.js";

const SLOW = new URL("./slow-loading-thread.ts", import.meta.url).href;
let pool: Piscina | null = null;
afterEach(async () => {
  await pool?.destroy();
  pool = null;
});
const options = (waitMs: number) => ({ waitMs, maxQueue: 8, filename: SLOW, name: "default", busyMessage: "busy" });

describe("a budgeted task on a thread", () => {
  it("past its wait while the thread loads: 503, and the thread keeps loading and serves the next task", async () => {
    pool = new Piscina({ filename: SLOW, execArgv: workerExecArgv(), minThreads: 1, maxThreads: 1 });
    const threads: number[] = [];
    pool.on("workerCreate", (worker: { id: number }) => threads.push(worker.id));
    // On the old rule (wait + budget from submission, then abort) this ended the thread mid-load.
    const first = await runBudgeted(pool, {}, new CpuBudget(300), options(300)).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(PoolBusyError);
    // The same thread, its modules loaded, answers a task given time to wait for it.
    const second = await runBudgeted<number>(pool, {}, new CpuBudget(10_000), options(30_000));
    expect(typeof second).toBe("number");
    expect(threads.length).toBe(1);
  }, 60_000);

  it("past its budget once started: 413 (BudgetExceededError), its load not counted", async () => {
    pool = new Piscina({ filename: SLOW, execArgv: workerExecArgv(), minThreads: 1, maxThreads: 1 });
    // 1.5 s of loading against a 700 ms budget: loading is waiting, so the task answers.
    await expect(runBudgeted<number>(pool, {}, new CpuBudget(700), options(30_000))).resolves.toBeTypeOf("number");
    const err = await runBudgeted(pool, { ms: 3_000 } as object, new CpuBudget(700), options(30_000)).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BudgetExceededError);
  }, 60_000);

  it("quick tasks leave no timer holding the process: a start read after the result starts no budget clock", async () => {
    pool = new Piscina({ filename: SLOW, execArgv: workerExecArgv(), minThreads: 2, maxThreads: 2 });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    await Promise.all([0, 1].map(() => runBudgeted(pool!, {}, new CpuBudget(10_000), options(30_000))));
    const before = timers();
    // On the old code most of these left a 60 s timer behind, and a stopped `quire worker` did not exit.
    for (let round = 0; round < 20; round++)
      await Promise.all(
        Array.from({ length: 10 }, () => runBudgeted(pool!, {}, new CpuBudget(60_000), options(30_000))),
      );
    expect(timers()).toBeLessThanOrEqual(before);
  }, 60_000);
});
