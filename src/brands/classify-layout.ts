// Classifies a slide layout into the role generation uses it for, by its type attribute and placeholder signature (never its name).

/** What a layout is good for. `title-only`, `comparison`, `caption`, `vertical` and `other` serve only as fallbacks or not at all. */
export type LayoutKind =
  | "title"
  | "section"
  | "content"
  | "two-column"
  | "comparison"
  | "caption"
  | "table"
  | "chart"
  | "quote"
  | "image"
  | "title-only"
  | "blank"
  | "vertical"
  | "other";

export interface Box {
  x: number;
  y: number;
  cx: number;
  cy: number;
}

export interface PlaceholderInfo {
  type: string;
  idx: number;
  name: string;
  /** Position and size in EMU; inherited from the master when the layout does not set it. */
  box: Box | null;
  vertical: boolean;
}

const FURNITURE = new Set(["dt", "ftr", "sldNum", "hdr"]);
const BODY_LIKE = new Set(["body", "obj"]);

/** The layout's kind from its placeholders; the type attribute only settles what the signature leaves open. */
export function classifyLayout(type: string, placeholders: PlaceholderInfo[]): LayoutKind {
  const phs = placeholders.filter((p) => !FURNITURE.has(p.type));
  if (phs.some((p) => p.vertical)) return "vertical";
  const count = (t: string) => phs.filter((p) => p.type === t).length;
  const titles = count("title") + count("ctrTitle");
  const subs = count("subTitle");
  const bodies = phs.filter((p) => BODY_LIKE.has(p.type));
  const pics = count("pic");
  if (count("tbl") > 0) return "table";
  if (count("chart") > 0) return "chart";
  if (pics > 0) return titles || bodies.length ? "image" : "other";
  if (phs.length === 0) return "blank";
  if (count("ctrTitle") > 0 || (titles > 0 && subs > 0 && bodies.length === 0)) return "title";
  if (titles === 0) return bodies.length === 1 && subs === 0 ? "quote" : "other";
  if (subs > 0) return "section";
  if (bodies.length === 0) return type === "secHead" ? "section" : "title-only";
  if (bodies.length === 1) return type === "secHead" ? "section" : "content";
  if (bodies.length === 2) return sideBySide(bodies[0]!.box, bodies[1]!.box) ? "two-column" : type === "twoObj" || type === "twoColTx" ? "two-column" : "caption";
  return "comparison";
}

/** Two boxes of similar width that do not overlap horizontally: columns, not a caption beside content. */
function sideBySide(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  const [l, r] = a.x <= b.x ? [a, b] : [b, a];
  const apart = l.x + l.cx <= r.x + r.cx * 0.05;
  const similar = Math.min(a.cx, b.cx) / Math.max(a.cx, b.cx, 1) > 0.7;
  return apart && similar;
}

/** The deck slide layouts (API.md Sources) and `blank`; each maps to the best layout kind available, then fallbacks. */
export const ROLE_FALLBACKS = {
  title: ["title", "section", "title-only", "content"],
  section: ["section", "title", "title-only", "content"],
  bullets: ["content", "caption", "comparison", "two-column", "title-only"],
  content: ["content", "caption", "comparison", "two-column", "title-only"],
  "two-column": ["two-column", "comparison", "content", "caption"],
  table: ["table", "title-only", "content", "blank"],
  chart: ["chart", "title-only", "content", "blank"],
  quote: ["quote", "section", "title", "content"],
  image: ["image", "title-only", "content", "blank"],
  blank: ["blank", "title-only", "content"],
} as const satisfies Record<string, readonly LayoutKind[]>;

export type Role = keyof typeof ROLE_FALLBACKS;
export const ROLES = Object.keys(ROLE_FALLBACKS) as Role[];
