// Reuses better-sqlite3 prepared statements by SQL text: Kysely prepares every query anew, which cost more than running it.
import type BetterSqlite3 from "better-sqlite3";

/** Statements kept at most; our queries have a few hundred shapes, so this never evicts in practice. */
const MAX_STATEMENTS = 1_000;

/** The `database` Kysely's SqliteDialect takes, with `prepare` answered from a bounded cache. */
export function withStatementCache(handle: BetterSqlite3.Database): {
  prepare(sql: string): BetterSqlite3.Statement;
  close(): void;
} {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql) {
      const cached = cache.get(sql);
      // A statement still iterating (a streamed select) cannot run a second time: give that caller a fresh one.
      if (cached && !cached.busy) return cached;
      const statement = handle.prepare(sql);
      if (!cached) {
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      handle.close();
    },
  };
}
