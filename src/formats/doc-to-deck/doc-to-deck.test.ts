// A doc summarised into slides: each section's shape picks its kind, words stay the doc's own, the rest goes to notes.
import { describe, expect, it } from "vitest";
import { DeckSchema, type Slide } from "../model/source.js";
import { summariseDoc } from "./doc-to-deck.js";

const doc = (markdown: string, title = "Field report") => ({ kind: "doc" as const, title, markdown });

const SHAPES = `Where the fleet stands after the third quarter.

## Headline numbers

- Revenue: €4.2M (+12% vs Q2)
- Gross margin: 21.4%
- On-time delivery: 96.1% (-0.4 pts)

## The plan

- Q1 2027: Pilot in Poznań
- Q2 2027: Second depot
- Q3 2027: Nordic routes

## Lease or build

### Lease

- Opens in January
- Lower cost up front

### Build

- Opens in 2028
- Built to our layout

## What we shipped

- Electric vans
- Pharma contracts
- Safer cross-dock
- Claims down

## More we shipped

- Night routes
- Cold chain
- New depot

## Why it matters

Trucks turn in 38 minutes now. They took 52 before the new dock. Drivers wait less.

Claims fell to 0.31% of shipments. That is the lowest in three years.
`;

const kinds = (slides: Slide[]) => slides.map((s) => s.layout);

describe("summariseDoc", () => {
  const { deck, summarised } = summariseDoc(doc(SHAPES));
  const slide = <L extends Slide["layout"]>(layout: L, title: string) =>
    deck.slides.find((s) => s.layout === layout && "title" in s && s.title === title) as Extract<Slide, { layout: L }>;

  it("is a valid deck source: title with the intro as subtitle, agenda, one slide per section", () => {
    expect(DeckSchema.safeParse({ ...deck, slides: deck.slides.slice(0, 60) }).success).toBe(true);
    expect(deck.slides[0]).toEqual({
      layout: "title",
      title: "Field report",
      subtitle: "Where the fleet stands after the third quarter.",
    });
    expect(deck.slides[1]).toMatchObject({
      layout: "agenda",
      title: "Agenda",
      items: ["Headline numbers", "The plan", "Lease or build", "What we shipped", "More we shipped", "Why it matters"],
    });
  });

  it("picks the kind each section's shape calls for, never the same designed kind twice in a row", () => {
    expect(kinds(deck.slides)).toEqual([
      "title",
      "agenda",
      "kpi",
      "timeline",
      "comparison",
      "cards",
      "bullets",
      "bullets",
    ]);
    expect(slide("kpi", "Headline numbers").metrics).toEqual([
      { label: "Revenue", value: "€4.2M", change: "+12% vs Q2" },
      { label: "Gross margin", value: "21.4%" },
      { label: "On-time delivery", value: "96.1%", change: "-0.4 pts" },
    ]);
    expect(slide("timeline", "The plan").steps).toEqual([
      { date: "Q1 2027", title: "Pilot in Poznań" },
      { date: "Q2 2027", title: "Second depot" },
      { date: "Q3 2027", title: "Nordic routes" },
    ]);
    expect(slide("comparison", "Lease or build").columns).toEqual([
      { heading: "Lease", points: ["Opens in January", "Lower cost up front"] },
      { heading: "Build", points: ["Opens in 2028", "Built to our layout"] },
    ]);
    const cards = slide("cards", "What we shipped").cards;
    expect(cards.map((c) => c.title)).toEqual(["Electric vans", "Pharma contracts", "Safer cross-dock", "Claims down"]);
    // Icons on every card or none: "Safer cross-dock" and "Claims down" name nothing an icon shows (no cross), so none.
    expect(cards.map((c) => c.icon)).toEqual([undefined, undefined, undefined, undefined]);
    // A second run of short points right after cards is set as bullets.
    expect(slide("bullets", "More we shipped").bullets).toEqual(["Night routes", "Cold chain", "New depot"]);
  });

  it("shows prose by its lead sentences and keeps the whole section in the speaker notes", () => {
    const prose = slide("bullets", "Why it matters");
    expect(prose.bullets).toEqual(["Trucks turn in 38 minutes now.", "Claims fell to 0.31% of shipments."]);
    expect(prose.notes).toContain("They took 52 before the new dock. Drivers wait less.");
    expect(prose.notes).toContain("That is the lowest in three years.");
    expect(summarised).toBe(true);
  });

  it("invents nothing: every word on every slide is the doc's own (the agenda's title and continuation marks aside)", () => {
    const source = `field report ${SHAPES}`.toLowerCase();
    const strings = (v: unknown, key = ""): string[] =>
      ["layout", "icon", "notes", "src"].includes(key)
        ? []
        : typeof v === "string"
          ? [v]
          : Array.isArray(v)
            ? v.flatMap((x) => strings(x))
            : v && typeof v === "object"
              ? Object.entries(v).flatMap(([k, x]) => strings(x, k))
              : [];
    const words =
      deck.slides
        .flatMap((s) => strings(s))
        .join(" ")
        .match(/[\p{L}\p{N}%€.+-]+/gu) ?? [];
    const foreign = words.filter(
      (w) => w.toLowerCase() !== "agenda" && !source.includes(w.toLowerCase().replace(/^[.+-]+|[.]+$/g, "")),
    );
    expect(foreign).toEqual([]);
  });

  it("keeps long prose on continuation slides, eight lines to a slide", () => {
    const items = Array.from(
      { length: 20 },
      (_, i) => `- Point number ${i + 1} is a plain statement that runs long enough not to be a card`,
    ).join("\n");
    const { deck: long } = summariseDoc(doc(`## Long list\n\n${items}`));
    expect(kinds(long.slides)).toEqual(["title", "bullets", "bullets", "bullets"]);
    expect(long.slides.map((s) => ("title" in s ? s.title : ""))).toEqual([
      "Field report",
      "Long list",
      "Long list (cont.)",
      "Long list (cont.)",
    ]);
    expect(long.slides.flatMap((s) => (s.layout === "bullets" ? s.bullets : []))).toHaveLength(20);
  });

  it("opens chapters with section slides and lists them in the agenda, its numbering taken off", () => {
    const md = `# 1. Where we are\n\n## Numbers\n\nText.\n\n# 2. Where we go\n\n## Plan\n\nMore text.\n\n# 3. What we need\n\n## Ask\n\nA budget.`;
    const { deck: chaptered } = summariseDoc(doc(md));
    expect(kinds(chaptered.slides)).toEqual([
      "title",
      "agenda",
      "section",
      "content",
      "section",
      "content",
      "section",
      "content",
    ]);
    expect(chaptered.slides[1]).toMatchObject({ items: ["Where we are", "Where we go", "What we need"] });
  });

  it("lists a title two sections share once in the agenda", () => {
    const { deck: twice } = summariseDoc(doc("## Risks\n\nA.\n\n## Plan\n\nB.\n\n## Risks\n\nC.\n\n## Ask\n\nD."));
    expect(twice.slides[1]).toEqual({ layout: "agenda", title: "Agenda", items: ["Risks", "Plan", "Ask"] });
  });

  it("gives an agenda in another script no English title, and a doc with only a title one slide", () => {
    const { deck: ru } = summariseDoc(
      doc("## Начало\n\nТекст.\n\n## Середина\n\nТекст.\n\n## Конец\n\nТекст.", "Отчёт"),
    );
    expect(ru.slides[1]).toEqual({ layout: "agenda", items: ["Начало", "Середина", "Конец"] });
    expect(summariseDoc(doc("", "Empty")).deck.slides).toEqual([{ layout: "title", title: "Empty" }]);
  });

  it("sets two-column figure tables as KPI, other tables as tables, block quotes as quotes, pictures beside the text", () => {
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const md = `## Results\n\n| Measure | Value |\n|---|---|\n| Revenue | $2.1M |\n| Margin | 18% |\n\n## Detail\n\n| Region | Q3 | Q4 |\n|---|---|---|\n| North | 1 | 2 |\n\n## Voice\n\n> Reliable is the product.\n>\n> — Anna Kowalska\n\n## Site\n\n![The new dock](${png})\n\nTrucks turn in 38 minutes.`;
    const { deck: mixed } = summariseDoc(doc(md));
    expect(kinds(mixed.slides)).toEqual(["title", "agenda", "kpi", "table", "quote", "image-text"]);
    expect(mixed.slides[2]).toMatchObject({
      metrics: [
        { label: "Revenue", value: "$2.1M" },
        { label: "Margin", value: "18%" },
      ],
    });
    expect(mixed.slides[4]).toEqual({
      layout: "quote",
      quote: "Reliable is the product.",
      attribution: "Anna Kowalska",
    });
    expect(mixed.slides[5]).toMatchObject({
      layout: "image-text",
      title: "Site",
      image: { src: png, alt: "The new dock" },
      body: "- Trucks turn in 38 minutes.",
    });
  });
});

/** Every word a slide shows: its fields except the speaker notes and the drawing keys. */
const shown = (slide: Slide): string =>
  JSON.stringify(slide, (key, value: unknown) =>
    ["notes", "layout", "icon", "src"].includes(key) ? undefined : value,
  );

describe("notes to the author are speaker notes, never slides", () => {
  const NOTES = [
    "TODO: add the Q4 figures",
    "TBD",
    "Note to author: cite the customer survey",
    "Note to editor: shorten this part",
    "[Insert chart here]",
    "Remove this paragraph before sending.",
    "Editor's note: the figures are provisional",
    "Hinweis für Autor: Zahlen prüfen",
    "À compléter",
    "Nota para el autor: añadir los datos de marzo",
    "注：売上高を記入してください。",
    "待填写",
  ];

  it.each(NOTES.map((n) => [n]))(
    "%s: as a paragraph, a list item and a quote, it is in the notes and on no slide",
    (note) => {
      const md = `${note}\n\n## Results\n\nSales rose in every region.\n\n${note}\n\n## Plan\n\n- Open the second depot\n- ${note}\n- Hire six drivers\n\n## Quote\n\n> ${note}\n\n## Only a note\n\n${note}\n`;
      const { deck } = summariseDoc(doc(md));
      for (const s of deck.slides) expect(shown(s), `${s.layout} slide`).not.toContain(note.replace(/^\[|\]$/g, ""));
      const notes = deck.slides.map((s) => s.notes ?? "").join("\n");
      expect(notes.split(note).length - 1).toBe(5);
      expect(deck.slides[0]!.notes).toContain(note);
      expect(deck.slides.some((s) => s.layout === "quote")).toBe(false);
      expect(deck.slides.find((s) => "title" in s && s.title === "Only a note")).toMatchObject({
        layout: "section",
        notes: note,
      });
      // The content around the notes is still on its slides.
      expect(deck.slides.map(shown).join(" ")).toContain("Sales rose in every region.");
      expect(deck.slides.map(shown).join(" ")).toContain("Hire six drivers");
    },
  );

  it("takes the builtin's own gap note off the slides to the title slide's notes, the lead staying its subtitle", () => {
    const md =
      "# Onboarding guide\n\n*Q3 2026*\n\n> Fill in the bracketed gaps before sharing; they mark what the request did not say.\n\n## Welcome\n\n- [Welcome: point 1]\n- [Welcome: point 2]\n";
    const { deck } = summariseDoc(doc(md, "Onboarding guide"));
    expect(deck.slides[0]).toEqual({
      layout: "title",
      title: "Onboarding guide",
      subtitle: "Q3 2026",
      notes: "Fill in the bracketed gaps before sharing; they mark what the request did not say.",
    });
    expect(kinds(deck.slides)).toEqual(["title", "bullets"]);
    // The gaps say what belongs there: they stay on the slide to be filled.
    expect(shown(deck.slides[1]!)).toContain("Welcome: point 1");
  });

  it("cuts a note that ends a paragraph, keeping the paragraph's own words on the slide", () => {
    const { deck } = summariseDoc(
      doc(
        "## Results\n\nSales rose in every region. [Insert chart here]\n\n## Next\n\nWe open in May. TODO: confirm the date with ops.",
      ),
    );
    expect(deck.slides[1]).toEqual({
      layout: "content",
      title: "Results",
      body: "Sales rose in every region.",
      notes: "[Insert chart here]",
    });
    expect(deck.slides[2]).toEqual({
      layout: "content",
      title: "Next",
      body: "We open in May.",
      notes: "TODO: confirm the date with ops.",
    });
  });

  it("keeps real quotations as quote slides, attributed or not, even when their words ask for something", () => {
    const md =
      "## Voice\n\n> Fill in the gaps in your knowledge before sharing an opinion.\n>\n> — Ada Byron\n\n## Motto\n\n> Reliable is the product.\n\n## Manual\n\nInsert the SIM card here and wait for the light.\n\n## Prices\n\nNote: all prices are in euros.";
    const { deck } = summariseDoc(doc(md));
    expect(deck.slides.filter((s) => s.layout === "quote")).toEqual([
      {
        layout: "quote",
        quote: "Fill in the gaps in your knowledge before sharing an opinion.",
        attribution: "Ada Byron",
      },
      { layout: "quote", quote: "Reliable is the product." },
    ]);
    expect(deck.slides.map(shown).join(" ")).toContain("Insert the SIM card here and wait for the light.");
    expect(deck.slides.map(shown).join(" ")).toContain("Note: all prices are in euros.");
    expect(deck.slides.every((s) => !s.notes)).toBe(true);
  });
});
