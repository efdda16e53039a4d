// Bench: the route bar's floor — bare Hono plus only a key check and the list query, nothing else a route must do.
// Read beside the auth and workspace rows: what this reaches bounds what any authenticated list can reach.
import { record, type BenchModule } from "../lib.js";
import { COMPARE_ROUNDS, compareWithBareHono, fmtLoad, startChild } from "../http-harness.js";
import { generateApiKey } from "../../src/auth/api-keys/generate-key.js";

const mod: BenchModule = {
  name: "floor: bare Hono + key check + list query only (no request id, log, limit or validation)",
  async run() {
    const { key } = generateApiKey("quire");
    const bare = await startChild("bench/servers/floor-hono.ts", { FLOOR_KEY: key });
    const context = await startChild("bench/servers/floor-hono.ts", { FLOOR_KEY: key, FLOOR_CONTEXT: "1" });
    try {
      const headers = { authorization: `Bearer ${key}` };
      const rows: [typeof bare, string, string][] = [
        [bare, "/key", "SHA-256 + one SQLite key lookup"],
        [context, "/key", "the same + Quire's request context (X-Request-Id, access line): the auth stand-in's floor"],
        [context, "/empty-list", "the same + an empty list query: the Bearer list row's floor (issue 3)"],
        [context, "/list", "the same + a page of 20 of 1,000: the first-page row's floor (issue 6)"],
        [context, "/list-key-in-memory", "as above with the key from a Map (were keys cached)"],
      ];
      for (const [floor, path, name] of rows) {
        const probe = await fetch(`${floor.url}${path}`, { headers });
        if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
        const { ours, bare, ratio } = await compareWithBareHono(`${floor.url}${path}`, { headers, pid: floor.child.pid });
        record({
          group: "floor",
          name: `${name} (10 conns, ${COMPARE_ROUNDS} rounds × 3 s)`,
          ours: fmtLoad(ours),
          anchor: `bare Hono ${fmtLoad(bare)}`,
          ratio: `${(ratio * 100).toFixed(0)}% of bare Hono`,
          bar: "ceiling for the ≥ 60% route bar",
        });
      }
    } finally {
      await bare.stop();
      await context.stop();
    }
  },
};
export default mod;
