// Bench: authenticated GET /api/workspace/documents with a Bearer key vs bare Hono, plus protected stand-ins that
// isolate the principal middleware (and the limiter) from the list query.
import type { BenchModule } from "../lib.js";
import { recordComparison, startChild } from "../http-harness.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";

const mod: BenchModule = {
  name: "auth: Bearer-authenticated list vs bare Hono",
  async run() {
    // The bench measures the per-request cost, not the limit: lift WORKSPACE far above the load.
    const quire = await startChild(
      "bench/servers/quire-protected.ts",
      { RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000000000", RATE_LIMIT_WORKSPACE_PER_DAY: "1000000000" },
      "/api/health",
    );
    try {
      const key = await createApiKey(quire.url, "bench@example.test", sqliteOutbox(quire.dataDir));
      const headers = { authorization: `Bearer ${key}` };
      const rows: [string, string, string][] = [
        [
          "/api/workspace/documents",
          "GET /api/workspace/documents, Bearer key (auth + WORKSPACE limit + list)",
          "≥ 60%; p99 ≤ 10 ms",
        ],
        [
          "/api/bench/protected",
          "protected stand-in, Bearer key (principal middleware only)",
          "≥ 60% (auth share of the route bar)",
        ],
        ["/api/bench/protected-limited", "protected stand-in + WORKSPACE limit (SQLite counters)", "info"],
      ];
      for (const [path, name, bar] of rows) await recordComparison(quire, path, { group: "auth", name, bar, headers });
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
