// What a document carries besides what it says: contents lines, bylines, affiliations, e-mail lines, copyright and
// licence lines, page numbers, publication metadata — recognised line by line, so a summary never quotes them.

/** "Foreword … iv", "2.1 Document Conformance ........ 2", "Scope . . . 1": a contents line ends on its page. */
const CONTENTS_LINE = /(?:…|\.{3,}|(?:\.\s){2,}\.?|_{3,})\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*$/i;

/** A contents heading in the languages the composer reads. */
const CONTENTS_TITLE =
  /^(?:(?:table of )?contents?|toc|list of (?:figures|tables|illustrations)|inhalt(?:sverzeichnis)?|sommaire|table des matières|índice|indice|inhoud(?:sopgave)?|contenido|sumário|目次|目录)$/i;

/** A label a cover or running header carries, not a title: the kind of document it is, its protection. */
const COVER_LABEL =
  /^(?:international standard|technical (?:report|specification)|white paper|working papers?|draft|preprint|confidential|internal use only|copyright protected document|all rights reserved|this clause is (?:informative|normative)|end of (?:informative|normative) text)$/i;

/** Copyright, licence and publishing lines. */
const LEGAL = [
  /^(?:©|\(c\)\s*\d{4}|copyright\b|all rights reserved|permission to make digital or hard copies|licensed under\b|reference number\b|price based on\b)/i,
  /©|\ball rights reserved\b|\bc©/i,
];
/** "Published in Switzerland", "Printed in Germany": an imprint, short and not a sentence. */
const IMPRINT = /^(?:published|printed|made) in\s+\p{Lu}[\p{L} ]{1,40}$/u;
/** Publication metadata: keywords, classification, identifiers, edition and venue lines. */
const METADATA = [
  /^(?:keywords?|key words|index terms|categories and subject descriptors|general terms|ccs concepts|acm reference format)\b/i,
  /^(?:permanent url|doi|cite as|citation|reference|received|accepted|available online|corresponding author|e-?mail|tel(?:ephone)?|fax|web)\s*[:.]/i,
  /^(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+edition\b/i,
  /\b(?:ISBN|ISSN)\b|^ICS\s+\d/,
];
/** "Page 3", "Page 3 of 10", "3 / 10", "- 12 -", "xiv": a page number standing alone. */
const PAGE_LINE =
  /^(?:(?:page|seite|pagina|página)\s+\d+(?:\s*(?:of|von|de|di|sur|\/)\s*\d+)?|\d+\s*(?:of|\/)\s*\d+|[-–—]?\s*\d{1,4}\s*[-–—]?)$/i;
/** A roman page number ("iv", "XII"): a well-formed numeral in one case. */
const ROMAN =
  /^(?:(?=[ivxlcdm]+$)|(?=[IVXLCDM]+$))(?:m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})|M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3}))$/;
const isPageLine = (t: string) => PAGE_LINE.test(t) || (t.length > 0 && ROMAN.test(t));
/** An address to write to: "{gal,brendan}@mozilla.com", "jane@example.org". */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\}@[\w-]/;
/** Where an author works: "Mozilla Corporation", "University of California, Irvine", "Indiana University, USA". */
const AFFILIATION =
  /\b(?:university|universit(?:ä|a|é)t?|universidad|institut[e]?|college|laborator(?:y|ies)|labs?|corporation|corp\.|inc\.|ltd\.?|gmbh|department|dept\.|school of|faculty of|research cent(?:er|re))\b/i;
/** A name's affiliation mark: "Gal∗+", "Haghighat$", "Smith#", "Franz†". */
const AFFILIATION_MARK = /\p{Lu}\p{Ll}+[∗*†‡§¶$#+\\]+(?=[,\s]|$)/u;

const ENDS_SENTENCE = /[.!?…。！？][\p{Pe}\p{Pf}"']*$/u;

/** A heading that names a document's contents (a table of contents, a list of figures). */
export const isContentsTitle = (text: string) => CONTENTS_TITLE.test(strip(text));

/** A heading that is front matter, not a part of what a document says: contents, cover labels, copyright. */
export function isFrontMatterHeading(text: string): boolean {
  const t = strip(text);
  return (
    !t ||
    CONTENTS_TITLE.test(t) ||
    COVER_LABEL.test(t) ||
    LEGAL.some((r) => r.test(t)) ||
    METADATA.some((r) => r.test(t)) ||
    /^(?:page|seite|pagina|página)\s+\d+/i.test(t)
  );
}

/** A byline: names with affiliation marks, or (`affiliations`) a short line of capitalised names and an institution only. */
function isByline(text: string, affiliations: boolean): boolean {
  const marks = text.match(new RegExp(AFFILIATION_MARK.source, "gu"))?.length ?? 0;
  if (marks >= 2 && !ENDS_SENTENCE.test(text.replace(/[∗*†‡§¶$#+\\]+$/u, ""))) return true;
  if (!affiliations || text.length > 160 || ENDS_SENTENCE.test(text)) return false;
  const words = text.split(/[\s,;]+/).filter((w) => /\p{L}{2,}/u.test(w));
  return (
    AFFILIATION.test(text) &&
    words.length >= 2 &&
    words.every((w) => /^[\p{Lu}(]/u.test(w) || /^(?:of|and|at|for|de|du|der|für|la|le|y|e)$/i.test(w))
  );
}

/**
 * A line of front matter: a contents line, a byline, an affiliation or e-mail line, a copyright or licence line,
 * publication metadata, a page number or a cover label. Prose that merely mentions these words is not. A slide's
 * bullets are often Title Case names of things ("Research Center Expansion"): `affiliations: false` reads a line
 * naming an institution as front matter only with its authors' marks or an address.
 */
export function isFrontMatterLine(text: string, opts: { affiliations?: boolean } = {}): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (!t) return true;
  if (CONTENTS_LINE.test(t) || isPageLine(t) || COVER_LABEL.test(strip(t)) || IMPRINT.test(t)) return true;
  if (LEGAL[0]!.test(t) || (t.length <= 200 && LEGAL[1]!.test(t))) return true;
  if (METADATA.some((r) => r.test(t))) return true;
  if (EMAIL.test(t) && t.length <= 300) return true;
  return isByline(t, opts.affiliations ?? true);
}

/** A line's text with markup escapes and a heading's numbering taken off, for comparing. */
function strip(text: string): string {
  return text
    .replace(/\\(?<escaped>[\\`*_{}[\]()#+\-.!|&<>~])/g, "$<escaped>")
    .replace(/^\s*(?:\d+(?:\.\d+)*[.)]?|[A-Z](?:\.\d+)+)\s+(?=\S)/, "")
    .replace(/[:.]\s*$/, "")
    .trim();
}

/** Repeated lines compare with their numbers folded ("Page 3", "Page 4") and case and spacing ignored. */
export const repeatKey = (text: string) => text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim().toLowerCase();

/** A line repeated this often in one file, not a sentence, is a running header or footer. */
export const RUNNING_REPEATS = 3;

/** Whether a repeated line reads as a header or footer rather than a sentence said again. */
export const isRunningCandidate = (text: string) => text.length <= 160 && !ENDS_SENTENCE.test(text.trim());
