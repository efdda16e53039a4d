// An agent run under an Idempotency-Key: a finished run replayed (the same runId and final document, the content lines
// condensed), or the run kept under the key's claim once it is done, the key let go when it is not.
import { contentLines, editLines, outlineOf, type AgentDocument, type AgentLine } from "./agent-lines.js";
import type { AppliedEdit } from "../documents/edits/index.js";
import type { Usage } from "./provider.js";
import type { Coverage } from "./coverage.js";
import type { PlacedPicture } from "../pictures/index.js";
import type { IdempotencyClaim, IdempotencyScope, IdempotencyService } from "../idempotency/index.js";
import type { RunOutcome } from "./run-agent.js";

/** What an Idempotency-Key record keeps for an agent run: the run's reference and its final document as sent. */
export interface StoredRun {
  runId: string;
  model: string;
  documentId: string | null;
  usage: Usage;
  ms: number;
  document: AgentDocument;
  /** Absent on records kept before runs carried warnings. */
  warnings?: string[];
  /** Where the prompt's content clauses landed; absent on older records. */
  coverage?: Coverage[];
  /** A revision's edits; absent for new documents and on older records. */
  edits?: AppliedEdit[];
  /** The pictures placed, when the run asked for some. */
  pictures?: PlacedPicture[];
}

export function replayLines(stored: StoredRun): AgentLine[] {
  const source = stored.document.source;
  // A Markdown doc replays as one delta (docs/agent-stream.md: the lines in between may be condensed).
  const content: AgentLine[] =
    source.kind === "doc" ? [{ type: "markdown", delta: source.markdown }] : [...contentLines(source)];
  return [
    { type: "run", runId: stored.runId, kind: source.kind, model: stored.model },
    ...editLines(stored.edits ?? []),
    { type: "outline", ...outlineOf(source) },
    ...content,
    { type: "document", document: stored.document },
    {
      type: "done",
      runId: stored.runId,
      documentId: stored.documentId,
      usage: stored.usage,
      ms: stored.ms,
      warnings: stored.warnings ?? [],
      coverage: stored.coverage ?? [],
      ...(stored.pictures ? { pictures: stored.pictures } : {}),
    },
  ];
}

/** A call's claim on its key: the lines of the run it already made, or the claim to keep this run under (null: no key). */
export type RunClaim = { replay: AgentLine[] } | { claim: IdempotencyClaim | null };

/** Throws 409 conflict when the key was used for another request or its first run is still going. */
export async function claimRun(idempotency: IdempotencyService, scope: IdempotencyScope | null): Promise<RunClaim> {
  if (!scope) return { claim: null };
  const begun = await idempotency.begin(scope);
  return begun.replay ? { replay: replayLines(JSON.parse(begun.answer.body) as StoredRun) } : { claim: begun };
}

/** A finished run is kept under its key (a failure to keep it lets the key go); a run that did not finish lets it go. */
export async function keepRun(claim: IdempotencyClaim, outcome: RunOutcome): Promise<void> {
  if (outcome.status !== "done" || !outcome.document) return void (await claim.release().catch(() => {}));
  const stored: StoredRun = {
    runId: outcome.runId,
    model: outcome.model,
    documentId: outcome.document.id,
    usage: outcome.usage,
    ms: outcome.ms,
    document: outcome.document,
    warnings: outcome.warnings ?? [],
    coverage: outcome.coverage ?? [],
    ...(outcome.pictures ? { pictures: outcome.pictures } : {}),
    ...(outcome.edits ? { edits: outcome.edits } : {}),
  };
  await claim
    .complete({ status: 200, contentType: "application/x-ndjson", body: JSON.stringify(stored) })
    .catch(() => claim.release().catch(() => {}));
}
