// A built-in theme's template package at a slide size: one master, nine layouts, theme and notes master, no slides.
import type { ResolvedTheme } from "../model/themes.js";
import { DEFAULT_SLIDE_SIZE, sizeSpec, type SlideSize } from "../model/slide-size.js";
import { LAYOUTS, layoutXml, masterXml, presentationXml } from "./builtin-layouts.js";
import { presentationAppXml } from "./doc-props.js";
import { corePropsXml } from "../ooxml/doc-props.js";
import { notesMasterXml } from "./notes-master-xml.js";
import { OpcPackage } from "../ooxml/package.js";
import type { Relationship } from "../ooxml/relationships.js";
import { CT, NS, REL, XML_DECL } from "../ooxml/xml.js";
import { clrMapAttrs, themeXml } from "./theme-xml.js";

/** One theme's template package (no slides) at a slide size, as bytes (assets/themes/*.pptx are these). */
export function buildThemePackage(theme: ResolvedTheme, size: SlideSize = DEFAULT_SLIDE_SIZE): Uint8Array {
  return themePackage(theme, size).toBytes();
}

/** One theme's template package (no slides) at a slide size, in memory: loadTemplate takes it without a zip between. */
export function themePackage(theme: ResolvedTheme, size: SlideSize = DEFAULT_SLIDE_SIZE): OpcPackage {
  const pkg = new OpcPackage();
  const enc = new TextEncoder();
  const put = (name: string, xml: string, type?: string) => {
    pkg.parts.set(name, enc.encode(xml));
    if (type) pkg.overrides.set(name.toLowerCase(), type);
  };
  const rel = (id: string, type: string, target: string): Relationship => ({ id, type, target, external: false });
  const ROOT = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;

  put("ppt/presentation.xml", presentationXml(true, size), CT.presentation);
  pkg.setRels("ppt/presentation.xml", [
    rel("rId1", REL.slideMaster, "slideMasters/slideMaster1.xml"),
    rel("rId2", REL.notesMaster, "notesMasters/notesMaster1.xml"),
    rel("rId3", REL.theme, "theme/theme1.xml"),
    rel("rId4", "http://schemas.openxmlformats.org/officeDocument/2006/relationships/presProps", "presProps.xml"),
    rel("rId5", "http://schemas.openxmlformats.org/officeDocument/2006/relationships/viewProps", "viewProps.xml"),
    rel("rId6", "http://schemas.openxmlformats.org/officeDocument/2006/relationships/tableStyles", "tableStyles.xml"),
  ]);
  put("ppt/slideMasters/slideMaster1.xml", masterXml(clrMapAttrs(theme.dark), LAYOUTS.length, size), CT.slideMaster);
  pkg.setRels("ppt/slideMasters/slideMaster1.xml", [
    ...LAYOUTS.map((l, i) => rel(`rId${i + 1}`, REL.slideLayout, `../slideLayouts/${l.file}`)),
    rel(`rId${LAYOUTS.length + 1}`, REL.theme, "../theme/theme1.xml"),
  ]);
  for (const l of LAYOUTS) {
    put(`ppt/slideLayouts/${l.file}`, layoutXml(l, size, theme), CT.slideLayout);
    pkg.setRels(`ppt/slideLayouts/${l.file}`, [rel("rId1", REL.slideMaster, "../slideMasters/slideMaster1.xml")]);
  }
  put("ppt/notesMasters/notesMaster1.xml", notesMasterXml(), CT.notesMaster);
  pkg.setRels("ppt/notesMasters/notesMaster1.xml", [rel("rId1", REL.theme, "../theme/theme2.xml")]);
  put("ppt/theme/theme1.xml", themeXml(theme), CT.theme);
  put("ppt/theme/theme2.xml", themeXml({ ...theme, dark: false }), CT.theme);
  put("ppt/presProps.xml", `${XML_DECL}<p:presentationPr ${ROOT}/>`, CT.presProps);
  put(
    "ppt/viewProps.xml",
    `${XML_DECL}<p:viewPr ${ROOT}><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>`,
    CT.viewProps,
  );
  put(
    "ppt/tableStyles.xml",
    `${XML_DECL}<a:tblStyleLst xmlns:a="${NS.a}" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>`,
    CT.tableStyles,
  );
  put("docProps/core.xml", corePropsXml(`Quire ${theme.name}`, new Date(Date.UTC(2026, 0, 1))), CT.core);
  put("docProps/app.xml", presentationAppXml(0, 0, sizeSpec(size).format), CT.app);
  pkg.setRels("", [
    rel("rId1", REL.officeDocument, "ppt/presentation.xml"),
    rel("rId2", REL.coreProps, "docProps/core.xml"),
    rel("rId3", REL.extendedProps, "docProps/app.xml"),
  ]);
  return pkg;
}
