// The drawing PowerPoint keeps of a SmartArt (its shapes laid out), found from the graphic frame that shows it.
import { child, relAttr, type Element } from "../ooxml/xml.js";
import { parseDrawnPart } from "./budget.js";
import type { TreeScope } from "./tree-scope.js";

const DIAGRAM_DRAWING = "http://schemas.microsoft.com/office/2007/relationships/diagramDrawing";

/**
 * The drawing PowerPoint keeps of a SmartArt (ppt/diagrams/drawingN.xml, its shapes laid out): named by the diagram
 * data's dataModelExt, else the slide's one diagram drawing.
 */
export function smartArtDrawing(
  scope: TreeScope,
  data: Element,
  owner: string,
): { root: Element; part: string } | null {
  const rels = scope.pkg.rels(owner);
  const relIds = child(data, "relIds");
  const dataRel = relIds ? rels.find((r) => r.id === relAttr(relIds, "dm")) : undefined;
  let drawingRel: (typeof rels)[number] | undefined;
  if (dataRel && !dataRel.external) {
    const dataPart = scope.pkg.resolve(owner, dataRel);
    const bytes = scope.pkg.parts.get(dataPart);
    const id = bytes ? /dataModelExt[^>]*relId="([^"]+)"/.exec(new TextDecoder().decode(bytes))?.[1] : undefined;
    drawingRel = rels.find((r) => r.id === id && r.type === DIAGRAM_DRAWING);
  }
  const drawings = rels.filter((r) => r.type === DIAGRAM_DRAWING && !r.external);
  drawingRel ??= drawings.length === 1 ? drawings[0] : undefined;
  if (!drawingRel || drawingRel.external) return null;
  const part = scope.pkg.resolve(owner, drawingRel);
  const bytes = scope.pkg.parts.get(part);
  const root = bytes ? parseDrawnPart(bytes, part, scope.warn) : null;
  return root ? { root, part } : null;
}
