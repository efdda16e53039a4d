// A background picture that is in effect a gradient (pandoc's grey reference template): reduced to the one colour text
// is chosen against, as a gradient fill is, when black or white reads on every part of it; a photo stays unknown.
import { readImageHeader } from "../../../lib/image-header.js";
import { downscalePng } from "../../../lib/png-stream.js";
import { AA_TEXT, BLACK, WHITE, contrast, luminance, toRgb, type Rgb } from "../../model/colour.js";
import { hardestStop } from "./theme-colours.js";

/** The samples a picture is read at: enough to follow a gradient, a few hundred colours to compare. */
const SAMPLES = 24;
/** A picture this large is not read for its colour (the streamed read costs a pass over its rows). */
const MAX_PIXELS = 25_000_000;

export interface EvenPicture {
  /** The colour text is chosen against: its hardest sample (the gradient rule). */
  rgb: Rgb;
  /** Its lightest and darkest samples: a colour that reads on both reads on all of it. */
  range: [Rgb, Rgb];
  /** Its samples row by row from the top left (`columns` × `rows`): the colours under each part of the slide it covers. */
  grid: { columns: number; rows: number; colours: Rgb[] };
}

const read = new WeakMap<Uint8Array, EvenPicture | null>();

/** The colour text must read on when a background picture is as even as a gradient, else null (see evenPicture). */
export const evenPictureColour = (bytes: Uint8Array | undefined): Rgb | null => evenPicture(bytes)?.rgb ?? null;

/**
 * A background picture as even as a gradient: an opaque 8- or 16-bit PNG on which black or white reaches 4.5:1
 * everywhere, with the colours text is checked against; else null. Read once per picture.
 */
export function evenPicture(bytes: Uint8Array | undefined): EvenPicture | null {
  if (!bytes) return null;
  if (!read.has(bytes)) read.set(bytes, readEven(bytes));
  return read.get(bytes)!;
}

function readEven(bytes: Uint8Array): EvenPicture | null {
  const header = readImageHeader(bytes);
  if (header?.format !== "png" || header.width * header.height > MAX_PIXELS) return null;
  const width = Math.min(SAMPLES, header.width);
  const height = Math.min(SAMPLES, header.height);
  const rgba = downscalePng(bytes, width, height);
  if (!rgba) return null;
  const colours: Rgb[] = [];
  for (let at = 0; at < rgba.length; at += 4) {
    // What shows through a transparent part is not the picture's.
    if (rgba[at + 3]! < 255) return null;
    colours.push(toRgb(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!));
  }
  const readsEverywhere = (text: Rgb) => colours.every((c) => contrast(text, c) >= AA_TEXT);
  if (!readsEverywhere(BLACK) && !readsEverywhere(WHITE)) return null;
  const byLight = [...colours].sort((a, b) => luminance(b) - luminance(a));
  return {
    rgb: hardestStop(colours),
    range: [byLight[0]!, byLight.at(-1)!],
    grid: { columns: width, rows: height, colours },
  };
}
