// The part of a picture a frame shows when the picture covers it (CSS object-fit: cover): one crop for every writer.

/** Shares of the picture's width (left, right) and height (top, bottom) cut away. */
interface Crop {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Focus {
  x: number;
  y: number;
}

/**
 * The crop of a `width` × `height` picture covering a `w` × `h` frame: the longer side is cut so the focal point (shares
 * from the left and top) is as close to the frame's centre as the picture allows; without one, equally from both ends.
 */
export function coverCrop(
  picture: { width: number; height: number },
  frame: { w: number; h: number },
  focus?: Focus,
): Crop {
  const over = picture.width / picture.height / (frame.w / frame.h);
  const keepW = over > 1 ? 1 / over : 1;
  const keepH = over < 1 ? over : 1;
  const start = (keep: number, at: number | undefined) =>
    at === undefined ? (1 - keep) / 2 : Math.min(1 - keep, Math.max(0, at - keep / 2));
  const left = start(keepW, focus?.x);
  const top = start(keepH, focus?.y);
  return { left, top, right: Math.max(0, 1 - keepW - left), bottom: Math.max(0, 1 - keepH - top) };
}

/**
 * The CSS object-position (percentages) that shows the same part under object-fit: cover: p% puts the picture's p% point
 * on the frame's p% point, so the cut before the shown part is p% of all that is cut.
 */
export function objectPosition(crop: Crop): { x: number; y: number } {
  const share = (before: number, after: number) => (before + after > 1e-9 ? (before / (before + after)) * 100 : 50);
  return { x: share(crop.left, crop.right), y: share(crop.top, crop.bottom) };
}
