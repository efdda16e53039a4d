// Work-process entry for pictures people send or a provider returns: checked, stripped of metadata and their focus found
// in a process of their own, so a picture's metadata and pixels are never read on the thread that answers requests.
import { faceFocus, prepareImage, type CheckedImage, type ImageLimits, subjectFocus } from "../assets/thread.js";

export interface ImageJob {
  bytes: Uint8Array;
  declared: string | null;
  limits: ImageLimits;
  /** Whether to find its focus (a picture whose sender names none): its metadata's faces, else its own pixels' subject. */
  focus: boolean;
}

export default async function prepareInWorker(job: ImageJob): Promise<CheckedImage> {
  const image = prepareImage(job.bytes, job.declared, job.limits);
  if (!job.focus) return { ...image, focus: null };
  // Checked first: the pixels are decoded only once prepareImage has read the picture's size from its header and kept it
  // within the limits; the subject is found on the stripped picture, whose orientation tag is kept.
  return { ...image, focus: faceFocus(job.bytes) ?? (await subjectFocus(image.bytes, job.limits)) };
}
