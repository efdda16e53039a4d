// Titles a condensed deck or doc gives its parts, each once: a second part of one section says what it adds, a section
// named like one of another file says which file, and a part whose every title is taken is left out rather than repeated.
import { withoutNumbering } from "../../../formats/doc-to-deck/doc-text.js";
import type { MaterialSection } from "../../material/material.js";
import { excerpt } from "./material-text.js";

/** Titles compare without their numbering, case, punctuation or spacing ("2. Overview" and "Overview" are one title). */
export const titleKey = (title: string) =>
  withoutNumbering(title)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const FILE_TITLE_CHARS = 48;
const DETAIL_CHARS = 60;

/** "Section — detail": a part's title with what sets it apart, the detail cut at a word. */
export const titleWith = (title: string, detail: string, max = DETAIL_CHARS) =>
  `${title} — ${excerpt(detail.trim(), max)}`;

/** A section's title with the file it is from (its title, or its name when the title is long), for sections of two files with one name. */
export const titleFromFile = (title: string, fileTitle: string, file: string) =>
  titleWith(title, fileTitle.length <= FILE_TITLE_CHARS ? fileTitle : file, FILE_TITLE_CHARS);

export interface TitleBook {
  /** The first of `choices` no other part has, now taken; null when every one is. */
  claim(choices: readonly string[]): string | null;
  /** Whether a title is taken. */
  has(title: string): boolean;
}

/** A book of titles in use, starting with the `reserved` ones (the deck's own title, its agenda and takeaways). */
export function titleBook(reserved: readonly string[]): TitleBook {
  const used = new Set(reserved.map(titleKey));
  return {
    claim(choices) {
      const free = choices.find((c) => c.trim() && !used.has(titleKey(c)));
      if (free === undefined) return null;
      used.add(titleKey(free));
      return free;
    },
    has: (title) => used.has(titleKey(title)),
  };
}

/**
 * Each section's title choices, best first: its heading (an untitled one: its file's title, or `untitled` when that is
 * the document's own title), with its file's title beside it when a section of another file has the same name. Two
 * sections of one file with one name are one title: the second is left out, not renamed.
 */
export function sectionTitles(
  sections: readonly MaterialSection[],
  documentTitle: string,
  untitled: string,
): Map<number, string[]> {
  const named = new Map(
    sections.map((s) => [
      s.order,
      s.title ?? (titleKey(s.fileTitle) === titleKey(documentTitle) ? untitled : s.fileTitle),
    ]),
  );
  const files = new Map<string, Set<string>>();
  for (const s of sections) {
    const key = titleKey(named.get(s.order)!);
    (files.get(key) ?? files.set(key, new Set()).get(key)!).add(s.file);
  }
  return new Map(
    sections.map((s) => {
      const name = named.get(s.order)!;
      const shared = files.get(titleKey(name))!.size > 1;
      return [s.order, [shared ? titleFromFile(name, s.fileTitle, s.file) : name]];
    }),
  );
}
