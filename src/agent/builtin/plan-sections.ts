// Which sections a request gets: the content the user stated (in their order, each in the shape it calls for), the
// parts they listed, and — as candidates for what they left unsaid — the library's sections for the request type.
import type { PromptBrief } from "./analyse-prompt.js";
import { EXTRA_SECTIONS, OUTLINES, type SectionPlan, type SectionShape } from "./outlines.js";
import type { Say, TextKey } from "./scaffold-text.js";
import { matchScore } from "./find-part.js";
import { capitalise, escapeRegExp } from "../../lib/text.js";
import type { ContentGroup, ContentItem, Person } from "../reading/content.js";
import { roleOf, type Role } from "../reading/roles.js";
import { allWords } from "../reading/lexicon.js";
import { shownValue } from "../reading/figures.js";
import { partShape } from "./listed-parts.js";
import { presentersIn } from "../reading/presenters.js";
import { datedStep } from "../reading/dates.js";
import { namedStructure } from "../reading/named-structure.js";
import { byDate } from "../reading/date-order.js";
import type { Lang } from "../reading/language.js";
import { SLIDE_KINDS } from "../../formats/slide-kinds/slide-kinds.js";

/** The library section a role stands for: a part the user filled makes the library's own unneeded. */
const ROLE_SECTIONS: Partial<Record<Role, TextKey[]>> = {
  figures: ["results", "keyFigures", "findings", "traction", "figures", "keyFacts"],
  risks: ["risks"],
  priorities: ["priorities", "nextSteps", "recommendations"],
  goals: ["goals", "objectives"],
  customers: ["customers"],
  team: ["team", "people", "stakeholders"],
  timeline: ["timeline", "approach"],
  pros: ["sideBySide"],
  cons: ["sideBySide"],
  challenges: ["challenges"],
  opportunities: ["opportunities"],
  decisions: ["decisions", "ask"],
  recommendations: ["recommendations", "recommendation"],
  lessons: ["lessons"],
};

export interface Figure {
  value: string;
  label: string;
  /** The clause as written, for a list that shows it as a line. */
  text?: string;
  change?: string;
  trend?: "up" | "down";
}

export type SectionBody =
  | { shape: "figures"; figures: Figure[] }
  | { shape: "cards"; cards: string[] }
  | { shape: "people"; people: Person[] }
  | { shape: "steps"; steps: { date?: string; title: string }[] }
  | { shape: "points"; points: string[] }
  | { shape: "sides"; columns: { heading: string; points: string[] }[] }
  | { shape: "grouped"; groups: { heading: string; points: string[] }[] }
  | { shape: "gaps"; gaps: string[]; plan: SectionShape; columns?: [string, string] };

export interface PlannedSection {
  heading: string;
  body: SectionBody;
  /** The user's content, a part they listed (filled or not), or the library's outline. */
  origin: "content" | "part" | "library";
  /** The library sections it stands for, so the library does not add them again. */
  keys: TextKey[];
  role: Role;
}

export interface SectionPlanResult {
  /** The user's content and listed parts, in their order. */
  body: PlannedSection[];
  /** Library sections for what the request type needs and the user did not say, in the outline's order. */
  library: PlannedSection[];
  /** The outline's section keys in order: where a section of the user's sits among the library's. */
  outline: TextKey[];
  /** Who presents or prepared it ("Presented by CEO Maria Jensen"): the title's line, not a section. */
  presenters: Person[];
}

/** How many cards and steps a slide holds, and how long an item may be to stand as a card's title or a step's. */
const CARDS = SLIDE_KINDS.cards.capacity.count;
const STEPS = SLIDE_KINDS.timeline.capacity.count;
const CARD_TITLE_MAX = SLIDE_KINDS.cards.capacity.title;
const STEP_TITLE_MAX = SLIDE_KINDS.timeline.capacity.title;

const DOWN = new RegExp(
  `(?:^|[\\s(])(?:${allWords("down")
    .map((w) => escapeRegExp(w))
    .join("|")})(?![\\p{L}])|[-−]\\s?\\d|減|下降|انخفاض|تراجع`,
  "iu",
);

const figureOf = (item: ContentItem, fallbackLabel: string): Figure => {
  const f = item.figure!;
  const label = capitalise(f.label || fallbackLabel);
  return {
    value: shownValue(f),
    label,
    text: capitalise(item.text),
    ...(f.change ? { change: f.change, trend: f.trend ?? (DOWN.test(f.change) ? "down" : "up") } : {}),
  };
};

/** The item's words as a point: as written, first letter capital. */
const pointOf = (item: ContentItem) => capitalise(item.text.trim());

function headingFor(group: ContentGroup, shape: SectionBody["shape"], brief: PromptBrief, say: Say): string {
  // "In H2 we focus on …": the period alone is no heading; the priorities for it are.
  if (group.role === "priorities" && group.label && group.focus) return say("priorities", { p: group.label.trim() });
  if (group.label) return capitalise(group.label.trim());
  if (group.role === "priorities") return say("prioritiesPlain");
  if (group.role === "team") return say("team");
  if (shape === "figures") return say(brief.intent === "review" ? "results" : "keyFigures");
  if (shape === "steps") return say("timeline");
  if (shape === "people") return say("team");
  return say(brief.intent === "review" || brief.intent === "report" ? "summary" : "keyFacts");
}

/** Roles whose items are steps to take, in time: priorities, plans and action items, milestones, goals. */
const STEP_ROLES = new Set<Role>(["priorities", "timeline", "goals"]);

/**
 * Whether items are a timeline's steps: milestones, phases or a roadmap always (their order is the point); priorities
 * and goals when at least two and half of them carry a date — undated priorities are cards or bullets, nothing in
 * them runs in time; any other list when every item is dated.
 */
function areSteps(role: Role, items: ContentItem[]): boolean {
  const dated = items.filter((i) => i.step).length;
  if (role === "timeline") return true;
  if (STEP_ROLES.has(role)) return dated >= 2 && dated * 2 >= items.length;
  return dated >= 2 && dated === items.length;
}

/** The items that are not figures, in the shape their role and form call for; dated steps in date order. */
function shapeOfRest(group: ContentGroup, rest: ContentItem[], lang: Lang): SectionBody {
  const people = rest.filter((i) => i.person);
  if (group.role === "team" || people.length >= 2)
    return { shape: "people", people: rest.map((i) => i.person ?? { name: i.text }) };
  const stepsWanted = areSteps(group.role, rest);
  // "By December the online store, in May the second shop, in Q3 two bakers": steps stand in the order of their dates.
  const items = stepsWanted ? byDate(rest, (i) => i.step?.date, lang === "en") : rest;
  const short = (i: ContentItem) => (i.step?.title ?? i.text).length <= STEP_TITLE_MAX;
  if (stepsWanted && items.length >= STEPS[0] && items.length <= STEPS[1] && items.every(short)) {
    return {
      shape: "steps",
      steps: items.map((i) =>
        i.step ? { date: i.step.date, title: capitalise(i.step.title) } : { title: pointOf(i) },
      ),
    };
  }
  if (group.role === "pros" || group.role === "cons")
    return { shape: "sides", columns: [{ heading: capitalise(group.label ?? ""), points: items.map(pointOf) }] };
  if (items.length >= CARDS[0] && items.length <= CARDS[1] && items.every((i) => i.text.length <= CARD_TITLE_MAX))
    return { shape: "cards", cards: items.map(pointOf) };
  return { shape: "points", points: items.map(pointOf) };
}

/**
 * "Priorities: in May the second shop, in Q3 2 new bakers": in a section of steps — a priorities, goals or timeline
 * list, or one whose every item is dated — an item with a figure and a date is a step like the others, not a KPI
 * apart (which split the list and lost its order). A list of figures alone ("Q1 €1.2M, Q2 €1.5M") stays figures.
 */
function withFigureSteps(group: ContentGroup, lang: Lang): ContentItem[] {
  const steps = group.items.map((i) => {
    if (!i.figure || i.person || i.step) return i.step;
    const step = datedStep(i.text, lang);
    return step?.title ? step : undefined;
  });
  const allDated = group.items.length >= 2 && steps.every(Boolean) && !group.items.every((i) => i.figure);
  if (!STEP_ROLES.has(group.role) && !allDated) return group.items;
  return group.items.map((i, n) => (i.figure && !i.step && steps[n] ? { ...i, step: steps[n] } : i));
}

/** The sections the user's content makes: figures, the names listed with a figure, and the rest in its shape. */
function contentSections(groups: readonly ContentGroup[], brief: PromptBrief, say: Say): PlannedSection[] {
  const out: PlannedSection[] = [];
  for (const group of groups) {
    const items = withFigureSteps(group, brief.language);
    const figures = items.filter((i) => i.figure && !i.person && !i.step);
    const rest = items.filter((i) => !i.figure || i.person || i.step);
    if (figures.length) {
      const heading = headingFor(group, "figures", brief, say);
      out.push(
        section(
          heading,
          { shape: "figures", figures: figures.map((i) => figureOf(i, group.label ?? "")) },
          group.label ? group.role : "figures",
        ),
      );
    }
    // "3 new wholesale accounts (Café Nord, Hotel Lumen, Grain Market)": the names on cards under the figure's words.
    for (const item of figures.filter((i) => i.names)) {
      const heading = capitalise(item.text.replace(/\s*[(（][^)）]*[)）]\s*/u, " ").trim());
      out.push(
        section(
          heading,
          item.names!.length <= CARDS[1]
            ? { shape: "cards", cards: item.names! }
            : { shape: "points", points: item.names! },
          roleOf(heading) === "points" ? "customers" : roleOf(heading),
        ),
      );
    }
    if (rest.length) {
      const body = shapeOfRest(group, rest, brief.language);
      out.push(section(headingFor(group, body.shape, brief, say), body, group.role));
    }
  }
  return joinSides(mergeSameHeadings(out));
}

function section(
  heading: string,
  body: SectionBody,
  role: Role,
  origin: PlannedSection["origin"] = "content",
): PlannedSection {
  return { heading, body, origin, keys: ROLE_SECTIONS[role] ?? [], role };
}

/** Two sections under one heading become one (unlabelled figures stated in two sentences, say). */
function mergeSameHeadings(sections: PlannedSection[]): PlannedSection[] {
  const out: PlannedSection[] = [];
  for (const s of sections) {
    const same = out.find((o) => o.heading.toLowerCase() === s.heading.toLowerCase());
    if (!same) {
      out.push(s);
      continue;
    }
    same.body = mergeBodies(same.body, s.body);
    same.keys = [...new Set([...same.keys, ...s.keys])];
  }
  return out;
}

/** One body holding both: the same shape joined, else every item as a point. */
export function mergeBodies(a: SectionBody, b: SectionBody): SectionBody {
  if (a.shape === "figures" && b.shape === "figures")
    return { shape: "figures", figures: [...a.figures, ...b.figures] };
  if (a.shape === "steps" && b.shape === "steps" && a.steps.length + b.steps.length <= STEPS[1])
    return { shape: "steps", steps: byDate([...a.steps, ...b.steps], (s) => s.date) };
  if (a.shape === "cards" && b.shape === "cards" && a.cards.length + b.cards.length <= CARDS[1])
    return { shape: "cards", cards: [...a.cards, ...b.cards] };
  if (a.shape === "people" && b.shape === "people") return { shape: "people", people: [...a.people, ...b.people] };
  return { shape: "points", points: [...pointsOf(a), ...pointsOf(b)] };
}

/** Every item of a body as one line in the user's words ("Revenue: $2.1M, up 12%"). */
export function pointsOf(body: SectionBody): string[] {
  switch (body.shape) {
    case "figures":
      return body.figures.map(
        (f) => f.text ?? [f.label ? `${f.label}: ${f.value}` : f.value, f.change].filter(Boolean).join(", "),
      );
    case "cards":
      return body.cards;
    case "people":
      return body.people.map((p) => (p.role ? `${p.name} (${p.role})` : p.name));
    case "steps":
      return body.steps.map((s) => (s.date ? `${s.date}: ${s.title}` : s.title));
    case "points":
      return body.points;
    case "sides":
      return body.columns.flatMap((c) => c.points.map((p) => `${c.heading}: ${p}`));
    case "grouped":
      return body.groups.flatMap((g) => g.points.map((p) => `${g.heading}: ${p}`));
    case "gaps":
      return body.gaps;
  }
}

/** A pros section next to a cons section: one comparison with both sides. */
function joinSides(sections: PlannedSection[]): PlannedSection[] {
  const out: PlannedSection[] = [];
  for (const s of sections) {
    const prev = out[out.length - 1];
    if (prev && prev.body.shape === "sides" && s.body.shape === "sides" && prev.body.columns.length < 3) {
      prev.body = { shape: "sides", columns: [...prev.body.columns, ...s.body.columns] };
      prev.heading = `${prev.heading} · ${s.heading}`;
      continue;
    }
    out.push(s);
  }
  // A side alone has nothing to be compared with: its points stand as points.
  return out.map((s) =>
    s.body.shape === "sides" && s.body.columns.length < 2
      ? { ...s, body: { shape: "points", points: pointsOf(s.body).map((p) => p.replace(/^[^:]*:\s*/, "")) } }
      : s,
  );
}

/** A part the user listed: the content that names it goes under its heading; else numbered gaps to fill. */
function partSection(part: string, content: PlannedSection[], say: Say): PlannedSection {
  const role = roleOf(part);
  const at = content.findIndex(
    (c) =>
      matchScore(part, c.heading) >= 0.99 ||
      matchScore(c.heading, part) >= 0.99 ||
      (role !== "points" && c.role === role),
  );
  if (at >= 0) {
    const [filled] = content.splice(at, 1);
    return { ...filled!, heading: part, origin: "part" };
  }
  // "the 5-step discovery call", "three pricing tiers (Start, Team, Enterprise)": the count stated, its named items, gaps for the rest.
  const stated = namedStructure(part, say.lang);
  if (stated) {
    const items = Array.from(
      { length: stated.count },
      (_, i) =>
        stated.named[i] ??
        say.gap(`${stated.heading}: ${say(stated.shape === "steps" ? "step" : "point", { n: i + 1 })}`),
    );
    const body: SectionBody =
      stated.shape === "steps"
        ? { shape: "steps", steps: items.map((title) => ({ title })) }
        : { shape: "cards", cards: items };
    return { heading: stated.heading, body, origin: "part", keys: ROLE_SECTIONS[role] ?? [], role };
  }
  const shape = partShape(part);
  const gaps = Array.from({ length: shape === "points" ? 2 : 3 }, (_, i) =>
    say.gap(`${part}: ${say("point", { n: i + 1 })}`),
  );
  const sides = shape === "two-column" ? /^(.+?)\s+(?:and|vs\.?|versus|or|und|et|y|e|en)\s+(.+)$/iu.exec(part) : null;
  return {
    heading: part,
    body: {
      shape: "gaps",
      gaps,
      plan: shape,
      ...(sides ? { columns: [capitalise(sides[1]!), capitalise(sides[2]!)] as [string, string] } : {}),
    },
    origin: "part",
    keys: ROLE_SECTIONS[role] ?? [],
    role,
  };
}

/** The content and listed parts of a request, and the library's candidates for what it leaves unsaid. */
export function planSections(brief: PromptBrief, say: Say): SectionPlanResult {
  const presenters: Person[] = [];
  const groups = brief.reading.groups.filter((g) => {
    const people = g.role === "figures" ? null : presentersIn(g.text, brief.language);
    if (people) presenters.push(...people);
    return !people;
  });
  const content = contentSections(groups, brief, say);
  const parts = brief.reading.parts.map((p) => partSection(p, content, say));
  const body = [...parts, ...content];
  const taken = new Set(body.flatMap((s) => s.keys));
  const headings = body.map((s) => s.heading);
  const own = OUTLINES[brief.intent];
  const ownKeys = new Set(own.map((p) => p.key));
  const pool = [...own, ...EXTRA_SECTIONS.filter((p) => !ownKeys.has(p.key))];
  const library = pool
    .filter((plan) => !taken.has(plan.key))
    .map((plan) => librarySection(plan, brief, say))
    .filter((s) => !headings.some((h) => matchScore(s.heading, h) >= 0.99 || matchScore(h, s.heading) >= 0.99));
  return { body, library, outline: pool.map((p) => p.key), presenters };
}

function librarySection(plan: SectionPlan, brief: PromptBrief, say: Say): PlannedSection {
  const heading =
    plan.key === "priorities" ? say("priorities", { p: nextPeriod(brief) ?? say("nextQuarter") }) : say(plan.key);
  return {
    heading,
    body: { shape: "gaps", gaps: gapsOf(plan, brief, say), plan: plan.shape },
    origin: "library",
    keys: [plan.key],
    role: "points",
  };
}

/** "Q3 2026" → "Q4 2026", "Q4 2026" → "Q1 2027"; null when the request names no quarter. */
export function nextPeriod(brief: PromptBrief): string | null {
  const p = brief.period;
  if (!p?.quarter) return null;
  const q = (p.quarter % 4) + 1;
  const year = p.year ? p.year + (p.quarter === 4 ? 1 : 0) : undefined;
  return year ? `Q${q} ${year}` : `Q${q}`;
}

function gapsOf(plan: SectionPlan, brief: PromptBrief, say: Say): string[] {
  if (say.lang === "en")
    return plan.hints.map((h) =>
      say.gap(brief.period && /period|quarter/.test(h) ? h.replace(/the period|this quarter/, brief.period.label) : h),
    );
  const heading = say(plan.key, { p: "" }).trim();
  return plan.hints.map((_, i) => say.gap(`${heading}: ${say("point", { n: i + 1 })}`));
}

/**
 * The library's gap sections among the user's: each goes before the first of the user's sections that the outline
 * puts after it ("The problem" before "Team" in a pitch), the user's own order untouched.
 */
export function order(body: PlannedSection[], gaps: PlannedSection[], outline: readonly string[]): PlannedSection[] {
  const at = (s: PlannedSection) => {
    const i = Math.min(...s.keys.map((k) => outline.indexOf(k)).filter((i) => i >= 0));
    return Number.isFinite(i) ? i : -1;
  };
  const out = [...body];
  for (const gap of gaps) {
    const mine = at(gap);
    const before = out.findIndex((s) => s.origin !== "library" && at(s) > mine);
    if (before >= 0) out.splice(before, 0, gap);
    else out.push(gap);
  }
  return out;
}

/** "2 of the 8 parts you listed did not fit in 6 slides: “Traction” and “Team”." */
export function leftOutWarning(names: string[], listed: number, what: string): string {
  const quoted = names.map((n) => `“${n}”`);
  const list = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `${names.length} of the ${listed} parts you listed did not fit in ${what}: ${list}.`;
}
