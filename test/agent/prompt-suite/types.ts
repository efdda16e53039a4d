// The ground truth each generated prompt carries: its language, the options it is run with, and the clauses it states.
import type { SourceKind } from "../../../src/formats/model/source.js";

export type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl" | "ja" | "zh" | "ar";
export const SUITE_LANGS: readonly Lang[] = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar"];

/** A figure as the prompt wrote it: "revenue $2.1M, up 12%" → label "revenue", value "$2.1M", change "12%". */
export interface FigureClause {
  type: "figure";
  label: string;
  value: string;
  /** The change's own figure ("12%" of "up 12%"); its direction word may be shown as an arrow instead. */
  change?: string;
  /** The number without its CJK counter ("214" of "214台"): a table under the label may show it so. */
  plain?: string;
}

/** Named things (customers, products, stores) or people, each with a role when the prompt gives one. */
export interface NamesClause {
  type: "names";
  label?: string;
  names: string[];
  roles?: string[];
}

export interface ItemsClause {
  type: "risks" | "priorities";
  items: string[];
  /** The period priorities are for ("Q4", "第4四半期"): the user's words, kept beside them. */
  quarter?: string;
}

export interface StepsClause {
  type: "steps";
  steps: { what: string; date: string }[];
}

export interface StatementClause {
  type: "statement";
  text: string;
}

/** Parts the prompt lists by name: each must head a slide or a section. */
export interface SectionsClause {
  type: "sections";
  items: string[];
}

export type Clause = FigureClause | NamesClause | ItemsClause | StepsClause | StatementClause | SectionsClause;
export type ClauseType = Clause["type"];

export interface SuiteCase {
  id: string;
  lang: Lang;
  prompt: string;
  /** What composeSource is called with. */
  options: { kind?: SourceKind; slides?: number };
  /** The kind the prompt names ("deck", "Bericht", "预算"), or the kind passed. */
  kind: SourceKind;
  /** Whether `kind` above is named in the prompt itself (checked) rather than passed as an option. */
  kindNamed: boolean;
  /** Slides (decks) or `##` sections (docs) the prompt asks for. */
  count?: number;
  /** A proper name in the subject whose exact spelling the title must keep ("Bean & Bloom", "São Paulo"). */
  name?: string;
  clauses: Clause[];
  /** One of the issue's own prompts, not generated. */
  fixed?: boolean;
}
