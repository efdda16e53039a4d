// The builtin composer as one call over plain data: what the builtin provider runs, here or on a worker thread.
import type { Source, SourceKind } from "../../formats/model/source.js";
import type { AppliedEdit, Edit } from "../../documents/edits/index.js";
import type { Material } from "../material/material.js";
import { writesOwnText, type TextMode } from "../provider.js";
import { composeSource } from "./compose-source.js";
import { composeFromMaterial, withoutMaterialWords } from "./grounded/compose-from-material.js";
import { inferKind } from "./analyse-prompt.js";
import { reviseSource } from "./revise-source.js";
import { composeTextMode, textModeKind } from "./text-modes/compose-text-mode.js";
import { readPrompt, type PromptReading } from "../reading/read-prompt.js";

/** What the composer reads: a provider's input without its signal and callbacks (so it can cross to a worker). */
export interface ComposeRequest {
  kind: SourceKind;
  prompt: string;
  language?: string;
  slides?: number;
  maxSlides?: number;
  userName?: string;
  current?: Source;
  material?: Material[];
  textMode?: TextMode;
}

export interface ComposeResult {
  source: Source;
  warnings: string[];
  /** A revision's edits as made. */
  edits?: AppliedEdit[];
  /** A revision's edit operations as made. */
  made?: Edit[];
}

/** Runs a compose request somewhere: in this thread (composeBuiltin) or on the export pool within a budget. */
export type ComposeRunner = (request: ComposeRequest, signal: AbortSignal) => Promise<ComposeResult>;

export async function composeBuiltin(request: ComposeRequest): Promise<ComposeResult> {
  if (request.current) {
    const { source, applied, made, warnings } = reviseSource(request.current, request.prompt, {
      language: request.language,
    });
    return { source, warnings, edits: applied, made };
  }
  const options = {
    kind: request.kind,
    language: request.language,
    slides: request.slides,
    maxSlides: request.maxSlides,
    userName: request.userName,
  };
  const { source, warnings } = writesOwnText(request.textMode)
    ? await composeTextMode(request.textMode, request.prompt, request.material ?? [], options)
    : request.material?.length
      ? composeFromMaterial(request.prompt, request.material, options)
      : composeSource(request.prompt, options);
  return { source, warnings };
}

/** Reads a prompt (its kind, subject, stated facts): in this thread, or on the export pool within a budget. */
export type PromptReader = (
  prompt: string,
  language: string | undefined,
  signal?: AbortSignal,
) => Promise<PromptReading>;

export const readPromptHere: PromptReader = async (prompt, language) => readPrompt(prompt, language);

/** What the prompt is read as for its kind: a request, a request about attached material, or the user's own text. */
export type KindFrom = "prompt" | "material" | "own-text";

/** The kind a request asks for when it names none ("turn this report into a deck" → deck; a pasted table → sheet). */
export function askedKind(prompt: string, from: KindFrom): SourceKind {
  if (from === "own-text") return textModeKind(prompt);
  return inferKind(from === "material" ? withoutMaterialWords(prompt) : prompt);
}

/** askedKind in this thread, or on the export pool within a budget. */
export type KindReader = (prompt: string, from: KindFrom, signal?: AbortSignal) => Promise<SourceKind>;

export const askedKindHere: KindReader = async (prompt, from) => askedKind(prompt, from);
