// The face of assets/ for worker threads: what their work imports of it, without the rest of the module's imports.
export { faceFocus } from "./face-focus.js";
export {
  type CheckedImage,
  formatBytes,
  type ImageLimits,
  type PreparedImage,
  prepareImage,
  type PrepareImage,
} from "./prepare-image.js";
export { EXTENSIONS, IMAGE_TYPES, type ImageType, sniffImageType } from "./sniff-image.js";
export { subjectFocus } from "./subject-focus.js";
