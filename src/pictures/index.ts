// The face of pictures/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { createPictureSources } from "./create-picture-sources.js";
export {
  type PictureDeps,
  pictureMode,
  type PictureMode,
  type PlacedPicture,
  placePictures,
} from "./place-pictures.js";
