// Bench: GET /api/health throughput and p99 against a bare Hono hello-world in the same run (bar ≥ 80%).
import type { BenchModule } from "../lib.js";
import { recordComparison, startChild } from "../http-harness.js";

const mod: BenchModule = {
  name: "http: health vs bare Hono",
  async run() {
    const quire = await startChild("src/main.ts", {}, "/api/health");
    try {
      await recordComparison(quire, "/api/health", {
        group: "http",
        name: "GET /api/health, access log on",
        bar: "≥ 80%",
      });
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
