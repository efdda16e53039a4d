// Revision by instruction on saved documents: each instruction is checked for what it changed (the edits streamed,
// the parts touched) and for what it kept (every other slide, section, tab and row exactly as it was, in order).
// The documents are the builtin composer's, kept as it wrote them (revise-sources.json), so these cases test the reviser
// and do not move when the composer changes; revise-existing.test.ts composes afresh and checks properties.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reviseSource, type Revision } from "../../src/agent/builtin/revise-source.js";
import { splitDoc } from "../../src/formats/model/doc-sections.js";
import type { EditOp } from "../../src/documents/edits/edit-schema.js";
import { exportSource } from "../../src/formats/export-source.js";
import type { Cell, Deck, Doc, Sheet, Source } from "../../src/formats/model/source.js";
import { convertToCsv, hasSoffice } from "../office-exports/soffice-batch.js";

/** Composed from "Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%", "A two-page onboarding guide for new nurses on the cardiology ward", "A 12-month budget for a small bakery with formulas for totals", and one deck, doc or sheet in each other language below. */
const SOURCES = JSON.parse(readFileSync(new URL("./revise-sources.json", import.meta.url), "utf8")) as Record<
  "DECK" | "DOC" | "SHEET" | "DE" | "FR" | "ES" | "IT" | "PT" | "NL",
  Source
>;
const DECK = SOURCES.DECK as Deck;
const DOC = SOURCES.DOC as Doc;
const SHEET = SOURCES.SHEET as Sheet;

const titles = (s: Source): string[] =>
  s.kind === "deck"
    ? s.slides.map((x) => ("title" in x ? (x.title ?? "") : ""))
    : s.kind === "doc"
      ? splitDoc(s.markdown).sections.map((x) => x.heading)
      : s.sheets.map((t) => t.name);
const partsOf = (s: Source): unknown[] =>
  s.kind === "deck" ? s.slides : s.kind === "doc" ? splitDoc(s.markdown).sections : s.sheets;
const labels = (s: Sheet, tab = 0) => s.sheets[tab]!.rows.map((r) => r[0]);
const formulas = (row: readonly Cell[]) =>
  row.filter((c): c is { formula: string } => typeof c === "object" && c !== null).map((c) => c.formula);
const rowOf = (s: Sheet, label: string, tab = 0) => s.sheets[tab]!.rows.find((r) => r[0] === label)!;
/** A slide's list as text: bullets, agenda items or card titles. */
const listOf = (slide: Deck["slides"][number] | undefined): string[] =>
  slide?.layout === "bullets"
    ? slide.bullets.map((b) => (typeof b === "string" ? b : b.text))
    : slide?.layout === "agenda"
      ? slide.items
      : slide?.layout === "cards"
        ? slide.cards.map((c) => c.title)
        : [];

/** Every row of the first tab keeps its label and its values, except the rows named (formulas may move with the rows). */
function expectRowsKept(before: Sheet, after: Sheet, changed: readonly string[]): void {
  const values = (row: readonly Cell[]) => row.map((c) => (typeof c === "object" && c !== null ? "formula" : c));
  for (const row of before.sheets[0]!.rows) {
    if (changed.includes(String(row[0]))) continue;
    expect(values(rowOf(after, String(row[0]))), `row ${String(row[0])}`).toEqual(values(row));
  }
}

/** Every part of `before` whose title is not in `touched` is in `after`, unchanged and in the same order. */
function expectKept(before: Source, after: Source, touched: readonly string[]): void {
  const kept = partsOf(before).filter((_, i) => !touched.includes(titles(before)[i]!));
  const afterParts = partsOf(after).map((p) => JSON.stringify(p));
  let from = 0;
  for (const part of kept) {
    const at = afterParts.indexOf(JSON.stringify(part), from);
    expect(at, `kept part ${JSON.stringify(part).slice(0, 80)} is missing or out of order`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

interface Case {
  name: string;
  on: Source;
  instruction: string;
  ops: EditOp[];
  /** Titles of the parts the instruction may change, move or remove; every other part must be kept as it was. */
  touched: string[];
  check: (after: Source, r: Revision) => void;
}

const AGENDA = "Agenda";

const CASES: Case[] = [
  {
    name: "adds a slide on a topic and shortens another",
    on: DECK,
    instruction: "Add a slide on green coffee prices and shorten the summary",
    ops: ["insert", "shorten", "replace"],
    touched: ["Summary", AGENDA],
    check: (after, r) => {
      const d = after as Deck;
      expect(titles(d)).toEqual([...titles(DECK).slice(0, -1), "Green coffee prices", "Questions?"]);
      const summary = d.slides.find((s) => "title" in s && s.title === "Summary");
      const was = listOf(DECK.slides[2]);
      expect(listOf(summary)).toEqual(
        was.slice(0, Math.max(DECK.slides[2]!.layout === "cards" ? 2 : 1, Math.min(3, Math.ceil(was.length / 2)))),
      );
      expect(r.warnings).toContain(
        "Slide 8 “Green coffee prices” has 3 gaps in [brackets] to fill: the builtin composer writes no content it was not given.",
      );
      expect(listOf(d.slides[1])).toContain("Green coffee prices");
    },
  },
  {
    name: "removes two slides by number",
    on: DECK,
    instruction: "Remove slides 4 and 5",
    ops: ["remove", "remove", "replace"],
    touched: ["Results", "Customers", AGENDA],
    check: (after) => expect(titles(after)).toEqual(titles(DECK).filter((t) => t !== "Results" && t !== "Customers")),
  },
  {
    name: "moves a slide before another",
    on: DECK,
    instruction: "Move the risks slide before the results",
    ops: ["move", "replace"],
    touched: ["Risks", AGENDA],
    check: (after) => expect(titles(after).slice(2, 5)).toEqual(["Summary", "Risks", "Results"]),
  },
  {
    name: "swaps two slides",
    on: DECK,
    instruction: "Swap the customers and risks slides",
    ops: ["move", "move", "replace"],
    touched: ["Customers", "Risks", "What drove the results", AGENDA],
    check: (after) => expect(titles(after).slice(4, 7)).toEqual(["Risks", "What drove the results", "Customers"]),
  },
  {
    name: "renames a slide and the agenda follows",
    on: DECK,
    instruction: "Rename the summary to “Executive summary”",
    ops: ["rename", "replace"],
    touched: ["Summary", AGENDA],
    check: (after) => {
      expect(titles(after)[2]).toBe("Executive summary");
      expect(listOf((after as Deck).slides[1])[0]).toBe("Executive summary");
    },
  },
  {
    name: "changes a stated number everywhere it appears",
    on: DECK,
    instruction: "Change 12% to 15%",
    ops: ["replace-text"],
    touched: ["Results"],
    check: (after) => {
      expect(JSON.stringify(after)).not.toContain("12%");
      expect(((after as Deck).slides[3] as { table: { rows: unknown[][] } }).table.rows[0]).toEqual([
        "Revenue up",
        "15%",
        "your request",
      ]);
    },
  },
  {
    name: "fills a figure into its row of the results table",
    on: DECK,
    instruction: "Set gross margin to 38%",
    ops: ["replace"],
    touched: ["Results"],
    check: (after, r) => {
      expect(((after as Deck).slides[3] as { table: { rows: unknown[][] } }).table.rows[2]).toEqual([
        "Gross margin",
        "38%",
        "",
      ]);
      expect(r.applied[0]!.message).toBe("Set “Gross margin” to “38%” on slide 4 “Results”");
    },
  },
  {
    name: "reads a stated result as a figure to fill",
    on: DECK,
    instruction: "Q3 revenue was $2.1M",
    ops: ["replace"],
    touched: ["Results"],
    check: (after) =>
      expect(((after as Deck).slides[3] as { table: { rows: unknown[][] } }).table.rows[1]).toEqual([
        "Revenue for Q3 2026",
        "$2.1M",
        "",
      ]),
  },
  {
    name: "cuts to a slide count, keeping the title and closing slides",
    on: DECK,
    instruction: "Cut it down to 5 slides",
    ops: ["remove", "remove", "remove", "replace"],
    touched: ["Customers", "What drove the results", "Risks", AGENDA],
    check: (after) => expect(titles(after)).toEqual([DECK.title, AGENDA, "Summary", "Results", "Questions?"]),
  },
  {
    name: "retitles the deck and its title slide",
    on: DECK,
    instruction: "Retitle the deck “Roastery review, Q3 2026”",
    ops: ["retitle"],
    touched: [DECK.title],
    check: (after) => {
      expect(after.title).toBe("Roastery review, Q3 2026");
      expect(titles(after)[0]).toBe("Roastery review, Q3 2026");
    },
  },
  {
    name: "adds two slides after a named slide",
    on: DECK,
    instruction: "Add two slides about hiring after the results slide",
    ops: ["insert", "insert", "replace"],
    touched: [AGENDA],
    check: (after) => expect(titles(after).slice(3, 6)).toEqual(["Results", "Hiring", "Hiring (2)"]),
  },
  {
    name: "does nothing it cannot do, and says so",
    on: DECK,
    instruction: "Make it more persuasive",
    ops: [],
    touched: [],
    check: (after, r) => {
      expect(after).toEqual(DECK);
      expect(r.warnings[0]).toMatch(
        /^Not done: “Make it more persuasive”\. The builtin composer can add, remove, shorten/,
      );
    },
  },
  {
    name: "does not add a second slide on a subject the deck has, and names the slide that has it (#32)",
    on: DECK,
    instruction: "Add a slide on risks after the results",
    ops: [],
    touched: [],
    check: (after, r) => {
      expect(after).toEqual(DECK);
      expect(r.warnings).toEqual([
        "There is already a slide “Risks” (slide 7); nothing was added. To add to it, give the points after a colon (“add a slide on Risks: …”); for a second one, ask for “another slide on Risks”.",
        "Slide 7 stays where it is; “move slide 7 after slide 4” moves it.",
      ]);
      expect(titles(reviseSource(DECK, "move slide 7 after slide 4").source).slice(3, 5)).toEqual(["Results", "Risks"]);
    },
  },
  {
    name: "adds the points an instruction gives to the slide that has its subject",
    on: DECK,
    instruction: "Add a slide on the customers: two new cafés signed, one wholesale client lost",
    ops: ["replace"],
    touched: ["Customers"],
    check: (after, r) => {
      expect(titles(after)).toEqual(titles(DECK));
      // The points take the place of the marked gaps (issue 50); the slide's own points stay before them.
      expect(listOf((after as Deck).slides[4])).toEqual([
        ...listOf(DECK.slides[4]).filter((p) => !/^\[.*\]$/.test(p)),
        "Two new cafés signed",
        "One wholesale client lost",
      ]);
      expect(r.applied[0]!.message).toBe("Added 2 points to slide 5 “Customers”");
    },
  },
  {
    name: "adds a stated figure to a table slide as a row of its own",
    on: DECK,
    instruction: "Add to the results slide: roastery output up 8%",
    ops: ["replace"],
    touched: ["Results"],
    check: (after) =>
      expect(((after as Deck).slides[3] as { table: { rows: unknown[][] } }).table.rows.at(-1)).toEqual([
        "Roastery output up",
        "8%",
        "",
      ]),
  },
  {
    name: "adds a second slide on a subject when asked for another, under a title of its own",
    on: DECK,
    instruction: "Add another slide on risks",
    ops: ["insert", "replace"],
    touched: [AGENDA],
    check: (after, r) => {
      expect(titles(after).slice(6, 9)).toEqual(["Risks", "Risks (2)", "Questions?"]);
      expect(listOf((after as Deck).slides[1])).toEqual([
        "Summary",
        "Results",
        "Customers",
        "What drove the results",
        "Risks",
        "Risks (2)",
      ]);
      expect(r.warnings.at(-1)).toBe("There was already a slide “Risks” (slide 7); the new one is “Risks (2)”.");
    },
  },
  {
    name: "adds no second agenda or closing slide",
    on: DECK,
    instruction: "Add an agenda, then add a closing slide",
    ops: [],
    touched: [],
    check: (after, r) => {
      expect(after).toEqual(DECK);
      expect(r.warnings).toEqual([
        "There is already an agenda “Agenda” (slide 2); nothing was added.",
        "There is already a closing slide “Questions?” (slide 8); nothing was added.",
      ]);
    },
  },
  {
    name: "keeps a slide's title when another slide has the one it would be given",
    on: DECK,
    instruction: "Rename the summary to Results",
    ops: [],
    touched: [],
    check: (_after, r) =>
      expect(r.warnings).toEqual([
        "There is already a slide “Results” (slide 4); slide 3 “Summary” keeps its title, so that no two slides share one.",
      ]),
  },
  {
    name: "adds a section after a named section",
    on: DOC,
    instruction: "Add a section about parking after daily routines",
    ops: ["insert"],
    touched: [],
    check: (after) => {
      expect(titles(after).slice(3, 5)).toEqual(["Daily routines", "Parking"]);
      expect(splitDoc((after as Doc).markdown).sections[4]!.markdown).toBe(
        "- [Parking: point 1]\n- [Parking: point 2]\n- [Parking: point 3]",
      );
    },
  },
  {
    name: "removes a section by name",
    on: DOC,
    instruction: "Remove the resources section",
    ops: ["remove"],
    touched: ["Resources"],
    check: (after) => expect(titles(after)).toEqual(titles(DOC).filter((t) => t !== "Resources")),
  },
  {
    name: "shortens one section",
    on: DOC,
    instruction: "Shorten the first week section",
    ops: ["shorten"],
    touched: ["Your first week"],
    check: (after) =>
      expect(splitDoc((after as Doc).markdown).sections[1]!.markdown).toBe(
        splitDoc(DOC.markdown).sections[1]!.markdown.split("\n").slice(0, 2).join("\n"),
      ),
  },
  {
    name: "moves a section to the start",
    on: DOC,
    instruction: "Move safety and rules to the start",
    ops: ["move"],
    touched: ["Safety and rules"],
    check: (after) => expect(titles(after)[0]).toBe("Safety and rules"),
  },
  {
    name: "shortens the whole document without dropping a section",
    on: DOC,
    instruction: "Make it shorter",
    ops: ["shorten", "shorten", "shorten", "shorten", "shorten"],
    touched: titles(DOC),
    check: (after) => {
      expect(titles(after)).toEqual(titles(DOC));
      expect((after as Doc).markdown.length).toBeLessThan(DOC.markdown.length);
    },
  },
  {
    name: "retitles the document's heading",
    on: DOC,
    instruction: "Retitle the document: Cardiology ward handbook",
    ops: ["retitle"],
    touched: [],
    check: (after) => {
      expect(after.title).toBe("Cardiology ward handbook");
      expect((after as Doc).markdown.startsWith("# Cardiology ward handbook\n")).toBe(true);
    },
  },
  {
    name: "adds the points given to the section that has the subject, after its list",
    on: DOC,
    instruction: "Add a section on daily routines: handover at 7:00, ward round at 9:00",
    ops: ["replace"],
    touched: ["Daily routines"],
    check: (after) => {
      expect(titles(after)).toEqual(titles(DOC));
      // The gap lines give way to the points (issue 50); the section's other lines stay as they were.
      const kept = splitDoc(DOC.markdown)
        .sections[3]!.markdown.split("\n")
        .filter((l) => !/^- \[.*\]$/.test(l))
        .join("\n");
      expect(splitDoc((after as Doc).markdown).sections[3]!.markdown).toBe(
        `${kept ? `${kept}\n` : ""}- Handover at 7:00\n- Ward round at 9:00`,
      );
    },
  },
  {
    name: "adds a second section only when asked for another",
    on: DOC,
    instruction: "Add another section about resources",
    ops: ["insert"],
    touched: [],
    check: (after) => expect(titles(after).slice(-2)).toEqual(["Resources", "Resources (2)"]),
  },
  {
    name: "adds no second row for a label the tab has, and says how to set it",
    on: SHEET,
    instruction: "Add a row for rent",
    ops: [],
    touched: [],
    check: (after, r) => {
      expect(after).toEqual(SHEET);
      expect(r.warnings).toEqual([
        `There is already a row “Rent” on tab 1 “Budget” (row ${labels(SHEET).indexOf("Rent") + 1}); nothing was added. To set its values, say “set Rent to …”; for a second row, ask for “another row for Rent”.`,
      ]);
    },
  },
  {
    name: "adds no second tab of a name the sheet has",
    on: SHEET,
    instruction: "Add a tab for budget",
    ops: [],
    touched: [],
    check: (after, r) => {
      expect(after).toEqual(SHEET);
      expect(r.warnings[0]).toMatch(/^There is already a tab “Budget” \(tab 1\); nothing was added\./);
    },
  },
  {
    name: "adds a cost row that the totals take in",
    on: SHEET,
    instruction: "Add a row for delivery van fuel",
    ops: ["insert-rows"],
    touched: ["Budget"],
    check: (after) => {
      const s = after as Sheet;
      const at = labels(s).indexOf("Delivery van fuel");
      expect(labels(s)[at + 1]).toBe("Total: Costs");
      expect(formulas(rowOf(s, "Delivery van fuel"))).toEqual([`SUM(B${at + 2}:M${at + 2})`]);
      expect(formulas(rowOf(s, "Total: Costs"))[0]).toBe(
        `SUM(B${labels(s).indexOf("Flour and grains") + 2}:B${at + 2})`,
      );
      expect(labels(s).filter((l) => l !== "Delivery van fuel")).toEqual(labels(SHEET));
      expectRowsKept(SHEET, s, []);
    },
  },
  {
    name: "sets a budget line's inputs and leaves formulas alone",
    on: SHEET,
    instruction: "Set rent to 1,200",
    ops: ["set-cells"],
    touched: ["Budget"],
    check: (after) => {
      const rent = rowOf(after as Sheet, "Rent");
      expect(rent.slice(1, 13)).toEqual(Array(12).fill(1200));
      expect(formulas(rent)).toEqual(formulas(rowOf(SHEET, "Rent")));
      expectRowsKept(SHEET, after as Sheet, ["Rent"]);
      expect((after as Sheet).sheets[0]!.rows.map(formulas)).toEqual(SHEET.sheets[0]!.rows.map(formulas));
    },
  },
  {
    name: "updates a value by its label and never rewrites the label itself",
    on: SHEET,
    instruction: "Update rent to 900",
    ops: ["set-cells"],
    touched: ["Budget"],
    check: (after) => {
      expect(labels(after as Sheet)).toEqual(labels(SHEET));
      expect(rowOf(after as Sheet, "Rent").slice(1, 13)).toEqual(Array(12).fill(900));
    },
  },
  {
    name: "removes a row and the totals shrink",
    on: SHEET,
    instruction: "Remove the marketing row",
    ops: ["remove-rows"],
    touched: ["Budget"],
    check: (after) => {
      const s = after as Sheet;
      expect(labels(s)).toEqual(labels(SHEET).filter((l) => l !== "Marketing"));
      expect(JSON.stringify(s)).not.toContain("#REF!");
      const last = labels(s).indexOf("Total: Costs") + 1;
      expect(formulas(rowOf(s, "Total: Costs"))[0]).toBe(`SUM(B${labels(s).indexOf("Flour and grains") + 2}:B${last})`);
    },
  },
  {
    name: "renames a tab",
    on: SHEET,
    instruction: "Rename the budget tab to Plan 2027",
    ops: ["rename"],
    touched: ["Budget"],
    check: (after) => expect((after as Sheet).sheets[0]!.rows).toEqual(SHEET.sheets[0]!.rows),
  },
  {
    name: "adds a tab",
    on: SHEET,
    instruction: "Add a tab for staff rota",
    ops: ["insert"],
    touched: [],
    check: (after) => expect(titles(after)).toEqual([...titles(SHEET), "Staff rota"]),
  },
  {
    name: "adds an income row to the income group",
    on: SHEET,
    instruction: "Add a row for café lunches to income",
    ops: ["insert-rows"],
    touched: ["Budget"],
    check: (after) =>
      expect(labels(after as Sheet)[labels(after as Sheet).indexOf("Café lunches") + 1]).toBe("Total: Income"),
  },
];

describe("revision by instruction: what changed and what was kept", () => {
  it("has at least twenty instructions across decks, docs and sheets", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    for (const kind of ["deck", "doc", "sheet"])
      expect(CASES.filter((c) => c.on.kind === kind).length).toBeGreaterThanOrEqual(6);
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const r = reviseSource(c.on, c.instruction);
    expect(r.applied.map((e) => e.op)).toEqual(c.ops);
    for (const e of r.applied) expect(e.message.length).toBeGreaterThan(5);
    expectKept(c.on, r.source, c.touched);
    if (!c.touched.includes(c.on.title) && !c.ops.includes("retitle")) expect(r.source.title).toBe(c.on.title);
    c.check(r.source, r);
  });
});

describe.skipIf(!hasSoffice)("revised sheets compute in LibreOffice", () => {
  it("adds, fills and removes rows, and every total still adds up", async () => {
    const r = reviseSource(
      SHEET,
      "Set rent to 1,200 and set flour and grains to 500, then add a row for delivery van fuel and set delivery van fuel to 80, remove the marketing row, add a row for café lunches to income and set bread sales to 3000",
    );
    expect(r.applied.map((e) => e.op)).toEqual([
      "set-cells",
      "set-cells",
      "insert-rows",
      "set-cells",
      "remove-rows",
      "insert-rows",
      "set-cells",
    ]);
    const { bytes } = await exportSource(r.source, "xlsx");
    const csv = convertToCsv({ "budget.xlsx": bytes })["budget.xlsx"]!;
    const row = (label: string) =>
      csv
        .split("\n")
        .find((l) => l.startsWith(`${label},`))!
        .split(",");
    expect(row("Total: Costs").slice(1)).toEqual([...Array(12).fill("1780"), "21360"]);
    expect(row("Total: Income").slice(1)).toEqual([...Array(12).fill("3000"), "36000"]);
    expect(row("Result (income − costs)").slice(1)).toEqual([...Array(12).fill("1220"), "14640"]);
  });
});

describe("revision instructions in the document's language", () => {
  // "Quartalsbericht für eine Kaffeerösterei, Q3 2026, Umsatz plus 12 %", "Un guide d'accueil pour les nouvelles infirmières du service de
  // cardiologie", "Un presupuesto mensual para una panadería pequeña con totales", "Una presentazione sui risultati del terzo trimestre
  // per il consiglio", "Uma apresentação sobre os resultados do trimestre para a direção", "Een presentatie over de kwartaalresultaten voor het bestuur".
  const DE = SOURCES.DE as Deck;
  const FR = SOURCES.FR as Doc;
  const ES = SOURCES.ES as Sheet;
  const IT = SOURCES.IT as Deck;
  const PT = SOURCES.PT as Deck;
  const NL = SOURCES.NL as Deck;

  const LANG_CASES: Case[] = [
    {
      name: "German: adds a slide and shortens another",
      on: DE,
      instruction: "Füge eine Folie über Rohkaffeepreise hinzu und kürze die Zusammenfassung",
      ops: ["insert", "shorten", "replace"],
      touched: ["Zusammenfassung", AGENDA],
      check: (after) => {
        expect(titles(after).at(-2)).toBe("Rohkaffeepreise");
        expect(JSON.stringify((after as Deck).slides.at(-2))).toContain("[Rohkaffeepreise: Punkt 1]");
      },
    },
    {
      name: "German: removes slides by number, then moves one to the start",
      on: DE,
      instruction: "Lösche die Folien 4 und 5, dann verschiebe die Risiken an den Anfang",
      ops: ["remove", "remove", "move", "replace"],
      touched: ["Ergebnisse", "Kunden", "Risiken", AGENDA],
      check: (after) =>
        expect(titles(after)).toEqual([
          DE.title,
          "Risiken",
          AGENDA,
          "Zusammenfassung",
          "Treiber der Ergebnisse",
          "Fragen?",
        ]),
    },
    {
      name: "German: renames with a separable verb, and a topic's own 'und' stays in its title",
      on: DE,
      instruction:
        "Benenne die Zusammenfassung in Überblick um und füge eine Folie über Forschung und Entwicklung nach den Ergebnissen hinzu",
      ops: ["rename", "insert", "replace"],
      touched: ["Zusammenfassung", AGENDA],
      check: (after) =>
        expect(titles(after).slice(2, 5)).toEqual(["Überblick", "Ergebnisse", "Forschung und Entwicklung"]),
    },
    {
      name: "German: a slide on a subject the deck has is not added twice; another one is, when asked for",
      on: DE,
      instruction: "Füge eine Folie über Risiken nach den Ergebnissen hinzu",
      ops: [],
      touched: [],
      check: (after, r) => {
        expect(after).toEqual(DE);
        expect(r.warnings[0]).toMatch(/^There is already a slide “Risiken” \(slide 7\); nothing was added\./);
        expect(titles(reviseSource(DE, "Füge eine weitere Folie über Risiken hinzu").source)).toContain("Risiken (2)");
        // The builtin's own heading, named in English on a German deck, is the same slide.
        expect(reviseSource(DE, "add a slide on risks").warnings[0]).toMatch(
          /^There is already a slide “Risiken” \(slide 7\)/,
        );
      },
    },
    {
      name: "French: the points given go to the section that has the subject",
      on: FR,
      instruction: "Ajoute une section sur les défis : retards des fournisseurs",
      ops: ["replace"],
      touched: ["Défis"],
      check: (after) =>
        expect(
          splitDoc((after as Doc).markdown)
            .sections[3]!.markdown.split("\n")
            .at(-1),
        ).toBe("- Retards des fournisseurs"),
    },
    {
      name: "French: adds a section after another and renames one",
      on: FR,
      instruction: "Ajoute une section sur le stationnement après les défis et renomme la conclusion en Synthèse",
      ops: ["insert", "rename"],
      touched: ["Conclusion"],
      check: (after) =>
        expect(titles(after)).toEqual([
          "Introduction",
          "Pourquoi c'est important",
          "Faits essentiels",
          "Défis",
          "Le stationnement",
          "Opportunités",
          "Synthèse",
        ]),
    },
    {
      name: "Spanish: adds a cost row that the totals take in",
      on: ES,
      instruction: "Añade una fila para combustible de la furgoneta",
      ops: ["insert-rows"],
      touched: ["Presupuesto"],
      check: (after) => {
        const l = labels(after as Sheet);
        expect(l[l.indexOf("Combustible de la furgoneta") + 1]).toBe("Total: Costes");
      },
    },
    {
      name: "Italian: removes the last slide",
      on: IT,
      instruction: "Elimina l'ultima slide",
      ops: ["remove"],
      touched: [titles(IT).at(-1)!],
      check: (after) => expect(titles(after)).toEqual(titles(IT).slice(0, -1)),
    },
    {
      name: "Portuguese: adds a slide on a topic",
      on: PT,
      instruction: "Adiciona um slide sobre preços do café",
      ops: ["insert", "replace"],
      touched: [AGENDA],
      check: (after) => expect(titles(after)).toContain("Preços do café"),
    },
    {
      name: "Dutch: adds a slide with a separable verb and removes one by number",
      on: NL,
      instruction: "Voeg een dia over koffieprijzen toe en verwijder dia 3",
      ops: ["insert", "remove", "replace"],
      touched: [titles(NL)[2]!, AGENDA],
      check: (after) => expect(titles(after)).toContain("Koffieprijzen"),
    },
  ];

  it.each(LANG_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const r = reviseSource(c.on, c.instruction);
    expect(
      r.applied.map((e) => e.op),
      JSON.stringify(r.warnings),
    ).toEqual(c.ops);
    expectKept(c.on, r.source, c.touched);
    c.check(r.source, r);
  });
});
