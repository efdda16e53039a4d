// Rates every layout for every slide role by evidence: the template's own slides, the layout type, its name, then its geometry.
import type { SampleRole, SampleSlide } from "./read-samples.js";
import { area, columnPair, mainBody, type LayoutFacts } from "./layout-facts.js";
import type { NameMeaning } from "./layout-names.js";
import { withArticle } from "../../../lib/text.js";

export const DESIGN_ROLES = [
  "title",
  "section",
  "bullets",
  "content",
  "two-column",
  "table",
  "chart",
  "image",
  "quote",
  "big-number",
  "closing",
] as const;
export type DesignRole = (typeof DESIGN_ROLES)[number];

export interface Rating {
  /** 0 = this layout cannot hold the role; higher is better. */
  score: number;
  /** Why, in words a designer understands, strongest evidence first. */
  reasons: string[];
}

/** Which sample-slide contents count as using a layout for a role. */
const EVIDENCE: Record<DesignRole, SampleRole[]> = {
  title: ["title"],
  section: ["section"],
  bullets: ["bullets"],
  content: ["bullets", "diagram"],
  "two-column": ["two-column"],
  table: ["table"],
  chart: ["chart"],
  image: ["image"],
  quote: ["quote"],
  "big-number": [],
  closing: ["closing"],
};
const CONTENT_SAMPLES = new Set<SampleRole>(["bullets", "two-column", "table", "chart", "image", "diagram"]);
const WORKHORSE_ROLES = new Set<DesignRole>(["bullets", "content", "table", "chart", "image"]);

/** Layout types (ST_SlideLayoutType) made for a role, and those that fit it well enough. */
const TYPES: Record<DesignRole, { made: string[]; fits: string[] }> = {
  title: { made: ["title"], fits: [] },
  section: { made: ["secHead"], fits: [] },
  bullets: { made: ["obj", "tx"], fits: ["objOnly", "txOnly"] },
  content: { made: ["tx", "obj"], fits: ["objOnly", "txOnly"] },
  "two-column": { made: ["twoObj", "twoColTx"], fits: ["twoTxTwoObj", "twoObjAndTx", "txAndTwoObj"] },
  table: { made: ["tbl"], fits: ["obj", "objOnly", "tx", "txAndObj", "objAndTx"] },
  chart: { made: ["chart"], fits: ["obj", "objOnly", "tx", "txAndChart", "chartAndTx"] },
  image: { made: ["picTx"], fits: ["obj", "objOnly", "clipArtAndTx", "txAndClipArt"] },
  quote: { made: [], fits: ["titleOnly", "secHead"] },
  "big-number": { made: [], fits: ["titleOnly"] },
  closing: { made: [], fits: ["title"] },
};

/** Roles a layout's name announces (+25), roles it does not argue against (0); any other role is against its name (−25). */
const NAMES: Partial<Record<NameMeaning, { best: DesignRole[]; also: DesignRole[] }>> = {
  title: { best: ["title"], also: ["closing"] },
  section: { best: ["section"], also: ["closing", "quote", "big-number"] },
  bullets: { best: ["bullets", "content"], also: ["table", "chart", "image", "two-column"] },
  agenda: { best: ["bullets", "content"], also: [] },
  "two-column": { best: ["two-column"], also: [] },
  comparison: { best: ["two-column"], also: [] },
  table: { best: ["table"], also: ["chart"] },
  chart: { best: ["chart"], also: ["table"] },
  image: { best: ["image"], also: [] },
  quote: { best: ["quote"], also: ["big-number", "section"] },
  "big-number": { best: ["big-number"], also: ["quote"] },
  closing: { best: ["closing"], also: ["title", "section"] },
  "title-only": { best: [], also: ["bullets", "content", "table", "chart", "image", "quote", "big-number"] },
  caption: { best: [], also: ["bullets", "content", "image"] },
  blank: { best: [], also: [] },
};

export interface RatingContext {
  samples: SampleSlide[];
}

/** The rating of one layout for one role. */
export function rateLayout(role: DesignRole, f: LayoutFacts, ctx: RatingContext): Rating {
  const fit = geometry(role, f);
  if (!fit) return { score: 0, reasons: [] };
  const reasons: string[] = [];
  let score = fit.score;

  const mine = ctx.samples.filter((s) => s.layout === f.layout.part);
  const used = mine.filter((s) => EVIDENCE[role].includes(s.role)).length;
  if (used) {
    score += Math.min(60, 35 + 5 * used);
    reasons.push(`the template's own slides use it for ${role} (${used} of ${ctx.samples.length})`);
  }
  const contentUses = mine.filter((s) => CONTENT_SAMPLES.has(s.role)).length;
  const allContent = ctx.samples.filter((s) => CONTENT_SAMPLES.has(s.role)).length;
  if (WORKHORSE_ROLES.has(role) && contentUses >= 2 && contentUses >= allContent * 0.3) {
    score += 15;
    reasons.push(`most of the template's content slides are built on it (${contentUses} of ${allContent})`);
  }

  const type = f.layout.type;
  const made = TYPES[role].made.indexOf(type);
  if (made >= 0) {
    score += 30 - 5 * made;
    reasons.push(`its type "${type}" is made for ${role} slides`);
  } else if (TYPES[role].fits.includes(type)) {
    score += 15;
    reasons.push(`its type "${type}" suits ${role} slides`);
  }

  const named = f.name ? NAMES[f.name] : undefined;
  if (named?.best.includes(role)) {
    score += 25;
    reasons.push(`its name "${f.layout.name}" says ${f.name}`);
  } else if (named && !named.also.includes(role)) {
    score -= 25;
    reasons.push(`its name "${f.layout.name}" says ${f.name}, not ${role}`);
  }
  reasons.push(...fit.reasons);
  return { score: Math.max(1, score), reasons };
}

interface Fit {
  score: number;
  reasons: string[];
}

const pct = (a: number, total: number) => `${Math.round((a / total) * 100)}%`;

/** Whether the layout's shape can hold the role at all, and how well (0–30). */
function geometry(role: DesignRole, f: LayoutFacts): Fit | null {
  if (f.vertical) return null;
  const slideArea = f.slide.cx * f.slide.cy;
  const body = mainBody(f);
  const freeShare = area(f.free) / slideArea;
  const pics = f.pics.length;
  const textRegion = body ? area(body.box) / slideArea : 0;
  const frac = (v: number, lo: number, hi: number) => Math.max(0, Math.min(1, (v - lo) / (hi - lo)));
  switch (role) {
    case "title":
    case "closing": {
      if (!f.title || f.titleBar) return null;
      let s = f.title.type === "ctrTitle" ? 25 : 10;
      if (f.subtitle) s += 5;
      if (body) s -= 15;
      if (pics) s -= 10;
      return { score: Math.max(1, s), reasons: [f.title.type === "ctrTitle" ? "a centred title" : "a title"] };
    }
    case "section": {
      if (!f.title || f.titleBar) return null;
      let s = 10;
      const small = f.bodies.every((b) => area(b.box) < slideArea * 0.15);
      if (f.subtitle || (f.bodies.length === 1 && small)) s += 15;
      if (f.title.type === "ctrTitle") s += 5;
      if (body) s -= 10;
      if (pics) s -= 15;
      return { score: Math.max(1, s), reasons: ["a title with a short line of text"] };
    }
    case "bullets":
    case "content":
    case "quote":
    case "big-number": {
      if (pics) return null;
      if (role === "quote" || role === "big-number") {
        const untitledText = !f.title && f.bodies.some((b) => area(b.box) >= slideArea * 0.2);
        if (untitledText) return { score: 30, reasons: ["a large text area without a title"] };
        if (f.title && !body && freeShare >= 0.25)
          return {
            score: 20,
            reasons: [`a free area of ${pct(area(f.free), slideArea)} of the slide beside the title`],
          };
        if (body) return { score: 8, reasons: [`a text area of ${pct(area(body.box), slideArea)} of the slide`] };
        return null;
      }
      if (!f.title && !f.titlePinned) return null;
      if (body) {
        const s = 8 + Math.round(22 * frac(textRegion, 0.12, 0.4)) - (f.bodies.length > 2 ? 10 : 0);
        return { score: Math.max(1, s), reasons: [`a text area of ${pct(area(body.box), slideArea)} of the slide`] };
      }
      if (freeShare >= 0.25)
        return {
          score: 4 + Math.round(8 * frac(freeShare, 0.25, 0.5)),
          reasons: [`no text placeholder, but a free area of ${pct(area(f.free), slideArea)} of the slide`],
        };
      return null;
    }
    case "two-column": {
      if (!f.title || pics) return null;
      // A comparison layout's headings would stay empty: a plain pair is better.
      if (columnPair(f))
        return f.bodies.length > 2
          ? { score: 24, reasons: [`two text areas side by side, and ${f.bodies.length - 2} more that stay empty`] }
          : { score: 30, reasons: ["two text areas side by side"] };
      const wide = body ?? null;
      if (wide && wide.box!.cx >= f.slide.cx * 0.5)
        return { score: 6, reasons: ["one wide text area, split into two columns"] };
      if (!body && f.free && f.free.cx >= f.slide.cx * 0.5 && freeShare >= 0.25)
        return { score: 3, reasons: ["a wide free area, split into two columns"] };
      return null;
    }
    case "table":
    case "chart": {
      if (!f.title || pics) return null;
      const typed = role === "table" ? f.tables : f.charts;
      if (typed.length) return { score: 30, reasons: [withArticle(`${role} placeholder`)] };
      const obj = f.bodies.find((b) => b.type === "obj" && area(b.box) >= slideArea * 0.2);
      if (obj)
        return {
          score: 10 + Math.round(15 * frac(area(obj.box) / slideArea, 0.2, 0.5)),
          reasons: [`a content area of ${pct(area(obj.box), slideArea)} of the slide`],
        };
      if (body)
        return {
          score: 5 + Math.round(12 * frac(textRegion, 0.12, 0.5)),
          reasons: [`a text area of ${pct(area(body.box), slideArea)} of the slide`],
        };
      if (freeShare >= 0.25)
        return {
          score: 5 + Math.round(12 * frac(freeShare, 0.25, 0.6)),
          reasons: [`a free area of ${pct(area(f.free), slideArea)} of the slide`],
        };
      return null;
    }
    case "image": {
      if (pics > 1) return null;
      if (pics === 1) return { score: 30, reasons: ["one picture frame"] };
      if (!f.title) return null;
      const obj = f.bodies.find((b) => b.type === "obj" && area(b.box) >= slideArea * 0.2);
      if (obj)
        return {
          score: 10 + Math.round(15 * frac(area(obj.box) / slideArea, 0.2, 0.5)),
          reasons: [`a content area of ${pct(area(obj.box), slideArea)} of the slide`],
        };
      if (freeShare >= 0.25)
        return {
          score: 5 + Math.round(12 * frac(freeShare, 0.25, 0.6)),
          reasons: [`a free area of ${pct(area(f.free), slideArea)} of the slide`],
        };
      return null;
    }
  }
}
