// The provider interface every model implements (builtin, openai, anthropic, openai-compatible).
import type { Source, SourceKind } from "../formats/model/source.js";
import type { AppliedEdit, Edit } from "../documents/edits/index.js";
import type { Material } from "./material/material.js";

/**
 * How the run treats the user's text: "generate" writes from the prompt (the default); "preserve" lays the user's own
 * text out whole, every sentence kept; "condense" summarises it in its own sentences. Both of those run Quire's
 * extractive composer whichever model is configured (docs/api/agent.md#text-modes).
 */
export const TEXT_MODES = ["generate", "preserve", "condense"] as const;
export type TextMode = (typeof TEXT_MODES)[number];

/**
 * Whether a run writes the user's own text ("preserve", "condense") rather than from a prompt. Read once, by prepareRun:
 * the prompt's bound, the checks, who writes it and whether the prompt's facts are measured all follow from it.
 */
export const writesOwnText = (mode: TextMode | undefined): mode is OwnTextMode =>
  mode === "preserve" || mode === "condense";
export type OwnTextMode = Exclude<TextMode, "generate">;

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export interface GenerateInput {
  kind: SourceKind;
  /** The user's words; data for the model, never instructions to the system. */
  prompt: string;
  /** BCP-47 tag of the language to write in. */
  language?: string;
  /** Requested slide count (decks). */
  slides?: number;
  /** A hard cap on slides (the public demo). */
  maxSlides?: number;
  /** The document being revised: the model sees it and changes what the prompt asks. */
  current?: Source;
  /** The user's own files and documents to build on: every fact comes from them, every part names its source. */
  material?: Material[];
  /** "generate" when absent; "preserve" and "condense" keep to the user's own words. */
  textMode?: TextMode;
  /** Personalisation (onboarding). */
  userName?: string;
  signal: AbortSignal;
  /** Called whenever the model produces output, so the pipeline knows it is not silent. */
  onActivity?: (chars: number) => void;
  /** Called now and then while a model thinks before its answer, with the time since its call began. */
  onThinking?: (ms: number) => void;
  /** Called now and then with the answer parsed so far (real models, first round), for progressive content lines. */
  onPartial?: (partial: unknown) => void;
}

export interface GenerateOutput {
  /** A source already validated against the source schemas. */
  source: Source;
  usage: Usage;
  /** What the reader should know about the output: gaps left to fill, a language written in English instead. */
  warnings?: string[];
  /** A revision's edits as made, in order (each becomes an `edit` line); absent for a new document. */
  edits?: AppliedEdit[];
  /** The same edits as operations, which carry the document's part ids exactly (absent: its parts are paired). */
  made?: Edit[];
}

export interface Provider {
  /** "builtin" | "openai" | "anthropic" | "openai-compatible". */
  readonly name: string;
  /** The model id reported in the `run` line and stored on the run. */
  readonly model: string;
  generate(input: GenerateInput): Promise<GenerateOutput>;
}
