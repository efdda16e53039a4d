// The shape a part the user lists calls for ("wins and misses side by side" → two columns, "Q4 priorities" → steps,
// "revenue by region" → figures), for the gaps of a part they named but did not fill.
import type { SectionShape } from "./section-shape.js";

const TWO_COLUMN =
  /\bside by side\b|\bversus\b|\bvs\.?\s|\bcompar\w*|\bpros and cons\b|\bbefore and after\b|\band non-\w+|vor- und nachteile|avantages et inconvénients|ventajas y desventajas|vantagens e desvantagens|pro e contro|voor- en nadelen/iu;
const FIGURES =
  /(?<![\p{L}])(?:numbers|figures|metrics|kpis?|revenue|costs?|breakdown|budget|by (?:region|month|quarter|product|channel|stage)|trends?|results|pricing|unit economics|market siz\w*|financials?|table|chart|traction|sales|kosten|zahlen|kennzahlen|umsatz|coûts|chiffres|costes|costos|cifras|custos|números|costi|numeri|kosten|cijfers)(?![\p{L}])|費用|数値|コスト|成本|数据|التكاليف/iu;
const STEPS =
  /(?<![\p{L}])(?:steps|timeline|roadmap|schedule|milestones|day-by-day|process|priorities|plan|next steps|checklist|phases|zeitplan|meilensteine|schritte|calendrier|étapes|cronograma|pasos|etapas|tempistica|fasi|tijdlijn|stappen)(?![\p{L}])|スケジュール|ステップ|时间表|步骤|الجدول الزمني/iu;

/** The shape of a listed part, from the words that name it. */
export function partShape(part: string): SectionShape {
  if (TWO_COLUMN.test(part)) return "two-column";
  if (STEPS.test(part)) return "steps";
  if (FIGURES.test(part)) return "figures";
  return "points";
}
