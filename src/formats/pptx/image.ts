// An image fitted inside a box, its aspect ratio kept (pptx pictures that are not cropped).
import { emuBox, type Box } from "../ooxml/drawingml.js";

/** The largest box with the image's aspect ratio centred inside `box`. */
export function fitImage(img: { width: number; height: number }, box: Box): Box {
  const scale = Math.min(box.cx / img.width, box.cy / img.height);
  const cx = Math.round(img.width * scale);
  const cy = Math.round(img.height * scale);
  return emuBox(box.x + Math.round((box.cx - cx) / 2), box.y + Math.round((box.cy - cy) / 2), cx, cy);
}
