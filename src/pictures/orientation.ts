// Which way a frame is drawn: a stock search asks for photos of that shape, an image model for a size of it.

export type Orientation = "landscape" | "portrait" | "square";

/** A frame this much wider than tall (or taller than wide) is landscape (portrait); between, square. */
const SQUARE_ENOUGH = 1.2;

export function orientationOf(aspect: number): Orientation {
  return aspect >= SQUARE_ENOUGH ? "landscape" : aspect <= 1 / SQUARE_ENOUGH ? "portrait" : "square";
}
