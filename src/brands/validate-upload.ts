// A brand upload (.pptx/.potx) checked before anything trusts it, in a template's words (400 invalid_template): the
// checks themselves are the OOXML layer's (formats/ooxml/check-package.ts), shared with imported files.
import { checkPackage, type ValidatedPackage } from "../formats/ooxml/check-package.js";
import { refuse } from "../formats/ooxml/package-wording.js";
import { TEMPLATE_SPEC, TEMPLATE_WORDING } from "../formats/ooxml/package-specs.js";

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
