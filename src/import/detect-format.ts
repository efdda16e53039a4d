// detectFormat: which reader an uploaded file goes to, from its bytes (then its name) — kept apart from the readers so
// the main thread can check attachments without loading pdf.js, mammoth and the other readers.
import { compoundFileMessage, type PackageSpec } from "../formats/ooxml/check-package.js";
import { compoundFileKind, isCompoundFile } from "../formats/ooxml/compound-file.js";
import { AppError } from "../lib/errors.js";
import { EXCEL_PACKAGE, PRESENTATION_PACKAGE, WORD_PACKAGE } from "../formats/ooxml/package-specs.js";
import {
  extensionOf,
  formatOfName,
  ownExtensions,
  isZipFormat,
  type ImportFormat,
  type ZipFormat,
} from "./import-formats.js";

/** Each Office format's package words, so a refusal here reads as its reader's would. */
const PACKAGE_WORDING: Record<ZipFormat, PackageSpec<string>> = {
  docx: WORD_PACKAGE,
  xlsx: EXCEL_PACKAGE,
  pptx: PRESENTATION_PACKAGE,
  potx: PRESENTATION_PACKAGE,
};
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46]; // %PDF

const OWN_EXTENSIONS = ownExtensions();
const READ_IN_WORDS = `${OWN_EXTENSIONS.slice(0, -1).join(", ")} and ${OWN_EXTENSIONS.at(-1)}`;

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A file the PDF reader takes (detectFormat's first rule). */
export const isPdfBytes = (bytes: Uint8Array) => startsWith(bytes, PDF_MAGIC);

/** The format a file is in: its bytes decide between PDF, Office packages and text; the name picks among those. */
export function detectFormat(bytes: Uint8Array, file: string): ImportFormat {
  const named = formatOfName(file);
  if (isPdfBytes(bytes)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) {
    if (named && isZipFormat(named)) return named;
    throw new AppError(
      "unsupported_media_type",
      `${file} is a zip archive; Quire imports Office files (${ownExtensions("zip").join(", ")}) saved by Word, PowerPoint, Excel or a compatible program.`,
    );
  }
  // A password-protected .docx/.xlsx/.pptx is an OLE compound file, not a zip: refused as its reader (and a brand upload) would.
  if (isCompoundFile(bytes)) {
    if (named && isZipFormat(named))
      throw new AppError("invalid_request", compoundFileMessage(bytes, PACKAGE_WORDING[named].wording));
    if (compoundFileKind(bytes) === "encrypted")
      throw new AppError(
        "invalid_request",
        `${file || "The file"} is a password-protected (encrypted) Office file. Remove the password (save a copy without one) and import it again.`,
      );
  }
  if (named && !isZipFormat(named) && named !== "pdf") return named;
  if (named)
    throw new AppError(
      "invalid_request",
      `${file} is named .${extensionOf(file)} but its bytes are not a ${named === "pdf" ? "PDF" : "zip-based Office file"}; it may be damaged or renamed.`,
    );
  throw new AppError(
    "unsupported_media_type",
    `Quire cannot import ${file || "this file"}: it reads ${READ_IN_WORDS} files.`,
  );
}
