// The face of brands/: what the rest of the service imports of it (the dependency rules allow nothing else).
export type { TemplateAnalysis } from "./analyse-template.js";
export { batchItems } from "./batch-items.js";
export { slideText } from "./brand-deck-html.js";
export { toBrandJson } from "./brand-shape.js";
export { checkBrandId } from "./check-brand-id.js";
export { composeDeckWith } from "./compose-deck.js";
export { createBrand } from "./create-brand.js";
export { createDeckPool, type DeckPool } from "./deck-pool.js";
export {
  type BrandExportDeps,
  brandForExport,
  brandTask,
  exportOnBrand,
  isBrandFormat,
  picturesOnBrand,
  savedDeckOnBrand,
} from "./export-on-brand.js";
export {
  type ComposeDeck,
  deckForItem,
  generateBrandDeck,
  type GenerateDeps,
  type GenerateItem,
  masterRequest,
  renderTask,
} from "./generate-deck.js";
export { deleteBrand, listBrands, listBrandVersions, loadBrandBytes, readBrand } from "./manage-brands.js";
export { MAX_VARIABLE_CHARS, MAX_VARIABLES, VARIABLE_NAME } from "./prepare-deck.js";
export { replaceBrand } from "./replace-brand.js";
