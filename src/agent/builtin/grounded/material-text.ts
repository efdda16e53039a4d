// Small readings of the material the grounded composers share: its title, a sentence cut to fit, references once each.
import type { SourceRef } from "../../../formats/model/source.js";
import { documentTitle } from "../../material/document-title.js";
import type { Material } from "../../material/material.js";

/** The first file's real title (not its contents page or a running header), else its name; two files join their titles. */
export function materialTitle(materials: readonly Material[]): string {
  const titles = [...new Set(materials.map((m) => documentTitle(m.source, m.file)))].filter(Boolean);
  if (!titles.length) return "Untitled";
  return (titles.length <= 2 ? titles.join(" · ") : titles[0]!).slice(0, 500);
}

const SENTENCE_MAX = 280;

/** The sentence as written, or cut at a word before `max` characters with an ellipsis (never mid-figure). */
export function excerpt(text: string, max = SENTENCE_MAX): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/\s+\S*$/, "")} …`;
}

const refKey = (r: SourceRef) => `${r.file}\u0000${r.page ?? ""}\u0000${r.slide ?? ""}\u0000${r.sheet ?? ""}`;

/** References in first-seen order, each once, at most 20 (a slide's limit). */
export function uniqueRefs(refs: readonly SourceRef[]): SourceRef[] {
  return [...new Map(refs.map((r) => [refKey(r), r])).values()].slice(0, 20);
}
