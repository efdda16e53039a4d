// @quire/sdk packed from a fresh clone of the repository (its committed HEAD: nothing generated, nothing built), as
// someone outside the project would before it is published: `npm pack -w @quire/sdk` in the clone, the tarball
// installed into an empty project, and the SDK README's quickstart run there with plain `node` against a real Quire —
// an API key made through the real magic-link sign-in — writing a deck whose pptx is checked to be a real deck.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { convertToPdf, sofficeSkipReason } from "../office/soffice.js";
import { installTarball, NPM, plainEnv, readmeExamples, ROOT, run } from "./consumer-project.js";

type LockEntries = Record<string, { version?: string; link?: boolean; optional?: boolean }>;
const lockPackages = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { packages: LockEntries }).packages;

/**
 * Gives the clone the dependencies `npm ci` would install there, without the minutes it takes (and the native builds,
 * and the network): each package of the repository's own node_modules, linked — once the clone's lockfile is seen to
 * list exactly what that node_modules holds — and the workspace package linked to the clone's own copy, as npm links it.
 */
function linkDependencies(clone: string): void {
  const locked = lockPackages(join(clone, "package-lock.json"));
  const installed = lockPackages(join(ROOT, "node_modules/.package-lock.json"));
  const differ = Object.keys({ ...locked, ...installed })
    .filter((k) => k.startsWith("node_modules/") && !(locked[k]?.optional && !installed[k]))
    .filter(
      (k) => locked[k]?.version !== installed[k]?.version || Boolean(locked[k]?.link) !== Boolean(installed[k]?.link),
    );
  if (differ.length)
    throw new Error(
      `the repository's node_modules is not what the clone's lockfile lists (run npm ci): ${differ.slice(0, 5).join(", ")}`,
    );
  const modules = join(clone, "node_modules");
  mkdirSync(join(modules, "@quire"), { recursive: true });
  for (const name of readdirSync(join(ROOT, "node_modules"))) {
    if (name === "@quire" || name === ".package-lock.json") continue;
    symlinkSync(join(ROOT, "node_modules", name), join(modules, name));
  }
  symlinkSync("../../packages/sdk", join(modules, "@quire/sdk"));
}

let scratch: string;
let clone: string;
let app: string;
let server: LiveServer;
let apiKey: string;
let sdkSourceBeforePack: boolean;
let quickstart: { stdout: string };

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "quire-fresh-clone-"));
  clone = join(scratch, "quire");
  app = join(scratch, "consumer");
  mkdirSync(app);
  const packed = (async () => {
    await run("git", ["clone", "--quiet", ROOT, clone], scratch);
    sdkSourceBeforePack = existsSync(join(clone, "packages/sdk/src/openapi.ts"));
    linkDependencies(clone);
    const tgz = join(scratch, "tgz");
    mkdirSync(tgz);
    await run(NPM, ["pack", "-w", "@quire/sdk", "--pack-destination", tgz, "--offline", "--loglevel", "error"], clone);
    const tarball = join(
      tgz,
      readdirSync(tgz).find((f) => /^quire-sdk-.+\.tgz$/.test(f))!,
    );
    await installTarball(app, tarball, scratch);
  })();
  const started = (async () => {
    server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
    apiKey = (await signUpWithKey(server.t)).apiKey;
  })();
  const failed = (await Promise.allSettled([packed, started])).find(
    (r): r is PromiseRejectedResult => r.status === "rejected",
  );
  if (failed) throw failed.reason;
  // The README of the clone: what a reader of that checkout is told to run.
  const example = readmeExamples(join(clone, "packages/sdk/README.md")).find((e) => e.file === "quickstart.mjs");
  if (!example) throw new Error("packages/sdk/README.md has no quickstart.mjs example");
  writeFileSync(join(app, example.file), example.code);
  quickstart = await run(process.execPath, [example.file], app, plainEnv({ QUIRE_URL: server.url, QUIRE_KEY: apiKey }));
}, 240_000);

afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The saved deck the quickstart printed the id of. */
async function savedDeck(): Promise<{ id: string; title: string; source: { slides: unknown[] } }> {
  const id = /^saved (doc_\w+): /m.exec(quickstart.stdout)?.[1];
  expect(id, quickstart.stdout).toBeDefined();
  const res = await fetch(`${server.url}/api/workspace/documents/${id}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { document: { id: string; title: string; source: { slides: unknown[] } } }).document;
}

describe("@quire/sdk from a fresh clone", () => {
  it("packs with nothing generated beforehand, and installs into an empty project where only the tarball's build is found", () => {
    expect(sdkSourceBeforePack).toBe(false); // src/openapi.ts is not committed: the pack generated it
    expect(lstatSync(join(app, "node_modules/@quire/sdk")).isSymbolicLink()).toBe(false);
    expect(existsSync(join(app, "node_modules/@quire/sdk/dist/esm/index.js"))).toBe(true);
    expect(existsSync(join(app, "node_modules/@quire/sdk/src"))).toBe(false);
  });

  it("plain node runs the README's quickstart: a deck made through the agent, saved, and downloaded as a pptx", async () => {
    const deck = await savedDeck();
    expect(quickstart.stdout).toMatch(
      /^wrote deck\.pptx \(.+\.pptx, application\/vnd\.openxmlformats-officedocument\.presentationml\.presentation, \d+ bytes\)$/m,
    );
    const parts = unzipSync(new Uint8Array(readFileSync(join(app, "deck.pptx"))));
    expect(strFromU8(parts["[Content_Types].xml"]!)).toContain(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
    );
    const slideIds = strFromU8(parts["ppt/presentation.xml"]!).match(/<p:sldId\b/g) ?? [];
    expect(slideIds.length).toBe(deck.source.slides.length);
    expect(deck.source.slides.length).toBeGreaterThan(1);
    // The title slide says the deck's title (its text runs, joined, with XML's escapes read back).
    const runs = [...strFromU8(parts["ppt/slides/slide1.xml"]!).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) =>
      m[1]!
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&"),
    );
    expect(runs.join(""), runs.join(" | ")).toContain(deck.title);
  });

  it.skipIf(sofficeSkipReason)(
    "the downloaded pptx opens in LibreOffice with a page per slide",
    { timeout: 120_000 },
    async () => {
      const deck = await savedDeck();
      const pdf = convertToPdf(new Uint8Array(readFileSync(join(app, "deck.pptx"))), "pptx");
      try {
        expect(pdf.pages).toBe(deck.source.slides.length);
      } finally {
        pdf.cleanup();
      }
    },
  );
});
