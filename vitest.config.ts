// Vitest: tests beside the code (src/**) and integration tests under test/; the tests that time the service under load
// run afterwards, alone on the machine (vitest.solo.config.ts).
import { defineConfig } from "vitest/config";
import { SOLO_TESTS } from "./vitest.solo.config.js";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...SOLO_TESTS],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
