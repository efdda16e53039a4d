// The Brand JSON of API.md, built from a stored brand record and its analysis.
import type { BrandRecord } from "../store/repos/brands.js";
import type { TemplateAnalysis } from "./analyse-template.js";
import type { LintItem } from "./lint-template.js";

export interface BrandJson {
  id: string;
  name: string;
  bytes: number;
  sha256: string;
  createdAt: string;
  slideSize: { width: number; height: number };
  theme: {
    colors: TemplateAnalysis["masters"][number]["colors"];
    fonts: TemplateAnalysis["masters"][number]["fonts"];
  };
  layouts: { id: string; name: string; type: string; placeholders: { type: string; idx: number; name: string }[] }[];
  lint: LintItem[];
}

/** The brand's theme is its first master's: the one generation builds on. */
export function toBrandJson(record: BrandRecord): BrandJson {
  const a = record.analysis as TemplateAnalysis;
  const primary = a.masters[0]!;
  return {
    id: record.id,
    name: record.name,
    bytes: record.bytes,
    sha256: record.sha256,
    createdAt: record.createdAt,
    slideSize: a.slideSize,
    theme: { colors: primary.colors, fonts: primary.fonts },
    layouts: a.layouts.map((l) => ({ id: l.id, name: l.name, type: l.type, placeholders: l.placeholders.map((p) => ({ type: p.type, idx: p.idx, name: p.name })) })),
    lint: a.lint,
  };
}
