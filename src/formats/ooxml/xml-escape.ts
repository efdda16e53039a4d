// Escaping for every OOXML writer: element text and attribute values, with the characters XML 1.0 cannot carry dropped.

// Characters XML 1.0 cannot carry at all (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TEXT_SPECIAL = /[&<>\r]/;
const ATTR_SPECIAL = /[&<>"\t\n\r]/;

/** Escapes element text; CR is written as a character reference because parsers fold a literal CR into LF. */
export function escapeText(value: string): string {
  const clean = value.replace(INVALID_XML, "");
  if (!TEXT_SPECIAL.test(clean)) return clean;
  return clean.replace(/[&<>\r]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&#13;"));
}

/** Escapes an attribute value (quotes and whitespace that attribute normalisation would otherwise fold). */
export function escapeAttr(value: string): string {
  const clean = value.replace(INVALID_XML, "");
  if (!ATTR_SPECIAL.test(clean)) return clean;
  return clean.replace(/[&<>"\t\n\r]/g, (c) => ATTR_ENTITIES[c]!);
}

const ATTR_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};
