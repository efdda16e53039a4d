// Parses the environment into the one Config object; every problem is listed at once.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import { EnvSchema, envPreprocess, type Env } from "./schema.js";
import { parseRateLimitOverrides, type RateLimitOverrides } from "./rate-limit-env.js";

export interface Config extends Omit<Env, "DATABASE_URL" | "PUBLIC_URL" | "DATA_DIR" | "AUTH_SECRET"> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  DATABASE_URL: string;
  /** Undefined until resolved by `resolveAuthSecret`. */
  AUTH_SECRET?: string;
  rateLimits: RateLimitOverrides;
  version: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses `env` (usually process.env); throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>, version = "0.0.0"): Config {
  const cleaned: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(env)) cleaned[k] = envPreprocess(v);
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`);
  const limits = parseRateLimitOverrides(env);
  problems.push(...limits.problems);
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    ...e,
    DATA_DIR: dataDir,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    DATABASE_URL: e.DATABASE_URL ?? `sqlite:${join(dataDir, "quire.db")}`,
    rateLimits: limits.overrides,
    version,
  };
}

/** Returns AUTH_SECRET, generating it once into DATA_DIR (mode 0600) when the environment sets none. */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first boot: fall through and create it
  }
  const secret = randomBytes(48).toString("base64url");
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, secret + "\n", { mode: 0o600 });
  renameSync(tmp, file);
  return secret;
}
