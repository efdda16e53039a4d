// Applies a revision's edits to a source in order: each one checked, reported, and skipped with a reason when it cannot
// apply (a slide that is not there, text that does not appear); the result is always a valid source.
import { SourceSchema, type Deck, type Doc, type Sheet, type SheetTab, type Slide, type Source } from "../../formats/model/source.js";
import { joinDoc, retitleHead, splitDoc } from "../../formats/model/doc-sections.js";
import type { AppliedEdit, Edit, Section } from "./edit-schema.js";
import { applyListEdit, changedText, quoted, replaceInStrings, type ListEdit, type PartKind, type Step } from "./part-list.js";
import { insertRows, removeRows, renameTab, setCells } from "./sheet-edits.js";
import { shortenMarkdown, shortenSlide } from "./shorten.js";
import { retitleDeck } from "../../workspace/retitle-source.js";

export interface EditResult {
  source: Source;
  applied: AppliedEdit[];
  /** The edits that were made, in order (what carries the part ids through a revision). */
  made: Edit[];
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

/** The edit with its part under one name, for the shared list operations. */
function asListEdit<P>(edit: Edit, part: P | undefined): ListEdit<P> {
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

function applyDeck(deck: Deck, edit: Edit): Step<Source> {
  const step = applyListEdit(deck.slides, asListEdit<Slide>(edit, "slide" in edit ? edit.slide : undefined), SLIDES);
  return "problem" in step ? step : { value: { ...deck, slides: step.value }, applied: step.applied };
}

function applyDoc(doc: Doc, edit: Edit): Step<Source> {
  const parts = splitDoc(doc.markdown);
  const step = applyListEdit(parts.sections, asListEdit<Section>(edit, "section" in edit ? edit.section : undefined), SECTIONS);
  return "problem" in step ? step : { value: { ...doc, markdown: joinDoc({ head: parts.head, sections: step.value }) }, applied: step.applied };
}

function applySheet(sheet: Sheet, edit: Edit): Step<Source> {
  const tabs = sheet.sheets;
  let step: Step<Sheet["sheets"]>;
  if (edit.op === "set-cells") step = setCells(tabs, edit.tab, edit.cells);
  else if (edit.op === "insert-rows") step = insertRows(tabs, edit.tab, edit.at, edit.rows);
  else if (edit.op === "remove-rows") step = removeRows(tabs, edit.tab, edit.at, edit.count);
  else {
    const tab = "tab" in edit && typeof edit.tab === "object" ? edit.tab : undefined;
    step = applyListEdit(tabs, asListEdit<SheetTab>(edit, tab && edit.op === "insert" ? withFreeName(tabs, tab) : tab), TABS);
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

function applyOne(source: Source, edit: Edit): Step<Source> {
  if (edit.op === "retitle") {
    if (edit.title === source.title) return { problem: `The ${KIND_WORD[source.kind]} is already called ${quoted(edit.title)}.` };
    return { value: retitled(source, edit.title), applied: { op: "retitle", target: "document", message: `Retitled the ${KIND_WORD[source.kind]} ${quoted(edit.title)}` } };
  }
  if (edit.op === "replace-text" && edit.index === undefined) {
    const [value, n] = replaceInStrings(source, edit.find, edit.replace);
    if (n === 0) return { problem: `${quoted(edit.find)} does not appear in the ${KIND_WORD[source.kind]}.` };
    return { value, applied: { op: "replace-text", target: "document", message: changedText(edit.find, edit.replace, n) } };
  }
  if (source.kind === "deck") return applyDeck(source, edit);
  if (source.kind === "doc") return applyDoc(source, edit);
  return applySheet(source, edit);
}

export function applyEdits(source: Source, edits: readonly Edit[]): EditResult {
  let current = source;
  const applied: AppliedEdit[] = [];
  const made: Edit[] = [];
  const problems: string[] = [];
  for (const edit of edits) {
    const step = applyOne(current, edit);
    if ("problem" in step) {
      problems.push(step.problem);
      continue;
    }
    const valid = SourceSchema.safeParse(step.value);
    if (!valid.success) {
      const issue = valid.error.issues[0]!;
      problems.push(`${step.applied.message} was not made: the ${KIND_WORD[source.kind]} would break a rule (${issue.path.join(".") || "document"}: ${issue.message}).`);
      continue;
    }
    current = valid.data;
    applied.push(step.applied);
    made.push(edit);
  }
  return { source: current, applied, made, problems };
}
