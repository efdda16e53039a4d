// `quire migrate`: applies pending migrations to DATABASE_URL and reports which ran.
import { openDatabase } from "../store/database.js";
import { migrateToLatest } from "../store/migrations/index.js";
import { describeDatabaseUrl, readConfig } from "./read-config.js";

export async function migrateCommand(env: Record<string, string | undefined>): Promise<number> {
  const config = readConfig(env);
  if (!config) return 78;
  const database = await openDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(database);
    process.stdout.write(
      applied.length
        ? `applied ${applied.join(", ")} to ${describeDatabaseUrl(config.DATABASE_URL)}\n`
        : `${describeDatabaseUrl(config.DATABASE_URL)} is up to date\n`,
    );
    return 0;
  } catch (err) {
    process.stderr.write(`migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
