// `quire quality <document id>`: a saved deck's quality report, its findings grouped by slide (--json: the API's answer).
import type { QuireClient, Schemas } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";

type Report = Schemas["QualityReport"];

export async function quality(quire: QuireClient, id: string | undefined, out: Output): Promise<void> {
  if (!id) throw new UsageError("quire quality <document id> [--json]");
  const answer = await quire.ok(quire.api.GET("/api/workspace/documents/{id}/quality", { params: { path: { id } } }));
  out.result(answer, describe(answer.documentId, answer.version, answer.quality));
}

/** The report for people: what was measured, then each slide's findings under it, then the notes. */
export function describe(id: string, version: number, report: Report): string {
  const lines = [
    `${id} (version ${version}): ${report.status}, ${report.measured} of ${report.slides} slides measured in ${report.ms} ms`,
  ];
  if (!report.findings.length)
    lines.push(
      report.status === "skipped"
        ? "Not measured (see the notes)."
        : report.status === "partial"
          ? "No findings on the slides measured."
          : "No findings.",
    );
  let slide = 0;
  for (const f of report.findings) {
    if (f.slide !== slide) lines.push(`Slide ${(slide = f.slide)}`);
    lines.push(`  ${f.severity.padEnd(7)} ${f.code}: ${f.message}`);
  }
  for (const note of report.notes) lines.push(`note: ${note}`);
  return lines.join("\n");
}
