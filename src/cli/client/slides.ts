// `quire slides <document id>`: every slide of a saved deck as a PNG (slide-01.png, …) in a directory, drawn by Quire.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { QuireError, type QuireClient } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";
import { EXIT } from "./exit-codes.js";

const USAGE = "quire slides <document id> [-o <dir>] [--width <120..1600, default 480>] [--force]";
// The route's own range (docs/api/slides-quality.md): checked here so a bad flag fails before any file is touched.
const WIDTH = { min: 120, max: 1600, default: 480 };

export async function slides(
  quire: QuireClient,
  id: string | undefined,
  flags: { output?: string; width?: string; force?: boolean },
  out: Output,
): Promise<void> {
  if (!id) throw new UsageError(USAGE);
  const width = flags.width === undefined ? WIDTH.default : Number(flags.width);
  if (!Number.isInteger(width) || width < WIDTH.min || width > WIDTH.max)
    throw new UsageError(`--width takes a whole number of pixels from ${WIDTH.min} to ${WIDTH.max}.`);
  const { document } = await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id } } }));
  if (document.kind !== "deck")
    throw new QuireError(400, "unsupported_format", `Only decks have slides; this document is a ${document.kind}.`);
  const count = (document.source as { slides: unknown[] }).slides.length;
  const dir = flags.output ?? ".";
  const digits = Math.max(2, String(count).length);
  const paths = Array.from({ length: count }, (_, i) => join(dir, `slide-${String(i + 1).padStart(digits, "0")}.png`));
  const taken = flags.force ? undefined : paths.find((p) => existsSync(p));
  if (taken) throw new UsageError(`${taken} exists: add --force to overwrite it, or -o another directory.`, EXIT.io);
  mkdirSync(dir, { recursive: true });
  out.progress(`Drawing ${count} slide${count === 1 ? "" : "s"} of “${document.title}”, ${width} px wide…`);
  for (const [i, path] of paths.entries()) {
    const png = await quire.slideImage(id, i + 1, { width });
    // "wx" still refuses a file that appeared after the check above.
    writeFileSync(path, png, { flag: flags.force ? "w" : "wx" });
    if (!out.json) process.stdout.write(`${path}\n`);
  }
  // People got each path as it was written; a script gets them all in one object.
  if (out.json) out.result({ documentId: id, version: document.version, width, files: paths }, "");
}
