// Idempotent replay of a finished run: the same runId and final document, with the content lines condensed.
import type { Source } from "../formats/model/source.js";
import { contentLines, editLines, outlineOf, type AgentDocument, type AgentLine } from "./agent-lines.js";
import type { AppliedEdit } from "./edits/edit-schema.js";
import type { Usage } from "./provider.js";
import type { Coverage } from "./coverage.js";
import type { PlacedPicture } from "../pictures/place-pictures.js";

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
  const source = stored.document.source as Source;
  // A Markdown doc replays as one delta (docs/agent-stream.md: the lines in between may be condensed).
  const content: AgentLine[] = source.kind === "doc" ? [{ type: "markdown", delta: source.markdown }] : [...contentLines(source)];
  return [
    { type: "run", runId: stored.runId, kind: source.kind, model: stored.model },
    ...editLines(stored.edits ?? []),
    { type: "outline", ...outlineOf(source) },
    ...content,
    { type: "document", document: stored.document },
    { type: "done", runId: stored.runId, documentId: stored.documentId, usage: stored.usage, ms: stored.ms, warnings: stored.warnings ?? [], coverage: stored.coverage ?? [], ...(stored.pictures ? { pictures: stored.pictures } : {}) },
  ];
}
