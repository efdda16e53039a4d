// Request and response schemas of the brand routes.
import { z } from "@hono/zod-openapi";
import { MIME_TYPES } from "../../formats/model/export-formats.js";
import { DESIGN_ROLES } from "../../formats/pptx/index.js";
import { idLength, idPattern } from "../../lib/ids.js";
import { MAX_ATTACHMENTS } from "../../agent/index.js";
import { MAX_VARIABLE_CHARS, MAX_VARIABLES, VARIABLE_NAME } from "../../brands/index.js";
import { sourceOrText } from "../openapi-source.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";

export const BRAND_ID = idPattern("brand");
export const PPTX_TYPE = MIME_TYPES.pptx;
export const POTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.template";

const FontSetSchema = z.object({ latin: z.string(), ea: z.string(), cs: z.string() });
const hex = z.string().openapi({ pattern: "^#[0-9A-F]{6}$", example: "#4472C4" });
const colourKeys = [
  "dk1",
  "lt1",
  "dk2",
  "lt2",
  "accent1",
  "accent2",
  "accent3",
  "accent4",
  "accent5",
  "accent6",
  "hlink",
  "folHlink",
] as const;

export const BrandSchema = z
  .object({
    id: z.string().openapi({ pattern: BRAND_ID, example: "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ" }),
    name: z.string(),
    bytes: z.number().int().openapi({ description: "Size of the uploaded file" }),
    sha256: z.string().openapi({ description: "SHA-256 of the uploaded file (hex)" }),
    createdAt: z.string().openapi({ description: "When this version was uploaded" }),
    version: z
      .number()
      .int()
      .openapi({ description: "This template's version of the brand: 1 at upload, one more per replacement (PUT)" }),
    slideSize: z
      .object({ width: z.number().int(), height: z.number().int() })
      .openapi({ description: "EMU (914,400 per inch)" }),
    theme: z.object({
      colors: z
        .object(Object.fromEntries(colourKeys.map((k) => [k, hex])) as Record<(typeof colourKeys)[number], typeof hex>)
        .openapi({
          description:
            "The chosen master's 12 theme colours as slides see them through its colour map (dk1 = text, lt1 = background)",
        }),
      fonts: z.object({ major: FontSetSchema, minor: FontSetSchema }),
    }),
    master: z.object({ index: z.number().int(), name: z.string(), reason: z.string() }).openapi({
      description:
        "The master decks are built on: the one the template's own slides use, else the one with the most layouts and artwork",
    }),
    masters: z.array(
      z.object({
        index: z.number().int().openapi({ description: "Send as masterIndex to build on this master" }),
        name: z.string(),
        themeName: z.string(),
        layouts: z.array(z.string()).openapi({ description: "Layout ids of this master" }),
        sampleSlides: z.number().int().openapi({ description: "How many of the template's own slides use it" }),
      }),
    ),
    layouts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string().openapi({ description: "The layout's type attribute (cust when absent)" }),
        master: z.number().int(),
        placeholders: z.array(z.object({ type: z.string(), idx: z.number().int(), name: z.string() })),
        ratings: z
          .record(z.enum(DESIGN_ROLES), z.number())
          .openapi({ description: "How well the layout holds each slide role (0 = it cannot)" }),
        pictures: z.enum(["picture placeholder", "two-content"]).nullable().openapi({
          description:
            "How the layout takes a picture beside a title and words, clear of its artwork and footer fields: its picture placeholder, or one of two content placeholders side by side; null when it takes none",
        }),
      }),
    ),
    roles: z
      .record(
        z.enum(DESIGN_ROLES),
        z.object({
          layout: z.string().openapi({ description: "Layout id" }),
          score: z.number(),
          reasons: z
            .array(z.string())
            .openapi({ description: "Why this layout: the template's own slides, its type, its name, its geometry" }),
          fallbackFrom: z
            .enum(DESIGN_ROLES)
            .optional()
            .openapi({ description: "Set when no layout holds this role: the role whose layout stands in" }),
        }),
      )
      .openapi({ description: "The layout generation uses for each slide role (on the chosen master)" }),
    lint: z.array(
      z.object({
        code: z.string(),
        severity: z.enum(["error", "warning", "info"]),
        message: z.string(),
        part: z.string().optional(),
      }),
    ),
    templatePages: z
      .array(
        z.object({
          n: z.number().int().openapi({ description: "The page: GET /api/brands/{brand_id}/template/{n}.png" }),
          name: z.string().openapi({ description: "The master's name (page 1), else the layout's" }),
          layout: z.string().nullable().openapi({ description: "The layout's id; null for the master" }),
        }),
      )
      .openapi({
        description:
          "The template shown as itself: page 1 the master decks are built on, then each of its layouts, in its own order",
      }),
  })
  .openapi("Brand");

export const OneBrandSchema = z.object({ brand: BrandSchema });
export const BrandListSchema = z.object({ items: z.array(BrandSchema) });
export const DeletedSchema = z.object({ deleted: z.literal(true) });

export const BrandVersionListSchema = z
  .object({
    items: z.array(
      z.object({
        version: z.number().int(),
        name: z.string(),
        bytes: z.number().int(),
        sha256: z.string(),
        createdBy: z.string().openapi({ description: "The user who uploaded it" }),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("BrandVersions");

export const BrandVersionParamSchema = z.object({
  brand_id: z
    .string()
    .openapi({ param: { name: "brand_id", in: "path" }, pattern: BRAND_ID, maxLength: idLength("brand") }),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: "version", in: "path" } }),
});

/** Any string: the route checks the id form itself (its pattern and length, documented here) so a bad id gets 400 invalid_brand_id, not invalid_request. */
export const BrandIdParamSchema = z.object({
  brand_id: z
    .string()
    .openapi({ param: { name: "brand_id", in: "path" }, pattern: BRAND_ID, maxLength: idLength("brand") }),
});

export const UploadQuerySchema = z.object({
  name: z.string().max(1_000).optional().openapi({ description: "Brand name for a raw-body upload" }),
});

const binary = () => ({ type: "string" as const, format: "binary" });
/** Plain OpenAPI objects (not zod) so no validator buffers the upload: the route reads it with a streaming limit. */
export const UploadBodyContent = {
  "multipart/form-data": {
    schema: {
      type: "object" as const,
      required: ["file"],
      properties: { file: binary(), name: { type: "string" as const, maxLength: 200 } },
    },
  },
  [PPTX_TYPE]: { schema: binary() },
  [POTX_TYPE]: { schema: binary() },
};

// The refine is what checks the count; zod-to-openapi cannot read it, so the document is told.
const VariablesSchema = z
  .record(z.string().regex(VARIABLE_NAME, "a name of letters, digits, _ . -"), z.string().max(MAX_VARIABLE_CHARS))
  .refine((v) => Object.keys(v).length <= MAX_VARIABLES, `at most ${MAX_VARIABLES} variables`)
  .openapi({ maxProperties: MAX_VARIABLES });
/** As the agent's: far above the prompt limits, which answer 413 prompt_too_long past them. */
const PROMPT_CHARS = 1_000_000;
const GenerateItemFields = {
  prompt: z
    .string()
    .max(PROMPT_CHARS)
    .optional()
    .openapi({ description: "Write the deck from this prompt (8..8,000 characters); exclusive with source" }),
  source: sourceOrText(
    z.union([z.string(), z.looseObject({})]),
    "A deck source, or a Markdown deck (slides split by `---`); exclusive with prompt",
    "Deck",
  ).optional(),
  variables: VariablesSchema.optional().openapi({
    description: "{{name}} placeholders in the deck's text are replaced by these values",
  }),
  filename: z.string().max(255).optional().openapi({ description: "File name without extension; sanitised" }),
  masterIndex: z.number().int().min(0).max(1_000).optional().openapi({
    description: "Build on this master (its index in the brand's masters) instead of the one the analysis chose",
  }),
  masterName: z.string().max(500).optional().openapi({
    description: "Build on the master with this name (or theme name) instead of the one the analysis chose",
  }),
};

const BrandVersionField = z.number().int().min(1).optional().openapi({
  description:
    "Build on this version of the brand (default: the latest); every version stays readable at /api/brands/{id}/versions",
});

export const GenerateBodySchema = z.object({
  ...GenerateItemFields,
  brandVersion: BrandVersionField,
  save: z.boolean().optional().openapi({
    description:
      "Also store the deck as a document (X-Document-Id); an organization API key needs the scope `documents:write` for it",
  }),
  attachments: z
    .array(
      z
        .string()
        .max(idLength("doc"))
        .regex(new RegExp(idPattern("doc")), "a document id"),
    )
    .max(MAX_ATTACHMENTS)
    .optional()
    .openapi({
      description:
        "Documents of yours to make the deck from, with a prompt (ids); files go in a multipart form's `files`. An organization API key needs the scope `documents:read` for them",
    }),
});

/** The variables as a form's JSON text: 100 values of 10,000 characters, with room for their names and escapes. */
const VARIABLES_TEXT_CHARS = 2 * 1024 * 1024;

/**
 * The generate request as multipart/form-data: the same fields (variables as JSON text) and up to 10 `files`. The
 * route refuses a field longer than its maxLength here before reading it (jsonOrForm), as the JSON body's schema does.
 */
export const GenerateFormContent = {
  "multipart/form-data": {
    schema: {
      type: "object" as const,
      properties: {
        prompt: { type: "string" as const, maxLength: PROMPT_CHARS },
        filename: { type: "string" as const, maxLength: 255 },
        save: { type: "string" as const, enum: ["true", "false"] },
        variables: {
          type: "string" as const,
          maxLength: VARIABLES_TEXT_CHARS,
          description: "JSON object of {{name}} values",
        },
        masterIndex: { type: "integer" as const },
        masterName: { type: "string" as const, maxLength: 500 },
        brandVersion: { type: "integer" as const, minimum: 1 },
        attachments: {
          type: "string" as const,
          maxLength: 1_000,
          description: "Document ids, comma-separated or the field repeated",
        },
        files: {
          type: "array" as const,
          items: binary(),
          maxItems: MAX_ATTACHMENTS,
          description: "Files to make the deck from (.pdf, .docx, .pptx, .potx, .xlsx, .csv, .tsv, .md, .txt, .html)",
        },
      },
    },
  },
};
const { variables: _variables, ...TemplateFields } = GenerateItemFields;

/** Twice JOB_BODY_MAX_BYTES' default: the body's own limit meets a CSV first. */
const CSV_CHARS = 64 * 1024 * 1024;

export const BatchBodySchema = z.object({
  items: z.array(z.object(GenerateItemFields)).min(1).max(100_000).optional().openapi({
    description:
      "The decks, one item each: at most BATCH_MAX (100) streamed, or JOB_MAX_ITEMS (10,000) as a job. Or send `template` with `rows` or `csv`",
  }),
  template: z
    .object(TemplateFields)
    .optional()
    .openapi({
      description:
        "With `rows` or `csv`: the deck each row makes (a prompt or a source), its {{name}} placeholders — and those of `filename` — filled from the row",
      example: { source: "# {{company}}\n\n---\n\n## Why {{company}}\n\n- {{reason}}", filename: "deck-{{company}}" },
    }),
  rows: z.array(VariablesSchema).min(1).max(100_000).optional().openapi({
    description: "With `template`: one object of variables per deck; a `filename` value names that deck's file",
  }),
  csv: z.string().max(CSV_CHARS).optional().openapi({
    description:
      "With `template`: CSV text, a header row of variable names then one row per deck; a `filename` column names each file",
    example: "company,reason\nAcme,Delivery times fell\nGlobex,Costs fell",
  }),
  async: z.boolean().optional().openapi({
    description:
      "Run as a job (as `Prefer: respond-async` does): 202 with the job, the zip from /api/jobs/{id}/result when it finishes",
  }),
  brandVersion: BrandVersionField.openapi({
    description:
      "Build every deck on this version of the brand; default: the latest when the batch starts (a job keeps that version to its end, whatever replaces it meanwhile)",
  }),
});

/** The batch as multipart/form-data: the template's fields and the CSV of variables as the `file`. */
export const BatchFormSchema = z.object({
  ...TemplateFields,
  async: z.boolean().optional(),
  brandVersion: BrandVersionField,
});
export const BatchFormContent = {
  "multipart/form-data": {
    schema: {
      type: "object" as const,
      required: ["file"],
      properties: {
        prompt: {
          type: "string" as const,
          maxLength: PROMPT_CHARS,
          description: "Each deck's prompt, with {{name}} placeholders; exclusive with source",
        },
        source: {
          type: "string" as const,
          maxLength: SOURCE_LIMITS.maxBytes,
          description: "Each deck's Markdown (slides split by `---`), with {{name}} placeholders",
        },
        filename: {
          type: "string" as const,
          maxLength: 255,
          description: "Each file's name, with {{name}} placeholders (a `filename` column wins)",
        },
        masterIndex: { type: "integer" as const },
        masterName: { type: "string" as const, maxLength: 500 },
        async: { type: "string" as const, enum: ["true", "false"] },
        brandVersion: { type: "integer" as const, minimum: 1 },
        file: { ...binary(), description: "CSV: a header row of variable names, then one row per deck" },
      },
    },
  },
};
