// docProps/app.xml of a presentation: the generic properties (formats/ooxml/doc-props.ts) and PowerPoint's own.
import { appPropsXml } from "../ooxml/doc-props.js";
import { escapeText } from "../ooxml/xml-escape.js";

export function presentationAppXml(slides: number, notes: number, format = "On-screen Show (16:9)"): string {
  return appPropsXml(
    `<PresentationFormat>${escapeText(format)}</PresentationFormat><Slides>${slides}</Slides><Notes>${notes}</Notes><HiddenSlides>0</HiddenSlides><AppVersion>16.0000</AppVersion>`,
  );
}
