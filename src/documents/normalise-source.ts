// Turns what a caller sends as a source (a JSON source, or a Markdown/CSV shorthand) into one validated Source, parsed
// where the service parses sources: on the pool's threads, from the request's own text when it is large.
import { AppError, isAppError } from "../lib/errors.js";
import { documentTooLarge, sizeLimitPassed } from "../lib/source-limits.js";
import type { Source, SourceKind } from "../formats/model/source.js";
import {
  parseSource,
  type ParsedSource,
  type ParseSourceInput,
  type SourceFormat,
  type SourceRequestText,
} from "../formats/model/parse-source.js";

export type { SourceFormat };

/** parseSource (formats/model/parse-source.ts) on the pool's threads within the request's budget: what a render's is. */
export type SourceParser = (input: ParseSourceInput | SourceRequestText, signal?: AbortSignal) => Promise<ParsedSource>;

/** A request's body as sent, its source's format under either name: parseSource checks each field it reads. */
type SentBody = Pick<ParseSourceInput, "source" | "kind" | "title"> &
  Partial<Record<"format" | "sourceFormat", SourceFormat>>;

/** parseSource in this thread: for the bench and tests that run no pool; the service parses on the pool. */
export const parseSourceHere: SourceParser = async (input) => {
  if (!("requestJson" in input)) return parseSource(input);
  const json =
    typeof input.requestJson === "string" ? input.requestJson : Buffer.from(input.requestJson).toString("utf8");
  const body: SentBody = JSON.parse(json);
  const format = body[input.formatField ?? "format"];
  return parseSource({ source: body.source, kind: input.kind ?? body.kind, format, title: input.title ?? body.title });
};

export interface SourceInput {
  source: unknown;
  /** The kind the caller asked for; a source of another kind is refused. */
  kind?: SourceKind;
  /** Fills a missing title, and replaces any title when `overrideTitle` is set. */
  title?: string;
  overrideTitle?: boolean;
  format?: SourceFormat;
  /**
   * Read here from a file (an import saved), not sent: past the size limit it is the document that would be too large
   * (413 document_too_large, naming its size), not the request.
   */
  fromFile?: boolean;
  /**
   * The request's body text, whose `source` (and `format`) field holds the source: it is read on the pool from there, and
   * `source` here may be the empty value the body reader left in its place.
   */
  requestJson?: SourceRequestText["requestJson"];
}

/**
 * Validates and normalises a source through the one source parser (src/formats/model/parse-source), run by `parse` on
 * the pool. Details point at `source.…` paths. Throws 400 invalid_request for schema failures and 413 body_too_large
 * past the 2 MiB limit (document_too_large for a source read from a file); the store refuses any larger document again.
 */
export async function normaliseSource(input: SourceInput, parse: SourceParser, signal?: AbortSignal): Promise<Source> {
  const raw = input.source;
  if (input.kind && raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
    const own = (raw as Record<string, unknown>).kind;
    if (own !== undefined && own !== input.kind) throw wrongKind(input.kind, String(own).slice(0, 20));
  }
  let parsed: Source;
  try {
    const asked =
      input.requestJson !== undefined
        ? { requestJson: input.requestJson, kind: input.kind, title: input.title }
        : { source: raw, kind: input.kind, format: input.format, title: input.title };
    ({ source: parsed } = await parse(asked, signal));
  } catch (err) {
    if (input.fromFile && isAppError(err) && err.code === "body_too_large")
      throw tooLarge(Buffer.byteLength(JSON.stringify(raw) ?? ""), true);
    throw err;
  }
  if (input.kind && parsed.kind !== input.kind) throw wrongKind(input.kind, parsed.kind);
  return input.overrideTitle && input.title !== undefined ? { ...parsed, title: input.title } : parsed;
}

function wrongKind(expected: string, got: string): AppError {
  return new AppError("invalid_request", "The source is not valid.", {
    details: [{ path: "source.kind", message: `expected a ${expected} source, got a ${got}` }],
  });
}

function tooLarge(bytes: number, fromFile: boolean): AppError {
  const passed = sizeLimitPassed(bytes);
  return fromFile && passed
    ? documentTooLarge(passed)
    : new AppError("body_too_large", "A source may be at most 2 MiB once serialised.");
}
