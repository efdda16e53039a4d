// RateLimiterSQLite with its upsert prepared once per connection: the library prepares the SQL and opens a
// transaction on every call, which costs more than the counting itself. The statement is a single atomic
// INSERT … ON CONFLICT … RETURNING, so no explicit transaction is needed.
import type BetterSqlite3 from "better-sqlite3";
import { RateLimiterSQLite } from "rate-limiter-flexible";

const statements = new WeakMap<object, Map<string, BetterSqlite3.Statement>>();

export class PreparedRateLimiterSQLite extends RateLimiterSQLite {
  async _upsertTransactionBetterSQLite3(
    conn: BetterSqlite3.Database,
    upsertQuery: string,
    upsertParams: unknown[],
  ): Promise<unknown> {
    let byQuery = statements.get(conn);
    if (!byQuery) statements.set(conn, (byQuery = new Map()));
    let statement = byQuery.get(upsertQuery);
    if (!statement) byQuery.set(upsertQuery, (statement = conn.prepare(upsertQuery)));
    return statement.get(...upsertParams);
  }
}
