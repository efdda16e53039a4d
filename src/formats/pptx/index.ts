// The pptx engine's public API (brands and export routes call only this).
export { renderDeckToPptx, renderDeckToPptxSync, type PptxResult } from "./render-deck-to-pptx.js";
export { setGeneratedPartsBytes } from "./write-deck.js";
export { renderDocToPptx, docToDeck } from "./render-doc-to-pptx.js";
export { loadTemplate, type PptxTemplate, type TemplateMaster } from "./template.js";
export { builtinTemplate } from "./builtin-templates.js";
export { planDesign, type DesignPlan, type MasterRequest } from "./design/plan-design.js";
export { DESIGN_ROLES, type DesignRole } from "./design/rate-layouts.js";
export { planChrome } from "./chrome.js";
export { contrastIssues } from "./design/slide-colours.js";
export { pictureSlot, type PictureSlot } from "./picture-frames.js";
