// A document's history in plain words for `quire`, the MCP tools and the web app: what made a version, and each change of a diff as a line.

/** As much of the API's answers as the words need: the SDK's types and the service's own both fit. */
interface VersionMade {
  change: string;
  restoredFrom: number | null;
}

export interface PartChangeInput {
  change: "added" | "removed" | "changed" | "moved";
  part: string;
  from?: number;
  to?: number;
  label: string;
  cell?: string;
  before?: unknown;
  after?: unknown;
}

interface DiffInput {
  title: { before: string; after: string } | null;
  changes: PartChangeInput[];
  truncated: boolean;
}

const MADE_BY: Record<string, string> = {
  created: "created",
  edited: "edited",
  revised: "revised by the agent",
  regenerated: "a slide regenerated",
  imported: "imported",
  restored: "restored",
  moved: "moved to another space",
  baseline: "history begins",
};

export function versionMadeBy(version: VersionMade): string {
  if (version.change === "restored" && version.restoredFrom !== null) return `restored from ${version.restoredFrom}`;
  // A change a newer service names reads as its own name.
  return MADE_BY[version.change] ?? version.change;
}

const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "object" && "formula" in value) return `=${String(value.formula).replace(/^=/, "")}`;
  return clip(String(value));
}

const rowText = (cells: unknown) =>
  Array.isArray(cells) ? clip(cells.map((c) => (c === null || c === "" ? "" : cellText(c))).join(", "), 80) : "";

/** The service calls a part without a title of its own "slide 3", which says no more than its number. */
const ownLabel = (c: PartChangeInput) => (new RegExp(`^${c.part} \\d+$`).test(c.label) ? null : c.label);

/** Slides and sections: by position, as people count, and by title. */
function orderedPart(c: PartChangeInput): string {
  if (c.part === "section" && c.label === "(opening)") return `the opening (before the first section) ${c.change}`;
  const label = ownLabel(c);
  const name = (n?: number) => `${c.part} ${n}${label ? ` “${label}”` : ""}`;
  if (c.change === "added") return `${name(c.to)} added`;
  if (c.change === "removed") return `${name(c.from)} removed`;
  if (c.change === "moved") return `${name(c.from)} moved to ${c.to}`;
  const was = [c.from !== c.to ? `${c.part} ${c.from}` : null, retitled(c)].filter(Boolean);
  return `${name(c.to)} changed${was.length ? ` (was ${was.join(", ")})` : ""}`;
}

/** A slide's old title when it got a new one: `“Introduction”`. */
function retitled(c: PartChangeInput): string | null {
  const title = (slide: unknown) =>
    slide && typeof slide === "object" && "title" in slide && typeof slide.title === "string" ? slide.title : null;
  const before = title(c.before);
  return before !== null && before !== title(c.after) ? `“${before}”` : null;
}

function tabChange(c: PartChangeInput): string {
  if (c.change === "changed" && typeof c.before === "string") return `tab “${c.before}” renamed to “${c.label}”`;
  if (c.change === "moved") return `tab “${c.label}” moved from ${c.from} to ${c.to}`;
  return `tab “${c.label}” ${c.change}`;
}

function rowChange(c: PartChangeInput): string {
  if (c.change === "added") return `row ${c.to} of ${c.label} added: ${rowText(c.after)}`;
  if (c.change === "removed") return `row ${c.from} of ${c.label} removed: ${rowText(c.before)}`;
  if (c.change === "moved") return `row ${c.from} of ${c.label} moved to ${c.to}`;
  return `row ${c.to} of ${c.label} changed`;
}

/** One change as a line: "slide 4 “Risks” added", "cell B3 of Costs: 1200 → 1350". */
export function partChangeInWords(c: PartChangeInput): string {
  switch (c.part) {
    case "slide":
    case "section":
      return orderedPart(c);
    case "tab":
      return tabChange(c);
    case "row":
      return rowChange(c);
    case "cell":
      return `cell ${c.cell} of ${c.label}: ${cellText(c.before)} → ${cellText(c.after)}`;
    default:
      return `${c.part} “${c.label}” ${c.change}`;
  }
}

/** Every change of a diff as a line, a new title first; empty when nothing changed. */
export function diffInWords(diff: DiffInput): string[] {
  const lines = diff.title ? [`title “${diff.title.before}” → “${diff.title.after}”`] : [];
  lines.push(...diff.changes.map(partChangeInWords));
  if (diff.truncated) lines.push(`… and more: the list stops after ${diff.changes.length} changes`);
  return lines;
}
