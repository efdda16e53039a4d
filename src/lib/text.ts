// Small text helpers shared by every layer: code-point length and slugs.

/** Length in Unicode code points, the unit of every limit in API.md. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** A filesystem- and header-safe slug of a title: lower-case ASCII letters, digits and dashes. */
export function slugify(value: string, fallback = "untitled", maxLength = 80): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug || fallback;
}
