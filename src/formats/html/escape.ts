// HTML escaping for text and attribute values: one fast pass, a no-op when nothing needs escaping.

const NEEDS = /[&<>"']/;
const ALL = /[&<>"']/g;
const MAP: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const replace = (ch: string) => MAP[ch]!;

/** Escapes text for element content and for double-quoted attribute values alike. */
export function esc(value: string): string {
  return NEEDS.test(value) ? value.replace(ALL, replace) : value;
}

/** Keeps a CSS font stack to names, quotes, commas and spaces, so theme fonts can never open a url() or a rule. */
export function cssFontStack(stack: string): string {
  return stack.replace(/[^\p{L}\p{N} ,"\-_.]/gu, "");
}

/** A colour known to be `#RRGGBB` (schema-checked); anything else falls back, so CSS never carries free text. */
export function cssColour(value: string, fallback = "#000000"): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}
