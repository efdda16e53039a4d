// The source model of formats/model/source.ts as named OpenAPI components: copies of its zod schemas made for the document.
import "@hono/zod-openapi"; // gives every zod schema .openapi(), which the copies below use
import type { z } from "@hono/zod-openapi";
import * as S from "../formats/model/source.js";

const pascal = (s: string) => s.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

/** What each slide kind shows; its component is named from its layout ("image-text" → ImageTextSlide). */
const SLIDE_KINDS: Record<S.SlideLayout, string> = {
  title: "The opening slide: title and subtitle",
  section: "A section divider",
  bullets: "A title over bullet points (a bullet may have sub-points)",
  content: "Free Markdown under an optional title",
  "two-column": "Two columns of Markdown",
  table: "A table",
  chart: "A native chart: bar, column, line or pie",
  quote: "A quotation with its attribution",
  image: "One picture",
  kpi: "One to four figures, each with a label and a change",
  cards: "Two to six cards, each with a Lucide icon, a title and a line",
  timeline: "Two to eight dated steps",
  comparison: "Two or three columns with headers",
  agenda: "A numbered agenda",
  "image-text": "A picture beside Markdown text",
  "full-bleed": "A picture filling the slide, the title on a dark band",
  team: "People with a portrait or their initials",
  closing: "The last slide, with contact lines",
};

/** Component names and descriptions of the source model's parts. */
const NAMES = new Map<z.ZodType, [string, string?]>([
  [
    S.SourceSchema,
    ["Source", "A deck, doc or sheet, told apart by `kind`: what render and export take and a document stores"],
  ],
  [S.DeckSchema, ["Deck", "A presentation: slides of the kinds told apart by `layout`, a theme and a slide size"]],
  [
    S.DocSchema,
    [
      "Doc",
      "A written document as Markdown: headings, paragraphs, lists, tables, quotes, code, images (`![alt](asset_…)`), links and footnotes",
    ],
  ],
  [
    S.SheetSchema,
    ["Sheet", "A spreadsheet: tabs of typed columns and rows of cells; formulas are computed on export and render"],
  ],
  [S.ThemeSchema, ["Theme"]],
  [S.ChromeSchema, ["Chrome"]],
  [
    S.SlideSchema,
    ["Slide", "One slide, of the kind its `layout` names; every kind may carry speaker `notes` and `sources`"],
  ],
  ...S.SlideSchema.options.map((o): [z.ZodType, [string, string]] => [
    o,
    [`${pascal(o.shape.layout.value)}Slide`, SLIDE_KINDS[o.shape.layout.value]],
  ]),
  [S.SourceRefSchema, ["SourceRef"]],
  [S.BulletSchema, ["Bullet", "A point, or a point with sub-points"]],
  [S.TableDataSchema, ["TableData", "Column headers and rows of text, numbers or null"]],
  [
    S.ChartDataSchema,
    ["ChartData", "A chart's categories and series, with an optional number format, labels and highlight"],
  ],
  [S.ImageRefSchema, ["ImageRef", "A picture and its alternative text"]],
  [S.MetricSchema, ["Metric", "A figure on a KPI slide"]],
  [S.CardSchema, ["Card"]],
  [S.StepSchema, ["Step", "A step on a timeline"]],
  [S.ComparisonColumnSchema, ["ComparisonColumn"]],
  [S.PersonSchema, ["Person"]],
  [S.SheetTabSchema, ["SheetTab", "One tab: at most 100,000 cells"]],
  [S.ColumnSchema, ["Column", "A column's header, type, Excel number format and width"]],
  [
    S.CellSchema,
    ["Cell", 'A value (text, number, boolean, null for empty) or a formula such as {"formula": "=SUM(B2:B9)"}'],
  ],
]);

type Def = Record<string, unknown>;
const CHILDREN = ["element", "innerType", "keyType", "valueType", "catchall"] as const;
const copies = new Map<z.ZodType, z.ZodType>();

/**
 * A copy of `schema` for the document: the same definition and checks (so it validates alike), with its named parts
 * as components and its unions as oneOf (no value of the source model matches two options). The originals stay
 * unnamed: z.toJSONSchema of them (a model's answer schema) would otherwise move every named part into $defs.
 */
export function documented<T extends z.ZodType>(schema: T): T {
  const known = copies.get(schema);
  if (known) return known as T;
  const def = schema._zod.def as unknown as Def;
  const parts: Def = {};
  if (def.shape)
    parts.shape = Object.fromEntries(
      Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, documented(v)]),
    );
  if (def.options) parts.options = (def.options as z.ZodType[]).map((o) => documented(o));
  for (const key of CHILDREN) if (def[key]) parts[key] = documented(def[key] as z.ZodType);
  let copy: z.ZodType = schema;
  if (Object.keys(parts).length) {
    // Not a `parent` clone, and .openapi() only when there is a description to carry: zod-to-openapi reads an optional
    // with metadata of its own (even `{}`, which it reads for any clone) as hiding the name of the schema it wraps.
    copy = schema.clone({ ...def, ...parts } as never);
    const meta = schema.meta();
    if (meta) copy = copy.openapi(meta);
  }
  const options = def.type === "union" ? { unionPreferredType: "oneOf" as const } : undefined;
  const [name, description] = NAMES.get(schema) ?? [];
  if (name) copy = copy.openapi(name, description ? { description } : {}, options);
  else if (options) copy = copy.openapi({}, options);
  copies.set(schema, copy);
  return copy as T;
}

export const SourceDoc = documented(S.SourceSchema);
export const SlideDoc = documented(S.SlideSchema);
export const ColumnDoc = documented(S.ColumnSchema);
export const ThemeDoc = documented(S.ThemeSchema);
export const SourceRefDoc = documented(S.SourceRefSchema);

/** Past its maxLength a text source is over the 2 MiB source limit (413 body_too_large when it is read). */
const TEXT = {
  Source: {
    type: "string" as const,
    maxLength: S.SOURCE_LIMITS.maxBytes,
    description: "Markdown (a deck's slides split by `---`), or CSV/TSV text with format csv",
  },
  Deck: {
    type: "string" as const,
    maxLength: S.SOURCE_LIMITS.maxBytes,
    description: "A Markdown deck: slides split by `---`",
  },
};

/**
 * A request field that takes a source object (or only a deck) or its Markdown/CSV text. `runtime` keeps checking it as
 * before (a string, or any object: the route checks the source itself and names what is wrong); the document shows
 * oneOf [Source, string].
 */
export function sourceOrText<T extends z.ZodType>(
  runtime: T,
  description: string,
  of: "Source" | "Deck" = "Source",
): T {
  return runtime.openapi(
    { description, oneOf: [{ $ref: `#/components/schemas/${of}` }, TEXT[of]] },
    { unionPreferredType: "oneOf" },
  );
}

/** One small source of each kind, shown as request examples (a test checks each against its schema and renders it). */
export const SOURCE_EXAMPLES = {
  deck: {
    kind: "deck",
    title: "Q3 review",
    slides: [
      { layout: "title", title: "Q3 review", subtitle: "Northwind Coffee" },
      {
        layout: "kpi",
        title: "The quarter",
        metrics: [
          { value: "$2.1M", label: "Revenue", change: "+12% vs Q2" },
          { value: "96.1%", label: "On-time delivery", trend: "up" },
        ],
      },
      {
        layout: "chart",
        title: "Revenue by month",
        chart: {
          type: "column",
          categories: ["Jul", "Aug", "Sep"],
          series: [{ name: "Revenue", values: [640_000, 700_000, 760_000] }],
          format: "$#,##0",
        },
      },
      {
        layout: "cards",
        title: "Next quarter",
        cards: [
          { icon: "rocket", title: "Launch", text: "Two new blends" },
          { icon: "users", title: "Hire", text: "Three roasters" },
        ],
      },
      {
        layout: "bullets",
        title: "Risks",
        bullets: ["Green coffee prices", { text: "Shipping", children: ["Port delays", "Fuel costs"] }],
        notes: "Mention the hedge.",
      },
      { layout: "closing", title: "Thank you", contact: ["team@northwind.example"] },
    ],
  },
  doc: {
    kind: "doc",
    title: "Onboarding guide",
    markdown:
      "# Welcome\n\nYour first week at a glance.\n\n## Day one\n\n- Laptop and accounts\n- Meet your buddy\n\n| Day | Focus |\n| --- | --- |\n| Mon | Setup |\n| Tue | Shadowing |\n",
  },
  sheet: {
    kind: "sheet",
    title: "Budget",
    sheets: [
      {
        name: "Q3",
        columns: [{ header: "Item" }, { header: "Cost", type: "currency", format: "$#,##0" }],
        rows: [
          ["Beans", 1200],
          ["Cups", 300],
          ["Total", { formula: "=SUM(B2:B3)" }],
        ],
      },
    ],
  },
} as const;
