// The service's OpenAPI document, read from an app built in process on a throwaway SQLite file (no server, no network).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.js";
import { loadConfig, resolveAuthSecret } from "../src/config/load.js";
import { buildDeps } from "../src/deps.js";
import { createLogger } from "../src/lib/logger.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export async function openapiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), "quire-openapi-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }, version);
  config.AUTH_SECRET = resolveAuthSecret(config);
  const deps = await buildDeps(config, createLogger("silent"));
  try {
    const res = await createApp(deps).request("/api/openapi.json");
    return (await res.json()) as Record<string, unknown>;
  } finally {
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
