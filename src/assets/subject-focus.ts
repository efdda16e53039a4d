// Where a picture's subject is when its metadata does not say: the picture decoded small by sharp (libvips, its pixel
// limit and JPEG shrink-on-load) and its most telling square found by smartcrop (detail, skin and saturation).
// Runs only in the image work process (workers/image-worker.ts): it decodes the sender's bytes.
import type Sharp from "sharp";
import smartcropModule from "smartcrop";
import type { Focus } from "../formats/slide-kinds/cover-crop.js";
import type { ImageLimits } from "./prepare-image.js";

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The part of smartcrop used here. Its typings describe an ES default export, but it is CommonJS whose module.exports
 * is the object itself; they also leave out the options for handing it pixels without a canvas.
 */
/** A square smartcrop scored: its place and size in pixels, and its score (higher is better). */
interface Square {
  x: number;
  y: number;
  width: number;
  height: number;
  score: { total: number };
}

interface Smartcrop {
  /** `crops` (every square scored) with `debug`. */
  crop(image: Pixels, options: Record<string, unknown>): Promise<{ topCrop: Square | null; crops?: Square[] }>;
  ImgData: new (width: number, height: number, data: Uint8Array) => Pixels;
}
const smartcrop = smartcropModule as unknown as Smartcrop;

/**
 * The longer side the picture is decoded to: enough for smartcrop to place a subject (it scores STEP-pixel steps), small
 * enough that it adds under 10 ms to the decode (measured on 12-megapixel JPEGs).
 */
const WORKING_SIDE = 192;
/**
 * The square looked for, as a share of the picture's shorter side, from its largest to its smallest: small enough to
 * place the subject along both axes, large enough to hold a head and shoulders or a sign whole.
 */
const SCALES = { max: 0.5, min: 0.3, step: 0.1 };
/**
 * Pixels between the squares tried (smartcrop's own is 8): 12 of 192 places the focus within 6% of the picture, and
 * tries less than half the squares (7.4 → 4.5 ms a picture; the made set's share 96.8% → 96.6%).
 */
const STEP = 12;
/**
 * How far the best square's score must lead the centred one's, as a share of its lead over the median square: below
 * it the picture has no subject that stands out and the crop keeps the centre.
 */
const MIN_LEAD = 0.05;

/**
 * sharp, loaded with the first focus asked for (about 100 ms, once per work process), not by every check of a picture;
 * one thread and no cache: the work process checks one picture at a time under a memory cap.
 */
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

/** Raw RGBA pixels of the picture as shown, `width` × `height`. */
export type SmallPicture = Pixels;

/**
 * The picture as shown (EXIF orientation applied) decoded to at most WORKING_SIDE pixels a side; refused by libvips
 * before decoding when its header declares more than `limits.maxPixels` (prepareImage has refused those already).
 */
export async function decodeSmall(bytes: Uint8Array, limits: ImageLimits): Promise<SmallPicture> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, {
    limitInputPixels: limits.maxPixels,
    failOn: "truncated",
    sequentialRead: true,
    autoOrient: true,
  })
    .resize(WORKING_SIDE, WORKING_SIDE, { fit: "inside", withoutEnlargement: true })
    // Four 8-bit channels whatever the picture holds (grey, grey and alpha, 16-bit, CMYK): smartcrop reads RGBA.
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The centre of the square smartcrop rates highest, as fractions of the picture; null for a picture too small to say, or
 * one where the centred square does about as well (a plain or evenly busy picture: a point found there would be noise).
 */
export async function focusOfPixels(picture: SmallPicture): Promise<Focus | null> {
  const { width, height } = picture;
  if (Math.min(width, height) < 16 || picture.data.length !== width * height * 4 || isPlain(picture)) return null;
  // Already small: smartcrop is handed the pixels as they are (no canvas), and scores squares without a rule of thirds,
  // which would put the subject off the centre we return. A 1 × 1 shape: smartcrop sizes its square to the shorter
  // side, and would raise minScale to 1 for a shape it took for the crop's own size in pixels. `debug` keeps every
  // square's score, to compare the best with the centred one of its own size (squares of different sizes score a
  // plain picture differently near its edges).
  const imageOperations = {
    open: () => Promise.resolve(picture),
    resample: () => picture,
    getData: () => Promise.resolve(new smartcrop.ImgData(width, height, picture.data)),
  };
  const options = {
    step: STEP,
    width: 1,
    height: 1,
    maxScale: SCALES.max,
    minScale: SCALES.min,
    scaleStep: SCALES.step,
    ruleOfThirds: false,
    prescale: false,
    debug: true,
    imageOperations,
  };
  const { topCrop, crops = [] } = await smartcrop.crop(picture, options);
  if (!topCrop || !crops.length) return null;
  const offCentre = (c: Square) => Math.hypot(c.x + c.width / 2 - width / 2, c.y + c.height / 2 - height / 2);
  const centred = crops
    .filter((c) => c.width === topCrop.width)
    .reduce((best, c) =>
      offCentre(c) < offCentre(best) || (offCentre(c) === offCentre(best) && c.score.total > best.score.total)
        ? c
        : best,
    );
  const totals = crops.map((c) => c.score.total).sort((a, b) => a - b);
  const spread = topCrop.score.total - totals[totals.length >> 1]!;
  if (!(topCrop.score.total - centred.score.total > spread * MIN_LEAD)) return null;
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp((topCrop.x + topCrop.width / 2) / width), y: clamp((topCrop.y + topCrop.height / 2) / height) };
}

/** Levels a plain picture's channels stay within: JPEG's noise on one colour, nothing a subject could be. */
const PLAIN_RANGE = 12;

/** One colour all over (within JPEG's noise): every square scores alike but for the picture's edges, so none is its subject. */
function isPlain({ data }: SmallPicture): boolean {
  const low = [255, 255, 255];
  const high = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const v = data[i + c]!;
      if (v < low[c]!) low[c] = v;
      if (v > high[c]!) high[c] = v;
    }
  }
  return high.every((h, c) => h - low[c]! <= PLAIN_RANGE);
}

/** The subject's centre in a picture that names none; null when it cannot be read (the crop keeps the centre then). */
export async function subjectFocus(bytes: Uint8Array, limits: ImageLimits): Promise<Focus | null> {
  try {
    return await focusOfPixels(await decodeSmall(bytes, limits));
  } catch {
    return null;
  }
}
