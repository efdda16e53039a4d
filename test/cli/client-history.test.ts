// `quire history`, `quire diff` and `quire restore` as a person or script runs them, against a real server: versions
// newest first with what made each (a revision's edits under it), paging with --cursor and --all, a diff of a deck and
// of a sheet in words, a restore read back through the API, --json shapes, and the exit code of each error.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { jsonRequest } from "../harness.js";
import { createDoc, DOCS, type DocumentBody } from "../workspace/workspace-app.js";
import { jsonOf, runQuire } from "./quire-process.js";

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
let server: LiveServer;
let owner: KeySession;
let home: string;
let env: Record<string, string>;
let deck: DocumentBody;
let sheetId: string;
let revisedId: string;

const quire = (args: string[], options: { env?: Record<string, string> } = {}) =>
  runQuire(home, args, { env: { ...env, ...options.env } });

const pilot = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" },
    { layout: "bullets", title: "Results", bullets: ["42 hives in Kraków"] },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive"] },
  ],
};
const costs = (hives: number) => ({
  kind: "sheet",
  title: "Costs",
  sheets: [
    {
      name: "Costs",
      columns: [{ header: "Item" }, { header: "Cost", type: "currency" }],
      rows: [
        ["Rent", 900],
        ["Hives", hives],
      ],
    },
  ],
});

async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await server.t.app.request(path, jsonRequest(method, body, owner.headers));
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The agent's NDJSON run, to its document id. */
async function runAgent(body: Record<string, unknown>): Promise<string> {
  const res = await server.t.app.request("/api/agent", jsonRequest("POST", body, owner.headers));
  const lines = (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { type: string; document?: { id: string } });
  const id = lines.find((l) => l.type === "document")?.document?.id;
  if (!id) throw new Error(`the agent made no document: ${JSON.stringify(lines.at(-1))}`);
  return id;
}

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
  owner = await signUpWithKey(server.t);
  env = { QUIRE_URL: server.url, QUIRE_KEY: owner.apiKey };
  home = mkdtempSync(join(tmpdir(), "quire-cli-history-"));
  deck = await createDoc(server.t, owner.headers, { kind: "deck", title: pilot.title, source: pilot });
  await call("PATCH", `${DOCS}/${deck.id}`, {
    source: { ...pilot, slides: [...pilot.slides, { layout: "bullets", title: "Risks", bullets: ["Late frost"] }] },
  });
  sheetId = (await createDoc(server.t, owner.headers, { kind: "sheet", title: "Costs", source: costs(1200) })).id;
  await call("PATCH", `${DOCS}/${sheetId}`, { source: costs(1350) });
  revisedId = await runAgent({ prompt: "A deck about composting at home", kind: "deck", slides: 5 });
  await runAgent({ prompt: "Rename the introduction to Getting started", documentId: revisedId });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("quire history — happy", () => {
  it("one line a version, newest first: number, what made it, who, when, title", { timeout: 30_000 }, async () => {
    const run = await quire(["history", deck.id]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const row = (n: number, change: string) =>
      new RegExp(
        `^${n}  ${change} +${owner.email.replace(/[.+]/g, "\\$&")}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  Pilot review$`,
      );
    expect(lines[0]).toMatch(row(2, "edited "));
    expect(lines[1]).toMatch(row(1, "created"));
  });

  it("a revision by the agent, with its edit messages indented under it", { timeout: 30_000 }, async () => {
    const run = await quire(["history", revisedId]);
    expect(run.code).toBe(0);
    const [revision, ...rest] = run.stdout.trimEnd().split("\n");
    expect(revision).toMatch(/^2  revised by the agent  /);
    const edits = rest.slice(
      0,
      rest.findIndex((l) => /^1  created/.test(l)),
    );
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit).toMatch(/^ {3}\S/);
    expect(edits.join("\n")).toMatch(/Getting started/);
  });

  it(
    "--limit pages, saying how to go on; --json is the page; --cursor and --all follow it",
    { timeout: 30_000 },
    async () => {
      const first = await quire(["history", deck.id, "--limit", "1"]);
      expect(first.stdout).toMatch(
        new RegExp(`^2  edited .+\\nOlder versions: quire history ${deck.id} --cursor \\S+ \\(or --all\\)\\n$`),
      );
      const page = jsonOf(await quire(["history", deck.id, "--limit", "1", "--json"])) as {
        items: { version: number; change: string }[];
        nextCursor: string;
        current: number;
        oldest: number;
      };
      expect(page).toMatchObject({ current: 2, oldest: 1, nextCursor: expect.any(String) });
      expect(page.items.map((v) => v.version)).toEqual([2]);
      expect(page.items[0]).toEqual({
        version: 2,
        change: "edited",
        title: "Pilot review",
        author: owner.email,
        edits: null,
        restoredFrom: null,
        createdAt: expect.any(String),
      });
      const next = jsonOf(
        await quire(["history", deck.id, "--limit", "1", "--cursor", page.nextCursor, "--json"]),
      ) as typeof page;
      expect(next.items.map((v) => [v.version, v.change])).toEqual([[1, "created"]]);
      const all = jsonOf(await quire(["history", deck.id, "--limit", "1", "--all", "--json"])) as typeof page;
      expect(all).toMatchObject({ current: 2, oldest: 1, nextCursor: null });
      expect(all.items.map((v) => v.version)).toEqual([2, 1]);
    },
  );
});

describe("quire diff — happy", () => {
  it("a deck: the slide added, by number and title; --json is the API's diff", { timeout: 30_000 }, async () => {
    const run = await quire(["diff", deck.id, "1", "2"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${deck.id}: version 1 → 2\n  slide 4 “Risks” added\n`);
    // <to> defaults to the current version.
    expect((await quire(["diff", deck.id, "1"])).stdout).toBe(run.stdout);
    const answer = jsonOf(await quire(["diff", deck.id, "1", "--json"]));
    expect(answer).toMatchObject({
      from: 1,
      to: 2,
      kind: "deck",
      title: null,
      truncated: false,
      changes: [{ change: "added", part: "slide", to: 4, label: "Risks" }],
    });
    expect((await quire(["diff", deck.id, "2", "2"])).stdout).toBe(`${deck.id}: version 2 → 2\n  no changes\n`);
  });

  it("a sheet: the cell by its address, before → after", { timeout: 30_000 }, async () => {
    const run = await quire(["diff", sheetId, "1", "2"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${sheetId}: version 1 → 2\n  cell B3 of Costs: 1200 → 1350\n`);
  });
});

describe("quire restore — happy", () => {
  it(
    "makes the old version current as version N+1, read back through the API, and listed as restored",
    { timeout: 30_000 },
    async () => {
      const run = await quire(["restore", deck.id, "1"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`Restored version 1 of ${deck.id} as version 3 (deck “Pilot review”)\n`);
      const { document } = (await call("GET", `${DOCS}/${deck.id}`)) as { document: DocumentBody };
      expect(document.version).toBe(3);
      expect(document.source).toEqual(deck.source);
      expect((await quire(["history", deck.id, "--limit", "1"])).stdout).toMatch(/^3  restored from 1  /);
      expect((await quire(["diff", deck.id, "2", "3"])).stdout).toContain("slide 4 “Risks” removed");
    },
  );

  it(
    "--json: the document's id, kind, title and new version, and the version it came from",
    { timeout: 30_000 },
    async () => {
      const answer = jsonOf(await quire(["restore", deck.id, "2", "--json"]));
      expect(answer).toEqual({
        document: { id: deck.id, kind: "deck", title: "Pilot review", version: 4 },
        restoredFrom: 2,
      });
      const { document } = (await call("GET", `${DOCS}/${deck.id}`)) as { document: DocumentBody };
      expect((document.source.slides as { title: string }[]).map((s) => s.title)).toEqual([
        "Pilot review",
        "Results",
        "Costs",
        "Risks",
      ]);
    },
  );
});

describe("quire history | diff | restore — an exit code per error", () => {
  it("66 for an unknown document, or a version it does not have; nothing restored", { timeout: 30_000 }, async () => {
    for (const args of [
      ["history", MISSING],
      ["diff", MISSING, "1"],
      ["restore", MISSING, "1"],
    ]) {
      const run = await quire(args);
      expect(run.code, args.join(" ")).toBe(66);
      expect(run.stderr).toMatch(/^quire: not_found: /);
    }
    expect(jsonOf(await quire(["restore", MISSING, "1", "--json"]))).toMatchObject({
      error: "not_found",
      status: 404,
      exitCode: 66,
    });
    const noSuchVersion = await quire(["restore", deck.id, "99"]);
    expect(noSuchVersion.code).toBe(66);
    expect(noSuchVersion.stderr).toMatch(/has no version 99 \(it has versions 1 to 4\)/);
    expect((await quire(["diff", deck.id, "99"])).code).toBe(66);
    expect(((await call("GET", `${DOCS}/${deck.id}`)) as { document: DocumentBody }).document.version).toBe(4);
  });

  it(
    "64 when an argument is missing, or a version or --limit is not a number; nothing restored",
    { timeout: 30_000 },
    async () => {
      const cases = [
        ["history"],
        ["diff"],
        ["diff", deck.id],
        ["restore"],
        ["restore", deck.id],
        ["restore", deck.id, "abc"],
        ["restore", deck.id, "0"],
        ["restore", deck.id, "1.5"],
        ["restore", deck.id, "1", "2"],
        ["diff", deck.id, "x"],
        ["diff", deck.id, "1", "-2"],
        ["history", deck.id, "--limit", "0"],
        ["history", deck.id, "--limit", "many"],
        ["history", deck.id, "--limit", "101"],
      ];
      for (const args of cases) expect((await quire(args)).code, args.join(" ")).toBe(64);
      const notANumber = await quire(["restore", deck.id, "abc"]);
      expect(notANumber.stderr).toBe(
        "quire: <version> is a version number (1, 2, 3 …), not “abc”.\nquire restore <document id> <version>\n",
      );
      expect(jsonOf(await quire(["diff", deck.id, "one", "--json"]))).toMatchObject({ error: "usage", exitCode: 64 });
      expect(((await call("GET", `${DOCS}/${deck.id}`)) as { document: DocumentBody }).document.version).toBe(4);
    },
  );

  it("78 with no credentials, 77 with a bad key", { timeout: 30_000 }, async () => {
    const none = mkdtempSync(join(tmpdir(), "quire-cli-none-"));
    for (const args of [
      ["history", deck.id],
      ["diff", deck.id, "1"],
      ["restore", deck.id, "1"],
    ]) {
      const signedOut = await runQuire(none, args);
      expect(signedOut.code).toBe(78);
      expect(signedOut.stderr).toContain("quire login");
      const badKey = await quire(args, { env: { QUIRE_KEY: "qk_not_a_key" } });
      expect(badKey.code).toBe(77);
      expect(badKey.stderr).toMatch(/^quire: unauthorized: /);
    }
    rmSync(none, { recursive: true, force: true });
  });
});
