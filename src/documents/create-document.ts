// The one way a document is created — by hand, by the agent, from an import, a fork or a brand: the source validated
// and normalised (or taken as Quire's own parser made it), one insert with its first version (all or nothing).
import { newId } from "../lib/ids.js";
import type { Owner } from "../lib/space-id.js";
import type { Source, SourceKind } from "../formats/model/source.js";
import type { SourceRequestText } from "../formats/model/parse-source.js";
import type { DocumentOrigin } from "../store/repos/documents.js";
import { toDocument, type Document } from "./document-shape.js";
import { encodePartIds, positionalIds } from "./part-ids.js";
import { normaliseSource, type SourceFormat } from "./normalise-source.js";
import { sourceParser, type WorkspaceDeps } from "./workspace-deps.js";

/** A source as sent (validated and normalised here), or Quire's own (parsed or composed here): kept as it is. */
export type CreateDocumentInput = CreateDocumentFields &
  ({ source: unknown; parsed?: false } | { source: Source; parsed: true });

interface CreateDocumentFields {
  owner: Owner;
  kind: SourceKind;
  title: string;
  format?: SourceFormat;
  origin?: DocumentOrigin;
  brandId?: string | null;
  /** The brand version a brand deck was built on. */
  brandVersion?: number | null;
  /** How its first version is listed in its history (default created). */
  change?: "created" | "imported";
  /** The request's body text holding the source (left unparsed there when large): read from it on the pool. */
  requestJson?: SourceRequestText["requestJson"];
}

/** Told of each document created (the agent announces its own to the user's webhooks). */
export type OnCreated = (document: Document) => Promise<unknown>;

export async function createDocument(
  deps: WorkspaceDeps & { onCreated?: OnCreated },
  input: CreateDocumentInput,
  signal?: AbortSignal,
): Promise<Document> {
  const source = input.parsed
    ? input.source
    : await normaliseSource(
        {
          source: input.source,
          kind: input.kind,
          title: input.title,
          overrideTitle: true,
          format: input.format,
          fromFile: input.change === "imported",
          requestJson: input.requestJson,
        },
        sourceParser(deps),
        signal,
      );
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
    parts: encodePartIds(positionalIds(source)),
    createdAt: now,
    updatedAt: now,
  };
  const document = toDocument(
    await deps.repos.documents.insert(record, { change: input.change ?? "created", userId: input.owner.userId }),
  );
  await deps.onCreated?.(document);
  return document;
}
