// Stock and generated pictures say nothing of where their subject is: each is checked with its focus asked for, so the
// picture's own pixels give one (kept on the asset the picture pass stores); a plain picture gets none (the centre).
import { describe, expect, it } from "vitest";
import type { PrepareImage } from "../../src/assets/prepare-image.js";
import { checkedPicture, type PictureCheck } from "../../src/pictures/check-picture.js";
import prepareInWorker from "../../src/workers/image-worker.js";
import { deflatingPng } from "../hostile/corpus-pictures.js";
import { subjectPicture } from "./smart-crop-pictures.js";

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxSide: 12_000, maxPixels: 100_000_000 };

describe("a found picture's focus", () => {
  const asked: boolean[] = [];
  // The work process's own entry, run here: what the service runs in the image work process.
  const prepare: PrepareImage = (bytes, declared, limits, options) => {
    asked.push(options?.focus ?? false);
    return prepareInWorker({ bytes, declared, limits, focus: options?.focus ?? false });
  };
  const check: PictureCheck = { limits: LIMITS, prepare };

  it("is its subject's centre, found from its pixels when checked", async () => {
    const product = subjectPicture(1024, 576, "product", "textured", 3, { x: 0.2, y: 0.6 });
    const found = await checkedPicture("Pexels", product.jpeg, "image/jpeg", check);
    expect(asked).toEqual([true]);
    expect(found).toMatchObject({ type: "image/jpeg", width: 1024, height: 576 });
    expect(Math.abs(found.focus!.x - 0.2)).toBeLessThan(0.1);
    expect(Math.abs(found.focus!.y - 0.6)).toBeLessThan(0.15);
  });

  it("is absent for a picture with no subject that stands out", async () => {
    const found = await checkedPicture("gpt-image-1", deflatingPng(600, 400), null, check);
    expect(found).not.toHaveProperty("focus");
  });
});
