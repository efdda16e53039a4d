// The files POST /api/import and the agent's attachments read, as extensions a client can offer (the web app's file
// pickers), checked by the compiler against the API's own enum of import formats: a format the API adds or drops
// fails to compile here until this list follows. Types only are imported, so it costs a bundle nothing else.
import type { components } from "./openapi.js";

/** A format an import is read as (the API's `Imported.format`). */
export type ImportFormat = components["schemas"]["Imported"]["format"];

/** Each format's file-name extensions, its own first; the service reads a file by its bytes, then by these. */
export const IMPORT_EXTENSIONS_BY_FORMAT = {
  pdf: [".pdf"],
  docx: [".docx"],
  pptx: [".pptx"],
  potx: [".potx"],
  xlsx: [".xlsx"],
  csv: [".csv"],
  tsv: [".tsv"],
  md: [".md", ".markdown"],
  txt: [".txt", ".text"],
  html: [".html", ".htm"],
} as const satisfies Record<ImportFormat, readonly string[]>;

/** Every extension a file Quire reads may have (".pdf", ".docx", … ".htm"): an `accept` list for a file input. */
export const IMPORT_EXTENSIONS: readonly string[] = Object.values(IMPORT_EXTENSIONS_BY_FORMAT).flat();
