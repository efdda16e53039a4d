// The import formats, one table: each format's file-name extensions (the first is its own) and what its bytes are (a
// PDF, a zip-based Office package, or text). The list, the API's enum, the extensions a name is read by and the words
// of a refusal are read from it; the readers are keyed by it (import-file.ts), and @quire/sdk's IMPORT_EXTENSIONS (the
// web app's file pickers) is compared with it in a test. Nothing here loads a reader.

type Container = "pdf" | "zip" | "text";

const TABLE = {
  pdf: { extensions: ["pdf"], container: "pdf" },
  docx: { extensions: ["docx"], container: "zip" },
  pptx: { extensions: ["pptx"], container: "zip" },
  potx: { extensions: ["potx"], container: "zip" },
  xlsx: { extensions: ["xlsx"], container: "zip" },
  csv: { extensions: ["csv"], container: "text" },
  tsv: { extensions: ["tsv"], container: "text" },
  md: { extensions: ["md", "markdown"], container: "text" },
  txt: { extensions: ["txt", "text"], container: "text" },
  html: { extensions: ["html", "htm"], container: "text" },
} as const satisfies Record<string, { extensions: readonly string[]; container: Container }>;

export type ImportFormat = keyof typeof TABLE;
export const IMPORT_FORMATS = Object.keys(TABLE) as [ImportFormat, ...ImportFormat[]];
/** The Office formats: a zip package whose parts their readers check. */
export type ZipFormat = { [F in ImportFormat]: (typeof TABLE)[F]["container"] extends "zip" ? F : never }[ImportFormat];

/** Each format's extensions with their dot, its own first (".md", ".markdown"). */
export const IMPORT_EXTENSIONS_BY_FORMAT = Object.fromEntries(
  IMPORT_FORMATS.map((f) => [f, TABLE[f].extensions.map((e) => `.${e}`)]),
) as Record<ImportFormat, string[]>;

/** A file name's extension, lower-cased, without its dot ("" when it has none). */
export const extensionOf = (file: string) =>
  /\.(?<extension>[A-Za-z0-9]+)$/.exec(file)?.groups!.extension?.toLowerCase() ?? "";

/** The format a file name's extension names (any case), or undefined. */
export function formatOfName(file: string): ImportFormat | undefined {
  const ext = extensionOf(file);
  return ext ? IMPORT_FORMATS.find((f) => (TABLE[f].extensions as readonly string[]).includes(ext)) : undefined;
}

export const isZipFormat = (format: ImportFormat): format is ZipFormat => TABLE[format].container === "zip";

/** Each format's own extension with its dot (".pdf", ".docx", …), of every format or of one container's. */
export function ownExtensions(container?: Container): string[] {
  return IMPORT_FORMATS.filter((f) => !container || TABLE[f].container === container).map(
    (f) => `.${TABLE[f].extensions[0]}`,
  );
}
