// Reads one uploaded file — multipart/form-data (field `file`, plus text fields) or the raw body — with the size limit
// enforced while streaming.
import type { Context } from "hono";
import { AppError } from "../lib/errors.js";
import type { AppEnv } from "./env.js";
import { readBodyLimited } from "./read-body-limited.js";

export interface FileUpload {
  bytes: Uint8Array;
  /** The file's name: the part's filename, else the `filename` query parameter, else "". */
  filename: string;
  /** The other text fields of a multipart form (for a raw body: the query string). */
  fields: Map<string, string>;
}

// Room for the multipart boundaries, part headers and a few small fields around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) => new AppError("file_too_large", `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MiB upload limit.`);

export async function readFileUpload(c: Context<AppEnv>, maxBytes: number, rawHint: string): Promise<FileUpload> {
  const mime = (c.req.header("content-type") ?? "").toLowerCase().split(";")[0]!.trim();
  const multipart = mime === "multipart/form-data";
  if (!multipart && (mime === "" || mime === "application/json" || mime === "application/x-www-form-urlencoded")) {
    throw new AppError("unsupported_media_type", `Send the file as multipart/form-data (field "file") or as the raw body (${rawHint}).`);
  }
  const limit = multipart ? maxBytes + MULTIPART_OVERHEAD : maxBytes;
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(maxBytes);
  const body = new Uint8Array(await readBodyLimited(c.req.raw, limit, () => tooLarge(maxBytes)));
  if (!multipart) return { bytes: body, filename: c.req.query("filename") ?? "", fields: new Map(Object.entries(c.req.query())) };

  let form: FormData;
  try {
    form = await new Response(body as unknown as BodyInit, { headers: { "content-type": c.req.header("content-type")! } }).formData();
  } catch {
    throw new AppError("invalid_request", "The multipart body could not be read.", { details: [{ path: "file", message: "send a multipart/form-data body with the file in the field `file`" }] });
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError("invalid_request", "The form has no file.", { details: [{ path: "file", message: "attach the file as the form field `file`" }] });
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  const fields = new Map<string, string>();
  for (const [k, v] of form) if (typeof v === "string") fields.set(k, v);
  return { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name, fields };
}
