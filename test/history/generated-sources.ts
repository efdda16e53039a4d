// Generated document histories for the history suites: decks, docs and sheets changed step by step by seeded random edits.
import type { Cell, Deck, Doc, Sheet, SheetTab, Slide, Source } from "../../src/formats/model/source.js";
import { seeded, type Rng } from "../agent/prompt-suite/rng.js";

export const WORDS = [
  "revenue",
  "Kraków",
  "hives",
  "€380",
  "東京",
  "pilot",
  "churn",
  "42 %",
  "Q3",
  "Ångström",
  "roadmap",
  "risk",
  "Müller",
  "12.5 kt",
];

const phrase = (rng: Rng, n = rng.int(2, 6)) => Array.from({ length: n }, () => rng.pick(WORDS)).join(" ");

function slide(rng: Rng, serial: number): Slide {
  const title = `${phrase(rng, 2)} ${serial}`;
  switch (rng.int(0, 3)) {
    case 0:
      return { layout: "bullets", title, bullets: Array.from({ length: rng.int(1, 5) }, () => phrase(rng)) };
    case 1:
      return { layout: "content", title, body: phrase(rng, 12) };
    case 2:
      return { layout: "kpi", title, metrics: [{ value: `${rng.int(1, 99)}%`, label: phrase(rng, 2) }] };
    default:
      return { layout: "table", title, table: { columns: ["A", "B"], rows: [[phrase(rng, 1), rng.int(0, 1000)]] } };
  }
}

export function randomDeck(rng: Rng): Deck {
  return {
    kind: "deck",
    title: phrase(rng, 3),
    slides: Array.from({ length: rng.int(1, 8) }, (_, i) => slide(rng, i)),
  };
}

export function randomDoc(rng: Rng): Doc {
  const sections = Array.from({ length: rng.int(1, 6) }, (_, i) => `## ${phrase(rng, 2)} ${i}\n\n${phrase(rng, 30)}`);
  return { kind: "doc", title: "Notes", markdown: `# Notes\n\n${phrase(rng, 10)}\n\n${sections.join("\n\n")}\n` };
}

export function randomSheet(rng: Rng): Sheet {
  const rows = Array.from({ length: rng.int(1, 30) }, (_, r) => [
    `item ${r}`,
    rng.int(0, 5000),
    rng.chance(0.2) ? null : phrase(rng, 1),
  ]);
  return {
    kind: "sheet",
    title: "Budget",
    sheets: [
      { name: "Costs", columns: [{ header: "Item" }, { header: "Cost", type: "currency" }, { header: "Note" }], rows },
    ],
  };
}

let serial = 100;

/** One random change of the kinds people and the agent make: add, remove, move, rewrite, rename. */
export function mutate(rng: Rng, source: Source): Source {
  const next = structuredClone(source);
  if (next.kind === "deck") {
    const slides = next.slides;
    const op = rng.int(0, 4);
    if (op === 0 || slides.length === 1) slides.splice(rng.int(0, slides.length), 0, slide(rng, serial++));
    else if (op === 1) slides.splice(rng.int(0, slides.length - 1), 1);
    else if (op === 2)
      slides.splice(rng.int(0, slides.length - 1), 0, slides.splice(rng.int(0, slides.length - 1), 1)[0]!);
    else if (op === 3) slides[rng.int(0, slides.length - 1)] = slide(rng, serial++);
    else next.title = phrase(rng, 3);
  } else if (next.kind === "doc") {
    const lines = next.markdown.split("\n");
    const at = rng.int(0, lines.length - 1);
    if (rng.chance(0.5)) lines.splice(at, 0, "", `## ${phrase(rng, 2)} ${serial++}`, "", phrase(rng, 15));
    else lines[at] = `${lines[at]} ${phrase(rng, 3)}`;
    next.markdown = lines.join("\n");
  } else {
    const rows = next.sheets[0]!.rows;
    const op = rng.int(0, 2);
    if (op === 0) rows.splice(rng.int(0, rows.length), 0, [`new ${serial++}`, rng.int(0, 99), null]);
    else if (op === 1 && rows.length > 1) rows.splice(rng.int(0, rows.length - 1), 1);
    else rows[rng.int(0, rows.length - 1)]![1] = rng.int(0, 9999);
  }
  return next;
}

export function randomSource(rng: Rng): Source {
  return rng.pick([randomDeck, randomDoc, randomSheet])(rng);
}

// Sources for the typed-edit suites: the parts edits meet (an opening title slide, slides without a title, quotes,
// text that shortens, several tabs), no formulas, so a part no edit touched stays byte for byte what it was.

const sentences = (rng: Rng, n: number) => Array.from({ length: n }, () => `${phrase(rng)}.`).join(" ");

/** Text `shorten` can make shorter: several points, or a paragraph of more than one sentence. */
const shortenable = (rng: Rng) =>
  rng.chance(0.4)
    ? Array.from({ length: rng.int(2, 5) }, () => `- ${phrase(rng)}`).join("\n")
    : sentences(rng, rng.int(2, 3));

export function editableSlide(rng: Rng, title: string): Slide {
  switch (rng.int(0, 5)) {
    case 0:
      return { layout: "bullets", title, bullets: Array.from({ length: rng.int(1, 5) }, () => phrase(rng)) };
    case 1:
      return { layout: "content", title, body: rng.chance(0.7) ? shortenable(rng) : phrase(rng, 8) };
    case 2:
      return { layout: "content", body: sentences(rng, rng.int(1, 3)) };
    case 3:
      return { layout: "quote", quote: `${title}. ${sentences(rng, rng.int(0, 2))}`.trim(), attribution: "Müller" };
    case 4:
      return { layout: "kpi", title, metrics: [{ value: `${rng.int(1, 99)}%`, label: phrase(rng, 2) }] };
    default:
      return { layout: "table", title, table: { columns: ["A", "B"], rows: [[phrase(rng, 1), rng.int(0, 1000)]] } };
  }
}

export function editableDeck(rng: Rng): Deck {
  const title = phrase(rng, 3);
  const slides = Array.from({ length: rng.int(1, 7) }, (_, i) => editableSlide(rng, `${phrase(rng, 2)} ${i}`));
  if (rng.chance(0.4)) slides.unshift({ layout: "title", title, subtitle: sentences(rng, 2) });
  return { kind: "deck", title, slides };
}

export const editableSection = (rng: Rng, heading: string) => ({
  heading,
  markdown: rng.chance(0.7) ? shortenable(rng) : rng.chance(0.5) ? phrase(rng, 20) : "",
});

export function editableDoc(rng: Rng): Doc {
  const sections = Array.from({ length: rng.int(1, 6) }, (_, i) => editableSection(rng, `${phrase(rng, 2)} ${i}`));
  const body = sections.map((s) => (s.markdown ? `## ${s.heading}\n\n${s.markdown}` : `## ${s.heading}`));
  return { kind: "doc", title: "Notes", markdown: `# Notes\n\n${sentences(rng, 2)}\n\n${body.join("\n\n")}\n` };
}

const HEADERS = ["Item", "Cost", "Note", "Region", "Owner", "Units", "Done"];

export function editableRow(rng: Rng, columns: number): Cell[] {
  return Array.from({ length: rng.chance(0.85) ? columns : rng.int(1, columns) }, (_, c) =>
    c === 0
      ? `${phrase(rng, 1)} ${rng.int(1, 999)}`
      : rng.pick<Cell>([rng.int(0, 5000), phrase(rng, 1), null, rng.chance(0.5), rng.int(0, 99) / 4]),
  );
}

export function editableTab(rng: Rng, name: string): SheetTab {
  const columns = rng.sample(HEADERS, rng.int(2, 4)).map((header) => ({ header }));
  return { name, columns, rows: Array.from({ length: rng.int(0, 12) }, () => editableRow(rng, columns.length)) };
}

export function editableSheet(rng: Rng): Sheet {
  const names = rng.sample(["Costs", "Regions", "Plan", "Hives", "Kraków", "東京 sales"], rng.int(1, 3));
  return { kind: "sheet", title: "Budget", sheets: names.map((name) => editableTab(rng, name)) };
}

export function editableSource(rng: Rng, kind = rng.pick(["deck", "doc", "sheet"] as const)): Source {
  return kind === "deck" ? editableDeck(rng) : kind === "doc" ? editableDoc(rng) : editableSheet(rng);
}

export { phrase, seeded };
