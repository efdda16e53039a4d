// Test helpers for the slide pictures: a PNG decoded to RGBA (by @napi-rs/canvas) and how much of it differs from its background.
import { createCanvas, loadImage } from "@napi-rs/canvas";

export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export async function decodePng(png: Uint8Array): Promise<Pixels> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, rgba: ctx.getImageData(0, 0, image.width, image.height).data };
}

/** Share of the pixels inside the box (shares of width and height) that differ clearly from the top-left pixel's colour. */
export function inkShare(p: Pixels, box = { x0: 0, y0: 0, x1: 1, y1: 1 }): number {
  const [r, g, b] = [p.rgba[0]!, p.rgba[1]!, p.rgba[2]!];
  let ink = 0;
  let all = 0;
  for (let y = Math.floor(box.y0 * p.height); y < Math.floor(box.y1 * p.height); y++) {
    for (let x = Math.floor(box.x0 * p.width); x < Math.floor(box.x1 * p.width); x++) {
      const i = (y * p.width + x) * 4;
      all++;
      if (Math.abs(p.rgba[i]! - r) + Math.abs(p.rgba[i + 1]! - g) + Math.abs(p.rgba[i + 2]! - b) > 60) ink++;
    }
  }
  return all ? ink / all : 0;
}
