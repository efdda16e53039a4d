// What upload found, in a designer's words: the master used, every fallback, unused layouts, colours that fail, fonts, sizes, links.
import {
  DESIGN_ROLES,
  contrastIssues,
  planChrome,
  type DesignPlan,
  type DesignRole,
  type PptxTemplate,
} from "../formats/pptx/index.js";
import { isSafeHref, relsOwner } from "../formats/ooxml/part-names.js";
import { scanRels } from "../formats/ooxml/relationships.js";
import { REL } from "../formats/ooxml/xml.js";
import type { TemplatePackage } from "./validate-upload.js";

export interface LintItem {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  part?: string;
}

const COMMON_FONTS = new Set(
  [
    "Arial",
    "Arial Black",
    "Arial Narrow",
    "Calibri",
    "Calibri Light",
    "Cambria",
    "Candara",
    "Century Gothic",
    "Consolas",
    "Constantia",
    "Corbel",
    "Courier New",
    "Franklin Gothic Medium",
    "Garamond",
    "Georgia",
    "Gill Sans",
    "Gill Sans MT",
    "Helvetica",
    "Helvetica Neue",
    "Impact",
    "Lucida Sans",
    "Palatino Linotype",
    "Segoe UI",
    "Segoe UI Light",
    "Tahoma",
    "Times New Roman",
    "Trebuchet MS",
    "Verdana",
    "Aptos",
    "Aptos Display",
    "Aptos Narrow",
    "Book Antiqua",
    "Bookman Old Style",
    "Rockwell",
    "Tw Cen MT",
    "Perpetua",
    "Baskerville Old Face",
    "Open Sans",
    "Roboto",
    "Lato",
    "Montserrat",
    "Noto Sans",
    "Noto Serif",
    "Source Sans Pro",
    "Inter",
    "Poppins",
    "Oswald",
    "Raleway",
    "Liberation Sans",
    "Liberation Serif",
    "DejaVu Sans",
    "Avenir",
    "Avenir Next",
    "Futura",
    "Optima",
    "MS Gothic",
    "MS PGothic",
    "MS Mincho",
    "Meiryo",
    "Yu Gothic",
    "SimSun",
    "SimHei",
    "Microsoft YaHei",
    "DengXian",
    "PMingLiU",
    "Microsoft JhengHei",
    "Malgun Gothic",
    "Batang",
    "Gulim",
    "Mangal",
    "Arial Unicode MS",
    "Noto Sans CJK SC",
    "Noto Sans SC",
  ].map((f) => f.toLowerCase()),
);

// PowerPoint's preset sizes in EMU, width/height ratio; anything else (or portrait) is worth a warning.
const COMMON_RATIOS = [4 / 3, 16 / 9, 16 / 10, 10833100 / 7620000, 9906000 / 6858000, 10287000 / 6858000];
const MAX_EXTERNAL_ITEMS = 20;

const ROLE_WORDS: Record<DesignRole, string> = {
  title: "title",
  section: "section",
  bullets: "bullet",
  content: "text",
  "two-column": "two-column",
  table: "table",
  chart: "chart",
  image: "picture",
  quote: "quote",
  "big-number": "big-number",
  closing: "closing",
};
const IMPORTANT = new Set<DesignRole>(["title", "bullets", "content"]);

interface LintInput {
  pkg: TemplatePackage;
  template: PptxTemplate;
  plan: DesignPlan;
  slideSize: { width: number; height: number };
  embeddedFonts: string[];
  sampleSlides: number;
}

const quoted = (name: string, part: string) => `“${name || part.replace(/^.*\//, "").replace(/\.xml$/, "")}”`;

export function lintTemplate(input: LintInput): LintItem[] {
  const lint: LintItem[] = [];
  const { template: t, plan } = input;
  const byPart = new Map(t.layouts.map((l) => [l.part, l]));
  const master = t.masters[plan.master]!;
  const nameOf = (part: string) => quoted(byPart.get(part)?.name ?? "", part);

  if (t.masters.length > 1) {
    const others = t.masters.filter((m) => m.index !== plan.master).map((m) => `${m.index + 1} (“${m.name}”)`);
    lint.push({
      code: "master_choice",
      severity: "info",
      part: master.part,
      message: `Decks are built on master ${plan.master + 1} (“${master.name}”): ${plan.masterReason}. Masters ${others.join(", ")} stay in the file unused; send masterIndex or masterName to build on another.`,
    });
  }

  for (const role of DESIGN_ROLES) {
    const choice = plan.roles[role];
    const severity = IMPORTANT.has(role) ? "warning" : "info";
    if (choice.fallbackFrom) {
      const stand = choice.fallbackFrom === role ? "" : `, made for ${ROLE_WORDS[choice.fallbackFrom]} slides`;
      lint.push({
        code: "missing_layout",
        severity,
        part: choice.layout,
        message: `No layout of this master can hold ${ROLE_WORDS[role]} slides; they use ${nameOf(choice.layout)}${stand}.`,
      });
      continue;
    }
    const evidence = choice.rating.reasons.some(
      (r) => /own slides|is made for|suits|says/.test(r) && !/, not /.test(r),
    );
    if (role === "title" && !evidence) {
      lint.push({
        code: "missing_layout",
        severity,
        part: choice.layout,
        message: `No layout is made for title slides; they use ${nameOf(choice.layout)} (${choice.rating.reasons.join(", ")}).`,
      });
      continue;
    }
    const where = choice.rating.reasons.find((r) => /free area|split into two/.test(r));
    if (where)
      lint.push({
        code: "missing_layout",
        severity: "info",
        part: choice.layout,
        message: `No layout has a place made for ${ROLE_WORDS[role]} slides; they use ${nameOf(choice.layout)}, with ${where.replace(/^(no text placeholder, but )?/, "")}.`,
      });
  }

  const used = new Set(Object.values(plan.roles).map((c) => c.layout));
  const unused = master.layouts.filter((p) => !used.has(p));
  if (unused.length) {
    const why = unused.map((p) => `${nameOf(p)} (${unusedReason(plan, p)})`);
    lint.push({
      code: "unused_layouts",
      severity: "info",
      part: master.part,
      message: `${unused.length} layout(s) of master ${plan.master + 1} are not used: ${why.join("; ")}.`,
    });
  }

  for (const part of master.layouts) {
    const f = plan.facts.get(part)!;
    const idx = f.bodies.map((b) => b.idx);
    if (idx.length >= 2 && new Set(idx).size < idx.length) {
      lint.push({
        code: "unnumbered_placeholders",
        severity: "info",
        part,
        message: `${nameOf(part)} has ${idx.length} text placeholders without their own index (as LibreOffice writes them), so slides cannot tell them apart; every slide pins each column to its own place.`,
      });
    }
  }

  lint.push(...colourLint(plan));
  lint.push(chromeLint(t, plan));

  const embedded = new Set(input.embeddedFonts.map((f) => f.toLowerCase()));
  const reported = new Set<string>();
  for (const f of [master.fonts.major.latin, master.fonts.minor.latin]) {
    const key = f.toLowerCase();
    if (!f || f.startsWith("+") || reported.has(key) || embedded.has(key) || COMMON_FONTS.has(key)) continue;
    reported.add(key);
    lint.push({
      code: "font_not_embedded",
      severity: "warning",
      message: `The theme font "${f}" is neither embedded nor a common font; viewers without it will substitute another.`,
      part: master.themePart ?? master.part,
    });
  }

  const { width, height } = input.slideSize;
  const ratio = width / height;
  if (
    height > width ||
    width < 914400 ||
    width > 51206400 ||
    height < 914400 ||
    height > 51206400 ||
    !COMMON_RATIOS.some((r) => Math.abs(r - ratio) / r < 0.01)
  ) {
    lint.push({
      code: "unusual_slide_size",
      severity: "warning",
      message: `The slide size ${(width / 914400).toFixed(2)} × ${(height / 914400).toFixed(2)} in is not a standard 4:3, 16:9 or 16:10 landscape size.`,
    });
  }

  lint.push(...externalLint(input.pkg));
  if (input.sampleSlides > 0)
    lint.push({
      code: "sample_slides_removed",
      severity: "info",
      message: `The template's ${input.sampleSlides} slide(s) are removed from generated decks; only masters, layouts and themes are used (the slides still count as evidence of which layouts are for what).`,
    });
  if (input.pkg.strict)
    lint.push({
      code: "strict_ooxml",
      severity: "info",
      message: "The template uses Strict OOXML; it was read with its namespaces mapped to the transitional ones.",
    });
  return lint;
}

function unusedReason(plan: DesignPlan, part: string): string {
  const f = plan.facts.get(part)!;
  if (f.vertical) return "vertical text";
  if (f.pics.length > 1) return `${f.pics.length} picture frames would stay empty around one picture`;
  const ratings = plan.ratings.get(part)!;
  const best = DESIGN_ROLES.filter((r) => ratings[r].score > 0).sort((a, b) => ratings[b].score - ratings[a].score)[0];
  if (!best) return "it has no place for a title or text";
  return `${ROLE_WORDS[best]} slides fit another layout better`;
}

function colourLint(plan: DesignPlan): LintItem[] {
  const out: LintItem[] = [];
  const seen = new Set<string>();
  for (const part of new Set(Object.values(plan.roles).map((c) => c.layout))) {
    const f = plan.facts.get(part)!;
    for (const issue of contrastIssues(f)) {
      // An accent that fails fails on every layout with that background: say it once.
      const key = issue.startsWith("accent") ? issue : `${part} ${issue}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        code: "low_contrast",
        severity: "warning",
        part,
        message: issue.startsWith("accent")
          ? `${issue[0]!.toUpperCase()}${issue.slice(1)}.`
          : `On ${quoted(f.layout.name, part)}, ${issue}.`,
      });
    }
  }
  return out;
}

function chromeLint(t: PptxTemplate, plan: DesignPlan): LintItem {
  const c = planChrome(t, plan, undefined);
  const shown = [
    c.slideNumber ? "slide numbers" : "",
    c.footer || c.footerFromLayouts ? "the footer" : "",
    c.date ? "the date" : "",
  ].filter(Boolean);
  const evidence = t.samples.length
    ? "as the template's own slides show them"
    : "the template has no slides to say otherwise";
  return {
    code: "footers",
    severity: "info",
    message: shown.length
      ? `Slides show ${shown.join(", ")} where their layouts have a place for them (${evidence}); a deck's chrome settings turn them on or off.`
      : `Slides show no footer, date or slide number (${evidence}); a deck's chrome settings turn them on.`,
  };
}

function externalLint(pkg: TemplatePackage): LintItem[] {
  const out: LintItem[] = [];
  let externals = 0;
  for (const [name, text] of pkg.xml) {
    if (!name.endsWith(".rels")) continue;
    const source = relsOwner(name);
    for (const rel of scanRels(text, source)) {
      if (!rel.external || (rel.type === REL.hyperlink && isSafeHref(rel.target))) continue;
      externals++;
      if (externals <= MAX_EXTERNAL_ITEMS) {
        const what = rel.type.split("/").pop();
        out.push({
          code: "external_target_dropped",
          severity: "warning",
          message: `An external ${what} target (${rel.target.slice(0, 120)}) is never followed and is dropped from generated decks.`,
          part: source || "_rels/.rels",
        });
      }
    }
  }
  if (externals > MAX_EXTERNAL_ITEMS)
    out.push({
      code: "external_target_dropped",
      severity: "warning",
      message: `${externals - MAX_EXTERNAL_ITEMS} more external targets are dropped from generated decks.`,
    });
  return out;
}
