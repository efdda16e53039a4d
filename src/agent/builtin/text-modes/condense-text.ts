// Condense pasted text: the text read as a Markdown file (the import's own reader) and handed to the grounded composer
// as the run's material, so the summary is made of the user's own sentences (TextRank), nothing added or reworded;
// its names lines (attendees) are people, not points, and the deck's subtitle is the notes' own line under the title.
import type { Source, SourceKind } from "../../../formats/model/source.js";
import { DEFAULT_IMPORT_BUDGET } from "../../../import/index.js";
import { readMarkdown } from "../../../import/text/index.js";
import { composeFromMaterial } from "../grounded/compose-from-material.js";
import type { Material } from "../../material/material.js";
import { labelAndValue } from "./fact-lines.js";
import type { ReadNotes } from "./read-notes.js";

export interface CondenseOptions {
  kind: SourceKind;
  language: string;
  slides?: number;
  maxSlides?: number;
}

/** The pasted text as one piece of material, named by its title. */
export async function textMaterial(notes: ReadNotes, title: string): Promise<Material> {
  const head = notes.title ? [`# ${notes.title}`, ...(notes.subtitle ? [notes.subtitle] : [])] : [];
  const markdown = [...head, notes.content ?? notes.markdown].join("\n\n");
  const file = `${title.replace(/[\\/]/g, " ").slice(0, 200)}.md`;
  const budget = {
    maxBytes: DEFAULT_IMPORT_BUDGET.maxBytes,
    maxUnzippedBytes: DEFAULT_IMPORT_BUDGET.maxUnzippedBytes,
    maxPages: DEFAULT_IMPORT_BUDGET.maxPages,
    deadline: Date.now() + DEFAULT_IMPORT_BUDGET.timeMs,
  };
  const read = await readMarkdown(new TextEncoder().encode(markdown), file, budget);
  return { file: title, source: read.source, refs: read.refs.map((r) => ({ ...r, file: title })) };
}

/** Footnote marks and definitions the grounded doc adds to cite its file: pasted text needs no citing. */
function withoutCitations(source: Source): Source {
  if (source.kind === "deck") return { ...source, slides: source.slides.map(({ sources: _s, ...slide }) => slide) };
  if (source.kind !== "doc") return source;
  const markdown = source.markdown
    .replace(/^\[\^\d+\]:.*$/gm, "")
    .replace(/^[^\n|]{1,40}:\s*\[\^\d+\]\s*$/gm, "")
    .replace(/\[\^\d+\]/g, "")
    .replace(/\n{3,}/g, "\n\n");
  return { ...source, markdown: `${markdown.trim()}\n` };
}

/**
 * The title slide's subtitle: the line the notes put under their title (a date, a purpose), or none — a sentence picked
 * from the body would read as the deck's point, and in minutes that is often an action item.
 */
function withSubtitle(source: Source, notes: ReadNotes): Source {
  if (source.kind !== "deck" || source.slides[0]?.layout !== "title") return source;
  const { subtitle: _picked, ...first } = source.slides[0];
  const subtitle = notes.subtitle && !labelAndValue(notes.subtitle) ? { subtitle: notes.subtitle } : {};
  return { ...source, slides: [{ ...first, ...subtitle }, ...source.slides.slice(1)] };
}

/**
 * A summary of the text in the kind asked for. `instruction` (the line before the text, if any) is the request the
 * composer reads for counts and ranks sentences towards.
 */
export async function condenseText(
  instruction: string,
  notes: ReadNotes,
  title: string,
  options: CondenseOptions,
): Promise<{ source: Source; warnings: string[] }> {
  const material = await textMaterial(notes, title);
  const { source, warnings } = composeFromMaterial(instruction, [material], {
    kind: options.kind,
    language: options.language,
    ...(options.slides ? { slides: options.slides } : {}),
    ...(options.maxSlides ? { maxSlides: options.maxSlides } : {}),
  });
  // The composer's notes about files and counts nobody asked for do not apply to pasted text.
  const kept = warnings.filter(
    (w) =>
      !/^Made from the attached material/.test(w) &&
      !(options.slides === undefined && / slides were asked for/.test(w)),
  );
  return { source: withSubtitle(withoutCitations(source), notes), warnings: kept };
}
