// What share links need: their repository, the documents and versions they show, how the page is addressed, and the key that signs unlock keys.
import type { Source } from "../formats/model/source.js";
import type { DocumentRepo } from "../store/repos/documents.js";
import type { DocumentVersionRepo } from "../store/repos/document-versions.js";
import type { ShareRepo } from "../store/repos/shares.js";

export interface ShareDeps {
  repo: ShareRepo;
  documents: Pick<DocumentRepo<Source>, "findById">;
  versions: Pick<DocumentVersionRepo<Source>, "read">;
  /** PUBLIC_URL, without a trailing slash: links are `${publicUrl}/s/${token}`. */
  publicUrl: string;
  /** API_KEY_PREFIX: a token reads `${prefix}_sh_…`. */
  tokenPrefix: string;
  /** Signs unlock keys (derived from AUTH_SECRET, so every process of a deployment accepts them). */
  unlockSecret: string;
}
