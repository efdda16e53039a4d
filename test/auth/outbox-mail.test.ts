// The outbox table, where mail goes without SMTP_URL, keeps the mail transport contract on a real SQLite database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { describe } from "vitest";
import { createMailer } from "../../src/auth/mailer.js";
import { loadConfig } from "../../src/config/load.js";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createOutboxRepo } from "../../src/store/repos/outbox.js";
import { mailTransportContract } from "./mail-transport-contract.js";

describe("the outbox", () => {
  mailTransportContract(
    async (env) => {
      const dir = mkdtempSync(join(tmpdir(), "quire-outbox-mail-"));
      const opened: Database[] = [];
      const open = async (file: string) => {
        const database = await openDatabase(`sqlite:${join(dir, file)}`);
        opened.push(database);
        await migrateToLatest(database);
        return database;
      };
      const url = `sqlite:${join(dir, "mail.db")}`;
      const config = loadConfig({ ...env, DATA_DIR: dir, DATABASE_URL: url });
      const logger = pino({ level: "silent" });
      const outbox = createOutboxRepo((await open("mail.db")).db);
      return {
        mailer: createMailer(config, outbox, logger),
        async delivered(address) {
          const newestFirst = await outbox.listFor(address, 100);
          return newestFirst.reverse().map((m) => ({ ...m, to: [m.to], from: "" }));
        },
        async broken() {
          const other = await open("broken.db");
          await other.db.schema.dropTable("outbox_mail").execute();
          return createMailer(config, createOutboxRepo(other.db), logger);
        },
        async close() {
          for (const database of opened) await database.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    {
      skip: [
        { reason: "the outbox keeps no sender: the developer reads it, nobody replies to it", cases: ["sender"] },
        { reason: "the outbox keeps addresses lower-cased, the key it is read by", cases: ["addressCase"] },
      ],
    },
  );
});
