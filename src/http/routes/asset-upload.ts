// Reads an image upload (multipart `file`, or the raw body with its image Content-Type) with the size limit enforced
// while streaming, and its details: name, alt and tags from the query string or the form's text fields.
import type { Context } from "hono";
import type { AssetDetails } from "../../assets/index.js";
import { formatBytes } from "../../assets/thread.js";
import type { AppEnv } from "../env.js";
import { parseForm } from "../read-form-files.js";
import { readFileUpload } from "../read-file-upload.js";
import { AssetUploadDetailsSchema, AssetUploadQuerySchema } from "./asset-schemas.js";

export interface UploadedImage {
  bytes: Uint8Array;
  /** The type the client declared (the file part's, or the body's); null when it declared none or application/octet-stream. */
  declared: string | null;
  details: Pick<AssetDetails, "name" | "alt" | "tags">;
}

const NAME_MAX = 200;

/** "C:\fakepath\Harbour crane.jpg" → "Harbour crane"; null when nothing is left. */
function nameOfFile(filename: string): string | null {
  const base = filename
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\.[^.]*$/, "")
    .trim();
  return base ? base.slice(0, NAME_MAX).trim() : null;
}

export async function readImageUpload(c: Context<AppEnv>, maxBytes: number): Promise<UploadedImage> {
  const upload = await readFileUpload(c, {
    maxBytes,
    rawType: (mime) => mime.startsWith("image/") || mime === "application/octet-stream",
    wrongType:
      'Send the image as multipart/form-data (field "file") or as the raw body with Content-Type image/png, image/jpeg or image/gif.',
    what: "the image",
    tooLarge: `The image is larger than the ${formatBytes(maxBytes)} upload limit.`,
    multipartOverhead: 16 * 1024,
  });
  // A form's own fields win over the query string's.
  const field = (key: string) => upload.fields.get(key) ?? c.req.query(key);
  // The tags' text is held to its length (as the query string's is) before it is split.
  const tags = parseForm(AssetUploadQuerySchema.pick({ tags: true }), { tags: field("tags") })
    .tags?.split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const given = parseForm(AssetUploadDetailsSchema, { name: field("name"), alt: field("alt"), tags });
  const name = given.name ?? (upload.multipart ? nameOfFile(upload.filename) : null);
  return {
    bytes: upload.bytes,
    declared: upload.type === "" || upload.type === "application/octet-stream" ? null : upload.type,
    details: { name, alt: given.alt, tags: given.tags },
  };
}
