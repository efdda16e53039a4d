// A document's history in plain words: what made a version, when, and each change of a diff as a sentence.
import { partChangeInWords, type Schemas } from "@quire/sdk";

type VersionSummary = Schemas["VersionSummary"];
type VersionDiff = Schemas["VersionDiff"];
type PartChange = Schemas["PartChange"];

const CHANGE_LABELS: Record<VersionSummary["change"], string> = {
  created: "Created",
  edited: "Edited",
  revised: "Revised by the agent",
  regenerated: "A slide regenerated",
  imported: "Imported",
  restored: "Restored",
  moved: "Moved",
  baseline: "History began",
};

export function versionLabel(v: VersionSummary): string {
  if (v.change === "restored" && v.restoredFrom !== null) return `Restored from version ${v.restoredFrom}`;
  // A change named by a newer server reads as its own name.
  return CHANGE_LABELS[v.change] ?? v.change;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "3 minutes ago" within a week, else the local date and time. */
export function whenText(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const seconds = (at.getTime() - now) / 1000;
  if (Math.abs(seconds) >= 7 * 86_400) return at.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  for (const [unit, size] of RELATIVE_UNITS)
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return "just now";
}

/** One change as a sentence: the words `quire diff` and the MCP tools print, with a capital. */
export function changeSentence(c: PartChange): string {
  const words = partChangeInWords(c);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every change of a diff as a sentence, the title's first; `kind` styles its marker. */
export function diffLines(diff: VersionDiff): { text: string; kind: PartChange["change"] }[] {
  const title = diff.title
    ? [{ text: `Title: “${diff.title.before}” → “${diff.title.after}”`, kind: "changed" as const }]
    : [];
  return [...title, ...diff.changes.map((c) => ({ text: changeSentence(c), kind: c.change }))];
}
