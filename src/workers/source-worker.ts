// Worker entry for a request's source work (piscina, on the export pool's threads): parsing any accepted input into a
// source, and rendering a source to HTML, off the event loop and within the request's budget (budgeted-run.ts).
import { renderHtml as renderPage, type RenderedHtml } from "../formats/html/render-html.js";
import { parseSource as parse, type ParsedSource, type ParseSourceInput } from "../formats/model/parse-source.js";
import type { Source, Theme } from "../formats/model/source.js";
import { AppError, type ErrorCode, type ErrorDetail } from "../lib/errors.js";
import { startBudget, type Budgeted } from "./budgeted-run.js";

export interface ParseJob extends Budgeted {
  input: ParseSourceInput;
}

export interface RenderJob extends Budgeted {
  source: Source;
  theme?: Theme;
}

/** The work's result, or the API error it ended in: an error's class does not survive the trip back from a worker. */
export type WorkOutcome<T> = { ok: true; result: T } | { ok: false; code: ErrorCode; message: string; details?: ErrorDetail[] };

function outcome<T>(job: Budgeted, work: () => T): WorkOutcome<T> {
  startBudget(job);
  try {
    return { ok: true, result: work() };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message, details: err.details };
    throw err;
  }
}

export function parseSource(job: ParseJob): WorkOutcome<ParsedSource> {
  return outcome(job, () => parse(job.input));
}

export function renderHtml(job: RenderJob): WorkOutcome<RenderedHtml> {
  return outcome(job, () => renderPage(job.source, job.theme));
}
