// The Brand JSON of the API (docs/api/brands.md), built from a stored brand record and its analysis (masters, rated layouts, the choice per role).
import type { DesignRole } from "../formats/pptx/index.js";
import type { BrandRecord } from "../store/repos/brands.js";
import type { LayoutInfo, MasterInfo, RoleInfo, TemplateAnalysis } from "./analyse-template.js";
import type { LintItem } from "./lint-template.js";

export interface BrandJson {
  id: string;
  name: string;
  bytes: number;
  sha256: string;
  createdAt: string;
  /** This template's version of the brand (1 at upload, one more per replacement). */
  version: number;
  slideSize: { width: number; height: number };
  theme: { colors: MasterInfo["colors"]; fonts: MasterInfo["fonts"] };
  /** The master decks are built on, and why. */
  master: { index: number; name: string; reason: string };
  masters: { index: number; name: string; themeName: string; layouts: string[]; sampleSlides: number }[];
  layouts: {
    id: string;
    name: string;
    type: string;
    master: number;
    placeholders: { type: string; idx: number; name: string }[];
    ratings: Record<DesignRole, number>;
    /** How the layout takes a picture beside words (its picture placeholder or a column of two), null when it takes none. */
    pictures: LayoutInfo["pictures"];
  }[];
  roles: Record<DesignRole, RoleInfo>;
  lint: LintItem[];
  /** The pictures of the template as itself (GET /api/brands/{id}/template/{n}.png): n 1 its master, then each layout. */
  templatePages: { n: number; name: string; layout: string | null }[];
}

/** The brand's theme is the chosen master's: the one generation builds on. */
export function toBrandJson(record: BrandRecord): BrandJson {
  const a = record.analysis as TemplateAnalysis;
  const chosen = a.masters[a.master] ?? a.masters[0]!;
  return {
    id: record.id,
    name: record.name,
    bytes: record.bytes,
    sha256: record.sha256,
    createdAt: record.createdAt,
    version: record.version,
    slideSize: a.slideSize,
    theme: { colors: chosen.colors, fonts: chosen.fonts },
    master: { index: chosen.index, name: chosen.name, reason: a.masterReason },
    masters: a.masters.map((m) => ({
      index: m.index,
      name: m.name,
      themeName: m.themeName,
      layouts: m.layoutIds,
      sampleSlides: m.sampleSlides,
    })),
    layouts: a.layouts.map((l) => ({
      id: l.id,
      name: l.name,
      type: l.type,
      master: l.master,
      placeholders: l.placeholders.map((p) => ({ type: p.type, idx: p.idx, name: p.name })),
      ratings: l.ratings,
      pictures: l.pictures ?? null,
    })),
    roles: a.roles,
    lint: a.lint,
    templatePages: (a.templatePages ?? []).map((p, i) => ({ n: i + 1, name: p.name, layout: p.layout })),
  };
}
