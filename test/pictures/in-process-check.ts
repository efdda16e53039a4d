// Test-only picture check: prepareImage in this process (the service runs it in a work process), for provider tests.
import { prepareImage, type ImageLimits } from "../../src/assets/prepare-image.js";
import type { PictureCheck } from "../../src/pictures/check-picture.js";

export function inProcessCheck(limits: ImageLimits): PictureCheck {
  return {
    limits,
    prepare: (bytes, declared, l) => Promise.resolve({ ...prepareImage(bytes, declared, l), focus: null }),
  };
}
