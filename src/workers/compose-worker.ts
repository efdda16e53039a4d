// Worker entry for the builtin composer (piscina, on the export pool's threads): a run's composing and its reading of
// the prompt, off the event loop and within a budget (budgeted-run.ts), however long or odd the prompt and attachments.
import {
  askedKind as asked,
  composeBuiltin,
  type ComposeRequest,
  type ComposeResult,
  type KindFrom,
  readPrompt as read,
  type PromptReading,
} from "../agent/thread.js";
import type { SourceKind } from "../formats/model/source.js";
import { AppError } from "../lib/errors.js";
import { startBudget, type Budgeted } from "./budgeted-run.js";
import type { WorkOutcome } from "./source-worker.js";

export interface ComposeJob extends Budgeted {
  request: ComposeRequest;
}

export async function compose(job: ComposeJob): Promise<WorkOutcome<ComposeResult>> {
  startBudget(job);
  try {
    return { ok: true, result: await composeBuiltin(job.request) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message, details: err.details };
    throw err;
  }
}

export interface ReadJob extends Budgeted {
  prompt: string;
  language?: string;
}

export function readPrompt(job: ReadJob): PromptReading {
  startBudget(job);
  return read(job.prompt, job.language);
}

export interface KindJob extends Budgeted {
  prompt: string;
  from: KindFrom;
}

export function askedKind(job: KindJob): SourceKind {
  startBudget(job);
  return asked(job.prompt, job.from);
}
