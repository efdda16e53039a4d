// Model text → a validated source and the model's warnings: tolerate code fences and chatter around one JSON object.
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../formats/model/source.js";
import type { Edit } from "../../documents/edits/index.js";
import { answerWarnings, EDIT_ANSWER_SCHEMAS } from "./answer-schema.js";

export type ParseResult = { ok: true; source: Source; warnings: string[] } | { ok: false; errors: string };
export type EditsResult = { ok: true; edits: Edit[]; warnings: string[] } | { ok: false; errors: string };

const SCHEMAS = { deck: DeckSchema, doc: DocSchema, sheet: SheetSchema } as const;

function extractJson(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = fenced ? fenced[1]! : text;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  return start >= 0 && end > start ? body.slice(start, end + 1) : body.trim();
}

function parseJson(text: string): { value: unknown } | { errors: string } {
  try {
    return { value: JSON.parse(extractJson(text)) };
  } catch (err) {
    return { errors: `- not valid JSON (${(err as Error).message.slice(0, 200)})` };
  }
}

const listIssues = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .slice(0, 20)
    .map((i) => `- ${i.path.map(String).join(".") || "(root)"}: ${i.message}`)
    .join("\n");

/** A revision's answer: its edits (checked against the kind's edit schema) and warnings. */
export function parseEdits(text: string, kind: SourceKind): EditsResult {
  const json = parseJson(text);
  if ("errors" in json) return { ok: false, errors: json.errors };
  const result = EDIT_ANSWER_SCHEMAS[kind].safeParse(json.value);
  if (!result.success) return { ok: false, errors: listIssues(result.error.issues) };
  return { ok: true, edits: result.data.edits as Edit[], warnings: answerWarnings(json.value) };
}

export function parseOutput(text: string, kind: SourceKind, maxSlides?: number): ParseResult {
  const json = parseJson(text);
  if ("errors" in json) return { ok: false, errors: json.errors };
  const value = json.value;
  if (value && typeof value === "object" && !Array.isArray(value) && !("kind" in value))
    (value as Record<string, unknown>).kind = kind;
  const result = SCHEMAS[kind].safeParse(value);
  if (!result.success) return { ok: false, errors: listIssues(result.error.issues) };
  const source: Source = result.data;
  if (source.kind === "deck" && maxSlides && source.slides.length > maxSlides)
    source.slides = source.slides.slice(0, maxSlides);
  return { ok: true, source, warnings: answerWarnings(value) };
}
