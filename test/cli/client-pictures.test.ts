// `quire assets` and `quire deck --images` as a person or script runs them, against a real server: pictures uploaded
// with a name, alt text and tags, listed with their origin, their details changed; a deck made with the library's
// pictures prints each one's credit; and the exit code of each refusal (bad flags, a mode not set up, another space).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { rgbPng } from "../png.js";
import { jsonOf, runQuire } from "./quire-process.js";

type Asset = {
  id: string;
  name: string | null;
  alt: string | null;
  tags: string[];
  origin: string;
  credit: string | null;
  focus: { x: number; y: number } | null;
};

let server: LiveServer;
let alice: KeySession;
let bob: KeySession;
let home: string;

const PROMPT =
  "A 6-slide deck for our Q3 team update. Our new Lisbon office opened in September with room for 40 people and a roof terrace. " +
  "The mobile app launched in 12 countries and reached 4.6 stars. We hired three engineers and a designer. Next quarter: open the Berlin office.";

const quire = (args: string[], by = alice) =>
  runQuire(home, args, { env: { QUIRE_URL: server.url, QUIRE_KEY: by.apiKey } });

function picture(name: string, rgb: [number, number, number]): string {
  const path = join(home, name);
  writeFileSync(
    path,
    rgbPng(64, 48, () => rgb),
  );
  return path;
}

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
  alice = await signUpWithKey(server.t);
  bob = await signUpWithKey(server.t);
  home = mkdtempSync(join(tmpdir(), "quire-cli-pictures-"));
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe("quire assets", () => {
  it(
    "uploads with --name, --alt and --tags (or the file's name), lists them with origin and credit, and changes them",
    { timeout: 30_000 },
    async () => {
      const empty = await quire(["assets"]);
      expect(empty.code, empty.stderr).toBe(0);
      expect(empty.stdout).toBe("No pictures yet: quire assets upload <picture.png>\n");

      const up = await quire([
        "assets",
        "upload",
        picture("IMG_2231.png", [20, 90, 160]),
        "--name",
        "Harbour crane",
        "--alt",
        "A container crane at dusk",
        "--tags",
        "harbour, logistics",
        "--json",
      ]);
      expect(up.code, up.stderr).toBe(0);
      const crane = (jsonOf(up) as { asset: Asset }).asset;
      expect(crane).toMatchObject({
        name: "Harbour crane",
        alt: "A container crane at dusk",
        tags: ["harbour", "logistics"],
        origin: "upload",
      });
      const plain = await quire(["assets", "upload", picture("roof-terrace.png", [200, 40, 40])]);
      expect(plain.stdout).toMatch(/^Uploaded as asset_\w+: “roof-terrace”, 64×48 image\/png\n$/);

      const list = await quire(["assets", "list", "--origin", "upload"]);
      const lines = list.stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^asset_\w+ {2}upload {5}roof-terrace$/);
      expect(lines[1]).toBe(`${crane.id}  upload     Harbour crane [harbour, logistics]`);
      expect((jsonOf(await quire(["assets", "--origin", "stock", "--json"])) as { items: Asset[] }).items).toEqual([]);

      const set = await quire([
        "assets",
        "set",
        crane.id,
        "--tags",
        "port",
        "--alt",
        "",
        "--focus",
        "0.25,0.75",
        "--json",
      ]);
      expect(set.code, set.stderr).toBe(0);
      expect((jsonOf(set) as { asset: Asset }).asset).toMatchObject({
        id: crane.id,
        name: "Harbour crane",
        alt: null,
        tags: ["port"],
        focus: { x: 0.25, y: 0.75 },
      });
      expect((await quire(["assets", "set", crane.id, "--focus", ""])).stdout).toBe(
        `${crane.id}  upload     Harbour crane [port]\n`,
      );
    },
  );

  it(
    "64 for bad usage, 65 for details the API refuses, 66 for another space's picture, 74 for a missing file",
    { timeout: 30_000 },
    async () => {
      const { id } = (
        jsonOf(await quire(["assets", "upload", picture("kept.png", [1, 2, 3]), "--json"])) as { asset: Asset }
      ).asset;
      expect((await quire(["assets", "set", id])).code).toBe(64);
      expect((await quire(["assets", "set", id, "--focus", "2,0"])).stderr).toMatch(/--focus takes x,y/);
      expect((await quire(["assets", "--origin", "web"])).code).toBe(64);
      expect((await quire(["assets", "frobnicate"])).code).toBe(64);
      const tooMany = await quire([
        "assets",
        "set",
        id,
        "--tags",
        Array.from({ length: 21 }, (_, i) => `t${i}`).join(","),
      ]);
      expect(tooMany.code).toBe(65);
      expect(tooMany.stderr).toMatch(/^quire: invalid_request: /);
      expect((await quire(["assets", "set", id, "--name", "Mine now"], bob)).code).toBe(66);
      expect((await quire(["assets", "upload", join(home, "missing.png")])).code).toBe(74);
      expect(
        (jsonOf(await quire(["assets", "--json"])) as { items: Asset[] }).items.find((a) => a.id === id),
      ).toMatchObject({ name: "kept" });
    },
  );
});

describe("quire deck --images", () => {
  it(
    "places the library's pictures and prints each one's credit after the run (--json: the done line's pictures)",
    { timeout: 60_000 },
    async () => {
      const who = await signUpWithKey(server.t);
      const upload = await quire(
        [
          "assets",
          "upload",
          picture("lisbon-office.png", [200, 40, 40]),
          "--alt",
          "The Lisbon office's roof terrace at dusk",
          "--json",
        ],
        who,
      );
      const lisbon = (jsonOf(upload) as { asset: Asset }).asset;
      const run = await quire(["deck", PROMPT, "--images", "library"], who);
      expect(run.code, run.stderr).toBe(0);
      const [made, heading, ...credits] = run.stdout.trimEnd().split("\n");
      expect(made).toMatch(/^deck “.+” saved as doc_\w+$/);
      expect(heading).toMatch(/^Pictures \(\d+\):$/);
      expect(credits.length).toBe(Number(/\d+/.exec(heading!)![0]));
      expect(credits.some((c) => /^ {2}slide \d+: .*lisbon-office/.test(c))).toBe(true);
      expect(run.stderr).toMatch(/pictur/i);

      const json = jsonOf(await quire(["deck", PROMPT, "--images", "library", "--json", "--quiet"], who)) as {
        pictures: { slide: number; assetId: string; credit: string; origin: string }[];
      };
      expect(json.pictures.find((p) => p.assetId === lisbon.id)).toMatchObject({
        origin: "upload",
        credit: expect.stringContaining("lisbon-office"),
      });
    },
  );

  it(
    "64 for a mode it does not know or a doc, 65 for a mode the service has not set up",
    { timeout: 30_000 },
    async () => {
      const unknown = await quire(["deck", PROMPT, "--images", "web"]);
      expect(unknown.code).toBe(64);
      expect(unknown.stderr).toContain("--images takes none, library, stock, generated.");
      expect((await quire(["doc", PROMPT, "--images", "library"])).code).toBe(64);
      const stock = await quire(["deck", PROMPT, "--images", "stock"]);
      expect(stock.code).toBe(65);
      expect(stock.stderr).toMatch(/^quire: invalid_request: /);
    },
  );
});
