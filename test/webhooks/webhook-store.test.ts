// The webhook repository on a real SQLite file and, when TEST_DATABASE_URL is set, on PostgreSQL: endpoints scoped by
// owner; deliveries claimed with a lease by dispatchers on separate connections (as separate processes would be) —
// never two holders of one attempt, an expired lease taken over, a stale holder's write ignored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createWebhookRepo, type WebhookEndpointRecord, type WebhookRepo } from "../../src/store/repos/webhooks.js";
import { newDeliveries } from "../../src/webhooks/publish-event.js";
import { DIALECTS } from "../pg.js";
import { twoConnections, type TwoConnections } from "../store-connections.js";

describe.each(DIALECTS)("webhook repository on %s", (dialect) => {
  let db: TwoConnections;
  let repo: WebhookRepo;
  let other: WebhookRepo;
  const alice = newId("user");
  const bob = newId("user");

  beforeAll(async () => {
    db = await twoConnections(dialect, "webhooks", [alice, bob]);
    expect(db.applied).toContain("006-webhooks");
    repo = createWebhookRepo(db.a.db);
    other = createWebhookRepo(db.b.db);
  });

  afterAll(async () => db?.close());

  async function endpoint(userId: string, events = ["document.created"]): Promise<WebhookEndpointRecord> {
    const now = new Date().toISOString();
    const e: WebhookEndpointRecord = {
      id: newId("hook"),
      userId,
      spaceId: personalSpace(userId),
      url: "https://hooks.example.com/x",
      description: null,
      events,
      secret: "v1.sealed",
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failureCount: 0,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    await repo.insertEndpoint(e);
    return e;
  }

  it("keeps endpoints per owner: find, page, subscribers, update, delete", async () => {
    const [one, two] = [await endpoint(alice), await endpoint(alice, ["brand.created", "document.created"])];
    const theirs = await endpoint(bob);
    expect(await repo.findEndpoint(personalSpace(alice), one.id)).toEqual(one);
    expect(await repo.findEndpoint(personalSpace(alice), theirs.id)).toBeNull();
    expect(await repo.endpointById(theirs.id)).toEqual(theirs);
    expect(await repo.countEndpoints(personalSpace(alice))).toBe(2);
    const first = await repo.listEndpoints({ spaceId: personalSpace(alice), limit: 1 });
    expect([first.items.map((e) => e.id), first.hasMore]).toEqual([[two.id], true]);
    expect(
      (await repo.listEndpoints({ spaceId: personalSpace(alice), limit: 1, after: two.id })).items.map((e) => e.id),
    ).toEqual([one.id]);
    expect((await repo.subscribers(personalSpace(alice), "brand.created")).map((e) => e.id)).toEqual([two.id]);

    const off = await repo.updateEndpoint(
      personalSpace(alice),
      two.id,
      { enabled: false, description: "paused" },
      new Date().toISOString(),
    );
    expect(off).toMatchObject({ enabled: false, disabledReason: "manual", description: "paused" });
    expect(await repo.subscribers(personalSpace(alice), "brand.created")).toEqual([]);
    expect(
      await repo.updateEndpoint(personalSpace(bob), two.id, { enabled: true }, new Date().toISOString()),
    ).toBeNull();
    expect(
      await repo.updateEndpoint(
        personalSpace(alice),
        two.id,
        { enabled: true, events: ["brand.created"] },
        new Date().toISOString(),
      ),
    ).toMatchObject({ enabled: true, disabledReason: null, events: ["brand.created"] });
    expect(await repo.deleteEndpoint(personalSpace(bob), one.id)).toBe(false);
    expect(await repo.deleteEndpoint(personalSpace(alice), one.id)).toBe(true);
    expect(await repo.findEndpoint(personalSpace(alice), one.id)).toBeNull();
  });

  it("counts failed deliveries in a row, from the first one's time, until a success; disables once", async () => {
    const e = await endpoint(alice);
    const since = new Date(Date.now() - 6 * 86_400_000).toISOString();
    expect(await repo.recordFailedDelivery(e.id, since)).toMatchObject({ failureCount: 1, failingSince: since });
    expect(await repo.recordFailedDelivery(e.id, new Date().toISOString())).toMatchObject({
      failureCount: 2,
      failingSince: since,
    });
    await repo.recordSuccess(e.id);
    expect(await repo.endpointById(e.id)).toMatchObject({ failureCount: 0, failingSince: null });
    expect(await repo.disableEndpoint(e.id, "failing", new Date().toISOString())).toBe(true);
    expect(await other.disableEndpoint(e.id, "gone", new Date().toISOString())).toBe(false);
    expect(await repo.endpointById(e.id)).toMatchObject({ enabled: false, disabledReason: "failing" });
  });

  it("lets one of two dispatchers claim each due delivery, and takes over only an expired lease", async () => {
    const e = await endpoint(alice);
    const rows = Array.from({ length: 12 }, () => newDeliveries([e], "document.created", { n: 1 })[0]!);
    await repo.insertDeliveries(rows);
    const now = new Date(Date.now() + 1_000);
    const [x, y] = await Promise.all([
      repo.claimDue({ holder: "x", now, leaseMs: 60_000, limit: 50 }),
      other.claimDue({ holder: "y", now, leaseMs: 60_000, limit: 50 }),
    ]);
    const ids = [...x, ...y].map((d) => d.id).filter((id) => rows.some((r) => r.id === id));
    expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(new Set(ids).size).toBe(rows.length);
    expect([...x, ...y].every((d) => d.attempts === 1)).toBe(true);
    // Leased: nobody else gets them until the lease expires.
    expect(await other.claimDue({ holder: "z", now, leaseMs: 60_000, limit: 50 })).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const retaken = await other.claimDue({ holder: "z", now: later, leaseMs: 60_000, limit: 50 });
    expect(retaken.length).toBe(rows.length);
    expect(retaken.every((d) => d.attempts === 2 && d.leaseHolder === "z")).toBe(true);
    // The first holder's late outcome is not written over the new holder's attempt.
    const d = retaken[0]!;
    const outcome = {
      status: "succeeded" as const,
      nextAttemptAt: null,
      responseStatus: 200,
      durationMs: 5,
      error: null,
    };
    expect(
      await repo.completeAttempt(d.id, x.some((c) => c.id === d.id) ? "x" : "y", outcome, later.toISOString()),
    ).toBe(false);
    expect(await other.completeAttempt(d.id, "z", outcome, later.toISOString())).toBe(true);
    expect(await repo.findDelivery(personalSpace(alice), e.id, d.id)).toMatchObject({
      status: "succeeded",
      leaseHolder: null,
      responseStatus: 200,
      attempts: 2,
    });
    for (const rest of retaken.slice(1)) await other.completeAttempt(rest.id, "z", outcome, later.toISOString());
  });

  it("claims only due deliveries of enabled endpoints; a released attempt is not counted", async () => {
    const on = await endpoint(alice);
    const off = await endpoint(alice);
    await repo.updateEndpoint(personalSpace(alice), off.id, { enabled: false }, new Date().toISOString());
    const [due] = newDeliveries([on], "document.created", {});
    const [waiting] = newDeliveries([on], "document.created", {});
    const [parked] = newDeliveries([off], "document.created", {});
    waiting!.nextAttemptAt = new Date(Date.now() + 3_600_000).toISOString();
    await repo.insertDeliveries([due!, waiting!, parked!]);
    const claimed = await repo.claimDue({ holder: "x", now: new Date(Date.now() + 1_000), leaseMs: 60_000, limit: 50 });
    expect(claimed.map((d) => d.id)).toEqual([due!.id]);
    await repo.releaseAttempt(due!.id, "x", new Date().toISOString());
    expect(await repo.findDelivery(personalSpace(alice), on.id, due!.id)).toMatchObject({
      attempts: 0,
      leaseHolder: null,
      status: "pending",
    });
    await repo.completeAttempt(
      due!.id,
      "x",
      { status: "failed", nextAttemptAt: null, responseStatus: null, durationMs: 0, error: "x" },
      new Date().toISOString(),
    );
  });

  it("pages an endpoint's log newest first for its owner only, and sweeps old finished deliveries", async () => {
    const e = await endpoint(alice);
    const rows = Array.from({ length: 3 }, () => newDeliveries([e], "brand.created", {})[0]!);
    rows[0]!.status = "succeeded";
    rows[0]!.createdAt = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await repo.insertDeliveries(rows);
    const page = await repo.listDeliveries({ spaceId: personalSpace(alice), endpointId: e.id, limit: 2 });
    expect([page.items.map((d) => d.id), page.hasMore]).toEqual([[rows[2]!.id, rows[1]!.id], true]);
    expect((await repo.listDeliveries({ spaceId: personalSpace(bob), endpointId: e.id, limit: 10 })).items).toEqual([]);
    expect(await repo.findDelivery(personalSpace(bob), e.id, rows[1]!.id)).toBeNull();
    expect(await repo.sweepFinished(new Date(Date.now() - 30 * 86_400_000).toISOString())).toBe(1);
    expect(
      (await repo.listDeliveries({ spaceId: personalSpace(alice), endpointId: e.id, limit: 10 })).items.map(
        (d) => d.id,
      ),
    ).toEqual([rows[2]!.id, rows[1]!.id]);
    // Deleting the endpoint deletes its log.
    await repo.deleteEndpoint(personalSpace(alice), e.id);
    expect(await db.a.db.selectFrom("webhook_delivery").select("id").where("endpointId", "=", e.id).execute()).toEqual(
      [],
    );
  });
});
