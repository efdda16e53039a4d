// The builtin's revision: the instruction read clause by clause and carried out as edits on the current document;
// everything it was not asked to change stays exactly as it was. What it cannot do is said in warnings.
import type { Source } from "../../formats/model/source.js";
import {
  agendaIndex,
  agendaInStep,
  agendaItems,
  agendaSlide,
  titlesAfter,
  applyEdits,
  type AppliedEdit,
  type Edit,
  bodyRange,
  partsOf,
} from "../../documents/edits/index.js";
import { detectLanguage, LANGUAGES, type Lang } from "../reading/language.js";
import { findPart, listedNames, matchScore, sameTitle } from "./find-part.js";
import { fillFigure } from "./fill-figure.js";
import type { Intent, Position } from "../reading/instruction-intent.js";
import { readInstruction } from "../reading/read-instruction.js";
import { addPart, type Revising } from "./revise-add.js";
import { toEnglishInstruction } from "../reading/instruction-words.js";
import { sayIn, type Say } from "./scaffold-text.js";

export interface Revision {
  source: Source;
  applied: AppliedEdit[];
  /** The edits made, in order. */
  made: Edit[];
  warnings: string[];
}

const CAN_DO =
  "The builtin composer can add, remove, shorten, move, swap and rename slides, sections, tabs and rows, change a text or a figure, and retitle the document; a configured model can make any revision.";
const WORD = { deck: "slide", doc: "section", sheet: "tab" } as const;

/** The language the document is written in, so added headings and gaps match it. */
function languageOf(source: Source, explicit?: string): Say {
  const sample = [source.title, ...partsOf(source).map((p) => p.title)].join(". ");
  return sayIn(detectLanguage(sample, explicit).lang);
}

class Reviser implements Revising {
  readonly applied: AppliedEdit[] = [];
  readonly made: Edit[] = [];
  readonly warnings: string[] = [];
  constructor(
    public source: Source,
    readonly say: Say,
  ) {}

  /** Applies edits now (later clauses see their result); `message` replaces the reports when given. */
  apply(edits: Edit[], message?: string): boolean {
    const result = applyEdits(this.source, edits);
    this.source = result.source;
    this.made.push(...result.made);
    this.warnings.push(...result.problems);
    if (message && result.applied.length) this.applied.push({ ...result.applied[0]!, message });
    else this.applied.push(...result.applied);
    return result.applied.length > 0;
  }

  /** Whether another part has the title part `i` would be given: then it keeps its own, so no two share one. */
  private takenTitle(i: number, title: string): boolean {
    const parts = partsOf(this.source);
    const other = parts.findIndex((p, j) => j !== i && sameTitle(p.title, title));
    if (other < 0) return false;
    const word = WORD[this.source.kind];
    this.warnings.push(
      `There is already a ${word} “${parts[other]!.title}” (${word} ${other + 1}); ${word} ${i + 1} “${parts[i]!.title}” keeps its title, so that no two ${word}s share one.`,
    );
    return true;
  }

  find(phrase: string): number | null {
    const i = findPart(phrase, partsOf(this.source));
    if (i === null) this.warnings.push(`No ${WORD[this.source.kind]} matches “${phrase}”; nothing was changed for it.`);
    return i;
  }

  /** The index a new part goes to: where the instruction says, else before a closing slide, else at the end. */
  insertAt(position: Position | null): number | null {
    const parts = partsOf(this.source);
    const [first, end] = bodyRange(parts);
    if (!position || position.at === "end") return end;
    if (position.at === "start") return first;
    if (position.at === "place") return Math.max(0, position.place - 1);
    const ref = this.find(position.ref);
    return ref === null ? null : position.at === "before" ? ref : ref + 1;
  }

  carry(intent: Intent): void {
    switch (intent.do) {
      case "retitle":
        this.apply([{ op: "retitle", title: intent.title }]);
        return;
      case "rename": {
        const i = this.find(intent.target);
        if (i !== null && !this.takenTitle(i, intent.title))
          this.apply([{ op: "rename", index: i, title: intent.title }]);
        return;
      }
      case "add":
        return addPart(this, intent);
      case "remove": {
        const found = intent.targets
          .flatMap((t) => this.listed(t))
          .map((t) => this.removable(t))
          .filter((x): x is Edit => x !== null);
        // Highest index first, so each removal leaves the others' indexes as they were.
        found.sort((a, b) => positionOf(b) - positionOf(a));
        this.apply(found);
        return;
      }
      case "shorten":
        return this.shorten(intent.target, intent.toCount);
      case "move": {
        const from = this.find(intent.target);
        if (from === null) return;
        const to = this.moveTarget(from, intent.position);
        if (to !== null) this.apply([{ op: "move", from, to }]);
        return;
      }
      case "swap": {
        const a = this.find(intent.a);
        const b = this.find(intent.b);
        if (a === null || b === null) return;
        if (a === b)
          return void this.warnings.push(`“${intent.a}” and “${intent.b}” are the same ${WORD[this.source.kind]}.`);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        this.apply([
          { op: "move", from: hi, to: lo },
          ...(hi - lo > 1 ? [{ op: "move" as const, from: lo + 1, to: hi }] : []),
        ]);
        return;
      }
      case "change":
        return this.change(intent.from, intent.to, intent.how);
      case "agenda":
        return this.refreshAgenda();
      case "unknown":
        this.warnings.push(`Not done: “${intent.text}”. ${CAN_DO}`);
    }
  }

  /** The parts a phrase names: one, or each of a list ("the risks and the costs", "Einleitung und Ausblick"). */
  private listed(phrase: string): string[] {
    const source = this.source;
    const parts = partsOf(source);
    if (parts.some((p) => sameTitle(phrase, p.title))) return [phrase];
    const partOf = (piece: string): string | null => {
      if (source.kind === "sheet") {
        for (const [t, tab] of source.sheets.entries()) {
          const r = tab.rows.findIndex((row) => typeof row[0] === "string" && matchScore(piece, row[0]) === 1);
          if (r >= 0) return `row ${t}.${r}`;
        }
      }
      const i = findPart(piece, parts);
      return i !== null && (matchScore(piece, parts[i]!.title) === 1 || BY_PLACE.test(piece)) ? `part ${i}` : null;
    };
    return listedNames(phrase, partOf) ?? [phrase];
  }

  private removable(phrase: string): Edit | null {
    const source = this.source;
    if (source.kind === "sheet" && !/\b(?:tab|sheet|worksheet)\b/i.test(phrase)) {
      for (let t = 0; t < source.sheets.length; t++) {
        const r = source.sheets[t]!.rows.findIndex(
          (row) => typeof row[0] === "string" && matchScore(phrase, row[0]) === 1,
        );
        if (r >= 0) return { op: "remove-rows", tab: t, at: r, count: 1 };
      }
      const tab = findPart(phrase, partsOf(source));
      if (tab === null) this.warnings.push(`No row or tab matches “${phrase}”; nothing was changed for it.`);
      return tab === null ? null : { op: "remove", index: tab };
    }
    const i = this.find(phrase);
    return i === null ? null : { op: "remove", index: i };
  }

  private shorten(target: string | null, toCount: number | null): void {
    if (toCount !== null) return this.cutTo(toCount);
    if (target !== null) {
      const i = this.find(target);
      if (i !== null) this.apply([{ op: "shorten", index: i }]);
      return;
    }
    // The whole document: every part that can be shortened is; the others are not mentioned.
    const before = this.warnings.length;
    const count = partsOf(this.source).length;
    const edits: Edit[] = Array.from({ length: count }, (_, index) => ({ op: "shorten", index }));
    const done = this.apply(edits);
    this.warnings.length = before;
    if (!done)
      this.warnings.push(
        `Nothing was shortened: every ${WORD[this.source.kind]} is as short as it can be without losing its data.`,
      );
  }

  /** "Cut it to 5 slides": body parts from the end are removed, the title and closing slides kept. */
  private cutTo(count: number): void {
    const parts = partsOf(this.source);
    if (parts.length <= count)
      return void this.warnings.push(
        `The ${this.source.kind} already has ${parts.length} ${WORD[this.source.kind]}s, not more than ${count}.`,
      );
    const [first, end] = bodyRange(parts);
    const removable = end - first;
    const cut = Math.min(parts.length - Math.max(1, count), removable);
    const edits: Edit[] = Array.from({ length: cut }, (_, k) => ({ op: "remove", index: end - 1 - k }));
    this.apply(edits);
    if (parts.length - cut > count)
      this.warnings.push(
        `Only ${cut} ${WORD[this.source.kind]}s could go without losing the title and closing slides.`,
      );
  }

  private moveTarget(from: number, position: Position): number | null {
    const parts = partsOf(this.source);
    const [first, end] = bodyRange(parts);
    if (position.at === "start") return first;
    if (position.at === "end") return from < end ? end - 1 : end;
    if (position.at === "place") return Math.max(0, position.place - 1);
    const ref = this.find(position.ref);
    if (ref === null) return null;
    if (position.at === "before") return from < ref ? ref - 1 : ref;
    return from < ref ? ref : ref + 1;
  }

  /** A text replaced where it appears, or a value put where its label is; "set" looks for the label first. */
  private change(from: string, to: string, how: "replace" | "set"): void {
    const literal = from.trim().replace(/^["“]|["”]$/g, "");
    const appears = literal !== "" && JSON.stringify(this.source).includes(JSON.stringify(literal).slice(1, -1));
    const replace = () => void this.apply([{ op: "replace-text", find: literal, replace: to }]);
    if (appears && (how === "replace" || /\d/.test(literal))) return replace();
    const filling = fillFigure(this.source, from, to);
    if (filling && "why" in filling) return void this.warnings.push(filling.why);
    if (filling) return void this.apply(filling.edits, filling.message);
    if (appears) return replace();
    this.warnings.push(
      `Nothing in the ${this.source.kind === "doc" ? "document" : this.source.kind} is “${from.trim()}”, and no row, gap or label names it; nothing was changed for it.`,
    );
  }

  /** "update the agenda to match the slides": the deck's agenda lists its slides as they now are, whatever it said. */
  private refreshAgenda(): void {
    const deck = this.source;
    if (deck.kind !== "deck")
      return void this.warnings.push(`A ${this.source.kind === "doc" ? "document" : "sheet"} has no agenda to update.`);
    const at = agendaIndex(deck);
    if (at < 0) return void this.warnings.push("The deck has no agenda; ask to “add an agenda” for one.");
    const items = titlesAfter(deck, at);
    const now = deck.slides[at]!;
    if (JSON.stringify(agendaItems(now)) === JSON.stringify(items))
      return void this.warnings.push(`The agenda on slide ${at + 1} already lists the slides as they are.`);
    this.apply(
      [{ op: "replace", index: at, slide: agendaSlide(now, items) }],
      `Updated the agenda on slide ${at + 1} to list the slides as they now are`,
    );
  }

  /** A deck whose agenda listed exactly its body slides keeps listing them after the revision. */
  syncAgenda(original: Source): void {
    if (original.kind !== "deck" || this.source.kind !== "deck") return;
    const update = agendaInStep(original, this.source);
    if (update)
      this.apply(
        [{ op: "replace", index: update.index, slide: update.slide }],
        `Updated the agenda on slide ${update.index + 1} to list the slides as they now are`,
      );
  }
}

/**
 * The instruction's intents, read through the English forms of its language; a short instruction whose language is
 * unclear is tried in the document's language next, then in the others (a French verb before an English title makes an
 * instruction look English). Read in none: the first reading's clauses are reported as they were written.
 */
function readIn(instruction: string, langs: Lang[]): Intent[] {
  let first: Intent[] | null = null;
  for (const lang of new Set([...langs, ...LANGUAGES])) {
    const intents = readInstruction(toEnglishInstruction(instruction, lang));
    if (intents.some((i) => i.do !== "unknown")) return intents;
    first ??= intents;
  }
  return first ?? [];
}

/** A part named by its place rather than its title: "slide 3", "the last one", "the title slide". */
const BY_PLACE =
  /^(?:the\s+)?(?:(?:slide|section|chapter|tab|sheet|row|page|part)\s*\d+\b|\d+(?:st|nd|rd|th)?\b|(?:last|first|second|third|final|closing|title|cover|penultimate)\b)/i;

const positionOf = (e: Edit) => (e.op === "remove" ? e.index : e.op === "remove-rows" ? e.at : 0);

export function reviseSource(current: Source, instruction: string, options: { language?: string } = {}): Revision {
  const say = languageOf(current, options.language);
  const reviser = new Reviser(current, say);
  for (const intent of readIn(instruction, [detectLanguage(instruction).lang, say.lang])) reviser.carry(intent);
  reviser.syncAgenda(current);
  if (!reviser.applied.length && !reviser.warnings.length) reviser.warnings.push(`Nothing was changed. ${CAN_DO}`);
  return { source: reviser.source, applied: reviser.applied, made: reviser.made, warnings: reviser.warnings };
}
