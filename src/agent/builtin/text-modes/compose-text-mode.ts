// The builtin's text modes: "preserve" lays the user's own text out whole, "condense" summarises it with its own
// sentences — from the text after the prompt's instruction line, or from the attached material. No model, no network.
import { sentencesOf } from "../../../formats/doc-to-deck/doc-text.js";
import { parseMarkdown } from "../../../formats/model/markdown/parse-markdown.js";
import { DeckSchema, DocSchema, SheetSchema, type Source, type SourceKind } from "../../../formats/model/source.js";
import type { Material } from "../../material/material.js";
import type { OwnTextMode } from "../../provider.js";
import { composeFromMaterial } from "../grounded/compose-from-material.js";
import { detectLanguage } from "../../reading/language.js";
import { subjectPhrase } from "../../reading/subject-words.js";
import { condenseText } from "./condense-text.js";
import { splitInstruction } from "../../reading/instruction-line.js";
import { preserveDeck } from "./preserve-deck.js";
import { preserveMaterialDoc, preserveTextDoc } from "./preserve-doc.js";
import { isTableText, preserveMaterialSheet, preserveTextSheet } from "./preserve-sheet.js";
import { readNotes } from "./read-notes.js";
import { materialTextSections, sectionsOf, type TextSection } from "./text-sections.js";

export interface TextModeOptions {
  kind: SourceKind;
  language?: string;
  /** The slide count asked for; else the instruction line's. */
  slides?: number;
  maxSlides?: number;
}

export interface TextModeResult {
  source: Source;
  warnings: string[];
}

const TITLE_CHARS = 80;

/** A title for text with no title or heading: the subject it keeps coming back to, else its first words. */
const untitledTitle = (text: string) => subjectPhrase(text) ?? firstWords(text);

/** A title from the text's first sentence: its first words, as written. */
function firstWords(text: string): string {
  const first = sentencesOf(text.replace(/^[#>\-*+\s]+/, "").split("\n")[0] ?? "")[0] ?? "";
  if (first.length <= TITLE_CHARS) return first.replace(/[.:;,]$/, "") || "Untitled";
  return `${first.slice(0, TITLE_CHARS).replace(/\s+\S*$/, "")}…`;
}

/** Labels whose line names what the notes are about: "Evento: Festival Sabores da Serra", "会议：产品周会（3月10日）". */
const SUBJECT_LABEL =
  /^(?:event|meeting|project|topic|subject|veranstaltung|besprechung|sitzung|projekt|thema|betreff|événement|évènement|réunion|projet|sujet|objet|evento|reunión|proyecto|asunto|tema|reunião|projeto|assunto|riunione|progetto|argomento|oggetto|vergadering|overleg|project|onderwerp|会議|会议|イベント|プロジェクト|件名|议题|项目|活动|الاجتماع|اجتماع|الفعالية|المشروع|الموضوع)\s*[:：]\s*(.+)$/iu;

/** The notes' own subject line among their first lines, with its label when it names a meeting ("会議：…"). */
function subjectLine(text: string): string | null {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  for (const line of lines) {
    const m = SUBJECT_LABEL.exec(line);
    // A meeting line reads as written ("Reunião: CIPA, 12 de maio"); an event or project is its name.
    const meeting =
      /^(?:meeting|besprechung|sitzung|réunion|reunión|reunião|riunione|vergadering|overleg|会議|会议|الاجتماع|اجتماع)/iu.test(
        line,
      );
    if (m) return meeting && line.length <= TITLE_CHARS ? line : m[1]!.slice(0, TITLE_CHARS);
  }
  return null;
}

/** A summary titled by the notes' own subject line, on its title slide too. */
function retitled(source: Source, title: string): Source {
  if (source.kind !== "deck") return { ...source, title };
  const [first, ...rest] = source.slides;
  const slides =
    first?.layout === "title" && first.title === source.title ? [{ ...first, title }, ...rest] : source.slides;
  return { ...source, title, slides };
}

function materialTitle(materials: readonly Material[]): string {
  const m = materials[0]!;
  return m.source.title.trim() || m.file.replace(/\.[a-z0-9]{1,5}$/i, "");
}

const KEPT = {
  deck: "Kept word for word: every sentence of your text is on the slides, in its order; nothing was added or left to the notes.",
  doc: "Kept word for word: every sentence of your text is in the document, under its own headings; nothing was added.",
  sheet: "Kept as written: every cell of your table is in the sheet; nothing was added.",
} as const;

function preserve(prompt: string, material: readonly Material[], o: TextModeOptions, warnings: string[]): Source {
  const split = splitInstruction(prompt);
  const slides = o.slides ?? split.slides ?? undefined;
  if (material.length) {
    const title = materialTitle(material);
    const sections = materialTextSections(material);
    if (o.kind === "sheet") return SheetSchema.parse(preserveMaterialSheet(material, title, warnings));
    if (o.kind === "doc") return DocSchema.parse(preserveMaterialDoc(sections, title));
    const sources = [...new Map(material.map((m) => [m.file, m.refs[0] ?? { file: m.file }])).values()].slice(0, 20);
    return DeckSchema.parse(
      preserveDeck(sections, { title, sources }, title, { slides, maxSlides: o.maxSlides, warnings }),
    );
  }
  if (o.kind === "sheet") return SheetSchema.parse(preserveTextSheet(split.text, undefined, warnings));
  const notes = readNotes(split.text);
  const sections: TextSection[] = sectionsOf(parseMarkdown(notes.markdown).blocks);
  const title =
    notes.title ?? subjectLine(split.text) ?? sections.find((s) => s.title)?.title ?? untitledTitle(split.text);
  if (o.kind === "doc") return DocSchema.parse(preserveTextDoc(notes, title));
  return DeckSchema.parse(
    preserveDeck(sections, { title: notes.title, subtitle: notes.subtitle }, title, {
      slides,
      maxSlides: o.maxSlides,
      warnings,
    }),
  );
}

/**
 * The kind a text-mode run makes when the request names none: the instruction line's, else a sheet for a pasted table
 * and a deck for anything else (notes and outlines are most often turned into slides).
 */
export function textModeKind(prompt: string): SourceKind {
  const split = splitInstruction(prompt);
  return split.kind ?? (isTableText(split.text) ? "sheet" : "deck");
}

/** The source for a run in "preserve" or "condense" mode, with what the reader should know. */
export async function composeTextMode(
  mode: OwnTextMode,
  prompt: string,
  material: readonly Material[],
  o: TextModeOptions,
): Promise<TextModeResult> {
  const warnings: string[] = [];
  if (mode === "preserve") {
    const source = preserve(prompt, material, o, warnings);
    return { source, warnings: [...warnings, KEPT[source.kind]] };
  }
  if (material.length) return composeFromMaterial(prompt, material, o);
  const split = splitInstruction(prompt);
  const notes = readNotes(split.text);
  const sections = sectionsOf(parseMarkdown(notes.markdown).blocks);
  const title =
    notes.title ?? subjectLine(split.text) ?? sections.find((s) => s.title)?.title ?? untitledTitle(split.text);
  const language = o.language ?? detectLanguage(split.text).lang;
  const slides = o.slides ?? split.slides ?? undefined;
  const out = await condenseText(split.instruction ?? "", notes, title, {
    kind: o.kind,
    language,
    slides,
    maxSlides: o.maxSlides,
  });
  const own = notes.title ? null : subjectLine(split.text);
  return {
    source: own ? retitled(out.source, own) : out.source,
    warnings: [
      ...out.warnings,
      "Condensed from your text: every sentence is one of yours, as written; nothing was added.",
    ],
  };
}
