// Download names: the caller's name made safe (or a slug of the title), and the Content-Disposition that carries it.
/** A safe file name without extension: the caller's (path, control and reserved characters removed) or a slug of the title. */
export function safeFilename(
  requested: string | undefined,
  title: string,
  extension: string,
  fallback = "quire",
): string {
  const cleaned = (requested ?? "")
    .normalize("NFC")
    .replace(new RegExp(`\\.${extension}$`, "i"), "")
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.-]+$/g, "");
  const name = [...cleaned].slice(0, 100).join("");
  return name || titleSlug(title) || fallback;
}

/**
 * A title as a file name in its own script: lower case, letters, marks and digits of any script kept, every other run
 * a hyphen ("Q3 budget" → q3-budget, "四半期レビュー" → 四半期レビュー, "Plan für 2027" → plan-für-2027); "" when none.
 */
export function titleSlug(title: string, maxLength = 80): string {
  const slug = title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return [...slug].slice(0, maxLength).join("").replace(/-+$/, "");
}

/** The name in printable ASCII (accents dropped, other scripts left out), or "" when nothing of it is ASCII. */
function asciiName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\x20-\x7e]+/g, "\u0000")
    .replace(/\s*\u0000[\s\u0000]*/g, "-")
    .replace(/["\\]/g, "_")
    .replace(/^[\s._-]+|[\s._-]+$/g, "");
  return /[A-Za-z0-9]/.test(ascii) ? ascii : "";
}

/**
 * Content-Disposition (RFC 6266): the UTF-8 name as `filename*`, in any script, and an ASCII `filename` for clients
 * that read only that — never empty: `fallback` (a document's kind, say "deck") when nothing of the name is ASCII.
 */
export function attachmentHeader(name: string, extension: string, fallback = "download"): string {
  const ascii = asciiName(name) || asciiName(fallback) || "download";
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeRfc5987(`${name}.${extension}`)}`;
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * unescaped, which are not attr-chars. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
