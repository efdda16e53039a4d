// The `quire` client commands as a person or script runs them (bin/quire.mjs as a child process) against a real server:
// login stores the key 0600, a deck written with live progress and exported, render/import/export, brand upload,
// generate and batch, docs ls/get/rm, --json output, and an exit code per error class.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { jsonOf, runQuire } from "./quire-process.js";
import { thirdPartyFile } from "../fixtures.js";

let server: LiveServer;
let home: string;
let key: string;

const quire = (args: string[], options?: { env?: Record<string, string>; stdin?: string }) =>
  runQuire(home, args, options);
const json = jsonOf;

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000", RATE_LIMIT_EXPORT_PER_MINUTE: "1000" });
  key = (await signUpWithKey(server.t)).apiKey;
  home = mkdtempSync(join(tmpdir(), "quire-cli-"));
});
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("quire (client) — happy", () => {
  it("login checks the key and stores it readable by its owner only", { timeout: 30_000 }, async () => {
    const run = await quire(["login", "--url", server.url], { stdin: `${key}\n` });
    expect(run.stderr).toContain("API key");
    expect(run.code).toBe(0);
    const path = join(home, "config", "quire", "config.json");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ url: server.url, key });
  });

  it("writes a deck with live progress and exports it to the file -o names", { timeout: 60_000 }, async () => {
    const run = await quire(["deck", "A 5-slide pitch for our rooftop beehives", "-o", "pitch.pptx"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/Planning the slides[\s\S]*slide 1:[\s\S]*slide 5:/);
    expect(run.stdout).toMatch(/^deck “.+” saved as doc_\w+, written to pitch\.pptx\n$/);
    const parts = unzipSync(new Uint8Array(readFileSync(join(home, "pitch.pptx"))));
    expect(Object.keys(parts).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))).toHaveLength(5);
  });

  it(
    "--json: one result object on stdout; docs ls, get and rm; export, render and import",
    { timeout: 60_000 },
    async () => {
      writeFileSync(
        join(home, "notes.md"),
        "# Depot notes\n\n## Results\n\nDelivery times fell 18% in the first quarter.\n",
      );
      const made = json(
        await quire(["doc", "Write a one-page brief from these notes", "--attach", "notes.md", "--json", "--quiet"]),
      );
      const id = (made.document as { id: string }).id;
      expect(made.document).toMatchObject({ kind: "doc", id: expect.stringMatching(/^doc_/) });
      const listed = json(await quire(["docs", "ls", "--kind", "doc", "--json"]));
      expect((listed.items as { id: string }[]).map((d) => d.id)).toContain(id);
      const got = await quire(["docs", "get", id]);
      expect(JSON.parse(got.stdout)).toMatchObject({ kind: "doc" });
      expect((await quire(["export", id, "-o", "brief.pdf"])).code).toBe(0);
      expect(readFileSync(join(home, "brief.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
      // A doc's slides as pictures (a .zip) and as a handout (--handout with a .pdf).
      expect((await quire(["export", id, "-o", "brief.zip", "--width", "320"])).code).toBe(0);
      expect(Object.keys(unzipSync(readFileSync(join(home, "brief.zip"))))[0]).toBe("001.png");
      expect((await quire(["export", id, "-o", "brief-handout.pdf", "--handout"])).code).toBe(0);
      expect(readFileSync(join(home, "brief-handout.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
      const page = await quire(["render", "notes.md", "-o", "notes.html"]);
      expect(page.code).toBe(0);
      expect(readFileSync(join(home, "notes.html"), "utf8")).toMatch(/^<!doctype html>/i);
      const imported = json(await quire(["import", "notes.md", "--save", "--json"]));
      expect(imported.document).toMatchObject({ kind: "doc", title: "Depot notes" });
      expect(json(await quire(["docs", "rm", id, "--json"]))).toEqual({ deleted: id });
      expect((await quire(["docs", "get", id])).code).toBe(66);
    },
  );

  it("brand upload, list, generate and batch", { timeout: 60_000 }, async () => {
    writeFileSync(join(home, "brand.pptx"), readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx")));
    const uploaded = json(await quire(["brand", "upload", "brand.pptx", "--name", "House style", "--json"]));
    const brandId = (uploaded.brand as { id: string }).id;
    expect((await quire(["brand", "list"])).stdout).toContain(`${brandId}  House style`);
    const deck = await quire(["brand", "generate", brandId, "A short deck on our depot results", "-o", "onbrand.pptx"]);
    expect(deck.code).toBe(0);
    expect(readFileSync(join(home, "onbrand.pptx")).subarray(0, 2).toString()).toBe("PK");
    writeFileSync(
      join(home, "items.json"),
      JSON.stringify([
        { source: "# One\n\n---\n\n## A\n\n- x", filename: "one" },
        { source: "# Two\n\n---\n\n## B\n\n- y" },
      ]),
    );
    expect((await quire(["brand", "batch", brandId, "items.json", "-o", "decks.zip"])).code).toBe(0);
    const zip = unzipSync(new Uint8Array(readFileSync(join(home, "decks.zip"))));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(["001-one.pptx", "manifest.json"]));
    expect(JSON.parse(strFromU8(zip["manifest.json"]!))).toHaveLength(2);
    // A CSV of variables: one deck a row, from the deck --source names.
    writeFileSync(join(home, "rows.csv"), "filename,company\nacme,Acme\nglobex,Globex\n");
    writeFileSync(join(home, "deck.md"), "# {{company}}\n\n---\n\n## Results\n\n- Delivery times fell");
    expect((await quire(["brand", "batch", brandId, "rows.csv", "--source", "deck.md", "-o", "rows.zip"])).code).toBe(
      0,
    );
    expect(Object.keys(unzipSync(new Uint8Array(readFileSync(join(home, "rows.zip"))))).sort()).toEqual([
      "001-acme.pptx",
      "002-globex.pptx",
      "manifest.json",
    ]);
    expect((await quire(["brand", "batch", brandId, "rows.csv", "-o", "rows.zip"])).code).toBe(64);
  });
});

describe("quire (client) — an exit code per error class", () => {
  it(
    "64 usage, 65 refused as invalid, 66 not found, 74 a missing file, 77 a bad key, 78 not signed in",
    { timeout: 60_000 },
    async () => {
      expect((await quire(["deck"])).code).toBe(64);
      expect((await quire(["deck", "x", "--bogus"])).code).toBe(64);
      expect((await quire(["export", "doc_01J0000000000000000000000A", "-o", "out.docx"])).code).toBe(66);
      expect((await quire(["export", "doc_01J0000000000000000000000A", "-o", "out.pdf", "--width", "800"])).code).toBe(
        64,
      );
      expect((await quire(["export", "doc_01J0000000000000000000000A", "-o", "out.zip", "--handout"])).code).toBe(64);
      const invalid = await quire(["render", "bad.json", "--json"], {});
      expect(invalid.code).toBe(74);
      writeFileSync(join(home, "bad.json"), JSON.stringify({ kind: "deck", title: "x", slides: [] }));
      const refused = await quire(["render", "bad.json", "--json"]);
      expect(refused.code).toBe(65);
      expect(json(refused)).toMatchObject({ error: "invalid_request", status: 400, exitCode: 65 });
      const badKey = await quire(["docs", "ls"], { env: { QUIRE_KEY: "qk_not_a_key", QUIRE_URL: server.url } });
      expect(badKey.code).toBe(77);
      expect(badKey.stderr).toMatch(/^quire: unauthorized: /);
      const fresh = mkdtempSync(join(tmpdir(), "quire-cli-none-"));
      const none = await quire(["docs", "ls"], { env: { XDG_CONFIG_HOME: fresh } });
      expect(none.code).toBe(78);
      expect(none.stderr).toContain("quire login");
      rmSync(fresh, { recursive: true, force: true });
    },
  );

  it("69 when the service cannot be reached", { timeout: 30_000 }, async () => {
    const run = await quire(["docs", "ls"], { env: { QUIRE_KEY: key, QUIRE_URL: "http://127.0.0.1:9" } });
    expect(run.code).toBe(69);
  });
});
