// Worker entry for a request's source work (piscina, on the pool's threads): parsing any accepted input into a
// source, and drawing it as the render's answer, off the event loop and within the request's budget (budgeted-run.ts).
import { renderHtml } from "../formats/html/render-html.js";
import { mayNameImages } from "../formats/model/named-images.js";
import {
  parseSource as parse,
  type ParsedSource,
  type ParsedSourceText,
  type ParseSourceInput,
  type SourceRequestText,
} from "../formats/model/parse-source.js";
import type { Source, SourceKind, Theme } from "../formats/model/source.js";
import { capWarnings } from "../lib/cap-warnings.js";
import { toJson } from "../lib/json-of.js";
import { AppError, type ErrorCode, type ErrorDetail } from "../lib/errors.js";
import { startBudget, type Budgeted } from "./budgeted-run.js";

export interface ParseJob extends Budgeted {
  input: ParseSourceInput | SourceRequestText;
}

/** How the render answers: its JSON envelope, or the page itself (Accept: text/html). */
export type PageAs = "json" | "html";

export interface PageJob extends Budgeted {
  /**
   * Text or an object to parse first; or the request's JSON text holding them as `source`, `kind` and `format` (one flat
   * string crosses to a worker at the cost of a copy, where a parsed object is serialised piece by piece); or a source
   * parsed already (and its images resolved).
   */
  input: ParseSourceInput | { requestJson: SourceRequestText["requestJson"] } | { parsed: Source };
  theme?: Theme;
  as: PageAs;
  /** Warnings found before this task (the parse, the image pre-pass). */
  warnings: string[];
  /** Whether the operator allows remote images (IMAGE_HOSTS): then an http(s) image is the pre-pass's too. */
  remoteImages: boolean;
}

/** A render's answer, made here so the event loop only sends bytes: the body, and what its headers say. */
export interface PageAnswer {
  kind: SourceKind;
  title: string;
  warnings: string[];
  body: Uint8Array;
}

/** The answer, or the parsed source when it may name images the event loop must resolve before it is drawn. */
export type PageOrParsed = { page: PageAnswer } | { parsed: ParsedSource };

/** The work's result, or the API error it ended in: an error's class does not survive the trip back from a worker. */
export type WorkOutcome<T> =
  { ok: true; result: T } | { ok: false; code: ErrorCode; message: string; details?: ErrorDetail[] };

function outcome<T>(job: Budgeted, work: () => T): WorkOutcome<T> {
  startBudget(job);
  try {
    return { ok: true, result: work() };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message, details: err.details };
    throw err;
  }
}

/** A source sent as an input, or inside the request's own JSON text. */
const parseInput = (input: ParseSourceInput | SourceRequestText): ParsedSource => {
  if (!("requestJson" in input)) return parse(input);
  const asked = requestOf(input.requestJson, input.formatField);
  return parse({ ...asked, kind: input.kind ?? asked.kind, title: input.title ?? asked.title });
};

/** The thread pool's default task: piscina needs its entry to export a function by default, or it cannot load it. */
export default parseSource;

export function parseSource(job: ParseJob): WorkOutcome<ParsedSource> {
  return outcome(job, () => parseInput(job.input));
}

/** A sent source parsed here and handed back as JSON text: an export of a large sheet never makes it objects on the event loop. */
export function parseSourceText(job: ParseJob): WorkOutcome<ParsedSourceText> {
  return outcome(job, () => {
    const { source, warnings } = parseInput(job.input);
    return { kind: source.kind, title: source.title, json: toJson(source), warnings };
  });
}

/**
 * One trip for most renders: parsed and drawn here, the answer's bytes made here. The parsed source (tens of thousands
 * of objects) crosses back only when its images need the event loop; the page never crosses as a string.
 */
export function renderPage(job: PageJob): WorkOutcome<PageOrParsed> {
  return outcome(job, () => {
    let source: Source;
    let warnings = job.warnings;
    if ("parsed" in job.input) source = job.input.parsed;
    else {
      const parsed = parseInput(job.input);
      if (mayNameImages(parsed.source, job.remoteImages)) return { parsed };
      source = parsed.source;
      warnings = [...warnings, ...parsed.warnings];
    }
    const drawn = renderHtml(source, job.theme);
    const all = capWarnings([...new Set([...warnings, ...drawn.warnings])]);
    const text =
      job.as === "html"
        ? drawn.html
        : JSON.stringify({ kind: source.kind, title: source.title, html: drawn.html, warnings: all });
    return { page: { kind: source.kind, title: source.title, warnings: all, body: new TextEncoder().encode(text) } };
  });
}

/** The request's own JSON, read here in full: the event loop parsed a large body without its source (json-body.ts). */
function requestOf(
  json: SourceRequestText["requestJson"],
  formatField: SourceRequestText["formatField"] = "format",
): ParseSourceInput {
  try {
    const body = JSON.parse(
      typeof json === "string" ? json : Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString("utf8"),
    ) as ParseSourceInput & Record<string, unknown>;
    return formatField === "format"
      ? body
      : {
          source: body.source,
          kind: body.kind,
          format: body[formatField] as ParseSourceInput["format"],
          title: body.title,
        };
  } catch {
    throw new AppError("invalid_json", "The body is not valid JSON.");
  }
}
