// Pictures cropped to their frames: the crop itself, and pptx, PDF (its slide picture) and HTML showing the same part.
import { createCanvas } from "@napi-rs/canvas";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { coverCrop, objectPosition } from "../../src/formats/slide-kinds/cover-crop.js";
import { exportSource } from "../../src/formats/export-source.js";
import { slidePng } from "../../src/formats/raster/slide-png.js";
import type { Deck, ImageRef, Slide } from "../../src/formats/model/source.js";
import { decodePng, type Pixels } from "./png-pixels.js";

const RED = "#E02020";
const BLUE = "#2040E0";

/** A `w` × `h` PNG, its left half red and its right half blue, as a data: URL. */
function halves(w: number, h: number): string {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = RED;
  ctx.fillRect(0, 0, w / 2, h);
  ctx.fillStyle = BLUE;
  ctx.fillRect(w / 2, 0, w / 2, h);
  return `data:image/png;base64,${canvas.toBuffer("image/png").toString("base64")}`;
}

/** Shares of red and blue pixels inside a box of the picture (shares of its width and height). */
function colours(p: Pixels, box: { x0: number; y0: number; x1: number; y1: number }): { red: number; blue: number } {
  let red = 0;
  let blue = 0;
  let all = 0;
  for (let y = Math.floor(box.y0 * p.height); y < Math.floor(box.y1 * p.height); y++) {
    for (let x = Math.floor(box.x0 * p.width); x < Math.floor(box.x1 * p.width); x++) {
      const i = (y * p.width + x) * 4;
      const [r, g, b] = [p.rgba[i]!, p.rgba[i + 1]!, p.rgba[i + 2]!];
      all++;
      if (r > 180 && g < 80 && b < 80) red++;
      if (b > 180 && r < 80 && g < 100) blue++;
    }
  }
  return { red: red / all, blue: blue / all };
}

describe("coverCrop", () => {
  it("cuts the longer side equally from both ends without a focus", () => {
    const c = coverCrop({ width: 400, height: 200 }, { w: 100, h: 100 });
    expect(c.left).toBeCloseTo(0.25);
    expect(c.right).toBeCloseTo(0.25);
    expect(c.top).toBe(0);
    expect(c.bottom).toBe(0);
    const tall = coverCrop({ width: 100, height: 400 }, { w: 200, h: 100 });
    expect(tall.top).toBeCloseTo(0.4375);
    expect(tall.bottom).toBeCloseTo(0.4375);
  });

  it("centres the focus where the picture allows, and stops at its edges", () => {
    const wide = { width: 400, height: 100 };
    // A square frame keeps a quarter of the width: the focus at 0.6 is centred, 0.1 and 0.95 pin the picture's edges.
    expect(coverCrop(wide, { w: 1, h: 1 }, { x: 0.6, y: 0.5 })).toEqual({
      left: expect.closeTo(0.475),
      top: 0,
      right: expect.closeTo(0.275),
      bottom: 0,
    });
    expect(coverCrop(wide, { w: 1, h: 1 }, { x: 0.1, y: 0.9 })).toEqual({
      left: 0,
      top: 0,
      right: expect.closeTo(0.75),
      bottom: 0,
    });
    expect(coverCrop(wide, { w: 1, h: 1 }, { x: 0.95, y: 0 })).toEqual({
      left: expect.closeTo(0.75),
      top: 0,
      right: expect.closeTo(0),
      bottom: 0,
    });
    expect(coverCrop({ width: 100, height: 400 }, { w: 1, h: 1 }, { x: 0.5, y: 0.2 })).toEqual({
      left: 0,
      top: expect.closeTo(0.075),
      right: 0,
      bottom: expect.closeTo(0.675),
    });
  });

  it("crops nothing when the picture has the frame's shape", () => {
    expect(coverCrop({ width: 160, height: 90 }, { w: 960, h: 540 }, { x: 0.1, y: 0.9 })).toEqual({
      left: 0,
      top: 0,
      right: 0,
      bottom: 0,
    });
  });

  it("gives the object-position that shows the same part", () => {
    expect(objectPosition({ left: 0, top: 0, right: 0.75, bottom: 0 })).toEqual({ x: 0, y: 50 });
    expect(objectPosition({ left: 0.475, top: 0.1, right: 0.275, bottom: 0.3 })).toEqual({
      x: expect.closeTo(63.33),
      y: expect.closeTo(25),
    });
    expect(objectPosition({ left: 0.25, top: 0, right: 0.25, bottom: 0 })).toEqual({ x: 50, y: 50 });
  });
});

describe("pptx, PDF and HTML show the same part of a picture", () => {
  // A wide picture in image-text's tall frame keeps about 40 % of its width: the focus near its left edge shows red only.
  const picture: ImageRef = { src: halves(400, 200), alt: "Red and blue", focus: { x: 0.1, y: 0.5 } };
  const slide: Slide = {
    layout: "image-text",
    title: "Harbour",
    body: "The north pier.",
    image: picture,
    side: "right",
  };
  const deck = (s: Slide): Deck => ({ kind: "deck", title: "Crop", slides: [s] });

  it("pptx crops the picture's right side away", async () => {
    const files = unzipSync((await exportSource(deck(slide), "pptx")).bytes);
    const xml = strFromU8(files["ppt/slides/slide1.xml"]!);
    const [, l, t, r, b] = /<a:srcRect l="(\d+)" t="(\d+)" r="(\d+)" b="(\d+)"\/>/.exec(xml)!.map(Number);
    expect(l).toBe(0);
    expect(t).toBe(0);
    expect(b).toBe(0);
    expect(r).toBeGreaterThan(50_000);
  });

  it("HTML positions the picture at its left edge", async () => {
    const html = strFromU8((await exportSource(deck(slide), "html")).bytes);
    expect(html).toMatch(/<img src="data:image\/png[^"]*" alt="Red and blue" style="object-position:0% 50%;">/);
    // Without a focus, CSS's default (centred) is kept: no style written.
    const centred = strFromU8(
      (await exportSource(deck({ ...slide, image: { src: picture.src, alt: "Red and blue" } }), "html")).bytes,
    );
    expect(centred).toMatch(/<img src="data:image\/png[^"]*" alt="Red and blue">/);
  });

  it("the PDF's slide picture shows red in the frame, and both halves without a focus", async () => {
    const { png } = await slidePng(deck(slide), 0, 480);
    // The picture takes the right 48 % of the slide, top to bottom.
    const frame = { x0: 0.54, y0: 0.05, x1: 0.98, y1: 0.95 };
    const focused = colours(await decodePng(png), frame);
    expect(focused.red).toBeGreaterThan(0.95);
    expect(focused.blue).toBe(0);
    const centred = colours(
      await decodePng((await slidePng(deck({ ...slide, image: { src: picture.src, alt: "" } }), 0, 480)).png),
      frame,
    );
    expect(centred.red).toBeGreaterThan(0.3);
    expect(centred.blue).toBeGreaterThan(0.3);
  });

  it("card pictures and team portraits keep their focus too", async () => {
    const right = { ...picture, focus: { x: 0.9, y: 0.5 } };
    const cards: Slide = {
      layout: "cards",
      title: "Piers",
      cards: [
        { title: "North", text: "Busy", image: right },
        { title: "South", text: "Calm", image: right },
        { title: "East", text: "New", image: right },
      ],
    };
    const files = unzipSync((await exportSource(deck(cards), "pptx")).bytes);
    const rects = [...strFromU8(files["ppt/slides/slide1.xml"]!).matchAll(/<a:srcRect l="(\d+)" t="\d+" r="(\d+)"/g)];
    expect(rects).toHaveLength(3);
    for (const [, l, r] of rects) expect([Number(l) > 0, Number(r)]).toEqual([true, 0]);
    const html = strFromU8((await exportSource(deck(cards), "html")).bytes);
    expect(html.match(/style="object-position:100% 50%;"/g)).toHaveLength(3);
    const team: Slide = {
      layout: "team",
      title: "Crew",
      people: [{ name: "Ana Lima", role: "Captain", image: right }],
    };
    const teamXml = strFromU8(unzipSync((await exportSource(deck(team), "pptx")).bytes)["ppt/slides/slide1.xml"]!);
    expect(teamXml).toMatch(/<a:srcRect l="50000" t="0" r="0" b="0"\/>/);
  });
});
