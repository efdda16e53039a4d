// "What changed" under one version: its diff against the version before, asked for the first time it is opened.
import { useEffect, useId, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire, type Kind } from "../api";
import { diffLines } from "../history-words";
import { ErrorNote } from "./layout";

export function VersionChanges({ documentId, version }: { documentId: string; version: number }) {
  const [open, setOpen] = useState(false);
  // A version never changes once kept, so its diff is read once.
  const [diff, setDiff] = useState<Schemas["VersionDiff"] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const region = useId();
  useEffect(() => {
    if (!open || diff) return;
    let live = true;
    quire
      .ok(
        quire.api.GET("/api/workspace/documents/{id}/diff", {
          params: { path: { id: documentId }, query: { from: version - 1, to: version } },
        }),
      )
      .then(
        (d) => live && setDiff(d),
        (e: unknown) => live && setError(e),
      );
    return () => {
      live = false;
    };
  }, [open, diff, documentId, version]);

  function toggle() {
    setError(null);
    setOpen((o) => !o);
  }

  return (
    <div className="version-changes">
      <button
        type="button"
        className="linklike disclosure"
        aria-expanded={open}
        aria-controls={region}
        aria-label={`What changed in version ${version}`}
        onClick={toggle}
      >
        What changed
      </button>
      <div id={region} hidden={!open}>
        {open &&
          (error ? (
            <ErrorNote error={error} />
          ) : diff ? (
            <ChangeList diff={diff} />
          ) : (
            <p className="hint" role="status">
              Comparing with version {version - 1}…
            </p>
          ))}
      </div>
    </div>
  );
}

/** What a diff compares, for saying it found nothing: a theme or slide size is outside it. */
const NOTHING_CHANGED: Record<Kind, string> = {
  deck: "No slide changed.",
  doc: "No section changed.",
  sheet: "No tab, row or cell changed.",
};

function ChangeList({ diff }: { diff: Schemas["VersionDiff"] }) {
  const lines = diffLines(diff);
  if (lines.length === 0) return <p className="hint">{NOTHING_CHANGED[diff.kind]}</p>;
  return (
    <>
      <ul className="change-list" aria-label={`Changes from version ${diff.from} to ${diff.to}`}>
        {lines.map((line, i) => (
          <li key={i} className={`change-${line.kind}`}>
            {line.text}
          </li>
        ))}
      </ul>
      {diff.truncated && <p className="hint">Only the first {diff.changes.length} changes are listed.</p>}
    </>
  );
}
