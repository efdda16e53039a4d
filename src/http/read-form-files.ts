// Reads a multipart form of text fields and several files (an agent run's attachments) with the size limits enforced
// while streaming: each file at most `maxFileBytes`, all of them at most `maxTotalBytes`, at most `maxFiles`.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import { AppError } from "../lib/errors.js";
import type { AppEnv } from "./env.js";
import { readMultipart } from "./read-file-upload.js";
import { MAX_ATTACHMENTS } from "../agent/index.js";

export interface FormFile {
  name: string;
  bytes: Uint8Array;
}

export interface FormFiles {
  /** Text fields; a field sent more than once keeps every value in order. */
  fields: Map<string, string[]>;
  files: FormFile[];
}

export interface FormLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** The form fields that carry files. */
  fileFields: readonly string[];
}

/** An agent run's or a brand generate's files: up to 10, each an upload, all together ATTACHMENTS_MAX_BYTES. */
export function attachmentLimits(deps: {
  config: { UPLOAD_MAX_BYTES: number; ATTACHMENTS_MAX_BYTES: number };
}): FormLimits {
  return {
    maxFiles: MAX_ATTACHMENTS,
    maxFileBytes: deps.config.UPLOAD_MAX_BYTES,
    maxTotalBytes: deps.config.ATTACHMENTS_MAX_BYTES,
    fileFields: ["files", "file"],
  };
}

const MiB = (n: number) => `${Math.round(n / 1024 / 1024)} MiB`;

export const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function readFormFiles(c: Context<AppEnv>, limits: FormLimits): Promise<FormFiles> {
  const tooLarge = () =>
    new AppError("file_too_large", `The attachments are larger than ${MiB(limits.maxTotalBytes)} in all.`);
  const form = await readMultipart(c, limits.maxTotalBytes + 256 * 1024, tooLarge, {
    path: "body",
    message: "send a multipart/form-data body",
  });
  const fields = new Map<string, string[]>();
  const files: FormFile[] = [];
  for (const [key, value] of form) {
    if (typeof value === "string") (fields.get(key) ?? fields.set(key, []).get(key)!).push(value);
    else if (limits.fileFields.includes(key)) {
      if (value.size > limits.maxFileBytes)
        throw new AppError(
          "file_too_large",
          `${value.name || "A file"} is larger than the ${MiB(limits.maxFileBytes)} a file may be.`,
        );
      files.push({ name: value.name || `attachment-${files.length + 1}`, bytes: await value.bytes() });
    } else
      throw new AppError(
        "invalid_request",
        `Files go in the field ${limits.fileFields.map((f) => `\`${f}\``).join(" or ")}.`,
        { details: [{ path: key, message: "not a file field" }] },
      );
  }
  if (files.length > limits.maxFiles)
    throw new AppError("invalid_request", `At most ${limits.maxFiles} files may be attached; got ${files.length}.`, {
      details: [{ path: limits.fileFields[0]!, message: `at most ${limits.maxFiles} files` }],
    });
  return { fields, files };
}

/** A form's text fields as the JSON object a route's schema reads: numbers and booleans by the schema's shape, lists kept. */
export function formObject(
  fields: Map<string, string[]>,
  shape: {
    numbers?: readonly string[];
    booleans?: readonly string[];
    lists?: readonly string[];
    json?: readonly string[];
  },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, values] of fields) {
    const last = values[values.length - 1]!;
    if (shape.lists?.includes(key))
      out[key] = values
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean);
    else if (shape.numbers?.includes(key)) out[key] = last.trim() === "" ? undefined : Number(last);
    else if (shape.json?.includes(key)) out[key] = parseJsonField(last);
    else if (shape.booleans?.includes(key))
      out[key] = last === "true" || last === "1" ? true : last === "false" || last === "0" ? false : last;
    else out[key] = last;
  }
  return out;
}

/** A field holding JSON (`variables={"name":"Ada"}`); text that is not JSON is left for the schema to refuse. */
function parseJsonField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Validates a form's object with the route's schema: the same 400 invalid_request and details as a JSON body. */
export function parseForm<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw new AppError("invalid_request", "The request form does not match the schema.", { details });
}
