// The MCP tools that run the agent: generate_document (a new deck, doc or sheet from a prompt, the user's text or
// documents) and revise_document (a saved one changed by instruction), its stream's lines sent on as progress.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { SOURCE_KINDS } from "../lib/source-kinds.js";
import { describePictures, IMAGES } from "./picture-tools.js";
import {
  BRAND_ID,
  DOC_ID,
  guarded,
  progressOf,
  text,
  type DocumentSummary,
  type Extra,
  type Progress,
} from "./tool-kit.js";
import { QuireError, TEXT_MODES, type AgentRequest, type QuireClient } from "@quire/sdk";

/** Runs the agent and follows its stream: status and slide lines become progress, the `done` line the answer. */
async function runAgent(quire: QuireClient, body: AgentRequest, progress: Progress): Promise<CallToolResult> {
  let found: DocumentSummary | null = null;
  const { done } = await quire.generate(body, {
    onLine: (line) => {
      if (line.type === "status" || line.type === "edit") void progress(line.message);
      else if (line.type === "slide") void progress(`Slide ${line.index + 1}`);
      else if (line.type === "document")
        found = { id: line.document.id, kind: line.document.kind, title: line.document.title };
    },
  });
  const document = found as DocumentSummary | null;
  if (!document) throw new QuireError(502, "internal_error", "The run ended without a document.");
  const { warnings, pictures } = done;
  const said = [
    `${document.kind} “${document.title}”${document.id ? ` saved as ${document.id} (resource quire://documents/${document.id})` : " (not saved)"}.`,
  ];
  if (pictures?.length) said.push(describePictures(pictures));
  if (warnings.length) said.push(`Warnings:\n- ${warnings.join("\n- ")}`);
  return {
    content: [text(said.join("\n\n"))],
    structuredContent: { document, warnings, ...(pictures ? { pictures } : {}) },
  };
}

export function registerAgentTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "generate_document",
    {
      title: "Generate a deck, doc or sheet",
      description:
        "Writes a new presentation deck, document or spreadsheet from a prompt and saves it to the workspace. `attachments` are ids of workspace documents to build it from (their facts only, each slide citing its source). " +
        'With `textMode: "preserve"` the user\'s own text (notes, an outline, a draft, Markdown — pasted into `prompt` after an optional instruction line — or the attachments) is laid out whole, every sentence kept word for word; with `"condense"` it is summarised in its own sentences.',
      inputSchema: {
        prompt: z
          .string()
          .min(8)
          .describe(
            "What to write, e.g. “A 10-slide pitch deck for our solar farm project”; with textMode preserve or condense, the text itself (up to 40,000 characters)",
          ),
        textMode: z
          .enum(TEXT_MODES)
          .optional()
          .describe(
            "generate (default): write from the prompt; preserve: keep the text word for word; condense: summarise it with its own sentences",
          ),
        kind: z.enum(SOURCE_KINDS).optional().describe("Inferred from the prompt when absent"),
        slides: z.number().int().min(1).max(40).optional(),
        language: z.string().optional().describe("BCP-47 tag, e.g. de"),
        brandId: BRAND_ID.optional(),
        attachments: z.array(DOC_ID).max(10).optional(),
        save: z.boolean().optional().describe("Default true"),
        images: IMAGES,
      },
      annotations: { openWorldHint: false },
    },
    async (args, extra) => guarded(() => runAgent(quire, args, progressOf(extra as unknown as Extra))),
  );

  server.registerTool(
    "revise_document",
    {
      title: "Revise a saved document",
      description:
        "Changes a saved document by instruction (add, remove, shorten, move or rename parts, change a text or figure); everything the instruction does not name is kept. Saved as the next version.",
      inputSchema: { documentId: DOC_ID, instruction: z.string().min(8) },
    },
    async ({ documentId, instruction }, extra) =>
      guarded(() => runAgent(quire, { documentId, prompt: instruction }, progressOf(extra as unknown as Extra))),
  );
}
