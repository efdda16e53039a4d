// The pptx engine's public API (brands and export routes call only this).
export { renderDeckToPptx, renderDeckToPptxSync, type PptxRenderOptions, type PptxResult } from "./render-deck-to-pptx.js";
export { renderDocToPptx, docToDeck } from "./render-doc-to-pptx.js";
export { loadTemplate, type PptxTemplate, type TemplateLayout, type LoadTemplateOptions } from "./template.js";
export { builtinTemplate } from "./builtin-templates.js";
export { chooseLayout } from "./choose-layout.js";
export { OpcPackage, isSafeHref, type Relationship } from "./package.js";
export type { Placeholder, Box } from "./placeholders.js";
