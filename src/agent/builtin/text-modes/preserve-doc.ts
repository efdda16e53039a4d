// Preserve as a doc: the user's text with its headings and every sentence, or attached material kept whole section by
// section, each section's heading carrying a footnote that names its file and page, slide or sheet.
import { blocksToMarkdown } from "../../../formats/model/markdown/blocks-to-markdown.js";
import { refText } from "../../../formats/model/slide-notes.js";
import type { Doc, SourceRef } from "../../../formats/model/source.js";
import { escapeMarkdownText, tableMarkdown } from "../../../formats/model/to-markdown.js";
import type { ReadNotes } from "./read-notes.js";
import type { TextSection } from "./text-sections.js";

/** The doc of pasted text: its title, the line under it, and the rest as written. */
export function preserveTextDoc(notes: ReadNotes, title: string): Doc {
  const markdown = [notes.subtitle ? escapeMarkdownText(notes.subtitle) : "", notes.markdown]
    .filter(Boolean)
    .join("\n\n");
  return { kind: "doc", title: title.slice(0, 500), markdown: `${markdown.trim()}\n` };
}

/** The doc of attached material: every section whole under its heading, in the order given. */
export function preserveMaterialDoc(sections: TextSection[], title: string): Doc {
  const notes = new Map<string, number>();
  const mark = (refs: SourceRef[] | undefined) => {
    const key = refs?.[0] ? refText(refs[0]) : null;
    if (!key) return "";
    if (!notes.has(key)) notes.set(key, notes.size + 1);
    return `[^${notes.get(key)}]`;
  };
  const parts = sections.map((s) => {
    const body = [
      blocksToMarkdown(s.blocks).trim(),
      ...s.metrics.map(
        (m) =>
          `- ${escapeMarkdownText(m.label)}: ${escapeMarkdownText(m.value)}${m.change ? ` (${escapeMarkdownText(m.change)})` : ""}`,
      ),
      ...s.charts.map((c) =>
        tableMarkdown({
          columns: ["", ...c.series.map((x) => x.name)],
          rows: c.categories.map((cat, i) => [cat, ...c.series.map((x) => x.values[i] ?? null)]),
        }),
      ),
      ...s.tables.map(tableMarkdown),
    ].filter(Boolean);
    const heading = s.title ? `## ${escapeMarkdownText(s.title)}${mark(s.sources)}` : "";
    // Untitled: the footnote goes on the last paragraph, or under a table.
    if (!heading && body.length) {
      if (body[body.length - 1]!.startsWith("|")) body.push(mark(s.sources));
      else body[body.length - 1] += mark(s.sources);
    }
    return [heading, ...body].filter(Boolean).join("\n\n");
  });
  const footnotes = [...notes].map(([text, n]) => `[^${n}]: ${escapeMarkdownText(text)}`).join("\n");
  return {
    kind: "doc",
    title: title.slice(0, 500),
    markdown: `${[...parts, footnotes].filter(Boolean).join("\n\n")}\n`,
  };
}
