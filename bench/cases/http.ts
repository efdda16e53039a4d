// Bench: GET /api/health throughput and p99 against a bare Hono hello-world in the same run (bar ≥ 80%).
import { record, type BenchModule } from "../lib.js";
import { COMPARE_ROUNDS, compareWithBareHono, fmtLoad, startChild } from "../http-harness.js";

const mod: BenchModule = {
  name: "http: health vs bare Hono",
  async run() {
    const quire = await startChild("src/main.ts", {}, "/api/health");
    try {
      const { ours, bare, ratio } = await compareWithBareHono(`${quire.url}/api/health`, { pid: quire.child.pid });
      record({
        group: "http",
        name: `GET /api/health (10 conns, ${COMPARE_ROUNDS} rounds × 3 s, access log on)`,
        ours: fmtLoad(ours),
        anchor: `bare Hono ${fmtLoad(bare)}`,
        ratio: `${(ratio * 100).toFixed(0)}% of bare Hono`,
        bar: "≥ 80%",
      });
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
