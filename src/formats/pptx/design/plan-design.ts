// The design plan of a template: which master the deck is built on, every layout's rating per role, the layout per role.
import type { PptxTemplate } from "../template.js";
import type { DesignPlan, MasterRequest, RoleChoice } from "./design-plan.js";
import { layoutFacts, type LayoutFacts } from "./layout-facts.js";
import { DESIGN_ROLES, rateLayout, type DesignRole, type Rating } from "./rate-layouts.js";

export type { DesignPlan, MasterRequest } from "./design-plan.js";

const STAND_INS: Record<DesignRole, DesignRole[]> = {
  title: ["section", "closing", "bullets"],
  section: ["title", "closing", "bullets"],
  bullets: ["content", "table", "chart", "section", "title"],
  content: ["bullets", "table", "chart", "section", "title"],
  "two-column": ["bullets", "content", "section", "title"],
  table: ["chart", "bullets", "content", "section", "title"],
  chart: ["table", "bullets", "content", "section", "title"],
  image: ["chart", "table", "bullets", "content", "section", "title"],
  quote: ["section", "title", "bullets"],
  "big-number": ["quote", "section", "title", "bullets"],
  closing: ["title", "section", "bullets"],
};

/** The plan for a master (the template's evidence decides unless the caller names one); cached on the template. */
export function planDesign(t: PptxTemplate, request: MasterRequest = {}): DesignPlan {
  const { index, reason } = chooseMaster(t, request);
  const key = String(index);
  const cached = t.plans.get(key);
  if (cached) return cached.masterReason === reason ? cached : { ...cached, masterReason: reason };
  const slide = t.slideSize;
  const facts = new Map<string, LayoutFacts>();
  const ratings = new Map<string, Record<DesignRole, Rating>>();
  for (const layout of t.layouts) {
    const f = layoutFacts(layout, t.masters[layout.masterIndex]!, slide);
    facts.set(layout.part, f);
    const r = {} as Record<DesignRole, Rating>;
    for (const role of DESIGN_ROLES) r[role] = rateLayout(role, f, { samples: t.samples });
    ratings.set(layout.part, r);
  }
  const mine = t.layouts.filter((l) => l.masterIndex === index);
  const ranked = {} as Record<DesignRole, string[]>;
  for (const role of DESIGN_ROLES) {
    ranked[role] = mine
      .map((l, order) => ({ part: l.part, score: ratings.get(l.part)![role].score, order }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((x) => x.part);
  }
  const roles = {} as Record<DesignRole, RoleChoice>;
  for (const role of DESIGN_ROLES) {
    const own = ranked[role][0];
    if (own) {
      roles[role] = { layout: own, rating: ratings.get(own)![role] };
      continue;
    }
    const stand = STAND_INS[role].find((r) => ranked[r].length);
    const layout = stand
      ? ranked[stand][0]!
      : (mine.find((l) => facts.get(l.part)!.title) ?? mine[0] ?? t.layouts[0]!).part;
    roles[role] = {
      layout,
      rating: stand ? ratings.get(layout)![stand] : { score: 0, reasons: [] },
      fallbackFrom: stand ?? role,
    };
  }
  const plan: DesignPlan = { master: index, masterReason: reason, facts, ratings, roles, ranked };
  t.plans.set(key, plan);
  return plan;
}

function chooseMaster(t: PptxTemplate, request: MasterRequest): { index: number; reason: string } {
  const n = t.masters.length;
  if (request.masterIndex !== undefined && request.masterIndex >= 0 && request.masterIndex < n)
    return { index: request.masterIndex, reason: "chosen by the caller" };
  if (request.masterName) {
    const want = request.masterName.trim().toLowerCase();
    const hit = t.masters.find((m) => m.name.toLowerCase() === want || m.themeName.toLowerCase() === want);
    if (hit) return { index: hit.index, reason: "chosen by the caller" };
  }
  if (n === 1) return { index: 0, reason: "the template's only master" };
  const byMaster = new Map<string, number>();
  const masterOf = new Map(t.layouts.map((l) => [l.part, l.masterIndex]));
  for (const s of t.samples) {
    const m = masterOf.get(s.layout);
    if (m !== undefined) byMaster.set(String(m), (byMaster.get(String(m)) ?? 0) + 1);
  }
  if (byMaster.size) {
    const [best, count] = [...byMaster.entries()].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0]!;
    return { index: Number(best), reason: `the template's own slides use it (${count} of ${t.samples.length})` };
  }
  const weight = t.masters.map((m) => m.layouts.length + 2 * m.artwork.filter((a) => a.kind !== "line").length);
  const best = weight.indexOf(Math.max(...weight));
  return {
    index: best,
    reason:
      best === 0
        ? "the first master (no slides in the template say otherwise)"
        : "it carries the most layouts and artwork",
  };
}
