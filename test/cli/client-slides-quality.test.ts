// `quire slides` and `quire quality` as a person or script runs them, against a real server: a saved deck's slides as
// PNG files of the width asked for (never overwriting without --force), its quality report for people and as JSON, and
// the exit code of each error (a doc, an unknown id, no or a bad key, a bad --width, a file in the way).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { cleanDeck, continuedDeck } from "../quality/sample-decks.js";
import { createDoc } from "../workspace/workspace-app.js";
import { jsonOf, runQuire } from "./quire-process.js";

const MISSING = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
const PNG_SIGNATURE = "89504e470d0a1a0a";
let server: LiveServer;
let home: string;
let env: Record<string, string>;
let deckId: string;
let crowdedId: string;
let docId: string;

const quire = (args: string[], options: { env?: Record<string, string> } = {}) =>
  runQuire(home, args, { env: { ...env, ...options.env } });

/** The signature and the IHDR's width and height (bytes 16..23), read straight from the file. */
function pngHeader(path: string): { signature: string; width: number; height: number } {
  const bytes = readFileSync(path);
  return {
    signature: bytes.subarray(0, 8).toString("hex"),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_EXPORT_PER_MINUTE: "1000" });
  const owner = await signUpWithKey(server.t);
  env = { QUIRE_URL: server.url, QUIRE_KEY: owner.apiKey };
  home = mkdtempSync(join(tmpdir(), "quire-cli-slides-"));
  deckId = (await createDoc(server.t, owner.headers, { kind: "deck", title: cleanDeck.title, source: cleanDeck })).id;
  crowdedId = (
    await createDoc(server.t, owner.headers, {
      kind: "deck",
      title: "Crowded",
      source: { ...continuedDeck, slides: [cleanDeck.slides[0]!, ...continuedDeck.slides] },
    })
  ).id;
  docId = (await createDoc(server.t, owner.headers, { kind: "doc", title: "Note", source: "# Note\n\nText." })).id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("quire slides — happy", () => {
  it(
    "writes slide-01.png … into -o, each a PNG of the width asked for, and prints each path",
    { timeout: 60_000 },
    async () => {
      const run = await quire(["slides", deckId, "-o", "shots", "--width", "320"]);
      expect(run.code).toBe(0);
      const names = cleanDeck.slides.map((_, i) => `slide-0${i + 1}.png`);
      expect(run.stdout).toBe(names.map((n) => `shots/${n}\n`).join(""));
      expect(run.stderr).toContain(`Drawing ${cleanDeck.slides.length} slides`);
      expect(readdirSync(join(home, "shots")).sort()).toEqual(names);
      for (const name of names)
        expect(pngHeader(join(home, "shots", name))).toEqual({ signature: PNG_SIGNATURE, width: 320, height: 180 });
    },
  );

  it(
    "never overwrites without --force: nothing is written and the file in the way is named",
    { timeout: 60_000 },
    async () => {
      const before = statSync(join(home, "shots", "slide-01.png")).mtimeMs;
      const refused = await quire(["slides", deckId, "-o", "shots", "--width", "640"]);
      expect(refused.code).toBe(74);
      expect(refused.stderr).toMatch(/shots\/slide-01\.png exists: add --force/);
      expect(pngHeader(join(home, "shots", "slide-01.png")).width).toBe(320);
      expect(statSync(join(home, "shots", "slide-01.png")).mtimeMs).toBe(before);
      const forced = await quire(["slides", deckId, "-o", "shots", "--width", "640", "--force"]);
      expect(forced.code).toBe(0);
      expect(pngHeader(join(home, "shots", "slide-05.png"))).toEqual({
        signature: PNG_SIGNATURE,
        width: 640,
        height: 360,
      });
    },
  );

  it("--json: one object with the files; without -o the current directory, 480 wide", { timeout: 60_000 }, async () => {
    const run = await quire(["slides", crowdedId, "--json"]);
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toEqual({
      documentId: crowdedId,
      version: 1,
      width: 480,
      files: ["slide-01.png", "slide-02.png"],
    });
    expect(pngHeader(join(home, "slide-02.png"))).toEqual({ signature: PNG_SIGNATURE, width: 480, height: 270 });
  });
});

describe("quire quality — happy", () => {
  it("a clean deck: what was measured, then No findings", { timeout: 60_000 }, async () => {
    const run = await quire(["quality", deckId]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^${deckId} \\(version 1\\): complete, 5 of 5 slides measured in \\d+ ms\\nNo findings\\.\\n$`),
    );
  });

  it("a crowded deck: its findings under their slide; --json is the report", { timeout: 60_000 }, async () => {
    const run = await quire(["quality", crowdedId]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/complete, 2 of 2 slides measured/);
    expect(run.stdout).toMatch(/\nSlide 2\n {2}info {4}content_continued: .+\n/);
    expect(run.stdout).not.toMatch(/Slide 1\n/);
    const answer = jsonOf(await quire(["quality", crowdedId, "--json"])) as {
      documentId: string;
      version: number;
      quality: { status: string; findings: { slide: number; code: string }[] };
    };
    expect(answer).toMatchObject({ documentId: crowdedId, version: 1, quality: { status: "complete", slides: 2 } });
    expect(answer.quality.findings).toContainEqual(
      expect.objectContaining({ slide: 2, code: "content_continued", severity: "info" }),
    );
  });
});

describe("quire slides | quality — an exit code per error", () => {
  it("65 for a doc (unsupported_format), 66 for an unknown id; nothing written", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(home, "errors-"));
    for (const command of ["slides", "quality"]) {
      const doc = await quire([command, docId, "-o", dir]);
      expect(doc.code).toBe(65);
      expect(doc.stderr).toMatch(/^quire: unsupported_format: Only decks have slides; this document is a doc\./);
      expect(jsonOf(await quire([command, docId, "--json"]))).toMatchObject({
        error: "unsupported_format",
        status: 400,
        exitCode: 65,
      });
      const missing = await quire([command, MISSING, "-o", dir]);
      expect(missing.code).toBe(66);
      expect(missing.stderr).toMatch(/^quire: not_found: /);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it("78 with no credentials, 77 with a bad key", { timeout: 60_000 }, async () => {
    const none = mkdtempSync(join(tmpdir(), "quire-cli-none-"));
    for (const command of ["slides", "quality"]) {
      const signedOut = await runQuire(none, [command, deckId]);
      expect(signedOut.code).toBe(78);
      expect(signedOut.stderr).toContain("quire login");
      const badKey = await quire([command, deckId], { env: { QUIRE_KEY: "qk_not_a_key" } });
      expect(badKey.code).toBe(77);
      expect(badKey.stderr).toMatch(/^quire: unauthorized: /);
    }
    expect(readdirSync(none).filter((n) => n.endsWith(".png"))).toEqual([]);
    rmSync(none, { recursive: true, force: true });
  });

  it("64 for a bad --width or no id; 74 when -o is a file", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(home, "width-"));
    for (const width of ["abc", "119", "1601", "320.5", ""]) {
      const run = await quire(["slides", deckId, "-o", dir, "--width", width]);
      expect(run.code).toBe(64);
      expect(run.stderr).toBe("quire: --width takes a whole number of pixels from 120 to 1600.\n");
    }
    expect(readdirSync(dir)).toEqual([]);
    expect((await quire(["slides"])).code).toBe(64);
    expect((await quire(["quality"])).code).toBe(64);
    writeFileSync(join(home, "in-the-way"), "x");
    expect((await quire(["slides", deckId, "-o", "in-the-way"])).code).toBe(74);
  });
});
