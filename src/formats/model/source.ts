// The one source model: zod schemas for deck, doc and sheet (docs/api/sources.md) with their limits.
import { z } from "zod";
import { SLIDE_SIZES } from "./slide-size.js";
import type { SourceKind } from "../../lib/source-kinds.js";
import { SOURCE_LIMITS } from "../../lib/source-limits.js";

// The limits are lib's: the store checks every document it writes against them.
export { SOURCE_LIMITS } from "../../lib/source-limits.js";

const text = (max = 20_000) => z.string().max(max);
const markdownText = text(200_000);

const hexColour = z
  .string()
  .max(7)
  .regex(/^#?[0-9a-fA-F]{6}$/, "a hex colour like #1A2B3C")
  .optional();

export const ThemeSchema = z
  .object({
    name: z.string().max(64).optional(),
    colors: z
      .object({
        background: hexColour,
        surface: hexColour,
        text: hexColour,
        muted: hexColour,
        accent: hexColour,
        accent2: hexColour,
      })
      .optional()
      .describe(
        "The theme's colours to override: any of background, surface, text, muted, accent and accent2 (other names are dropped)",
      ),
    fonts: z.object({ heading: text(128).optional(), body: text(128).optional() }).optional(),
  })
  .describe("Deck theme: a built-in name, overridden by colours and fonts");
export type Theme = z.infer<typeof ThemeSchema>;

export const SourceRefSchema = z
  .object({
    file: text(300).describe("The attached file's name (or the workspace document's title) the content came from"),
    page: z.number().int().min(1).optional(),
    slide: z.number().int().min(1).optional(),
    sheet: text(100).optional(),
  })
  .describe("Where a slide's content came from: a file and its page, slide or sheet (1-based)");
export type SourceRef = z.infer<typeof SourceRefSchema>;

/** What every slide may carry besides its kind's fields: speaker notes and where its content came from. */
const notes = {
  notes: markdownText.optional().describe("Speaker notes (Markdown)"),
  sources: z
    .array(SourceRefSchema)
    .max(20)
    .optional()
    .describe("The material this slide's content came from; exports list it under the speaker notes"),
};

export const BulletSchema = z.union([
  text(2_000),
  z.object({ text: text(2_000), children: z.array(text(2_000)).max(50).default([]) }),
]);
export type Bullet = z.infer<typeof BulletSchema>;

export const TableDataSchema = z.object({
  columns: z.array(text(500)).min(1).max(50),
  rows: z.array(z.array(z.union([text(5_000), z.number(), z.null()])).max(50)).max(1_000),
});
export type TableData = z.infer<typeof TableDataSchema>;

export const ChartDataSchema = z.object({
  type: z.enum(["bar", "column", "line", "pie"]),
  categories: z.array(text(200)).min(1).max(200),
  series: z
    .array(z.object({ name: text(200), values: z.array(z.number()).max(200) }))
    .min(1)
    .max(20),
  format: z
    .string()
    .max(100)
    .optional()
    .describe('An Excel number format for values, axis and labels, e.g. "#,##0", "0.0%", "$#,##0"'),
  labels: z
    .boolean()
    .optional()
    .describe("Show each value on its bar, point or slice (default: when there are at most 24)"),
  highlight: text(200)
    .optional()
    .describe("The series (or, for a pie, the category) to stand out; the others are drawn muted"),
});
export type ChartData = z.infer<typeof ChartDataSchema>;

export const ImageRefSchema = z.object({
  src: z
    .string()
    .max(SOURCE_LIMITS.maxBytes)
    .describe(
      "A data: URL (png, jpeg, gif) or an uploaded asset id (asset_…); a remote https URL only when the operator lists its host in IMAGE_HOSTS",
    ),
  alt: text(1_000).default(""),
  focus: z
    .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .optional()
    .describe(
      "The point kept in view when the picture is cropped to its frame: 0..1 from the left and from the top (default the centre)",
    ),
  credit: text(300)
    .optional()
    .describe(
      'Who made the picture and under what licence, e.g. "Photo: Ana Lima on Pexels (Pexels License)"; written in the notes and the file\'s metadata',
    ),
});
export type ImageRef = z.infer<typeof ImageRefSchema>;

export const IconNameSchema = z
  .string()
  .max(64)
  .describe(
    'A Lucide icon name ("rocket", "users", "shield-check"); a name Quire does not bundle is drawn as a plain dot',
  );

export const MetricSchema = z.object({
  value: text(40).describe('The figure as shown, e.g. "$2.1M" or "96.1%"'),
  label: text(200),
  change: text(60).optional().describe('The change beside it, e.g. "+12% vs Q2"'),
  trend: z.enum(["up", "down", "flat"]).optional().describe("The arrow shown with the change (default: from its sign)"),
});
export type Metric = z.infer<typeof MetricSchema>;

export const CardSchema = z.object({
  icon: IconNameSchema.optional(),
  title: text(200),
  text: text(600).optional(),
  image: ImageRefSchema.optional().describe("A picture across the top of the card (drawn instead of the icon)"),
});
export type Card = z.infer<typeof CardSchema>;

export const StepSchema = z.object({ date: text(60).optional(), title: text(200), text: text(400).optional() });
export type Step = z.infer<typeof StepSchema>;

export const ComparisonColumnSchema = z.object({ heading: text(200), points: z.array(text(600)).max(12) });

export const PersonSchema = z.object({ name: text(200), role: text(200).optional(), image: ImageRefSchema.optional() });

export const SlideSchema = z.discriminatedUnion("layout", [
  z.object({ layout: z.literal("title"), title: text(500), subtitle: text(1_000).optional(), ...notes }),
  z.object({ layout: z.literal("section"), title: text(500), subtitle: text(1_000).optional(), ...notes }),
  z.object({ layout: z.literal("bullets"), title: text(500), bullets: z.array(BulletSchema).max(100), ...notes }),
  z.object({ layout: z.literal("content"), title: text(500).optional(), body: markdownText, ...notes }),
  z.object({
    layout: z.literal("two-column"),
    title: text(500).optional(),
    left: markdownText,
    right: markdownText,
    ...notes,
  }),
  z.object({ layout: z.literal("table"), title: text(500).optional(), table: TableDataSchema, ...notes }),
  z.object({ layout: z.literal("chart"), title: text(500).optional(), chart: ChartDataSchema, ...notes }),
  z.object({ layout: z.literal("quote"), quote: text(5_000), attribution: text(500).optional(), ...notes }),
  z.object({ layout: z.literal("image"), title: text(500).optional(), image: ImageRefSchema, ...notes }),
  z.object({
    layout: z.literal("kpi"),
    title: text(500).optional(),
    metrics: z.array(MetricSchema).min(1).max(4),
    ...notes,
  }),
  z.object({
    layout: z.literal("cards"),
    title: text(500).optional(),
    cards: z.array(CardSchema).min(2).max(6),
    ...notes,
  }),
  z.object({
    layout: z.literal("timeline"),
    title: text(500).optional(),
    steps: z.array(StepSchema).min(2).max(8),
    ...notes,
  }),
  z.object({
    layout: z.literal("comparison"),
    title: text(500).optional(),
    columns: z.array(ComparisonColumnSchema).min(2).max(3),
    ...notes,
  }),
  z.object({
    layout: z.literal("agenda"),
    title: text(500).optional(),
    items: z.array(text(300)).min(1).max(10),
    ...notes,
  }),
  z.object({
    layout: z.literal("image-text"),
    title: text(500).optional(),
    image: ImageRefSchema,
    body: markdownText,
    side: z.enum(["left", "right"]).optional().describe("Which side the image sits on (default right)"),
    ...notes,
  }),
  z.object({
    layout: z.literal("full-bleed"),
    title: text(500).optional(),
    subtitle: text(1_000).optional(),
    image: ImageRefSchema,
    ...notes,
  }),
  z.object({
    layout: z.literal("team"),
    title: text(500).optional(),
    people: z.array(PersonSchema).min(1).max(8),
    ...notes,
  }),
  z.object({
    layout: z.literal("closing"),
    title: text(500),
    subtitle: text(1_000).optional(),
    contact: z.array(text(300)).max(6).optional(),
    ...notes,
  }),
]);
export type Slide = z.infer<typeof SlideSchema>;
export type SlideLayout = Slide["layout"];
/**
 * The designed layouts (KPI, cards, timeline, …), the one list of them: each writer draws them from a table keyed by
 * these (pptx, pdf and html render-kinds.ts), so a layout added here fails to compile until every writer draws it.
 */
export const DESIGNED_LAYOUTS = [
  "kpi",
  "cards",
  "timeline",
  "comparison",
  "agenda",
  "image-text",
  "full-bleed",
  "team",
  "closing",
] as const satisfies readonly SlideLayout[];
export type DesignedLayout = (typeof DESIGNED_LAYOUTS)[number];
export const SLIDE_LAYOUTS = [
  "title",
  "section",
  "bullets",
  "content",
  "two-column",
  "table",
  "chart",
  "quote",
  "image",
  ...DESIGNED_LAYOUTS,
] as const satisfies readonly SlideLayout[];
/** Every layout of SlideSchema is listed: one the schema has and SLIDE_LAYOUTS lacks is named by the error here. */
type UnlistedLayout = Exclude<SlideLayout, (typeof SLIDE_LAYOUTS)[number]>;
const _everyLayoutListed: [UnlistedLayout] extends [never] ? true : UnlistedLayout = true;

export const ChromeSchema = z
  .object({
    slideNumbers: z.boolean().optional(),
    footer: z
      .union([z.boolean(), text(500)])
      .optional()
      .describe("false hides the footer; a string replaces its text"),
    date: z.boolean().optional(),
  })
  .describe(
    "Footer, date and slide numbers on a brand's layouts: shown as the template's own slides show them, unless set here",
  );
export type Chrome = z.infer<typeof ChromeSchema>;

/** The language a document is written in; exports mark it for screen readers, and it is read from the text when absent. */
const language = z
  .string()
  .max(64)
  .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, "a BCP-47 language tag, e.g. en, de-CH, ja")
  .optional()
  .describe(
    'The language it is written in (BCP-47, e.g. "en", "de-CH"); exported files declare it for screen readers. Read from the text when absent.',
  );

export const DeckSchema = z.object({
  kind: z.literal("deck"),
  title: text(500),
  language,
  theme: ThemeSchema.optional(),
  size: z
    .enum(SLIDE_SIZES)
    .optional()
    .describe(
      "Slide size of a built-in theme: 16:9 (default), 4:3, 16:10 or A4 landscape; a brand keeps its template's size",
    ),
  chrome: ChromeSchema.optional(),
  slides: z.array(SlideSchema).min(1).max(SOURCE_LIMITS.maxSlides),
});
export type Deck = z.infer<typeof DeckSchema>;

export const DocSchema = z.object({
  kind: z.literal("doc"),
  title: text(500),
  language,
  markdown: z.string().max(SOURCE_LIMITS.maxBytes),
});
export type Doc = z.infer<typeof DocSchema>;

export const CellSchema = z.union([
  z.string().max(32_767),
  z.number(),
  z.boolean(),
  z.null(),
  z.object({ formula: z.string().min(1).max(8_000) }),
]);
export type Cell = z.infer<typeof CellSchema>;

export const COLUMN_TYPES = ["string", "number", "integer", "currency", "percent", "date", "boolean"] as const;
export const ColumnSchema = z.object({
  header: text(500),
  type: z.enum(COLUMN_TYPES).optional(),
  format: z.string().max(100).optional().describe('An Excel number format, e.g. "#,##0.00"'),
  width: z.number().min(1).max(255).optional().describe("Column width in characters"),
});
export type Column = z.infer<typeof ColumnSchema>;

export const SheetTabSchema = z
  .object({
    name: z.string().min(1).max(31),
    columns: z.array(ColumnSchema).min(1).max(1_000),
    // A row has at most as many cells as a tab has columns, and a tab as many rows as it may have cells.
    rows: z.array(z.array(CellSchema).max(1_000)).max(SOURCE_LIMITS.maxCellsPerSheet),
  })
  .superRefine((tab, ctx) => {
    let cells = 0;
    for (const row of tab.rows) cells += row.length;
    if (cells > SOURCE_LIMITS.maxCellsPerSheet) {
      ctx.addIssue({
        code: "custom",
        path: ["rows"],
        message: `at most ${SOURCE_LIMITS.maxCellsPerSheet} cells per sheet (got ${cells})`,
      });
    }
  });
export type SheetTab = z.infer<typeof SheetTabSchema>;

export const SheetSchema = z.object({
  kind: z.literal("sheet"),
  title: text(500),
  language,
  sheets: z.array(SheetTabSchema).min(1).max(SOURCE_LIMITS.maxSheets),
});
export type Sheet = z.infer<typeof SheetSchema>;

export const SourceSchema = z.discriminatedUnion("kind", [DeckSchema, DocSchema, SheetSchema]);
export type Source = z.infer<typeof SourceSchema>;
export { SOURCE_KINDS, type SourceKind } from "../../lib/source-kinds.js";

/** Each kind has its schema in SourceSchema and no other: a kind in one list alone is named by the error here. */
type UnmatchedKind = Exclude<Source["kind"], SourceKind> | Exclude<SourceKind, Source["kind"]>;
const _everyKindMatched: [UnmatchedKind] extends [never] ? true : UnmatchedKind = true;

/** A formula-looking string is always data: exporters must never let it become a formula. */
export function isFormulaLike(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value);
}
