// A background picture read for its colour: a gradient-like picture gives the colour text is chosen against (its
// hardest part); a photo, a transparent one, or one no text colour reads on everywhere stays unknown.
import { describe, expect, it } from "vitest";
import { grey16Png, rgbPng } from "../../../../test/png.js";
import { contrast } from "../../model/colour.js";
import { evenPicture, evenPictureColour } from "./even-picture.js";

describe("evenPictureColour", () => {
  it("is the hardest part of a grey gradient (pandoc's reference background, 16-bit grey): black reads on all of it", () => {
    const gradient = grey16Png(960, 540, (_, y) => Math.round(0xbebe - (y / 539) * (0xbebe - 0x7a7a)));
    const colour = evenPictureColour(gradient)!;
    expect(parseInt(colour.slice(0, 2), 16)).toBeLessThan(0x84);
    expect(contrast("000000", colour)).toBeGreaterThanOrEqual(4.5);
    expect(evenPictureColour(rgbPng(40, 20, () => [20, 30, 90]))).toBe("141E5A");
    // White reads 4.3:1 on its darkest part but 2.2:1 on its lightest: text is checked on both.
    const [lightest, darkest] = evenPicture(gradient)!.range;
    expect(contrast("FFFFFF", darkest)).toBeGreaterThan(3);
    expect(contrast("FFFFFF", lightest)).toBeLessThan(3);
  });

  it("is unknown for a picture no one colour reads on, for what is not a PNG, and for nothing", () => {
    // Black to white, left to right: neither black nor white reads on every part.
    expect(evenPictureColour(rgbPng(64, 8, (x) => [x * 4, x * 4, x * 4]))).toBeNull();
    expect(evenPictureColour(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    expect(evenPictureColour(undefined)).toBeNull();
  });
});
