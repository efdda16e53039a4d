// The header reader: every format's size as declared, hostile sizes read without decoding, and null (never a throw)
// for truncated or garbage bytes.
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { BASE_JPEG, PROGRESSIVE_JPEG, gif } from "../../test/assets/images.js";
import {
  deflatingPng,
  gifDeclaring,
  jpegDeclaring,
  pngDeclaring,
  svgDeclaring,
  webpDeclaring,
} from "../../test/hostile/corpus-pictures.js";
import { rgbPng } from "../../test/png.js";
import { imageFormat, readImageHeader, svgLength, tiffIfd0 } from "./image-header.js";

const svg = (root: string) =>
  Buffer.from(
    `<?xml version="1.0"?>\n<!-- a comment -->\n<svg xmlns="http://www.w3.org/2000/svg" ${root}><rect width="1" height="1"/></svg>`,
  );

function bmp(width: number, height: number): Buffer {
  const b = Buffer.alloc(54);
  b.write("BM", 0, "latin1");
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  return b;
}

function tiff(width: number, height: number, little = true): Buffer {
  const b = Buffer.alloc(8 + 2 + 24 + 4);
  const u16 = (v: number, at: number) => (little ? b.writeUInt16LE(v, at) : b.writeUInt16BE(v, at));
  const u32 = (v: number, at: number) => (little ? b.writeUInt32LE(v, at) : b.writeUInt32BE(v, at));
  b.write(little ? "II" : "MM", 0, "latin1");
  u16(42, 2);
  u32(8, 4);
  u16(2, 8);
  for (const [tag, type, at] of [
    [256, 4, 10],
    [257, 3, 22],
  ] as const) {
    u16(tag, at);
    u16(type, at + 2);
    u32(1, at + 4);
    if (type === 4)
      u32(width, at + 8); // ImageWidth as a LONG
    else u16(height, at + 8); // ImageLength as a SHORT
  }
  return b;
}

describe("readImageHeader", () => {
  it("reads each format's declared size", () => {
    expect(readImageHeader(rgbPng(7, 5, () => [1, 2, 3]))).toEqual({ format: "png", width: 7, height: 5 });
    expect(readImageHeader(BASE_JPEG)).toEqual({ format: "jpeg", width: 16, height: 8 });
    expect(readImageHeader(PROGRESSIVE_JPEG)).toEqual({ format: "jpeg", width: 16, height: 8 });
    expect(readImageHeader(gif())).toEqual({ format: "gif", width: 4, height: 3 });
    expect(readImageHeader(gif(true))).toEqual({ format: "gif", width: 4, height: 3 });
    expect(readImageHeader(createCanvas(9, 4).toBuffer("image/webp"))).toEqual({ format: "webp", width: 9, height: 4 });
    expect(readImageHeader(bmp(640, -480))).toEqual({ format: "bmp", width: 640, height: 480 });
    expect(readImageHeader(tiff(3000, 2000))).toEqual({ format: "tiff", width: 3000, height: 2000 });
    expect(readImageHeader(tiff(30, 20, false))).toEqual({ format: "tiff", width: 30, height: 20 });
  });

  it("reads the sizes hostile files declare, however small their bodies", () => {
    expect(readImageHeader(pngDeclaring(65535, 65535))).toMatchObject({ width: 65535, height: 65535 });
    expect(readImageHeader(deflatingPng(16000, 16000))).toMatchObject({ width: 16000, height: 16000 });
    expect(readImageHeader(jpegDeclaring(65500, 65500))).toMatchObject({ width: 65500, height: 65500 });
    expect(readImageHeader(gifDeclaring(65535, 65535))).toMatchObject({ width: 65535, height: 65535 });
    expect(readImageHeader(webpDeclaring(16383, 16383))).toMatchObject({ width: 16383, height: 16383 });
    expect(readImageHeader(svgDeclaring(30000, 30000))).toMatchObject({ format: "svg", width: 30000, height: 30000 });
  });

  it("widens a GIF's screen to a frame that overhangs it, as decoders do", () => {
    const small = gifDeclaring(1, 1);
    const frame = small.indexOf(0x2c, 19);
    small.writeUInt16LE(40_000, frame + 5);
    small.writeUInt16LE(30_000, frame + 7);
    expect(readImageHeader(small)).toMatchObject({ width: 40_000, height: 30_000 });
  });

  it("sizes an SVG by its root: units, a viewBox's shape, else 300×150", () => {
    expect(readImageHeader(svg(`width="2in" height="10mm"`))).toMatchObject({ width: 192, height: 38 });
    expect(readImageHeader(svg(`width="120" viewBox="0 0 40 10"`))).toMatchObject({ width: 120, height: 30 });
    expect(readImageHeader(svg(`height="50pt" viewBox="0,0,20,10"`))).toMatchObject({ width: 134, height: 67 });
    expect(readImageHeader(svg(`viewBox="0 0 640 480"`))).toMatchObject({ width: 640, height: 480 });
    expect(readImageHeader(svg(`width="100%" height="100%"`))).toMatchObject({ width: 300, height: 150 });
    expect(readImageHeader(svg(`data-note="a > b" stroke-width="9" width="30" height="20"`))).toMatchObject({
      width: 30,
      height: 20,
    });
    expect(svgLength("1e3px")).toBe(1000);
    expect(svgLength("12furlongs")).toBeNull();
  });

  it("returns null for truncated or garbage bytes, never throwing", () => {
    const samples = [
      rgbPng(7, 5, () => [1, 2, 3]),
      BASE_JPEG,
      gif(),
      createCanvas(9, 4).toBuffer("image/webp"),
      bmp(10, 10),
      tiff(10, 10),
    ];
    for (const whole of samples) {
      for (let n = 0; n < Math.min(whole.length, 40); n++)
        expect(() => readImageHeader(whole.subarray(0, n))).not.toThrow();
      expect(readImageHeader(whole.subarray(0, 6))).toBeNull();
    }
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      const junk = Buffer.from(Array.from({ length: 64 }, () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24));
      junk.set([0xff, 0xd8, 0xff], 0); // a JPEG's signature over garbage: the segment walk must stop
      expect(() => readImageHeader(junk)).not.toThrow();
    }
    expect(readImageHeader(Buffer.from("not a picture at all"))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageHeader(pngDeclaring(0, 10))).toBeNull();
    expect(readImageHeader(svg(`width="0" height="10"`))).toBeNull();
    expect(readImageHeader(Buffer.from("<svg"))).toBeNull();
  });

  it("names formats by their magic numbers, and a damaged TIFF directory as null", () => {
    expect(imageFormat(Buffer.from("<!DOCTYPE svg><svg/>"))).toBe("svg");
    expect(imageFormat(Buffer.from("<html><svg></svg></html>"))).toBeNull();
    expect(tiffIfd0(Buffer.from("II*\0\xff\xff\xff\x7f", "latin1"))).toBeNull();
  });
});
