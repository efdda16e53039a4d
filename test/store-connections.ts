// Two connections to one fresh database of a dialect (a SQLite file, or a throwaway PostgreSQL database), migrated,
// with users made: what store tests need to act as two processes would.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../src/store/database.js";
import { migrateToLatest } from "../src/store/migrations/index.js";
import { createTempPgDatabase } from "./pg.js";

export interface TwoConnections {
  a: Database;
  b: Database;
  /** The migrations applied when the database was made. */
  applied: string[];
  close(): Promise<void>;
}

export async function twoConnections(
  dialect: "sqlite" | "postgres",
  label: string,
  userIds: string[],
): Promise<TwoConnections> {
  const pg = dialect === "postgres" ? await createTempPgDatabase(label) : undefined;
  const dir = pg ? undefined : mkdtempSync(join(tmpdir(), `quire-${label}-`));
  const url = pg ? pg.url : `sqlite:${join(dir!, "q.db")}`;
  const a = await openDatabase(url);
  const applied = await migrateToLatest(a);
  const b = await openDatabase(url);
  const now = pg ? new Date() : new Date().toISOString();
  for (const id of userIds) {
    await a.db
      .insertInto("user")
      .values({
        id,
        name: id,
        email: `${id}@example.com`,
        emailVerified: pg ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
  }
  return {
    a,
    b,
    applied,
    async close() {
      await a.close();
      await b.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      await pg?.drop();
    },
  };
}
