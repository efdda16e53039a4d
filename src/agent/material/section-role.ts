// What part of a document a section is, from its heading: what sums it up (abstract, scope, introduction, conclusions),
// its body, what it adds at the side (foreword, annexes, definitions) or its apparatus (references, acknowledgements,
// index) — the order a condensed version keeps them in.

/** `lead` first, then `body`, then `annex`; `apparatus` only when nothing else has anything to show. */
export type SectionRole = "lead" | "body" | "annex" | "apparatus";

/** A heading's numbering ("1.", "2.3", "A.1", "Annex B.", "Chapter 4") before its name. */
const NUMBERING =
  /^\s*(?:(?:chapter|section|part|kapitel|chapitre|cap[ií]tulo)\s+\d+[.:]?\s*|\d+(?:\.\d+)*[.)]?\s+|[A-Z](?:\.\d+)+\s+)/i;

/** Sections that sum a document up: a condensed version keeps them first. */
const LEAD =
  /^(?:abstract|summary|executive summary|management summary|synopsis|scope|purpose|introduction|overview|background|key findings|findings|results|conclusions?|concluding remarks|discussion and conclusions?|recommendations|zusammenfassung|kurzfassung|einleitung|einführung|überblick|fazit|résumé|aperçu|resumen|introducción|conclusi[oó]n(?:es)?|sommario|introduzione|conclusioni|samenvatting|inleiding|conclusies?|概要|要旨|はじめに|まとめ|摘要|引言|结论)\b/i;

/** A document's apparatus: what helps a reader find or check things, not what the document says. */
const APPARATUS =
  /^(?:references|normative references|bibliography|acknowledge?ments?|works cited|literatur(?:verzeichnis)?|bibliographie|références|bibliografía|index|table of contents|contents|about (?:the|this) (?:authors?|document)|author information|endnotes|further reading|errata|list of (?:figures|tables)|revision history|document history|change ?log)\b/i;
/** What a document adds at the side of what it says: a foreword, annexes, definitions and conventions. */
const ANNEX =
  /^(?:annex(?:es)?|appendix|appendices|anhang|annexe|ap[eé]ndice|glossary|foreword|preface|notes|terms and definitions|terms, definitions|definitions|acronyms|abbreviations|notational conventions|conventions)\b/i;

/** A heading without its numbering: "2. Overview" → "Overview", "A.1 Validation" → "Validation". */
export const headingName = (title: string) => title.replace(NUMBERING, "").trim();

/** The role a section's heading gives it; an untitled section is body. */
export function sectionRole(title: string | undefined): SectionRole {
  if (!title) return "body";
  const name = headingName(title);
  if (APPARATUS.test(name)) return "apparatus";
  if (ANNEX.test(name)) return "annex";
  return LEAD.test(name) ? "lead" : "body";
}

/** Whether a heading opens a document's content: a lead section, a foreword or preface, or its first numbered clause. */
export function opensContent(title: string | undefined): boolean {
  if (!title) return false;
  return (
    sectionRole(title) === "lead" ||
    /^(?:foreword|preface)\b/i.test(headingName(title)) ||
    /^\s*1(?:\.0?)?[.)]?\s+\S/.test(title)
  );
}

/** The sections a condensed version draws on: all but the apparatus, unless the apparatus is all there is. */
export function contentSections<T extends { title: string | undefined }>(sections: readonly T[]): T[] {
  const content = sections.filter((s) => sectionRole(s.title) !== "apparatus");
  return content.length ? content : [...sections];
}
