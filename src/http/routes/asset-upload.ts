// Reads an image upload (multipart `file`, or the raw body with its image Content-Type) with the size limit enforced while streaming.
import type { Context } from "hono";
import { formatBytes } from "../../assets/prepare-image.js";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { readBodyLimited } from "../read-body-limited.js";

export interface UploadedImage {
  bytes: Uint8Array;
  /** The type the client declared (the file part's, or the body's); null when it declared none or application/octet-stream. */
  declared: string | null;
}

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 16 * 1024;

function tooLarge(maxBytes: number): AppError {
  return new AppError("file_too_large", `The image is larger than the ${formatBytes(maxBytes)} upload limit.`);
}

const declaredOf = (type: string) => (type === "" || type === "application/octet-stream" ? null : type);

export async function readImageUpload(c: Context<AppEnv>, maxBytes: number): Promise<UploadedImage> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const mime = type.split(";")[0]!.trim();
  const multipart = mime === "multipart/form-data";
  if (!multipart && !mime.startsWith("image/") && mime !== "application/octet-stream") {
    throw new AppError("unsupported_media_type", 'Send the image as multipart/form-data (field "file") or as the raw body with Content-Type image/png, image/jpeg or image/gif.');
  }
  const limit = multipart ? maxBytes + MULTIPART_OVERHEAD : maxBytes;
  const declaredLength = c.req.header("content-length");
  if (declaredLength !== undefined && Number(declaredLength) > limit) throw tooLarge(maxBytes);
  const body = new Uint8Array(await readBodyLimited(c.req.raw, limit, () => tooLarge(maxBytes)));
  if (!multipart) return { bytes: body, declared: declaredOf(mime) };

  let form: FormData;
  try {
    form = await new Response(body as unknown as BodyInit, { headers: { "content-type": c.req.header("content-type")! } }).formData();
  } catch {
    throw new AppError("invalid_request", "The multipart body could not be read.", { details: [{ path: "file", message: "send a multipart/form-data body with the image in the field `file`" }] });
  }
  const file = form.get("file");
  if (!(file instanceof File)) {
    throw new AppError("invalid_request", "The form has no file.", { details: [{ path: "file", message: "attach the image as the form field `file`" }] });
  }
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  return { bytes: new Uint8Array(await file.arrayBuffer()), declared: declaredOf(file.type.toLowerCase().split(";")[0]!.trim()) };
}
