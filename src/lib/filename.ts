// Download names: the caller's name made safe (or a slug of the title), and the Content-Disposition that carries it.
import { slugify } from "./text.js";

/** A safe file name without extension: the caller's (path, control and reserved characters removed) or a slug of the title. */
export function safeFilename(requested: string | undefined, title: string, extension: string, fallback = "quire"): string {
  const cleaned = (requested ?? "")
    .normalize("NFC")
    .replace(new RegExp(`\\.${extension}$`, "i"), "")
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.-]+$/g, "");
  const name = [...cleaned].slice(0, 100).join("");
  return name || slugify(title, fallback);
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(name: string, extension: string): string {
  const ascii = name.normalize("NFKD").replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`;
}
