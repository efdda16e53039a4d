// The line under a title: what the request says of its subject, its period, who presents it and who it is for — each
// once, none that the title or an earlier piece already says ("March 2026 · 2026" is one period said twice).
import type { PromptBrief } from "./analyse-prompt.js";
import type { Person } from "../reading/person.js";
import { presenterLine } from "../reading/presenters.js";
import type { Say } from "./scaffold-text.js";
import { capitalise } from "../../lib/text.js";

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Words as a reader compares them: case and accents aside. */
const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** Whether `piece` says nothing `other` does not: each of its words (or, in CJK, its text) is in `other`. */
function saidIn(piece: string, other: string): boolean {
  const p = fold(piece);
  const o = fold(other);
  if (CJK.test(p)) return o.includes(p.replace(/\s+/g, ""));
  const words = new Set(o.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const own = p.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return own.length > 0 && own.every((w) => words.has(w));
}

/** The pieces of the line under `title`, in order, none repeated. */
export function titleLine(
  brief: PromptBrief,
  title: string,
  say: Say,
  presenters: readonly Person[],
  userName?: string,
): string[] {
  const pieces = [
    ...brief.reading.about.map(capitalise),
    brief.period?.label,
    presenters.length ? presenterLine(presenters, brief.language) : null,
    userName ? say("preparedFor", { x: userName }) : brief.audience,
  ].filter((p): p is string => !!p && !!p.trim());
  // A longer piece first keeps "March 2026" and drops the "2026" it holds.
  const kept = new Set<string>();
  for (const p of [...pieces].sort((a, b) => b.length - a.length)) {
    if (saidIn(p, title) || [...kept].some((k) => saidIn(p, k))) continue;
    kept.add(p);
  }
  return pieces.filter((p) => kept.has(p));
}
