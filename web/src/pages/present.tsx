// The presenter view, twice: /app/d/:id/present for your own deck (its source's titles and notes, its slide pictures),
// and /s/:token/present for a share link that allows presenting (GET /api/shared/{token}; its `?k=` unlock key passed
// on to every call). Both load every slide's picture first, with their progress, then present with no network.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { Presenter } from "../components/presenter";
import { usePageTitle } from "../page-title";
import { useLocation } from "../router";
import { blobOrError, PICTURE_WIDTH, usePictures, type FetchPicture, type PresentDeck } from "../present-data";
import { sharedApi, type SharedDocument } from "../share-api";

export function OwnerPresentPage({ id }: { id: string }) {
  const { query } = useLocation();
  const audience = query.get("audience") === "1";
  const [deck, setDeck] = useState<PresentDeck | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id } } })).then(({ document }) => {
      if (document.source.kind !== "deck") setError(new Error("Only a deck has slides to present."));
      else
        setDeck({
          title: document.title,
          slides: document.source.slides.map((s, i) => ({ n: i + 1, title: slideTitle(s), notes: s.notes ?? "" })),
        });
    }, setError);
  }, [id]);
  const fetchPicture = useCallback<FetchPicture>(
    async (n, signal) =>
      new Blob([(await quire.slideImage(id, n, { width: PICTURE_WIDTH, signal })) as BlobPart], { type: "image/png" }),
    [id],
  );
  return (
    <PresentScreen
      deck={deck}
      error={error}
      fetchPicture={fetchPicture}
      audience={audience}
      channel={id}
      leaveHref={`/app/d/${encodeURIComponent(id)}`}
    />
  );
}

export function SharedPresentPage({ token }: { token: string }) {
  const { query } = useLocation();
  const audience = query.get("audience") === "1";
  const [key, setKey] = useState(() => query.get("k"));
  const api = useMemo(() => sharedApi(token, key), [token, key]);
  const [shared, setShared] = useState<SharedDocument | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    setError(null);
    api.read().then(
      (d) => (setShared(d), setClosed(false)),
      (e: unknown) => (api.isClosed(e) ? setClosed(true) : setError(e)),
    );
  }, [api]);
  const deck = useMemo<PresentDeck | null>(
    () =>
      shared?.kind === "deck" && shared.present
        ? { title: shared.title, slides: shared.slides.map((s) => ({ n: s.n, title: s.title, notes: s.notes ?? "" })) }
        : null,
    [shared],
  );
  const refusal =
    shared && !deck
      ? new Error(
          shared.kind !== "deck"
            ? "This link shares a document with no slides: open its page to read it."
            : "This link does not offer the presenter view: open its page to see the slides.",
        )
      : null;
  const fetchPicture = useCallback<FetchPicture>(
    async (n, signal) =>
      blobOrError(
        await fetch(api.slideUrl(n, PICTURE_WIDTH), { credentials: "omit", referrerPolicy: "no-referrer", signal }),
      ),
    [api],
  );
  const pageHref = `/s/${encodeURIComponent(token)}${key ? `?k=${encodeURIComponent(key)}` : ""}`;
  const unlocked = (k: string) => {
    const url = new URL(location.href);
    url.searchParams.set("k", k);
    history.replaceState(null, "", url.pathname + url.search);
    setKey(k);
  };
  if (closed) return <Closed token={token} onUnlocked={unlocked} />;
  return (
    <PresentScreen
      deck={deck}
      error={error ?? refusal}
      fetchPicture={fetchPicture}
      audience={audience}
      channel={token}
      leaveHref={pageHref}
      reportUrl={api.viewsUrl()}
    />
  );
}

function PresentScreen({
  deck,
  error,
  fetchPicture,
  audience,
  channel,
  leaveHref,
  reportUrl,
}: {
  deck: PresentDeck | null;
  error: unknown;
  fetchPicture: FetchPicture;
  audience: boolean;
  channel: string;
  leaveHref: string;
  reportUrl?: string;
}) {
  const loading = usePictures(deck, fetchPicture);
  usePageTitle(
    deck
      ? `${audience ? "Audience" : "Presenting"}: ${deck.title}`
      : error
        ? "Presentation not available"
        : "Presenting",
  );
  if (error)
    return (
      <main id="main" tabIndex={-1} className="present-page">
        <h1>Presentation not available</h1>
        <ErrorNote error={error} />
        <p>
          <a href={leaveHref}>Back</a>
        </p>
      </main>
    );
  if (!deck || loading.state !== "ready") {
    const done = loading.state === "loading" ? loading.done : 0;
    return (
      <main id="main" tabIndex={-1} className="present-page" aria-busy={loading.state === "loading"}>
        <h1>{deck?.title ?? "Presenting"}</h1>
        {loading.state === "failed" ? (
          <>
            <ErrorNote error={loading.error} />
            <button type="button" className="button" onClick={loading.retry}>
              Try again
            </button>
          </>
        ) : (
          <div className="stack present-loading">
            <label htmlFor="present-progress">
              {deck ? `Loading the slides: ${done} of ${deck.slides.length}` : "Loading the deck…"}
            </label>
            <progress id="present-progress" max={deck?.slides.length || 1} value={deck ? done : undefined} />
            <p className="hint">
              Every slide is loaded before the presentation starts, so it goes on without a network.
            </p>
          </div>
        )}
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="present-page ready">
      <Presenter
        deck={deck}
        pictures={loading.pictures}
        audience={audience}
        channel={channel}
        leaveHref={leaveHref}
        reportUrl={reportUrl}
      />
    </main>
  );
}

/**
 * A link that does not open: it never was, expired, was revoked — or asks for a password, which the API does not tell
 * apart (404 for all). The password is asked for here too; the unlock key it gives goes into the page's address.
 */
function Closed({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  usePageTitle("Link not available");
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onUnlocked(await sharedApi(token, null).unlock(password));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <main id="main" tabIndex={-1} className="present-page narrow">
      <h1>This link does not open</h1>
      <p>It may have expired or been revoked, or it asks for a password.</p>
      <form className="stack" onSubmit={(e) => void submit(e)} aria-label="Password">
        <label htmlFor="unlock-password">Password, if the link has one</label>
        <input
          id="unlock-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <ErrorNote error={error} />
        <div className="row">
          <button className="button" type="submit" disabled={busy || !password}>
            {busy ? "Checking…" : "Open"}
          </button>
        </div>
      </form>
    </main>
  );
}

function slideTitle(slide: Schemas["Slide"]): string {
  const s = slide as { title?: string; quote?: string };
  return s.title ?? s.quote ?? "";
}
