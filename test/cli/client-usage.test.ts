// `quire usage` and organization keys, run as a child process (bin/quire.mjs) against a real server: the usage table
// and --json with a personal key and with an organization key (`quire login` stores a quire_ok_ key, then every
// command works in the organization's space within its scopes); a scope the key lacks exits 77 naming it; a spent
// quota exits 75 with the wait the API gave.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { jsonOf, runQuire } from "./quire-process.js";

let server: LiveServer;
let home: string;
let person: KeySession;
let owner: CookieSession;
let orgId: string;

const quire = (args: string[], options?: { env?: Record<string, string>; stdin?: string }) =>
  runQuire(home, args, options);

async function asOwner<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...owner.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const organizationKey = (body: { name: string; scopes: string[]; quota?: { limit: number; refillSeconds: number } }) =>
  asOwner<{ id: string; key: string }>("POST", `/api/organizations/${orgId}/keys`, body);

beforeAll(async () => {
  server = await startLiveServer();
  person = await signUpWithKey(server.t);
  owner = await signInWithCookie(server.t);
  orgId = (await asOwner<{ id: string }>("POST", "/api/organizations", { name: "Harbour Press" })).id;
  // A document in the organization's space, made in the owner's session there.
  await asOwner("PUT", "/api/organizations/active", { organizationId: orgId });
  await asOwner("POST", "/api/workspace/documents", {
    kind: "doc",
    title: "Shared style guide",
    source: "# Shared style guide\n\nHouse rules.",
  });
  home = mkdtempSync(join(tmpdir(), "quire-cli-usage-"));
});
afterAll(async () => {
  await server?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe("quire usage", () => {
  it(
    "with a personal key: the limits as a table, the job limits and the key; --json prints the API's answer",
    { timeout: 30_000 },
    async () => {
      const personal = mkdtempSync(join(tmpdir(), "quire-cli-personal-"));
      const login = await runQuire(personal, ["login", "--url", server.url, "--key", person.apiKey, "--json"]);
      rmSync(personal, { recursive: true, force: true });
      expect(jsonOf(login)).toMatchObject({
        url: server.url,
        kind: "personal",
        user: person.email,
        organization: null,
        scopes: null,
      });
      const env = { QUIRE_URL: server.url, QUIRE_KEY: person.apiKey };
      expect((await quire(["docs", "ls"], { env })).code).toBe(0);
      const human = await quire(["usage"], { env });
      expect(human.code).toBe(0);
      expect(human.stdout).toContain(`Personal key ${person.keyId} of ${person.email}`);
      expect(human.stdout).toMatch(/LIMIT\s+MINUTE\s+RESETS\s+DAY\s+RESETS/);
      expect(human.stdout).toMatch(
        new RegExp(
          `WORKSPACE\\s+1/${server.t.deps.limiter.limits.WORKSPACE.perMinute}\\s+\\d+[sm]\\s+1/${server.t.deps.limiter.limits.WORKSPACE.perDay}`,
        ),
      );
      expect(human.stdout).toMatch(/Jobs: 0\/\d+ active/);
      const run = await quire(["usage", "--json"], { env });
      expect(run.code).toBe(0);
      const usage = jsonOf(run);
      expect(usage).toMatchObject({
        subject: "user",
        user: { id: person.userId, email: person.email },
        organization: null,
        key: { id: person.keyId, kind: "personal", scopes: null, quota: null },
      });
      expect((usage.limits as Record<string, { minute: { used: number } }>).WORKSPACE!.minute.used).toBe(1);
      expect(usage.jobs).toMatchObject({ active: { used: 0 }, openItems: { used: 0 }, itemsToday: { used: 0 } });
    },
  );

  it("is listed by quire --help", async () => {
    const help = await quire(["--help"]);
    expect(help.stdout).toMatch(/\n {2}usage {5}where the key stands/);
  });
});

describe("quire with an organization key", () => {
  it(
    "login stores a quire_ok_ key; usage shows its kind, scopes and quota; docs ls reads the organization's space",
    { timeout: 30_000 },
    async () => {
      const made = await organizationKey({
        name: "CMS sync",
        scopes: ["documents:read", "documents:write"],
        quota: { limit: 100, refillSeconds: 86_400 },
      });
      const login = await quire(["login", "--url", server.url, "--key", made.key, "--json"]);
      expect(login.code).toBe(0);
      expect(jsonOf(login)).toMatchObject({
        url: server.url,
        kind: "organization",
        user: null,
        organization: orgId,
        scopes: ["documents:read", "documents:write"],
      });
      const usage = jsonOf(await quire(["usage", "--json"]));
      expect(usage).toMatchObject({
        subject: "key",
        organization: { id: orgId },
        key: {
          id: made.id,
          kind: "organization",
          scopes: ["documents:read", "documents:write"],
          quota: { limit: 100, refillSeconds: 86_400, remaining: 98 },
        },
      });
      const human = await quire(["usage"]);
      expect(human.stdout).toContain(`Organization key ${made.id} of ${orgId}: scopes documents:read, documents:write`);
      expect(human.stdout).toContain("Quota: 97 of 100 calls left, refilled every 1d (next at");
      expect(human.stdout).toContain("Rate limits (this organization key's own):");
      expect(human.stdout).toMatch(/\nJobs \(this key's own\): 0\/\d+ active/);
      const docs = jsonOf(await quire(["docs", "ls", "--json"]));
      expect((docs.items as { title: string }[]).map((d) => d.title)).toEqual(["Shared style guide"]);
    },
  );

  it(
    "a scope the key lacks exits 77 (not allowed) with the API's message naming the scope",
    { timeout: 30_000 },
    async () => {
      const made = await organizationKey({ name: "Reader", scopes: ["documents:read"] });
      const env = { QUIRE_URL: server.url, QUIRE_KEY: made.key };
      const brands = await quire(["brand", "list"], { env });
      expect(brands.code).toBe(77);
      expect(brands.stderr).toMatch(/^quire: forbidden: .*lacks the scope `brands:generate`/);
      const deck = await quire(["deck", "A short deck on the spring catalogue", "--json", "--quiet"], { env });
      expect(deck.code).toBe(77);
      expect(jsonOf(deck)).toMatchObject({
        error: "forbidden",
        status: 403,
        exitCode: 77,
        message: expect.stringContaining("`agent`"),
      });
      // The key still reads and says where it stands.
      expect((await quire(["usage", "--json"], { env })).code).toBe(0);
    },
  );

  it(
    "a spent quota exits 75 (try again later) with quota_exhausted and the wait from Retry-After",
    { timeout: 30_000 },
    async () => {
      const made = await organizationKey({
        name: "Kiosk",
        scopes: ["documents:read"],
        quota: { limit: 1, refillSeconds: 3600 },
      });
      const env = { QUIRE_URL: server.url, QUIRE_KEY: made.key };
      expect((await quire(["usage", "--json"], { env })).code).toBe(0);
      const spent = await quire(["docs", "ls"], { env });
      expect(spent.code).toBe(75);
      expect(spent.stderr).toMatch(
        /^quire: quota_exhausted: This organization API key's quota is used up until .+ \(try again in \d+ s\)\n$/,
      );
      const json = jsonOf(await quire(["usage", "--json"], { env }));
      expect(json).toMatchObject({ error: "quota_exhausted", status: 429, exitCode: 75 });
      expect(json.retryAfter).toBeGreaterThan(3500);
    },
  );
});
