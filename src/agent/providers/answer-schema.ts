// What a real model is asked to return: a source of one kind plus an `outline` before the content (so the stream
// can show it early) and optional `warnings` after it (the gaps left to fill). The source schemas drop both keys.
import { z } from "zod";
import type { JSONSchema7 } from "ai";
import { DeckSchema, DocSchema, SheetSchema, type SourceKind } from "../../formats/model/source.js";
import { EDIT_SCHEMAS } from "../../documents/edits/index.js";

const outline = z
  .array(z.string().max(500))
  .max(100)
  .describe("The slide titles, section headings or tab names you plan, in order");
const warnings = z
  .array(z.string().max(500))
  .max(50)
  .optional()
  .describe("One line per bracketed placeholder or empty input cell left for a fact the request did not give");

// Key order matters: models write properties in schema order, and progressive lines need title and outline first.
const ANSWER_SCHEMAS = {
  deck: z.object({
    kind: DeckSchema.shape.kind,
    title: DeckSchema.shape.title,
    outline,
    theme: DeckSchema.shape.theme,
    chrome: DeckSchema.shape.chrome,
    slides: DeckSchema.shape.slides,
    warnings,
  }),
  doc: z.object({
    kind: DocSchema.shape.kind,
    title: DocSchema.shape.title,
    outline,
    markdown: DocSchema.shape.markdown,
    warnings,
  }),
  sheet: z.object({
    kind: SheetSchema.shape.kind,
    title: SheetSchema.shape.title,
    outline,
    sheets: SheetSchema.shape.sheets,
    warnings,
  }),
} as const;

/** A revision's answer: the edits to make, in order, and the gaps they leave. Nothing else of the document is sent back. */
export const EDIT_ANSWER_SCHEMAS = {
  deck: z.object({ edits: z.array(EDIT_SCHEMAS.deck).max(200), warnings }),
  doc: z.object({ edits: z.array(EDIT_SCHEMAS.doc).max(200), warnings }),
  sheet: z.object({ edits: z.array(EDIT_SCHEMAS.sheet).max(200), warnings }),
} as const;

const cache = new Map<string, JSONSchema7>();

function jsonSchema(key: string, schema: z.ZodType): JSONSchema7 {
  let json = cache.get(key);
  if (!json) {
    const { $schema: _tag, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
      string,
      unknown
    >;
    json = rest as JSONSchema7;
    cache.set(key, json);
  }
  return json;
}

/** The JSON Schema of a model's answer for one kind (draft 2020-12 without the `$schema` tag), computed once. */
export function answerJsonSchema(kind: SourceKind): JSONSchema7 {
  return jsonSchema(kind, ANSWER_SCHEMAS[kind]);
}

/** The JSON Schema of a revision's answer (edits) for one kind, computed once. */
export function editAnswerJsonSchema(kind: SourceKind): JSONSchema7 {
  return jsonSchema(`edits:${kind}`, EDIT_ANSWER_SCHEMAS[kind]);
}

/** The `warnings` a model listed, kept only when they are short strings. */
export function answerWarnings(value: unknown): string[] {
  const list =
    value && typeof value === "object" && !Array.isArray(value)
      ? (value as { warnings?: unknown }).warnings
      : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter((w): w is string => typeof w === "string" && w.trim().length > 0)
    .slice(0, 50)
    .map((w) => w.trim().slice(0, 500));
}
