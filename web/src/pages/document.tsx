// One document: sandboxed preview (slide by slide for decks), share by link, present (decks), a deck's quality report, theme, exports, revise by prompt,
// history, edit source, delete.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { EXPORT_FORMATS_BY_KIND, type ExportFormat, type Schemas } from "@quire/sdk";
import { quire, saveFile } from "../api";
import { HistoryPanel } from "../components/history-panel";
import { ErrorNote } from "../components/layout";
import { LiveRunView, RunReport, useLiveRun } from "../components/live-run";
import { BrandSlide } from "../components/brand-slide";
import { Preview } from "../components/preview";
import { SlideActions } from "../components/slide-actions";
import { ShareDialog } from "../components/share-dialog";
import { SlideCredit } from "../components/slide-credit";
import { DeckQuality } from "../components/quality-report";
import { ThemePicker } from "../components/theme-picker";
import { usePageTitle } from "../page-title";
import { Link, navigate } from "../router";

type QuireDocument = Schemas["Document"];

export function DocumentPage({ id }: { id: string }) {
  const [doc, setDoc] = useState<QuireDocument | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [slide, setSlide] = useState(0);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  useEffect(() => {
    quire
      .ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id } } }))
      .then((r) => setDoc(r.document), setError);
  }, [id]);

  const slides = doc?.source.kind === "deck" ? doc.source.slides : undefined;
  usePageTitle(doc?.title ?? (error ? "Document not available" : null));
  if (error && !doc)
    return (
      <section className="page">
        <h1>Document not available</h1>
        <ErrorNote error={error} />
      </section>
    );
  if (!doc) return <section className="page" aria-busy="true" />;

  async function remove() {
    if (!confirm(`Delete “${doc!.title}”? This cannot be undone.`)) return;
    try {
      await quire.ok(quire.api.DELETE("/api/workspace/documents/{id}", { params: { path: { id: doc!.id } } }));
      navigate("/app");
    } catch (e) {
      setError(e);
    }
  }

  return (
    <section className="page">
      <div className="row spread">
        <h1>{doc.title}</h1>
        <span className={`kind kind-${doc.kind}`}>{doc.kind}</span>
      </div>
      <div className="row doc-share" role="group" aria-label="Share and present">
        <button
          id="share-open"
          type="button"
          className="button small"
          aria-haspopup="dialog"
          onClick={() => setSharing(true)}
        >
          Share
        </button>
        {slides && (
          <Link className="button ghost small" href={`/app/d/${encodeURIComponent(doc.id)}/present`}>
            Present
          </Link>
        )}
      </div>
      {sharing && <ShareDialog doc={doc} onClose={() => setSharing(false)} />}
      {slides && (
        <div className="row slide-nav" role="group" aria-label="Slides" id="slides">
          <SoftButton
            className="button ghost small"
            onClick={() => setSlide((s) => Math.max(0, s - 1))}
            unavailable={slide === 0}
          >
            ← Previous
          </SoftButton>
          <span aria-live="polite">
            Slide {slide + 1} of {slides.length}
          </span>
          <SoftButton
            className="button ghost small"
            onClick={() => setSlide((s) => Math.min(slides.length - 1, s + 1))}
            unavailable={slide >= slides.length - 1}
          >
            Next →
          </SoftButton>
        </div>
      )}
      {/* A deck on a brand the space still has is shown as the brand draws it (its pptx's look), not in Quire's theme. */}
      {slides && doc.brandId && doc.brandName ? (
        <BrandSlide doc={doc} slide={slide + 1} />
      ) : (
        <Preview
          source={doc.source}
          title={doc.title}
          className="preview tall"
          slide={slides ? slide + 1 : undefined}
        />
      )}
      {slides && <SlideCredit slide={slides[slide]} />}
      {slides && (
        <SlideActions
          doc={doc}
          n={Math.min(slide + 1, slides.length)}
          onChanged={(d, show) => (setDoc(d), setSlide(show - 1))}
        />
      )}
      {doc.kind === "deck" && (
        <DeckQuality
          id={doc.id}
          version={doc.version}
          onSlide={(n) => (setSlide(n - 1), document.getElementById("slides")?.scrollIntoView({ block: "start" }))}
        />
      )}
      {/* Only a deck has a theme in its source: a doc's would be dropped on save. */}
      {doc.kind === "deck" && !doc.brandId && <ThemePicker doc={doc} onChanged={setDoc} onError={setError} />}
      <Exports doc={doc} onError={setError} />
      <ErrorNote error={error} />
      <Revise doc={doc} onRevised={setDoc} />
      {/* A restored version may have fewer slides than the one being shown. */}
      <HistoryPanel key={doc.id} doc={doc} onRestored={(d) => (setDoc(d), setSlide(0))} />
      <div className="row">
        <button className="button ghost" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? "Close the source editor" : "Edit the source"}
        </button>
        <button className="button danger" onClick={() => void remove()}>
          Delete
        </button>
      </div>
      {editing && <SourceEditor doc={doc} onSaved={(d) => (setDoc(d), setEditing(false))} />}
    </section>
  );
}

function Exports({ doc, onError }: { doc: QuireDocument; onError: (e: unknown) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function run(format: ExportFormat) {
    if (busy) return;
    setBusy(format);
    setDone(null);
    try {
      saveFile(await quire.export({ documentId: doc.id, format }));
      setDone(format);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="row exports" role="group" aria-label="Download">
      {EXPORT_FORMATS_BY_KIND[doc.kind].map((f) => (
        <SoftButton key={f} className="button small" onClick={() => void run(f)} unavailable={busy !== null}>
          {busy === f ? "Preparing…" : `.${f}`}
        </SoftButton>
      ))}
      <span className="visually-hidden" role="status">
        {busy ? `Preparing the .${busy} file…` : done ? `Downloaded the .${done} file.` : ""}
      </span>
    </div>
  );
}

/**
 * A button that says it is unavailable (aria-disabled) instead of being disabled: a disabled button drops the keyboard
 * focus on the page, as Next does on reaching the last slide, or an export button while its file is made.
 */
function SoftButton({
  unavailable,
  onClick,
  children,
  className,
}: {
  unavailable: boolean;
  onClick: () => void;
  children: ReactNode;
  className: string;
}) {
  return (
    <button type="button" className={className} aria-disabled={unavailable} onClick={() => !unavailable && onClick()}>
      {children}
    </button>
  );
}

function Revise({ doc, onRevised }: { doc: QuireDocument; onRevised: (d: QuireDocument) => void }) {
  const [prompt, setPrompt] = useState("");
  const run = useLiveRun();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const revised = await run.start((signal) => quire.agent({ prompt, documentId: doc.id }, { signal }));
    // A revision is saved: its document has an id. Read again as the workspace keeps it (with its parts' ids).
    if (revised?.id)
      onRevised(
        (await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: revised.id } } })))
          .document,
      );
  }
  return (
    <form className="prompt" onSubmit={(e) => void submit(e)} aria-label="Revise">
      <label htmlFor="revise">Revise with a prompt</label>
      <textarea
        id="revise"
        rows={2}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder="e.g. Add a slide on risks and shorten the intro"
        minLength={8}
        required
      />
      <button className="button" type="submit" disabled={run.state.running || prompt.trim().length < 8}>
        {run.state.running ? "Revising…" : "Revise"}
      </button>
      {run.state.error && (
        <p className="error" role="alert">
          {run.state.error}
        </p>
      )}
      <LiveRunView state={run.state} showResult={false} />
      <RunReport state={run.state} />
    </form>
  );
}

function SourceEditor({ doc, onSaved }: { doc: QuireDocument; onSaved: (d: QuireDocument) => void }) {
  const [text, setText] = useState(() => JSON.stringify(doc.source, null, 2));
  const [error, setError] = useState<unknown>(null);
  async function save(e: FormEvent) {
    e.preventDefault();
    try {
      const source = JSON.parse(text);
      const r = await quire.ok(
        quire.api.PATCH("/api/workspace/documents/{id}", {
          params: { path: { id: doc.id } },
          body: { source, version: doc.version },
        }),
      );
      onSaved(r.document);
    } catch (err) {
      setError(err instanceof SyntaxError ? new Error(`The source is not valid JSON: ${err.message}`) : err);
    }
  }
  return (
    <form className="stack" onSubmit={(e) => void save(e)}>
      <label htmlFor="source">Source (JSON)</label>
      <textarea
        id="source"
        className="code"
        rows={18}
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
      />
      <ErrorNote error={error} />
      <button className="button" type="submit">
        Save
      </button>
    </form>
  );
}
