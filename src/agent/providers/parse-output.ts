// Model text → a validated source and the model's warnings: tolerate code fences and chatter around one JSON object.
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../formats/source.js";
import { answerWarnings } from "./answer-schema.js";

export type ParseResult = { ok: true; source: Source; warnings: string[] } | { ok: false; errors: string };

const SCHEMAS = { deck: DeckSchema, doc: DocSchema, sheet: SheetSchema } as const;

function extractJson(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = fenced ? fenced[1]! : text;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  return start >= 0 && end > start ? body.slice(start, end + 1) : body.trim();
}

export function parseOutput(text: string, kind: SourceKind, maxSlides?: number): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(extractJson(text));
  } catch (err) {
    return { ok: false, errors: `- not valid JSON (${(err as Error).message.slice(0, 200)})` };
  }
  if (value && typeof value === "object" && !Array.isArray(value) && !("kind" in value)) (value as Record<string, unknown>).kind = kind;
  const result = SCHEMAS[kind].safeParse(value);
  if (!result.success) {
    const errors = result.error.issues.slice(0, 20).map((i) => `- ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
    return { ok: false, errors };
  }
  const source = result.data as Source;
  if (source.kind === "deck" && maxSlides && source.slides.length > maxSlides) source.slides = source.slides.slice(0, maxSlides);
  return { ok: true, source, warnings: answerWarnings(value) };
}
