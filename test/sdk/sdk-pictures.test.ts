// @quire/sdk's picture calls against a real server: pictureSources, uploadAsset with a name, alt text and tags,
// listAssets by origin, updateAsset, and a deck run with `images: "library"` whose typed lines carry the pictures
// stage and the placed pictures with their credits; a mode the service has not set up is a QuireError naming images.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuireClient, PICTURE_MODES, QuireError, type AgentLine, type QuireClient } from "@quire/sdk";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { rgbPng } from "../png.js";

let server: LiveServer;
let alice: QuireClient;
let bob: QuireClient;

const PROMPT =
  "A 6-slide deck for our Q3 team update. Our new Lisbon office opened in September with room for 40 people and a roof terrace. " +
  "The mobile app launched in 12 countries and reached 4.6 stars. We hired three engineers and a designer. Next quarter: open the Berlin office.";

const png = (rgb: [number, number, number]) => new Uint8Array(rgbPng(64, 48, () => rgb));
const refused = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as QuireError,
  );

beforeAll(async () => {
  server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
  alice = createQuireClient({ baseUrl: server.url, apiKey: (await signUpWithKey(server.t)).apiKey });
  bob = createQuireClient({ baseUrl: server.url, apiKey: (await signUpWithKey(server.t)).apiKey });
}, 60_000);
afterAll(async () => server?.close());

describe("pictureSources", () => {
  it("says which modes this service offers and its default, every mode the SDK lists", async () => {
    const sources = await alice.pictureSources();
    expect(sources.default).toBe("none");
    expect(sources.modes.map((m) => m.mode)).toEqual([...PICTURE_MODES]);
    expect(Object.fromEntries(sources.modes.map((m) => [m.mode, m.available]))).toEqual({
      none: true,
      library: true,
      stock: false,
      generated: false,
    });
    expect(sources.perRequest).toBe(6);
  });
});

describe("uploadAsset, listAssets and updateAsset", () => {
  it("uploads with a name, alt text and tags, or the file's name; lists by origin; changes and clears details", async () => {
    const crane = await alice.uploadAsset(
      { name: "IMG_2231.png", data: png([20, 90, 160]) },
      { name: "Harbour crane", alt: "A container crane at dusk", tags: ["harbour", "logistics"] },
    );
    expect(crane).toMatchObject({
      type: "image/png",
      width: 64,
      height: 48,
      name: "Harbour crane",
      alt: "A container crane at dusk",
      tags: ["harbour", "logistics"],
      origin: "upload",
      credit: null,
      focus: null,
    });
    const plain = await alice.uploadAsset({ name: "roof-terrace.png", data: new Blob([png([200, 40, 40])]) });
    expect(plain).toMatchObject({ name: "roof-terrace", alt: null, tags: [] });

    const uploads = await alice.listAssets({ origin: "upload", limit: 10 });
    expect(uploads.items.map((a) => a.id)).toEqual([plain.id, crane.id]);
    expect((await alice.listAssets({ origin: "stock" })).items).toEqual([]);
    expect((await bob.listAssets()).items).toEqual([]);

    const changed = await alice.updateAsset(crane.id, { alt: null, tags: ["port"], focus: { x: 0.25, y: 0.75 } });
    expect(changed).toMatchObject({
      id: crane.id,
      name: "Harbour crane",
      alt: null,
      tags: ["port"],
      focus: { x: 0.25, y: 0.75 },
    });
    expect((await alice.listAssets({ origin: "upload" })).items.find((a) => a.id === crane.id)).toEqual(changed);
  });

  it("refuses an empty change (400), too many tags (400 naming them) and another space's picture (404); nothing changes", async () => {
    const { id } = await alice.uploadAsset({ name: "kept.png", data: png([1, 2, 3]) }, { tags: ["kept"] });
    expect(await refused(alice.updateAsset(id, {}))).toMatchObject({ status: 400, code: "invalid_request" });
    const many = await refused(alice.updateAsset(id, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }));
    expect(many).toBeInstanceOf(QuireError);
    expect(many).toMatchObject({ status: 400, code: "invalid_request" });
    expect(many!.details?.[0]?.path).toBe("tags");
    expect(await refused(bob.updateAsset(id, { name: "Mine now" }))).toMatchObject({ status: 404, code: "not_found" });
    expect((await alice.listAssets()).items.find((a) => a.id === id)).toMatchObject({ name: "kept", tags: ["kept"] });
  });
});

describe("a deck with images", () => {
  it(
    "streams the pictures stage and a done line listing each placed picture with its credit, typed",
    { timeout: 60_000 },
    async () => {
      const lisbon = await alice.uploadAsset(
        { name: "lisbon-office.png", data: png([200, 40, 40]) },
        { alt: "The Lisbon office's roof terrace at dusk" },
      );
      const lines: AgentLine[] = [];
      const { document, done } = await alice.generate(
        { prompt: PROMPT, kind: "deck", images: "library" },
        { onLine: (l) => lines.push(l) },
      );
      const stages = lines.flatMap((l) =>
        l.type === "status" && l.stage === "pictures" ? [{ done: l.done, total: l.total }] : [],
      );
      expect(stages.length).toBeGreaterThanOrEqual(1);
      expect(stages.at(-1)!.done).toBe(stages.at(-1)!.total);
      const placed = done.pictures!.find((p) => p.assetId === lisbon.id)!;
      expect(placed).toMatchObject({ origin: "upload", reused: false });
      expect(placed.credit).toContain("lisbon-office");
      const slides = (document.source as { slides: { image?: { src: string; alt: string; credit?: string } }[] })
        .slides;
      expect(slides[placed.slide - 1]!.image).toMatchObject({
        src: lisbon.id,
        alt: "The Lisbon office's roof terrace at dusk",
        credit: placed.credit,
      });
    },
  );

  it("is refused before the stream, naming images, for a mode the service has not set up", async () => {
    const error = await refused(alice.generate({ prompt: PROMPT, kind: "deck", images: "stock" }));
    expect(error).toBeInstanceOf(QuireError);
    expect(error).toMatchObject({ status: 400, code: "invalid_request" });
    expect(error!.details?.[0]?.path).toBe("images");
  });
});
