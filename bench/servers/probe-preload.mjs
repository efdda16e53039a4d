// Bench probe preloaded into a server (`node --import`): SIGUSR1 resets the event-loop delay, SIGUSR2 writes lag and RSS to DATA_DIR/probe.json.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

// Workers are given the parent's --import flags: only the main thread answers signals and runs the event loop measured.
if (isMainThread) {
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  process.on("SIGUSR1", () => lag.reset());
  process.on("SIGUSR2", () => {
    const memory = process.memoryUsage();
    const stats = {
      lagP99Ms: lag.percentile(99) / 1e6,
      lagMaxMs: lag.max / 1e6,
      rssMb: memory.rss / 1048576,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      heapUsedMb: memory.heapUsed / 1048576,
      heapTotalMb: memory.heapTotal / 1048576,
      externalMb: memory.external / 1048576,
      arrayBuffersMb: memory.arrayBuffers / 1048576,
    };
    writeFileSync(join(process.env.DATA_DIR ?? ".", "probe.json"), JSON.stringify(stats));
  });
}
