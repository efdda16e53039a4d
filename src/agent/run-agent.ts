// The agent pipeline: run → status → (model) → outline → content → document (saved) → done, as NDJSON lines with seq.
// After the first line every failure becomes a final `error` line; a cancelled run saves nothing and says nothing.
import type { Logger } from "pino";
import { ERROR_STATUS, INTERNAL_ERROR_MESSAGE, isAppError, type AppError, type ErrorCode } from "../lib/errors.js";
import { newId } from "../lib/ids.js";
import type { Source } from "../formats/model/source.js";
import type { Repos } from "../store/repos/index.js";
import type { AppliedEdit, EditsRunner } from "../documents/edits/index.js";
import { editLines, type AgentDocument, type AgentLine } from "./agent-lines.js";
import { ProgressiveLines } from "./progressive-lines.js";
import {
  currentDocument,
  NOTHING_CHANGED,
  saveRunDocument,
  unchangedRevision,
  unsavedDocument,
} from "./save-run-document.js";
import type { PreparedRun } from "./prepare-run.js";
import type { Provider, Usage } from "./provider.js";
import { writerFor } from "./providers/builtin.js";
import { readAttachedFiles, type ReadFile } from "./material/load-material.js";
import type { Material } from "./material/material.js";
import { groundingWarnings } from "./material/grounding.js";
import type { EventPublisher } from "../webhooks/index.js";
import { coverageOf, unplacedWarning, type Coverage } from "./coverage.js";
import type { KindReader, PromptReader } from "./builtin/compose-builtin.js";
import { readPromptInThread } from "./builtin/compose-in-thread.js";
import { ModelError } from "./model-error.js";
import type { QualityReport } from "../quality/index.js";
import { placePictures, type PictureDeps, type PlacedPicture } from "../pictures/index.js";
import { documentLanguage } from "../formats/model/language.js";

export interface AgentDeps {
  repos: Pick<Repos<Source>, "documents" | "agentRuns">;
  provider: Provider;
  /** The builtin composer the text modes use whatever model is configured (the server's composes on the export pool). */
  builtin?: Provider;
  /** Reads the prompt for its stated facts (the `done` line's coverage); the server's reads on the export pool. */
  readPrompt?: PromptReader;
  /** The kind a prompt asks for when it names none (prepareRun); the server's reads on the export pool. */
  kindOf?: KindReader;
  logger: Logger;
  /** A `ping` after this long without a line (15 s in production). */
  pingMs: number;
  /** Reads an attached file into a source (the export pool's import); needed only for runs with files. */
  readFile?: ReadFile;
  /** Tells the user's webhooks of each new document saved (document.created). */
  events?: EventPublisher;
  /** A deck's quality report for the `done` line (null for docs and sheets); never throws. */
  quality?: (source: Source, signal: AbortSignal) => Promise<QualityReport | null>;
  /** Pictures for a new deck from the space's library, a stock provider or an image model (the request's `images`). */
  pictures?: PictureDeps;
  /** Where a document's typed edits are computed (POST …/edits): the export pool in a server, this thread by default. */
  applyEdits?: EditsRunner;
}

export type Emit = (line: AgentLine & { seq: number }) => void | Promise<void>;

export interface RunContext {
  /** The request id; error lines carry it as traceId. */
  traceId: string;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  emit: Emit;
  runId?: string;
}

export interface RunOutcome {
  runId: string;
  /** The model that wrote it (the builtin composer for the text modes). */
  model: string;
  status: "done" | "error" | "cancelled";
  document: AgentDocument | null;
  usage: Usage;
  ms: number;
  warnings?: string[];
  coverage?: Coverage[];
  edits?: AppliedEdit[];
  pictures?: PlacedPicture[];
}

const KIND_WORDS = { deck: "slides", doc: "document", sheet: "spreadsheet" } as const;

export async function runAgent(deps: AgentDeps, run: PreparedRun, ctx: RunContext): Promise<RunOutcome> {
  const started = performance.now();
  const writer = writerFor(deps, run.ownText);
  const runId = ctx.runId ?? newId("run");
  const abort = new AbortController();
  const onAbort = () => abort.abort(ctx.signal.reason);
  if (ctx.signal.aborted) abort.abort();
  else ctx.signal.addEventListener("abort", onAbort, { once: true });

  let seq = 0;
  let lastLine = Date.now();
  const send = async (line: AgentLine) => {
    if (abort.signal.aborted) throw new Cancelled();
    lastLine = Date.now();
    try {
      await ctx.emit({ ...line, seq: seq++ });
    } catch {
      // The client is gone (the stream write failed): stop the model and save nothing.
      abort.abort();
      throw new Cancelled();
    }
  };
  const pinger = setInterval(
    () => {
      if (Date.now() - lastLine >= deps.pingMs && !abort.signal.aborted) send({ type: "ping" }).catch(() => {});
    },
    Math.max(5, Math.floor(deps.pingMs / 3)),
  );
  pinger.unref?.();

  let usage: Usage = { inputTokens: 0, outputTokens: 0 };
  const createdAt = new Date().toISOString();
  // The run row is written while the first line goes out; every later update waits for it.
  const inserted = deps.repos.agentRuns.insert({
    id: runId,
    userId: run.owner?.userId ?? null,
    kind: run.kind,
    model: writer.model,
    status: "running",
    inputTokens: 0,
    outputTokens: 0,
    ms: 0,
    error: null,
    documentId: null,
    createdAt,
  });
  inserted.catch(() => {}); // handled where it is awaited; this only keeps an early failure from being "unhandled"
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await send({ type: "run", runId, kind: run.kind, model: writer.model });
    await inserted;
    const material: Material[] = [...(run.documents ?? [])];
    const readWarnings: string[] = [];
    if (run.files?.length) {
      if (!deps.readFile) throw new Error("this process cannot read attached files");
      const read = await readAttachedFiles(
        run.files,
        deps.readFile,
        (s) => send({ type: "status", stage: "reading", ...s }),
        abort.signal,
      ).catch((err) => {
        throw isAppError(err) && err.code !== "internal_error" ? new UnreadableFile(err.code, err.message) : err;
      });
      material.push(...read.materials);
      readWarnings.push(...read.warnings);
    }
    const planning = run.current
      ? "Reading the current document"
      : material.length
        ? `Planning the ${KIND_WORDS[run.kind]} from ${material.length === 1 ? material[0]!.file : `${material.length} attachments`}`
        : `Planning the ${KIND_WORDS[run.kind]}`;
    await send({ type: "status", stage: "planning", message: planning });
    await send({ type: "status", stage: "writing", message: `Writing with ${writer.model}` });
    const progressive = new ProgressiveLines(run.kind);
    const result = await writer.generate({
      kind: run.kind,
      prompt: run.prompt,
      language: run.language,
      slides: run.slides,
      maxSlides: run.maxSlides,
      current: run.current?.source,
      ...(material.length ? { material } : {}),
      ...(run.textMode ? { textMode: run.textMode } : {}),
      userName: run.userName,
      signal: abort.signal,
      // A reasoning model may think for minutes before its first word: say so, so clients and proxies see progress.
      onThinking: (ms) => {
        const seconds = Math.round(ms / 1000);
        if (!abort.signal.aborted)
          send({ type: "status", stage: "thinking", message: `The model is thinking (${seconds} s)`, seconds }).catch(
            () => {},
          );
      },
      onPartial: (partial) => {
        if (abort.signal.aborted) return;
        for (const line of progressive.fromPartial(partial)) send(line).catch(() => {});
      },
    });
    usage = result.usage;
    if (abort.signal.aborted) throw new Cancelled();
    const illustrated = await illustrate(deps, run, result.source, send, abort.signal);
    const source = illustrated.source;
    // Measured on the export workers while the content is sent and saved.
    const measuring = deps.quality?.(source, abort.signal) ?? Promise.resolve(null);
    for (const line of editLines(result.edits ?? [])) await send(line);
    for (const line of progressive.finish(source)) await send(line);
    let document: AgentDocument;
    const kept = unchangedRevision(run, source, result.edits) && run.owner ? await currentDocument(deps, run) : null;
    if (kept) {
      // An instruction that changed nothing makes no version: the document is answered as it is.
      document = kept;
    } else if (run.save && run.owner) {
      await send({ type: "status", stage: "saving", message: "Saving to your workspace" });
      if (abort.signal.aborted) throw new Cancelled();
      document = await saveRunDocument(deps, run, source, result.edits, result.made);
    } else {
      document = unsavedDocument(run, source, createdAt);
    }
    await send({ type: "document", document });
    const ms = elapsed();
    // A model may still state a figure the material does not, or leave a slide unsourced: the reader is told where.
    const checks = material.length && writer.name !== "builtin" ? groundingWarnings(source, material) : [];
    // What the prompt states, and where it landed: for a new document written from the prompt (not from the user's
    // own text or files, not a revision), whichever provider wrote it.
    const coverage =
      !run.current && !material.length && !run.ownText ? await promptCoverage(deps, run, source, abort.signal) : [];
    const unplaced = unplacedWarning(coverage);
    const warnings = [
      ...readWarnings,
      ...(result.warnings ?? []),
      ...illustrated.warnings,
      ...checks,
      ...(unplaced ? [unplaced] : []),
      ...(kept ? [NOTHING_CHANGED] : []),
    ];
    const quality = await measuring;
    const pictures = illustrated.pictures ? { pictures: illustrated.pictures } : {};
    await send({
      type: "done",
      runId,
      documentId: document.id,
      usage,
      ms,
      warnings,
      coverage,
      ...pictures,
      ...(quality ? { quality } : {}),
    });
    await deps.repos.agentRuns.update(runId, {
      status: "done",
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      ms,
      documentId: document.id,
    });
    return {
      runId,
      model: writer.model,
      status: "done",
      document,
      usage,
      ms,
      warnings,
      coverage,
      ...pictures,
      ...(result.edits ? { edits: result.edits } : {}),
    };
  } catch (err) {
    const ms = elapsed();
    await inserted.catch(() => {});
    if (err instanceof Cancelled || abort.signal.aborted) {
      await deps.repos.agentRuns
        .update(runId, {
          status: "cancelled",
          ms,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          error: "cancelled",
        })
        .catch(() => {});
      return { runId, model: writer.model, status: "cancelled", document: null, usage, ms };
    }
    if (err instanceof UnreadableFile || keepsItsCode(err)) {
      await deps.repos.agentRuns.update(runId, { status: "error", ms, error: err.code }).catch(() => {});
      const status = ERROR_STATUS[err.code];
      await send({
        type: "error",
        error: err.code,
        message: err.message,
        traceId: ctx.traceId,
        retryable: status === 503 || status === 429,
      }).catch(() => {});
      return { runId, model: writer.model, status: "error", document: null, usage, ms };
    }
    const modelError = isAppError(err) && err.code === "model_error";
    const provider = err instanceof ModelError ? err.provider : undefined;
    if (!modelError) deps.logger.error({ err, requestId: ctx.traceId, runId }, "agent run failed");
    else
      deps.logger.warn(
        { requestId: ctx.traceId, runId, reason: (err as Error).message, ...(provider ? { provider } : {}) },
        "agent model error",
      );
    await deps.repos.agentRuns
      .update(runId, { status: "error", ms, error: modelError ? "model_error" : "internal_error" })
      .catch(() => {});
    const message = modelError ? (err as Error).message : INTERNAL_ERROR_MESSAGE;
    // Whether trying again can help is the failure's own (a refusal or an exhausted quota will not pass on a retry).
    const retryable = err instanceof ModelError ? err.retryable : modelError;
    await send({
      type: "error",
      error: modelError ? "model_error" : "internal_error",
      message,
      traceId: ctx.traceId,
      retryable,
      ...(provider ? { provider } : {}),
    }).catch(() => {});
    return { runId, model: writer.model, status: "error", document: null, usage, ms };
  } finally {
    clearInterval(pinger);
    ctx.signal.removeEventListener("abort", onAbort);
  }
}

/**
 * A new deck's pictures (the request's `images`), with a status line as each is settled; revisions, docs, sheets and
 * runs without a space to keep pictures in are left as written. `pictures` is absent when no pass ran.
 */
async function illustrate(
  deps: AgentDeps,
  run: PreparedRun,
  source: Source,
  send: (line: AgentLine) => Promise<void>,
  signal: AbortSignal,
): Promise<{ source: Source; warnings: string[]; pictures?: PlacedPicture[] }> {
  const mode = run.images ?? "none";
  if (mode === "none" || source.kind !== "deck" || run.current || !run.owner || !deps.pictures)
    return { source, warnings: [] };
  const word =
    mode === "library"
      ? "Matching pictures from your library"
      : mode === "stock"
        ? "Finding stock photos"
        : "Generating pictures";
  await send({ type: "status", stage: "pictures", message: word, done: 0, total: 0 });
  let last = 0;
  const placed = await placePictures(deps.pictures, source, {
    mode,
    owner: run.owner,
    language: run.language ?? documentLanguage(source),
    charge: run.chargePicture ?? (async () => null),
    signal,
    onProgress: (done, total) => {
      if (done === last || signal.aborted) return;
      last = done;
      send({ type: "status", stage: "pictures", message: `${word}: ${done} of ${total}`, done, total }).catch(() => {});
    },
  });
  return { source: placed.deck, warnings: placed.warnings, pictures: placed.pictures };
}

/** Where the prompt's stated facts landed; none when the prompt could not be read within its budget (the run stands). */
async function promptCoverage(
  deps: AgentDeps,
  run: PreparedRun,
  source: Source,
  signal: AbortSignal,
): Promise<Coverage[]> {
  try {
    return coverageOf(await (deps.readPrompt ?? readPromptInThread)(run.prompt, run.language, signal), source);
  } catch (err) {
    if (!signal.aborted) deps.logger.warn({ err }, "the prompt's coverage was not measured");
    return [];
  }
}

/**
 * A run a rule of the service ended — the input past the composer's budget or a document's limits (413), a full pool
 * (503), a document gone or changed (404, 409) — told with its own code and message, not as a fault of Quire's: only an
 * error that is no AppError (a fault) is internal_error, and a model's failure keeps its own handling.
 */
function keepsItsCode(err: unknown): err is AppError {
  return isAppError(err) && err.code !== "internal_error" && err.code !== "model_error";
}

/** An attached file that could not be read (damaged, hostile, too large): the run ends with the import's own error. */
class UnreadableFile extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

class Cancelled extends Error {
  constructor() {
    super("cancelled");
  }
}
