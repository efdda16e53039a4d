// slidesWithinLimits: lists past their kind's maximum and texts past their field's length leave the slide for its notes.
import { describe, expect, it } from "vitest";
import { SlideSchema, type Slide } from "../../formats/model/source.js";
import { slidesWithinLimits } from "./fit-limits.js";

describe("slidesWithinLimits", () => {
  it("keeps 1,000 rows of a 1,500-row table on the slide and the other 500 in its notes, and says so", () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => [`Figure ${i + 1}`, String(i + 1)]);
    const warnings: string[] = [];
    const [slide] = slidesWithinLimits(
      [{ layout: "table", title: "Key figures", table: { columns: ["Metric", "Value"], rows } }],
      warnings,
    );
    if (slide?.layout !== "table") throw new Error("not a table");
    expect(SlideSchema.safeParse(slide).success).toBe(true);
    expect(slide.table.rows).toEqual(rows.slice(0, 1_000));
    expect(slide.notes).toContain("- Figure 1001 · 1001");
    expect(slide.notes).toContain("- Figure 1500 · 1500");
    expect(warnings).toEqual([
      "Slide 1 “Key figures” held more than a slide takes (1,500 rows, 1,000 of them on the slide): the rest is in its speaker notes.",
    ]);
  });

  it("shortens a text past its field at a word's end, keeps it whole in the notes, counting characters as code points (never half an emoji)", () => {
    const long = `${"word ".repeat(600)}end`;
    const emoji = "😀".repeat(2_400);
    const warnings: string[] = [];
    const [slide] = slidesWithinLimits(
      [{ layout: "bullets", title: "Points", bullets: [long, emoji], notes: "Own notes." }],
      warnings,
    );
    if (slide?.layout !== "bullets") throw new Error("not bullets");
    expect(SlideSchema.safeParse(slide).success).toBe(true);
    const [first, second] = slide.bullets as string[];
    expect(first!.length).toBeLessThanOrEqual(2_000);
    expect(first).toMatch(/word…$/);
    expect([...second!].length).toBe(2_000);
    expect(second).toMatch(/^(😀)+…$/u);
    expect(slide.notes!.startsWith("Own notes.\n\n")).toBe(true);
    expect(slide.notes).toContain(long);
    expect(warnings).toHaveLength(1);
  });

  it("leaves slides within their limits untouched and warns nothing", () => {
    const slides: Slide[] = [
      { layout: "title", title: "Hello" },
      { layout: "bullets", title: "Points", bullets: ["One", "Two"] },
    ];
    const warnings: string[] = [];
    expect(slidesWithinLimits(slides, warnings)).toEqual(slides);
    expect(warnings).toEqual([]);
  });
});
