// The OOXML packages Quire accepts, each with the main content types it takes and the words its refusals use: brand
// templates (400 invalid_template) and imported presentations, Word documents and workbooks (400 invalid_request).
import type { PackageSpec } from "./check-package.js";
import type { PackageWording } from "./package-wording.js";

/** The words of brand template uploads (400 invalid_template). */
export const TEMPLATE_WORDING: PackageWording = {
  code: "invalid_template",
  noun: "template",
  app: "PowerPoint",
  saveFrom: "PowerPoint, Keynote, Google Slides or LibreOffice",
  ext: ".pptx",
  extensions: ".pptx or .potx",
  legacy: ".ppt",
  macroExtensions: ".pptm/.potm",
  content: "presentation",
  program: "presentation program",
};

export const TEMPLATE_SPEC: PackageSpec<"pptx" | "potx"> = {
  wording: TEMPLATE_WORDING,
  mainTypes: {
    "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml": "pptx",
    "application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml": "pptx",
    "application/vnd.openxmlformats-officedocument.presentationml.template.main+xml": "potx",
  },
};

/** Presentations to import get the brand upload checks (sniffing, zip limits, macros, DOCTYPE, Strict OOXML) in an import's words. */
export const PRESENTATION_PACKAGE: PackageSpec<"pptx" | "potx"> = {
  ...TEMPLATE_SPEC,
  wording: { ...TEMPLATE_SPEC.wording, code: "invalid_request", noun: "presentation" },
};

export const WORD_PACKAGE: PackageSpec<"docx" | "dotx"> = {
  wording: {
    code: "invalid_request",
    noun: "document",
    app: "Word",
    saveFrom: "Word, Google Docs or LibreOffice",
    ext: ".docx",
    extensions: ".docx or .dotx",
    legacy: ".doc",
    macroExtensions: ".docm/.dotm",
    content: "Word document",
    program: "word processor",
  },
  mainTypes: {
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml": "docx",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml": "dotx",
  },
};

export const EXCEL_PACKAGE: PackageSpec<"xlsx" | "xltx"> = {
  wording: {
    code: "invalid_request",
    noun: "workbook",
    app: "Excel",
    saveFrom: "Excel, Google Sheets, Numbers or LibreOffice",
    ext: ".xlsx",
    extensions: ".xlsx or .xltx",
    legacy: ".xls",
    macroExtensions: ".xlsm/.xltm",
    content: "workbook",
    program: "spreadsheet program",
  },
  mainTypes: {
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml": "xlsx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml": "xltx",
  },
};
