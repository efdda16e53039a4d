// A run's document: a revision saved as the document's next version (or, when it was deleted meanwhile, as a new one),
// a new document saved and announced, or the document shown unsaved to a caller with no workspace.
import type { Source } from "../formats/model/source.js";
import type { Repos } from "../store/repos/index.js";
import { createDocument, describeParts, positionalIds, toDocument, type Document } from "../documents/index.js";
import { revisedPartIds, type AppliedEdit, type Edit } from "../documents/edits/index.js";
import type { EventPublisher } from "../webhooks/index.js";
import type { AgentDocument } from "./agent-lines.js";
import type { PreparedRun } from "./prepare-run.js";

/** What saving needs of the agent's dependencies. */
export interface SaveDeps {
  repos: Pick<Repos<Source>, "documents">;
  events?: EventPublisher;
}

export const NOTHING_CHANGED =
  "Nothing in the instruction matched the document, so it was left as it was and no new version was saved.";

/** A revision that made no edit and left the source exactly as it was. */
export function unchangedRevision(
  run: PreparedRun,
  source: Source,
  edits: readonly AppliedEdit[] | undefined,
): boolean {
  return !!run.current && !edits?.length && JSON.stringify(source) === JSON.stringify(run.current.source);
}

/** The revised document as stored, untouched; null when it is gone (the run then saves its work as a new one). */
export async function currentDocument(deps: SaveDeps, run: PreparedRun): Promise<AgentDocument | null> {
  const stored = await deps.repos.documents.findById(run.owner!.spaceId, run.current!.id);
  return stored ? toDocument(stored) : null;
}

/** A revision keeps the edits it applied with the version it makes (docs/api/history.md). */
export async function saveRunDocument(
  deps: SaveDeps,
  run: PreparedRun,
  source: Source,
  edits: readonly AppliedEdit[] | undefined,
  made?: readonly Edit[],
): Promise<AgentDocument> {
  const owner = run.owner!;
  const brandId = run.brandId ?? run.current?.brandId ?? null;
  if (run.current) {
    const updated = await deps.repos.documents.update(
      owner.spaceId,
      run.current.id,
      (row) => ({ title: source.title, source, parts: revisedPartIds(row, source, made) }),
      { change: "revised", userId: owner.userId, ...(edits?.length ? { edits } : {}) },
    );
    if (updated && updated !== "conflict") return toDocument(updated);
    // Deleted (or changed) while we wrote: keep the work as a new document rather than lose it.
  }
  const announce = deps.events
    ? (doc: Document) =>
        deps.events!.publishEvent(owner.spaceId, "document.created", {
          id: doc.id,
          kind: doc.kind,
          title: doc.title,
          origin: doc.origin,
          brandId: doc.brandId,
          createdAt: doc.createdAt,
        })
    : undefined;
  return createDocument(
    { repos: deps.repos, onCreated: announce },
    { owner, kind: source.kind, title: source.title, source, parsed: true, origin: run.origin ?? "agent", brandId },
  );
}

export function unsavedDocument(run: PreparedRun, source: Source, at: string): AgentDocument {
  return {
    id: null,
    kind: source.kind,
    title: source.title,
    source,
    origin: run.origin ?? "agent",
    brandId: run.brandId ?? null,
    brandVersion: null,
    brandName: run.brandName ?? null,
    version: 0,
    parts: describeParts(source, positionalIds(source)),
    createdAt: at,
    updatedAt: at,
  };
}
