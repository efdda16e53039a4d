// The NDJSON lines of POST /api/agent (agent/agent-lines.ts) as OpenAPI components: one per line type, and AgentLine.
import { z } from "@hono/zod-openapi";
import { EDIT_SCHEMAS } from "../documents/edits/index.js";
import { SOURCE_KINDS } from "../formats/model/source.js";
import { ERROR_CODES } from "../lib/errors.js";
import { ColumnDoc, SlideDoc, SourceDoc } from "./openapi-source.js";
import { DocumentSchema, DocumentSummarySchema } from "./routes/workspace-schemas.js";
import { QualityReportSchema } from "./routes/quality-schemas.js";

// A sheet's edits are a deck's and a doc's plus the row and cell ones: every op there is.
const EDIT_OPS = EDIT_SCHEMAS.sheet.options.map((o) => o.shape.op.value);
const UNITS = ["page", "slide", "sheet"] as const;

function line<T extends string, S extends z.ZodRawShape>(type: T, name: string, description: string, shape: S) {
  return z
    .object({
      type: z.literal(type),
      ...shape,
      seq: z.number().int().min(0).openapi({ description: "The line's number in the stream: 0, 1, 2, …" }),
    })
    .openapi(name, { description });
}

const RunLine = line("run", "RunLine", "The first line: the run's id, the kind being made and the model writing it", {
  runId: z.string().openapi({ pattern: "^run_" }),
  kind: z.enum(SOURCE_KINDS),
  model: z.string(),
});

const StatusLine = line(
  "status",
  "StatusLine",
  "Progress: `reading` before and after each attached file (with `page` while a PDF is read, and `units` once it is read), then planning, writing and saving; `thinking` every few seconds (AGENT_THINKING_STATUS_MS) while a model reasons before its first word; `pictures` as a new deck's pictures (`images`) are found, with `done` of `total`",
  {
    stage: z.enum(["reading", "planning", "writing", "thinking", "pictures", "saving"]),
    message: z.string(),
    seconds: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: "How long the model has been thinking (thinking only)" }),
    file: z.string().optional().openapi({ description: "The attached file being read (reading only)" }),
    page: z.number().int().min(1).optional().openapi({ description: "The page reached so far (reading a PDF)" }),
    units: z
      .object({ kind: z.enum(UNITS), count: z.number().int().min(0) })
      .optional()
      .openapi({ description: "Pages, slides or sheets the file has, once it is read" }),
    done: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: "Pictures settled so far, placed or not (pictures only)" }),
    total: z.number().int().min(0).optional().openapi({
      description: "Pictures being looked for (pictures only; 0 on the first line, before the slides are chosen)",
    }),
  },
);

const PlacedPictureSchema = z
  .object({
    slide: z.number().int().min(1).openapi({ description: "The slide it is on, counted from 1" }),
    assetId: z.string().openapi({ description: "The asset it is kept as in the space (GET /api/assets/{id})" }),
    origin: z
      .enum(["upload", "stock", "generated"])
      .openapi({ description: "upload: your library; stock: a stock provider; generated: the image model" }),
    provider: z.string().nullable().openapi({ example: "Pexels" }),
    credit: z.string().openapi({ example: "Photo: Ana Lima on Pexels (Pexels License)" }),
    license: z.string().nullable().openapi({ example: "Pexels License" }),
    sourceUrl: z.string().nullable().openapi({ description: "The picture's page at its provider" }),
    reused: z
      .boolean()
      .openapi({ description: "An identical earlier request's picture, used again: nothing fetched or counted" }),
  })
  .openapi("PlacedPicture");

const EditLine = line(
  "edit",
  "EditLine",
  "A revision (`documentId`) sends one line per change it made, numbered from 0, before the content lines; everything no edit names is kept",
  {
    index: z.number().int().min(0),
    op: z.enum(EDIT_OPS as [string, ...string[]]),
    target: z.string().openapi({
      description: "What it touched, counted from 1: document, slide 3, section 2, tab 1, tab 1, rows 4–5",
    }),
    message: z.string().openapi({ example: "Added slide 9 “Green coffee prices”" }),
  },
);

const OutlineLine = line(
  "outline",
  "OutlineLine",
  "The plan before the content: slide titles, section headings or tab names",
  { title: z.string(), items: z.array(z.string()) },
);
const SlideLine = line("slide", "SlideLine", "A deck's slide, in order", {
  index: z.number().int().min(0),
  slide: SlideDoc,
});
const MarkdownLine = line(
  "markdown",
  "MarkdownLine",
  "The next piece of a doc's Markdown: the deltas joined are the whole text",
  { delta: z.string() },
);
const SheetLine = line(
  "sheet",
  "SheetLine",
  "A sheet's tab begins: its name and columns; its rows follow in rows lines",
  { index: z.number().int().min(0), name: z.string(), columns: z.array(ColumnDoc) },
);
const RowsLine = line("rows", "RowsLine", "Up to 200 rows of the tab numbered `sheet`", {
  sheet: z.number().int().min(0),
  rows: z.array(z.array(z.unknown().openapi({ description: "A Cell" }))),
});
const PingLine = line("ping", "PingLine", "Sent while nothing else is, so proxies keep the stream open", {});

const AgentDocumentSchema = z
  .object({
    ...DocumentSummarySchema.shape,
    id: z.string().nullable().openapi({ description: "null when the run did not save (save: false, or the demo)" }),
    source: SourceDoc,
    parts: DocumentSchema.shape.parts,
  })
  .openapi("AgentDocument");
const DocumentLine = line("document", "DocumentLine", "The finished document", { document: AgentDocumentSchema });

const DoneLine = line("done", "DoneLine", "The last line of a run that succeeded", {
  runId: z.string(),
  documentId: z.string().nullable(),
  usage: z.object({ inputTokens: z.number().int().min(0), outputTokens: z.number().int().min(0) }),
  ms: z.number().min(0),
  warnings: z.array(z.string()).openapi({
    description:
      "Gaps left to fill, a language written in English instead, a slide count not met, a part of a revision not made, a part of the request that landed nowhere",
  }),
  coverage: z
    .array(
      z.object({
        clause: z.string().openapi({
          description:
            "A content clause of the prompt as written: a figure with its label, a named list, a risk, a priority, a dated step, a statement",
        }),
        placedIn: z
          .object({ part: z.enum(["slide", "section", "row"]), index: z.number().int().min(0), title: z.string() })
          .nullable()
          .openapi({
            description:
              "The slide (1-based), `## ` section (1-based; 0 is the text before the first) or sheet row (its tab as title) that holds the clause's words together; null when none does (the clause is then named in warnings)",
          }),
      }),
    )
    .openapi({
      description:
        "Where each content clause of the prompt landed; empty for revisions and for runs from your own text or files",
    }),
  pictures: z.array(PlacedPictureSchema).optional().openapi({
    description:
      "With `images` (not none) on a new deck: each picture placed, slide by slide; a slot left without one is named in warnings",
  }),
  quality: QualityReportSchema.optional().openapi({
    description:
      "Decks only: the quality report of the deck as Quire draws it (docs/api/slides-quality.md), measured within 2 s (else `partial`, or `skipped` with a note); absent for docs and sheets and on replays",
  }),
});

const ErrorLine = line(
  "error",
  "ErrorLine",
  "The last line of a run that failed after the stream began (the status stays 200): model_error or internal_error, or for an attached file that cannot be read its import's code (unsupported_media_type, file_too_large, invalid_request, unavailable); body_too_large when the builtin composer cannot finish within COMPOSE_TIMEOUT_MS, document_too_large when a revision would take the document past its limits (nothing saved), unavailable when its threads are all busy",
  {
    error: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    traceId: z.string(),
    retryable: z.boolean().openapi({
      description:
        "Whether the same request may succeed if sent again: true for an overloaded or rate-limited provider, a dropped connection or a stalled model; false for a refusal, an exhausted quota, a rejected request or an answer cut at the model's output limit",
    }),
    provider: z
      .object({
        type: z.string().optional(),
        code: z.string().optional(),
        message: z.string().optional(),
        status: z.number().int().optional(),
      })
      .optional()
      .openapi({
        description:
          "model_error only: the provider's own account, read from its HTTP status and body, an in-stream error event, `response.failed` or an error inside a chunk",
      }),
  },
);

export const AgentLineSchema = z
  .discriminatedUnion("type", [
    RunLine,
    StatusLine,
    EditLine,
    OutlineLine,
    SlideLine,
    MarkdownLine,
    SheetLine,
    RowsLine,
    PingLine,
    DocumentLine,
    DoneLine,
    ErrorLine,
  ])
  .openapi("AgentLine", {
    description:
      "One line of the application/x-ndjson stream: each line of the body is one JSON object of this schema (OpenAPI 3.1 has no schema per line, so this is the schema of one line). " +
      "A run sends run, status…, outline, then slide (deck), markdown (doc) or sheet + rows (sheet) lines, then document and done — or error — with ping lines while it waits.",
  });
