// Bench: the route bar's floor — bare Hono plus only a key check and the list query, then Quire's request context.
// Read beside the auth and workspace rows: what this reaches bounds what any authenticated list can reach.
import type { BenchModule } from "../lib.js";
import { recordComparison, startChild } from "../http-harness.js";
import { generateApiKey } from "../../src/auth/api-keys/generate-key.js";

const mod: BenchModule = {
  name: "floor: bare Hono + only a key check and the list query (no limit, validation or error mapping)",
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
      for (const [floor, path, name] of rows)
        await recordComparison(floor, path, { group: "floor", name, bar: "ceiling for the ≥ 60% route bar", headers });
    } finally {
      await bare.stop();
      await context.stop();
    }
  },
};
export default mod;
