// A pptx drawn as PDF pages: each slide with its master's and layout's background and artwork, its placeholders in
// their inherited text styles, its pictures, tables and charts — so a brand deck's PDF and pictures are the pptx's look.
export { drawPptxToPdf, type DrawnPdf, type DrawOptions } from "./draw-pptx.js";
export { drawTemplateToPdf, type TemplatePages } from "./draw-template.js";
export { openPptx, type OpenedPptx } from "./slide-parts.js";
