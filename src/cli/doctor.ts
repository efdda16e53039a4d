// `quire doctor`: checks each part Quire depends on and prints one line per check; exit 1 if a required one fails.
import { spawnSync } from "node:child_process";
import { openDatabase } from "../store/database.js";
import type { Config } from "../config/load.js";
import { modelBindingFor, probeModel } from "../agent/index.js";
import { describeDatabaseUrl, readConfig } from "./read-config.js";

interface Check {
  name: string;
  status: "ok" | "warn" | "fail" | "skip";
  detail: string;
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

export async function doctorCommand(env: Record<string, string | undefined>): Promise<number> {
  const config = readConfig(env);
  const checks: Check[] = [
    {
      name: "config",
      status: config ? "ok" : "fail",
      detail: config ? "environment is valid" : "see the problems above",
    },
  ];
  if (config) {
    checks.push(await checkDatabase(config.DATABASE_URL));
    checks.push(checkScaleOut(config, env));
    checks.push(
      config.REDIS_URL
        ? await checkRedis(config.REDIS_URL)
        : { name: "redis", status: "skip", detail: "REDIS_URL not set: counters live in the database (one process)" },
    );
    checks.push(await checkModel(config));
    checks.push(
      config.SMTP_URL
        ? await checkSmtp(config.SMTP_URL)
        : {
            name: "mail",
            status: "warn",
            detail: "SMTP_URL not set: mail goes to the outbox table (development only)",
          },
    );
  }
  checks.push(checkProgram("libreoffice", "soffice", ["--version"], "optional: used by tests to open exported files"));
  checks.push(
    checkProgram("chromium", "chromium", ["--version"], "optional: browser tests and the optional HTML→PDF engine"),
  );
  const width = Math.max(...checks.map((c) => c.name.length));
  for (const c of checks)
    process.stdout.write(`${c.status.toUpperCase().padEnd(4)}  ${c.name.padEnd(width)}  ${c.detail}\n`);
  return checks.some((c) => c.status === "fail") ? 1 : 0;
}

/** PostgreSQL means several processes, maybe on several machines: what each keeps to itself must then be shared. */
function checkScaleOut(config: Config, env: Record<string, string | undefined>): Check {
  if (config.DATABASE_URL.startsWith("sqlite:"))
    return { name: "scale-out", status: "skip", detail: "SQLite: one process on one machine" };
  const problems: string[] = [];
  if (!env.AUTH_SECRET)
    problems.push(
      "AUTH_SECRET is not set: each machine generates its own under DATA_DIR and refuses the others' sessions; set one secret for every process",
    );
  if (config.BLOB_STORE === "fs")
    problems.push(
      "BLOB_STORE=fs keeps uploaded templates on this machine's disk; set BLOB_STORE=db (or s3) so every process finds them",
    );
  if (problems.length === 0)
    return {
      name: "scale-out",
      status: "ok",
      detail: `AUTH_SECRET set, blobs in ${config.BLOB_STORE === "db" ? "the database" : config.BLOB_STORE}`,
    };
  return { name: "scale-out", status: "warn", detail: problems.join("; ") };
}

/** A real model gets one tiny structured call with short timeouts; the builtin composer needs none. */
async function checkModel(config: Config): Promise<Check> {
  const binding = await modelBindingFor(config);
  if (!binding)
    return {
      name: "model",
      status: "ok",
      detail: "builtin offline composer: no external model is used (set LLM_PROVIDER for a real model)",
    };
  const who = `${binding.provider} ${binding.modelId}${config.LLM_BASE_URL ? ` at ${config.LLM_BASE_URL.replace(/\/\/[^@/]*@/, "//***@")}` : ""}`;
  const result = await probeModel(binding, {
    firstTokenMs: Math.min(config.LLM_FIRST_TOKEN_TIMEOUT_MS, 15_000),
    totalMs: Math.min(config.LLM_TOTAL_TIMEOUT_MS, 20_000),
  });
  if (!result.ok) return { name: "model", status: "fail", detail: `${who}: ${result.reason}` };
  return {
    name: "model",
    status: "ok",
    detail: `${who} answered in ${result.ms} ms as ${result.answeredBy} (${binding.note ?? binding.provider}, ${binding.strict ? "strict " : ""}${binding.output} output)`,
  };
}

async function checkDatabase(url: string): Promise<Check> {
  try {
    const database = await withTimeout(openDatabase(url), 5_000);
    try {
      await withTimeout((async () => database.ping())(), 5_000);
      return { name: "database", status: "ok", detail: `${database.dialect} at ${describeDatabaseUrl(url)}` };
    } finally {
      await database.close();
    }
  } catch (err) {
    return {
      name: "database",
      status: "fail",
      detail: `${describeDatabaseUrl(url)}: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}

async function checkRedis(url: string): Promise<Check> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  try {
    await withTimeout(redis.connect(), 4_000);
    const pong = await withTimeout(redis.ping(), 3_000);
    return { name: "redis", status: pong === "PONG" ? "ok" : "fail", detail: url.replace(/\/\/[^@]*@/, "//***@") };
  } catch (err) {
    return { name: "redis", status: "fail", detail: err instanceof Error ? err.message : String(err) };
  } finally {
    redis.disconnect();
  }
}

async function checkSmtp(url: string): Promise<Check> {
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport(url);
  try {
    await withTimeout(transport.verify(), 5_000);
    return { name: "mail", status: "ok", detail: `SMTP at ${new URL(url).host}` };
  } catch (err) {
    return {
      name: "mail",
      status: "fail",
      detail: `SMTP at ${new URL(url).host}: ${err instanceof Error ? err.message : String(err)}`,
    };
  } finally {
    transport.close();
  }
}

function checkProgram(name: string, cmd: string, args: string[], why: string): Check {
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 20_000 });
  if (r.error || r.status !== 0) return { name, status: "warn", detail: `not found (${why})` };
  return { name, status: "ok", detail: (r.stdout || r.stderr).trim().split("\n")[0] ?? cmd };
}
