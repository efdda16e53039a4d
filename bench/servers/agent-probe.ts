// The real service (src/main.ts) plus an event-loop-delay probe: SIGUSR1 resets it, SIGUSR2 writes stats to DATA_DIR.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
process.on("SIGUSR1", () => lag.reset());
process.on("SIGUSR2", () => {
  const stats = { lagP99Ms: lag.percentile(99) / 1e6, lagMaxMs: lag.max / 1e6, rssMb: process.memoryUsage().rss / 1048576, peakRssMb: process.resourceUsage().maxRSS / 1024 };
  writeFileSync(join(process.env.DATA_DIR ?? ".", "probe.json"), JSON.stringify(stats));
});
await import("../../src/main.js");
