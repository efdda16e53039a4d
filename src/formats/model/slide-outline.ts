// The designed slide kinds (KPI, cards, timeline, …): the table type each writer draws them from, and the kinds read as a
// titled list, for outputs that have no picture of them (docx, md, edits).
import type { Bullet, DesignedLayout, Metric, Slide } from "./source.js";

/** The designed slide of one layout (of any, by default): the kinds of DESIGNED_LAYOUTS, each drawn by its writer's render-kinds.ts. */
export type DesignedKind<L extends DesignedLayout = DesignedLayout> = Extract<Slide, { layout: L }>;

/**
 * A writer's drawing of the designed kinds: one entry per designed layout, given the writer's context and that layout's
 * slide. A writer declares its table `satisfies DesignedRenderers<…>`, so a layout it lacks fails to compile.
 */
export type DesignedRenderers<Ctx> = { [L in DesignedLayout]: (ctx: Ctx, slide: DesignedKind<L>) => void };

/** Draws a designed slide with its layout's entry of a writer's table. */
export function renderDesigned<Ctx>(renderers: DesignedRenderers<Ctx>, ctx: Ctx, slide: DesignedKind): void {
  // The entry for slide.layout takes that layout's slide; TypeScript cannot pair the two through the union itself.
  (renderers[slide.layout] as (ctx: Ctx, slide: DesignedKind) => void)(ctx, slide);
}

/** The designed kinds that read as a list (the picture kinds carry Markdown or a picture instead). */
export type ListedKind = Exclude<DesignedKind, { layout: "image-text" | "full-bleed" }>;

export type Trend = "up" | "down" | "flat";

/** A metric's arrow: as given, else from the sign its change starts with; none without a change. */
export function trendOf(m: Metric): Trend | null {
  if (m.trend) return m.trend;
  if (!m.change) return null;
  const sign = /^\s*([+\-\u2212\u2013])/.exec(m.change)?.[1];
  return sign === "+" ? "up" : sign ? "down" : null;
}

export const TREND_ARROW: Record<Trend, string> = { up: "\u25B2", down: "\u25BC", flat: "\u25B6" };

const joined = (...parts: Array<string | undefined>) => parts.filter((p) => p && p.trim()).join(" \u2014 ");

/** The slide's content as bullets (inline Markdown), in reading order. */
export function outlineBullets(slide: ListedKind): Bullet[] {
  switch (slide.layout) {
    case "kpi":
      return slide.metrics.map((m) => joined(`**${m.value}** ${m.label}`, m.change));
    case "cards":
      return slide.cards.map((c) => joined(`**${c.title}**`, c.text));
    case "timeline":
      return slide.steps.map((s) => joined(s.date ? `**${s.date}**` : undefined, s.title, s.text));
    case "comparison":
      return slide.columns.map((c) => ({ text: `**${c.heading}**`, children: c.points }));
    case "agenda":
      return slide.items.map((item, i) => `${i + 1}. ${item}`);
    case "team":
      return slide.people.map((p) => joined(`**${p.name}**`, p.role));
    case "closing":
      return [...(slide.subtitle ? [slide.subtitle] : []), ...(slide.contact ?? [])];
  }
}
