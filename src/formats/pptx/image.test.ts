// data: URL images: png/jpeg/gif sizes read from their headers; other types and lying bytes refused.
import { describe, expect, it } from "vitest";
import { emuBox } from "../ooxml/drawingml.js";
import { fitImage } from "./image.js";
import { decodeDataImage } from "../model/data-image.js";

const url = (type: string, bytes: number[]) => `data:image/${type};base64,${Buffer.from(bytes).toString("base64")}`;

describe("decodeDataImage", () => {
  it("reads gif and jpeg dimensions", () => {
    const gif = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 40, 0, 30, 0, 0, 0, 0];
    expect(decodeDataImage(url("gif", gif))).toMatchObject({ ext: "gif", width: 40, height: 30 });
    // SOI, an APP0 segment, then SOF0 with height 0x0100 and width 0x0200.
    const jpeg = [
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x01, 0x00, 0x02, 0x00, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ];
    expect(decodeDataImage(url("jpeg", jpeg))).toMatchObject({ ext: "jpeg", width: 512, height: 256 });
  });

  it("refuses svg, webp, remote URLs and bytes that are not the declared type", () => {
    expect(decodeDataImage("data:image/svg+xml;base64,PHN2Zy8+")).toBeNull();
    expect(decodeDataImage("data:image/webp;base64,UklGRg==")).toBeNull();
    expect(decodeDataImage("https://example.com/a.png")).toBeNull();
    expect(decodeDataImage(url("png", [1, 2, 3, 4, 5]))).toBeNull();
  });

  it("fits an image inside a box keeping its aspect ratio", () => {
    expect(fitImage({ width: 200, height: 100 }, emuBox(0, 0, 1000, 1000))).toEqual({
      x: 0,
      y: 250,
      cx: 1000,
      cy: 500,
    });
  });
});
