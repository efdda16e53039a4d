// The workspace: new document by prompt (live), welcome/onboarding, and the document list (a deck's first slide as its
// picture) with filter, search, paging.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { PictureMode, Schemas } from "@quire/sdk";
import { quire, type Kind } from "../api";
import { KindPicker } from "../components/kind-picker";
import { PROMPT_MAX, TextModePicker, textModeHelp, type TextMode } from "../components/text-mode-picker";
import { PicturePicker, usePictureSources } from "../components/picture-picker";
import { ErrorNote } from "../components/layout";
import { AttachFiles, useAttachments } from "../components/attach-files";
import { ImportFile } from "../components/import-file";
import { SlideThumb } from "../components/slide-thumb";
import { LiveRunView, useLiveRun } from "../components/live-run";
import { Link, navigate, useLocation } from "../router";
import { usePageTitle } from "../page-title";
import { useSession } from "../session";
import { useSpaces } from "../spaces";

type Page = Schemas["DocumentPage"];

export function WorkspacePage() {
  const { session } = useSession();
  const { active } = useSpaces();
  const { query } = useLocation();
  const [kind, setKind] = useState<Kind | "">("");
  const [q, setQ] = useState("");
  const [pages, setPages] = useState<Page[]>([]);
  const [onboarding, setOnboarding] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(
    async (cursor?: string) => {
      const filter = { limit: 20, kind: kind || undefined, q: q.trim() || undefined, cursor };
      try {
        // A page of summaries (the answer is one document only when asked for by `id`).
        const page = (await quire.ok(quire.api.GET("/api/workspace/documents", { params: { query: filter } }))) as Page;
        setPages((prev) => (cursor ? [...prev, page] : [page]));
      } catch (e) {
        setError(e);
      }
    },
    [kind, q],
  );

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    quire.ok(quire.api.GET("/api/onboarding")).then(
      (r) => setOnboarding(r.state),
      () => setOnboarding(null),
    );
    const fork = query.get("fork");
    if (fork) {
      quire
        .ok(quire.api.POST("/api/showcase/fork", { body: { demoId: fork } }))
        .then((r) => navigate(`/app/d/${r.document.id}`, true), setError);
    }
    // Once, on arrival: the onboarding state and a ?fork= link are read when the page opens, not on later renders.
  }, []);

  async function seed() {
    try {
      await quire.ok(quire.api.POST("/api/onboarding/seed", { body: {} }));
      setOnboarding("seeded");
      await load();
    } catch (e) {
      setError(e);
    }
  }

  const items = pages.flatMap((p) => p.items);
  const next = pages.at(-1)?.nextCursor;
  const title = active
    ? `${active.name} workspace`
    : session
      ? `${session.user.name || session.user.email}'s workspace`
      : "Workspace";
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <NewDocument />
      <ImportFile onError={setError} />
      <ErrorNote error={error} />
      {onboarding === "welcome" && items.length === 0 && (
        <div className="notice welcome">
          <h2>Welcome to Quire</h2>
          <p>
            Start from three examples made for you — a deck, a document and a spreadsheet — or write a prompt above.
          </p>
          <button className="button" onClick={() => void seed()}>
            Create my examples
          </button>
        </div>
      )}
      <div className="row filters" role="search">
        <KindPicker value={kind} onChange={setKind} allowAuto anyLabel="All kinds" />
        <label className="inline grow">
          Search
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Title contains…" />
        </label>
      </div>
      <ul className="doc-list" aria-label="Documents">
        {items.map((d) => (
          <li key={d.id}>
            <Link href={`/app/d/${d.id}`} className="doc-link">
              <SlideThumb doc={d} />
              <span>
                <span className={`kind kind-${d.kind}`}>{d.kind}</span> <strong>{d.title}</strong>
                <DocBrand doc={d} />
              </span>
            </Link>
            <time dateTime={d.updatedAt}>{new Date(d.updatedAt).toLocaleString()}</time>
          </li>
        ))}
        {items.length === 0 && onboarding !== "welcome" && <li className="empty">No documents match.</li>}
      </ul>
      {next && (
        <button className="button ghost" onClick={() => void load(next)}>
          Load more
        </button>
      )}
    </section>
  );
}

/** The brand a deck was made on, under its title: decks made on different brands otherwise look alike in the list. */
function DocBrand({ doc }: { doc: Schemas["DocumentSummary"] }) {
  if (!doc.brandId) return null;
  if (!doc.brandName) return <span className="doc-brand gone">Brand deleted</span>;
  return (
    <span className="doc-brand">
      Brand: <span className="doc-brand-name">{doc.brandName}</span>
    </span>
  );
}

function placeholderFor(mode: TextMode, withFiles: boolean): string {
  if (withFiles)
    return mode === "generate"
      ? "What should Quire make from these files? e.g. A 6-slide summary for the board"
      : "What should Quire make from these files? e.g. Slides from this report, every word kept";
  if (mode === "preserve") return "Turn these notes into a deck:\n## Sales\nSales grew 18% in October…";
  if (mode === "condense") return "Condense this into a one-page brief:\nPaste your text here…";
  return "Describe the deck, document or spreadsheet you need";
}

function NewDocument() {
  const [prompt, setPrompt] = useState("");
  // Quire reads the kind from the prompt unless told: "a 12-month budget spreadsheet" is a sheet, not a deck.
  const [kind, setKind] = useState<Kind | "">("");
  const [textMode, setTextMode] = useState<TextMode>("generate");
  // Pictures are a deck's: offered when the kind is a deck or left to Quire (a doc or sheet it writes ignores them).
  const sources = usePictureSources();
  const [chosenImages, setImages] = useState<PictureMode | null>(null);
  const images = sources && (kind === "deck" || kind === "") ? (chosenImages ?? sources.default) : null;
  const run = useLiveRun();
  const attachments = useAttachments();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const request = {
      prompt,
      ...(kind ? { kind } : {}),
      ...(textMode !== "generate" ? { textMode } : {}),
      ...(images ? { images } : {}),
    };
    // With files the run is sent multipart: the same fields, and each file under `files`.
    const files = attachments.files.map((file) => ({ name: file.name, data: file }));
    const doc = await run.start((signal) => quire.agent(request, { files, signal }));
    if (doc?.id) navigate(`/app/d/${doc.id}`);
  }
  const help = textModeHelp(textMode);
  return (
    <form
      className={attachments.dragging ? "prompt dragging" : "prompt"}
      onSubmit={(e) => void submit(e)}
      aria-label="New document"
      {...attachments.dropTarget}
    >
      <label htmlFor="new-prompt">New document</label>
      <textarea
        id="new-prompt"
        rows={textMode === "generate" ? 2 : 10}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder={placeholderFor(textMode, attachments.files.length > 0)}
        minLength={8}
        maxLength={PROMPT_MAX[textMode]}
        required
      />
      <p id="text-mode-help" className="hint" hidden={!help}>
        {help}
      </p>
      <AttachFiles attachments={attachments} disabled={run.state.running} />
      <div className="row">
        <KindPicker value={kind} onChange={setKind} allowAuto />
        <TextModePicker value={textMode} onChange={setTextMode} disabled={run.state.running} />
        {sources && images && (
          <PicturePicker sources={sources} value={images} onChange={setImages} disabled={run.state.running} />
        )}
        <button className="button" type="submit" disabled={run.state.running || prompt.trim().length < 8}>
          {run.state.running ? "Writing…" : "Create"}
        </button>
      </div>
      <LiveRunView state={run.state} />
    </form>
  );
}
