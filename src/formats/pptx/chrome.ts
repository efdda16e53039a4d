// The brand's slide furniture: footer, date and slide-number placeholders carried onto slides, numbers as fields.
import type { Chrome } from "../model/source.js";
import type { DesignPlan } from "./design/plan-design.js";
import { textColour } from "./design/slide-colours.js";
import type { Placeholder } from "./placeholders.js";
import type { TemplateLayout } from "./read-masters.js";
import type { PptxTemplate } from "./template.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { solidFill, sp, textBody } from "../ooxml/drawingml-write.js";
import { langAttrs } from "./run-language.js";

export interface ChromePlan {
  slideNumber: boolean;
  /** Footer paragraphs to show (the template's own text or the deck's), or null. */
  footer: string | null;
  date: boolean;
  /** On the deck's first (title) slide too: only when the template's own title slide shows them. */
  onTitle: boolean;
  /** The template's own paragraphs for each kind (e.g. "Page ‹#›"), copied with their fields. */
  sample: { sldNum?: string; dt?: string };
  /** No slides say which footer the template means: show the text its layouts hold, if any. */
  footerFromLayouts: boolean;
}

const TITLE_SAMPLE = new Set(["title"]);

/**
 * What the deck shows, by evidence: the template's own slides on the chosen master (which footers they carry), else
 * slide numbers and any footer text the layouts hold; the master's header/footer switches and the deck's `chrome` win.
 */
export function planChrome(t: PptxTemplate, plan: DesignPlan, chrome: Chrome | undefined, lang = "en"): ChromePlan {
  const master = t.masters[plan.master]!;
  const onMaster = new Set(master.layouts);
  const samples = t.samples.filter((s) => onMaster.has(s.layout));
  const body = samples.filter((s) => !TITLE_SAMPLE.has(s.role));
  const shows = (k: "sldNum" | "ftr" | "dt") => body.filter((s) => s.chrome[k]).length;
  const footerTexts = samples.map((s) => s.chrome.ftr).filter((f) => !!f);
  const commonFooter = footerTexts.sort(
    (a, b) =>
      footerTexts.filter((x) => x!.text === b!.text).length - footerTexts.filter((x) => x!.text === a!.text).length,
  )[0];
  const hidden = master.hiddenFooters;
  const evidence = samples.length > 0;
  const plan0: ChromePlan = {
    slideNumber: !hidden.has("sldNum") && (evidence ? shows("sldNum") * 3 >= Math.max(1, body.length) : true),
    footer: hidden.has("ftr") ? null : evidence ? (commonFooter?.paragraphs ?? null) : null,
    date: !hidden.has("dt") && evidence && shows("dt") * 3 >= Math.max(1, body.length),
    onTitle: samples.some((s) => TITLE_SAMPLE.has(s.role) && (s.chrome.sldNum || s.chrome.ftr || s.chrome.dt)),
    sample: {
      sldNum: mostCommon(samples.map((s) => s.chrome.sldNum)),
      dt: mostCommon(samples.map((s) => s.chrome.dt)),
    },
    footerFromLayouts: !evidence && !hidden.has("ftr"),
  };
  if (chrome?.slideNumbers !== undefined) plan0.slideNumber = chrome.slideNumbers;
  if (chrome?.date !== undefined) plan0.date = chrome.date;
  if (chrome?.footer === false) {
    plan0.footer = null;
    plan0.footerFromLayouts = false;
  } else if (typeof chrome?.footer === "string")
    plan0.footer = chrome.footer.trim()
      ? `<a:p><a:r><a:rPr ${langAttrs(chrome.footer, lang)} dirty="0"/><a:t>${escapeAttr(chrome.footer)}</a:t></a:r></a:p>`
      : null;
  return plan0;
}

/** The paragraphs most of the template's slides use for a footer kind (fields' results ignored: "Page 3" is "Page 6"). */
function mostCommon(list: Array<string | undefined>): string | undefined {
  const pattern = (p: string) => p.replace(/(<a:fld\b[\s\S]*?<a:t>)[\s\S]*?(<\/a:t>)/g, "$1#$2");
  const counts = new Map<string, { count: number; first: string }>();
  for (const p of list) {
    if (!p) continue;
    const key = pattern(p);
    const hit = counts.get(key);
    if (hit) hit.count++;
    else counts.set(key, { count: 1, first: p });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.first;
}

/** The layout's own footer text, used when the template has no slides to show which footer it means. */
function layoutFooter(layout: TemplateLayout): string | null {
  const ftr = layout.placeholders.find((p) => p.type === "ftr");
  return ftr?.paragraphs && /<a:t>[^<]*\S[^<]*<\/a:t>/.test(ftr.paragraphs) ? ftr.paragraphs : null;
}

/** Footer placeholder shapes for one slide (numbered `slideNumber`), in the layout's own positions and styles. */
export function chromeShapes(
  layout: TemplateLayout,
  plan: ChromePlan,
  slideNumber: number,
  isTitle: boolean,
  today: Date,
): Array<(id: number) => string> {
  if (isTitle && !plan.onTitle) return [];
  const out: Array<(id: number) => string> = [];
  for (const ph of layout.placeholders) {
    let paragraphs: string | null = null;
    if (ph.type === "sldNum" && plan.slideNumber)
      paragraphs = withFields(plan.sample.sldNum ?? ph.paragraphs ?? defaultNumber(), slideNumber, today);
    else if (ph.type === "ftr") paragraphs = plan.footer ?? (plan.footerFromLayouts ? layoutFooter(layout) : null);
    else if (ph.type === "dt" && plan.date)
      paragraphs = withFields(plan.sample.dt ?? ph.paragraphs ?? defaultDate(), slideNumber, today);
    if (!paragraphs || !ph.box) continue;
    const rgb = textColour(layout, ph.box, ph, false);
    out.push((id) => shapeXml(ph, id, rgb ? recolour(paragraphs!, rgb) : paragraphs!));
  }
  return out;
}

const defaultNumber = () =>
  '<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld></a:p>';
const defaultDate = () =>
  '<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2C}" type="datetime1"><a:rPr lang="en-US"/><a:t>date</a:t></a:fld></a:p>';

/** Field results written as a viewer would show them: the slide's number, today's date in the field's language. */
function withFields(paragraphs: string, slideNumber: number, today: Date): string {
  return paragraphs.replace(
    /(<a:fld\b[^>]*\btype="([^"]*)"[^>]*>)([\s\S]*?)<\/a:fld>/g,
    (_whole, open: string, type: string, inner: string) => {
      const lang = /\blang="([^"]+)"/.exec(inner)?.[1] ?? "en-US";
      const value =
        type === "slidenum" ? String(slideNumber) : type.startsWith("datetime") ? formatDate(today, lang) : null;
      if (value === null) return `${open}${inner}</a:fld>`;
      const replaced = /<a:t>[\s\S]*?<\/a:t>/.test(inner)
        ? inner.replace(/<a:t>[\s\S]*?<\/a:t>/, `<a:t>${escapeAttr(value)}</a:t>`)
        : `${inner}<a:t>${escapeAttr(value)}</a:t>`;
      return `${open}${replaced}</a:fld>`;
    },
  );
}

function formatDate(d: Date, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { year: "numeric", month: "numeric", day: "numeric", timeZone: "UTC" }).format(
      d,
    );
  } catch {
    return d.toISOString().slice(0, 10);
  }
}

/** Every run and field in the paragraphs gets an explicit colour (their own colours are dropped). */
function recolour(paragraphs: string, rgb: string): string {
  const fill = solidFill(rgb);
  return paragraphs
    .replace(/<a:(r|fld)\b([^>]*)>(?!<a:rPr)/g, "<a:$1$2><a:rPr/>")
    .replace(/<a:rPr\b([^>]*?)\/>/g, `<a:rPr$1>${fill}</a:rPr>`)
    .replace(/<a:rPr\b([^>]*?)>([\s\S]*?)<\/a:rPr>/g, (whole, attrs: string, inner: string) =>
      inner.startsWith(fill)
        ? whole
        : `<a:rPr${attrs}>${fill}${inner.replace(/<a:(solidFill|gradFill|noFill|pattFill)\b[\s\S]*?(<\/a:\1>|\/>)/g, "")}</a:rPr>`,
    );
}

function shapeXml(ph: Placeholder, id: number, paragraphs: string): string {
  return sp({
    id,
    name: ph.name || `${ph.type} ${id}`,
    locks: { noGrp: true },
    ph: { type: ph.type, idx: ph.idx },
    txBody: textBody(paragraphs),
  });
}
