// Notes slide part: the slide image and the notes body, echoing the notes master's placeholders.
import type { Placeholder } from "./placeholders.js";
import type { Para } from "./text-model.js";
import { parasXml } from "./text-xml.js";
import { NS, XML_DECL } from "../ooxml/xml.js";

const ph = (p: Placeholder | undefined, type: string, idx: number) => {
  const t = p?.type ?? type;
  const i = p ? p.idx : idx;
  return `<p:ph type="${t}"${i ? ` idx="${i}"` : ""}/>`;
};

export function notesSlideXml(paras: Para[], masterPhs: Placeholder[], mono: string, lang: string): string {
  const img = masterPhs.find((p) => p.type === "sldImg");
  const body = masterPhs.find((p) => p.type === "body");
  // Notes keep their text only: links in notes would need relationships on the notes part, so runs drop them.
  const text = parasXml(paras.map((p) => ({ ...p, runs: p.runs.map((r) => ({ ...r, href: undefined })) })), { mono, lang, link: () => "" });
  return (
    `${XML_DECL}<p:notes xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"><p:cSld><p:spTree>` +
    `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image Placeholder 1"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr><p:nvPr>${ph(img, "sldImg", 0)}</p:nvPr></p:nvSpPr><p:spPr/></p:sp>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes Placeholder 2"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${ph(body, "body", 1)}</p:nvPr></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${text}</p:txBody></p:sp>` +
    `</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>`
  );
}
