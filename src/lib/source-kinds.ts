// The three kinds of document, written once: the schemas (formats/model/source.ts), the tables, the API and the tools read them here.

export const SOURCE_KINDS = ["deck", "doc", "sheet"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
