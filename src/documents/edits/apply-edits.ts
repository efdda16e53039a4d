// Applies a revision's edits to a source in order: each one checked, reported, and skipped with a reason when it cannot
// apply (a slide that is not there, text that does not appear, a document past its limits); the result is always a
// valid source within the limits.
import {
  SourceSchema,
  type Deck,
  type Doc,
  type Sheet,
  type SheetTab,
  type Slide,
  type Source,
} from "../../formats/model/source.js";
import { joinDoc, retitleHead, splitDoc } from "../../formats/model/doc-sections.js";
import { countLimitPassed, sizeLimitPassed } from "../../lib/source-limits.js";
import type { AppliedEdit, EngineEdit, Section } from "./edit-schema.js";
import {
  applyListEdit,
  changedText,
  isListOp,
  quoted,
  replaceInStrings,
  replacementGrowth,
  type ListEdit,
  type ListOp,
  type PartKind,
  type Step,
} from "./part-list.js";
import { insertRows, removeRowIndices, removeRows, renameTab, setCells } from "./sheet-edits.js";
import { shortenMarkdown, shortenSlide } from "./shorten.js";
import { retitleDeck } from "../retitle-source.js";

export interface EditResult<E extends EngineEdit = EngineEdit> {
  source: Source;
  applied: AppliedEdit[];
  /** The edits that were made, in order (what carries the part ids through a revision). */
  made: E[];
  /** Edits that could not be made, each with its reason (the run reports them as warnings). */
  problems: string[];
}

const SLIDES: PartKind<Slide> = {
  word: "slide",
  titleOf: (s) => ("title" in s && s.title) || (s.layout === "quote" ? s.quote : s.layout),
  withTitle: (s, title) => (s.layout === "quote" ? s : { ...s, title }),
  shorten: shortenSlide,
  replaceText: (s, find, replace) => replaceInStrings(s, find, replace),
};

const SECTIONS: PartKind<Section> = {
  word: "section",
  titleOf: (s) => s.heading,
  withTitle: (s, heading) => ({ ...s, heading }),
  shorten: (s) => ({ ...s, markdown: shortenMarkdown(s.markdown) }),
  replaceText: (s, find, replace) => replaceInStrings(s, find, replace),
};

const TABS: PartKind<SheetTab> = {
  word: "tab",
  titleOf: (t) => t.name,
  withTitle: (t, name) => ({ ...t, name: name.slice(0, 31) }),
  shorten: (t) => t,
  replaceText: (t, find, replace) => replaceInStrings(t, find, replace),
};

const KIND_WORD = { deck: "deck", doc: "document", sheet: "sheet" } as const;

type ListEngineEdit = Extract<EngineEdit, { op: ListOp }>;

/** The edit with its part under one name, for the shared list operations. */
function asListEdit<P>(edit: ListEngineEdit, part: P | undefined): ListEdit<P> {
  return (part === undefined ? edit : { ...edit, part }) as ListEdit<P>;
}

function retitled(source: Source, title: string): Source {
  if (source.kind === "deck") return retitleDeck(source, title);
  if (source.kind === "doc") {
    const parts = splitDoc(source.markdown);
    return { ...source, title, markdown: joinDoc({ ...parts, head: retitleHead(parts.head, title) }) };
  }
  return { ...source, title };
}

function applyDeck(deck: Deck, edit: ListEngineEdit): Step<Source> {
  const step = applyListEdit(deck.slides, asListEdit<Slide>(edit, "slide" in edit ? edit.slide : undefined), SLIDES);
  return "problem" in step ? step : { value: { ...deck, slides: step.value }, applied: step.applied };
}

function applyDoc(doc: Doc, edit: ListEngineEdit): Step<Source> {
  const parts = splitDoc(doc.markdown);
  const step = applyListEdit(
    parts.sections,
    asListEdit<Section>(edit, "section" in edit ? edit.section : undefined),
    SECTIONS,
  );
  return "problem" in step
    ? step
    : { value: { ...doc, markdown: joinDoc({ head: parts.head, sections: step.value }) }, applied: step.applied };
}

function applySheet(sheet: Sheet, edit: Exclude<EngineEdit, { op: "retitle" }>): Step<Source> {
  const tabs = sheet.sheets;
  let step: Step<Sheet["sheets"]>;
  if (edit.op === "set-cells") step = setCells(tabs, edit.tab, edit.cells);
  else if (edit.op === "insert-rows") step = insertRows(tabs, edit.tab, edit.at, edit.rows);
  else if (edit.op === "remove-rows")
    step =
      "rows" in edit ? removeRowIndices(tabs, edit.tab, edit.rows) : removeRows(tabs, edit.tab, edit.at, edit.count);
  else {
    const tab = "tab" in edit && typeof edit.tab === "object" ? edit.tab : undefined;
    step = applyListEdit(
      tabs,
      asListEdit<SheetTab>(edit, tab && edit.op === "insert" ? withFreeName(tabs, tab) : tab),
      TABS,
    );
    if (edit.op === "rename" && "value" in step) step = { ...step, value: renameTab(tabs, edit.index, edit.title) };
  }
  return "problem" in step ? step : { value: { ...sheet, sheets: step.value }, applied: step.applied };
}

/**
 * Tab names are unique: a new tab named as one the sheet has becomes "Budget 2", and the tab already there keeps its
 * name (the formulas naming it stay right).
 */
function withFreeName(tabs: Sheet["sheets"], tab: SheetTab): SheetTab {
  const taken = new Set(tabs.map((t) => t.name.toLowerCase()));
  let name = tab.name;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${tab.name.slice(0, 28)} ${i}`;
  return name === tab.name ? tab : { ...tab, name };
}

/** What replace-text would change: the whole source, or the one part it names (undefined: no such part). */
function replaceScope(source: Source, index: number | undefined): unknown {
  if (index === undefined) return source;
  if (source.kind === "deck") return source.slides[index];
  if (source.kind === "doc") return splitDoc(source.markdown).sections[index];
  return source.sheets[index];
}

/** A problem that is a limit of the source: typed edits answer it 413 document_too_large, naming `limit`. */
export type EditProblem = { problem: string; limit?: string };
/** One edit made and what it did, or why it was not. */
export type EditStep = { source: Source; applied: AppliedEdit } | EditProblem;

/** Why `made` cannot be kept: a limit passed, a rule of the schema broken. */
const notMade = (made: AppliedEdit, why: string, limit?: string): EditProblem => ({
  problem: `${made.message} was not made: ${why}.`,
  ...(limit ? { limit } : {}),
});

/**
 * One edit made, its result not yet checked against the schema (keepable says whether it may be kept). A replace-text
 * whose result would pass the size limit is refused before it is made; other growth is measured once, by whoever
 * serialises the result (the typed edits' worker, the store).
 */
export function makeEdit(source: Source, edit: EngineEdit): EditStep {
  if (edit.op === "replace-text") {
    const scope = replaceScope(source, edit.index);
    const growth = scope === undefined ? { count: 0, bytes: 0 } : replacementGrowth(scope, edit.find, edit.replace);
    const passed =
      growth.bytes > 0 ? sizeLimitPassed(Buffer.byteLength(JSON.stringify(source), "utf8") + growth.bytes) : null;
    if (passed)
      return notMade(
        { op: "replace-text", target: "document", message: changedText(edit.find, edit.replace, growth.count) },
        passed,
        passed,
      );
  }
  const step = applyOne(source, edit);
  return "problem" in step ? step : { source: step.value, applied: step.applied };
}

/** The made source as the schema reads it, or why it cannot be kept (a counted limit passed, a rule broken). */
export function keepable(made: Source, applied: AppliedEdit, kind: Source["kind"]): { source: Source } | EditProblem {
  const passed = countLimitPassed(made);
  if (passed) return notMade(applied, passed, passed);
  const valid = SourceSchema.safeParse(made);
  if (valid.success) return { source: valid.data };
  const issue = valid.error.issues[0]!;
  return notMade(
    applied,
    `the ${KIND_WORD[kind]} would break a rule (${issue.path.join(".") || "document"}: ${issue.message})`,
  );
}

function applyOne(source: Source, edit: EngineEdit): Step<Source> {
  if (edit.op === "retitle") {
    if (edit.title === source.title)
      return { problem: `The ${KIND_WORD[source.kind]} is already called ${quoted(edit.title)}.` };
    return {
      value: retitled(source, edit.title),
      applied: {
        op: "retitle",
        target: "document",
        message: `Retitled the ${KIND_WORD[source.kind]} ${quoted(edit.title)}`,
      },
    };
  }
  if (edit.op === "replace-text" && edit.index === undefined) {
    const [value, n] = replaceInStrings(source, edit.find, edit.replace);
    if (n === 0) return { problem: `${quoted(edit.find)} does not appear in the ${KIND_WORD[source.kind]}.` };
    return {
      value,
      applied: { op: "replace-text", target: "document", message: changedText(edit.find, edit.replace, n) },
    };
  }
  if (source.kind === "sheet") return applySheet(source, edit);
  // The schema gives a deck or a doc no other edits; a sheet's edit sent to one is refused, not made.
  if (!isListOp(edit)) return { problem: `A ${KIND_WORD[source.kind]} has no ${edit.op} edit.` };
  if (source.kind === "deck") return applyDeck(source, edit);
  return applyDoc(source, edit);
}

/** The edits made in order, each checked as it is made: one that cannot apply, or cannot be kept, is skipped with its reason. */
export function applyEdits<E extends EngineEdit>(source: Source, edits: readonly E[]): EditResult<E> {
  let current = source;
  const applied: AppliedEdit[] = [];
  const made: E[] = [];
  const problems: string[] = [];
  for (const edit of edits) {
    const step = makeEdit(current, edit);
    const kept = "problem" in step ? step : keepable(step.source, step.applied, source.kind);
    if ("problem" in kept) {
      problems.push(kept.problem);
      continue;
    }
    current = kept.source;
    applied.push((step as { applied: AppliedEdit }).applied);
    made.push(edit);
  }
  return { source: current, applied, made, problems };
}
