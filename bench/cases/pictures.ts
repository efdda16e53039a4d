// Bench: a 10-slide deck from a prompt with four stock pictures, the provider played by a loopback replay server in
// Pexels' documented shape (each answer 40 ms away, as a nearby CDN), beside the same deck with images "none", over HTTP
// against the real service; and the same pictures asked again, reused from the space. Beside them, the content-aware
// focus of a 12-megapixel photo (found once per picture, when it is checked), against libvips' decode of it alone.
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { ms, record, summarise, time, type BenchModule } from "../lib.js";
import { startChild } from "../http-harness.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";
import { pexelsAnswer } from "../../test/pictures/provider-answers.js";
import { bytes, json, ReplayServer, slow } from "../../test/pictures/replay-server.js";
import { subjectPicture } from "../../test/pictures/smart-crop-pictures.js";
import { decodeSmall, subjectFocus } from "../../src/assets/subject-focus.js";

/** A 10-slide pitch outlined as people outline one: the cover and three short lists take the four pictures. */
const PROMPT = [
  "Farm solar investor pitch, 10 slides.",
  ...[
    ["The problem", "Diesel pumps cost farms 9,000 euros a year", "Prices rose 30% since 2022"],
    ["Our answer", "Solar pumps on a lease", "No money down"],
    ["How it works", "We install in two days", "We maintain for ten years"],
    ["Traction", "120 farms signed", "4.8 of 5 from farmers"],
    ["The market", "40,000 farms in the region", "Most still run on diesel"],
    ["The team", "Ana Lima, engineer", "Kenji Sato, finance"],
    ["The plan", "Open a second depot in 2027", "Reach 1,000 farms by 2028"],
    ["The ask", "2 million euros", "18 months of runway"],
  ].flatMap(([heading, ...points]) => [`## ${heading}`, ...points.map((p) => `- ${p}`)]),
].join("\n");
const LATENCY_MS = 40;
const RUNS = 8;

function photo(i: number): Buffer {
  const canvas = createCanvas(i % 2 ? 800 : 1600, i % 2 ? 1200 : 900);
  const ctx = canvas.getContext("2d");
  const gradient = ctx.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, ["#1b4965", "#5fa8d3", "#62b6cb", "#cae9ff"][i]!);
  gradient.addColorStop(1, "#f4a261");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.toBuffer("image/jpeg");
}

/**
 * A 4000 × 3000 JPEG as a phone takes one: a person off-centre outdoors under a grain that gives it a photo's entropy
 * (about 3.5 MB at quality 90: libjpeg's Huffman decoding, which shrink-on-load cannot skip, grows with the bytes).
 */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const scene = subjectPicture(4000, 3000, "person", "outdoor", 5, { x: 0.7, y: 0.4 });
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene.jpeg)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The focus of a 12-megapixel JPEG, median of 21 runs, beside the decode alone and the header read in the same run. */
async function benchFocus(): Promise<void> {
  const photo = await twelveMegapixelPhoto();
  const limits = { maxBytes: 10 * 1024 * 1024, maxSide: 12_000, maxPixels: 100_000_000 };
  const found = await subjectFocus(photo, limits);
  // Interleaved, so a busy moment of the machine falls on both alike.
  const focusRuns: number[] = [];
  const decodeRuns: number[] = [];
  for (let i = 0; i < 24; i++) {
    let t0 = performance.now();
    await decodeSmall(photo, limits);
    if (i >= 3) decodeRuns.push(performance.now() - t0);
    t0 = performance.now();
    await subjectFocus(photo, limits);
    if (i >= 3) focusRuns.push(performance.now() - t0);
  }
  const [focus, decode] = [summarise(focusRuns), summarise(decodeRuns)];
  const header = await time(() => sharp(photo).metadata());
  const where = found ? `(${found.x.toFixed(2)}, ${found.y.toFixed(2)}); subject at (0.70, 0.40)` : "none found";
  record({
    group: "pictures",
    name: `content-aware focus of a 12-megapixel JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), found once per picture in the image work process: ${where}`,
    ours: ms(focus),
    anchor: `${ms(decode)} (libvips' shrink-on-load decode to 192 px alone); header read ${header.median.toFixed(1)} ms`,
    ratio: `+${(focus.median - decode.median).toFixed(1)} ms over the decode`,
    bar: "≤ 50 ms",
  });
}

async function stream(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ ms: number; pictures: number; reused: number }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/agent`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const done = JSON.parse(text.trimEnd().split("\n").at(-1)!) as { type: string; pictures?: { reused: boolean }[] };
  if (done.type !== "done") throw new Error(`pictures bench: the stream ended with ${text.slice(-300)}`);
  return {
    ms: performance.now() - t0,
    pictures: done.pictures?.length ?? 0,
    reused: done.pictures?.filter((p) => p.reused).length ?? 0,
  };
}

const mod: BenchModule = {
  name: "pictures: a deck with stock pictures from a replay server",
  async run() {
    await benchFocus();
    const provider = await ReplayServer.start();
    provider.route(
      "/v1/search",
      slow(
        LATENCY_MS,
        json(
          pexelsAnswer(
            Array.from({ length: 4 }, (_, i) => ({
              width: i % 2 ? 800 : 1600,
              height: i % 2 ? 1200 : 900,
              imageUrl: `${provider.origin}/photos/${i}.jpg`,
              author: `Photographer ${i + 1}`,
              alt: `Solar panels on a farm, view ${i + 1}`,
              pageUrl: `https://www.pexels.com/photo/${i + 1}/`,
            })),
          ),
        ),
      ),
    );
    for (let i = 0; i < 4; i++) provider.route(`/photos/${i}.jpg`, slow(LATENCY_MS, bytes(photo(i), "image/jpeg")));
    const quire = await startChild(
      "bench/servers/agent-probe.ts",
      {
        RATE_LIMIT_AGENT_PER_MINUTE: "1000000",
        RATE_LIMIT_PICTURES_PER_MINUTE: "1000000",
        RATE_LIMIT_PICTURES_PER_DAY: "1000000",
        RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "1000",
        STOCK_PROVIDER: "pexels",
        STOCK_API_KEY: "bench",
        STOCK_BASE_URL: provider.origin,
        STOCK_IMAGE_HOSTS: provider.origin,
        PICTURES_PER_REQUEST: "4",
      },
      "/api/health",
    );
    try {
      // Each fetched run in a space of its own, so nothing is reused; the second run in the same space reuses all.
      const users: Record<string, string>[] = [];
      for (let i = 0; i <= RUNS; i++)
        users.push({
          authorization: `Bearer ${await createApiKey(quire.url, `pictures-bench-${i}@example.test`, sqliteOutbox(quire.dataDir))}`,
        });
      const none: number[] = [];
      const fetched: number[] = [];
      const reused: number[] = [];
      await stream(quire.url, users[RUNS]!, { prompt: PROMPT, images: "stock" });
      await stream(quire.url, users[RUNS]!, { prompt: PROMPT, images: "none" });
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        none.push((await stream(quire.url, users[i]!, { prompt: PROMPT, images: "none" })).ms);
        const first = await stream(quire.url, users[i]!, { prompt: PROMPT, images: "stock" });
        fetched.push(first.ms);
        count = first.pictures;
        const again = await stream(quire.url, users[i]!, { prompt: PROMPT, images: "stock" });
        if (again.reused !== again.pictures) throw new Error("pictures bench: an identical request fetched again");
        reused.push(again.ms);
      }
      const plain = summarise(none);
      const stock = summarise(fetched);
      record({
        group: "pictures",
        name: `10-slide deck with ${count} stock pictures (search + download ${LATENCY_MS} ms away, stored as assets)`,
        ours: ms(stock),
        anchor: `${ms(plain)} (the same deck, images "none")`,
        ratio: `+${(stock.median - plain.median).toFixed(0)} ms for the pictures`,
        bar: `≤ 2 × the ${4 * LATENCY_MS} ms of round trips (4 pictures, 3 at once: two waves of a search and a download)`,
      });
      record({
        group: "pictures",
        name: `the same request again: ${count} pictures reused from the space`,
        ours: ms(summarise(reused)),
        anchor: `${ms(plain)} (images "none")`,
      });
    } finally {
      await quire.stop();
      await provider.close();
    }
  },
};
export default mod;
