// A brand upload (.pptx/.potx) checked before anything trusts it, in a template's words (400 invalid_template): the
// checks themselves are the OOXML layer's (formats/ooxml/check-package.ts), shared with imported files.
import { checkPackage, type PackageSpec, type ValidatedPackage } from "../formats/ooxml/check-package.js";
import { refuse, type PackageWording } from "../formats/ooxml/package-wording.js";

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

/** A checked brand upload: a presentation or its template. */
export type TemplatePackage = ValidatedPackage<"pptx" | "potx">;

/** Throws 400 invalid_template (with a message a person understands) or returns the unpacked, checked package. */
export function validateUpload(bytes: Uint8Array): TemplatePackage {
  return checkPackage(bytes, TEMPLATE_SPEC);
}

/** 400 invalid_template with a message meant for the person who uploaded the template. */
export function refuseTemplate(message: string): ReturnType<typeof refuse> {
  return refuse(message, TEMPLATE_WORDING);
}
