// The export formats' one table: what is read from it is what the service has always answered with (the enum and its
// order, each kind's formats and their order, media types, extensions), and each kind's places in it run 1, 2, 3, …
import { describe, expect, it } from "vitest";
import {
  canExport,
  EXPORT_FORMATS,
  exportFormat,
  EXTENSIONS,
  FORMATS_BY_KIND,
  formatOfExtension,
  MIME_TYPES,
} from "./export-formats.js";

describe("the export formats' table", () => {
  it("gives the formats, each kind's formats, media types and extensions the API answers with", () => {
    expect(EXPORT_FORMATS).toEqual(["pptx", "docx", "xlsx", "pdf", "csv", "md", "html", "png"]);
    expect(FORMATS_BY_KIND).toEqual({
      deck: ["pptx", "pdf", "html", "md", "docx", "png"],
      doc: ["docx", "pdf", "html", "md", "pptx", "png"],
      sheet: ["xlsx", "csv", "pdf", "html"],
    });
    expect(MIME_TYPES).toEqual({
      pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      pdf: "application/pdf",
      csv: "text/csv; charset=utf-8",
      md: "text/markdown; charset=utf-8",
      html: "text/html; charset=utf-8",
      png: "application/zip",
    });
    expect(EXTENSIONS).toEqual({
      pptx: "pptx",
      docx: "docx",
      xlsx: "xlsx",
      pdf: "pdf",
      csv: "csv",
      md: "md",
      html: "html",
      png: "zip",
    });
    expect(canExport("sheet", "csv")).toBe(true);
    expect(canExport("deck", "xlsx")).toBe(false);
  });

  it("places each kind's formats 1, 2, 3, … with no gap or tie, and names every format for people", () => {
    for (const [kind, formats] of Object.entries(FORMATS_BY_KIND)) {
      expect(
        formats.map((f) => exportFormat(f).kinds[kind as keyof typeof FORMATS_BY_KIND]),
        kind,
      ).toEqual(formats.map((_, i) => i + 1));
    }
    for (const f of EXPORT_FORMATS) expect(exportFormat(f).label, f).toMatch(/\S/);
  });

  it("reads a format from a file's extension", () => {
    expect(formatOfExtension(".PDF")).toBe("pdf");
    expect(formatOfExtension("md")).toBe("md");
    // The slide pictures come as a zip of PNGs: a .zip path names them, a .png one names no export.
    expect(formatOfExtension(".zip")).toBe("png");
    expect(formatOfExtension(".png")).toBeUndefined();
    for (const ext of ["", ".", ".potx", ".markdown"]) expect(formatOfExtension(ext), ext).toBeUndefined();
  });
});
