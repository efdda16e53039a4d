// Notes slide part: the slide image and the notes body, echoing the notes master's placeholders.
import type { Placeholder } from "./placeholders.js";
import type { Para } from "./text-model.js";
import { parasXml } from "./text-xml.js";
import { sp, spTreeRoot, textBody, type PlaceholderSpec } from "../ooxml/drawingml-write.js";
import { NS, XML_DECL } from "../ooxml/xml.js";

const ph = (p: Placeholder | undefined, type: string, idx: number): PlaceholderSpec => ({
  type: p?.type ?? type,
  idx: p ? p.idx : idx,
});

export function notesSlideXml(paras: Para[], masterPhs: Placeholder[], mono: string, lang: string): string {
  const img = masterPhs.find((p) => p.type === "sldImg");
  const body = masterPhs.find((p) => p.type === "body");
  // Notes keep their text only: links in notes would need relationships on the notes part, so runs drop them.
  const text = parasXml(
    paras.map((p) => ({ ...p, runs: p.runs.map((r) => ({ ...r, href: undefined })) })),
    { mono, lang, link: () => "" },
  );
  return (
    `${XML_DECL}<p:notes xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"><p:cSld><p:spTree>` +
    spTreeRoot(null) +
    sp({
      id: 2,
      name: "Slide Image Placeholder 1",
      locks: { noGrp: true, noRot: true, noChangeAspect: true },
      ph: ph(img, "sldImg", 0),
    }) +
    sp({
      id: 3,
      name: "Notes Placeholder 2",
      locks: { noGrp: true },
      ph: ph(body, "body", 1),
      txBody: textBody(text),
    }) +
    `</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>`
  );
}
