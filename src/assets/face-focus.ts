// Where a picture says its subject is, read before its metadata is stripped: the face (or focus) regions photo tools
// write into XMP in the Metadata Working Group's form (Lightroom, Apple Photos, digiKam, Picasa), so a crop keeps faces.
import { SaxesParser } from "saxes";

const MWG_RS = "http://www.metadataworkinggroup.com/schemas/regions/";
const ST_AREA = "http://ns.adobe.com/xmp/sType/Area#";
/** A JPEG's XMP packet is at most 64 KiB (its APP1 segment), a PNG's a little more; a larger run is not read. */
const MAX_PACKET = 256 * 1024;
// Areas past the 64th are skipped: the focus only chooses a crop, and 64 faces already make the box around a crowd.
const MAX_AREAS = 64;
/** XMP regions sit about ten elements deep; a packet nested far deeper is not one a photo tool wrote. */
const MAX_DEPTH = 100;
/** A struct field's text is a number, a unit or a region type: longer text is not kept. */
const MAX_FIELD = 64;

interface Area {
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What one pass over a packet found, and how many elements it opened to find it (the work it did). */
export interface RegionReading {
  areas: Area[];
  elements: number;
}

/**
 * The centre of the picture's focus region, else of the box around its faces, as fractions of the picture as shown
 * (MWG areas are centre-based and normalised to the oriented picture); null when it says nothing usable.
 */
export function faceFocus(bytes: Uint8Array): { x: number; y: number } | null {
  const packet = xmpPacket(bytes);
  const areas = packet ? readRegionAreas(packet).areas : [];
  const focus = areas.find((a) => a.type === "Focus");
  if (focus) return clampPoint(focus.x, focus.y);
  const faces = areas.filter((a) => a.type === "Face");
  if (!faces.length) return null;
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const f of faces) {
    left = Math.min(left, f.x - f.w / 2);
    right = Math.max(right, f.x + f.w / 2);
    top = Math.min(top, f.y - f.h / 2);
    bottom = Math.max(bottom, f.y + f.h / 2);
  }
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

/** An open element: its namespace and name, the prefixes it declared, and what it holds of a region so far. */
interface Frame {
  uri: string;
  local: string;
  declared: string[] | null;
  /** The text of a struct field being read (an area's x, a region's Type); null for any other element. */
  text: string | null;
  /** A region's type, from its attribute or its Type child. */
  type?: string;
  /** An Area's fields, from its attributes and then its children. */
  area?: Record<string, string>;
  /** The Areas this element holds: it is their region, and gives them its type when it closes. */
  held?: Record<string, string>[];
}

const STOP = Symbol("regions read");
const TOO_DEEP = Symbol("nested too deep");

/**
 * Every MWG region's area in `packet` (at most MAX_AREAS), in one pass of a streaming parser: no tree is built, a
 * region's type is kept as its elements go by (before or after its areas), and namespaces are resolved from a stack
 * per prefix (saxes' own resolution walks every open element, so a deep packet would cost depth × elements). Once
 * MAX_AREAS are held, later areas are skipped and the reading stops when the regions holding them have closed. A
 * packet that is not well-formed XML up to there, or nests deeper than MAX_DEPTH, has none.
 */
export function readRegionAreas(packet: string): RegionReading {
  const parser = new SaxesParser({ position: false, xmlns: false });
  const scopes = new Map<string, string[]>();
  const frames: Frame[] = [];
  const areas: Area[] = [];
  let held = 0;
  let regionsOpen = 0;
  let elements = 0;
  const uriOf = (prefix: string) => scopes.get(prefix)?.at(-1) ?? "";

  parser.on("opentag", (tag) => {
    elements++;
    if (frames.length >= MAX_DEPTH) throw TOO_DEEP;
    const frame: Frame = { uri: "", local: "", declared: null, text: null };
    for (const name in tag.attributes) {
      if (name !== "xmlns" && !name.startsWith("xmlns:")) continue;
      const prefix = name === "xmlns" ? "" : name.slice(6);
      (scopes.get(prefix) ?? scopes.set(prefix, []).get(prefix)!).push(tag.attributes[name]!);
      (frame.declared ??= []).push(prefix);
    }
    [frame.uri, frame.local] = resolved(tag.name, uriOf);
    const parent = frames.at(-1);
    const isArea = frame.uri === MWG_RS && frame.local === "Area" && parent !== undefined && held < MAX_AREAS;
    if (isArea) frame.area = {};
    for (const name in tag.attributes) {
      if (!name.includes(":") || name.startsWith("xmlns:")) continue;
      const [uri, local] = resolved(name, uriOf);
      if (uri === MWG_RS && local === "Type") frame.type = tag.attributes[name]!.trim();
      else if (isArea && uri === ST_AREA) frame.area![local] = tag.attributes[name]!.trim();
    }
    if ((parent?.area && frame.uri === ST_AREA) || (parent && frame.uri === MWG_RS && frame.local === "Type"))
      frame.text = "";
    frames.push(frame);
  });
  const text = (t: string) => {
    const top = frames.at(-1);
    if (top && top.text !== null && top.text.length < MAX_FIELD) top.text += t.slice(0, MAX_FIELD);
  };
  parser.on("text", text);
  parser.on("cdata", text);
  parser.on("closetag", () => {
    const frame = frames.pop()!;
    for (const prefix of frame.declared ?? []) scopes.get(prefix)!.pop();
    const parent = frames.at(-1);
    // A field written as an attribute wins over one written as a child, and the first child over later ones.
    if (parent && frame.text !== null) {
      if (parent.area && frame.uri === ST_AREA) parent.area[frame.local] ??= frame.text.trim();
      else if (frame.uri === MWG_RS && frame.local === "Type") parent.type ??= frame.text.trim();
    }
    if (frame.area && parent) {
      if (!parent.held) regionsOpen++;
      (parent.held ??= []).push(frame.area);
      held++;
    }
    if (!frame.held) return;
    for (const fields of frame.held) {
      const area = areaOf(fields, frame.type ?? "");
      if (area) areas.push(area);
    }
    if (--regionsOpen === 0 && held >= MAX_AREAS) throw STOP;
  });

  try {
    parser.write(packet).close();
  } catch (err) {
    if (err !== STOP) return { areas: [], elements };
  }
  return { areas, elements };
}

/** A qualified name's namespace and local name. */
function resolved(qname: string, uriOf: (prefix: string) => string): [string, string] {
  const colon = qname.indexOf(":");
  return colon < 0 ? [uriOf(""), qname] : [uriOf(qname.slice(0, colon)), qname.slice(colon + 1)];
}

/** An area whose centre is given, normalised; null for one in pixels or out of the picture. */
function areaOf(fields: Record<string, string>, type: string): Area | null {
  const at = (name: string) => Number(fields[name] ?? NaN);
  const [x, y, w, h] = [at("x"), at("y"), at("w"), at("h")];
  const unit = fields.unit;
  if ((unit && unit !== "normalized") || ![x, y].every((n) => Number.isFinite(n) && n >= 0 && n <= 1)) return null;
  return { type, x, y, w: Number.isFinite(w) ? w : 0, h: Number.isFinite(h) ? h : 0 };
}

const clampPoint = (x: number, y: number) => ({ x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) });
