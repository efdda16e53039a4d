// The load stack: a temp PostgreSQL database, Redis, and Quire processes sharing them (one key, one seeded document).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { Redis } from "ioredis";
import { createTempPgDatabase, type TempPgDatabase } from "../../test/pg.js";
import { startBuild, startChild, type ChildServer } from "../http-harness.js";
import { benchDeck } from "../workload.js";
import { createApiKey, pgOutbox } from "../sign-in.js";

export const LOAD_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const LOAD_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Why the stack cannot run here (PostgreSQL or Redis unreachable), or null when it can. */
export async function stackUnavailable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: LOAD_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (err) {
    return `PostgreSQL at ${LOAD_DATABASE_URL} is unreachable (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(LOAD_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => {}); // the failure is reported by connect() below
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis at ${LOAD_REDIS_URL} is unreachable (${(err as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export interface LoadStack {
  db: TempPgDatabase;
  processes: ChildServer[];
  key: string;
  documentId: string;
  /** Starts one more process on the same database, Redis and secret. */
  addProcess(): Promise<ChildServer>;
  stop(): Promise<void>;
}

/** `from`: the compiled build as `npm start` runs it (with the bench probe preloaded), or the sources through tsx. */
export async function startStack(label: string, from: "build" | "sources" = "sources"): Promise<LoadStack> {
  const db = await createTempPgDatabase(label, LOAD_DATABASE_URL);
  const processes: ChildServer[] = [];
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: LOAD_REDIS_URL,
    BLOB_STORE: "db",
    AUTH_SECRET: `load-${randomBytes(24).toString("hex")}`,
    // The load measures the cost of each request, not the limits: lift them far above it (they still count in Redis).
    ...Object.fromEntries(
      ["RENDER", "EXPORT", "WORKSPACE", "AGENT"].flatMap((n) => [
        [`RATE_LIMIT_${n}_PER_MINUTE`, "1000000000"],
        [`RATE_LIMIT_${n}_PER_DAY`, "1000000000"],
      ]),
    ),
    // One key drives every connection: its exports at once are the load, not one caller's excess.
    WORK_PER_CALLER: "1000",
  };
  const addProcess = async () => {
    const p =
      from === "build" ? await startBuild(env, "/api/health") : await startChild("src/main.ts", env, "/api/health");
    processes.push(p);
    return p;
  };
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db.drop();
  };
  try {
    const first = await addProcess();
    const key = await createApiKey(first.url, `${label}-${Date.now()}@example.test`, pgOutbox(db.url));
    const created = await fetch(`${first.url}/api/workspace/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ kind: "deck", title: "Strategy 2027", source: benchDeck() }),
    });
    if (created.status !== 201) throw new Error(`seed document: ${created.status} ${await created.text()}`);
    const documentId = ((await created.json()) as { document: { id: string } }).document.id;
    return { db, processes, key, documentId, addProcess, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
