// SMTP, where mail goes with SMTP_URL, keeps the mail transport contract against a real SMTP server (smtp-sink.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { describe } from "vitest";
import { createMailer } from "../../src/auth/mailer.js";
import { loadConfig } from "../../src/config/load.js";
import type { OutboxRepo } from "../../src/store/repos/outbox.js";
import { mailTransportContract } from "./mail-transport-contract.js";
import { readMail, startSmtpSink } from "./smtp-sink.js";

/** With SMTP_URL nothing goes to the outbox: a mail that did would fail its send here. */
const noOutbox: OutboxRepo = {
  insert: () => Promise.reject(new Error("the outbox is not used with SMTP_URL")),
  listFor: async () => [],
};

describe("SMTP", () => {
  mailTransportContract(async (env) => {
    const dir = mkdtempSync(join(tmpdir(), "quire-smtp-mail-"));
    const logger = pino({ level: "silent" });
    const mailerOn = (smtpUrl: string) =>
      createMailer(loadConfig({ ...env, DATA_DIR: dir, SMTP_URL: smtpUrl }), noOutbox, logger);
    const sink = await startSmtpSink();
    const mailer = mailerOn(sink.url);
    return {
      mailer,
      delivered: async (address) =>
        sink.mails.filter((m) => m.to.includes(address)).map((m) => ({ to: m.to, ...readMail(m.raw) })),
      async broken() {
        const gone = await startSmtpSink();
        await gone.close();
        return mailerOn(gone.url);
      },
      async close() {
        mailer.close();
        await sink.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});
