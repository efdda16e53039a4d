// Generates assets/themes/<name>.pptx for every built-in theme: 16:9, one master, nine layouts, theme, notes master.
// Run with `node --import tsx scripts/build-themes.ts`; the outputs are committed product assets.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILTIN_THEMES, type ResolvedTheme } from "../src/formats/themes.js";
import { LAYOUTS, layoutXml, masterXml, presentationXml } from "../src/formats/pptx/builtin-layouts.js";
import { appXml, coreXml } from "../src/formats/pptx/doc-props.js";
import { notesMasterXml } from "../src/formats/pptx/notes-master-xml.js";
import { OpcPackage, type Relationship } from "../src/formats/pptx/package.js";
import { clrMapAttrs, themeXml } from "../src/formats/pptx/theme-xml.js";
import { CT, NS, REL, XML_DECL } from "../src/formats/pptx/xml.js";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "assets", "themes");

/** Builds one theme's template package (no slides). */
export function buildThemePackage(theme: ResolvedTheme): Uint8Array {
  const pkg = new OpcPackage();
  const enc = new TextEncoder();
  const put = (name: string, xml: string, type?: string) => {
    pkg.parts.set(name, enc.encode(xml));
    if (type) pkg.overrides.set(name.toLowerCase(), type);
  };
  const rel = (id: string, type: string, target: string): Relationship => ({ id, type, target, external: false });
  const ROOT = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;

  put("ppt/presentation.xml", presentationXml(true), CT.presentation);
  pkg.setRels("ppt/presentation.xml", [
    rel("rId1", REL.slideMaster, "slideMasters/slideMaster1.xml"),
    rel("rId2", REL.notesMaster, "notesMasters/notesMaster1.xml"),
    rel("rId3", REL.theme, "theme/theme1.xml"),
    rel("rId4", "http://schemas.openxmlformats.org/officeDocument/2006/relationships/presProps", "presProps.xml"),
    rel("rId5", "http://schemas.openxmlformats.org/officeDocument/2006/relationships/viewProps", "viewProps.xml"),
    rel("rId6", "http://schemas.openxmlformats.org/officeDocument/2006/relationships/tableStyles", "tableStyles.xml"),
  ]);
  put("ppt/slideMasters/slideMaster1.xml", masterXml(clrMapAttrs(theme.dark), LAYOUTS.length), CT.slideMaster);
  pkg.setRels("ppt/slideMasters/slideMaster1.xml", [
    ...LAYOUTS.map((l, i) => rel(`rId${i + 1}`, REL.slideLayout, `../slideLayouts/${l.file}`)),
    rel(`rId${LAYOUTS.length + 1}`, REL.theme, "../theme/theme1.xml"),
  ]);
  for (const l of LAYOUTS) {
    put(`ppt/slideLayouts/${l.file}`, layoutXml(l), CT.slideLayout);
    pkg.setRels(`ppt/slideLayouts/${l.file}`, [rel("rId1", REL.slideMaster, "../slideMasters/slideMaster1.xml")]);
  }
  put("ppt/notesMasters/notesMaster1.xml", notesMasterXml(), CT.notesMaster);
  pkg.setRels("ppt/notesMasters/notesMaster1.xml", [rel("rId1", REL.theme, "../theme/theme2.xml")]);
  put("ppt/theme/theme1.xml", themeXml(theme), CT.theme);
  put("ppt/theme/theme2.xml", themeXml({ ...theme, dark: false }), CT.theme);
  put("ppt/presProps.xml", `${XML_DECL}<p:presentationPr ${ROOT}/>`, CT.presProps);
  put("ppt/viewProps.xml", `${XML_DECL}<p:viewPr ${ROOT}><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>`, CT.viewProps);
  put("ppt/tableStyles.xml", `${XML_DECL}<a:tblStyleLst xmlns:a="${NS.a}" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>`, CT.tableStyles);
  put("docProps/core.xml", coreXml(`Quire ${theme.name}`, new Date(Date.UTC(2026, 0, 1))), CT.core);
  put("docProps/app.xml", appXml(0, 0), CT.app);
  pkg.setRels("", [
    rel("rId1", REL.officeDocument, "ppt/presentation.xml"),
    rel("rId2", REL.coreProps, "docProps/core.xml"),
    rel("rId3", REL.extendedProps, "docProps/app.xml"),
  ]);
  return pkg.toBytes();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(out, { recursive: true });
  for (const theme of Object.values(BUILTIN_THEMES)) {
    const bytes = buildThemePackage(theme);
    writeFileSync(join(out, `${theme.name}.pptx`), bytes);
    console.log(`assets/themes/${theme.name}.pptx ${bytes.length} bytes`);
  }
}
