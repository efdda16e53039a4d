// exportSource: one validated source → file bytes in a format its kind can take; exporters load lazily on first use.
import type { ExportFormat, ExportResult } from "./model/export-formats.js";
import type { Source } from "./model/source.js";

/** Builds the file; the caller has checked `canExport`. The exporters load on first use (a cheap route never loads them). */
export async function exportSource(source: Source, format: ExportFormat): Promise<ExportResult> {
  return (await import("./exporters.js")).runExporter(source, format);
}
