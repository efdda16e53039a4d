// The slide kinds' declarations (src/formats/slide-kinds/kinds/): one a layout, within the schema, and agreed on — a
// slide a composer makes at a kind's capacity is one its variants and its edits take whole.
import { describe, expect, it } from "vitest";
import type { Block } from "../../src/formats/model/blocks.js";
import { SlideSchema, SLIDE_LAYOUTS, type Slide } from "../../src/formats/model/source.js";
import { itemNames, SLIDE_KINDS } from "../../src/formats/slide-kinds/slide-kinds.js";
import { slideHeading } from "../../src/formats/pptx/slide-heading.js";
import { layoutVariants, slideAs } from "../../src/formats/slide-kinds/layout-variants.js";
import { designedSlide } from "../../src/formats/doc-to-deck/designed-slide.js";
import { shapedSlides } from "../../src/agent/builtin/text-modes/shaped-slides.js";
import { extendSlide } from "../../src/documents/edits/extend-part.js";

const WORDS = ["harbour", "bakery", "orchard", "lantern", "meadow", "copper", "willow", "granite", "saffron", "timber"];

/** Words (no sentence's end) exactly `n` characters long, different for each `seed`. */
function text(n: number, seed: number): string {
  let out = "";
  for (let i = seed; out.length < n; i++) out += (out ? " " : "") + WORDS[i % WORDS.length];
  out = out.slice(0, n).trimEnd();
  return (out + "x".repeat(n - out.length)).replace(/^./, (c) => c.toUpperCase());
}

const paragraph = (t: string): Block => ({ type: "paragraph", children: [{ type: "text", text: t }] }) as Block;
const list = (items: string[]): Block =>
  ({ type: "list", ordered: false, items: items.map((t) => ({ blocks: [paragraph(t)] })) }) as Block;
const heading = (t: string): Block => ({ type: "heading", level: 3, children: [{ type: "text", text: t }] }) as Block;

/** A slide's layout after a trip through bullets and back: what a variant makes of the composer's slide. */
function roundTrip(slide: Slide): Slide | null {
  const bullets = slideAs(slide, "bullets", "en");
  return bullets && slideAs(bullets, slide.layout, "en");
}

const parts = (slide: Slide | null) =>
  slide && "cards" in slide ? slide.cards : slide && "steps" in slide ? slide.steps : null;
const words = (items: ReturnType<typeof parts>) => items?.map((i) => ({ title: i.title, text: i.text }));

describe("slide kinds", () => {
  it("declares every layout once, its title and points fields among the layout's own", () => {
    expect(Object.keys(SLIDE_KINDS).sort()).toEqual([...SLIDE_LAYOUTS].sort());
    for (const [layout, kind] of Object.entries(SLIDE_KINDS)) {
      expect(kind.layout).toBe(layout);
      const shape = SlideSchema.options.find((o) => o.shape.layout.value === layout)!.shape;
      if (kind.title) expect(Object.keys(shape)).toContain(kind.title);
      if (kind.points) expect(Object.keys(shape)).toContain(kind.points);
    }
  });

  it("offers as layout variants only the kinds declared as targets, ties broken in their declared order", () => {
    const priorities: Slide = {
      layout: "bullets",
      title: "Priorities",
      bullets: [
        "Open the Leith shop in May",
        "Hire two bakers by June",
        "Cut flour waste by 8%",
        "Launch the rye range",
      ],
    };
    const offered = layoutVariants(priorities, "en").map((v) => v.layout);
    expect(offered.length).toBeGreaterThan(1);
    for (const layout of offered) expect(SLIDE_KINDS[layout].variantOrder, layout).not.toBeNull();
    for (const layout of SLIDE_LAYOUTS)
      if (SLIDE_KINDS[layout].variantOrder === null) expect(slideAs(priorities, layout, "en"), layout).toBeNull();
    const orders = Object.values(SLIDE_KINDS).flatMap((k) => (k.variantOrder === null ? [] : [k.variantOrder]));
    expect(new Set(orders).size, "each target's order is its own").toBe(orders.length);
  });

  it("a bracketed gap keeps its colon: the composers, doc-to-deck and the variants read a label alike", () => {
    const gaps = ["[Sintesi: punto 1]", "[Sintesi: punto 2]", "[Sintesi: punto 3]"];
    const made = [designedSlide("Sintesi", [list(gaps)])!.slide, shapedSlides("Sintesi", [list(gaps)])![0]!];
    for (const slide of made) {
      expect(slide.layout).toBe("cards");
      expect(words(parts(slide))).toEqual(gaps.map((title) => ({ title, text: undefined })));
      const variants = layoutVariants(slide, "it");
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) {
        const shown = JSON.stringify(variant.slide);
        for (const gap of gaps) expect(shown, variant.layout).toContain(JSON.stringify(gap));
      }
    }
  });

  it("holds no more items than the schema lets a slide have, nor fewer than it asks", () => {
    const item: Partial<Record<string, unknown>> = {
      kpi: { value: "12%", label: "Growth" },
      cards: { title: "Fresh" },
      timeline: { title: "Launch" },
      comparison: { heading: "Now", points: ["One"] },
      agenda: "Welcome",
      team: { name: "Ana Lima" },
    };
    for (const [layout, kind] of Object.entries(SLIDE_KINDS)) {
      if (!("count" in kind.capacity)) continue;
      const [least, most] = kind.capacity.count;
      const slide = (n: number) => ({
        layout,
        title: "T",
        [kind.points!]: Array.from({ length: n }, () => item[layout]),
      });
      expect(SlideSchema.safeParse(slide(least)).success, `${layout} with ${least}`).toBe(true);
      expect(SlideSchema.safeParse(slide(most)).success, `${layout} with ${most}`).toBe(true);
      expect(SlideSchema.safeParse(slide(most + 1)).success, `${layout} with ${most + 1}`).toBe(false);
    }
  });

  it("names a slide's items as its kind declares, which is what a slide without a title is called", () => {
    const named: Slide[] = [
      {
        layout: "kpi",
        metrics: [
          { value: "12%", label: "Growth" },
          { value: "4", label: "Shops" },
        ],
      },
      { layout: "cards", cards: [{ title: "Fresh" }, { title: "Fair" }] },
      { layout: "timeline", steps: [{ date: "May", title: "Open" }, { title: "Grow" }] },
      {
        layout: "comparison",
        columns: [
          { heading: "Rent", points: [] },
          { heading: "Buy", points: [] },
        ],
      },
      { layout: "agenda", items: ["Welcome", "Plans"] },
      { layout: "team", people: [{ name: "Ana Lima" }, { name: "Jon Berg" }] },
    ];
    const names = [
      ["Growth", "Shops"],
      ["Fresh", "Fair"],
      ["Open", "Grow"],
      ["Rent", "Buy"],
      ["Welcome", "Plans"],
    ];
    names.push(["Ana Lima", "Jon Berg"]);
    expect(named.map(itemNames)).toEqual(names);
    expect(named.map(slideHeading)).toEqual(names.map((n) => n.join(", ")));
    expect(itemNames({ layout: "bullets", title: "Points", bullets: ["One"] })).toBeNull();
  });

  describe("cards", () => {
    const { title, label, count } = SLIDE_KINDS.cards.capacity;

    it("a card title at capacity: the composers make the card, a variant keeps it whole, an edit adds one", () => {
      const titles = [0, 1, 2].map((i) => text(title, i));
      const composed = shapedSlides("Why us", [list(titles)]);
      expect(composed?.[0]?.layout).toBe("cards");
      expect(words(parts(composed![0]!))).toEqual(titles.map((t) => ({ title: t, text: undefined })));
      expect(designedSlide("Why us", [list(titles)])?.slide.layout).toBe("cards");
      expect(words(parts(roundTrip(composed![0]!)))).toEqual(words(parts(composed![0]!)));
      const added = extendSlide(composed![0]!, [{ text: text(title, 5) }]);
      expect("part" in added && parts(added.part)?.at(-1)?.title).toBe(text(title, 5));
    });

    it("one character more: no composer makes it, no variant, no edit", () => {
      const titles = [0, 1, 2].map((i) => text(title + 1, i));
      expect(shapedSlides("Why us", [list(titles)])?.[0]?.layout).not.toBe("cards");
      expect(designedSlide("Why us", [list(titles)])?.slide.layout).not.toBe("cards");
      expect(slideAs({ layout: "bullets", title: "Why us", bullets: titles }, "cards", "en")).toBeNull();
      const cards: Slide = { layout: "cards", title: "Why us", cards: [{ title: "One" }, { title: "Two" }] };
      expect(extendSlide(cards, [{ text: text(title + 1, 3) }])).toHaveProperty("why");
    });

    it("a card's title over its line at capacity: the composers and a variant split it alike", () => {
      const items = [0, 1, 2].map((i) => `${text(label, i)}: ${text(40, i + 3).toLowerCase()}`);
      const composed = shapedSlides("Why us", [list(items)])![0]!;
      expect(parts(composed)?.map((c) => c.title)).toEqual([0, 1, 2].map((i) => text(label, i)));
      expect(words(parts(designedSlide("Why us", [list(items)])!.slide))).toEqual(words(parts(composed)));
      expect(words(parts(roundTrip(composed)))).toEqual(words(parts(composed)));
    });

    it("as many cards as it holds, and no more", () => {
      const cards = Array.from({ length: count[1] - 1 }, (_, i) => ({ title: text(12, i) }));
      const full: Slide = { layout: "cards", title: "Why us", cards };
      expect(extendSlide(full, [{ text: "Last" }])).toHaveProperty("part");
      expect(extendSlide(full, [{ text: "Last" }, { text: "One more" }])).toHaveProperty("why");
    });
  });

  describe("timeline", () => {
    const { title, label, text: line, withText, count } = SLIDE_KINDS.timeline.capacity;
    const dates = ["March 2026", "June 2026", "September 2026", "December 2026", "March 2027", "June 2027"];

    it("a step at capacity: the composers make the step, a variant keeps it whole, an edit adds one", () => {
      const steps = [0, 1, 2].map((i) => text(title, i));
      const composed = shapedSlides("Roadmap", [list(steps.map((s, i) => `${dates[i]}: ${s}`))]);
      expect(composed?.[0]?.layout).toBe("timeline");
      expect(words(parts(composed![0]!))).toEqual(steps.map((s) => ({ title: s, text: undefined })));
      const designed = designedSlide("Roadmap", [list(steps.map((s, i) => `${dates[i]}: ${s}`))]);
      expect(designed?.slide.layout).toBe("timeline");
      expect(words(parts(roundTrip(composed![0]!)))).toEqual(words(parts(composed![0]!)));
      const added = extendSlide(composed![0]!, [{ text: text(title, 5) }]);
      expect("part" in added && parts(added.part)?.at(-1)?.title).toBe(text(title, 5));
      expect(extendSlide(composed![0]!, [{ text: text(title + 1, 5) }])).toHaveProperty("why");
    });

    it("a step's title over its line at capacity, as many as carry lines: made, laid out again, kept whole", () => {
      const dated = (chars: number) =>
        dates.slice(0, withText).flatMap((d, i) => [heading(`${d} · ${text(chars, i)}`), paragraph(text(line, i + 2))]);
      const blocks = dated(label);
      const composed = designedSlide("Roadmap", blocks)!.slide;
      const made = dates.slice(0, withText).map((_, i) => ({ title: text(label, i), text: text(line, i + 2) }));
      expect(words(parts(composed))).toEqual(made);
      expect(words(parts(shapedSlides("Roadmap", blocks)![0]!))).toEqual(words(parts(composed)));
      // A variant goes through bullets, which hold two such steps (five are more than a bullets slide's characters).
      const two = designedSlide("Roadmap", blocks.slice(0, 4))!.slide;
      expect(words(parts(roundTrip(two)))).toEqual(words(parts(two)));
      const longer = designedSlide("Roadmap", dated(label + 1))!.slide;
      expect(parts(longer)!.every((s) => s.text === undefined)).toBe(true);
    });

    it("as many steps as it holds, and no more", () => {
      const steps = Array.from({ length: count[1] - 1 }, (_, i) => ({ title: text(12, i) }));
      const full: Slide = { layout: "timeline", title: "Plan", steps };
      expect(extendSlide(full, [{ text: "Last" }])).toHaveProperty("part");
      expect(extendSlide(full, [{ text: "Last" }, { text: "One more" }])).toHaveProperty("why");
    });
  });
});
