// A route body that is JSON, or a multipart form of the same fields plus files (attachments): the form's fields become
// the object the route's schema checks, its files wait in `formFiles`, and `jsonBody` (the idempotency hash) holds both.
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { z } from "@hono/zod-openapi";
import { AppError, isAppError } from "../../lib/errors.js";
import type { AppEnv } from "../env.js";
import { formObject, isMultipart, parseForm, readFormFiles, type FormLimits } from "../read-form-files.js";

export interface JsonOrFormOptions {
  /** The JSON body middleware for everything that is not multipart. */
  json: MiddlewareHandler<AppEnv>;
  schema: z.ZodType;
  /** The form as the OpenAPI document shows it: a text field past its `maxLength` there is refused before it is read. */
  form: { properties: Record<string, { type: string; maxLength?: number }> };
  limits: FormLimits;
  /** Which fields are numbers, booleans, lists (repeated or comma-separated) or JSON text. */
  shape: Parameters<typeof formObject>[1];
}

export function jsonOrForm(options: JsonOrFormOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isMultipart(c)) return jsonOrSay415(options.json, c, next);
    const form = await readFormFiles(c, options.limits);
    checkLengths(form.fields, options.form);
    const object = formObject(form.fields, options.shape);
    c.set("jsonBody", {
      ...object,
      files: form.files.map((f) => ({ name: f.name, sha256: createHash("sha256").update(f.bytes).digest("hex") })),
    });
    c.set("formFiles", form.files);
    c.set("formInput", parseForm(options.schema, object));
    await next();
  };
}

/** Each text field within the documented form's maxLength (every value of a repeated one), as a JSON body's schema checks it. */
function checkLengths(fields: Map<string, string[]>, form: JsonOrFormOptions["form"]): void {
  const details: { path: string; message: string }[] = [];
  for (const [name, values] of fields) {
    const max = form.properties[name]?.maxLength;
    if (max !== undefined && values.some((v) => v.length > max))
      details.push({ path: name, message: `at most ${max.toLocaleString("en-US")} characters` });
  }
  if (details.length) throw new AppError("invalid_request", "The request form does not match the schema.", { details });
}

/** The JSON middleware, its 415 naming both types this route takes (not a downstream 415, which keeps its own). */
async function jsonOrSay415(
  json: MiddlewareHandler<AppEnv>,
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  next: () => Promise<void>,
) {
  let passed = false;
  try {
    return await json(c, () => ((passed = true), next()));
  } catch (err) {
    if (passed || !isAppError(err) || err.code !== "unsupported_media_type") throw err;
    throw new AppError(
      "unsupported_media_type",
      "Send the body as application/json, or as multipart/form-data (the same fields, with files).",
    );
  }
}

/** The route's checked body: the form's when the request was multipart, else the JSON the schema validated. */
export function bodyOf<T>(c: { get(key: "formInput"): unknown; req: { valid: unknown } }): T {
  return (c.get("formInput") ?? (c.req.valid as (target: "json") => T)("json")) as T;
}
