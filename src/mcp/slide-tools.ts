// The MCP tool that shows a deck: view_slides, each slide asked for drawn as a PNG the assistant looks at.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { DOC_ID, guarded, text } from "./tool-kit.js";
import { QuireError, type QuireClient } from "@quire/sdk";

/** Slide pictures a view_slides call returns at most: ten 960-wide PNGs are about a megabyte of base64. */
const MAX_SLIDE_IMAGES = 10;
const SLIDE_WIDTH = 960;

/** The slides asked for (1-based), checked against the deck's count; a refusal is the API's own code. */
function slideRange(count: number, args: { slide?: number; from?: number; to?: number }): number[] {
  const refuse = (message: string) => new QuireError(400, "invalid_request", message);
  if (args.slide !== undefined && (args.from !== undefined || args.to !== undefined))
    throw refuse("Send slide for one slide, or from and to for a range, not both.");
  const from = args.slide ?? args.from ?? 1;
  const to = args.slide ?? args.to ?? Math.min(count, from + MAX_SLIDE_IMAGES - 1);
  const past = Math.max(from, to);
  if (past > count) throw refuse(`The deck has ${count} slide${count === 1 ? "" : "s"}; there is no slide ${past}.`);
  if (to < from) throw refuse(`The range ${from}..${to} is empty: to comes before from.`);
  if (to - from + 1 > MAX_SLIDE_IMAGES)
    throw refuse(
      `At most ${MAX_SLIDE_IMAGES} slides a call: ask for ${from}..${from + MAX_SLIDE_IMAGES - 1}, then the next ones.`,
    );
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A deck's slides as MCP image content: the document read for its slide count, then each slide's PNG in turn. */
async function viewSlides(
  quire: QuireClient,
  args: { documentId: string; slide?: number; from?: number; to?: number; width?: number },
): Promise<CallToolResult> {
  const { document } = await quire.ok(
    quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: args.documentId } } }),
  );
  if (document.kind !== "deck")
    throw new QuireError(400, "unsupported_format", `Only decks have slides; this document is a ${document.kind}.`);
  const count = (document.source as { slides: unknown[] }).slides.length;
  const shown = slideRange(count, args);
  const width = args.width ?? SLIDE_WIDTH;
  const last = shown.at(-1)!;
  const which = shown.length === 1 ? `slide ${last}` : `slides ${shown[0]}–${last}`;
  const rest = last < count ? ` (slides ${last + 1}–${count} not shown: ask with from ${last + 1})` : "";
  const content: CallToolResult["content"] = [
    text(`Deck “${document.title}”, version ${document.version}: ${which} of ${count}${rest}, ${width} px wide.`),
  ];
  for (const n of shown) {
    const png = await quire.slideImage(args.documentId, n, { width });
    content.push(text(`Slide ${n}`), {
      type: "image",
      data: Buffer.from(png).toString("base64"),
      mimeType: "image/png",
    });
  }
  return {
    content,
    structuredContent: {
      documentId: args.documentId,
      title: document.title,
      version: document.version,
      slides: count,
      shown,
      width,
    },
  };
}

export function registerSlideTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "view_slides",
    {
      title: "Look at a deck's slides",
      description:
        `Draws slides of a saved deck as PNG images, so you can see what you made: \`slide\` for one, or \`from\`..\`to\` for a range of at most ${MAX_SLIDE_IMAGES} (without either, the first ${MAX_SLIDE_IMAGES}). ` +
        "`width` in pixels (120..1600, default 960). A deck saved on a brand is drawn as its pptx on the brand looks (the brand's layouts, colours and slide size). Decks only.",
      inputSchema: {
        documentId: DOC_ID,
        slide: z.number().int().min(1).optional().describe("One slide, from 1"),
        from: z.number().int().min(1).optional().describe("First slide of a range, from 1"),
        to: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe(`Last slide of a range (at most ${MAX_SLIDE_IMAGES} slides a call)`),
        width: z
          .number()
          .int()
          .min(120)
          .max(1600)
          .optional()
          .describe("Pixels wide; the height follows the slide's shape"),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) => guarded(() => viewSlides(quire, args)),
  );
}
