// What the workspace operations need from the composition root: just the document repository.
import type { DocumentRepo } from "../store/repos/documents.js";

export interface WorkspaceDeps {
  repos: { documents: DocumentRepo };
}
