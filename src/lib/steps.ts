// Work written as a generator that pauses (yields) between slices: run at once, or with the event loop turning between.
import { setImmediate as nextTurn } from "node:timers/promises";

/** The generator's result, run through without pausing. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** The generator's result, letting other requests run at each of its pauses: for work on the server's one thread. */
export async function runStepsYielding<T>(steps: Generator<void, T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await nextTurn();
  }
}
