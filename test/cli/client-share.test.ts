// `quire share` as a person or script runs it, against a real server: a link made and its URL alone on stdout (opened
// as a viewer would), each flag read back from the API (label, expiry as a day and as a span, a password from stdin,
// downloads, presenting off, a pinned version), the links listed and paged, a link's views after a viewer looked, a
// link revoked (404 from then on), --json shapes, and the exit code of each error.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { createDoc, DOCS } from "../workspace/workspace-app.js";
import { jsonOf, runQuire } from "./quire-process.js";

type Share = {
  id: string;
  documentId: string;
  label: string | null;
  tokenStart: string;
  version: number | null;
  expiresAt: string | null;
  hasPassword: boolean;
  downloads: boolean;
  present: boolean;
  status: string;
  views: number;
};
type Made = { share: Share; url: string; embed: string };

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
const MISSING_SHARE = "shr_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
let server: LiveServer;
let owner: KeySession;
let home: string;
let env: Record<string, string>;
let deckId: string;

const quire = (args: string[], options: { env?: Record<string, string>; stdin?: string } = {}) =>
  runQuire(home, args, { env: { ...env, ...options.env }, stdin: options.stdin });

const pilot = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" },
    { layout: "bullets", title: "Results", bullets: ["42 hives in Kraków"] },
  ],
};

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = owner.headers,
): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? {} : await res.json()) as T;
}

const readShare = (shareId: string, documentId = deckId) =>
  call<Share | { share: Share }>("GET", `${DOCS}/${documentId}/shares/${shareId}`).then((a) =>
    "share" in a ? a.share : a,
  );
/** A day `n` days from now, as typed: 2026-12-31. */
const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const tokenOf = (url: string) => new URL(url).pathname.slice("/s/".length);

beforeAll(async () => {
  server = await startLiveServer();
  owner = await signUpWithKey(server.t);
  env = { QUIRE_URL: server.url, QUIRE_KEY: owner.apiKey };
  home = mkdtempSync(join(tmpdir(), "quire-cli-share-"));
  deckId = (await createDoc(server.t, owner.headers, { kind: "deck", title: pilot.title, source: pilot })).id;
  await call("PATCH", `${DOCS}/${deckId}`, {
    source: { ...pilot, slides: [...pilot.slides, { layout: "bullets", title: "Risks", bullets: ["Late frost"] }] },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("quire share — making a link", () => {
  it(
    "prints the URL alone on stdout; the page opens without an account and shows the deck",
    { timeout: 60_000 },
    async () => {
      const run = await quire(["share", deckId]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^${server.url.replace(/[.]/g, "\\.")}/s/\\S+\\n$`));
      expect(run.stderr).toMatch(
        /^Link shr_\S+ to doc_\S+: never expires; presenting\. Keep the URL: it is shown only now\.\n$/,
      );
      const page = await fetch(run.stdout.trim());
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Pilot review");
    },
  );

  it(
    "--json: the API's answer, the share with its URL and embed; defaults: latest version, no expiry, no password, no downloads, presenting",
    { timeout: 60_000 },
    async () => {
      const made = jsonOf(await quire(["share", deckId, "--json"])) as unknown as Made;
      expect(made.url).toMatch(/\/s\/\S+$/);
      expect(made.embed).toContain(`${made.url}?embed=1`);
      expect(made.share).toMatchObject({
        documentId: deckId,
        label: null,
        version: null,
        expiresAt: null,
        hasPassword: false,
        downloads: false,
        present: true,
        status: "active",
        views: 0,
      });
      expect(tokenOf(made.url).startsWith(made.share.tokenStart)).toBe(true);
    },
  );

  it(
    "each flag, read back from the API: --label, --expires <day>, --downloads, --no-present, --version",
    { timeout: 60_000 },
    async () => {
      const day = dayFromNow(30);
      const run = await quire([
        "share",
        deckId,
        "--label",
        "Board pre-read",
        "--expires",
        day,
        "--downloads",
        "--no-present",
        "--version",
        "1",
      ]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(`(version 1): expires ${day} 23:59 UTC; downloads.`);
      const list = jsonOf(await quire(["share", "list", deckId, "--json"])) as { items: Share[] };
      expect(list.items[0]).toMatchObject({
        label: "Board pre-read",
        expiresAt: `${day}T23:59:59.000Z`,
        downloads: true,
        present: false,
        version: 1,
        hasPassword: false,
      });
    },
  );

  it("--expires as a span from now (7d, 12h, 2w) and as a date and time", { timeout: 60_000 }, async () => {
    for (const [given, ms] of [
      ["7d", 7 * 86_400_000],
      ["12h", 12 * 3_600_000],
      ["2w", 14 * 86_400_000],
    ] as const) {
      const t0 = Date.now();
      const made = jsonOf(await quire(["share", deckId, "--expires", given, "--json"])) as unknown as Made;
      const at = Date.parse(made.share.expiresAt!);
      expect(at, given).toBeGreaterThanOrEqual(t0 + ms - 1000);
      expect(at, given).toBeLessThanOrEqual(Date.now() + ms + 1000);
    }
    const moment = `${dayFromNow(3)}T18:00:00Z`;
    expect(
      (jsonOf(await quire(["share", deckId, "--expires", moment, "--json"])) as unknown as Made).share.expiresAt,
    ).toBe(moment.replace("Z", ".000Z"));
  });

  it(
    "--password-stdin: the link asks for it (its page shows nothing of the deck) and opens with it",
    { timeout: 60_000 },
    async () => {
      const run = await quire(["share", deckId, "--password-stdin", "--json"], { stdin: "harbour-lights\n" });
      expect(run.code).toBe(0);
      const made = jsonOf(run) as unknown as Made;
      expect(made.share.hasPassword).toBe(true);
      const page = await (await fetch(made.url)).text();
      expect(page).toContain('type="password"');
      expect(page).not.toContain("Pilot review");
      const token = tokenOf(made.url);
      // The trailing newline was dropped: the password is the line typed.
      expect(
        (
          await fetch(`${server.url}/api/shared/${token}/unlock`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ password: "harbour-lights" }),
          })
        ).status,
      ).toBe(200);
    },
  );

  it(
    "--password works too, and warns that it is visible to others (not with --quiet)",
    { timeout: 60_000 },
    async () => {
      const run = await quire(["share", deckId, "--password", "harbour-lights"]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("--password is visible to other users of this machine; --password-stdin");
      expect((await quire(["share", deckId, "--password", "harbour-lights", "--quiet"])).stderr).toBe("");
    },
  );
});

describe("quire share list | views | revoke", () => {
  let made: Made;
  beforeAll(async () => {
    made = jsonOf(await quire(["share", deckId, "--label", "Viewed", "--json"])) as unknown as Made;
  });

  it(
    "list: one line a link, newest first — id, status, token start, views, version, expiry, what it allows, label",
    { timeout: 60_000 },
    async () => {
      const run = await quire(["share", "list", deckId]);
      expect(run.code).toBe(0);
      const lines = run.stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(
        new RegExp(
          `^${made.share.id}  active  +${made.share.tokenStart}…  +0 views  +latest  +never expires  +presenting  +Viewed$`,
        ),
      );
      expect(run.stdout).toMatch(
        / active  +\S+…  +0 views  +version 1  +expires \d{4}-\d\d-\d\d 23:59  +downloads  +Board pre-read\n/,
      );
      expect(run.stdout).toMatch(/ password, presenting/);
    },
  );

  it(
    "list --limit pages, saying how to go on; --cursor and --all follow it; --json is the API's page",
    { timeout: 60_000 },
    async () => {
      const first = await quire(["share", "list", deckId, "--limit", "1"]);
      expect(first.stdout).toMatch(
        new RegExp(`^${made.share.id} .+\\nOlder links: quire share list ${deckId} --cursor \\S+ \\(or --all\\)\\n$`),
      );
      const page = jsonOf(await quire(["share", "list", deckId, "--limit", "1", "--json"])) as {
        items: Share[];
        nextCursor: string;
      };
      expect(page.items.map((s) => s.id)).toEqual([made.share.id]);
      const next = jsonOf(
        await quire(["share", "list", deckId, "--limit", "1", "--cursor", page.nextCursor, "--json"]),
      ) as typeof page;
      expect(next.items).toHaveLength(1);
      expect(next.items[0]!.id).not.toBe(made.share.id);
      const all = jsonOf(await quire(["share", "list", deckId, "--limit", "2", "--all", "--json"])) as typeof page;
      const whole = await call<{ items: Share[] }>("GET", `${DOCS}/${deckId}/shares?limit=100`);
      expect(all).toEqual({ items: whole.items, nextCursor: null });
    },
  );

  it(
    "views: after a viewer opened the page and stayed on slide 2, the views by day and the time per slide",
    { timeout: 60_000 },
    async () => {
      const token = tokenOf(made.url);
      expect((await fetch(made.url)).status).toBe(200);
      const beacon = await fetch(`${server.url}/api/shared/${token}/views`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ slide: 2, seconds: 75 }),
      });
      expect(beacon.status).toBeLessThan(300);
      const run = await quire(["share", "views", deckId, made.share.id]);
      expect(run.code).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect(run.stdout).toMatch(
        new RegExp(
          `^${made.share.id}: 1 view, 1m 15s in all since \\d{4}-\\d\\d-\\d\\d\\nViews by day:\\n  ${today}  1 view  1m 15s\\nTime per slide:\\n  slide 2  1m 15s\\n$`,
        ),
      );
      const views = jsonOf(await quire(["share", "views", deckId, made.share.id, "--days", "7", "--json"]));
      expect(views).toMatchObject({
        shareId: made.share.id,
        since: dayFromNow(-6),
        total: { views: 1, seconds: 75 },
        days: [{ date: today, views: 1, seconds: 75 }],
        slides: [{ slide: 2, seconds: 75 }],
      });
      expect((await quire(["share", "list", deckId])).stdout).toMatch(
        new RegExp(`^${made.share.id}  active .+  1 view  `),
      );
    },
  );

  it(
    "revoke: the link answers 404 from then on and is listed as revoked; again, it does nothing and exits 0",
    { timeout: 60_000 },
    async () => {
      const run = await quire(["share", "revoke", deckId, made.share.id]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`Revoked ${made.share.id} of ${deckId}: its link answers 404 from now on.\n`);
      expect((await fetch(made.url)).status).toBe(404);
      expect((await readShare(made.share.id)).status).toBe("revoked");
      expect((await quire(["share", "list", deckId])).stdout).toMatch(new RegExp(`^${made.share.id}  revoked `));
      expect(jsonOf(await quire(["share", "revoke", deckId, made.share.id, "--json"]))).toEqual({
        revoked: made.share.id,
        documentId: deckId,
      });
    },
  );
});

describe("quire share — an exit code per error", () => {
  it(
    "64 for a missing argument, a flag of another action, a bad --expires, password, --version, --days or --limit; nothing made",
    { timeout: 120_000 },
    async () => {
      const before = (await call<{ items: Share[] }>("GET", `${DOCS}/${deckId}/shares?limit=100`)).items.length;
      const cases = [
        ["share"],
        ["share", "list"],
        ["share", "revoke", deckId],
        ["share", "views", deckId],
        ["share", deckId, "extra"],
        ["share", "list", deckId, "--password", "harbour-lights"],
        ["share", "revoke", deckId, MISSING_SHARE, "--label", "x"],
        ["share", deckId, "--days", "7"],
        ["share", deckId, "--expires", "tomorrow"],
        ["share", deckId, "--expires", "2020-01-01"],
        ["share", deckId, "--expires", "2026-02-30"],
        ["share", deckId, "--expires", "0d"],
        ["share", deckId, "--password", "short"],
        ["share", deckId, "--password", "x".repeat(129)],
        ["share", deckId, "--version", "0"],
        ["share", deckId, "--version", "one"],
        ["share", "views", deckId, MISSING_SHARE, "--days", "0"],
        ["share", "views", deckId, MISSING_SHARE, "--days", "367"],
        ["share", "list", deckId, "--limit", "101"],
      ];
      for (const args of cases) expect((await quire(args)).code, args.join(" ")).toBe(64);
      const both = await quire(["share", deckId, "--password", "harbour-lights", "--password-stdin"], {
        stdin: "harbour-lights\n",
      });
      expect(both.code).toBe(64);
      expect(both.stderr).toMatch(/^quire: Give the password with --password-stdin or --password, not both\./);
      expect((await quire(["share", deckId, "--password-stdin"], { stdin: "short\n" })).stderr).toBe(
        "quire: A link's password is 8 to 128 characters; this one has 5.\n",
      );
      expect((await quire(["share", "list", deckId, "--password", "harbour-lights"])).stderr).toMatch(
        /^quire: --password does not go with quire share list\./,
      );
      expect(jsonOf(await quire(["share", deckId, "--expires", "soon", "--json"]))).toMatchObject({
        error: "usage",
        exitCode: 64,
      });
      expect((await call<{ items: Share[] }>("GET", `${DOCS}/${deckId}/shares?limit=100`)).items).toHaveLength(before);
    },
  );

  it(
    "65 for a version the document does not have or an expiry beyond a year; 66 for an unknown document or link, or another's",
    { timeout: 60_000 },
    async () => {
      const noVersion = await quire(["share", deckId, "--version", "9"]);
      expect(noVersion.code).toBe(65);
      expect(noVersion.stderr).toMatch(/^quire: invalid_request: /);
      expect((await quire(["share", deckId, "--expires", "400d"])).code).toBe(65);
      for (const args of [
        ["share", MISSING],
        ["share", "list", MISSING],
        ["share", "views", deckId, MISSING_SHARE],
        ["share", "revoke", deckId, MISSING_SHARE],
      ]) {
        const run = await quire(args);
        expect(run.code, args.join(" ")).toBe(66);
        expect(run.stderr).toMatch(/^quire: not_found: /);
      }
      const other = await signUpWithKey(server.t);
      const theirs = (
        await createDoc(server.t, other.headers, { kind: "doc", title: "Theirs", source: "# Theirs\n\nText." })
      ).id;
      const link = await call<Made>("POST", `${DOCS}/${theirs}/shares`, {}, other.headers);
      for (const args of [
        ["share", theirs],
        ["share", "list", theirs],
        ["share", "views", theirs, link.share.id],
        ["share", "revoke", theirs, link.share.id],
      ])
        expect((await quire(args)).code, args.join(" ")).toBe(66);
      expect((await fetch(link.url)).status).toBe(200);
    },
  );

  it(
    "77 when the organization has turned sharing off, or the key lacks documents:write; 78 with no credentials",
    { timeout: 60_000 },
    async () => {
      const admin: CookieSession = await signInWithCookie(server.t);
      const asAdmin = (method: string, path: string, body?: unknown) =>
        call<Record<string, unknown>>(method, path, body, admin.headers);
      const orgId = (await asAdmin("POST", "/api/organizations", { name: "Harbour Press" })).id as string;
      const writer = (
        await asAdmin("POST", `/api/organizations/${orgId}/keys`, {
          name: "writer",
          scopes: ["documents:read", "documents:write"],
        })
      ).key as string;
      const reader = (
        await asAdmin("POST", `/api/organizations/${orgId}/keys`, { name: "reader", scopes: ["documents:read"] })
      ).key as string;
      const orgDoc = (
        await call<{ document: { id: string } }>(
          "POST",
          DOCS,
          { kind: "doc", title: "Style guide", source: "# Style guide\n\nRules." },
          { authorization: `Bearer ${writer}` },
        )
      ).document.id;
      const asReader = await quire(["share", orgDoc], { env: { QUIRE_KEY: reader } });
      expect(asReader.code).toBe(77);
      expect(asReader.stderr).toMatch(/^quire: forbidden: .*documents:write/);
      expect((await quire(["share", "list", orgDoc], { env: { QUIRE_KEY: reader } })).code).toBe(0);
      const made = jsonOf(await quire(["share", orgDoc, "--json"], { env: { QUIRE_KEY: writer } })) as unknown as Made;
      await asAdmin("PATCH", `/api/organizations/${orgId}`, { sharing: false });
      const off = await quire(["share", orgDoc], { env: { QUIRE_KEY: writer } });
      expect(off.code).toBe(77);
      expect(off.stderr).toMatch(/^quire: forbidden: .*shar/);
      expect((await quire(["share", "list", orgDoc], { env: { QUIRE_KEY: writer } })).stdout).toMatch(
        new RegExp(`^${made.share.id}  blocked `),
      );
      expect((await fetch(made.url)).status).toBe(404);

      const none = mkdtempSync(join(tmpdir(), "quire-cli-none-"));
      for (const args of [
        ["share", deckId],
        ["share", "list", deckId],
      ]) {
        const signedOut = await runQuire(none, args);
        expect(signedOut.code).toBe(78);
        expect(signedOut.stderr).toContain("quire login");
        expect((await quire(args, { env: { QUIRE_KEY: "qk_not_a_key" } })).code).toBe(77);
      }
      rmSync(none, { recursive: true, force: true });
    },
  );
});
