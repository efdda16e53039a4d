// What the workspace operations need from the composition root: the document repository, and for a source sent to be
// read, the pool's source parser.
import type { Source } from "../formats/model/source.js";
import type { DocumentRepo } from "../store/repos/documents.js";
import type { SourceParser } from "./normalise-source.js";

export interface WorkspaceDeps {
  repos: { documents: DocumentRepo<Source> };
  /** Reads a sent source on the pool's threads; needed by whatever creates or updates a document from a sent source. */
  parseSource?: SourceParser;
}

/** The parser a sent source needs: one written as Quire's own (`parsed`) needs none. */
export function sourceParser(deps: WorkspaceDeps): SourceParser {
  if (!deps.parseSource) throw new Error("a sent source is read on the pool: give the workspace its parseSource");
  return deps.parseSource;
}
