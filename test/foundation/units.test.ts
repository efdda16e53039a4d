// The lengths are types declared once: EMU_PER_PT and its literal live in lib/units.ts alone, and a point is not an EMU.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emu, emuToPt, ptToEmu, type Emu, type Pt } from "../../src/lib/units.js";
import { emuBox, type Box } from "../../src/formats/ooxml/drawingml.js";
import { pagePoints, sizeSpec } from "../../src/formats/model/slide-size.js";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.ts$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

describe("lengths", () => {
  it("declares EMU per point once: no other source file writes 12700 or its own EMU_PER_PT", () => {
    const copies = sources("src").filter(
      (file) =>
        file !== join("src", "lib", "units.ts") && /\b12_?700\b|EMU_PER_PT\s*=/.test(readFileSync(file, "utf8")),
    );
    expect(copies).toEqual([]);
  });

  it("converts both ways, and a 16:9 slide is 960 × 540 points", () => {
    expect(emuToPt(emu(12_700))).toBe(1);
    expect(ptToEmu(1.5)).toBe(19_050);
    expect(emuToPt(ptToEmu(36))).toBe(36);
    expect(pagePoints("16:9")).toEqual([960, 540]);
    expect(emuToPt(sizeSpec("4:3").cx)).toBe(720);
  });

  it("keeps a number, a point and an EMU apart for the compiler", () => {
    const box: Box = emuBox(0, 0, 914_400, 457_200);
    const points: Pt = emuToPt(box.cx);
    expect(points).toBe(72);
    // @ts-expect-error a plain number is not a length in EMU
    const plain: Emu = 914_400;
    // @ts-expect-error a length in points is not one in EMU
    const wrong: Emu = points;
    // @ts-expect-error a box is not written from bare numbers
    const literal: Box = { x: 0, y: 0, cx: 1, cy: 1 };
    expect([plain, wrong, literal.cx]).toEqual([914_400, 72, 1]);
  });
});
