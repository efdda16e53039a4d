// GIF metadata stripping by block: comments and application extensions other than looping (NETSCAPE2.0, ANIMEXTS1.0)
// and colour (ICCRGBG1012) go, XMP among them; frames, palettes and graphic controls stay byte for byte.
import { gifColourTableSize, gifSubBlocksEnd } from "../lib/image-header.js";
import { concat, DamagedImage, type StrippedImage } from "./damaged-image.js";

const KEPT_APPLICATIONS = new Set(["NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"]);

export interface GifLimits {
  maxSide: number;
}

export function stripGif(b: Uint8Array, limits: GifLimits): StrippedImage {
  if (b.length < 13) throw new DamagedImage("it ends inside its header");
  const u16 = (at: number) => b[at]! | (b[at + 1]! << 8);
  const width = u16(6);
  const height = u16(8);
  let p = 13 + gifColourTableSize(b[10]!);
  const kept: Uint8Array[] = [b.subarray(0, p)];
  let pixels = 0;
  let frames = 0;
  for (;;) {
    if (p >= b.length) throw new DamagedImage("it ends before its trailer");
    const block = b[p]!;
    if (block === 0x3b) break; // trailer; anything after it is dropped
    if (block === 0x21) {
      const label = b[p + 1];
      const end = skipSubBlocks(b, p + 2);
      const drop = label === 0xfe || (label === 0xff && !KEPT_APPLICATIONS.has(applicationId(b, p + 2)));
      if (!drop) kept.push(b.subarray(p, end));
      p = end;
    } else if (block === 0x2c) {
      if (p + 10 > b.length) throw new DamagedImage("it ends inside a frame header");
      const w = u16(p + 5);
      const h = u16(p + 7);
      // A frame may claim more room than the screen: readers allocate for it, so it is bounded like the screen.
      if (w > limits.maxSide || h > limits.maxSide)
        throw new DamagedImage(`a frame is ${w}×${h} pixels, over the ${limits.maxSide} px limit`);
      pixels += w * h;
      frames++;
      const data = p + 10 + gifColourTableSize(b[p + 9]!) + 1; // + LZW minimum code size
      const end = skipSubBlocks(b, data);
      kept.push(b.subarray(p, end));
      p = end;
    } else {
      throw new DamagedImage("it holds an unknown block");
    }
  }
  if (width === 0 || height === 0) throw new DamagedImage("it has no image size");
  if (frames === 0) throw new DamagedImage("it has no frame");
  return { bytes: concat([...kept, Uint8Array.of(0x3b)]), width, height, pixels: Math.max(pixels, width * height) };
}

/** The end of a run of data sub-blocks starting at `p`, or DamagedImage when the file ends inside it. */
function skipSubBlocks(b: Uint8Array, p: number): number {
  const end = gifSubBlocksEnd(b, p);
  if (end < 0) throw new DamagedImage("it ends inside a data block");
  return end;
}

function applicationId(b: Uint8Array, p: number): string {
  return b[p] === 11 ? String.fromCharCode(...b.subarray(p + 1, p + 12)) : "";
}
