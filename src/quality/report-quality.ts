// A source's quality report as its callers want it: decks only, and never a failure — a report that could not be made
// (workers busy, out of time) comes back `skipped` saying why, so a run or a download never fails for it.
import type { Source } from "../formats/model/source.js";
import { isAppError } from "../lib/errors.js";
import { accessibilityFindings } from "./accessibility.js";
import { skippedReport, type QualityReport } from "./codes.js";
import type { QualityOptions } from "./deck-quality.js";

export type MeasureDeck = (
  deck: Extract<Source, { kind: "deck" }>,
  options: QualityOptions,
  signal?: AbortSignal,
) => Promise<QualityReport>;

/** Time a report may take: beside a stream's `done` line or a generated file, and when asked for on its own. */
export const QUALITY_BUDGET_MS = { inline: 2_000, route: 15_000 } as const;

/** The report for a deck; null for a doc or a sheet (only slides are measured). */
export async function reportQuality(
  measure: MeasureDeck,
  source: Source,
  options: QualityOptions & { signal?: AbortSignal; onFault?: (err: unknown) => void },
): Promise<QualityReport | null> {
  const { signal, onFault, ...measureOptions } = options;
  if (source.kind !== "deck") return null;
  const report = await measured(measure, source, measureOptions, signal, onFault);
  // A skipped report measured nothing, but what the source itself lacks is known all the same.
  return report.status === "skipped" ? { ...report, accessibility: accessibilityFindings(source, []) } : report;
}

async function measured(
  measure: MeasureDeck,
  source: Extract<Source, { kind: "deck" }>,
  measureOptions: QualityOptions,
  signal: AbortSignal | undefined,
  onFault: ((err: unknown) => void) | undefined,
): Promise<QualityReport> {
  const started = performance.now();
  try {
    return await measure(source, measureOptions, signal);
  } catch (err) {
    const ms = Math.round(performance.now() - started);
    if (signal?.aborted)
      return skippedReport(source.slides.length, "The request ended before the deck was measured.", ms);
    if (isAppError(err) && err.code === "unavailable")
      return skippedReport(
        source.slides.length,
        "The workers were busy, so the deck was not measured; ask for its report again shortly.",
        ms,
      );
    if ((err as Error)?.name === "ExportTimeoutError")
      return skippedReport(source.slides.length, "Measuring the deck took longer than allowed; it was stopped.", ms);
    onFault?.(err);
    return skippedReport(
      source.slides.length,
      "The deck could not be measured: a fault on our side, logged for us to fix.",
      ms,
    );
  }
}

/**
 * One line for a header: the status, then each code with the slides it was found on
 * ("complete; low_contrast=2,5; text_shrunk=4"), or "complete; none". ASCII only.
 */
export function qualitySummary(report: QualityReport): string {
  const slides = new Map<string, number[]>();
  for (const f of report.findings) slides.set(f.code, [...(slides.get(f.code) ?? []), f.slide]);
  const parts = [...slides].map(([code, at]) => `${code}=${[...new Set(at)].join(",")}`);
  return [report.status, ...(parts.length ? parts : ["none"])].join("; ");
}
