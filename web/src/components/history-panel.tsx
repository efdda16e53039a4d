// A document's History: its versions newest first, what made each and what changed in it, and restoring one.
import { useEffect, useId, useRef, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";
import { versionLabel, whenText } from "../history-words";
import { ErrorNote } from "./layout";
import { VersionChanges } from "./version-changes";

type QuireDocument = Schemas["Document"];
type VersionPage = Schemas["VersionPage"];
type VersionSummary = Schemas["VersionSummary"];

const versions = (id: string, cursor?: string) =>
  quire.ok(quire.api.GET("/api/workspace/documents/{id}/versions", { params: { path: { id }, query: { cursor } } }));

/** Closed at first; read when opened, and again whenever the document gets a new version (an edit, a revision, a restore). */
export function HistoryPanel({
  doc,
  onRestored,
}: {
  doc: QuireDocument;
  onRestored: (restored: QuireDocument) => void;
}) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<VersionPage | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Bumped on each fresh read, so a page asked for before the document changed is dropped when it arrives.
  const generation = useRef(0);
  const heading = useId();
  const region = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const mine = ++generation.current;
    setError(null);
    versions(doc.id).then(
      (p) => mine === generation.current && setPage(p),
      (e: unknown) => mine === generation.current && setError(e),
    );
  }, [open, doc.id, doc.version]);

  async function loadMore() {
    if (!page?.nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const next = await versions(doc.id, page.nextCursor);
      if (mine === generation.current)
        setPage((p) => p && { ...p, items: [...p.items, ...next.items], nextCursor: next.nextCursor });
    } catch (e) {
      if (mine === generation.current) setError(e);
    } finally {
      setLoadingMore(false);
    }
  }

  async function restore(v: VersionSummary) {
    if (
      !page ||
      !confirm(
        `Restore version ${v.version} (“${v.title}”)? It becomes the current version; every version stays in the history.`,
      )
    )
      return;
    setRestoring(v.version);
    setError(null);
    try {
      // The version this list was read at: if someone changed the document since, the server answers 409.
      const r = await quire.ok(
        quire.api.POST("/api/workspace/documents/{id}/versions/{n}/restore", {
          params: { path: { id: doc.id, n: v.version } },
          body: { version: page.current },
        }),
      );
      onRestored(r.document);
    } catch (e) {
      setError(e);
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section
      className="history"
      aria-labelledby={heading}
      onKeyDown={(e) => open && e.key === "Escape" && (e.preventDefault(), setOpen(false), toggle.current?.focus())}
    >
      <h2 id={heading}>
        <button
          ref={toggle}
          type="button"
          className="disclosure"
          aria-expanded={open}
          aria-controls={region}
          onClick={() => setOpen((o) => !o)}
        >
          History
        </button>
      </h2>
      <div id={region} hidden={!open}>
        {open && (
          <>
            <p className="hint">
              Every change keeps a version. Restoring one makes it current again as a new version, so nothing is lost.
            </p>
            <ErrorNote error={error} />
            {page ? (
              <>
                <ol className="versions" aria-label="Versions, newest first">
                  {page.items.map((v) => (
                    <VersionItem
                      key={v.version}
                      v={v}
                      documentId={doc.id}
                      page={page}
                      restoring={restoring}
                      onRestore={(x) => void restore(x)}
                    />
                  ))}
                </ol>
                {page.nextCursor && (
                  <button
                    type="button"
                    className="button ghost small history-more"
                    onClick={() => void loadMore()}
                    disabled={loadingMore}
                  >
                    {loadingMore ? "Loading…" : "Load more"}
                  </button>
                )}
                {!page.nextCursor && page.oldest > 1 && (
                  <p className="hint">Versions before {page.oldest} are no longer kept.</p>
                )}
              </>
            ) : (
              !error && (
                <p className="hint" role="status">
                  Reading the history…
                </p>
              )
            )}
          </>
        )}
      </div>
    </section>
  );
}

function VersionItem({
  v,
  documentId,
  page,
  restoring,
  onRestore,
}: {
  v: VersionSummary;
  documentId: string;
  page: VersionPage;
  restoring: number | null;
  onRestore: (v: VersionSummary) => void;
}) {
  const current = v.version === page.current;
  return (
    <li className="version">
      <div className="version-row">
        <div>
          <div className="version-name">
            <h3>Version {v.version}</h3>
            {current && <span className="version-current">Current</span>}
          </div>
          <p className="version-meta">
            <strong>{versionLabel(v)}</strong>
            {v.author && ` by ${v.author}`} ·{" "}
            <time dateTime={v.createdAt} title={new Date(v.createdAt).toLocaleString()}>
              {whenText(v.createdAt)}
            </time>
          </p>
        </div>
        {!current && (
          <button
            type="button"
            className="button ghost small"
            aria-label={`Restore version ${v.version}`}
            onClick={() => onRestore(v)}
            disabled={restoring !== null}
          >
            {restoring === v.version ? "Restoring…" : "Restore"}
          </button>
        )}
      </div>
      {v.edits && v.edits.length > 0 && (
        <ul className="version-edits" aria-label={`The agent's edits in version ${v.version}`}>
          {v.edits.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      )}
      {v.version > page.oldest && <VersionChanges documentId={documentId} version={v.version} />}
    </li>
  );
}
