// Turns what a caller sends as a source (a JSON source, or a Markdown/CSV shorthand) into one validated Source.
import { AppError } from "../lib/errors.js";
import { SOURCE_LIMITS, type Source, type SourceKind } from "../formats/model/source.js";
import { parseSource, type SourceFormat } from "../formats/model/parse-source.js";

export type { SourceFormat };

export interface SourceInput {
  source: unknown;
  /** The kind the caller asked for; a source of another kind is refused. */
  kind?: SourceKind;
  /** Fills a missing title, and replaces any title when `overrideTitle` is set. */
  title?: string;
  overrideTitle?: boolean;
  format?: SourceFormat;
}

/**
 * Validates and normalises a source through the one source parser (src/formats/model/parse-source). Details point at
 * `source.…` paths. Throws 400 invalid_request for schema failures and 413 body_too_large past the 2 MiB limit.
 */
export function normaliseSource(input: SourceInput): Source {
  // Size first: a huge source must be refused as too large, not picked apart by the schema.
  if (serialisedBytes(input.source) > SOURCE_LIMITS.maxBytes) throw tooLarge();
  const raw = input.source;
  if (input.kind && raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
    const own = (raw as Record<string, unknown>).kind;
    if (own !== undefined && own !== input.kind) throw wrongKind(input.kind, String(own).slice(0, 20));
  }
  const { source: parsed } = parseSource({ source: raw, kind: input.kind, format: input.format, title: input.title });
  if (input.kind && parsed.kind !== input.kind) throw wrongKind(input.kind, parsed.kind);
  const source = input.overrideTitle && input.title !== undefined ? { ...parsed, title: input.title } : parsed;
  if (serialisedBytes(source) > SOURCE_LIMITS.maxBytes) throw tooLarge();
  return source;
}

function serialisedBytes(value: unknown): number {
  return typeof value === "string" ? Buffer.byteLength(value) : Buffer.byteLength(JSON.stringify(value) ?? "");
}

function wrongKind(expected: string, got: string): AppError {
  return new AppError("invalid_request", "The source is not valid.", { details: [{ path: "source.kind", message: `expected a ${expected} source, got a ${got}` }] });
}

function tooLarge(): AppError {
  return new AppError("body_too_large", `A source may be at most ${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB once serialised.`);
}
