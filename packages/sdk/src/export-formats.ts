// The export formats of POST /api/export, as values a client can show (the web app's download buttons), checked by the
// compiler against the API's own `ExportFormat` enum (the generated OpenAPI types): a format the API adds, renames or
// drops fails to compile here until this list follows. Types only are imported, so it costs a bundle nothing else.
import type { components } from "./openapi.js";

/** A file format POST /api/export writes (the API's ExportFormat enum). */
export type ExportFormat = components["schemas"]["ExportFormat"];
type Kind = components["schemas"]["DocumentSummary"]["kind"];

/**
 * The formats each kind of document exports to, in the service's order (the kind's own format first); a format is
 * also its file's extension, but png's: the slide pictures come as a zip. Each entry must be one of the API's formats (`satisfies`), and every one of them must be
 * listed for some kind (below), so the enum changing either way fails to compile.
 */
export const EXPORT_FORMATS_BY_KIND = {
  deck: ["pptx", "pdf", "html", "md", "docx", "png"],
  doc: ["docx", "pdf", "html", "md", "pptx", "png"],
  sheet: ["xlsx", "csv", "pdf", "html"],
} as const satisfies Record<Kind, readonly ExportFormat[]>;

/** The API's formats no kind lists here: none, or the error below names them. */
type Unlisted = Exclude<ExportFormat, (typeof EXPORT_FORMATS_BY_KIND)[Kind][number]>;
const _everyFormatListed: [Unlisted] extends [never] ? true : Unlisted = true;
