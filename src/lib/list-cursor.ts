// The opaque list cursor: base64url of the last id on the previous page, so clients cannot build or depend on it.
import { AppError } from "./errors.js";
import { isId, type IdPrefix } from "./ids.js";

const VERSION = "1";

export function encodeCursor(lastId: string): string {
  return Buffer.from(`${VERSION}:${lastId}`, "utf8").toString("base64url");
}

/** The id a cursor points after; 400 invalid_request for anything this service did not hand out. */
export function decodeCursor(cursor: string, prefix: IdPrefix): string {
  const text =
    cursor.length <= 64 && /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  const [version, id] = text.split(":");
  if (version !== VERSION || !isId(prefix, id)) {
    throw new AppError("invalid_request", "The cursor is not valid.", {
      details: [{ path: "cursor", message: "use nextCursor from a previous page" }],
    });
  }
  return id;
}
