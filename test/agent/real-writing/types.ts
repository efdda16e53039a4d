// A corpus of writing as people really send it (minutes, e-mails, budgets, plans), each case with the facts it states.
import type { SourceKind } from "../../../src/formats/model/source.js";
import type { Lang } from "../prompt-suite/types.js";

/** The languages the builtin reads. */
export type CorpusLang = Lang;

/** A figure as the text states it, next to its label: "occupancy 88% (down from 91%)" → label "occupancy", value "88%", change "91%". */
export interface Fact {
  /** The label's words exactly as written in the text (a contiguous phrase of it). */
  label: string;
  /** The figure exactly as written: "$4,500", "95.000 €", "1億2000万円", "4.6". */
  value: string;
  /** A comparison figure the text gives with it ("down from 91%" → "91%"), shown with the fact. */
  change?: string;
}

/** A sheet row the text gives: the item's label and its amount as a number; `period` as the writer said it. */
export interface Row {
  label: string;
  amount: number;
  period?: "month" | "year" | "quarter" | "once";
}

export interface RealCase {
  /** "<lang>-<short-slug>", unique. */
  id: string;
  lang: CorpusLang;
  genre: "minutes" | "email" | "report" | "budget" | "plan" | "brief" | "memo" | "notes";
  /** What the writer wants back. */
  kind: SourceKind;
  /** Pasted text laid out as written ("preserve") or summarised from its own sentences ("condense"); absent: a prompt to generate from. */
  mode?: "preserve" | "condense";
  /** The whole text as the user sends it, in their voice (written for this corpus, never copied). */
  text: string;
  /** Every figure the text states with its label. For sheets these are checked in the sheet's rows. */
  facts: Fact[];
  /** Bare headings (lines of their own, no end punctuation) in the order they appear; each must head its own text. */
  headings?: string[];
  /** Sheets: the rows the user gave, each to be a row with its amount as a number. */
  rows?: Row[];
  /** A proper name of the subject the title must keep as written ("Café Lindenblüte"). */
  name?: string;
}
