// One slide followed through a revision's edits as made: where it ends up, and which edits were its own, which changed
// other slides or the deck, and which replaced a text wherever it appeared.
import type { AppliedEdit } from "./edit-schema.js";

export interface FollowedSlide {
  /** The slide's index in the revised deck; null when an edit removed it or its place cannot be told. */
  at: number | null;
  /** Edits made to the slide itself (replace, rename, shorten, a text replaced in it). */
  own: AppliedEdit[];
  /** Edits to other slides, to the order of the slides, or to the deck (its title). */
  others: AppliedEdit[];
  /** Texts replaced in the whole deck: in this slide, in others, or both. */
  everywhere: AppliedEdit[];
}

const slideNumber = (target: string) => /^slide (\d+)$/.exec(target)?.[1];

/** Where slide `index` (0-based) goes as the edits apply in order; each edit's target counts the slides as they stood then. */
export function followSlide(index: number, edits: readonly AppliedEdit[]): FollowedSlide {
  const out: FollowedSlide = { at: index, own: [], others: [], everywhere: [] };
  for (const edit of edits) {
    if (edit.op === "replace-text" && edit.target === "document") {
      out.everywhere.push(edit);
      continue;
    }
    const n = slideNumber(edit.target);
    if (n === undefined) {
      out.others.push(edit);
      continue;
    }
    const i = Number(n) - 1;
    const at = out.at;
    if (at === null) {
      out.others.push(edit);
      continue;
    }
    if (edit.op === "insert") {
      if (i <= at) out.at = at + 1;
      out.others.push(edit);
    } else if (edit.op === "remove") {
      out.at = i === at ? null : i < at ? at - 1 : at;
      out.others.push(edit);
    } else if (edit.op === "move") {
      // The report names the slide's place before the move ("Moved slide 4 “Risks” to place 2"); the target is after it.
      const from = /^Moved slide (\d+)\b/.exec(edit.message)?.[1];
      if (from === undefined) out.at = null;
      else {
        const f = Number(from) - 1;
        const without = f < at ? at - 1 : at;
        out.at = f === at ? i : i <= without ? without + 1 : without;
      }
      out.others.push(edit);
    } else if (i === at) out.own.push(edit);
    else out.others.push(edit);
  }
  return out;
}
