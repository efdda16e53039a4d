// `quire deck|doc|sheet "prompt"`: runs the agent with live progress, optionally with files attached, with your own
// text kept or condensed (--text-mode; "-" reads the text from stdin) or with a deck's pictures (--images, each one's
// credit printed), and writes the result to -o in the format its extension names.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import {
  PICTURE_MODES,
  TEXT_MODES,
  type AgentRequest,
  type PictureMode,
  type PlacedPicture,
  type QuireClient,
  type TextMode,
} from "@quire/sdk";
import { UsageError, type Output } from "./context.js";
import { writeExport } from "./files.js";
import type { SourceKind } from "../../lib/source-kinds.js";

export interface GenerateFlags {
  output?: string;
  slides?: string;
  language?: string;
  brand?: string;
  attach?: string[];
  "no-save"?: boolean;
  "text-mode"?: string;
  images?: string;
}

/** "  slide 3: Photo: Ana Lima on Pexels (Pexels License) <https://…>": the credit a picture must be shown with. */
const creditLine = (p: PlacedPicture) => `  slide ${p.slide}: ${p.credit}${p.sourceUrl ? ` <${p.sourceUrl}>` : ""}`;

export async function generate(
  quire: QuireClient,
  kind: SourceKind,
  given: string | undefined,
  flags: GenerateFlags,
  out: Output,
): Promise<void> {
  if (!given)
    throw new UsageError(
      `Say what to write: quire ${kind} "a 10-slide pitch for our solar farm", or keep your notes: quire ${kind} --text-mode preserve - < notes.md`,
    );
  const mode = flags["text-mode"];
  if (mode !== undefined && !(TEXT_MODES as readonly string[]).includes(mode))
    throw new UsageError(`--text-mode takes ${TEXT_MODES.join(", ")}.`);
  const textMode = mode as TextMode | undefined;
  const images = flags.images as PictureMode | undefined;
  if (images !== undefined && !(PICTURE_MODES as readonly string[]).includes(images))
    throw new UsageError(`--images takes ${PICTURE_MODES.join(", ")}.`);
  if (images !== undefined && kind !== "deck")
    throw new UsageError("--images goes with quire deck: only a new deck gets pictures.");
  const prompt = given === "-" ? readFileSync(0, "utf8") : given;
  const slides = flags.slides === undefined ? undefined : Number(flags.slides);
  if (slides !== undefined && !(Number.isInteger(slides) && slides >= 1 && slides <= 40))
    throw new UsageError("--slides takes a number from 1 to 40.");
  const files = (flags.attach ?? []).map((path) => ({
    name: basename(path),
    data: new Uint8Array(readFileSync(path)),
  }));
  const request: AgentRequest = {
    prompt,
    kind,
    ...(textMode ? { textMode } : {}),
    ...(slides ? { slides } : {}),
    ...(flags.language ? { language: flags.language } : {}),
    ...(flags.brand ? { brandId: flags.brand } : {}),
    ...(images ? { images } : {}),
    save: !flags["no-save"],
  };
  const { document, done } = await quire.generate(request, {
    files,
    onLine: (line) => {
      if (line.type === "status" || line.type === "edit") out.progress(line.message);
      else if (line.type === "slide")
        out.progress(
          `  slide ${line.index + 1}: ${"title" in line.slide && line.slide.title ? line.slide.title : line.slide.layout}`,
        );
      else if (line.type === "outline") out.progress(`Outline: ${line.items.join(" · ")}`);
    },
  });
  for (const w of done.warnings) out.progress(`warning: ${w}`);
  const pictures = done.pictures ?? [];
  let file: string | undefined;
  if (flags.output)
    file = await writeExport(
      quire,
      flags.output,
      document.id ? { documentId: document.id } : { source: document.source },
      flags.brand,
    );
  const made = `${document.kind} “${document.title}”${document.id ? ` saved as ${document.id}` : ""}${file ? `, written to ${file}` : ""}`;
  // The credits go with the result (stdout, kept with --quiet): whoever shows the deck owes them.
  const credits = pictures.length ? `\nPictures (${pictures.length}):\n${pictures.map(creditLine).join("\n")}` : "";
  out.result(
    {
      document: { id: document.id, kind: document.kind, title: document.title },
      warnings: done.warnings,
      ...(done.pictures ? { pictures } : {}),
      ...(file ? { file } : {}),
    },
    made + credits,
  );
}
