// The crop evaluation: pictures with a known subject box (a person, a sign with lettering, a product; off-centre on
// plain, textured and outdoor backgrounds; five picture shapes), each cropped to 16:9, 1:1 and 3:4 about the focus
// Quire finds in its pixels and about its centre. The subject must stay whole in the frame in at least 90% of the
// crops that cut anything, and more often than with the centre crop (both printed).
import { describe, expect, it } from "vitest";
import { subjectFocus } from "../../src/assets/subject-focus.js";
import { coverCrop, type Focus } from "../../src/formats/slide-kinds/cover-crop.js";
import { evaluationSet, type SubjectPicture } from "./smart-crop-pictures.js";

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxSide: 12_000, maxPixels: 100_000_000 };
const FRAMES = { "16:9": { w: 16, h: 9 }, "1:1": { w: 1, h: 1 }, "3:4": { w: 3, h: 4 } } as const;

/** Whether the subject's box lies within the part of the picture a `frame` shows when cropped about `focus`. */
function keepsSubject(picture: SubjectPicture, frame: { w: number; h: number }, focus: Focus | undefined): boolean {
  const crop = coverCrop(picture, frame, focus);
  const [left, right] = [crop.left * picture.width, (1 - crop.right) * picture.width];
  const [top, bottom] = [crop.top * picture.height, (1 - crop.bottom) * picture.height];
  // Half a pixel of slack for the rounding of the crop's shares; nothing of the subject may be cut beyond that.
  const { x, y, w, h } = picture.box;
  return x >= left - 0.5 && x + w <= right + 0.5 && y >= top - 0.5 && y + h <= bottom + 0.5;
}

describe("crops to the subject", () => {
  it(
    "keep the subject whole in ≥ 90% of crops to 16:9, 1:1 and 3:4, more often than the centre crop",
    { timeout: 120_000 },
    async () => {
      const pictures = evaluationSet(4);
      const tally = { crops: 0, ours: 0, centre: 0 };
      const byFrame: Record<string, { crops: number; ours: number; centre: number }> = {};
      const missed: string[] = [];
      for (const picture of pictures) {
        const focus = (await subjectFocus(picture.jpeg, LIMITS)) ?? undefined;
        for (const [name, frame] of Object.entries(FRAMES)) {
          // A frame of the picture's own shape cuts nothing: every focus keeps the subject, so it says nothing here.
          if (Math.abs(picture.width / picture.height - frame.w / frame.h) < 1e-9) continue;
          const row = (byFrame[name] ??= { crops: 0, ours: 0, centre: 0 });
          const ours = keepsSubject(picture, frame, focus);
          const centre = keepsSubject(picture, frame, undefined);
          for (const t of [tally, row]) {
            t.crops++;
            t.ours += Number(ours);
            t.centre += Number(centre);
          }
          if (!ours) missed.push(`${picture.name} in ${name}`);
        }
      }
      const share = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
      console.log(
        `subject kept whole in ${tally.crops} crops of ${pictures.length} pictures: computed focus ${share(tally.ours, tally.crops)}, centre crop ${share(tally.centre, tally.crops)}`,
      );
      for (const [name, row] of Object.entries(byFrame))
        console.log(
          `  ${name}: computed focus ${share(row.ours, row.crops)}, centre crop ${share(row.centre, row.crops)} (${row.crops} crops)`,
        );
      if (missed.length) console.log(`  cut: ${missed.join(", ")}`);
      expect(tally.crops).toBeGreaterThan(300);
      expect(tally.ours / tally.crops).toBeGreaterThanOrEqual(0.9);
      expect(tally.ours).toBeGreaterThan(tally.centre);
      for (const row of Object.values(byFrame)) expect(row.ours / row.crops).toBeGreaterThanOrEqual(0.9);
    },
  );
});
