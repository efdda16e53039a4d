// Reads an image upload (multipart `file`, or the raw body with its image Content-Type) with the size limit enforced while streaming.
import type { Context } from "hono";
import { formatBytes } from "../../assets/prepare-image.js";
import type { AppEnv } from "../env.js";
import { readFileUpload } from "../read-file-upload.js";

export interface UploadedImage {
  bytes: Uint8Array;
  /** The type the client declared (the file part's, or the body's); null when it declared none or application/octet-stream. */
  declared: string | null;
}

export async function readImageUpload(c: Context<AppEnv>, maxBytes: number): Promise<UploadedImage> {
  const upload = await readFileUpload(c, {
    maxBytes,
    rawType: (mime) => mime.startsWith("image/") || mime === "application/octet-stream",
    wrongType: 'Send the image as multipart/form-data (field "file") or as the raw body with Content-Type image/png, image/jpeg or image/gif.',
    what: "the image",
    tooLarge: `The image is larger than the ${formatBytes(maxBytes)} upload limit.`,
    multipartOverhead: 16 * 1024,
  });
  return { bytes: upload.bytes, declared: upload.type === "" || upload.type === "application/octet-stream" ? null : upload.type };
}
