// PostgreSQL's counter table, the store of servers sharing a PostgreSQL without Redis, keeps the rate-limit store
// contract on a real server (TEST_DATABASE_URL; skipped without it).
import { describe } from "vitest";
import { createTempPgDatabase, TEST_DATABASE_URL } from "../pg.js";
import { rateLimitStoreContract } from "./rate-limit-store-contract.js";
import { TABLE_DEPLOYMENTS, tableStoreBackend, type ScratchDatabase } from "./table-store-backend.js";

describe.runIf(Boolean(TEST_DATABASE_URL))("the PostgreSQL counter store", () => {
  // Dropping the database ends its connections (WITH FORCE), as a PostgreSQL that went away does.
  const lose = async (_database: unknown, scratch: ScratchDatabase) => scratch.drop();
  const scratch = () => createTempPgDatabase("limits");
  rateLimitStoreContract(() => tableStoreBackend(scratch, lose), { skip: [TABLE_DEPLOYMENTS] });
});
