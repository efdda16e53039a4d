// Builds prompts from one language's templates with varied facts, names, units and wording, each with its ground truth.
import type { SourceKind } from "../../../src/formats/model/source.js";
import { DOMAINS, fill, NICE_BUDGET, placeholders, type LangPack } from "./lang-pack.js";
import { figuresPart, GROUPS, lowerFirst, part, sentence, STOPS, type Ctx, type Part } from "./render-clauses.js";
import { seeded, seedOf, type Rng } from "./rng.js";
import type { Clause, FigureClause, SuiteCase } from "./types.js";

/** A template whose optional placeholders are exactly the ones given. */
function pickTemplate(rng: Rng, templates: string[], vars: Record<string, string>, optional: string[]): string {
  const wanted = optional.filter((k) => vars[k] !== undefined);
  const fits = templates.filter((t) => {
    const p = placeholders(t);
    return optional.every((k) => p.has(k) === wanted.includes(k));
  });
  if (!fits.length) throw new Error(`no template for ${JSON.stringify(wanted)} among ${templates[0]}`);
  return rng.pick(fits);
}

/** Fewest slides that can hold every clause apart: a title, a KPI slide per four figures, one per other clause or section. */
function slidesNeeded(clauses: Clause[]): number {
  const figures = clauses.filter((c) => c.type === "figure").length;
  const sections = clauses.flatMap((c) => (c.type === "sections" ? c.items : [])).length;
  const others = clauses.filter((c) => c.type !== "figure" && c.type !== "sections").length;
  return 1 + Math.ceil(figures / 4) + sections + others;
}

function kindFor(i: number): SourceKind {
  // Of every 20 prompts: 3 sheets, 6 docs, 11 decks.
  const r = i % 20;
  return r === 2 || r === 9 || r === 15 ? "sheet" : r % 3 === 0 ? "doc" : "deck";
}

function buildCase(pack: LangPack, rng: Rng, i: number): SuiteCase {
  const kind = kindFor(i);
  const mode = rng.chance(0.2) ? "passed" : rng.chance(0.12) ? "both" : "named";
  const domain = pack.domains[rng.pick(DOMAINS)];
  const subject = rng.pick(domain.subjects);
  const vars: Record<string, string> = { S: rng.pick(subject.phrases) };
  if (rng.chance(0.45) && kind !== "sheet") vars.A = rng.pick(pack.audiences);

  // Inline prompts join their clauses with semicolons, so their lists take commas only.
  const inline = !pack.cjk && pack.inlineClauses !== false && rng.chance(0.25);
  const ctx: Ctx = { pack, rng, used: new Set(), join: (items) => pack.join(items, rng, inline ? ", " : undefined) };
  let parts: Part[] = [];
  if (kind === "sheet") {
    const lines = rng.sample(pack.budgetLines, rng.int(0, 4));
    if (lines.length) {
      const amounts = rng.sample(NICE_BUDGET, lines.length);
      const items = lines.map((label, j) => {
        const value = pack.budgetMoney(amounts[j]!, rng);
        return {
          text: fill(rng.pick(pack.lineForms), { label, value }),
          clause: { type: "figure", label, value } as FigureClause,
        };
      });
      const list = ctx.join(items.map((x) => x.text));
      parts.push({
        text: fill(rng.pick(pack.budgetForms), { list }),
        list,
        clauses: items.map((x) => x.clause),
        group: "figures",
      });
    }
  } else {
    // Mostly two to four clauses; a few prompts state one or none, as people also write.
    const k = rng.pick([0, 1, 2, 2, 3, 3, 3, 4, 4, 5]);
    const groups = rng.sample(GROUPS, k);
    const namesInFigures = groups.includes("figures") && groups.includes("names") && rng.chance(0.5);
    for (const g of groups) {
      if (g === "names" && namesInFigures) continue;
      parts.push(g === "figures" ? figuresPart(ctx, domain, namesInFigures) : part(ctx, domain, g));
    }
    parts = rng.shuffle(parts);
  }
  const clauses = parts.flatMap((p) => p.clauses);

  // A count the content can fill: never fewer slides than the clauses need apart, never fewer sections than listed.
  let count: number | undefined;
  const options: SuiteCase["options"] = {};
  const sectionItems = clauses.flatMap((c) => (c.type === "sections" ? c.items.length : 0)).reduce((a, b) => a + b, 0);
  if (kind === "deck" && rng.chance(0.45)) count = Math.max(slidesNeeded(clauses), rng.int(5, 10));
  if (kind === "doc" && rng.chance(0.4)) count = Math.max(sectionItems + (clauses.length > 1 ? 1 : 0), rng.int(3, 6));
  if (mode === "passed") {
    options.kind = kind;
    // A neutral head names no unit, so a deck's count goes in the options and a doc's is left out.
    if (kind === "deck" && count) options.slides = count;
    if (kind === "doc") count = undefined;
  } else {
    if (mode === "both") options.kind = kind;
    if (count) vars.n = String(count);
  }

  const heads = mode === "passed" ? pack.heads.neutral : pack.heads[kind];
  let head = fill(pickTemplate(rng, heads, vars, ["A", "n"]), vars);
  const sections = parts.find((p) => p.group === "sections");
  if (sections && rng.chance(0.5)) {
    // "…, covering costs, savings and grants." inside the head sentence.
    const items = (sections.clauses[0] as { items: string[] }).items;
    const end = STOPS.exec(head)?.[0] ?? pack.stop;
    head = head.replace(STOPS, "") + fill(rng.pick(pack.sectionsInline), { list: ctx.join(items) }) + end;
    parts = parts.filter((p) => p !== sections);
  }

  let prompt: string;
  const sep = pack.cjk ? "" : " ";
  if (kind === "sheet" && parts[0]?.list && head.endsWith(pack.stop) && !pack.cjk && rng.chance(0.5)) {
    prompt = `${head.slice(0, -1)}${pack.colon ?? ": "}${parts[0].list}${pack.stop}`;
  } else if (inline && parts.length >= 2 && head.endsWith(".")) {
    // Inline: "Make a deck about X: revenue $2.1M; risks: a and b."
    prompt = `${head.slice(0, -1)}${pack.colon ?? ": "}${parts.map((p) => (pack.capitalNouns ? p.text : lowerFirst(p.text))).join(pack.colon === " : " ? " ; " : "; ")}.`;
  } else {
    const body = parts.map((p) => sentence(pack, p.text));
    prompt =
      rng.chance(0.15) && body.length
        ? [...body, sentence(pack, head)].join(sep)
        : [sentence(pack, head), ...body].join(sep);
  }

  return {
    id: `${pack.lang}-${String(i).padStart(3, "0")}`,
    lang: pack.lang,
    prompt,
    options,
    kind,
    kindNamed: mode === "named",
    ...(count ? { count } : {}),
    name: subject.name,
    clauses,
  };
}

/** `n` prompts in one language, always the same ones for the same pack. */
export function generateCases(pack: LangPack, n: number): SuiteCase[] {
  const rng = seeded(seedOf(`quire-prompt-suite/${pack.lang}`));
  return Array.from({ length: n }, (_, i) => buildCase(pack, rng, i));
}
