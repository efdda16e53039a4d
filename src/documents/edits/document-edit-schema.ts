// The typed edits of POST …/documents/{id}/edits (docs/api/edits.md): the agent's edit operations, with parts
// addressed as people count (slide 3, section "Risks", cell B4) or by their stable ids (sl_4, rw_12).
import { z } from "zod";
import { CellSchema, SheetTabSchema, SlideSchema } from "../../formats/model/source.js";
import { SectionSchema } from "./edit-schema.js";

export const PartAddressSchema = z
  .union([z.number().int().min(1), z.string().trim().min(1).max(500)])
  .describe(
    'A part: its position as people count (1 = the first), its id ("sl_4", "se_2", "tb_1") or its exact title (a slide\'s title, a section\'s heading, a tab\'s name; case does not matter)',
  );

const position = z.number().int().min(1);
const title = z.string().trim().min(1).max(500);
const payload = {
  slide: SlideSchema.optional().describe("Decks: the slide"),
  section: SectionSchema.optional().describe("Docs: the section (its heading and the Markdown under it)"),
  tab: SheetTabSchema.optional().describe("Sheets: the tab"),
};
/** A row's id; no sheet has held a counter past 12 digits. */
const rowId = z
  .string()
  .trim()
  .max(16)
  .regex(/^rw_[1-9][0-9]*$/);
const rowAddress = z
  .union([position, rowId])
  .describe(
    'A row: its number as the sheet shows it (row 1 is the header, so 2 is the first data row) or its id ("rw_12")',
  );
const cellEdit = z.strictObject({
  cell: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,6}$/)
    .optional()
    .describe('A1 as the sheet shows it: "B4" is column B of the third data row (row 1 is the header)'),
  row: rowAddress.optional(),
  column: z.string().trim().min(1).max(500).optional().describe('A column by its letter ("B") or its header'),
  value: CellSchema,
});

export const DocumentEditSchema = z.discriminatedUnion("op", [
  z.strictObject({ op: z.literal("retitle"), title }).describe("Give the whole document a new title"),
  z
    .strictObject({
      op: z.literal("insert"),
      at: position.optional().describe("The position the new part takes (the count + 1 appends)"),
      after: PartAddressSchema.optional().describe("Or: right after this part"),
      ...payload,
    })
    .describe("Add a slide, section or tab (at the end when neither `at` nor `after` is given)"),
  z
    .strictObject({ op: z.literal("replace"), part: PartAddressSchema, ...payload })
    .describe("Replace a part with a rewritten one"),
  z.strictObject({ op: z.literal("remove"), part: PartAddressSchema }).describe("Remove a part"),
  z
    .strictObject({ op: z.literal("move"), part: PartAddressSchema, to: position.describe("The position it ends at") })
    .describe("Move a part"),
  z
    .strictObject({ op: z.literal("rename"), part: PartAddressSchema, title })
    .describe("Give a part a new title (a slide's title, a section's heading, a tab's name)"),
  z
    .strictObject({ op: z.literal("shorten"), part: PartAddressSchema })
    .describe("Shorten a part: fewer points, first sentences"),
  z
    .strictObject({
      op: z.literal("replace-text"),
      find: z.string().min(1).max(500),
      replace: z.string().max(500),
      part: PartAddressSchema.optional(),
    })
    .describe("Replace every exact occurrence of `find`, in one part or everywhere"),
  z
    .strictObject({ op: z.literal("set-cells"), tab: PartAddressSchema, cells: z.array(cellEdit).min(1).max(10_000) })
    .describe("Sheets: set cells by A1 address, or by row and column"),
  z
    .strictObject({
      op: z.literal("insert-rows"),
      tab: PartAddressSchema,
      at: position.min(2).optional().describe("The sheet row number the first new row takes (2 = the first data row)"),
      after: rowId.optional().describe("Or: right after this row"),
      rows: z.array(z.array(CellSchema).max(1_000)).min(1).max(1_000),
    })
    .describe(
      "Sheets: add rows (at the end when neither `at` nor `after` is given); formulas below and totals over the rows above take them in",
    ),
  z
    .strictObject({
      op: z.literal("remove-rows"),
      tab: PartAddressSchema,
      rows: z.array(rowId).min(1).max(100_000).optional().describe("The rows by id"),
      from: position.min(2).optional().describe("Or: the first sheet row number to remove"),
      count: z.number().int().min(1).max(100_000).optional().describe("With `from`: how many (default 1)"),
    })
    .describe("Sheets: remove rows"),
]);
export type DocumentEdit = z.infer<typeof DocumentEditSchema>;

export const DocumentEditsBodySchema = z.strictObject({
  version: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("The version you last read: when it is no longer current, nothing changes and the answer is 409"),
  edits: z.array(DocumentEditSchema).min(1).max(200),
});
