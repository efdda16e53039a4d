// The MCP tools that change a saved document precisely: edit_document (exact edits, one new version), slide_variants
// (a slide's other layouts as pictures to look at), apply_slide_variant and regenerate_slide — each one call of the API.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { DOC_ID, guarded, text, VERSION } from "./tool-kit.js";
import type { DocumentEdit, EditAnswer, QuireClient, SlideVariants } from "@quire/sdk";

const EXPECTED_VERSION = VERSION.describe(
  "The document's version as you last read it (read_document, or the last edit's answer): refused with conflict if it changed since, so you never edit what you have not seen",
);
const SLIDE = z
  .union([z.number().int().min(1), z.string().regex(/^sl_\d+$/)])
  .describe(
    "The slide: its number (1 = first) or its id (sl_4, from the document's parts — ids stay with the slide when others move)",
  );
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
const MAX_EDITS = 200;

const EDIT_DESCRIPTION = [
  "Changes a saved deck, doc or sheet by exact edits, applied in order, all or none, as one new version (the history lists them). Cheaper and surer than revise_document when you know what to change.",
  "Address a part (`part`, or `tab` for a sheet's cell and row edits) by its number as people count (1 = first slide, section or tab), by its id (sl_4, se_2, tb_1: the document's `parts`), or by its exact title (slide title, `## ` heading, tab name; it must match one part).",
  'Edits: {op:"retitle", title}; {op:"insert", at?: position it takes | after?: part, slide|section|tab} (neither: appended); {op:"replace", part, slide|section|tab}; {op:"remove", part}; {op:"move", part, to: position}; {op:"rename", part, title}; {op:"shorten", part}; {op:"replace-text", find, replace, part?}.',
  'Sheets also: {op:"set-cells", tab, cells: [{cell: "B4", value}]} (A1 as Excel shows the tab: row 1 is the header) or [{row: "rw_12" | number, column: "B" | column name, value}]; {op:"insert-rows", tab, at?: sheet row number | after?: "rw_…", rows: [[…]]}; {op:"remove-rows", tab, rows?: ["rw_…"], from?: sheet row number, count?}.',
  "A slide is a Slide object as in the document's source, a section {heading, markdown}, a tab a sheet tab. Pass `version` from the document you read. An edit that cannot apply refuses the whole call, naming it.",
].join(" ");

/** A part in words: its number, id and title (a tab with its count of rows). */
function partLine(part: EditAnswer["document"]["parts"][number], i: number): string {
  const rows =
    "rows" in part && Array.isArray(part.rows) ? `, ${part.rows.length} row${part.rows.length === 1 ? "" : "s"}` : "";
  return `${i + 1} ${part.id}${part.title ? ` “${part.title}”` : ""}${rows}`;
}

/** A changed document for the assistant: its new version, what each edit did, and its parts to address next. */
function changedResult(answer: EditAnswer, warnings?: string[]): CallToolResult {
  const { id, kind, title, version, parts } = answer.document;
  const state = answer.applied.length ? `is now version ${version}` : `was left as it was at version ${version}`;
  const lines = [
    `${kind} “${title}” ${state} (pass version ${version} with your next change).`,
    ...answer.applied.map((a) => `- ${a.message}`),
    `Parts: ${parts.map(partLine).join("; ")}`,
  ];
  if (warnings?.length) lines.push(`Warnings:\n- ${warnings.join("\n- ")}`);
  return {
    content: [text(lines.join("\n"))],
    structuredContent: {
      document: { id, kind, title, version, parts },
      applied: answer.applied,
      ...(warnings ? { warnings } : {}),
    },
  };
}

/** The variants as one image each after a line naming k and the layout, so the assistant can look, then apply one. */
function variantsResult(answer: SlideVariants): CallToolResult {
  const { n, id, layout } = answer.slide;
  const count = answer.variants.length;
  const head = count
    ? `Slide ${n} (${id}, layout ${layout}) at version ${answer.version}: ${count} other layout${count === 1 ? "" : "s"} of the same content. Look at each; to use one, call apply_slide_variant with documentId ${answer.documentId}, slide "${id}", its k and version ${answer.version}.`
    : `Slide ${n} (${id}, layout ${layout}) at version ${answer.version}: no other layout fits its content.`;
  const content: CallToolResult["content"] = [text(head)];
  for (const v of answer.variants) {
    content.push(text(`k=${v.k}: layout ${v.layout}${v.picture ? "" : " (no picture)"}`));
    if (v.picture)
      content.push({ type: "image", data: v.picture.slice(v.picture.indexOf(",") + 1), mimeType: "image/png" });
  }
  const variants = answer.variants.map((v) => ({ k: v.k, layout: v.layout, slide: v.slide }));
  return {
    content,
    structuredContent: { documentId: answer.documentId, version: answer.version, slide: answer.slide, variants },
  };
}

export function registerEditTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "edit_document",
    {
      title: "Edit a saved document",
      description: EDIT_DESCRIPTION,
      inputSchema: {
        documentId: DOC_ID,
        version: EXPECTED_VERSION.optional(),
        edits: z
          .array(z.looseObject({ op: z.enum(EDIT_OPS) }))
          .min(1)
          .max(MAX_EDITS)
          .describe(`1 to ${MAX_EDITS} edits, applied in order`),
      },
      // Nothing is lost: every version stays in the history (restore_version brings one back).
      annotations: { destructiveHint: false },
    },
    async ({ documentId, version, edits }) =>
      guarded(async () =>
        changedResult(
          await quire.editDocument(documentId, {
            edits: edits as DocumentEdit[],
            ...(version !== undefined ? { version } : {}),
          }),
        ),
      ),
  );

  server.registerTool(
    "slide_variants",
    {
      title: "Other layouts for a slide",
      description:
        "Shows up to four other layouts of one slide of a saved deck, the same content laid out differently (only those that fit it), each as a picture drawn as applying it would draw it (a deck on a brand on its template), with k and the layout named. " +
        "Look at them, then call apply_slide_variant with the k you prefer and the version this answer gives. Decks only.",
      inputSchema: {
        documentId: DOC_ID,
        slide: SLIDE,
        width: z.number().int().min(120).max(1600).optional().describe("Picture width in pixels, default 480"),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ documentId, slide, width }) =>
      guarded(async () =>
        variantsResult(
          await quire.slideVariants(documentId, slide, { pictures: true, ...(width !== undefined ? { width } : {}) }),
        ),
      ),
  );

  server.registerTool(
    "apply_slide_variant",
    {
      title: "Use one of a slide's other layouts",
      description:
        "Makes variant k of a slide (from slide_variants) the slide, saved as one new version. Pass the version slide_variants gave: if the deck changed since, it refuses with conflict and you should look again.",
      inputSchema: {
        documentId: DOC_ID,
        slide: SLIDE,
        k: z.number().int().min(1).max(4).describe("The variant's k from slide_variants"),
        version: EXPECTED_VERSION.optional(),
      },
      annotations: { destructiveHint: false },
    },
    async ({ documentId, slide, k, version }) =>
      guarded(async () =>
        changedResult(await quire.applySlideVariant(documentId, slide, k, version !== undefined ? { version } : {})),
      ),
  );

  server.registerTool(
    "regenerate_slide",
    {
      title: "Rewrite one slide",
      description:
        'Rewrites one slide of a saved deck by an instruction ("shorter", "as a timeline", "add the Q3 figure: 2.1M"); without one it gives the slide another look. Every other slide is kept exactly as it was; saved as one new version. ' +
        "Address the slide by number or id (sl_4) and pass `version` from the document you read. Look at the result with view_slides.",
      inputSchema: {
        documentId: DOC_ID,
        slide: SLIDE,
        instruction: z.string().min(1).max(2000).optional(),
        version: EXPECTED_VERSION.optional(),
      },
      annotations: { destructiveHint: false },
    },
    async ({ documentId, slide, instruction, version }) =>
      guarded(async () => {
        const answer = await quire.regenerateSlide(documentId, slide, {
          ...(instruction !== undefined ? { instruction } : {}),
          ...(version !== undefined ? { version } : {}),
        });
        return changedResult(answer, answer.warnings);
      }),
  );
}
