// An audit event is written in the transaction of the change it records: a change that fails writes no event, and an
// event that cannot be written undoes its change (a document deleted, a webhook updated; every repository writes them alike).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createRepos, type Repos } from "../../src/store/repos/index.js";
import { createWebhookRepo, type WebhookRepo } from "../../src/store/repos/webhooks.js";
import { auditEvent, type AuditStamp } from "../../src/store/repos/audit.js";
import { newId } from "../../src/lib/ids.js";
import { organizationSpace } from "../../src/lib/space-id.js";
import { createTempPgDatabase, DIALECTS, type TempPgDatabase } from "../pg.js";

describe.each(DIALECTS)("audit events in the change's transaction (%s)", (dialect) => {
  let database: Database;
  let repos: Repos;
  let webhooks: WebhookRepo;
  let dir: string | undefined;
  let pg: TempPgDatabase | undefined;
  const org = "org_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
  const space = organizationSpace(org);
  const userId = newId("user");
  const stamp: AuditStamp = {
    organizationId: org,
    actorType: "user",
    actorId: userId,
    actorLabel: "ana@example.com",
    requestId: "req_1",
  };

  beforeAll(async () => {
    if (dialect === "postgres") database = await openDatabase((pg = await createTempPgDatabase("audit-tx")).url);
    else
      database = await openDatabase(`sqlite:${join((dir = mkdtempSync(join(tmpdir(), "quire-audit-tx-"))), "q.db")}`);
    await migrateToLatest(database);
    repos = createRepos(database.db);
    webhooks = createWebhookRepo(database.db);
    const now = new Date();
    const at = dialect === "postgres" ? now : now.toISOString();
    await database.db
      .insertInto("user")
      .values({
        id: userId,
        name: "ana",
        email: "ana@example.com",
        emailVerified: dialect === "postgres" ? true : 1,
        image: null,
        createdAt: at,
        updatedAt: at,
      } as never)
      .execute();
  });
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  });

  const events = async () =>
    (await repos.audit.list({ organizationId: org, limit: 100, since: "1970-01-01T00:00:00.000Z" })).items;

  async function newDocument() {
    const now = new Date().toISOString();
    const d = {
      id: newId("doc"),
      userId,
      spaceId: space,
      kind: "doc" as const,
      title: "Ledger",
      source: { kind: "doc" as const, title: "Ledger", markdown: "# Ledger\n\nText." },
      origin: "manual" as const,
      brandId: null,
      brandVersion: null,
      brandName: null,
      version: 1,
      parts: null,
      createdAt: now,
      updatedAt: now,
    };
    await repos.documents.insert(d, { change: "created", userId });
    return d.id;
  }

  it("writes a deletion's event with it, and none for a deletion that found nothing", async () => {
    const id = await newDocument();
    expect(await repos.documents.delete(space, id, [auditEvent(stamp, "document.deleted", { id })])).toBe(true);
    expect(await repos.documents.delete(space, id, [auditEvent(stamp, "document.deleted", { id })])).toBe(false);
    expect((await events()).filter((e) => e.targetId === id).map((e) => [e.action, e.actorLabel, e.requestId])).toEqual(
      [["document.deleted", "ana@example.com", "req_1"]],
    );
  });

  it("keeps the document when its event cannot be written", async () => {
    const id = await newDocument();
    const clash = auditEvent(stamp, "document.deleted", { id })!;
    await repos.audit.insert(clash);
    // The same event id again breaks the log's primary key inside the deletion's transaction.
    await expect(repos.documents.delete(space, id, [clash])).rejects.toThrow();
    expect(await repos.documents.findById(space, id)).not.toBeNull();
  });

  it("undoes a webhook's change when its event cannot be written, and writes the event of a change made", async () => {
    const now = new Date().toISOString();
    const hook = {
      id: newId("hook"),
      userId,
      spaceId: space,
      url: "https://hooks.example.com/a",
      description: null,
      events: ["document.created"],
      secret: "sealed",
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failureCount: 0,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    await webhooks.insertEndpoint(hook, [auditEvent(stamp, "webhook.created", { id: hook.id })]);
    const clash = auditEvent(stamp, "webhook.updated", { id: hook.id })!;
    await repos.audit.insert(clash);
    await expect(
      webhooks.updateEndpoint(space, hook.id, { url: "https://hooks.example.com/b" }, now, () => clash),
    ).rejects.toThrow();
    expect((await webhooks.findEndpoint(space, hook.id))?.url).toBe("https://hooks.example.com/a");
    await webhooks.updateEndpoint(space, hook.id, { url: "https://hooks.example.com/c" }, now, (e) =>
      auditEvent(stamp, "webhook.updated", { id: e.id, data: { url: e.url } }),
    );
    const mine = (await events()).filter((e) => e.targetId === hook.id);
    expect(mine.map((e) => [e.action, JSON.parse(e.data)])).toEqual([
      ["webhook.updated", { url: "https://hooks.example.com/c" }],
      ["webhook.updated", {}],
      ["webhook.created", {}],
    ]);
  });
});
