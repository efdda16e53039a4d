// Worker entry for edits (piscina, on the export pool's threads): a document's typed edits, or a model's revision edits,
// applied to its JSON text off the event loop and within a budget (budgeted-run.ts), however large the sheet.
import { runEditWork, type EditWork, type EditWorkOutcome } from "../documents/edits/index.js";
import { AppError } from "../lib/errors.js";
import { startBudget, type Budgeted } from "./budgeted-run.js";
import type { WorkOutcome } from "./source-worker.js";

export interface EditJob extends Budgeted {
  request: EditWork;
}

export function applyEdits(job: EditJob): WorkOutcome<EditWorkOutcome<EditWork>> {
  startBudget(job);
  try {
    return { ok: true, result: runEditWork(job.request) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message, details: err.details };
    throw err;
  }
}
