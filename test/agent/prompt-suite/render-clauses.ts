// Renders one clause of a prompt in a language's words (figures, names, people, lists, steps, statements, sections) with its ground truth.
import { fill, placeholders, type Domain, type FigureSpec, type LangPack } from "./lang-pack.js";
import type { Rng } from "./rng.js";
import type { Clause, FigureClause } from "./types.js";

export type Group = "figures" | "names" | "people" | "risks" | "priorities" | "steps" | "statement" | "sections";
export const GROUPS: Group[] = ["figures", "names", "people", "risks", "priorities", "steps", "statement", "sections"];

/** One rendered clause: its text (no final stop) and the ground truth it adds. */
export interface Part {
  text: string;
  /** A sheet's lines alone, for "Budget for X: rent $2,400, …". */
  list?: string;
  clauses: Clause[];
  group: Group;
}

export const STOPS = /[.?!。？！]$/;

/** One prompt's making: its pack and stream, how lists are joined, and the figures used so far (none twice). */
export interface Ctx {
  pack: LangPack;
  rng: Rng;
  join(items: string[]): string;
  used: Set<string>;
}

/** Draws until the figure is one this prompt has not stated yet, so each figure points at one clause. */
export function fresh(ctx: Ctx, draw: () => string): string {
  let v = draw();
  for (let i = 0; i < 20 && ctx.used.has(v.replace(/\D/g, "")); i++) v = draw();
  ctx.used.add(v.replace(/\D/g, ""));
  return v;
}

/** Capitalises a Latin sentence's first letter, unless it begins with a name written otherwise ("iPhone"). */
export function sentence(pack: LangPack, text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? "";
  const lowerWord = /^\p{Ll}+$/u.test(first.replace(/[’'-].*$|[:,;]$/g, ""));
  const body = !pack.cjk && lowerWord ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  return STOPS.test(body) ? body : body + pack.stop;
}

/** "Risks: a, b" → "risks: a, b" inside a sentence; names and acronyms keep their capitals. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}+\b/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function figure(ctx: Ctx, spec: FigureSpec, withChange: boolean): { text: string; clause: FigureClause } {
  const { pack, rng } = ctx;
  const value = fresh(ctx, () =>
    spec.unit === "money"
      ? pack.money(rng, !!spec.big)
      : spec.unit === "percent"
        ? pack.percent(rng)
        : pack.count(rng.int(...(spec.range ?? [3, 400])), rng) + (spec.counter ?? ""),
  );
  let text = fill(rng.pick(spec.forms ?? pack.figureForms[spec.unit]), { label: spec.label, value });
  const clause: FigureClause = {
    type: "figure",
    label: spec.label,
    value,
    ...(spec.counter ? { plain: value.slice(0, -spec.counter.length) } : {}),
  };
  if (withChange) {
    const c = fresh(ctx, () => pack.percent(rng, true));
    text += fill(rng.pick(pack.changeForms), { c });
    clause.change = c;
  }
  return { text, clause };
}

export function figuresPart(ctx: Ctx, domain: Domain, withNames: boolean): Part {
  const { pack, rng } = ctx;
  const specs = rng.sample(domain.figures, rng.int(1, 3));
  const items = specs.map((s) => figure(ctx, s, !!s.change && rng.chance(0.5)));
  const clauses: Clause[] = items.map((i) => i.clause);
  const texts = items.map((i) => i.text);
  if (withNames) {
    const names = rng.sample(domain.named.names, rng.int(2, 3));
    const value = pack.count(names.length, rng) + (domain.named.counter ?? "");
    ctx.used.add(String(names.length));
    texts.push(fill(rng.pick(pack.countedNames), { value, label: domain.named.label, names: ctx.join(names) }));
    const plain = domain.named.counter ? { plain: value.slice(0, -domain.named.counter.length) } : {};
    clauses.push({ type: "figure", label: domain.named.label, value, ...plain }, { type: "names", names });
  }
  return { text: fill(rng.pick(pack.figuresForms), { list: ctx.join(texts) }), clauses, group: "figures" };
}

export function part(ctx: Ctx, domain: Domain, group: Group): Part {
  const { pack, rng } = ctx;
  const list = (items: string[]) => ctx.join(items);
  switch (group) {
    case "figures":
      return figuresPart(ctx, domain, false);
    case "names": {
      const names = rng.sample(domain.named.names, rng.int(2, 4));
      return {
        text: fill(rng.pick(pack.namesForms), { label: domain.named.label, names: list(names) }),
        clauses: [{ type: "names", label: domain.named.label, names }],
        group,
      };
    }
    case "people": {
      const people = rng.sample(pack.people, rng.int(2, 3));
      const form = rng.pick(pack.person);
      const text = fill(rng.pick(pack.peopleForms), { list: list(people.map((p) => fill(form, p))) });
      return {
        text,
        clauses: [{ type: "names", names: people.map((p) => p.name), roles: people.map((p) => p.role) }],
        group,
      };
    }
    case "risks": {
      const items = rng.sample(domain.risks, rng.int(2, 3));
      return {
        text: fill(rng.pick(pack.risksForms), { list: list(items) }),
        clauses: [{ type: "risks", items }],
        group,
      };
    }
    case "priorities": {
      const items = rng.sample(domain.priorities, rng.int(2, 3));
      const withQuarter = rng.chance(0.75);
      const q = rng.pick(pack.quarters);
      const forms = pack.prioritiesForms.filter((f) => placeholders(f).has("q") === withQuarter);
      const text = fill(rng.pick(forms), { q, list: list(items) });
      return { text, clauses: [{ type: "priorities", items, ...(withQuarter ? { quarter: q } : {}) }], group };
    }
    case "steps": {
      const n = rng.int(2, 3);
      // Steps and months both keep their natural order: a pilot comes before its rollout.
      const whats = rng
        .sample(
          pack.steps.map((s, i) => [s, i] as const),
          n,
        )
        .sort((a, b) => a[1] - b[1])
        .map((s) => s[0]);
      const months = rng
        .sample(
          pack.months.map((m, i) => [m, i] as const),
          n,
        )
        .sort((a, b) => a[1] - b[1])
        .map((m) => m[0]);
      const form = rng.pick(pack.step);
      const steps = whats.map((what, i) => ({ what, date: months[i]! }));
      const text = fill(rng.pick(pack.stepsForms), { list: list(steps.map((s) => fill(form, s))) });
      return { text, clauses: [{ type: "steps", steps }], group };
    }
    case "statement": {
      const statement = rng.pick(domain.statements);
      return {
        text: fill(rng.pick(pack.statementForms), { statement }),
        clauses: [{ type: "statement", text: statement }],
        group,
      };
    }
    case "sections": {
      const all = rng.pick(pack.sectionLists);
      const items = all.length > 3 && rng.chance(0.3) ? all.slice(0, -1) : all;
      return {
        text: fill(rng.pick(pack.sectionsForms), { list: list(items) }),
        clauses: [{ type: "sections", items }],
        group,
      };
    }
  }
}
