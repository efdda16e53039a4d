// The presenter view of a deck whose pictures are all loaded: the slide shown large, and beside it (or under it on a
// narrow screen) the speaker notes, the next slide, where you are and a timer. Keyboard (→ ← PageDown PageUp Space Home
// End, f for full screen), swipe, full screen, and an audience window (?audience=1: the slides alone) kept on the same
// slide. Nothing is fetched from here on: the pictures are object URLs of blobs loaded before.
import { useEffect, useRef, useState, type TouchEvent } from "react";
import { useSyncedSlide, useViewReports, type PresentDeck } from "../present-data";

export interface PresenterProps {
  deck: PresentDeck;
  /** Each slide's picture, in slide order (object URLs). */
  pictures: string[];
  /** The slides alone, for the audience's screen. */
  audience: boolean;
  /** Names the presentation for its windows' channel (the document id, or the link's token). */
  channel: string;
  /** Where "Leave" goes (the document's page, or the link's page). */
  leaveHref: string;
  /** POST …/views of a shared link, when the time on each slide is reported (the presenter's window of a link only). */
  reportUrl?: string | null;
}

export function Presenter({ deck, pictures, audience, channel, leaveHref, reportUrl = null }: PresenterProps) {
  const count = deck.slides.length;
  const [index, go] = useSyncedSlide(`quire-present:${channel}`, count);
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  useViewReports(audience ? null : reportUrl, index + 1);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void root.current?.requestFullscreen?.().catch(() => {});
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      // A control's own keys stay its own: Space presses a button, and a field keeps every key.
      if (target?.closest("input, select, textarea")) return;
      const onControl = target?.closest("button, a, [role=button]") != null;
      const move: Record<string, number | "first" | "last"> = {
        ArrowRight: 1,
        ArrowDown: 1,
        PageDown: 1,
        ArrowLeft: -1,
        ArrowUp: -1,
        PageUp: -1,
        Home: "first",
        End: "last",
      };
      if (e.key === " " && !onControl) {
        e.preventDefault();
        go(e.shiftKey ? index - 1 : index + 1);
      } else if (e.key in move) {
        e.preventDefault();
        const m = move[e.key]!;
        go(m === "first" ? 0 : m === "last" ? count - 1 : index + m);
      } else if (e.key === "f" || e.key === "F") {
        e.preventDefault();
        toggleFullscreen();
      } else if (e.key === "Escape" && document.fullscreenElement) {
        void document.exitFullscreen().catch(() => {});
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    swipe.current = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = swipe.current;
    const t = e.changedTouches[0];
    swipe.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) > 50 && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
  };

  const slide = deck.slides[index]!;
  const next = deck.slides[index + 1];
  const altOf = (s: { n: number; title: string }) => `Slide ${s.n} of ${count}${s.title ? `: ${s.title}` : ""}`;
  const where = `Slide ${index + 1} of ${count}`;

  if (audience)
    return (
      <div ref={root} className="presenter audience" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <h1 className="visually-hidden">{deck.title}</h1>
        <div className="presenter-stage" onClick={() => go(index + 1)}>
          <img src={pictures[index]} alt={altOf(slide)} />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {where}
        </p>
        {!fullscreen && (
          <button type="button" className="button small audience-fullscreen" onClick={toggleFullscreen}>
            Full screen (f)
          </button>
        )}
      </div>
    );

  const openAudience = () => {
    const url = new URL(location.href);
    url.searchParams.set("audience", "1");
    window.open(url.pathname + url.search, `quire-audience-${channel}`, "popup,width=1280,height=760");
  };

  return (
    <div ref={root} className="presenter" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className="presenter-bar">
        <h1>{deck.title}</h1>
        <div className="row" role="toolbar" aria-label="Presentation">
          <button type="button" className="button small" onClick={toggleFullscreen} aria-pressed={fullscreen}>
            {fullscreen ? "Leave full screen" : "Full screen"}
          </button>
          <button
            type="button"
            className="button ghost small"
            onClick={openAudience}
            title="Opens the slides alone in another window, for a projector or a second screen; it follows this one."
          >
            Second window
          </button>
          <a className="button ghost small" href={leaveHref}>
            Leave
          </a>
        </div>
      </div>
      <div className="presenter-main">
        <figure className="presenter-stage">
          <img src={pictures[index]} alt={altOf(slide)} />
        </figure>
        <aside className="presenter-panel" aria-label="Presenter">
          <div className="row spread presenter-where">
            <div className="row presenter-nav">
              <button
                type="button"
                className="button ghost small"
                aria-disabled={index === 0}
                onClick={() => go(index - 1)}
              >
                ← Previous
              </button>
              <strong aria-live="polite" className="presenter-count">
                {where}
              </strong>
              <button
                type="button"
                className="button ghost small"
                aria-disabled={index >= count - 1}
                onClick={() => go(index + 1)}
              >
                Next →
              </button>
            </div>
            <Timer />
          </div>
          <section className="presenter-notes" aria-labelledby="presenter-notes-heading">
            <h2 id="presenter-notes-heading">
              Notes{slide.title ? <span className="presenter-slide-title"> — {slide.title}</span> : null}
            </h2>
            {slide.notes.trim() ? (
              <p className="notes-text">{slide.notes}</p>
            ) : (
              <p className="hint">No speaker notes for this slide.</p>
            )}
          </section>
          <section className="presenter-next" aria-labelledby="presenter-next-heading">
            <h2 id="presenter-next-heading">Next</h2>
            {next ? (
              <figure>
                <img src={pictures[index + 1]} alt={`Next: ${altOf(next)}`} />
                <figcaption className="hint">{next.title || `Slide ${next.n}`}</figcaption>
              </figure>
            ) : (
              <p className="hint">The end of the deck.</p>
            )}
          </section>
          <p className="hint presenter-keys">
            → or Space: next · ←: previous · Home / End: first / last · f: full screen
          </p>
        </aside>
      </div>
    </div>
  );
}

/** Whether the page is in full screen now (the Fullscreen API's own state: Esc leaves it without asking us). */
function useFullscreen(): boolean {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);
  return on;
}

/** The talk's clock: start, pause, reset; minutes and seconds (hours past the first). */
function Timer() {
  const [elapsed, setElapsed] = useState(0);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [, tick] = useState(0);
  useEffect(() => {
    if (startedAt === null) return;
    const id = window.setInterval(() => tick((t) => t + 1), 250);
    return () => window.clearInterval(id);
  }, [startedAt]);
  const total = elapsed + (startedAt === null ? 0 : Date.now() - startedAt);
  const toggle = () => {
    if (startedAt === null) setStartedAt(Date.now());
    else {
      setElapsed(total);
      setStartedAt(null);
    }
  };
  const reset = () => {
    setElapsed(0);
    setStartedAt(startedAt === null ? null : Date.now());
  };
  return (
    <div className="row presenter-timer" role="group" aria-label="Timer">
      <span role="timer" aria-label="Time elapsed" className="timer-face">
        {clock(total)}
      </span>
      <button type="button" className="button small" onClick={toggle}>
        {startedAt === null ? (total > 0 ? "Resume" : "Start") : "Pause"}
      </button>
      <button type="button" className="button ghost small" onClick={reset}>
        Reset
      </button>
    </div>
  );
}

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  const two = (v: number) => String(v).padStart(2, "0");
  const h = Math.floor(s / 3600);
  return h > 0 ? `${h}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}
