// The SQLite counter table, the store of a server on its own, keeps the rate-limit store contract on a real file.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import type { Database } from "../../src/store/database.js";
import { rateLimitStoreContract } from "./rate-limit-store-contract.js";
import { TABLE_DEPLOYMENTS, tableStoreBackend } from "./table-store-backend.js";

const dir = mkdtempSync(join(tmpdir(), "quire-sqlite-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scratch = async () => {
  const url = `sqlite:${join(dir, `${randomBytes(4).toString("hex")}.db`)}`;
  return { url, drop: async () => {} };
};

describe("the SQLite counter store", () => {
  // A file has no outage of its own: the table dropped under the store is what fails (as in rate-limit.test.ts).
  const lose = async (database: Database) => void (await database.db.schema.dropTable("rate_limit").execute());
  rateLimitStoreContract(() => tableStoreBackend(scratch, lose), { skip: [TABLE_DEPLOYMENTS] });
});
