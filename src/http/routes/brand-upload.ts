// Reads a template upload (multipart `file` + `name`, or the raw .pptx/.potx body) with the size limit enforced while streaming.
import type { Context } from "hono";
import type { AppEnv } from "../env.js";
import { readFileUpload } from "../read-file-upload.js";
import { POTX_TYPE, PPTX_TYPE } from "./brand-schemas.js";

export interface UploadedTemplate {
  bytes: Uint8Array;
  name?: string;
  filename?: string;
}

const RAW_TYPES = new Set([PPTX_TYPE, POTX_TYPE, "application/octet-stream"]);

export async function readTemplateUpload(c: Context<AppEnv>, maxBytes: number): Promise<UploadedTemplate> {
  const upload = await readFileUpload(c, {
    maxBytes,
    rawType: (mime) => RAW_TYPES.has(mime),
    wrongType: `Send the template as multipart/form-data (field "file") or as the raw body with Content-Type ${PPTX_TYPE}.`,
    what: "the .pptx or .potx",
  });
  return {
    bytes: upload.bytes,
    name: upload.fields.get("name"),
    filename: upload.multipart ? upload.filename : undefined,
  };
}
