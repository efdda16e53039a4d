// How the checks on an untrusted package speak: the error they raise and the words for its kind of file (a brand
// template, an imported Word document or Excel workbook), so every refusal reads right for what was uploaded.
import { AppError, type ErrorCode } from "../../lib/errors.js";
import { withArticle } from "../../lib/text.js";

/** How the package checks speak: the error they raise and the words for the kind of file (a brand template, an imported file). */
export interface PackageWording {
  code: ErrorCode;
  /** What the file is called: "template", "document", "workbook". */
  noun: string;
  /** The program that makes it: "PowerPoint", "Word", "Excel". */
  app: string;
  /** Where to save it again: "PowerPoint, Keynote, Google Slides or LibreOffice". */
  saveFrom: string;
  /** The one extension to save as: ".pptx". */
  ext: string;
  /** Every accepted extension, in words: ".pptx or .potx". */
  extensions: string;
  /** The old binary format: ".ppt". */
  legacy: string;
  /** The macro-enabled variants: ".pptm/.potm". */
  macroExtensions: string;
  /** What the main part holds: "presentation", "Word document", "workbook". */
  content: string;
  /** What makes such files: "presentation program". */
  program: string;
}

/** The wording's error (400) with a message meant for the person who uploaded the file. */
export function refuse(message: string, w: PackageWording): AppError {
  return new AppError(w.code, message);
}

/** The kind with its article: "a PowerPoint template", "an Excel workbook". */
export function kindName(w: PackageWording): string {
  return withArticle(`${w.app} ${w.noun}`);
}

/** The message for a zip cut short, in the words of its kind. */
export function truncatedMessage(w: PackageWording): string {
  return `The file is incomplete (the end of the zip archive is missing): it was probably cut off while uploading or copying. Save the ${w.noun} again and re-upload it.`;
}
