// The pptx engine's public API (brands and export routes call only this).
export { renderDeckToPptx, renderDeckToPptxSync, type PptxRenderOptions, type PptxResult } from "./render-deck-to-pptx.js";
export { renderDocToPptx, docToDeck } from "./render-doc-to-pptx.js";
export { loadTemplate, type PptxTemplate, type TemplateLayout, type TemplateMaster, type LoadTemplateOptions } from "./template.js";
export { builtinTemplate } from "./builtin-templates.js";
export { planDesign, type DesignPlan, type MasterRequest, type RoleChoice } from "./design/plan-design.js";
export { DESIGN_ROLES, type DesignRole, type Rating } from "./design/rate-layouts.js";
export type { Placeholder, Box } from "./placeholders.js";
export { planChrome, type ChromePlan } from "./chrome.js";
export { contrastIssues } from "./design/slide-colours.js";
