// Picks the layout per role (with fallbacks) and lists what upload found: missing roles, fonts, odd sizes, external targets, unused layouts.
import { ROLE_FALLBACKS, ROLES, type Role } from "./classify-layout.js";
import { readRels } from "./package-rels.js";
import type { LayoutInfo, MasterInfo } from "./analyse-template.js";
import type { ValidatedPackage } from "./validate-upload.js";

export interface LintItem {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  part?: string;
}

/** Layouts generation builds on: the first master's (its look is the brand's); others are reported as unused. */
export function chooseRoles(layouts: LayoutInfo[], _masters: MasterInfo[]): Record<Role, string> {
  const primary = layouts.filter((l) => l.master === 0);
  const pool = primary.length ? primary : layouts;
  const roles = {} as Record<Role, string>;
  for (const role of ROLES) {
    let chosen: LayoutInfo | undefined;
    for (const kind of ROLE_FALLBACKS[role]) {
      chosen = pool.find((l) => l.kind === kind);
      if (chosen) break;
    }
    // Last resort: any layout with a body-like placeholder, else the first layout.
    chosen ??= pool.find((l) => l.placeholders.some((p) => p.type === "body" || p.type === "obj")) ?? pool[0]!;
    roles[role] = chosen.id;
  }
  return roles;
}

const COMMON_FONTS = new Set(
  [
    "Arial", "Arial Black", "Arial Narrow", "Calibri", "Calibri Light", "Cambria", "Candara", "Century Gothic", "Consolas", "Constantia",
    "Corbel", "Courier New", "Franklin Gothic Medium", "Garamond", "Georgia", "Gill Sans", "Gill Sans MT", "Helvetica", "Helvetica Neue",
    "Impact", "Lucida Sans", "Palatino Linotype", "Segoe UI", "Segoe UI Light", "Tahoma", "Times New Roman", "Trebuchet MS", "Verdana",
    "Aptos", "Aptos Display", "Aptos Narrow", "Book Antiqua", "Bookman Old Style", "Rockwell", "Tw Cen MT", "Perpetua", "Baskerville Old Face",
    "Open Sans", "Roboto", "Lato", "Montserrat", "Noto Sans", "Noto Serif", "Source Sans Pro", "Inter", "Poppins", "Oswald", "Raleway",
    "Liberation Sans", "Liberation Serif", "DejaVu Sans", "Avenir", "Avenir Next", "Futura", "Optima",
    "MS Gothic", "MS PGothic", "MS Mincho", "Meiryo", "Yu Gothic", "SimSun", "SimHei", "Microsoft YaHei", "DengXian", "PMingLiU",
    "Microsoft JhengHei", "Malgun Gothic", "Batang", "Gulim", "Mangal", "Arial Unicode MS", "Noto Sans CJK SC", "Noto Sans SC",
  ].map((f) => f.toLowerCase()),
);

// PowerPoint's preset sizes in EMU, width/height ratio; anything else (or portrait) is worth a warning.
const COMMON_RATIOS = [4 / 3, 16 / 9, 16 / 10, 10833100 / 7620000, 9906000 / 6858000, 10287000 / 6858000];
const SAFE_LINK = /^(https?:|mailto:)/i;
const HYPERLINK_TYPE = /\/hyperlink$/;
const MAX_EXTERNAL_ITEMS = 20;

interface LintInput {
  pkg: ValidatedPackage;
  slideSize: { width: number; height: number };
  masters: MasterInfo[];
  layouts: LayoutInfo[];
  roles: Record<Role, string>;
  embeddedFonts: string[];
  sampleSlides: number;
}

export function lintTemplate(input: LintInput): LintItem[] {
  const lint: LintItem[] = [];
  const { layouts, roles } = input;
  const byId = new Map(layouts.map((l) => [l.id, l]));

  for (const role of ROLES) {
    const chosen = byId.get(roles[role])!;
    const wanted = ROLE_FALLBACKS[role][0];
    if (chosen.kind === wanted) continue;
    const important = role === "title" || role === "content" || role === "bullets";
    lint.push({
      code: "missing_layout",
      severity: important ? "warning" : "info",
      message: `No ${role} layout found; ${role} slides use "${chosen.name || chosen.id}" (${chosen.kind}) instead.`,
      part: chosen.part,
    });
  }

  const embedded = new Set(input.embeddedFonts.map((f) => f.toLowerCase()));
  const reported = new Set<string>();
  for (const m of input.masters) {
    for (const f of [m.fonts.major.latin, m.fonts.minor.latin]) {
      const key = f.toLowerCase();
      if (!f || f.startsWith("+") || reported.has(key) || embedded.has(key) || COMMON_FONTS.has(key)) continue;
      reported.add(key);
      lint.push({ code: "font_not_embedded", severity: "warning", message: `The theme font "${f}" is neither embedded nor a common font; viewers without it will substitute another.`, part: m.themePart ?? m.part });
    }
  }

  const { width, height } = input.slideSize;
  const ratio = width / height;
  if (height > width || width < 914400 || width > 51206400 || height < 914400 || height > 51206400 || !COMMON_RATIOS.some((r) => Math.abs(r - ratio) / r < 0.01)) {
    lint.push({ code: "unusual_slide_size", severity: "warning", message: `The slide size ${(width / 914400).toFixed(2)} × ${(height / 914400).toFixed(2)} in is not a standard 4:3, 16:9 or 16:10 landscape size.` });
  }

  let externals = 0;
  for (const name of input.pkg.xml.keys()) {
    if (!name.endsWith(".rels")) continue;
    const source = name.replace(/(^|\/)_rels\/([^/]*)\.rels$/, (_m, dir: string, base: string) => `${dir}${base}`);
    for (const rel of readRels(input.pkg, source === "" ? "" : source)) {
      if (!rel.external || (HYPERLINK_TYPE.test(rel.type) && SAFE_LINK.test(rel.target))) continue;
      externals++;
      if (externals <= MAX_EXTERNAL_ITEMS) {
        const what = rel.type.split("/").pop();
        lint.push({ code: "external_target_dropped", severity: "warning", message: `An external ${what} target (${rel.target.slice(0, 120)}) is never followed and is dropped from generated decks.`, part: source || "_rels/.rels" });
      }
    }
  }
  if (externals > MAX_EXTERNAL_ITEMS) lint.push({ code: "external_target_dropped", severity: "warning", message: `${externals - MAX_EXTERNAL_ITEMS} more external targets are dropped from generated decks.` });

  const used = new Set(Object.values(roles));
  const unused = layouts.filter((l) => !used.has(l.id));
  for (let m = 0; m < input.masters.length; m++) {
    const mine = unused.filter((l) => l.master === m);
    if (!mine.length) continue;
    const names = mine.map((l) => `"${l.name || l.id}"`).join(", ");
    const why = m === 0 ? "no slide role maps to them" : "generation uses the first slide master";
    lint.push({ code: "unused_layouts", severity: "info", message: `${mine.length} layout(s) of master ${m + 1} will not be used (${why}): ${names}.`, part: input.masters[m]!.part });
  }
  if (input.sampleSlides > 0) lint.push({ code: "sample_slides_removed", severity: "info", message: `The template's ${input.sampleSlides} slide(s) are removed from generated decks; only masters, layouts and themes are used.` });
  if (input.pkg.strict) lint.push({ code: "strict_ooxml", severity: "info", message: "The template uses Strict OOXML; it was read with its namespaces mapped to the transitional ones." });
  return lint;
}
