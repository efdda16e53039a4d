// Bench server: the real Quire app plus two protected stand-ins, to isolate the principal middleware's cost.
import { loadConfig, resolveAuthSecret } from "../../src/config/load.js";
import { createLogger } from "../../src/lib/logger.js";
import { buildDeps } from "../../src/deps.js";
import { createApp } from "../../src/app.js";
import { startServer } from "../../src/server.js";
import { requireAuth } from "../../src/http/middleware/require-auth.js";
import { rateLimit } from "../../src/http/middleware/rate-limit.js";

const config = loadConfig(process.env, "bench");
config.AUTH_SECRET = resolveAuthSecret(config);
const deps = await buildDeps(config, createLogger(config.LOG_LEVEL));
const app = createApp(deps);
app.get("/api/bench/protected", requireAuth(deps), (c) => c.json({ userId: c.get("principal").userId }));
app.get("/api/bench/protected-limited", requireAuth(deps), rateLimit(deps, "WORKSPACE"), (c) =>
  c.json({ userId: c.get("principal").userId }),
);
await startServer(app, deps);
process.on("SIGTERM", () => process.exit(0));
