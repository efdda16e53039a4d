// Revisions as edits: the operations a revision may make to a deck, doc or sheet, one zod schema per kind.
// Indices are 0-based and refer to the document as it stands when that edit is applied (edits apply in order).
import { z } from "zod";
import { CellSchema, SheetTabSchema, SlideSchema, type SourceKind } from "../../formats/model/source.js";

const index = z.number().int().min(0);
const title = z.string().min(1).max(500);

/** A doc's part: one `## ` section, its heading and the Markdown under it. */
export const SectionSchema = z.object({
  heading: title,
  markdown: z.string().max(200_000).describe("The Markdown under the heading (no `## ` line)"),
});
export type Section = z.infer<typeof SectionSchema>;

const PARTS = {
  deck: { slide: SlideSchema },
  doc: { section: SectionSchema },
  sheet: { tab: SheetTabSchema },
} as const;
const PART_WORD: Record<SourceKind, string> = { deck: "slide", doc: "section", sheet: "tab" };

function editSchemaOf<K extends SourceKind>(kind: K) {
  const part = PARTS[kind];
  const word = PART_WORD[kind];
  const common = [
    z.object({ op: z.literal("retitle"), title }).describe("Give the whole document a new title"),
    z
      .object({ op: z.literal("insert"), at: index, ...part })
      .describe(`Insert a new ${word} so that it becomes number \`at\``),
    z.object({ op: z.literal("replace"), index, ...part }).describe(`Replace ${word} \`index\` with a rewritten one`),
    z.object({ op: z.literal("remove"), index }).describe(`Remove ${word} \`index\``),
    z
      .object({ op: z.literal("move"), from: index, to: index })
      .describe(`Move ${word} \`from\` so that it becomes number \`to\``),
    z.object({ op: z.literal("rename"), index, title }).describe(`Give ${word} \`index\` a new title`),
    z.object({ op: z.literal("shorten"), index }).describe(`Shorten ${word} \`index\`: fewer points, first sentences`),
    z
      .object({
        op: z.literal("replace-text"),
        find: z.string().min(1).max(500),
        replace: z.string().max(500),
        index: index.optional(),
      })
      .describe(`Replace every exact occurrence of \`find\` (in ${word} \`index\`, or everywhere)`),
  ] as const;
  if (kind !== "sheet") return z.discriminatedUnion("op", [...common]);
  const rows = z.array(z.array(CellSchema).max(1_000)).min(1).max(1_000);
  return z.discriminatedUnion("op", [
    ...common,
    z
      .object({
        op: z.literal("set-cells"),
        tab: index,
        cells: z
          .array(z.object({ row: index, column: index, value: CellSchema }))
          .min(1)
          .max(10_000),
      })
      .describe("Set cells of tab `tab` (row 0 is the first row under the header)"),
    z
      .object({ op: z.literal("insert-rows"), tab: index, at: index, rows })
      .describe(
        "Insert rows so the first becomes row `at`; formulas below and totals over the rows above take them in",
      ),
    z
      .object({ op: z.literal("remove-rows"), tab: index, at: index, count: z.number().int().min(1).max(100_000) })
      .describe("Remove `count` rows from row `at`"),
  ]);
}

export const EDIT_SCHEMAS = {
  deck: editSchemaOf("deck"),
  doc: editSchemaOf("doc"),
  sheet: editSchemaOf("sheet"),
} as const;

export type DeckEdit = z.infer<(typeof EDIT_SCHEMAS)["deck"]>;
export type DocEdit = z.infer<(typeof EDIT_SCHEMAS)["doc"]>;
export type SheetEdit = z.infer<(typeof EDIT_SCHEMAS)["sheet"]>;
export type Edit = DeckEdit | DocEdit | SheetEdit;
export type EditOp = Edit["op"];

/** An edit the engine makes that no model is asked for: a tab's data rows (0-based, ascending) removed in one pass. */
export interface RowsRemoval {
  op: "remove-rows";
  tab: number;
  rows: readonly number[];
}
/** What the engine makes: the edits above, and the typed edits' removal of rows by their ids. */
export type EngineEdit = Edit | RowsRemoval;

/** What the stream reports for an edit that was made: its operation, what it touched, and a sentence for people. */
export interface AppliedEdit {
  op: EditOp;
  /** "document", "slide 3", "section 2", "tab 1", "tab 1, rows 4–5" (1-based, as people count). */
  target: string;
  message: string;
}
