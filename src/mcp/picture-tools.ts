// Pictures in the MCP server: generate_document's `images` parameter and the credits its answer names, and list_pictures
// (the space's own pictures with their names, alt text, tags, origins and credits, to put one on a slide by its id).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { guarded, text } from "./tool-kit.js";
import { PICTURE_MODES, type Asset, type PictureSources, type PlacedPicture, type QuireClient } from "@quire/sdk";

const ORIGINS = ["upload", "stock", "generated"] as const;

/** generate_document's `images`: where a new deck's pictures come from. */
export const IMAGES = z
  .enum(PICTURE_MODES)
  .optional()
  .describe(
    'Pictures for a new deck: "library" puts the space\'s own pictures (list_pictures) on the slides their names, alt text and tags are about; "stock" finds photos with the service\'s stock provider; "generated" has its image model make them; "none" draws none. ' +
      "Default: the service's own (list_pictures says which modes it offers; one it has not set up is refused naming images). Each picture comes with a credit to show with the deck.",
  );

/** The pictures a run placed, for the assistant: one line each, with the credit owed to its maker. */
export function describePictures(pictures: PlacedPicture[]): string {
  const lines = pictures.map(
    (p) => `- Slide ${p.slide}: ${p.credit}${p.sourceUrl ? ` (${p.sourceUrl})` : ""} [${p.assetId}]`,
  );
  return `Pictures (show these credits with the deck):\n${lines.join("\n")}`;
}

/** One line a picture: its id (an image src), name, origin, tags, alt text and credit. */
function assetLine(a: Asset): string {
  const parts = [`${a.id}  “${a.name ?? "no name"}”  ${a.origin}`];
  if (a.tags.length) parts.push(`tags: ${a.tags.join(", ")}`);
  if (a.alt) parts.push(`alt: ${a.alt}`);
  if (a.credit) parts.push(`credit: ${a.credit}`);
  return parts.join("; ");
}

/** The `images` modes the service offers, in a line. */
function modesLine(sources: PictureSources): string {
  const offered = sources.modes
    .filter((m) => m.available)
    .map((m) => (m.provider ? `${m.mode} (${m.provider})` : m.mode));
  return `Modes for generate_document's images here: ${offered.join(", ")}; default ${sources.default}.`;
}

export function registerPictureTools(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "list_pictures",
    {
      title: "List the space's pictures",
      description:
        "Lists the pictures (assets) of the workspace, newest first: each one's id, name, origin (upload: the user's own; stock; generated), tags, alt text and credit, and which `images` modes generate_document may use here. " +
        "To put one on a slide, use its id as the image `src` (with its alt text, and its credit as `credit`) in edit_document's replace. `origin` keeps one kind; `cursor` from the last answer pages on.",
      inputSchema: {
        origin: z.enum(ORIGINS).optional().describe("Only the user's uploads, stock photos or generated pictures"),
        limit: z.number().int().min(1).max(100).optional().describe("Pictures a page, default 20"),
        cursor: z.string().max(200).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      guarded(async () => {
        const [page, sources] = await Promise.all([quire.listAssets(args), quire.pictureSources()]);
        const none = args.origin ? `No ${args.origin} pictures.` : "No pictures yet.";
        const lines = [...(page.items.length ? page.items.map(assetLine) : [none]), modesLine(sources)];
        if (page.nextCursor) lines.push(`More: call again with cursor "${page.nextCursor}".`);
        return {
          content: [text(lines.join("\n"))],
          structuredContent: { items: page.items, nextCursor: page.nextCursor, sources },
        };
      }),
  );
}
