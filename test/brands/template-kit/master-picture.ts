// A template with a logo picture on its first master, in a format of choice: a Windows metafile (EMF) is the classic
// logo no PDF library draws, the failure class behind a brand's `drawing_not_drawn` finding.
import { strFromU8, unzipSync } from "fflate";
import { writeZip } from "../../../src/formats/ooxml/zip-write.js";

export const IMAGE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/image";
const TYPES = {
  emf: "image/x-emf",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  bmp: "image/bmp",
} as const;

/** The picture formats a master's picture may be written in (its part's extension). */
export type PictureExt = keyof typeof TYPES;

/** A minimal EMF: the header record (" EMF" at byte 40, bounds 1 × 1 in) and the end-of-file record. */
export function tinyEmf(): Uint8Array {
  const header = new DataView(new ArrayBuffer(108));
  header.setUint32(0, 1, true); // EMR_HEADER
  header.setUint32(4, 108, true);
  for (const [at, v] of [
    [8, 0],
    [12, 0],
    [16, 96],
    [20, 96],
    [24, 0],
    [28, 0],
    [32, 2540],
    [36, 2540],
  ] as const)
    header.setInt32(at, v, true);
  header.setUint32(40, 0x464d4520, true); // " EMF"
  header.setUint32(44, 0x10000, true);
  header.setUint32(48, 108 + 20, true);
  header.setUint32(52, 2, true);
  for (const [at, v] of [
    [72, 1920],
    [76, 1080],
    [80, 508],
    [84, 286],
  ] as const)
    header.setInt32(at, v, true);
  const eof = new DataView(new ArrayBuffer(20));
  eof.setUint32(0, 14, true); // EMR_EOF
  eof.setUint32(4, 20, true);
  eof.setUint32(16, 20, true);
  const out = new Uint8Array(128);
  out.set(new Uint8Array(header.buffer), 0);
  out.set(new Uint8Array(eof.buffer), 108);
  return out;
}

/** A part added beside the master: its bytes, the relationship the master holds to it, and its content type. */
export interface MasterExtra {
  part: string;
  bytes: Uint8Array;
  rel: { id: string; type: string };
  /** An Override content type (a chart part); pictures are typed by their extension's Default. */
  contentType?: string;
  /** Relationships of the added part itself (a chart's workbook), written as its .rels. */
  rels?: string;
}

/**
 * `template` with `shapes` (p:spTree children) appended to its first master's tree, and `extras` added beside it;
 * zipped by the project's own writer (native deflate: a 190 MB master in a second or two).
 */
export function withMasterShapes(template: Uint8Array, shapes: string, extras: MasterExtra[] = []): Uint8Array {
  const parts: Record<string, string | Uint8Array> = unzipSync(template);
  const master = "ppt/slideMasters/slideMaster1.xml";
  const rels = "ppt/slideMasters/_rels/slideMaster1.xml.rels";
  let types = strFromU8(parts["[Content_Types].xml"] as Uint8Array);
  let relsXml = strFromU8(parts[rels] as Uint8Array);
  for (const extra of extras) {
    parts[extra.part] = extra.bytes;
    const target = `../${extra.part.replace(/^ppt\//, "")}`;
    relsXml = relsXml.replace(
      "</Relationships>",
      `<Relationship Id="${extra.rel.id}" Type="${extra.rel.type}" Target="${target}"/></Relationships>`,
    );
    const ext = extra.part.split(".").pop()!.toLowerCase() as PictureExt;
    if (extra.contentType)
      types = types.replace(
        "</Types>",
        `<Override PartName="/${extra.part}" ContentType="${extra.contentType}"/></Types>`,
      );
    else if (TYPES[ext] && !new RegExp(`Extension="${ext}"`, "i").test(types))
      types = types.replace("<Default ", `<Default Extension="${ext}" ContentType="${TYPES[ext]}"/><Default `);
    if (extra.rels) parts[extra.part.replace(/([^/]+)$/, "_rels/$1.rels")] = extra.rels;
  }
  parts[rels] = relsXml;
  parts["[Content_Types].xml"] = types;
  parts[master] = strFromU8(parts[master] as Uint8Array).replace("</p:spTree>", `${shapes}</p:spTree>`);
  return writeZip(
    Object.entries(parts).map(([name, data]) => ({ name, data })),
    1,
  );
}

/** A picture shape at `box` (EMU: x, y, cx, cy) filled from the master's relationship `rel`. */
export function pictureShape(
  rel: string,
  box: [number, number, number, number] = [7772400, 182880, 914400, 457200],
  id = 900,
): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Logo" descr="Company logo"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr userDrawn="1"/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${rel}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="${box[0]}" y="${box[1]}"/><a:ext cx="${box[2]}" cy="${box[3]}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

/** `template` with `picture` drawn at the top right of its first master, as a logo would be. */
export function withMasterPicture(template: Uint8Array, picture: Uint8Array, ext: PictureExt): Uint8Array {
  return withMasterShapes(template, pictureShape("rIdLogo"), [
    { part: `ppt/media/logo.${ext}`, bytes: picture, rel: { id: "rIdLogo", type: IMAGE_REL } },
  ]);
}
