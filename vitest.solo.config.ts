// Vitest for the tests that time the service while it is attacked (health within 100 ms): one file at a time, after
// the rest of the suite, so another test's CPU on this machine is not what they measure.
import { defineConfig } from "vitest/config";

export const SOLO_TESTS = ["test/scale/cpu-attack.test.ts"];

export default defineConfig({
  test: {
    include: SOLO_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 1,
  },
});
