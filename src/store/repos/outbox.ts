// Outbox mail: where e-mail goes when no SMTP server is configured (development).
import type { Kysely } from "kysely";
import type { DB, OutboxMailTable } from "../schema.js";

export type OutboxMail = OutboxMailTable;

export interface OutboxRepo {
  insert(mail: OutboxMail): Promise<void>;
  /** Newest first. */
  listFor(to: string, limit?: number): Promise<OutboxMail[]>;
}

export function createOutboxRepo(db: Kysely<DB>): OutboxRepo {
  return {
    async insert(mail) {
      await db.insertInto("outbox_mail").values(mail).execute();
    },
    async listFor(to, limit = 20) {
      return db
        .selectFrom("outbox_mail")
        .selectAll()
        .where("to", "=", to.toLowerCase())
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },
  };
}
