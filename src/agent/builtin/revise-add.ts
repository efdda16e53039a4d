// The builtin's "add": a new slide, section, tab or row; or, when the document has that part already, the points the
// instruction gives added to it, or a warning naming it (a second one only when the instruction asks for another).
import type { Cell, Slide, Source } from "../../formats/model/source.js";
import { SLIDE_KINDS } from "../../formats/slide-kinds/slide-kinds.js";
import { plural } from "../../lib/text.js";
import {
  agendaIndex,
  titlesAfter,
  type AppliedEdit,
  type Edit,
  extendMarkdown,
  extendSlide,
  type NewPoint,
  bodyRange,
  partsOf,
} from "../../documents/edits/index.js";
import { splitDoc } from "../../formats/model/doc-sections.js";
import { matchScore, partNamed, sameTitle } from "./find-part.js";
import { closingSlide, headingOf, newSection, newSlide, newTab, rowLike } from "./new-parts.js";
import { extractFacts } from "../reading/prompt-facts.js";
import type { Intent, Position } from "../reading/instruction-intent.js";
import { LANGUAGES } from "../reading/language.js";
import { sayIn, type Say } from "./scaffold-text.js";

export type AddIntent = Extract<Intent, { do: "add" }>;

/** What an addition needs of the revision under way. */
export interface Revising {
  readonly source: Source;
  readonly say: Say;
  readonly warnings: string[];
  readonly applied: AppliedEdit[];
  apply(edits: Edit[], message?: string): boolean;
  find(phrase: string): number | null;
  insertAt(position: Position | null): number | null;
}

const WORD = { deck: "slide", doc: "section", sheet: "tab" } as const;
const ON = { deck: "on", doc: "on", sheet: "for" } as const;
const quoted = (t: string) => `“${t}”`;
const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** A point as the edit layer takes it: its words, and the figure it states. */
function newPoint(text: string): NewPoint {
  const [fact] = extractFacts(text);
  return {
    text: capital(text),
    ...(fact ? { figure: { value: fact.figure, label: capital(fact.about || text) } } : {}),
  };
}

const GAP_NOTES = new Set(LANGUAGES.map((lang) => sayIn(lang)("fillGaps")));

/** A slide whose gaps are all filled no longer carries the note asking to fill them. */
function withoutSpentNote(slide: Slide): Slide {
  if (!slide.notes || !GAP_NOTES.has(slide.notes)) return slide;
  const { notes, ...rest } = slide;
  return /[[［][^\]］"]+[\]］]/u.test(JSON.stringify(rest)) ? { ...rest, notes } : (rest as Slide);
}

/** `base`, or "base (2)", "base (3)" …: the first that no title in `titles` has. */
function freeTitle(base: string, titles: readonly string[], from = 1): string {
  for (let n = from; ; n++) {
    const title = n === 1 ? base : `${base} (${n})`;
    if (!titles.some((t) => sameTitle(t, title))) return title;
  }
}

/** The part an addition's subject names, and the points it brings: by the words as written, then by the subject before its points. */
function namedPart(r: Revising, intent: AddIntent): { index: number; points: string[] } | null {
  const parts = partsOf(r.source);
  const whole = intent.whole && intent.whole !== intent.topic ? partNamed(intent.whole, parts) : null;
  if (whole !== null) return { index: whole, points: [] };
  const index = partNamed(intent.topic, parts);
  return index === null ? null : { index, points: intent.points };
}

function gapWarning(r: Revising, gaps: number): void {
  if (!gaps) return;
  const what = r.applied
    .at(-1)!
    .message.replace(/^Added /, "")
    .replace(/^./, (c) => c.toUpperCase());
  r.warnings.push(
    `${what} has ${gaps} ${gaps === 1 ? "gap" : "gaps"} in [brackets] to fill: the builtin composer writes no content it was not given.`,
  );
}

/** "There is already a slide “Risks” (slide 7); nothing was added", with how to add to it or have a second one. */
function alreadyThere(r: Revising, index: number): void {
  const word = WORD[r.source.kind];
  const title = partsOf(r.source)[index]!.title;
  const on = ON[r.source.kind];
  r.warnings.push(
    `There is already a ${word} ${quoted(title)} (${word} ${index + 1}); nothing was added. To add to it, give the points after a colon (“add a ${word} ${on} ${title}: …”); for a second one, ask for “another ${word} ${on} ${title}”.`,
  );
}

/** A position the instruction gave for a part that is elsewhere: the part stays, and the warning says how to move it. */
function notMoved(r: Revising, index: number, position: Position | null): void {
  if (!position) return;
  const before = r.warnings.length;
  const at = r.insertAt(position);
  r.warnings.length = before;
  if (at === null || at === index || at === index + 1) return;
  const word = WORD[r.source.kind];
  // The place as a number, in the words the reader takes whatever the instruction's language.
  const where =
    position.at === "after"
      ? `after ${word} ${at}`
      : position.at === "before"
        ? `before ${word} ${at + 1}`
        : position.at === "place"
          ? `to place ${position.place}`
          : `to the ${position.at}`;
  r.warnings.push(`${capital(word)} ${index + 1} stays where it is; “move ${word} ${index + 1} ${where}” moves it.`);
}

/** The points added to part `index`, or why they could not be. */
function extend(r: Revising, index: number, points: string[], position: Position | null): void {
  if (!points.length) return void (alreadyThere(r, index), notMoved(r, index, position));
  const source = r.source;
  const word = WORD[source.kind];
  const title = partsOf(source)[index]!.title;
  const message = `Added ${plural(points.length, "point")} to ${word} ${index + 1} ${quoted(title)}`;
  let edit: Edit | { why: string };
  if (source.kind === "deck") {
    const extended = extendSlide(source.slides[index]!, points.map(newPoint));
    edit = "why" in extended ? extended : { op: "replace", index, slide: withoutSpentNote(extended.part) };
  } else if (source.kind === "doc") {
    const section = splitDoc(source.markdown).sections[index]!;
    edit = {
      op: "replace",
      index,
      section: { ...section, markdown: extendMarkdown(section.markdown, points.map(newPoint)) },
    };
  } else return addRows(r, index, points.map(capital), null, null);
  if ("why" in edit)
    return void r.warnings.push(
      `There is already a ${word} ${quoted(title)} (${word} ${index + 1}), and nothing was added to it: ${edit.why}.`,
    );
  if (r.apply([edit], message)) notMoved(r, index, position);
}

/** A deck, doc or sheet gets the addition the intent asks for. */
export function addPart(r: Revising, intent: AddIntent): void {
  const source = r.source;
  if (source.kind === "sheet") return addToSheet(r, intent);
  if (intent.into) {
    const i = r.find(intent.into);
    return void (i !== null && extend(r, i, intent.points, null));
  }
  // "add tariff changes to the Risks slide": the points go to that part when the document has one.
  const onto = intent.onto ? partNamed(intent.onto.target, partsOf(source)) : null;
  if (onto !== null && intent.onto) return extend(r, onto, intent.onto.points, null);
  if (intent.role === "agenda" && source.kind === "deck") return addAgenda(r, intent.another);
  if (intent.role === "closing" && source.kind === "deck") {
    const closing = partsOf(source).findIndex((p) => p.role === "closing");
    if (closing >= 0 && !intent.another)
      return void r.warnings.push(
        `There is already a closing slide ${quoted(partsOf(source)[closing]!.title)} (slide ${closing + 1}); nothing was added.`,
      );
    return void r.apply([{ op: "insert", at: source.slides.length, slide: closingSlide(source.title, r.say) }]);
  }
  if (!intent.topic)
    return void r.warnings.push(
      `Not done: an addition without a subject. Say what it is about, such as “add a ${WORD[source.kind]} on pricing”.`,
    );
  const named = namedPart(r, intent);
  if (named && !intent.another && intent.count === 1) return extend(r, named.index, named.points, intent.position);
  // A second one (asked for) goes beside the first unless the instruction says where.
  let at = named && !intent.position ? named.index + 1 : r.insertAt(intent.position);
  if (at === null) return;
  const titles = partsOf(source).map((p) => p.title);
  const base = named ? titles[named.index]! : headingOf(intent.topic);
  const made: string[] = [];
  for (let n = 0; n < intent.count; n++, at++) {
    const title = freeTitle(base, [...titles, ...made], n + 1);
    // Made from the subject, then numbered: "(2)" in the subject would read as a stated figure.
    const part =
      r.source.kind === "deck" ? newSlide(base, r.say, intent.points) : newSection(base, r.say, intent.points);
    const edit: Edit =
      "slide" in part
        ? { op: "insert", at, slide: { ...part.slide, title } }
        : { op: "insert", at, section: { ...part.section, heading: title } };
    if (!r.apply([edit])) break;
    made.push(title);
    gapWarning(r, part.gaps);
  }
  if (named && made.length)
    r.warnings.push(
      `There was already a ${WORD[source.kind]} ${quoted(base)} (${WORD[source.kind]} ${named.index + 1}); the new ${made.length === 1 ? "one is" : "ones are"} ${made.map(quoted).join(", ")}.`,
    );
}

function addAgenda(r: Revising, another: boolean): void {
  const deck = r.source;
  if (deck.kind !== "deck") return;
  const existing = agendaIndex(deck);
  if (existing >= 0 && !another)
    return void r.warnings.push(
      `There is already an agenda ${quoted(partsOf(deck)[existing]!.title)} (slide ${existing + 1}); nothing was added.`,
    );
  const [first] = bodyRange(partsOf(deck));
  const items = titlesAfter(deck, first - 1).filter((t) => existing < 0 || t !== partsOf(deck)[existing]!.title);
  const title = r.say("agenda");
  const [least, most] = SLIDE_KINDS.agenda.capacity.count;
  const fits = items.length >= least && items.length <= most;
  const slide: Slide = fits ? { layout: "agenda", title, items } : { layout: "bullets", title, bullets: items };
  r.apply([{ op: "insert", at: first, slide }]);
}

function addToSheet(r: Revising, intent: AddIntent): void {
  const sheet = r.source;
  if (sheet.kind !== "sheet") return;
  if (intent.unit === "tab" || intent.unit === "section") {
    if (!intent.topic)
      return void r.warnings.push(
        "Not done: an addition without a subject. Say what it is about, such as “add a tab for staff rota”.",
      );
    const named = namedPart(r, intent);
    if (named && !intent.another) return extend(r, named.index, named.points, null);
    const { tab, gaps } = newTab(intent.topic, r.say, intent.points);
    if (!r.apply([{ op: "insert", at: sheet.sheets.length, tab }])) return;
    gapWarning(r, gaps);
    const made = (r.source as typeof sheet).sheets.at(-1)!.name;
    if (named)
      r.warnings.push(
        `There was already a tab ${quoted(sheet.sheets[named.index]!.name)} (tab ${named.index + 1}); the new one is ${quoted(made)}.`,
      );
    return;
  }
  const t = intent.into ? r.find(intent.into) : 0;
  if (t === null) return;
  const labels = intent.points.length && !intent.topic ? intent.points.map(capital) : [capital(intent.topic)];
  if (!labels[0])
    return void r.warnings.push(
      "Not done: an addition without a subject. Say what it is about, such as “add a row for packaging”.",
    );
  const rows = sheet.sheets[t]!.rows.map((row) => (typeof row[0] === "string" ? row[0] : ""));
  const there = rows.findIndex((l) => l && sameTitle(l, labels[0]!));
  if (there >= 0 && !intent.another && labels.length === 1) {
    const label = rows[there]!;
    return void r.warnings.push(
      `There is already a row ${quoted(label)} on tab ${t + 1} ${quoted(sheet.sheets[t]!.name)} (row ${there + 1}); nothing was added. To set its values, say “set ${label} to …”; for a second row, ask for “another row for ${label}”.`,
    );
  }
  const names =
    intent.count > 1
      ? Array.from({ length: intent.count }, (_, n) => (n ? `${labels[0]} (${n + 1})` : labels[0]!))
      : labels;
  addRows(
    r,
    t,
    names.map((l) => freeTitle(l, rows)),
    intent.position,
    intent.group,
  );
}

/** Rows labelled `labels` on tab `t`, each shaped like the one above it; where they go is `rowPosition`'s. */
function addRows(
  r: Revising,
  t: number,
  labels: string[],
  position: Position | null,
  group: "income" | "costs" | null,
): void {
  const sheet = r.source;
  if (sheet.kind !== "sheet") return;
  const tab = sheet.sheets[t]!;
  const at = rowPosition(r, t, labels[0]!, position, group);
  const rows: Cell[][] = [];
  for (const label of labels) rows.push(rowLike(rows.at(-1) ?? tab.rows[at - 1], tab.columns.length, label, tab.name));
  if (!r.apply([{ op: "insert-rows", tab: t, at, rows }])) return;
  const names = labels.map(quoted);
  const which =
    rows.length === 1
      ? `The new row ${names[0]}`
      : `The ${rows.length} new rows ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  r.warnings.push(
    `${which} on tab ${t + 1} ${rows.length === 1 ? "has" : "have"} empty input cells to fill; totals already include ${rows.length === 1 ? "it" : "them"}.`,
  );
}

/** Where a new row goes: as told; else at the end of its group (above "Total: Costs" for a cost, "Total: Income" for income). */
function rowPosition(
  r: Revising,
  t: number,
  topic: string,
  position: Position | null,
  group: "income" | "costs" | null,
): number {
  const rows = (r.source as Extract<Source, { kind: "sheet" }>).sheets[t]!.rows;
  const labels = rows.map((row) => (typeof row[0] === "string" ? row[0] : ""));
  if (position?.at === "start") return 0;
  if (position?.at === "place") return Math.max(0, Math.min(rows.length, position.place - 1));
  if (position?.at === "before" || position?.at === "after") {
    const at = labels.findIndex((l) => matchScore(position.ref, l) === 1);
    if (at >= 0) return position.at === "before" ? at : at + 1;
  }
  const total = r.say("total");
  const income = group
    ? group === "income"
    : /\b(sales|revenue|income|subscriptions?|fees?|grants?|sponsors?|donations?|contributions?)\b/i.test(topic);
  const groupTotal = labels.findIndex(
    (l) => l.startsWith(`${total}: `) && l.endsWith(income ? r.say("income") : r.say("costs")),
  );
  if (groupTotal >= 0) return groupTotal;
  const anyTotal = labels.findIndex((l) => l === total || l.startsWith(`${total}:`) || l.startsWith(`${total} `));
  return anyTotal >= 0 ? anyTotal : rows.length;
}
