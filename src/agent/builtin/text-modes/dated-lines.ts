// Dated lines as the steps of a timeline: "2 April: mobile beta", "Fri 12 April – kickoff", "Pricing page goes live on
// 15 April", "4月2日にベータ版公開" — the date (with the little word tying it) apart, the step's own words as written.
import type { Step } from "../../../formats/model/source.js";
import { datedStep } from "../../reading/dates.js";
import { figureSpans } from "../../reading/figures.js";

/** Dated lines make a timeline from this many on (two may be any pair of lines that mention a date). */
export const MIN_DATED_LINES = 3;

const SEPARATORS = /^[\s:：·•,，、–—-]+|[\s:：·•,，、–—-]+$/gu;
/** A weekday or its abbreviation before a date: "Fri", "Mo.", "lun.", "(火)". */
const WEEKDAY = /^[\p{L}]{2,4}\.?,?$/u;
/** The little word that ties a date to its step at the end of a line ("live by 15 April", "Kickoff am 12. April"). */
const TIE_BEFORE = /\s(\p{Ll}{1,5})\s*$/u;
/** The particle that ties a CJK date to what follows it ("4月2日にベータ版公開"). */
const TIE_AFTER = /^(?:までに|まで|から|に|で|起|前)/u;

/** One line as a step, its date apart; null when it names none. */
function stepOf(line: string): Step | null {
  const text = line.trim();
  const found = datedStep(text);
  if (!found?.title) return null;
  const at = text.indexOf(found.date);
  const end = at + found.date.length;
  // "3.1%" reads as a date too: a date inside a figure is none.
  if (at < 0 || figureSpans(text).some((f) => f.start < end && at < f.end)) return null;
  const before = text.slice(0, at).trim();
  const after = text.slice(end);
  if (!before || WEEKDAY.test(before)) {
    const tie = TIE_AFTER.exec(after)?.[0] ?? "";
    const title = after.slice(tie.length).replace(SEPARATORS, "");
    return title ? { date: `${before ? `${before} ` : ""}${found.date}${tie}`, title } : null;
  }
  // A sentence that mentions a date says something; only a line short of one is a step ("Pricing page live on 15 April").
  if (/[.!?。！？]["'’”»)\]）]*$/u.test(text)) return null;
  // Later in the line, the date and the word tying it come out: "Die Preisliste geht am 15. April raus" → am 15. April ·
  // Die Preisliste geht raus.
  const tie = TIE_BEFORE.exec(before);
  const title =
    `${(tie ? before.slice(0, tie.index) : before).replace(SEPARATORS, "")} ${after.replace(SEPARATORS, "")}`.trim();
  return title ? { date: `${tie ? `${tie[1]} ` : ""}${found.date}`, title } : null;
}

/** Whether a line is one dated step: "am 4. April Richtfest", "le 3 mars : coulage de la dalle". */
export const isDatedLine = (line: string): boolean => stepOf(line) !== null;

/**
 * The lines as steps when every one is dated and there are enough of them; null otherwise. They stay in the order the
 * user wrote them, not the order of their dates (as the composer's own timelines do, `reading/date-order.ts`): these
 * lines are laid out word for word in "preserve", where a list written out of date order may be so on purpose — by
 * importance, by owner — and its order is the user's text too.
 */
export function datedSteps(lines: string[]): Step[] | null {
  if (lines.length < MIN_DATED_LINES) return null;
  const steps = lines.map(stepOf);
  return steps.every(Boolean) ? (steps as Step[]) : null;
}
