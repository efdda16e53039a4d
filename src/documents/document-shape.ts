// The public shapes of a stored document (Document / DocumentSummary): the owner id never leaves the store.
import type { DocumentRecord, DocumentSummaryRecord } from "../store/repos/documents.js";
import type { Source } from "../formats/model/source.js";
import { describeParts, readPartIds, type DocumentPart } from "./part-ids.js";

export interface DocumentSummary {
  id: string;
  kind: DocumentRecord["kind"];
  title: string;
  origin: DocumentRecord["origin"];
  brandId: string | null;
  /** The brand version a brand deck was built on (exports of it use that version); null otherwise. */
  brandVersion: number | null;
  /** The name of that brand as it is now; null without a brand, or when the brand is gone from this document's space. */
  brandName: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Document extends DocumentSummary {
  source: Source;
  /** Its slides, sections or tabs in order, each with its stable id (workspace/part-ids.ts). */
  parts: DocumentPart[];
}

export function toSummary(record: DocumentSummaryRecord): DocumentSummary {
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    origin: record.origin,
    brandId: record.brandId,
    brandVersion: record.brandVersion ?? null,
    brandName: record.brandName,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toDocument(record: DocumentRecord<Source>): Document {
  const { source } = record;
  return { ...toSummary(record), source, parts: describeParts(source, readPartIds(source, record.parts)) };
}
