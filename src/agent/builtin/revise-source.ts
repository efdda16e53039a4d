// The builtin's revision: the instruction read clause by clause and carried out as edits on the current document;
// everything it was not asked to change stays exactly as it was. What it cannot do is said in warnings.
import type { Slide, Source } from "../../formats/source.js";
import { applyEdits } from "../edits/apply-edits.js";
import type { AppliedEdit, Edit } from "../edits/edit-schema.js";
import { bodyRange, partsOf } from "../edits/part-roles.js";
import { detectLanguage, type Lang } from "./language.js";
import { findPart, matchScore } from "./find-part.js";
import { fillFigure } from "./fill-figure.js";
import { closingSlide, newSection, newSlide, newTab, rowLike } from "./new-parts.js";
import { readInstruction, type Intent, type Position } from "./read-instruction.js";
import { toEnglishInstruction } from "./instruction-words.js";
import { sayIn, type Say } from "./scaffold-text.js";

export interface Revision {
  source: Source;
  applied: AppliedEdit[];
  warnings: string[];
}

const CAN_DO = "The builtin composer can add, remove, shorten, move, swap and rename slides, sections, tabs and rows, change a text or a figure, and retitle the document; a configured model can make any revision.";
const WORD = { deck: "slide", doc: "section", sheet: "tab" } as const;

/** The language the document is written in, so added headings and gaps match it. */
function languageOf(source: Source, explicit?: string): Say {
  const sample = [source.title, ...partsOf(source).map((p) => p.title)].join(". ");
  return sayIn(detectLanguage(sample, explicit).lang);
}

class Reviser {
  readonly applied: AppliedEdit[] = [];
  readonly warnings: string[] = [];
  constructor(public source: Source, private readonly say: Say) {}

  /** Applies edits now (later clauses see their result); `message` replaces the reports when given. */
  apply(edits: Edit[], message?: string): boolean {
    const result = applyEdits(this.source, edits);
    this.source = result.source;
    this.warnings.push(...result.problems);
    if (message && result.applied.length) this.applied.push({ ...result.applied[0]!, message });
    else this.applied.push(...result.applied);
    return result.applied.length > 0;
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
        if (i !== null) this.apply([{ op: "rename", index: i, title: intent.title }]);
        return;
      }
      case "add":
        return this.add(intent);
      case "remove": {
        const found = intent.targets.map((t) => this.removable(t)).filter((x): x is Edit => x !== null);
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
        if (a === b) return void this.warnings.push(`“${intent.a}” and “${intent.b}” are the same ${WORD[this.source.kind]}.`);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        this.apply([{ op: "move", from: hi, to: lo }, ...(hi - lo > 1 ? [{ op: "move" as const, from: lo + 1, to: hi }] : [])]);
        return;
      }
      case "change":
        return this.change(intent.from, intent.to, intent.how);
      case "unknown":
        this.warnings.push(`Not done: “${intent.text}”. ${CAN_DO}`);
    }
  }

  private add(intent: Extract<Intent, { do: "add" }>): void {
    const { say } = this;
    const source = this.source;
    if (source.kind === "sheet") return this.addToSheet(intent);
    if (intent.role === "agenda" && source.kind === "deck") {
      const [first, end] = bodyRange(partsOf(source));
      const bullets = partsOf(source).slice(first, end).map((p) => p.title);
      this.apply([{ op: "insert", at: first, slide: bullets.length >= 1 && bullets.length <= 10 ? { layout: "agenda", title: say("agenda"), items: bullets } : { layout: "bullets", title: say("agenda"), bullets } }]);
      return;
    }
    if (intent.role === "closing" && source.kind === "deck") {
      this.apply([{ op: "insert", at: source.slides.length, slide: closingSlide(source.title, say) }]);
      return;
    }
    if (!intent.topic) return void this.warnings.push(`Not done: an addition without a subject. Say what it is about, such as “add a ${WORD[source.kind]} on pricing”.`);
    let at = this.insertAt(intent.position);
    if (at === null) return;
    for (let n = 0; n < intent.count; n++, at++) {
      const topic = intent.count > 1 && n > 0 ? `${intent.topic} (${n + 1})` : intent.topic;
      const made = source.kind === "deck" ? newSlide(topic, say) : newSection(topic, say);
      const edit: Edit = "slide" in made ? { op: "insert", at, slide: made.slide } : { op: "insert", at, section: made.section };
      if (this.apply([edit])) this.gapWarning(this.applied.at(-1)!, made.gaps);
    }
  }

  private addToSheet(intent: Extract<Intent, { do: "add" }>): void {
    const sheet = this.source;
    if (sheet.kind !== "sheet" || !intent.topic) return void this.warnings.push("Not done: an addition without a subject. Say what it is about, such as “add a row for packaging”.");
    if (intent.unit === "tab" || intent.unit === "section") {
      const { tab, gaps } = newTab(intent.topic, this.say);
      if (this.apply([{ op: "insert", at: sheet.sheets.length, tab }])) this.gapWarning(this.applied.at(-1)!, gaps);
      return;
    }
    const t = intent.into ? this.find(intent.into) : 0;
    if (t === null) return;
    const tab = sheet.sheets[t]!;
    const at = this.rowPosition(t, intent.topic, intent.position, intent.group);
    const label = intent.topic.charAt(0).toUpperCase() + intent.topic.slice(1);
    const rows = Array.from({ length: intent.count }, (_, n) => rowLike(tab.rows[at - 1], tab.columns.length, n ? `${label} (${n + 1})` : label, tab.name));
    // Each further row is shaped like the one before it.
    for (let n = 1; n < rows.length; n++) rows[n] = rowLike(rows[n - 1], tab.columns.length, String(rows[n]![0]), tab.name);
    if (!this.apply([{ op: "insert-rows", tab: t, at, rows }])) return;
    const names = rows.map((r) => `“${String(r[0])}”`);
    const which = rows.length === 1 ? `The new row ${names[0]}` : `The ${rows.length} new rows ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
    this.warnings.push(`${which} on tab ${t + 1} ${rows.length === 1 ? "has" : "have"} empty input cells to fill; totals already include ${rows.length === 1 ? "it" : "them"}.`);
  }

  /** Where a new row goes: as told; else at the end of its group (above "Total: Costs" for a cost, "Total: Income" for income). */
  private rowPosition(t: number, topic: string, position: Position | null, group: "income" | "costs" | null): number {
    const sheet = this.source as Extract<Source, { kind: "sheet" }>;
    const rows = sheet.sheets[t]!.rows;
    const labels = rows.map((r) => (typeof r[0] === "string" ? r[0] : ""));
    if (position?.at === "start") return 0;
    if (position?.at === "place") return Math.max(0, Math.min(rows.length, position.place - 1));
    if (position?.at === "before" || position?.at === "after") {
      const r = labels.findIndex((l) => matchScore(position.ref, l) === 1);
      if (r >= 0) return position.at === "before" ? r : r + 1;
    }
    const total = this.say("total");
    const income = group ? group === "income" : /\b(sales|revenue|income|subscriptions?|fees?|grants?|sponsors?|donations?|contributions?)\b/i.test(topic);
    const groupTotal = labels.findIndex((l) => l.startsWith(`${total}: `) && l.endsWith(income ? this.say("income") : this.say("costs")));
    if (groupTotal >= 0) return groupTotal;
    const anyTotal = labels.findIndex((l) => l === total || l.startsWith(`${total}:`) || l.startsWith(`${total} `));
    return anyTotal >= 0 ? anyTotal : rows.length;
  }

  private removable(phrase: string): Edit | null {
    const source = this.source;
    if (source.kind === "sheet" && !/\b(?:tab|sheet|worksheet)\b/i.test(phrase)) {
      for (let t = 0; t < source.sheets.length; t++) {
        const r = source.sheets[t]!.rows.findIndex((row) => typeof row[0] === "string" && matchScore(phrase, row[0]) === 1);
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
    if (!done) this.warnings.push(`Nothing was shortened: every ${WORD[this.source.kind]} is as short as it can be without losing its data.`);
  }

  /** "Cut it to 5 slides": body parts from the end are removed, the title and closing slides kept. */
  private cutTo(count: number): void {
    const parts = partsOf(this.source);
    if (parts.length <= count) return void this.warnings.push(`The ${this.source.kind} already has ${parts.length} ${WORD[this.source.kind]}s, not more than ${count}.`);
    const [first, end] = bodyRange(parts);
    const removable = end - first;
    const cut = Math.min(parts.length - Math.max(1, count), removable);
    const edits: Edit[] = Array.from({ length: cut }, (_, k) => ({ op: "remove", index: end - 1 - k }));
    this.apply(edits);
    if (parts.length - cut > count) this.warnings.push(`Only ${cut} ${WORD[this.source.kind]}s could go without losing the title and closing slides.`);
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
    if (filling) return void this.apply(filling.edits, filling.message);
    if (appears) return replace();
    this.warnings.push(`Nothing in the ${this.source.kind === "doc" ? "document" : this.source.kind} is “${from.trim()}”, and no row, gap or label names it; nothing was changed for it.`);
  }

  private gapWarning(edit: AppliedEdit, gaps: number): void {
    const what = edit.message.replace(/^Added /, "").replace(/^./, (c) => c.toUpperCase());
    this.warnings.push(`${what} has ${gaps} ${gaps === 1 ? "gap" : "gaps"} in [brackets] to fill: the builtin composer writes no content it was not given.`);
  }

  /** A deck whose agenda listed exactly its body slides keeps listing them after the revision. */
  syncAgenda(original: Source): void {
    if (original.kind !== "deck" || this.source.kind !== "deck") return;
    const agendaOf = (s: Source) => partsOf(s).findIndex((p) => p.role === "agenda");
    const listed = (s: Source, a: number) => {
      const parts = partsOf(s);
      const [, end] = bodyRange(parts);
      return parts.slice(a + 1, end).map((p) => p.title);
    };
    const before = agendaOf(original);
    if (before < 0) return;
    const itemsOf = (s: Slide | undefined) => (s?.layout === "agenda" ? s.items : s?.layout === "bullets" ? s.bullets : null);
    const was = itemsOf(original.slides[before]);
    if (!was || JSON.stringify(was) !== JSON.stringify(listed(original, before))) return;
    // Found by its items, so a renamed agenda is still found.
    const after = this.source.slides.findIndex((s) => JSON.stringify(itemsOf(s)) === JSON.stringify(was));
    if (after < 0) return;
    const items = listed(this.source, after);
    const now = this.source.slides[after]!;
    if (JSON.stringify(itemsOf(now)) === JSON.stringify(items)) return;
    const slide: Slide = now.layout === "agenda" && items.length >= 1 && items.length <= 10 ? { ...now, items } : { layout: "bullets", title: "title" in now && now.title ? now.title : "Agenda", bullets: items, ...(now.notes ? { notes: now.notes } : {}) };
    this.apply([{ op: "replace", index: after, slide }], `Updated the agenda on slide ${after + 1} to list the slides as they now are`);
  }
}

/**
 * The instruction's intents, read through the English forms of its language (other Latin-script languages); a short
 * instruction whose language is unclear is tried in the document's language next.
 */
function readIn(instruction: string, langs: Lang[]): Intent[] {
  let intents: Intent[] = [];
  for (const lang of new Set(langs)) {
    intents = readInstruction(toEnglishInstruction(instruction, lang));
    if (intents.some((i) => i.do !== "unknown")) return intents;
  }
  return intents;
}

const positionOf = (e: Edit) => (e.op === "remove" ? e.index : e.op === "remove-rows" ? e.at : 0);

export function reviseSource(current: Source, instruction: string, options: { language?: string } = {}): Revision {
  const say = languageOf(current, options.language);
  const reviser = new Reviser(current, say);
  for (const intent of readIn(instruction, [detectLanguage(instruction).lang, say.lang])) reviser.carry(intent);
  reviser.syncAgenda(current);
  if (!reviser.applied.length && !reviser.warnings.length) reviser.warnings.push(`Nothing was changed. ${CAN_DO}`);
  return { source: reviser.source, applied: reviser.applied, warnings: reviser.warnings };
}
