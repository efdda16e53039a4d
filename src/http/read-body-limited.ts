// Reads a request body with a byte limit enforced while streaming, so a lying or missing Content-Length cannot get past.
import { AppError } from "../lib/errors.js";

/** The 413 for a body past `maxBytes`. */
export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError("body_too_large", `The body is larger than the ${Math.floor(maxBytes / 1024)} KiB limit.`);
}

/** The whole body; as soon as it passes `maxBytes` the read is cancelled and `onTooLarge()` is thrown. */
export async function readBodyLimited(request: Request, maxBytes: number, onTooLarge: () => AppError = () => bodyTooLarge(maxBytes)): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw onTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
