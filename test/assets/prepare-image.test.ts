// prepareImage: type from the bytes, declared type agreeing, limits, and metadata stripped with the image left valid.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareImage, type ImageLimits } from "../../src/assets/prepare-image.js";
import { readOrientation } from "../../src/assets/strip-jpeg.js";
import { AppError } from "../../src/lib/errors.js";
import {
  BASE_JPEG,
  COMMENT,
  exifWithGps,
  gif,
  ICC,
  IPTC,
  jpegWith,
  plainPng,
  pngChunk,
  pngWithText,
  PROGRESSIVE_JPEG,
  segment,
  SVG,
  XMP,
} from "./images.js";

const LIMITS: ImageLimits = { maxBytes: 1024 * 1024, maxSide: 12_000, maxPixels: 100_000_000 };

function refusal(bytes: Uint8Array, declared: string | null, limits = LIMITS): AppError {
  try {
    prepareImage(bytes, declared, limits);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("accepted");
}

const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

/** ImageMagick's identify, when installed, decodes every pixel: the strongest check that the result is still an image. */
const IDENTIFY = ["/usr/bin/identify", "/usr/local/bin/identify"].find(existsSync);
function decodes(bytes: Uint8Array): boolean {
  if (!IDENTIFY) return true;
  execFileSync(IDENTIFY, ["-regard-warnings", "-format", "%wx%h", "-"], {
    input: bytes,
    stdio: ["pipe", "pipe", "pipe"],
  });
  return true;
}

describe("prepareImage: JPEG", () => {
  it("drops Exif with GPS, XMP, IPTC and comments and keeps the image byte for byte", () => {
    const dirty = jpegWith(BASE_JPEG, exifWithGps(), XMP, IPTC, COMMENT);
    expect(has(dirty, "Exif") && has(dirty, "Canon") && has(dirty, "Paris")).toBe(true);
    const out = prepareImage(dirty, "image/jpeg", LIMITS);
    expect(out).toMatchObject({ type: "image/jpeg", width: 16, height: 8 });
    expect(Buffer.from(out.bytes).equals(BASE_JPEG)).toBe(true);
    for (const word of ["Exif", "Canon", "xmpmeta", "Photoshop", "Rivoli", "Paris"])
      expect(has(out.bytes, word), word).toBe(false);
    expect(decodes(out.bytes)).toBe(true);
  });

  it("strips a progressive JPEG (tables between scans) the same way", () => {
    const out = prepareImage(jpegWith(PROGRESSIVE_JPEG, exifWithGps(), COMMENT), null, LIMITS);
    expect(Buffer.from(out.bytes).equals(PROGRESSIVE_JPEG)).toBe(true);
  });

  it("keeps the ICC profile and nothing after the end-of-image marker", () => {
    const out = prepareImage(
      Buffer.concat([jpegWith(BASE_JPEG, ICC, exifWithGps()), Buffer.from("trailing secrets")]),
      "image/jpeg",
      LIMITS,
    );
    expect(Buffer.from(out.bytes).equals(jpegWith(BASE_JPEG, ICC))).toBe(true);
  });

  it("keeps an orientation other than 1 as a one-tag Exif segment and reports the upright size", () => {
    const out = prepareImage(jpegWith(BASE_JPEG, exifWithGps(6)), "image/jpeg", LIMITS);
    expect([out.width, out.height]).toEqual([8, 16]);
    expect(has(out.bytes, "Canon")).toBe(false);
    const b = Buffer.from(out.bytes);
    expect(b.subarray(20, 22)).toEqual(Buffer.from([0xff, 0xe1])); // right after SOI + JFIF
    expect(readOrientation(b.subarray(30, 20 + 2 + b.readUInt16BE(22)))).toBe(6);
    expect(b.length).toBe(BASE_JPEG.length + 36);
    expect(decodes(out.bytes)).toBe(true);
  });

  it("removes a JFIF thumbnail", () => {
    const jfif = Buffer.from(BASE_JPEG.subarray(2, 20));
    const thumb = Buffer.concat([jfif.subarray(4, 16), Buffer.from([1, 1, 9, 9, 9])]); // a 1×1 RGB thumbnail
    const out = prepareImage(
      Buffer.concat([BASE_JPEG.subarray(0, 2), segment(0xe0, thumb), BASE_JPEG.subarray(20)]),
      null,
      LIMITS,
    );
    expect(Buffer.from(out.bytes).equals(BASE_JPEG)).toBe(true);
  });

  it("refuses truncated and damaged JPEGs", () => {
    expect(refusal(BASE_JPEG.subarray(0, 200), "image/jpeg").code).toBe("invalid_request");
    expect(refusal(BASE_JPEG.subarray(0, BASE_JPEG.length - 2), "image/jpeg").code).toBe("invalid_request");
    expect(
      refusal(Buffer.concat([BASE_JPEG.subarray(0, 20), Buffer.from("junk"), BASE_JPEG.subarray(20)]), null).message,
    ).toMatch(/stray bytes/);
  });
});

describe("prepareImage: PNG and GIF", () => {
  it("drops tEXt, zTXt, iTXt, eXIf and tIME chunks", () => {
    const png = plainPng();
    const out = prepareImage(pngWithText(png), "image/png", LIMITS);
    expect(out).toMatchObject({ type: "image/png", width: 4, height: 3 });
    expect(Buffer.from(out.bytes).equals(png)).toBe(true);
    expect(decodes(out.bytes)).toBe(true);
  });

  it("keeps colour chunks and refuses a bad checksum", () => {
    const png = plainPng();
    const withGamma = Buffer.concat([
      png.subarray(0, 33),
      pngChunk("gAMA", Buffer.from([0, 0, 0xb1, 0x8f])),
      png.subarray(33),
    ]);
    expect(Buffer.from(prepareImage(withGamma, null, LIMITS).bytes).equals(withGamma)).toBe(true);
    const broken = Buffer.from(png);
    broken[45] = broken[45]! ^ 0xff; // inside the IDAT data
    expect(refusal(broken, "image/png").message).toMatch(/checksum/);
  });

  it("drops GIF comments and XMP and keeps the frame", () => {
    const out = prepareImage(gif(true), "image/gif", LIMITS);
    expect(out).toMatchObject({ type: "image/gif", width: 4, height: 3 });
    expect(Buffer.from(out.bytes).equals(gif())).toBe(true);
    expect(decodes(out.bytes)).toBe(true);
  });
});

describe("prepareImage: refusals", () => {
  it("refuses empty, SVG, other formats and a declared type that the bytes contradict", () => {
    expect(refusal(new Uint8Array(0), "image/png").code).toBe("invalid_request");
    const svg = refusal(SVG, "image/svg+xml");
    expect([svg.code, svg.message]).toEqual(["unsupported_media_type", expect.stringMatching(/SVG/)]);
    expect(refusal(SVG, null).message).toMatch(/SVG/);
    expect(refusal(plainPng(), "image/svg+xml").message).toMatch(/SVG/);
    expect(refusal(Buffer.from("%PDF-1.7\n..."), null).message).toMatch(/PDF/);
    expect(refusal(Buffer.from("RIFF\0\0\0\0WEBPVP8 "), null).message).toMatch(/WebP/);
    expect(refusal(Buffer.from("<!doctype html><script>"), "image/png").code).toBe("unsupported_media_type");
    const spoofed = refusal(BASE_JPEG, "image/png");
    expect([spoofed.code, spoofed.message]).toEqual([
      "unsupported_media_type",
      expect.stringMatching(/JPEG but was sent as image\/png/),
    ]);
    expect(refusal(plainPng(), "text/plain").code).toBe("unsupported_media_type");
  });

  it("refuses files over the byte limit and pictures over the side and pixel limits", () => {
    expect(refusal(plainPng(), null, { ...LIMITS, maxBytes: 10 }).code).toBe("file_too_large");
    expect(refusal(plainPng(20, 3), null, { ...LIMITS, maxSide: 16 }).message).toMatch(/20×3 pixels/);
    expect(refusal(plainPng(10, 10), null, { ...LIMITS, maxPixels: 99 }).message).toMatch(/100 pixels/);
    // A header that claims 60000×60000 is refused from its header alone, before anything decodes it.
    const bomb = Buffer.from(plainPng());
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const ihdr = bomb.subarray(12, 29);
    bomb.writeUInt32BE(crc32(ihdr), 29);
    expect(refusal(bomb, "image/png").message).toMatch(/60000×60000/);
  });
});
