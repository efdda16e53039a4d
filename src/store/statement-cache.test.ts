// The statement cache hands back the same prepared statement per SQL text, and a fresh one while it is busy iterating.
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.js";

describe("withStatementCache", () => {
  it("reuses a statement by SQL text and prepares a fresh one while the cached one is iterating", () => {
    const handle = new Database(":memory:");
    handle.exec("create table t (n integer); insert into t values (1), (2), (3);");
    const cached = withStatementCache(handle);
    const first = cached.prepare("select n from t order by n");
    expect(cached.prepare("select n from t order by n")).toBe(first);
    expect(cached.prepare("select n from t where n > 1")).not.toBe(first);

    const seen: number[] = [];
    for (const row of first.iterate() as IterableIterator<{ n: number }>) {
      const during = cached.prepare("select n from t order by n");
      expect(during).not.toBe(first);
      seen.push(row.n, (during.all() as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(cached.prepare("select n from t order by n")).toBe(first);
    cached.close();
    expect(handle.open).toBe(false);
  });
});
