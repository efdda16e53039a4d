// SSRF: a webhook is never sent inside. URLs to loopback (127.0.0.1, [::1], IPv4-mapped and numeric spellings),
// private (10.x, 172.16/12, 192.168/16, fd00::/8), link-local and metadata (169.254.169.254, fe80::), CGNAT and
// multicast addresses, and names resolving to loopback (localhost, and any /etc/hosts loopback name through DNS) are
// refused at registration; the same URLs are refused again at delivery time — with the receiver listening and nothing
// reaching it — and a redirect (to loopback or anywhere) is never followed. Only an operator-listed address is reached.
import http from "node:http";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { parseHostList } from "../../src/outbound/host-list.js";
import { PRIVATE_ADDRESS, publicOnlyLookup } from "../../src/outbound/pinned-lookup.js";
import { isPublicAddress } from "../../src/outbound/public-address.js";
import { sendWebhook } from "../../src/webhooks/send-webhook.js";
import { checkWebhookUrl, checkWebhookUrlNow, type UrlPolicy } from "../../src/webhooks/url-policy.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { startReceiver, type Receiver } from "./receiver.js";

const FAST = {
  WEBHOOK_POLL_MS: "20",
  WEBHOOK_RETRY_BASE_MS: "20",
  WEBHOOK_RETRY_FOR_MS: "300",
  WEBHOOK_TIMEOUT_MS: "1000",
  RATE_LIMIT_WEBHOOKS_PER_MINUTE: "10000",
};
let receiver: Receiver;
let elsewhere: Receiver;
/** Allows the receiver's address (so tests can reach it), nothing else. */
let t: TestApp;
let alice: KeySession;

beforeAll(async () => {
  receiver = await startReceiver();
  elsewhere = await startReceiver();
  t = await createTestApp({ env: { ...FAST, WEBHOOK_ALLOW_HOSTS: receiver.origin } });
  t.deps.webhooks.dispatcher.start();
  alice = await signUpWithKey(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await elsewhere?.close();
});

const register = (app: TestApp, who: KeySession, url: string) =>
  app.app.request("/api/webhooks", jsonRequest("POST", { url, events: ["document.created"] }, who.headers));

/** A loopback name from /etc/hosts other than localhost (e.g. the machine's own name), resolved through DNS lookup. */
const HOSTS_LOOPBACK_NAME = (() => {
  try {
    for (const line of readFileSync("/etc/hosts", "utf8").split("\n")) {
      const [address, ...names] = line.replace(/#.*/, "").trim().split(/\s+/);
      const name = names.find((n) => n && !/localhost/i.test(n) && /^[a-z0-9.-]+$/i.test(n));
      if (address?.startsWith("127.") && name) return name;
    }
  } catch {
    // no /etc/hosts: that case is left out
  }
  return null;
})();

describe("the address rule", () => {
  it("tells public addresses from every inside range, in any spelling", () => {
    for (const a of [
      "93.184.216.34",
      "8.8.8.8",
      "1.1.1.1",
      "2606:4700::1111",
      "2a00:1450:4001::200e",
      "::ffff:8.8.8.8",
      "::ffff:808:808",
    ])
      expect(isPublicAddress(a), a).toBe(true);
    const inside = [
      "127.0.0.1",
      "127.255.255.254",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.100.100.200",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "192.0.0.1",
      "198.18.0.1",
      "::",
      "::1",
      "::127.0.0.1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "0:0:0:0:0:ffff:7f00:1",
      "64:ff9b::7f00:1",
      "64:ff9b:1::1",
      "2002:7f00:1::1",
      "2001:0:4136:e378::1",
      "fd00:ec2::254",
      "fc00::1",
      "fe80::1",
      "fec0::1",
      "ff02::1",
      "2001:db8::1",
      "not an address",
      "",
    ];
    for (const a of inside) expect(isPublicAddress(a), a).toBe(false);
  });
});

describe("at registration", () => {
  const refused = [
    "http://127.0.0.1/hook",
    "https://127.0.0.1:8443/hook",
    "https://127.1.2.3/hook",
    "https://2130706433/hook",
    "https://0x7f.0.0.1/hook",
    "https://0.0.0.0/hook",
    "http://10.0.0.5/hook",
    "https://10.255.1.2:8080/hook",
    "https://172.16.0.1/hook",
    "https://192.168.1.10/hook",
    "http://169.254.169.254/latest/meta-data/",
    "https://169.254.170.2/v2/credentials",
    "https://100.100.100.200/latest/meta-data",
    "https://100.64.0.1/hook",
    "https://224.0.0.1/hook",
    "https://[::1]/hook",
    "https://[::]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[::ffff:7f00:1]/hook",
    "https://[::ffff:10.0.0.1]/hook",
    "https://[::ffff:169.254.169.254]/hook",
    "https://[fd00:ec2::254]/latest/meta-data",
    "https://[fc00::1]/hook",
    "https://[fe80::1]/hook",
    "https://[ff02::1]/hook",
    "https://localhost/hook",
    "https://LOCALHOST./hook",
    "https://hooks.localhost/hook",
    `http://127.0.0.1:${9}/not-the-listed-port`,
  ];
  for (const url of refused) {
    it(`refuses ${url}`, async () => {
      const res = await register(t, alice, url);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ error: "invalid_request", details: [{ path: "url" }] });
      expect(body.message).toMatch(/loopback|private/);
    });
  }

  it.skipIf(!HOSTS_LOOPBACK_NAME)(
    `refuses a name that resolves to loopback through DNS lookup (${HOSTS_LOOPBACK_NAME})`,
    async () => {
      const res = await register(t, alice, `https://${HOSTS_LOOPBACK_NAME}/hook`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(new RegExp(`names ${HOSTS_LOOPBACK_NAME}, which resolves to 127\\.`));
    },
  );

  it("refuses a listed name that resolves to loopback: only a listed address reaches a private one", async () => {
    const app = await createTestApp({ env: { ...FAST, WEBHOOK_ALLOW_HOSTS: `http://localhost:${receiver.port}` } });
    try {
      const who = await signUpWithKey(app);
      expect((await register(app, who, `http://localhost:${receiver.port}/hook`)).status).toBe(400);
      expect((await register(app, who, `${receiver.origin}/hook`)).status).toBe(400);
    } finally {
      await app.close();
    }
  });

  it("accepts the listed address (even plain http), and public https URLs", async () => {
    expect((await register(t, alice, `${receiver.origin}/fine`)).status).toBe(201);
    expect((await register(t, alice, "https://93.184.216.34/hook")).status).toBe(201);
    expect((await register(t, alice, "https://[2606:4700::1111]/hook")).status).toBe(201);
  });

  it("asks for https in production unless the host is listed with http", () => {
    const production: UrlPolicy = {
      allow: parseHostList(`http://10.0.0.5:8080, http://hooks.internal.example:8080`).hosts,
      httpsOnly: true,
    };
    const reason = (url: string) => {
      const v = checkWebhookUrl(production, url);
      return v.ok ? "ok" : v.reason;
    };
    expect(reason("http://hooks.example.com/in")).toMatch(/https/);
    expect(reason("https://hooks.example.com/in")).toBe("ok");
    expect(reason("http://10.0.0.5:8080/in")).toBe("ok");
    expect(reason("http://10.0.0.5:8081/in")).toMatch(/https/);
    expect(reason("https://10.0.0.5:8080/in")).toMatch(/private/);
    expect(reason("http://hooks.internal.example:8080/in")).toBe("ok");
    expect(checkWebhookUrl(production, "http://hooks.internal.example:8080/in")).toMatchObject({
      ok: true,
      lookup: publicOnlyLookup,
    });
    expect(checkWebhookUrl(production, "http://10.0.0.5:8080/in")).toMatchObject({ ok: true, lookup: undefined });
  });

  it("accepts a name that does not resolve yet (each attempt resolves it again)", async () => {
    expect(await checkWebhookUrlNow({ allow: [], httpsOnly: true }, "https://no-such-host.invalid/hook")).toMatchObject(
      { ok: true },
    );
  });
});

describe("at delivery time", () => {
  /** An endpoint row written straight to the store, as if its name resolved elsewhere at registration or the allow-list changed since. */
  async function plantedEndpoint(url: string): Promise<string> {
    const id = newId("hook");
    const now = new Date().toISOString();
    await t.deps.webhooks.repo.insertEndpoint({
      id,
      userId: alice.userId,
      spaceId: personalSpace(alice.userId),
      url,
      description: null,
      events: ["brand.created"],
      secret: t.deps.webhooks.secrets.seal(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, id),
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failureCount: 0,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  async function lastDelivery(endpointId: string) {
    const until = Date.now() + 5_000;
    for (;;) {
      const { items } = await (
        await t.app.request(`/api/webhooks/${endpointId}/deliveries`, { headers: alice.headers })
      ).json();
      if (items[0]?.status === "failed" || items[0]?.status === "succeeded") return items[0];
      if (Date.now() > until) throw new Error(JSON.stringify(items));
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("refuses loopback URLs whose receiver is listening: nothing reaches it", async () => {
    const port = elsewhere.port;
    for (const url of [
      `http://127.0.0.1:${port}/direct`,
      `http://localhost:${port}/by-name`,
      `http://[::ffff:127.0.0.1]:${port}/mapped`,
      `http://[::1]:${port}/v6`,
    ]) {
      const id = await plantedEndpoint(url);
      await t.app.request(`/api/webhooks/${id}/test`, { method: "POST", headers: alice.headers });
      const d = await lastDelivery(id);
      expect(d, url).toMatchObject({ status: "failed", responseStatus: null });
      expect(d.error, url).toMatch(/^refused: the URL (points to|names)/);
    }
    expect(elsewhere.received).toEqual([]);
  });

  it("does not follow a redirect to loopback (or anywhere): a 3xx is a failed attempt", async () => {
    receiver.answer("/redirect", { status: 302, headers: { location: `${elsewhere.origin}/target` } });
    receiver.answer("/redirect-307", { status: 307, headers: { location: `${elsewhere.origin}/target` } });
    for (const path of ["/redirect", "/redirect-307"]) {
      const id = await plantedEndpoint(`${receiver.origin}${path}`);
      await t.app.request(`/api/webhooks/${id}/test`, { method: "POST", headers: alice.headers });
      const d = await lastDelivery(id);
      expect(d).toMatchObject({ status: "failed", responseStatus: path === "/redirect" ? 302 : 307 });
      expect(d.error).toMatch(/redirects are not followed/);
      expect(d.attempts).toBeGreaterThan(1);
    }
    expect(receiver.to("/redirect").length).toBeGreaterThan(1);
    expect(elsewhere.received).toEqual([]);
  });

  it("connects a name only to a public address it resolves to: the pinned lookup refuses loopback answers", async () => {
    const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (err) => resolve(err)),
    );
    expect(looked?.code).toBe(PRIVATE_ADDRESS);
    // The same lookup on a real request: the connection is never opened.
    const err = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const req = http.request(
        `http://localhost:${elsewhere.port}/pinned`,
        { method: "POST", agent: false, lookup: publicOnlyLookup },
        () => resolve(new Error("connected")),
      );
      req.on("error", resolve);
      req.end();
    });
    expect(err.code).toBe(PRIVATE_ADDRESS);
    expect(elsewhere.received).toEqual([]);
  });

  it("sends nothing when the policy refuses the URL, whatever the caller", async () => {
    const policy: UrlPolicy = { allow: [], httpsOnly: false };
    const result = await sendWebhook(
      policy,
      `http://127.0.0.1:${elsewhere.port}/x`,
      `whsec_${Buffer.alloc(24).toString("base64")}`,
      { id: "msg_x", body: "{}" },
      { timeoutMs: 500, userAgent: "test" },
    );
    expect(result).toMatchObject({ status: null, error: expect.stringMatching(/^refused/) });
    expect(elsewhere.received).toEqual([]);
  });
});
