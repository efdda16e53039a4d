// Every accepted input (JSON object or string, Markdown, Markdown deck, CSV/TSV) → one validated Source plus warnings.
import type { z } from "zod";
import { AppError, type ErrorDetail } from "../../lib/errors.js";
import type { JsonOf } from "../../lib/json-of.js";
import { parseDeckMarkdown } from "./markdown/parse-deck.js";
import { altTextWarnings } from "./missing-text-alternatives.js";
import { parseCsv } from "./parse-csv.js";
import { parseDocMarkdown } from "./parse-doc.js";
import { SOURCE_LIMITS, SourceSchema, type Source, type SourceKind } from "./source.js";

export type SourceFormat = "markdown" | "csv" | "json";

export interface ParseSourceInput {
  /** A source object, or text (Markdown, CSV/TSV, or JSON when format is "json"). */
  source: unknown;
  kind?: SourceKind;
  format?: SourceFormat;
  /** Title for text inputs that carry none (a CSV, a Markdown doc without a heading). */
  title?: string;
}

/**
 * A request's body text holding a source, read on a worker rather than on the event loop; `formatField` names the
 * body's field that holds the source's own format (an export's `format` is the file it asks for: `sourceFormat`).
 */
export interface SourceRequestText {
  /** The body's JSON: its text, or its UTF-8 bytes as they arrived (decoded on the worker). */
  requestJson: string | Uint8Array;
  formatField?: "format" | "sourceFormat";
  /** The kind the source must be (a saved document's own), over what the body says. */
  kind?: SourceKind;
  /** A title for a source that carries none, over the body's. */
  title?: string;
}

/** A parsed source as JSON text, with what the event loop decides on: it crosses threads as one string, not objects. */
export interface ParsedSourceText {
  kind: SourceKind;
  title: string;
  json: JsonOf<Source>;
  warnings: string[];
}

export interface ParsedSource {
  source: Source;
  warnings: string[];
}

/** Parses and validates; throws AppError invalid_request (with details) or body_too_large. */
export function parseSource(input: ParseSourceInput): ParsedSource {
  const { kind, format } = input;
  let value = input.source;
  const warnings: string[] = [];
  if (typeof value === "string") {
    if (Buffer.byteLength(value, "utf8") > SOURCE_LIMITS.maxBytes) throw tooLarge();
    if (format === "json") value = parseJsonText(value);
    else if (format === "csv" || (kind === "sheet" && format === undefined)) {
      if (kind && kind !== "sheet") throw invalid("format", `A CSV source makes a sheet, not a ${kind}.`);
      const csv = parseCsv(value, { title: input.title });
      return finish(csv.sheet, csv.warnings);
    } else if (kind === "sheet") {
      throw invalid("format", 'A sheet is made from CSV/TSV text (format "csv") or a sheet object.');
    } else if (kind === "deck") {
      const deck = parseDeckMarkdown(value);
      if (input.title) deck.deck.title = input.title;
      return finish(deck.deck, deck.warnings);
    } else {
      return finish(parseDocMarkdown(value, input.title), warnings);
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw invalid("source", "A source is an object (deck, doc or sheet) or a Markdown/CSV string.");
  }
  const object = { ...(value as Record<string, unknown>) };
  if (object.title === undefined && input.title !== undefined) object.title = input.title;
  if (object.kind === undefined && kind) object.kind = kind;
  else if (kind && object.kind !== kind)
    throw invalid("kind", `kind "${kind}" does not match the source's kind "${String(object.kind).slice(0, 20)}".`);
  if (Buffer.byteLength(JSON.stringify(object), "utf8") > SOURCE_LIMITS.maxBytes) throw tooLarge();
  return finish(object, warnings);
}

function finish(candidate: unknown, warnings: string[]): ParsedSource {
  const parsed = SourceSchema.safeParse(candidate);
  if (!parsed.success)
    throw new AppError("invalid_request", "The source does not match the schema.", {
      details: zodDetails(parsed.error, "source"),
    });
  return { source: parsed.data, warnings: [...new Set([...warnings, ...altTextWarnings(parsed.data)])] };
}

export function zodDetails(error: z.ZodError, prefix: string): ErrorDetail[] {
  return error.issues
    .slice(0, 50)
    .map((issue) => ({ path: [prefix, ...issue.path.map(String)].join("."), message: issue.message }));
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid("source", 'format "json" was given but the source text is not valid JSON.');
  }
}

function invalid(path: string, message: string): AppError {
  return new AppError("invalid_request", message, { details: [{ path, message }] });
}

function tooLarge(): AppError {
  return new AppError(
    "body_too_large",
    `A source may be at most ${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB serialised.`,
  );
}
