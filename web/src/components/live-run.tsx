// Runs an agent stream (demo or signed-in) and shows the work appearing live: outline, slides, text, rows, a deck's
// pictures as they are placed, and at the end the pictures' credits and a deck's quality report.
import { useRef, useState } from "react";
import { QuireError, type AgentLine, type PlacedPicture, type Schemas } from "@quire/sdk";
import { Preview } from "./preview";
import { QualityFindings } from "./quality-report";

export interface LiveRunState {
  running: boolean;
  stage: string;
  outline: string[];
  slides: string[];
  markdown: string;
  rows: number;
  /** Attached files as the run reads them: the latest `reading` status message per file. */
  reading: ReadingFile[];
  /** What the run made; its id is null when nothing was saved (the demo). */
  document: Schemas["AgentDocument"] | null;
  /** A revision's edits as made, one sentence each. */
  edits: string[];
  /** What the run could not know or do (from the `done` line). */
  warnings: string[];
  /** A deck's pictures being placed: how many are settled of how many (the `pictures` status lines). */
  pictureProgress: { done: number; total: number } | null;
  /** The pictures a new deck got, each with the credit to show with it (from the `done` line). */
  pictures: PlacedPicture[];
  /** A deck's quality report (from the `done` line). */
  quality: Schemas["QualityReport"] | null;
  error: string | null;
  limited: boolean;
}

export interface ReadingFile {
  file: string;
  message: string;
  /** The second line for a file says it was read (pages, slides or sheets). */
  done: boolean;
  /** The stream ended with an error while this file was being read. */
  failed?: boolean;
}

const EMPTY: LiveRunState = {
  running: false,
  stage: "",
  outline: [],
  slides: [],
  markdown: "",
  rows: 0,
  reading: [],
  document: null,
  edits: [],
  warnings: [],
  pictureProgress: null,
  pictures: [],
  quality: null,
  error: null,
  limited: false,
};

/** The state of a run and a start function, given the run's lines (quire.agent or demoRun) for an abort signal. */
export function useLiveRun() {
  const [state, setState] = useState<LiveRunState>(EMPTY);
  const abort = useRef<AbortController | null>(null);

  function apply(line: AgentLine) {
    setState((s) => {
      switch (line.type) {
        case "status": {
          const stage = line.message;
          if (line.stage === "pictures")
            return { ...s, stage, pictureProgress: { done: line.done ?? 0, total: line.total ?? 0 } };
          return line.stage === "reading" && line.file !== undefined
            ? { ...s, stage, reading: readingLine(s.reading, line.file, stage) }
            : { ...s, stage };
        }
        case "edit":
          return { ...s, edits: [...s.edits, line.message] };
        case "outline":
          return { ...s, outline: line.items };
        case "slide": {
          const slide = line.slide as { title?: string; quote?: string };
          return { ...s, slides: [...s.slides, slide.title ?? slide.quote ?? "Slide"] };
        }
        case "markdown":
          return { ...s, markdown: s.markdown + line.delta };
        case "rows":
          return { ...s, rows: s.rows + line.rows.length };
        case "document":
          return { ...s, document: line.document };
        case "error": {
          // A file that fails once read ends the stream: name it, the server's message may not.
          const unread = s.reading.find((r) => !r.done);
          if (!unread) return { ...s, error: line.message, running: false };
          const reading = s.reading.map((r) =>
            r === unread ? { ...r, message: `Could not read ${r.file}`, failed: true } : r,
          );
          return { ...s, reading, error: `Could not read ${unread.file}: ${line.message}`, running: false };
        }
        case "done":
          return {
            ...s,
            running: false,
            stage: "Done",
            warnings: line.warnings,
            pictures: line.pictures ?? [],
            quality: line.quality ?? null,
          };
        default:
          return s;
      }
    });
  }

  /** Runs `lines` (`quire.agent(request, { files, signal })` or `demoRun(request, signal)`); returns what it made. */
  async function start(
    lines: (signal: AbortSignal) => AsyncIterable<AgentLine>,
  ): Promise<Schemas["AgentDocument"] | null> {
    abort.current?.abort();
    abort.current = new AbortController();
    setState({ ...EMPTY, running: true, stage: "Starting…" });
    let doc: Schemas["AgentDocument"] | null = null;
    try {
      for await (const line of lines(abort.current.signal)) {
        if (line.type === "document") doc = line.document;
        apply(line);
      }
      setState((s) => ({ ...s, running: false }));
    } catch (e) {
      // A limit met (429, or 503 for a full server) is a notice, in the server's words: they name the limit and the wait.
      const limited = e instanceof QuireError && (e.status === 429 || e.status === 503);
      const message = e instanceof Error ? e.message : String(e);
      setState((s) => ({ ...s, running: false, error: message, limited }));
    }
    return doc;
  }

  return { state, start, stop: () => abort.current?.abort() };
}

/** What a screen reader is told as the run goes: each stage, then that it is done (an error is an alert of its own). */
function spokenProgress(state: LiveRunState): string {
  if (state.running) return state.stage;
  if (state.document) return `Done: “${state.document.title}” is ready.`;
  return "";
}

/**
 * The run as it goes and, when `showResult`, what it made. The status line is always on the page: a live region added
 * together with its first words is often not read out at all.
 */
export function LiveRunView({ state, showResult = true }: { state: LiveRunState; showResult?: boolean }) {
  const shown = state.running || (showResult && (state.document || state.error));
  return (
    <>
      <p className="visually-hidden" role="status">
        {spokenProgress(state)}
      </p>
      {shown && <LiveWork state={state} />}
    </>
  );
}

function LiveWork({ state }: { state: LiveRunState }) {
  return (
    <section className="live" aria-busy={state.running}>
      {state.error && (
        <p className={state.limited ? "notice" : "error"} role="alert">
          {state.error}
        </p>
      )}
      {state.running && <p className="stage">{state.stage}</p>}
      {state.running && state.pictureProgress && state.pictureProgress.total > 0 && (
        <progress
          className="picture-progress"
          max={state.pictureProgress.total}
          value={state.pictureProgress.done}
          aria-label="Pictures placed"
        >
          {state.pictureProgress.done} of {state.pictureProgress.total}
        </progress>
      )}
      {state.reading.length > 0 && (
        <ul className="reading" aria-label="Attached files read">
          {state.reading.map((r) => (
            <li key={r.file} className={r.failed ? "failed" : r.done ? "done" : ""}>
              {r.message}
            </li>
          ))}
        </ul>
      )}
      {state.outline.length > 0 && !state.document && (
        <ol className="outline">
          {state.outline.map((item, i) => (
            <li key={i} className={i < state.slides.length ? "done" : ""}>
              {item}
            </li>
          ))}
        </ol>
      )}
      {state.markdown && !state.document && <pre className="draft">{state.markdown.slice(-1500)}</pre>}
      {state.rows > 0 && !state.document && <p className="stage">{state.rows} rows written…</p>}
      {state.document && <RunReport state={state} />}
      {state.document && state.quality && <QualityFindings report={state.quality} headingLevel={2} />}
      {state.document && <Preview source={state.document.source} title={state.document.title} />}
    </section>
  );
}

/** What a finished run changed (a revision's edits), the credits its pictures owe, and what is left to the reader (its warnings). */
export function RunReport({ state }: { state: LiveRunState }) {
  if (state.running || (!state.edits.length && !state.warnings.length && !state.pictures.length)) return null;
  return (
    <div className="run-report">
      <ReportList heading="What changed" className="edits" items={state.edits} />
      <ReportList
        heading="Pictures"
        className="picture-credits"
        items={state.pictures.map((p) => `Slide ${p.slide}: ${p.credit}`)}
      />
      <ReportList heading="To check" className="warnings" items={state.warnings} />
    </div>
  );
}

function ReportList({ heading, className, items }: { heading: string; className: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <h2>{heading}</h2>
      <ul className={className}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The reading list with `file`'s entry set to its newest message (a second line marks it read). */
function readingLine(list: ReadingFile[], file: string, message: string): ReadingFile[] {
  const known = list.some((r) => r.file === file);
  return known
    ? list.map((r) => (r.file === file ? { file, message, done: true } : r))
    : [...list, { file, message, done: false }];
}
