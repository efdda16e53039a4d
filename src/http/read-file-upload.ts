// Reads one uploaded file — multipart/form-data (field `file`, plus text fields) or the raw body — with the size limit
// enforced while streaming. Brand templates, images and imports all come in this way.
import type { Context } from "hono";
import { AppError } from "../lib/errors.js";
import type { AppEnv } from "./env.js";
import { readBodyLimited, tooLargeAfterDraining } from "./read-body-limited.js";
import { streamMultipart } from "./stream-multipart.js";

export interface FileUpload {
  bytes: Uint8Array;
  /** The file's name: the part's filename, else the `filename` query parameter, else "". */
  filename: string;
  /** The type the client declared for the file (the part's, or the body's Content-Type), lower-cased; "" when none. */
  type: string;
  /** The other text fields of a multipart form (for a raw body: the query string). */
  fields: Map<string, string>;
  multipart: boolean;
}

export interface UploadRules {
  maxBytes: number;
  /** Whether a raw body of this Content-Type is the file itself (multipart is always accepted). */
  rawType: (mime: string) => boolean;
  /** The 415 message for any other Content-Type. */
  wrongType: string;
  /** What the file is, for messages ("the template", "the image"). */
  what: string;
  /** The 413 message (default: "<what> is larger than the N MiB upload limit."). */
  tooLarge?: string;
  /** Room for boundaries and part headers around a file of the maximum size. */
  multipartOverhead?: number;
}

/** The body, refused as too large by its declared length, or while reading past `limit` (the rest read and dropped first, so the client hears the 413). */
async function readLimited(c: Context<AppEnv>, limit: number, tooLarge: () => AppError): Promise<Buffer> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit)
    throw await tooLargeAfterDraining(c.req.raw, Number(declared), limit, tooLarge);
  return readBodyLimited(c.req.raw, limit, tooLarge);
}

/** A multipart body read within `limit` and parsed as it arrives; one that cannot be parsed is 400 with `detail`. */
export async function readMultipart(
  c: Context<AppEnv>,
  limit: number,
  tooLarge: () => AppError,
  detail: { path: string; message: string },
): Promise<FormData> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit)
    throw await tooLargeAfterDraining(c.req.raw, Number(declared), limit, tooLarge);
  const malformed = () =>
    new AppError("invalid_request", "The multipart body could not be read.", { details: [detail] });
  return streamMultipart(c.req.raw, c.req.header("content-type")!, limit, tooLarge, malformed);
}

export async function readFileUpload(c: Context<AppEnv>, rules: UploadRules): Promise<FileUpload> {
  const mime = (c.req.header("content-type") ?? "").toLowerCase().split(";")[0]!.trim();
  const multipart = mime === "multipart/form-data";
  if (!multipart && !rules.rawType(mime)) throw new AppError("unsupported_media_type", rules.wrongType);
  const tooLarge = () =>
    new AppError(
      "file_too_large",
      rules.tooLarge ?? `The file is larger than the ${Math.round(rules.maxBytes / 1024 / 1024)} MiB upload limit.`,
    );
  if (!multipart) {
    const body = new Uint8Array(await readLimited(c, rules.maxBytes, tooLarge));
    return {
      bytes: body,
      filename: c.req.query("filename") ?? "",
      type: mime,
      fields: new Map(Object.entries(c.req.query())),
      multipart,
    };
  }
  const form = await readMultipart(c, rules.maxBytes + (rules.multipartOverhead ?? 64 * 1024), tooLarge, {
    path: "file",
    message: `send a multipart/form-data body with ${rules.what} in the field \`file\``,
  });
  const file = form.get("file");
  if (!(file instanceof File))
    throw new AppError("invalid_request", "The form has no file.", {
      details: [{ path: "file", message: `attach ${rules.what} as the form field \`file\`` }],
    });
  if (file.size > rules.maxBytes) throw tooLarge();
  const fields = new Map<string, string>();
  for (const [k, v] of form) if (typeof v === "string") fields.set(k, v);
  return {
    bytes: await file.bytes(),
    filename: file.name,
    type: file.type.toLowerCase().split(";")[0]!.trim(),
    fields,
    multipart,
  };
}
