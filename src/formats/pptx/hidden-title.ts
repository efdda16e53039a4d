// A slide title screen readers and the outline find but nobody sees: a title placeholder set beside the slide, off it.
import { emuBox } from "../ooxml/drawingml.js";
import { sp, textBody } from "../ooxml/drawingml-write.js";
import type { Box, Placeholder } from "./placeholders.js";

/** An inch between the slide's left edge and the title's right edge. */
const GAP = 914_400;

/** Where the title sits: left of the slide, so text that wraps or grows downwards stays off it in every viewer. */
export function hiddenTitleBox(slide: { cx: number; cy: number }): Box {
  const cx = Math.round(slide.cx * 0.8);
  return emuBox(-(cx + GAP), 0, cx, Math.round(slide.cy * 0.2));
}

/**
 * The title shape: the layout's own title placeholder (or the master's, when the layout has none, as PowerPoint's
 * "Add hidden slide title" leaves it) with its text wrapped inside its box; `paras` is the text's a:p elements.
 */
export function hiddenTitleXml(
  id: number,
  ph: Placeholder | undefined,
  paras: string,
  slide: { cx: number; cy: number },
): string {
  return sp({
    id,
    name: `Hidden title ${id}`,
    locks: { noGrp: true },
    ph: { type: ph?.type ?? "title", idx: ph?.idx },
    spPr: { box: hiddenTitleBox(slide) },
    txBody: textBody(paras, { bodyPr: { wrap: "square", autofit: "none" } }),
  });
}
