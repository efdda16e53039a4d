// A deck's quality report in plain words: what was checked, then the findings grouped under their slide.
import { useEffect, useId, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";

type QualityReport = Schemas["QualityReport"];
type QualityFinding = Schemas["QualityFinding"];

/** Each code in a few words; an unknown (newer) code shows as its message alone. */
const LABELS: Record<string, string> = {
  text_shrunk: "Small text",
  title_shrunk: "Title made smaller",
  content_continued: "Runs onto more slides",
  low_contrast: "Hard to read colours",
  empty_region: "Empty space",
  missing_glyphs: "Missing characters",
  gap_placeholder: "Left to fill in",
};

function checked(report: QualityReport): string {
  if (report.status === "skipped") return "Not checked this time.";
  const of =
    report.measured === report.slides
      ? `all ${report.slides} slide${report.slides === 1 ? "" : "s"}`
      : `${report.measured} of ${report.slides} slides`;
  const fixes = report.findings.filter((f) => f.severity === "warning").length;
  const notes = report.findings.length - fixes;
  const found = [fixes && `${fixes} to fix`, notes && `${notes} to consider`].filter(Boolean).join(", ");
  return `Checked ${of}${found ? `: ${found}.` : "."}`;
}

function bySlide(findings: QualityFinding[]): [number, QualityFinding[]][] {
  const groups = new Map<number, QualityFinding[]>();
  for (const f of findings) groups.set(f.slide, [...(groups.get(f.slide) ?? []), f]);
  return [...groups].sort(([a], [b]) => a - b);
}

/** The report; `onSlide` makes each slide's heading a button that shows that slide. */
export function QualityFindings({
  report,
  onSlide,
  headingLevel = 2,
}: {
  report: QualityReport;
  onSlide?: (slide: number) => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2";
  const SlideHeading = `h${headingLevel + 1}` as "h3";
  const id = useId();
  const clean = report.status !== "skipped" && report.findings.length === 0;
  return (
    <section className="quality" aria-labelledby={id}>
      <Heading id={id}>Quality check</Heading>
      <p className="hint" role="status">
        {checked(report)}
      </p>
      {clean && <p className="quality-clean">No findings: every slide checked reads as designed.</p>}
      {report.notes.length > 0 && (
        <ul className="quality-notes">
          {report.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      )}
      <AccessibilityFindings report={report} headingLevel={(headingLevel + 1) as 3 | 4} onSlide={onSlide} />
      {report.findings.length > 0 && (
        <ol className="quality-slides" aria-label="Findings by slide">
          {bySlide(report.findings).map(([slide, findings]) => (
            <li key={slide}>
              <SlideHeading>
                {onSlide ? (
                  <button type="button" className="linklike" onClick={() => onSlide(slide)}>
                    Slide {slide}
                  </button>
                ) : (
                  `Slide ${slide}`
                )}
              </SlideHeading>
              <ul>
                {findings.map((f, i) => (
                  <li key={i} className={`finding ${f.severity}`}>
                    <span className="severity">{f.severity === "warning" ? "To fix" : "To consider"}</span>
                    {LABELS[f.code] && <strong>{LABELS[f.code]}.</strong>} {f.message}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What leaves a screen reader without words; low contrast is already among the findings above, so it is not repeated. */
function AccessibilityFindings({
  report,
  headingLevel,
  onSlide,
}: {
  report: QualityReport;
  headingLevel: 3 | 4;
  onSlide?: (slide: number) => void;
}) {
  const Heading = `h${headingLevel}` as "h3";
  const id = useId();
  const found = report.accessibility.filter((f) => f.code !== "low_contrast");
  if (found.length === 0) return null;
  return (
    <section className="quality-accessibility" aria-labelledby={id}>
      <Heading id={id}>For screen readers</Heading>
      <ul>
        {found.map((f, i) => (
          <li key={i} className={`finding ${f.severity}`}>
            <span className="severity">{f.severity === "warning" ? "To fix" : "To consider"}</span>
            {onSlide ? (
              <button type="button" className="linklike" onClick={() => onSlide(f.slide)}>
                Slide {f.slide}
              </button>
            ) : (
              `Slide ${f.slide}`
            )}
            : {f.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A saved deck's report, fetched again whenever the deck changes (a new version). */
export function DeckQuality({
  id,
  version,
  onSlide,
}: {
  id: string;
  version: number;
  onSlide?: (slide: number) => void;
}) {
  const [report, setReport] = useState<QualityReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useId();
  useEffect(() => {
    let live = true;
    setReport(null);
    setError(null);
    quire.ok(quire.api.GET("/api/workspace/documents/{id}/quality", { params: { path: { id } } })).then(
      (r) => live && setReport(r.quality),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [id, version]);
  if (report) return <QualityFindings report={report} onSlide={onSlide} />;
  return (
    <section className="quality" aria-labelledby={heading} aria-busy={!error}>
      <h2 id={heading}>Quality check</h2>
      {error ? (
        <p className="hint" role="status">
          The slides could not be checked just now: {error}
        </p>
      ) : (
        <p className="hint" role="status">
          Checking the slides…
        </p>
      )}
    </section>
  );
}
