// `quire edit`, `quire variants` and `quire regenerate` as a person or script runs them, against a real server: edits
// from --op and from a file as one version, a slide's variants listed, drawn into a directory and applied, a slide
// rewritten, --json shapes, and the exit code of each error (a bad edit, a stale version, another user's document).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { jsonRequest } from "../harness.js";
import { createDoc, DOCS } from "../workspace/workspace-app.js";
import { jsonOf, runQuire } from "./quire-process.js";

type Slide = { layout: string; title?: string };
type Deck = { id: string; version: number; source: { slides: Slide[] }; parts: { id: string; title: string | null }[] };

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let home: string;

const pilot = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring" },
    { layout: "bullets", title: "Growth", bullets: ["Q1: 42 hives", "Q2: 60 hives", "Q3: 75 hives"] },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive", "€90 a year to keep"] },
  ],
};

const quire = (args: string[], by = alice, stdin?: string) =>
  runQuire(home, args, {
    env: { QUIRE_URL: server.url, QUIRE_KEY: by.apiKey },
    ...(stdin !== undefined ? { stdin } : {}),
  });
const newDeck = async () =>
  (await createDoc(server.t, alice.headers, { kind: "deck", title: pilot.title, source: pilot })).id;

async function read(id: string): Promise<Deck> {
  const res = await server.t.app.request(`${DOCS}/${id}`, jsonRequest("GET", undefined, alice.headers));
  return ((await res.json()) as { document: Deck }).document;
}

beforeAll(async () => {
  server = await startLiveServer();
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  home = mkdtempSync(join(tmpdir(), "quire-cli-edit-"));
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("quire edit", () => {
  it(
    "applies --op edits in order as one version and prints what each did; --file and --json too",
    { timeout: 30_000 },
    async () => {
      const id = await newDeck();
      const run = await quire([
        "edit",
        id,
        "--op",
        '{"op":"rename","part":2,"title":"Hives"}',
        "--op",
        '{"op":"remove","part":"Costs"}',
        "--version",
        "1",
      ]);
      expect(run.code, run.stderr).toBe(0);
      const lines = run.stdout.trimEnd().split("\n");
      expect(lines[0]).toBe(`Edited ${id}: version 2 (deck “Pilot review”)`);
      expect(lines).toHaveLength(3);
      for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}\S/);
      expect((await read(id)).source.slides.map((s) => s.title)).toEqual(["Pilot review", "Hives"]);

      const file = join(home, "edits.json");
      writeFileSync(file, JSON.stringify({ version: 2, edits: [{ op: "move", part: "sl_2", to: 1 }] }));
      const answer = jsonOf(await quire(["edit", id, "--file", file, "--json"]));
      expect(answer).toEqual({
        document: {
          id,
          kind: "deck",
          title: "Pilot review",
          version: 3,
          parts: [
            { id: "sl_2", title: "Hives" },
            { id: "sl_1", title: "Pilot review" },
          ],
        },
        applied: [{ op: "move", target: expect.any(String), message: expect.any(String) }],
      });
      // A list of edits from stdin.
      expect(
        (await quire(["edit", id, "--file", "-"], alice, JSON.stringify([{ op: "retitle", title: "Pilot, revised" }])))
          .code,
      ).toBe(0);
      expect((await read(id)).version).toBe(4);
    },
  );

  it(
    "65 for an edit that cannot apply, 75 for a stale --version, 66 for another user's document, 64 for bad usage; nothing changes",
    { timeout: 30_000 },
    async () => {
      const id = await newDeck();
      const bad = await quire(["edit", id, "--op", '{"op":"remove","part":12}']);
      expect(bad.code).toBe(65);
      expect(bad.stderr).toMatch(/^quire: invalid_request: Edit 1 \(remove\): /);
      expect(jsonOf(await quire(["edit", id, "--op", '{"op":"remove","part":12}', "--json"]))).toMatchObject({
        error: "invalid_request",
        status: 400,
        exitCode: 65,
      });
      const stale = await quire(["edit", id, "--op", '{"op":"retitle","title":"Late"}', "--version", "3"]);
      expect(stale.code).toBe(75);
      expect(stale.stderr).toMatch(/^quire: conflict: /);
      const foreign = await quire(["edit", id, "--op", '{"op":"retitle","title":"Mine"}'], bob);
      expect(foreign.code).toBe(66);
      expect(foreign.stderr).toMatch(/^quire: not_found: /);
      for (const args of [
        ["edit", id],
        ["edit", id, "--op", "{not json"],
        ["edit", id, "--op", "3"],
        ["edit", id, "--op", "{}", "--file", "x.json"],
        ["edit", id, "--op", "{}", "--version", "0"],
        ["edit"],
      ]) {
        expect((await quire(args)).code, args.join(" ")).toBe(64);
      }
      expect((await quire(["edit", id, "--file", join(home, "missing.json")])).code).toBe(74);
      expect((await read(id)).version).toBe(1);
    },
  );
});

describe("quire variants", () => {
  it(
    "lists a slide's other layouts, writes their pictures with --out, and --apply makes one the slide",
    { timeout: 60_000 },
    async () => {
      const id = await newDeck();
      const run = await quire(["variants", id, "2"]);
      expect(run.code, run.stderr).toBe(0);
      const lines = run.stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(new RegExp(`^Slide 2 \\(sl_2, bullets\\) of ${id}, version 1: \\d other layouts?$`));
      expect(lines.at(-1)).toBe(`Apply one: quire variants ${id} 2 --apply <k> --version 1`);

      const dir = join(home, "variants");
      const listed = jsonOf(await quire(["variants", id, "sl_2", "--out", dir, "--width", "240", "--json"])) as {
        version: number;
        slide: { n: number; id: string; layout: string };
        variants: { k: number; layout: string; slide: Slide; file: string }[];
      };
      expect(listed.slide).toEqual({ n: 2, id: "sl_2", layout: "bullets" });
      expect(listed.variants.length).toBeGreaterThanOrEqual(1);
      for (const v of listed.variants) {
        expect(v.file).toBe(join(dir, `slide-2-variant-${v.k}.png`));
        expect(readFileSync(v.file).subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      }
      // The pictures are never overwritten without --force.
      expect((await quire(["variants", id, "2", "--out", dir])).code).toBe(74);
      expect((await quire(["variants", id, "2", "--out", dir, "--force"])).code).toBe(0);

      const applied = await quire(["variants", id, "2", "--apply", "1", "--version", "1"]);
      expect(applied.code, applied.stderr).toBe(0);
      expect(applied.stdout.split("\n")[0]).toBe(`Variant 1 applied to slide 2 of ${id}: version 2`);
      const now = await read(id);
      expect(now.source.slides[1]).toEqual(listed.variants[0]!.slide);
    },
  );

  it(
    "66 for another user's deck, 65 for a sheet or a k beyond the list, 75 for a stale --version, 64 for a bad slide",
    { timeout: 30_000 },
    async () => {
      const id = await newDeck();
      expect((await quire(["variants", id, "2"], bob)).code).toBe(66);
      expect((await quire(["variants", id, "2", "--apply", "1"], bob)).code).toBe(66);
      const sheet = await createDoc(server.t, alice.headers, {
        kind: "sheet",
        title: "Costs",
        source: {
          kind: "sheet",
          title: "Costs",
          sheets: [{ name: "Costs", columns: [{ header: "Item" }], rows: [["Rent"]] }],
        },
      });
      const notADeck = await quire(["variants", sheet.id, "1"]);
      expect(notADeck.code).toBe(65);
      expect(notADeck.stderr).toMatch(/^quire: unsupported_format: /);
      expect((await quire(["variants", id, "2", "--apply", "9"])).code).toBe(65);
      const stale = await quire(["variants", id, "2", "--apply", "1", "--version", "4"]);
      expect(stale.code).toBe(75);
      expect(stale.stderr).toMatch(/^quire: conflict: /);
      for (const args of [
        ["variants", id],
        ["variants", id, "second"],
        ["variants", id, "0"],
        ["variants", id, "2", "--apply", "x"],
        ["variants", id, "2", "--apply", "1", "--out", "d"],
        ["variants", id, "2", "--width", "5000"],
      ]) {
        expect((await quire(args)).code, args.join(" ")).toBe(64);
      }
      expect(existsSync(join(home, "d"))).toBe(false);
      expect((await read(id)).version).toBe(1);
    },
  );
});

describe("quire regenerate", () => {
  it(
    "rewrites one slide as one version, every other slide kept; --json has the applied edits and warnings",
    { timeout: 30_000 },
    async () => {
      const id = await newDeck();
      const run = await quire(["regenerate", id, "3", "--instruction", "shorter", "--version", "1"]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.split("\n")[0]).toBe(`Slide 3 of ${id} rewritten: version 2`);
      const now = await read(id);
      expect(now.source.slides.slice(0, 2)).toEqual(pilot.slides.slice(0, 2));

      const answer = jsonOf(await quire(["regenerate", id, "sl_2", "--json"])) as {
        document: { version: number; parts: unknown[] };
        applied: unknown[];
        warnings: string[];
      };
      expect(answer.document).toMatchObject({ id, version: 3 });
      expect(answer.document.parts).toHaveLength(3);
      expect(answer.applied.length).toBeGreaterThanOrEqual(1);
      expect(answer.warnings).toEqual(expect.any(Array));
      const after = await read(id);
      expect([after.source.slides[0], after.source.slides[2]]).toEqual([now.source.slides[0], now.source.slides[2]]);

      // An instruction the builtin cannot read leaves the slide, and the version, as they were; the warning says why.
      const unread = await quire(["regenerate", id, "3", "--instruction", "make it sing like a bird"]);
      expect(unread.code).toBe(0);
      expect(unread.stdout).toMatch(
        new RegExp(
          `^Slide 3 of ${id} left as it was: still version 3\n  warning: Slide 3 “Costs” was left as it was: `,
        ),
      );
      expect((await read(id)).version).toBe(3);
    },
  );

  it(
    "66 for another user's deck, 75 for a stale --version, 64 for a bad slide; nothing changes",
    { timeout: 30_000 },
    async () => {
      const id = await newDeck();
      const foreign = await quire(["regenerate", id, "2"], bob);
      expect(foreign.code).toBe(66);
      // Its progress line first, then the refusal.
      expect(foreign.stderr).toMatch(/^quire: not_found: /m);
      expect((await quire(["regenerate", id, "2", "--version", "9"])).code).toBe(75);
      for (const args of [
        ["regenerate", id],
        ["regenerate", id, "two"],
        ["regenerate", id, "2", "3"],
      ])
        expect((await quire(args)).code, args.join(" ")).toBe(64);
      expect((await read(id)).version).toBe(1);
    },
  );
});
