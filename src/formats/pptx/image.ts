// An image fitted inside a box, its aspect ratio kept (pptx pictures that are not cropped).
/** The largest box with the image's aspect ratio centred inside `box`. */
export function fitImage(
  img: { width: number; height: number },
  box: { x: number; y: number; cx: number; cy: number },
) {
  const scale = Math.min(box.cx / img.width, box.cy / img.height);
  const cx = Math.round(img.width * scale);
  const cy = Math.round(img.height * scale);
  return { x: box.x + Math.round((box.cx - cx) / 2), y: box.y + Math.round((box.cy - cy) / 2), cx, cy };
}
