// Rejects anything that is not a brand id before it can reach a lookup (traversal, NUL, 10 KB ids).
import { AppError } from "../lib/errors.js";
import { isId } from "../lib/ids.js";

/** 400 invalid_brand_id unless `id` has the `brand_<ULID>` form. */
export function checkBrandId(id: string): string {
  if (!isId("brand", id))
    throw new AppError("invalid_brand_id", "That is not a brand id (expected brand_ followed by 26 characters).");
  return id;
}
