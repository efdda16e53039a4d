// The face of import/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { detectFormat, isPdfBytes } from "./detect-format.js";
export {
  DEFAULT_IMPORT_BUDGET,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportResult,
  type PageShare,
} from "./import-types.js";
