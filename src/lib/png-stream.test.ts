// The streamed PNG downscale: every row filter undone exactly (a 1:1 read equals canvas's decode of a PNG canvas wrote
// with adaptive filters), a downscale close to canvas's, and null for what it leaves to canvas or cannot read.
import { createCanvas, Image } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { deflatingPng } from "../../test/hostile/corpus-pictures.js";
import { grey16Png, rgbPng } from "../../test/png.js";
import { downscalePng } from "./png-stream.js";

function noisy(width: number, height: number): { png: Buffer; rgba: Uint8ClampedArray } {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const image = ctx.createImageData(width, height);
  let seed = 1;
  for (let i = 0; i < image.data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    image.data[i] = i % 4 === 3 ? 255 : ((i >> 2) % width) + (seed >>> 28);
  }
  ctx.putImageData(image, 0, 0);
  return { png: canvas.toBuffer("image/png"), rgba: ctx.getImageData(0, 0, width, height).data };
}

describe("downscalePng", () => {
  it("reads every row filter exactly", () => {
    const { png, rgba } = noisy(301, 203);
    expect(Buffer.from(downscalePng(png, 301, 203)!).equals(Buffer.from(rgba))).toBe(true);
  });

  it("averages down to the size asked, as canvas draws it within a shade", async () => {
    const { png } = noisy(301, 203);
    const image = new Image();
    image.src = png;
    await image.decode();
    const canvas = createCanvas(100, 67);
    canvas.getContext("2d").drawImage(image, 0, 0, 100, 67);
    const reference = canvas.getContext("2d").getImageData(0, 0, 100, 67).data;
    const ours = downscalePng(png, 100, 67)!;
    const mean = reference.reduce((sum, v, i) => sum + Math.abs(v - ours[i]!), 0) / reference.length;
    expect(mean).toBeLessThan(3);
    expect(Array.from(downscalePng(deflatingPng(3000, 2000, [10, 20, 30, 128]), 300, 200)!.subarray(0, 4))).toEqual([
      10, 20, 30, 128,
    ]);
    expect(
      Array.from(
        downscalePng(
          rgbPng(40, 20, () => [200, 100, 50]),
          4,
          2,
        )!.subarray(0, 4),
      ),
    ).toEqual([200, 100, 50, 255]);
  });

  it("reads 16-bit samples by their high byte: a grey gradient top to bottom, as pandoc's template background", () => {
    const png = grey16Png(96, 54, (_, y) => Math.round(0xbebe - (y / 53) * (0xbebe - 0x7a7a)));
    const out = downscalePng(png, 4, 3)!;
    const column = [0, 1, 2].map((y) => out[y * 16]!);
    expect(column[0]).toBeGreaterThan(0xb0);
    expect(column[2]).toBeLessThan(0x8a);
    expect(out[3]).toBe(255);
    expect(
      Array.from(
        downscalePng(
          grey16Png(8, 8, () => 0x1234, 0),
          8,
          8,
        )!.subarray(0, 4),
      ),
    ).toEqual([0x12, 0x12, 0x12, 255]);
  });

  it("leaves to canvas what it does not read, and refuses a damaged one", () => {
    const png = deflatingPng(64, 64);
    const interlaced = Buffer.from(png);
    interlaced[28] = 1;
    const palette = Buffer.from(png);
    palette[25] = 3;
    expect(downscalePng(interlaced, 8, 8)).toBeNull();
    expect(downscalePng(palette, 8, 8)).toBeNull();
    expect(downscalePng(png.subarray(0, png.length - 30), 8, 8)).toBeNull();
    expect(downscalePng(png, 128, 8)).toBeNull();
  });
});
