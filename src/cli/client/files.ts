// `quire render | export | import`: sources and saved documents to files, and files to sources.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, extname } from "node:path";
import type { ExportRequest, QuireClient } from "@quire/sdk";
import {
  EXPORT_FORMATS,
  EXTENSIONS,
  formatOfExtension,
  SLIDE_PICTURES_WIDTH as WIDTH,
  type ExportFormat,
} from "../../formats/model/export-formats.js";
import { UsageError, type Output } from "./context.js";

/** The extensions of the export formats, dotless: pptx, docx, … */
const EXTENSION_LIST = EXPORT_FORMATS.map((f) => EXTENSIONS[f]);

/** The export format an output path names (report.pdf → pdf). */
export function formatOf(path: string): ExportFormat {
  const format = formatOfExtension(extname(path));
  if (!format) throw new UsageError(`Cannot tell the format from “${path}”: end it in .${EXTENSION_LIST.join(", .")}.`);
  return format;
}

/** What `quire export` adds to a format: the pictures' width (a .zip of slide pictures), a pdf's handout layout. */
interface ExportOptions {
  width?: number;
  handout?: boolean;
}

/** Exports a document (or source) to `path`, in the format its extension names; returns the path. */
export async function writeExport(
  quire: QuireClient,
  path: string,
  what: { documentId: string } | { source: unknown },
  brandId?: string,
  options: ExportOptions = {},
): Promise<string> {
  const format = formatOf(path);
  const extra = {
    ...(options.width !== undefined ? { width: options.width } : {}),
    ...(options.handout ? { layout: "handout" } : {}),
  };
  const file = await quire.export({
    ...what,
    format,
    ...(brandId && format === "pptx" ? { brandId } : {}),
    ...extra,
  } as ExportRequest);
  writeFileSync(path, file.bytes);
  return path;
}

export async function exportDocument(
  quire: QuireClient,
  id: string | undefined,
  flags: { output?: string; brand?: string; width?: string; handout?: boolean },
  out: Output,
): Promise<void> {
  if (!id || !flags.output)
    throw new UsageError(
      `quire export <document id> -o <file.${EXTENSION_LIST.join("|")}> [--brand <brand id>] [--width <px>, for .zip] [--handout, for .pdf]`,
    );
  const format = formatOf(flags.output);
  const width = flags.width === undefined ? undefined : Number(flags.width);
  if (width !== undefined && (format !== "png" || !Number.isInteger(width) || width < WIDTH.min || width > WIDTH.max))
    throw new UsageError(
      `--width goes with a .zip of slide pictures: a whole number of pixels from ${WIDTH.min} to ${WIDTH.max} (default ${WIDTH.default}).`,
    );
  if (flags.handout && format !== "pdf")
    throw new UsageError("--handout goes with a .pdf: each slide's picture with its speaker notes.");
  const path = await writeExport(quire, flags.output, { documentId: id }, flags.brand, {
    width,
    handout: flags.handout,
  });
  out.result({ file: path }, `Written to ${path}`);
}

/** Reads a source file: JSON as a source object, anything else as Markdown (or CSV with --kind sheet). */
function readSource(path: string): unknown {
  const text = path === "-" ? readFileSync(0, "utf8") : readFileSync(path, "utf8");
  return extname(path).toLowerCase() === ".json" ? JSON.parse(text) : text;
}

export async function render(
  quire: QuireClient,
  path: string | undefined,
  flags: { output?: string; kind?: string },
  out: Output,
): Promise<void> {
  if (!path) throw new UsageError("quire render <source.json|notes.md|-> [--kind deck|doc|sheet] [-o page.html]");
  const source = readSource(path);
  const format =
    typeof source === "string" && (flags.kind === "sheet" || /\.(csv|tsv)$/i.test(path)) ? "csv" : undefined;
  const page = (await quire.ok(
    quire.api.POST("/api/render", {
      body: { source, ...(flags.kind ? { kind: flags.kind } : {}), ...(format ? { format } : {}) } as never,
    }),
  )) as { title: string; html: string; warnings: string[] };
  for (const w of page.warnings) out.progress(`warning: ${w}`);
  if (flags.output) writeFileSync(flags.output, page.html);
  else if (!out.json) process.stdout.write(page.html);
  if (flags.output || out.json)
    out.result(
      { title: page.title, warnings: page.warnings, ...(flags.output ? { file: flags.output } : {}) },
      `“${page.title}” rendered to ${flags.output}`,
    );
}

export async function importFile(
  quire: QuireClient,
  path: string | undefined,
  flags: { save?: boolean; title?: string },
  out: Output,
): Promise<void> {
  if (!path) throw new UsageError("quire import <file> [--save] [--title <title>]");
  const read = (await quire.importFile(
    { name: basename(path), data: new Uint8Array(readFileSync(path)) },
    { save: flags.save, title: flags.title },
  )) as { document?: { id: string; kind: string; title: string }; kind?: string; title?: string; warnings: string[] };
  for (const w of read.warnings) out.progress(`warning: ${w}`);
  out.result(
    read,
    read.document
      ? `${read.document.kind} “${read.document.title}” saved as ${read.document.id}`
      : `${read.kind} “${read.title}” (not saved: add --save)`,
  );
}
