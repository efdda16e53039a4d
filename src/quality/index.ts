// The face of quality/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { accessibilityFindings } from "./accessibility.js";
export {
  ACCESSIBILITY_CODE_LIST,
  ACCESSIBILITY_CODES,
  QUALITY_CODE_LIST,
  QUALITY_CODES,
  type QualityReport,
  skippedReport,
} from "./codes.js";
export { type MeasureDeck, QUALITY_BUDGET_MS, qualitySummary, reportQuality } from "./report-quality.js";
