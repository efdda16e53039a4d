// Vitest for the tests that time the service under load — health within 100 ms while it is attacked, a job's recovery
// within its lease, a drain within its bound, overload answered at once — one file at a time, after the rest of the
// suite, so another test's CPU on this machine is not what they measure — and the compiled build's test, which writes
// build/ and @quire/sdk's dist/ that other tests (the SDK's pack) rewrite.
import { defineConfig } from "vitest/config";

export const SOLO_TESTS = [
  "test/scale/cpu-attack.test.ts",
  "test/hostile/hostile-routes.test.ts",
  "test/faults/overload.test.ts",
  "test/jobs/job-restart.test.ts",
  "test/jobs/job-drain.test.ts",
  "test/jobs/lease-takeover.test.ts",
  "test/jobs/lease-takeover-pg.test.ts",
  "test/foundation/compiled-build.test.ts",
  "test/deploy/image.test.ts",
];

export default defineConfig({
  test: {
    include: SOLO_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 1,
  },
});
