// Rejects anything that is not a document id before it can reach a lookup (traversal, NUL, 10 KB ids).
import { AppError } from "../lib/errors.js";
import { isId } from "../lib/ids.js";

/** Throws 400 invalid_request unless `id` has the `doc_<ULID>` form. */
export function checkDocumentId(id: unknown, path = "id"): string {
  if (!isId("doc", id)) {
    throw new AppError("invalid_request", "That is not a document id.", {
      details: [{ path, message: "expected an id like doc_01J…(26 characters)" }],
    });
  }
  return id;
}
