// The user's sections within the slides or sections asked for: content kept whole (sharing a slide when it must),
// listed parts with nothing in them left out only when they alone outnumber the room.
import { leftOutWarning, pointsOf, type PlannedSection } from "./plan-sections.js";
import type { Say } from "./scaffold-text.js";

/**
 * The user's sections within `room` slides. Their content is never dropped: when it does not fit beside the parts
 * they listed, its last sections share a slide as headed lists, every word kept. Parts they listed but gave nothing
 * for go only when those alone are more than the slides (named in a warning).
 */
export function fit(
  body: PlannedSection[],
  room: number,
  say: Say,
  warnings: string[],
  what: string,
): PlannedSection[] {
  if (room <= 0 || body.length <= room) return room <= 0 ? [] : body;
  const empty = body.filter((s) => s.body.shape === "gaps" && s.origin === "part");
  const content = body.filter((s) => !empty.includes(s));
  const contentRoom = Math.max(Math.min(1, content.length), room - empty.length);
  const merged = new Set(content.slice(Math.max(0, contentRoom - 1)));
  const shared: PlannedSection | null = content.length > contentRoom ? groupedSection([...merged], say) : null;
  let kept = body.flatMap((s) => (shared && merged.has(s) ? (s === [...merged][0] ? [shared] : []) : [s]));
  if (kept.length > room) {
    let gapRoom = room - kept.filter((s) => !empty.includes(s)).length;
    const dropped: string[] = [];
    kept = kept.filter((s) => !empty.includes(s) || gapRoom-- > 0 || (dropped.push(s.heading), false));
    warnings.push(leftOutWarning(dropped, body.filter((s) => s.origin === "part").length, what));
  }
  return kept;
}

/** Several sections on one slide or section: each heading over its points, every word kept. */
function groupedSection(sections: PlannedSection[], say: Say): PlannedSection {
  const heading = sections.length === 2 ? `${sections[0]!.heading} · ${sections[1]!.heading}` : say("keyFacts");
  return {
    heading,
    body: { shape: "grouped", groups: sections.map((s) => ({ heading: s.heading, points: pointsOf(s.body) })) },
    origin: "content",
    keys: sections.flatMap((s) => s.keys),
    role: "points",
  };
}
