// A large PNG read row by row straight into its working size: inflated in small steps (fflate), each row unfiltered
// against the one before and averaged into the output row it falls in, so a 100-million-pixel picture holds two rows
// and the output, never its 400 MB of RGBA (a full decode on canvas held all of it). No library decodes a PNG
// decimated as it streams; what this does not read (interlace, palettes, sub-byte samples) is left to canvas.
import { Unzlib } from "fflate";

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };
/** Compressed bytes inflated at a time: at deflate's 1032:1 at most, about a megabyte of rows a step. */
const STEP = 1024;

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** A non-interlaced 8- or 16-bit grey, grey-alpha, RGB or RGBA PNG averaged down to `width`×`height` RGBA; null for any other, or a damaged one. */
export function downscalePng(png: Uint8Array, width: number, height: number): Uint8ClampedArray | null {
  if (png.length < 33) return null;
  const w = u32(png, 16);
  const h = u32(png, 20);
  const channels = CHANNELS[png[25]!];
  const depth = png[24]!;
  if ((depth !== 8 && depth !== 16) || !channels || png[28] !== 0 || width > w || height > h) return null;
  // A 16-bit sample is read by its high byte: the 8 bits every colour here is measured and drawn in.
  const bytes = depth / 8;
  const pixel = channels * bytes;
  const idat: Uint8Array[] = [];
  for (let p = 8; p + 12 <= png.length;) {
    const length = u32(png, p);
    const type = String.fromCharCode(png[p + 4]!, png[p + 5]!, png[p + 6]!, png[p + 7]!);
    if (p + 12 + length > png.length) return null;
    if (type === "IDAT") idat.push(png.subarray(p + 8, p + 8 + length));
    if (type === "tRNS" || type === "IEND") {
      if (type === "tRNS") return null; // a transparent colour: canvas reads it
      break;
    }
    p += 12 + length;
  }
  const stride = w * pixel;
  let row = new Uint8Array(stride + 1);
  let prev = new Uint8Array(stride + 1);
  let filled = 0;
  let y = 0;
  // Sums of each output row's pixels, colour weighted by alpha so a transparent pixel lends no colour.
  const sums = new Float64Array(width * 4);
  const counts = new Uint32Array(width);
  const columnOf = Int32Array.from({ length: w }, (_, x) => Math.min(width - 1, Math.floor((x * width) / w)));
  const out = new Uint8ClampedArray(width * height * 4);
  let outRow = 0;
  let damaged = false;

  const flush = () => {
    for (let ox = 0, o = outRow * width * 4; ox < width; ox++, o += 4) {
      const a = sums[ox * 4 + 3]!;
      const n = counts[ox] || 1;
      out[o] = a ? sums[ox * 4]! / a : 0;
      out[o + 1] = a ? sums[ox * 4 + 1]! / a : 0;
      out[o + 2] = a ? sums[ox * 4 + 2]! / a : 0;
      out[o + 3] = a / n;
    }
    sums.fill(0);
    counts.fill(0);
  };

  const takeRow = () => {
    if (!unfilter(row, prev, pixel)) return void (damaged = true);
    const target = Math.min(height - 1, Math.floor((y * height) / h));
    if (target !== outRow) {
      flush();
      outRow = target;
    }
    for (let x = 0, i = 1; x < w; x++, i += pixel) {
      const ox = columnOf[x]!;
      const grey = channels < 3;
      const r = row[i]!;
      const g = grey ? r : row[i + bytes]!;
      const b = grey ? r : row[i + 2 * bytes]!;
      const a = channels === 4 ? row[i + 3 * bytes]! : channels === 2 ? row[i + bytes]! : 255;
      const at = ox * 4;
      sums[at] = sums[at]! + r * a;
      sums[at + 1] = sums[at + 1]! + g * a;
      sums[at + 2] = sums[at + 2]! + b * a;
      sums[at + 3] = sums[at + 3]! + a;
      counts[ox]!++;
    }
    [prev, row] = [row, prev];
    y++;
  };

  const inflate = new Unzlib((chunk) => {
    for (let at = 0; at < chunk.length && y < h && !damaged;) {
      const n = Math.min(chunk.length - at, row.length - filled);
      row.set(chunk.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === row.length) {
        takeRow();
        filled = 0;
      }
    }
  });
  try {
    idat.forEach((data, i) => {
      for (let at = 0; at < data.length && y < h && !damaged; at += STEP)
        inflate.push(data.subarray(at, at + STEP), i === idat.length - 1 && at + STEP >= data.length);
    });
  } catch {
    return null;
  }
  if (damaged || y < h) return null;
  flush();
  return out;
}

/** PNG's five row filters undone in place (`row[0]` the filter type), against the row above; false for an unknown one. */
function unfilter(row: Uint8Array, prev: Uint8Array, bpp: number): boolean {
  const type = row[0];
  const n = row.length;
  if (type === 0) return true;
  if (type === 1) for (let i = 1 + bpp; i < n; i++) row[i] = (row[i]! + row[i - bpp]!) & 255;
  else if (type === 2) for (let i = 1; i < n; i++) row[i] = (row[i]! + prev[i]!) & 255;
  else if (type === 3)
    for (let i = 1; i < n; i++) row[i] = (row[i]! + (((i > bpp ? row[i - bpp]! : 0) + prev[i]!) >> 1)) & 255;
  else if (type === 4) {
    for (let i = 1; i < n; i++) {
      const a = i > bpp ? row[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i > bpp ? prev[i - bpp]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      row[i] = (row[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
    }
  } else return false;
  return true;
}
