// The edits every kind shares, on a list of parts (deck slides, doc sections, sheet tabs): insert, replace, remove,
// move, rename, shorten and replace-text, each reported in words people use (1-based numbers, quoted titles).
import type { AppliedEdit, EditOp } from "./edit-schema.js";
import { plural } from "../../lib/text.js";

export interface PartKind<P> {
  word: "slide" | "section" | "tab";
  titleOf(part: P): string;
  withTitle(part: P, title: string): P;
  /** The part shortened, or the same object when there is nothing to shorten. */
  shorten(part: P): P;
  /** The part with every exact `find` replaced, and how many places changed. */
  replaceText(part: P, find: string, replace: string): [P, number];
}

/** The common edits as they arrive from either writer (the builtin or a model): parts already typed by the caller. */
export type ListEdit<P> =
  | { op: "insert"; at: number; part: P }
  | { op: "replace"; index: number; part: P }
  | { op: "remove"; index: number }
  | { op: "move"; from: number; to: number }
  | { op: "rename"; index: number; title: string }
  | { op: "shorten"; index: number }
  | { op: "replace-text"; find: string; replace: string; index?: number };

export type ListOp = ListEdit<unknown>["op"];
/** The ops applyListEdit makes, for telling an edit of the schema that is one. */
const LIST_OPS: Record<ListOp, true> = {
  insert: true,
  replace: true,
  remove: true,
  move: true,
  rename: true,
  shorten: true,
  "replace-text": true,
};
/** An edit of the schema that is one of the list edits (retitle and the sheets' cell and row edits are not). */
export const isListOp = <E extends { op: string }>(edit: E): edit is Extract<E, { op: ListOp }> =>
  Object.hasOwn(LIST_OPS, edit.op);

// Every edit of the schema is a list edit, the retitle, or one of a sheet's cell and row edits (applySheet's own), and
// every list edit is one the schema offers: an op added to the schema and made nowhere is named by the compiler.
type UnlistedOp =
  Exclude<EditOp, ListOp | "retitle" | "set-cells" | "insert-rows" | "remove-rows"> | Exclude<ListOp, EditOp>;
const _everyCommonOpListed: [UnlistedOp] extends [never] ? true : UnlistedOp = true;

export type Step<T> = { value: T; applied: AppliedEdit } | { problem: string };

export const quoted = (text: string) => `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;

/** The report of a text replaced in `count` places (`where`: " in slide 3 …", or nothing for the whole document). */
export const changedText = (find: string, replace: string, count: number, where = "") =>
  `Changed ${quoted(find)} to ${quoted(replace)}${where} (${plural(count, "place")})`;

export function applyListEdit<P>(items: readonly P[], edit: ListEdit<P>, kind: PartKind<P>): Step<P[]> {
  const list = [...items];
  const name = (i: number, part: P = list[i]!) => `${kind.word} ${i + 1} ${quoted(kind.titleOf(part))}`;
  const missing = (i: number): Step<P[]> => ({
    problem: `There is no ${kind.word} ${i + 1} (the document has ${list.length}).`,
  });
  const done = (op: EditOp, index: number, message: string): Step<P[]> => ({
    value: list,
    applied: { op, target: `${kind.word} ${index + 1}`, message },
  });
  switch (edit.op) {
    case "insert": {
      const at = Math.min(edit.at, list.length);
      list.splice(at, 0, edit.part);
      return done("insert", at, `Added ${name(at)}`);
    }
    case "replace": {
      if (edit.index >= list.length) return missing(edit.index);
      const before = name(edit.index);
      list[edit.index] = edit.part;
      return done("replace", edit.index, `Rewrote ${before}`);
    }
    case "remove": {
      if (edit.index >= list.length) return missing(edit.index);
      if (list.length === 1) return { problem: `The only ${kind.word} cannot be removed.` };
      const before = name(edit.index);
      list.splice(edit.index, 1);
      return done("remove", edit.index, `Removed ${before}`);
    }
    case "move": {
      if (edit.from >= list.length) return missing(edit.from);
      const to = Math.min(edit.to, list.length - 1);
      if (to === edit.from) return { problem: `${capital(name(edit.from))} is already in place ${to + 1}.` };
      const before = name(edit.from);
      const [part] = list.splice(edit.from, 1);
      list.splice(to, 0, part!);
      return done("move", to, `Moved ${before} to place ${to + 1}`);
    }
    case "rename": {
      if (edit.index >= list.length) return missing(edit.index);
      const before = name(edit.index);
      list[edit.index] = kind.withTitle(list[edit.index]!, edit.title);
      return done("rename", edit.index, `Renamed ${before} to ${quoted(edit.title)}`);
    }
    case "shorten": {
      if (edit.index >= list.length) return missing(edit.index);
      const part = list[edit.index]!;
      const shorter = kind.shorten(part);
      if (JSON.stringify(shorter) === JSON.stringify(part))
        return { problem: `${capital(name(edit.index))} is as short as it can be without losing its data.` };
      list[edit.index] = shorter;
      return done("shorten", edit.index, `Shortened ${name(edit.index)}`);
    }
    case "replace-text": {
      if (edit.index !== undefined && edit.index >= list.length) return missing(edit.index);
      let count = 0;
      let first = -1;
      list.forEach((part, i) => {
        if (edit.index !== undefined && i !== edit.index) return;
        const [next, n] = kind.replaceText(part, edit.find, edit.replace);
        if (n > 0 && first < 0) first = i;
        count += n;
        list[i] = next;
      });
      const where = edit.index !== undefined ? ` in ${name(edit.index)}` : "";
      if (count === 0) return { problem: `${quoted(edit.find)} does not appear${where}.` };
      return {
        value: list,
        applied: {
          op: "replace-text",
          target: edit.index !== undefined ? `${kind.word} ${edit.index + 1}` : "document",
          message: changedText(edit.find, edit.replace, count, where),
        },
      };
    }
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fields whose strings are names of things, never text: replace-text leaves them. */
const NOT_TEXT = new Set(["kind", "layout", "type", "formula", "format", "src"]);

/** Every exact `find` in the strings of a JSON-like value replaced, and how many there were. */
export function replaceInStrings<T>(value: T, find: string, replace: string): [T, number] {
  let count = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const parts = v.split(find);
      count += parts.length - 1;
      return parts.join(replace);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, NOT_TEXT.has(k) ? x : walk(x)]));
    return v;
  };
  const out = walk(value) as T;
  return [out, count];
}

/** A string's bytes inside JSON (escapes counted, quotes not). */
const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text), "utf8") - 2;

/**
 * How many places replaceInStrings would change in `value` and the bytes it would add to its JSON, counted without
 * building anything: a replace-text that would make a 21 MB document is refused before it makes one.
 */
export function replacementGrowth(value: unknown, find: string, replace: string): { count: number; bytes: number } {
  const each = jsonBytes(replace) - jsonBytes(find);
  if (each <= 0) return { count: 0, bytes: 0 };
  let count = 0;
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      for (let at = v.indexOf(find); at >= 0; at = v.indexOf(find, at + find.length)) count++;
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (!NOT_TEXT.has(k)) walk(x);
  };
  walk(value);
  return { count, bytes: count * each };
}
