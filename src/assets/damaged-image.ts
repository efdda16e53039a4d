// The error the image readers throw for bytes that do not follow their format; prepareImage turns it into a 400.

export class DamagedImage extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "DamagedImage";
  }
}

/** Big-endian 16-bit read that throws DamagedImage instead of reading past the end. */
export function u16be(b: Uint8Array, at: number): number {
  if (at + 2 > b.length) throw new DamagedImage("it ends early");
  return (b[at]! << 8) | b[at + 1]!;
}

export function u32be(b: Uint8Array, at: number): number {
  if (at + 4 > b.length) throw new DamagedImage("it ends early");
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}

/** One stripped image: the bytes to store and the picture's size as shown. */
export interface StrippedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** Pixels a reader decodes in all (every frame of an animated GIF). */
  pixels: number;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}
