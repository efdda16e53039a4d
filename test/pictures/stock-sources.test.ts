// Stock picture sources against a loopback replay server playing each provider's documented answers: the search
// request each provider is sent, the photo of the frame's shape fetched, checked and credited, and every way a search or
// a download fails ending in PictureFailed with its cause — including hosts off the list, a redirect to a private
// address and an answer far past the byte limit, which is not read to its end.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, type ConfigError } from "../../src/config/load.js";
import { createPictureSources } from "../../src/pictures/create-picture-sources.js";
import { inProcessCheck } from "./in-process-check.js";
import { PictureFailed, type PictureQuery, type PictureSource } from "../../src/pictures/picture-source.js";
import { pexelsAnswer, pixabayAnswer, unsplashAnswer, type SamplePhoto } from "./provider-answers.js";
import { bytes, huge, json, redirect, ReplayServer, slow, statusOnly, type SentCount } from "./replay-server.js";

const KEY = "test-stock-key-7f3a";
const MiB = 1024 * 1024;
const WIDE_JPEG = createCanvas(320, 180).toBuffer("image/jpeg");
const TALL_PNG = (() => {
  const canvas = createCanvas(120, 200);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#2a6f97";
  ctx.fillRect(0, 0, 120, 200);
  return canvas.toBuffer("image/png");
})();

let server: ReplayServer;

beforeAll(async () => {
  server = await ReplayServer.start();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.reset());

type ProviderId = "pexels" | "unsplash" | "pixabay";

const PROVIDERS: {
  id: ProviderId;
  name: string;
  license: string;
  searchPath: string;
  answer: (photos: SamplePhoto[]) => unknown;
  /** The request's key, words, language and orientation, as this provider takes them. */
  sent: (
    url: URL,
    headers: Record<string, string | string[] | undefined>,
  ) => { key: unknown; words: unknown; language: unknown; orientation: unknown };
  languageOf: Record<string, string>;
  orientationOf: { landscape: string; portrait: string };
}[] = [
  {
    id: "pexels",
    name: "Pexels",
    license: "Pexels License",
    searchPath: "/v1/search",
    answer: (photos) => pexelsAnswer(photos),
    sent: (url, headers) => ({
      key: headers.authorization,
      words: url.searchParams.get("query"),
      language: url.searchParams.get("locale"),
      orientation: url.searchParams.get("orientation"),
    }),
    languageOf: { "pt-BR": "pt-BR", de: "de-DE" },
    orientationOf: { landscape: "landscape", portrait: "portrait" },
  },
  {
    id: "unsplash",
    name: "Unsplash",
    license: "Unsplash License",
    searchPath: "/search/photos",
    answer: (photos) => unsplashAnswer(photos, server.origin),
    sent: (url, headers) => ({
      key: headers.authorization,
      words: url.searchParams.get("query"),
      language: url.searchParams.get("lang"),
      orientation: url.searchParams.get("orientation"),
    }),
    languageOf: { "pt-BR": "pt", de: "de" },
    orientationOf: { landscape: "landscape", portrait: "portrait" },
  },
  {
    id: "pixabay",
    name: "Pixabay",
    license: "Pixabay Content License",
    searchPath: "/api/",
    answer: (photos) => pixabayAnswer(photos),
    sent: (url) => ({
      key: url.searchParams.get("key"),
      words: url.searchParams.get("q"),
      language: url.searchParams.get("lang"),
      orientation: url.searchParams.get("orientation"),
    }),
    languageOf: { "pt-BR": "pt", de: "de" },
    orientationOf: { landscape: "horizontal", portrait: "vertical" },
  },
];
const PEXELS = PROVIDERS[0]!;

const EXPECTED_KEY: Record<ProviderId, string> = { pexels: KEY, unsplash: `Client-ID ${KEY}`, pixabay: KEY };

function stockSource(provider: ProviderId, env: Record<string, string> = {}): PictureSource {
  const config = loadConfig({
    STOCK_PROVIDER: provider,
    STOCK_API_KEY: KEY,
    STOCK_BASE_URL: server.origin,
    STOCK_IMAGE_HOSTS: server.origin,
    PICTURE_TIMEOUT_MS: "2000",
    ...env,
  });
  const { stock } = createPictureSources(
    config,
    inProcessCheck({
      maxBytes: config.ASSET_MAX_BYTES,
      maxSide: config.ASSET_MAX_SIDE,
      maxPixels: config.ASSET_MAX_PIXELS,
    }),
  );
  if (!stock) throw new Error("no stock source");
  return stock;
}

function query(over: Partial<PictureQuery> = {}): PictureQuery {
  return {
    words: "harbour dawn boats",
    prompt: "",
    language: "pt-BR",
    aspect: 16 / 9,
    alt: "Boats in a harbour",
    signal: new AbortController().signal,
    ...over,
  };
}

const photo = (over: Partial<SamplePhoto>): SamplePhoto => ({
  width: 4000,
  height: 2250,
  imageUrl: `${server.origin}/img/wide.jpg`,
  author: "Ana Lima",
  alt: "Fishing boats moored at dawn",
  pageUrl: "https://example.org/photos/harbour-at-dawn-5120440",
  ...over,
});

/** A search answering these photos, and the two sample pictures served. */
function serveSearch(provider: (typeof PROVIDERS)[number], photos: SamplePhoto[]): void {
  server.route(provider.searchPath, json(provider.answer(photos)));
  server.route("/img/wide.jpg", bytes(WIDE_JPEG, "image/jpeg"));
  server.route("/img/tall.png", bytes(TALL_PNG, "image/png"));
}

/** The PictureFailed a find ends in (the test fails if it succeeds or throws anything else). */
async function failure(source: PictureSource, q: PictureQuery = query()): Promise<PictureFailed> {
  const err = await source.find(q).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PictureFailed);
  return err as PictureFailed;
}

describe.each(PROVIDERS)("$name", (provider) => {
  const tall = () =>
    photo({
      width: 3000,
      height: 4000,
      imageUrl: `${server.origin}/img/tall.png`,
      author: "Rui Matos",
      alt: "A lighthouse",
      pageUrl: "https://example.org/photos/lighthouse-1",
    });

  it("finds the photo nearest the frame's shape, checked, decoded and credited, with the key, words, language and orientation sent", async () => {
    serveSearch(provider, [tall(), photo({})]);
    const found = await stockSource(provider.id).find(query());
    expect(found).toMatchObject({
      type: "image/jpeg",
      width: 320,
      height: 180,
      credit: `Photo: Ana Lima on ${provider.name} (${provider.license})`,
      license: provider.license,
      sourceUrl: "https://example.org/photos/harbour-at-dawn-5120440",
      provider: provider.name,
      origin: "stock",
    });
    expect(found.alt).toBe("Fishing boats moored at dawn");
    expect(found.focus).toBeUndefined();
    expect([...found.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const [search] = server.requestsTo(provider.searchPath);
    expect(provider.sent(search!.url, search!.headers)).toEqual({
      key: EXPECTED_KEY[provider.id],
      words: "harbour dawn boats",
      language: provider.languageOf["pt-BR"],
      orientation: provider.orientationOf.landscape,
    });
    expect(server.requestsTo("/img/wide.jpg")).toHaveLength(1);
    expect(server.requestsTo("/img/tall.png")).toHaveLength(0);
  });

  it("takes the portrait photo for a tall frame and asks for portrait photos in the slide's language", async () => {
    serveSearch(provider, [photo({}), tall()]);
    const found = await stockSource(provider.id).find(query({ aspect: 0.6, language: "de" }));
    expect(found).toMatchObject({
      type: "image/png",
      width: 120,
      height: 200,
      credit: `Photo: Rui Matos on ${provider.name} (${provider.license})`,
    });
    const [search] = server.requestsTo(provider.searchPath);
    const sent = provider.sent(search!.url, search!.headers);
    expect([sent.language, sent.orientation]).toEqual([provider.languageOf.de, provider.orientationOf.portrait]);
  });

  it("gives the query's alt text when the provider has none", async () => {
    serveSearch(provider, [photo({ alt: "" })]);
    expect((await stockSource(provider.id).find(query())).alt).toBe("Boats in a harbour");
  });

  it("says a refused key", async () => {
    for (const status of [401, 403]) {
      server.route(provider.searchPath, json({ error: "Unauthorized" }, status));
      const err = await failure(stockSource(provider.id));
      expect([err.failure, err.message]).toEqual(["refused", `${provider.name} refused the API key (${status})`]);
    }
  });

  it("says a rate limit and when to retry", async () => {
    server.route(provider.searchPath, json({ error: "Too many requests" }, 429, { "retry-after": "30" }));
    const err = await failure(stockSource(provider.id));
    expect([err.failure, err.message]).toEqual([
      "rate-limited",
      `${provider.name} answered 429 (rate limited; retry in 30 s)`,
    ]);
    server.route(provider.searchPath, json({ error: "Too many requests" }, 429));
    expect((await failure(stockSource(provider.id))).message).toBe(`${provider.name} answered 429 (rate limited)`);
  });

  it("says another failing status", async () => {
    server.route(provider.searchPath, statusOnly(502, { "content-type": "text/html" }, "<html>Bad gateway</html>"));
    const err = await failure(stockSource(provider.id));
    expect([err.failure, err.message]).toEqual(["http", `${provider.name} answered 502`]);
  });

  it("refuses an answer that is not the documented JSON", async () => {
    for (const handler of [
      bytes("<!doctype html><p>Maintenance</p>", "text/html"),
      json({ photos: "none", results: 3, hits: null }),
      json([1, 2, 3]),
    ]) {
      server.route(provider.searchPath, handler);
      const err = await failure(stockSource(provider.id));
      expect([err.failure, err.message]).toEqual([
        "invalid-answer",
        `${provider.name} sent a search answer Quire cannot read`,
      ]);
    }
  });

  it("says when nothing matched", async () => {
    server.route(provider.searchPath, json(provider.answer([])));
    const err = await failure(stockSource(provider.id));
    expect([err.failure, err.message]).toEqual([
      "not-found",
      `no stock photo on ${provider.name} matched “harbour dawn boats”`,
    ]);
  });

  it("gives up on a search past the deadline", async () => {
    server.route(provider.searchPath, slow(2_000, json(provider.answer([photo({})]))));
    const started = Date.now();
    const err = await failure(stockSource(provider.id, { PICTURE_TIMEOUT_MS: "300" }));
    expect([err.failure, err.message]).toEqual(["timeout", `${provider.name} did not answer within 0.3 s`]);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("an API that cannot be reached", () => {
  it("is said with the network's cause", async () => {
    const gone = await ReplayServer.start();
    const origin = gone.origin;
    await gone.close();
    const err = await failure(stockSource("pexels", { STOCK_BASE_URL: origin }));
    expect([err.failure, err.message]).toEqual(["http", "Pexels could not be reached (ECONNREFUSED)"]);
  });
});

describe("Unsplash's download count", () => {
  it("reports the photo used at its download_location, with the key", async () => {
    const unsplash = PROVIDERS[1]!;
    server.route("/photos/Qx7rT2mPa0/download", json({ url: "https://example.org/dl" }));
    serveSearch(unsplash, [photo({})]);
    await stockSource("unsplash").find(query());
    await expect.poll(() => server.requestsTo("/photos/Qx7rT2mPa0/download").length).toBe(1);
    const [ping] = server.requestsTo("/photos/Qx7rT2mPa0/download");
    expect(ping!.headers.authorization).toBe(`Client-ID ${KEY}`);
    expect(ping!.url.searchParams.get("ixid")).toBe("track0");
  });
});

describe("the picture download", () => {
  const searchFor = (imageUrl: string) => server.route(PEXELS.searchPath, json(pexelsAnswer([photo({ imageUrl })])));

  it("refuses a picture on a host off the list, never asking it", async () => {
    searchFor(`http://localhost:${server.port}/img/wide.jpg`);
    server.route("/img/wide.jpg", bytes(WIDE_JPEG, "image/jpeg"));
    const err = await failure(stockSource("pexels"));
    expect(err.failure).toBe("refused");
    expect(err.message).toBe(
      "the Pexels picture was not fetched: its host is not on this service's list of image hosts",
    );
    expect(server.requestsTo("/img/wide.jpg")).toHaveLength(0);
  });

  it("refuses a listed name that resolves to a private address", async () => {
    searchFor(`http://localhost:${server.port}/img/wide.jpg`);
    server.route("/img/wide.jpg", bytes(WIDE_JPEG, "image/jpeg"));
    const err = await failure(stockSource("pexels", { STOCK_IMAGE_HOSTS: `http://localhost:${server.port}` }));
    expect(err.failure).toBe("refused");
    expect(err.message).toBe(
      "the Pexels picture was not fetched: localhost resolves to a private or local address, which only a listed address may be",
    );
    expect(server.requestsTo("/img/wide.jpg")).toHaveLength(0);
  });

  it("refuses a redirect to a private address", async () => {
    searchFor(`${server.origin}/img/moved.jpg`);
    server.route("/img/moved.jpg", redirect("http://169.254.169.254/latest/meta-data/iam/security-credentials/"));
    const err = await failure(stockSource("pexels"));
    expect([err.failure, err.message]).toEqual([
      "refused",
      "the Pexels picture was not fetched: it redirects to 169.254.169.254, which is not on this service's list of image hosts",
    ]);
  });

  it("follows a redirect to a listed host", async () => {
    searchFor(`${server.origin}/img/moved.jpg`);
    server.route("/img/moved.jpg", redirect("/img/wide.jpg"));
    server.route("/img/wide.jpg", bytes(WIDE_JPEG, "image/jpeg"));
    expect((await stockSource("pexels").find(query())).width).toBe(320);
  });

  it.each([
    ["declared", true],
    ["chunked", false],
  ])("refuses a 50 MB answer (%s) without reading it all", async (_, declareLength) => {
    const sent: SentCount = { bytes: 0, closed: Promise.resolve() };
    searchFor(`${server.origin}/img/huge.jpg`);
    server.route("/img/huge.jpg", huge(50 * MiB, "image/jpeg", declareLength, sent));
    const err = await failure(stockSource("pexels", { PICTURE_TIMEOUT_MS: "10000" }));
    expect([err.failure, err.message]).toEqual([
      "too-large",
      "the Pexels picture was not fetched: it is larger than the 10 MiB image limit",
    ]);
    await sent.closed;
    expect(sent.bytes).toBeLessThan(30 * MiB);
  });

  it("refuses a picture past PICTURE_MAX_BYTES", async () => {
    searchFor(`${server.origin}/img/wide.jpg`);
    server.route("/img/wide.jpg", bytes(WIDE_JPEG, "image/jpeg"));
    const err = await failure(stockSource("pexels", { PICTURE_MAX_BYTES: String(WIDE_JPEG.length - 1) }));
    expect(err.failure).toBe("too-large");
  });

  it("refuses an HTML page served as a JPEG, and a picture whose type is not the one declared", async () => {
    searchFor(`${server.origin}/img/wide.jpg`);
    server.route("/img/wide.jpg", bytes("<!doctype html><html><body>Sign in</body></html>", "image/jpeg"));
    let err = await failure(stockSource("pexels"));
    expect([err.failure, err.message]).toEqual(["type", "the Pexels picture cannot be used: the file is an HTML page"]);
    server.route("/img/wide.jpg", bytes(TALL_PNG, "image/jpeg"));
    err = await failure(stockSource("pexels"));
    expect([err.failure, err.message]).toEqual([
      "type",
      "the Pexels picture cannot be used: the file is a PNG but was sent as image/jpeg",
    ]);
  });

  it("refuses a damaged picture", async () => {
    searchFor(`${server.origin}/img/wide.jpg`);
    server.route("/img/wide.jpg", bytes(TALL_PNG.subarray(0, 40), "image/png"));
    const err = await failure(stockSource("pexels"));
    expect(err.failure).toBe("type");
    expect(err.message).toMatch(/^the Pexels picture cannot be used: the PNG cannot be read/);
  });

  it("says a picture host's failing status", async () => {
    searchFor(`${server.origin}/img/gone.jpg`);
    const err = await failure(stockSource("pexels"));
    expect([err.failure, err.message]).toEqual(["http", "the Pexels picture was not fetched: the server answered 404"]);
  });

  it("gives up on a download past the deadline the search started", async () => {
    searchFor(`${server.origin}/img/wide.jpg`);
    server.route("/img/wide.jpg", slow(2_000, bytes(WIDE_JPEG, "image/jpeg")));
    const err = await failure(stockSource("pexels", { PICTURE_TIMEOUT_MS: "400" }));
    expect([err.failure, err.message]).toEqual(["timeout", "the Pexels picture did not arrive within 0.4 s"]);
  });

  it("stops at the caller's abort with the caller's reason", async () => {
    searchFor(`${server.origin}/img/wide.jpg`);
    server.route("/img/wide.jpg", slow(2_000, bytes(WIDE_JPEG, "image/jpeg")));
    const stop = new AbortController();
    const reason = new Error("client went away");
    setTimeout(() => stop.abort(reason), 100);
    await expect(stockSource("pexels").find(query({ signal: stop.signal }))).rejects.toBe(reason);
  });
});

describe("configuration", () => {
  it("offers no stock source without a provider and no generated one without a model", () => {
    const config = loadConfig({});
    expect([
      config.IMAGES_DEFAULT,
      config.PICTURES_PER_REQUEST,
      config.PICTURE_TIMEOUT_MS,
      config.PICTURE_GENERATE_TIMEOUT_MS,
      config.PICTURE_MAX_BYTES,
    ]).toEqual(["none", 6, 10_000, 120_000, 10 * MiB]);
    expect(createPictureSources(config, inProcessCheck({ maxBytes: 1, maxSide: 1, maxPixels: 1 }))).toEqual({
      stock: null,
      generated: null,
    });
  });

  it("names what each setting needs", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ STOCK_PROVIDER: "pexels" })).toEqual([
      "STOCK_API_KEY: required when STOCK_PROVIDER is set (the pexels API key)",
    ]);
    expect(problems({ IMAGES_DEFAULT: "stock" })).toEqual(["STOCK_PROVIDER: required when IMAGES_DEFAULT=stock"]);
    expect(problems({ IMAGES_DEFAULT: "generated" })).toEqual(["IMAGES_MODEL: required when IMAGES_DEFAULT=generated"]);
    expect(problems({ IMAGES_MODEL: "gpt-image-1" })).toEqual([
      "IMAGES_API_KEY: IMAGES_API_KEY, OPENAI_API_KEY or IMAGES_BASE_URL is required when IMAGES_MODEL is set",
    ]);
    expect(problems({ IMAGES_MODEL: "flux", IMAGES_BASE_URL: "http://127.0.0.1:7860/v1" })).toEqual([]);
    expect(problems({ STOCK_IMAGE_HOSTS: "cdn.example.org/photos" })).toEqual([
      'STOCK_IMAGE_HOSTS: "cdn.example.org/photos": a host (and port), without a path, query or user name',
    ]);
    expect(
      problems({ STOCK_PROVIDER: "getty", PICTURES_PER_REQUEST: "21" })
        .map((p) => p.split(":")[0])
        .sort(),
    ).toEqual(["PICTURES_PER_REQUEST", "STOCK_PROVIDER"]);
  });
});
