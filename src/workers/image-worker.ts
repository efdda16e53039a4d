// Work-process entry for pictures people send or a provider returns: checked, stripped of metadata and their focus read
// from it in a process of their own, so a picture's metadata is never read on the thread that answers requests.
import { faceFocus } from "../assets/face-focus.js";
import { prepareImage, type CheckedImage, type ImageLimits } from "../assets/prepare-image.js";

export interface ImageJob {
  bytes: Uint8Array;
  declared: string | null;
  limits: ImageLimits;
  /** Whether to read where its faces are (an upload that names no focus of its own). */
  focus: boolean;
}

export default function prepareInWorker(job: ImageJob): CheckedImage {
  const image = prepareImage(job.bytes, job.declared, job.limits);
  return { ...image, focus: job.focus ? faceFocus(job.bytes) : null };
}
