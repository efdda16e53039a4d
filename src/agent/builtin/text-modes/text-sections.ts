// The user's text (or attached material) as sections: split at `---` and at its top headings, deeper headings kept
// inside as subsections, each with the tables, charts and figures it holds and the file it came from.
import { inlineText, type Block } from "../../../formats/model/blocks.js";
import type { ChartData, Metric, SourceRef, TableData } from "../../../formats/model/source.js";
import { parseMarkdown } from "../../../formats/model/markdown/parse-markdown.js";
import { materialSections, type Material } from "../../material/material.js";

export interface TextSection {
  title?: string;
  /** Text, tables, quotes and code in reading order. */
  blocks: Block[];
  /** Tables, charts and big figures that came apart from the text (from attached material). */
  tables: TableData[];
  charts: ChartData[];
  metrics: Metric[];
  /** Where it came from (attached material); none for pasted text. */
  sources?: SourceRef[];
}

const headingText = (b: Extract<Block, { type: "heading" }>) => inlineText(b.children).replace(/\s+/g, " ").trim();

/** The heading levels that start a section: the top one, and h2 too when several h1s stand for chapters over them. */
function splitLevel(blocks: Block[]): number {
  const levels = blocks.flatMap((b) => (b.type === "heading" ? [b.level] : []));
  if (!levels.length) return 0;
  const top = Math.min(...levels);
  return top === 1 && levels.filter((l) => l === 1).length >= 2 && levels.includes(2) ? 2 : top;
}

/** Parsed Markdown blocks as sections; with `from`, each names the file and the reference of the h1/h2 it falls under. */
export function sectionsOf(blocks: Block[], from?: { file: string; refs: SourceRef[] }): TextSection[] {
  const level = splitLevel(blocks);
  let n = 0;
  let ref: SourceRef | undefined = from ? (from.refs[0] ?? { file: from.file }) : undefined;
  const fresh = (title?: string): TextSection => ({
    ...(title ? { title } : {}),
    blocks: [],
    tables: [],
    charts: [],
    metrics: [],
    ...(ref ? { sources: [ref] } : {}),
  });
  const out: TextSection[] = [fresh()];
  for (const b of blocks) {
    // The import readers give one reference per h1/h2, in order (a PDF's page, a Word file's section).
    if (from && b.type === "heading" && b.level <= 2) ref = from.refs[n++] ?? ref;
    if (b.type === "rule") out.push(fresh());
    else if (b.type === "heading" && b.level <= level) {
      const last = out[out.length - 1]!;
      // A heading right after a `---` names that slide.
      if (!last.title && !last.blocks.length && out.length > 1) {
        last.title = headingText(b) || undefined;
        if (ref) last.sources = [ref];
      } else out.push(fresh(headingText(b) || undefined));
    } else out[out.length - 1]!.blocks.push(b);
  }
  return out.filter((s) => s.title || s.blocks.length);
}

/**
 * Attached material as sections, every one of them whole (nothing ranked or left out), each naming its source. A doc's
 * text is read from its Markdown as written (its tables' figures as they appear); decks and sheets as the material
 * reads them.
 */
export function materialTextSections(materials: readonly Material[]): TextSection[] {
  return materials.flatMap((m) => {
    if (m.source.kind === "doc") return sectionsOf(parseMarkdown(m.source.markdown).blocks, m);
    return materialSections([m]).map((s) => ({
      ...(s.title ? { title: s.title } : {}),
      blocks: s.blocks,
      tables: s.tables,
      charts: s.charts,
      metrics: s.metrics,
      sources: [s.ref],
    }));
  });
}
