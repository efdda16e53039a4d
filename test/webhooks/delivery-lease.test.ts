// Webhook attempt leases on a real SQLite file and a real receiver: a slow attempt's heartbeat keeps it from a second
// dispatcher (sent once); a restart of the same instance takes back at once an attempt its dead run held (which another
// process would leave until the lease lapsed); a drain past its bound gives an attempt back uncounted.
import { spawnSync } from "node:child_process";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processIdentity } from "../../src/lib/process-identity.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { openDatabase } from "../../src/store/database.js";
import { createWebhooks, type Webhooks } from "../../src/webhooks/create-webhooks.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { startReceiver, type Receiver } from "./receiver.js";

const LEASE_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let receiver: Receiver;
let t: TestApp;
/** Each test's own user: an event reaches every endpoint of its space, so one test's endpoints stay out of another's. */
let alice: KeySession;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    env: {
      WEBHOOK_ALLOW_HOSTS: receiver.origin,
      WEBHOOK_POLL_MS: "20",
      WEBHOOK_TIMEOUT_MS: "10000",
      JOB_LEASE_MS: String(LEASE_MS),
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: "10000",
    },
  });
});
beforeEach(async () => {
  alice = await signUpWithKey(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function endpointAt(path: string): Promise<string> {
  const res = await t.app.request(
    "/api/webhooks",
    jsonRequest("POST", { url: `${receiver.origin}${path}`, events: ["brand.created"] }, alice.headers),
  );
  expect(res.status).toBe(201);
  return (await res.json()).endpoint.id;
}
const publish = () =>
  t.deps.events.publishEvent(personalSpace(alice.userId), "brand.created", {
    id: "brand_x",
    name: "X",
    bytes: 1,
    createdAt: new Date().toISOString(),
  });
const deliveries = async (endpointId: string) =>
  (await t.deps.webhooks.repo.listDeliveries({ spaceId: personalSpace(alice.userId), endpointId, limit: 10 })).items;

/** A dispatcher of another process on the same database file (its own connection and identity). */
async function otherProcess(
  role: "serve" | "worker",
  identity = processIdentity({ role, dataDir: t.config.DATA_DIR, databaseUrl: t.config.DATABASE_URL }),
): Promise<{ hooks: Webhooks; close(): Promise<void> }> {
  const database = await openDatabase(t.config.DATABASE_URL);
  const hooks = createWebhooks(t.config, database.db, pino({ level: "silent" }), undefined, identity);
  hooks.dispatcher.start();
  return {
    hooks,
    async close() {
      await hooks.dispatcher.stop(0);
      await database.close();
    },
  };
}

describe("a webhook attempt's lease", () => {
  it("is renewed while a slow receiver answers (over three leases): a second dispatcher never sends it again", async () => {
    receiver.answer("/slow", { status: 200, delayMs: 3 * LEASE_MS + 400 });
    const endpointId = await endpointAt("/slow");
    const first = await otherProcess("serve");
    await publish();
    await receiver.waitFor("/slow");
    const second = await otherProcess("worker");
    try {
      for (let i = 0; i < 200 && (await deliveries(endpointId))[0]?.status !== "succeeded"; i++) await sleep(50);
      expect((await deliveries(endpointId))[0]).toMatchObject({
        status: "succeeded",
        attempts: 1,
        leaseHolder: null,
        leaseInstance: null,
      });
      expect(receiver.to("/slow")).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("held by a dead earlier run of an instance is taken back when that instance starts, not when the lease lapses", async () => {
    const endpointId = await endpointAt("/restart");
    await publish();
    const me = processIdentity({ role: "worker", dataDir: "/srv/quire-restart", databaseUrl: t.config.DATABASE_URL });
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid!;
    const [held] = await t.deps.webhooks.repo.claimDue({
      holder: "crashed",
      now: new Date(),
      leaseMs: 600_000,
      limit: 10,
      owner: { instance: me.instance, boot: `${me.boot.split("/")[0]}/${deadPid}/0000` },
    });
    expect(held).toMatchObject({ endpointId, attempts: 1, leaseInstance: me.instance });
    const bystander = await otherProcess("serve");
    await sleep(300);
    expect(receiver.to("/restart")).toHaveLength(0); // another instance leaves it to its ten-minute lease
    const restarted = await otherProcess("worker", me);
    try {
      const t0 = Date.now();
      await receiver.waitFor("/restart", 1, 2_000);
      expect(Date.now() - t0).toBeLessThan(1_500);
      for (let i = 0; i < 100 && (await deliveries(endpointId))[0]?.status !== "succeeded"; i++) await sleep(20);
      expect((await deliveries(endpointId))[0]).toMatchObject({ status: "succeeded", attempts: 2 });
    } finally {
      await Promise.all([bystander.close(), restarted.close()]);
    }
  });

  it("is given back uncounted when a drain runs out before the receiver answers, and sent again (same webhook-id)", async () => {
    receiver.answer("/drain", { status: 200, delayMs: 8_000 }, { status: 200 });
    const endpointId = await endpointAt("/drain");
    const stopping = await otherProcess("serve");
    await publish();
    await receiver.waitFor("/drain");
    const t0 = Date.now();
    await stopping.hooks.dispatcher.stop(200);
    expect(Date.now() - t0).toBeLessThan(800);
    expect((await deliveries(endpointId))[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      leaseHolder: null,
      leaseBoot: null,
    });
    await stopping.close();
    const next = await otherProcess("worker");
    try {
      const [first, again] = await receiver.waitFor("/drain", 2, 3_000);
      expect(again!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
      for (let i = 0; i < 100 && (await deliveries(endpointId))[0]?.status !== "succeeded"; i++) await sleep(20);
      expect((await deliveries(endpointId))[0]).toMatchObject({ status: "succeeded", attempts: 1 });
    } finally {
      await next.close();
    }
  });
});
