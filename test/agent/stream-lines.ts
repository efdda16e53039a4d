// Test helpers for agent streams: read NDJSON lines and check each line's shape against docs/agent-stream.md.
import { z } from "zod";
import { ColumnSchema, SlideSchema, SourceSchema } from "../../src/formats/model/source.js";

const seq = { seq: z.number().int().min(0) };
// Written out, not imported: the stream's contract is checked against this list, not against the code it tests.
const EDIT_OPS = [
  "retitle",
  "insert",
  "replace",
  "remove",
  "move",
  "rename",
  "shorten",
  "replace-text",
  "set-cells",
  "insert-rows",
  "remove-rows",
] as const;
const usage = z.object({ inputTokens: z.number().int().min(0), outputTokens: z.number().int().min(0) }).strict();
const documentShape = z
  .object({
    id: z.string().nullable(),
    kind: z.enum(["deck", "doc", "sheet"]),
    title: z.string(),
    source: SourceSchema,
    origin: z.enum(["agent", "manual", "showcase", "onboarding", "brand"]),
    brandId: z.string().nullable(),
    brandVersion: z.number().int().nullable(),
    brandName: z.string().nullable(),
    version: z.number().int(),
    parts: z.array(
      z
        .object({
          id: z.string().regex(/^(sl|se|tb)_[1-9][0-9]*$/),
          title: z.string().nullable(),
          rows: z.array(z.string().regex(/^rw_[1-9][0-9]*$/)).optional(),
        })
        .strict(),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

// The quality report of a deck's done line (docs/api/slides-quality.md): codes written out, as the edit ops are.
const QUALITY_CODES = [
  "text_shrunk",
  "title_shrunk",
  "content_continued",
  "low_contrast",
  "empty_region",
  "missing_glyphs",
  "gap_placeholder",
] as const;
const finding = z
  .object({
    code: z.enum(QUALITY_CODES),
    severity: z.enum(["warning", "info"]),
    slide: z.number().int().min(1),
    message: z.string().min(1),
    text: z.string().optional(),
    size: z.number().optional(),
    designSize: z.number().optional(),
    ratio: z.number().optional(),
    required: z.number().optional(),
    colour: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .optional(),
    background: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .optional(),
    continuations: z.number().int().optional(),
    used: z.number().min(0).max(1).optional(),
    glyphs: z.number().int().optional(),
    scripts: z.array(z.string()).optional(),
  })
  .strict();
const accessibilityFinding = z
  .object({
    code: z.enum(["missing_alt", "missing_title", "low_contrast"]),
    severity: z.enum(["warning", "info"]),
    slide: z.number().int().min(1),
    message: z.string().min(1),
  })
  .strict();
export const QualitySchema = z
  .object({
    status: z.enum(["complete", "partial", "skipped"]),
    slides: z.number().int().min(0),
    measured: z.number().int().min(0),
    findings: z.array(finding),
    accessibility: z.array(accessibilityFinding),
    notes: z.array(z.string()),
    ms: z.number().int().min(0),
  })
  .strict();

const placedPicture = z
  .object({
    slide: z.number().int().min(1),
    assetId: z.string().regex(/^asset_/),
    origin: z.enum(["upload", "stock", "generated"]),
    provider: z.string().nullable(),
    credit: z.string().min(1),
    license: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    reused: z.boolean(),
  })
  .strict();

export const LineSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("run"),
      runId: z.string().regex(/^run_/),
      kind: z.enum(["deck", "doc", "sheet"]),
      model: z.string(),
      ...seq,
    })
    .strict(),
  z
    .object({
      type: z.literal("status"),
      stage: z.enum(["reading", "planning", "writing", "thinking", "pictures", "saving"]),
      message: z.string(),
      // Only while a model thinks before its first word: for how long.
      seconds: z.number().int().min(0).optional(),
      // Only while attached files are read: which file, and after it is read, how many pages, slides or sheets it has.
      file: z.string().optional(),
      page: z.number().int().min(1).optional(),
      units: z
        .object({ kind: z.enum(["page", "slide", "sheet"]), count: z.number().int().min(0) })
        .strict()
        .optional(),
      // Only while a new deck's pictures are found: how many are settled of how many.
      done: z.number().int().min(0).optional(),
      total: z.number().int().min(0).optional(),
      ...seq,
    })
    .strict(),
  z
    .object({
      type: z.literal("edit"),
      index: z.number().int().min(0),
      op: z.enum(EDIT_OPS),
      target: z.string().min(1),
      message: z.string().min(1),
      ...seq,
    })
    .strict(),
  z.object({ type: z.literal("outline"), title: z.string(), items: z.array(z.string()), ...seq }).strict(),
  z.object({ type: z.literal("slide"), index: z.number().int().min(0), slide: SlideSchema, ...seq }).strict(),
  z.object({ type: z.literal("markdown"), delta: z.string(), ...seq }).strict(),
  z
    .object({
      type: z.literal("sheet"),
      index: z.number().int(),
      name: z.string(),
      columns: z.array(ColumnSchema),
      ...seq,
    })
    .strict(),
  z.object({ type: z.literal("rows"), sheet: z.number().int(), rows: z.array(z.array(z.unknown())), ...seq }).strict(),
  z.object({ type: z.literal("ping"), ...seq }).strict(),
  z.object({ type: z.literal("document"), document: documentShape, ...seq }).strict(),
  z
    .object({
      type: z.literal("done"),
      runId: z.string(),
      documentId: z.string().nullable(),
      usage,
      ms: z.number().min(0),
      warnings: z.array(z.string()),
      coverage: z.array(
        z
          .object({
            clause: z.string(),
            placedIn: z
              .object({ part: z.enum(["slide", "section", "row"]), index: z.number().int().min(0), title: z.string() })
              .strict()
              .nullable(),
          })
          .strict(),
      ),
      pictures: z.array(placedPicture).optional(),
      quality: QualitySchema.optional(),
      ...seq,
    })
    .strict(),
  z
    .object({
      type: z.literal("error"),
      error: z.enum([
        "model_error",
        "internal_error",
        "unsupported_media_type",
        "file_too_large",
        "invalid_request",
        "unavailable",
        "body_too_large",
        "document_too_large",
      ]),
      message: z.string(),
      traceId: z.string(),
      retryable: z.boolean(),
      provider: z
        .object({
          type: z.string().optional(),
          code: z.string().optional(),
          message: z.string().optional(),
          status: z.number().int().optional(),
        })
        .strict()
        .optional(),
      ...seq,
    })
    .strict(),
]);
export type Line = z.infer<typeof LineSchema>;

/** Parses every line of an NDJSON body, checking its schema and that seq counts 0, 1, 2, … */
export function parseLines(text: string): Line[] {
  const raw = text.split("\n").filter(Boolean);
  const lines = raw.map((l, i) => {
    const parsed = LineSchema.safeParse(JSON.parse(l));
    if (!parsed.success) throw new Error(`line ${i} does not match: ${l.slice(0, 300)}\n${parsed.error.message}`);
    return parsed.data;
  });
  lines.forEach((l, i) => {
    if (l.seq !== i) throw new Error(`line ${i} has seq ${l.seq}`);
  });
  return lines;
}

export function linesOfType<T extends Line["type"]>(lines: Line[], type: T): Extract<Line, { type: T }>[] {
  return lines.filter((l): l is Extract<Line, { type: T }> => l.type === type);
}
