// Reads a template upload (multipart `file` + `name`, or the raw .pptx/.potx body) with the size limit enforced while streaming.
import type { Context } from "hono";
import { AppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { readBodyLimited } from "../read-body-limited.js";
import { POTX_TYPE, PPTX_TYPE } from "./brand-schemas.js";

export interface UploadedTemplate {
  bytes: Uint8Array;
  name?: string;
  filename?: string;
}

// Room for the multipart boundaries, part headers and the name field around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;
const RAW_TYPES = new Set([PPTX_TYPE, POTX_TYPE, "application/octet-stream"]);

function tooLarge(maxBytes: number): AppError {
  return new AppError("file_too_large", `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MiB upload limit.`);
}

export async function readTemplateUpload(c: Context<AppEnv>, maxBytes: number): Promise<UploadedTemplate> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const mime = type.split(";")[0]!.trim();
  const multipart = mime === "multipart/form-data";
  if (!multipart && !RAW_TYPES.has(mime)) {
    throw new AppError("unsupported_media_type", `Send the template as multipart/form-data (field "file") or as the raw body with Content-Type ${PPTX_TYPE}.`);
  }
  const limit = multipart ? maxBytes + MULTIPART_OVERHEAD : maxBytes;
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(maxBytes);
  const body = new Uint8Array(await readBodyLimited(c.req.raw, limit, () => tooLarge(maxBytes)));

  if (!multipart) return { bytes: body, name: c.req.query("name") };
  let form: FormData;
  try {
    form = await new Response(body as unknown as BodyInit, { headers: { "content-type": c.req.header("content-type")! } }).formData();
  } catch {
    throw new AppError("invalid_request", "The multipart body could not be read.", { details: [{ path: "file", message: "send a multipart/form-data body with the template in the field `file`" }] });
  }
  const file = form.get("file");
  if (!(file instanceof File)) {
    throw new AppError("invalid_request", "The form has no file.", { details: [{ path: "file", message: "attach the .pptx or .potx as the form field `file`" }] });
  }
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  const name = form.get("name");
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: typeof name === "string" ? name : undefined, filename: file.name };
}
