// The face of exports/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { type ExportDeps, exportDocument, type ExportedFile } from "./export-document.js";
export { type RenderDeps, renderPage } from "./render-page.js";
export { savedSlidePictures, type SlidePictureDeps } from "./slide-picture.js";
