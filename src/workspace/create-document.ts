// Creates a document in the caller's space from a validated, normalised source (one insert: all or nothing).
import { newId } from "../lib/ids.js";
import type { Owner } from "../lib/space-id.js";
import type { SourceKind } from "../formats/source.js";
import type { DocumentOrigin } from "../store/repos/documents.js";
import { toDocument, type Document } from "./document-shape.js";
import { normalizeSource, type SourceFormat } from "./normalize-source.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export interface CreateDocumentInput {
  owner: Owner;
  kind: SourceKind;
  title: string;
  source: unknown;
  format?: SourceFormat;
  origin?: DocumentOrigin;
  brandId?: string | null;
  /** The brand version a brand deck was built on. */
  brandVersion?: number | null;
  /** How its first version is listed in its history (default created). */
  change?: "created" | "imported";
}

export async function createDocument(deps: WorkspaceDeps, input: CreateDocumentInput): Promise<Document> {
  const source = normalizeSource({ source: input.source, kind: input.kind, title: input.title, overrideTitle: true, format: input.format });
  const now = new Date().toISOString();
  const record = {
    id: newId("doc"),
    userId: input.owner.userId,
    spaceId: input.owner.spaceId,
    kind: source.kind,
    title: source.title,
    source,
    origin: input.origin ?? "manual",
    brandId: input.brandId ?? null,
    brandVersion: input.brandVersion ?? null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await deps.repos.documents.insert(record, { change: input.change ?? "created", userId: input.owner.userId });
  return toDocument(record);
}
