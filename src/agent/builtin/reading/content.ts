// The content a prompt states, as groups of items kept whole: a figure with its label and change, a named list, a
// dated step, a person with a role, or a statement — each in the user's words, under the label that introduced it.
import type { Lang } from "../language.js";
import { datedStep, type DatedStep } from "./dates.js";
import { inSentence, statedFigure, type StatedFigure } from "./figures.js";
import { roleOf, type Role } from "./roles.js";
import { bracketed, listItems, splitAnd } from "./segment.js";
import { personOf, type Person } from "./person.js";

export type { Person };

export interface ContentItem {
  /** The item as written. */
  text: string;
  figure?: StatedFigure;
  /** Names listed in brackets after the item ("3 new accounts (Café Nord, Hotel Lumen)"). */
  names?: string[];
  /** A name with a role in brackets or after a comma-free "as" ("Anna Berg (CFO)"). */
  person?: Person;
  step?: DatedStep;
}

export interface ContentGroup {
  /** The label the user gave ("Headline numbers", "Risks", "Q4 priorities"); null when the sentence had none. */
  label: string | null;
  role: Role;
  items: ContentItem[];
  /** The clause as written. */
  text: string;
  /** The label is the time of a focus ("in H2 we focus on …"), not a heading of the user's. */
  focus?: boolean;
}

/** A figure's label longer than this is a sentence with a number in it. */
const LABEL_WORDS = 7;

/** A name: capitalised words (or CJK/Arabic script), short, without a figure. */
const NAME = /^(?:[\p{Lu}\p{Lt}][\p{L}\p{M}'’.&-]*|&|de|da|di|del|van|von|der|le|la|du|des|dos|y|e|and|of|the|\d+)(?:\s+(?:[\p{Lu}\p{Lt}][\p{L}\p{M}'’.&-]*|&|de|da|di|del|van|von|der|le|la|du|des|dos|y|e|and|of|the|\d+))*$/u;
const SCRIPT_NAME = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Arabic}\s·・]{2,20}$/u;

export const isName = (text: string) => {
  const t = text.trim();
  return t.length <= 60 && (NAME.test(t) ? /^[\p{Lu}\p{Lt}]/u.test(t) : SCRIPT_NAME.test(t));
};

/** One item read: its figure, bracketed names, person or date. */
export function readItem(text: string, lang: Lang): ContentItem {
  const item: ContentItem = { text: text.trim() };
  const inner = bracketed(item.text, lang);
  const outside = inner ? inner.outside : item.text;
  if (inner && inner.inside.length >= 2 && inner.inside.every((n) => n.length <= 60)) item.names = inner.inside;
  else if (inner && inner.inside.length === 1 && isName(outside) && inner.inside[0]!.length <= 60) item.person = { name: outside, role: inner.inside[0] };
  const figure = statedFigure(inner && (item.names || item.person) ? outside : item.text, lang);
  // "flights over 4 hours can be premium economy" states a rule with a number in it, not a figure to show big.
  if (figure && figure.label.split(/\s+/).length <= LABEL_WORDS && !inSentence(inner && (item.names || item.person) ? outside : item.text)) item.figure = figure;
  else {
    const step = datedStep(item.text);
    if (step && step.title) item.step = step;
  }
  return item;
}

/** Roles whose body is a list: "Risks: green coffee prices and a roaster retiring" names two. */
const LISTS = new Set<Role>(["risks", "priorities", "goals", "customers", "team", "timeline", "pros", "cons", "challenges", "opportunities", "decisions", "recommendations", "lessons"]);

/** A group from a label (or none) and its body; the role as given, else from the label, else from what the items are. */
export function readGroup(label: string | null, body: string, lang: Lang, bullets?: string[], given?: Role): ContentGroup {
  const named = label ? roleOf(label) : "points";
  let texts = bullets ?? listItems(body, lang);
  if (texts.length === 1) {
    // "Partner insurers: Meridian Health and Acorn Care" names two, as a list's role or two names say.
    const parts = splitAnd(texts[0]!, lang);
    if (LISTS.has(given ?? named) || (label && parts.length >= 2 && parts.every(isName))) texts = parts;
  }
  const items = texts.map((t) => readItem(t, lang));
  if ((given ?? named) === "team") for (const item of items) if (!item.person && !item.figure) item.person = personOf(item.text) ?? { name: item.text };
  const role = given ?? (named !== "points" ? named : items.length && items.every((i) => i.figure) ? "figures" : items.length >= 2 && items.every((i) => i.step) ? "timeline" : "points");
  const text = label ? `${label}: ${bullets ? bullets.join(", ") : body}` : body;
  return { label, role, items, text };
}
