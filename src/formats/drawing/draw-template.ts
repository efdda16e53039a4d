// drawTemplateToPdf: a template shown as itself — its master, then each of the master's layouts, with the prompt text
// their placeholders carry in their own styles — the pictures a brand page shows of the template a deck is built on.
import { child } from "../ooxml/xml.js";
import { pageWriter } from "./draw-page.js";
import { shows, type DrawnPdf } from "./draw-pptx.js";
import { openPptx } from "./slide-parts.js";

export interface TemplatePages extends DrawnPdf {
  /** What each page shows: "master", then each layout's name. */
  names: string[];
}

/** The master (`masterIndex` in the presentation's order, default the first) and its layouts, a page each. */
export async function drawTemplateToPdf(
  pptx: Uint8Array,
  options: { masterIndex?: number; lang?: string } = {},
): Promise<TemplatePages> {
  const deck = openPptx(pptx);
  const masterPart = deck.masters[options.masterIndex ?? 0];
  if (!masterPart) throw new RangeError(`the template has no master ${(options.masterIndex ?? 0) + 1}`);
  const layouts = deck.layoutsOf(masterPart).map((part) => deck.layout(part));
  const master = layouts[0]?.master;
  const writer = pageWriter(deck, { title: deck.title || "Template", lang: options.lang ?? "en" });
  await writer.ready;
  const names: string[] = [];
  if (master) {
    names.push("master");
    writer.draw({
      label: "Master",
      slideNumber: 0,
      prompts: true,
      master,
      colours: master.colours,
      backgrounds: [[master.root, master.part]],
      trees: [{ root: master.root, part: master.part, placeholders: true }],
      layoutRoot: master.root,
    });
  }
  layouts.forEach((l, i) => {
    const name = child(l.root, "cSld")?.getAttribute("name") || `Layout ${i + 1}`;
    names.push(name);
    writer.draw({
      label: name,
      slideNumber: 0,
      prompts: true,
      master: l.master,
      colours: l.colours,
      backgrounds: [
        [l.root, l.part],
        [l.master.root, l.master.part],
      ],
      trees: [
        ...(shows(l.root) ? [{ root: l.master.root, part: l.master.part, placeholders: false }] : []),
        { root: l.root, part: l.part, placeholders: true },
      ],
      layoutRoot: l.root,
    });
  });
  return { ...(await writer.finish()), width: writer.width, height: writer.height, names };
}
