// A template with a logo picture on its first master, in a format of choice: a Windows metafile (EMF) is the classic
// logo no PDF library draws, the failure class behind a brand's `drawing_not_drawn` finding.
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

const IMAGE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/image";
const TYPES = { emf: "image/x-emf", png: "image/png" } as const;

/** A minimal EMF: the header record (" EMF" at byte 40, bounds 1 × 1 in) and the end-of-file record. */
export function tinyEmf(): Uint8Array {
  const header = new DataView(new ArrayBuffer(108));
  header.setUint32(0, 1, true); // EMR_HEADER
  header.setUint32(4, 108, true);
  for (const [at, v] of [[8, 0], [12, 0], [16, 96], [20, 96], [24, 0], [28, 0], [32, 2540], [36, 2540]] as const) header.setInt32(at, v, true);
  header.setUint32(40, 0x464d4520, true); // " EMF"
  header.setUint32(44, 0x10000, true);
  header.setUint32(48, 108 + 20, true);
  header.setUint32(52, 2, true);
  for (const [at, v] of [[72, 1920], [76, 1080], [80, 508], [84, 286]] as const) header.setInt32(at, v, true);
  const eof = new DataView(new ArrayBuffer(20));
  eof.setUint32(0, 14, true); // EMR_EOF
  eof.setUint32(4, 20, true);
  eof.setUint32(16, 20, true);
  const out = new Uint8Array(128);
  out.set(new Uint8Array(header.buffer), 0);
  out.set(new Uint8Array(eof.buffer), 108);
  return out;
}

/** `template` with `picture` (an .emf or .png) drawn at the top right of its first master, as a logo would be. */
export function withMasterPicture(template: Uint8Array, picture: Uint8Array, ext: keyof typeof TYPES): Uint8Array {
  const parts: Record<string, Uint8Array> = unzipSync(template);
  const master = "ppt/slideMasters/slideMaster1.xml";
  const rels = "ppt/slideMasters/_rels/slideMaster1.xml.rels";
  const media = `ppt/media/logo.${ext}`;
  parts[media] = picture;
  parts[rels] = strToU8(strFromU8(parts[rels]!).replace("</Relationships>", `<Relationship Id="rIdLogo" Type="${IMAGE_REL}" Target="../media/logo.${ext}"/></Relationships>`));
  const pic =
    `<p:pic><p:nvPicPr><p:cNvPr id="900" name="Logo" descr="Company logo"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr userDrawn="1"/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="rIdLogo"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="7772400" y="182880"/><a:ext cx="914400" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;
  parts[master] = strToU8(strFromU8(parts[master]!).replace("</p:spTree>", `${pic}</p:spTree>`));
  const types = strFromU8(parts["[Content_Types].xml"]!);
  if (!new RegExp(`Extension="${ext}"`, "i").test(types)) parts["[Content_Types].xml"] = strToU8(types.replace("<Default ", `<Default Extension="${ext}" ContentType="${TYPES[ext]}"/><Default `));
  return zipSync(parts);
}
