// "Name: action" lines as action items — "**Anna** — send the draft to legal (Fri)" — each owner with what they do.
import type { Slide } from "../../../formats/model/source.js";
import { figureSpans } from "../../reading/figures.js";
import { roleOf } from "../../reading/roles.js";
import { groupsOf, labelAndValue } from "./fact-lines.js";
import { escapeText } from "./inline-text.js";
import { peopleOf } from "./names-line.js";
import { MAX_LINES } from "./slide-budget.js";

interface Action {
  owner: string;
  action: string;
}

/** Whether an owner is one of the people the notes list: a full name, or a first name, family name or CJK name of one. */
const known = (owner: string, people: readonly string[]) =>
  people.some(
    (p) =>
      p === owner ||
      p.split(/\s+/).includes(owner) ||
      (/^\p{Script=Han}/u.test(owner) && (p.startsWith(owner) || owner.startsWith(p))),
  );

/**
 * The items as action items when each names its owner first: people the notes list, or names over what someone does
 * (a lower-case verb phrase, or under a heading such as "Next steps"); null otherwise.
 */
function actionsOf(title: string | undefined, items: string[], people: readonly string[]): Action[] | null {
  if (items.length < 2) return null;
  const role = roleOf(title ?? "");
  const underActions = role === "priorities" || role === "decisions";
  const out: Action[] = [];
  for (const item of items) {
    const pair = labelAndValue(item);
    // "Anna: 3 days" states a figure about Anna, not something she does.
    if (!pair || figureSpans(pair.value).some((f) => f.start === 0)) return null;
    const owners = peopleOf(pair.label);
    if (!owners || owners.some((o) => o.role)) return null;
    const byName = owners.every((o) => known(o.name, people));
    if (!byName && !(underActions || /^\p{Ll}/u.test(pair.value))) return null;
    out.push({ owner: pair.label, action: pair.value });
  }
  return out;
}

/** Action items as bullets, owner first, at most a slide's lines each. */
export function actionSlides(title: string | undefined, items: string[], people: readonly string[]): Slide[] | null {
  const actions = actionsOf(title, items, people);
  if (!actions) return null;
  const bullets = actions.map((a) => `**${escapeText(a.owner)}** — ${escapeText(a.action)}`);
  return groupsOf(bullets, MAX_LINES).map((g) =>
    title ? { layout: "bullets", title, bullets: g } : { layout: "content", body: g.map((b) => `- ${b}`).join("\n") },
  );
}
