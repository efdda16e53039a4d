// Where a picture says its subject is, read before its metadata is stripped: the face (or focus) regions photo tools
// write into XMP in the Metadata Working Group's form (Lightroom, Apple Photos, digiKam, Picasa), so a crop keeps faces.
import { DOMParser } from "@xmldom/xmldom";

const MWG_RS = "http://www.metadataworkinggroup.com/schemas/regions/";
const ST_AREA = "http://ns.adobe.com/xmp/sType/Area#";
/** An XMP packet is small; a larger run between the markers is not one. */
const MAX_PACKET = 1024 * 1024;

interface Area {
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The centre of the picture's focus region, else of the box around its faces, as fractions of the picture as shown
 * (MWG areas are centre-based and normalised to the oriented picture); null when it says nothing usable.
 */
export function faceFocus(bytes: Uint8Array): { x: number; y: number } | null {
  const areas = regionAreas(xmpPacket(bytes));
  const focus = areas.find((a) => a.type === "Focus");
  if (focus) return clampPoint(focus.x, focus.y);
  const faces = areas.filter((a) => a.type === "Face");
  if (!faces.length) return null;
  const left = Math.min(...faces.map((f) => f.x - f.w / 2));
  const right = Math.max(...faces.map((f) => f.x + f.w / 2));
  const top = Math.min(...faces.map((f) => f.y - f.h / 2));
  const bottom = Math.max(...faces.map((f) => f.y + f.h / 2));
  return clampPoint((left + right) / 2, (top + bottom) / 2);
}

/** The XMP packet's text wherever the container keeps it (a JPEG's APP1, a PNG's iTXt): it is plain UTF-8 in both. */
function xmpPacket(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = buffer.indexOf("<x:xmpmeta");
  if (start < 0) return null;
  const end = buffer.indexOf("</x:xmpmeta>", start);
  if (end < 0 || end - start > MAX_PACKET) return null;
  return buffer.toString("utf8", start, end + "</x:xmpmeta>".length);
}

function regionAreas(packet: string | null): Area[] {
  if (!packet) return [];
  let doc: Document;
  try {
    doc = new DOMParser({ onError: () => {} }).parseFromString(packet, "text/xml") as unknown as Document;
  } catch {
    return [];
  }
  const out: Area[] = [];
  const areas = doc.getElementsByTagNameNS(MWG_RS, "Area");
  for (let i = 0; i < areas.length; i++) {
    const area = areas[i]!;
    const region = area.parentNode as Element | null;
    const type = region ? field(region, MWG_RS, "Type") : null;
    const at = (name: string) => Number(field(area, ST_AREA, name) ?? NaN);
    const [x, y, w, h] = [at("x"), at("y"), at("w"), at("h")];
    const unit = field(area, ST_AREA, "unit");
    if ((unit && unit !== "normalized") || ![x, y].every((n) => Number.isFinite(n) && n >= 0 && n <= 1)) continue;
    out.push({ type: type ?? "", x, y, w: Number.isFinite(w) ? w : 0, h: Number.isFinite(h) ? h : 0 });
  }
  return out;
}

/** A struct field written either way XMP allows: an attribute, or a child element with the value as its text. */
function field(el: Element, ns: string, name: string): string | null {
  if (el.hasAttributeNS(ns, name)) return el.getAttributeNS(ns, name);
  for (let child = el.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && (child as Element).namespaceURI === ns && (child as Element).localName === name) return child.textContent?.trim() ?? null;
  }
  return null;
}

const clampPoint = (x: number, y: number) => ({ x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) });
