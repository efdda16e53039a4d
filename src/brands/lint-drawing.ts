// The template drawn as itself at analysis (formats/drawing): what the drawing cannot draw and each font it substitutes, as lint.
import { drawTemplateToPdf } from "../formats/drawing/index.js";
import { OpcPackage } from "../formats/ooxml/package.js";
import { analyseTemplate, type TemplateAnalysis } from "./analyse-template.js";
import type { LintItem } from "./lint-template.js";
import { validateUpload, type TemplatePackage } from "./validate-upload.js";

const SUBSTITUTED = /^The template's font .+ (is drawn with|is not one Quire ships)/;
const SAME_METRICS = /which has the same metrics/;
const VERTICAL = /^Vertical text /;

/** The bytes the drawing opens: a Strict OOXML template through its transitional namespaces, as its analysis read it. */
export function drawableTemplate(bytes: Uint8Array, strict: boolean, pkg?: TemplatePackage): Uint8Array {
  return strict ? OpcPackage.fromChecked(pkg ?? validateUpload(bytes)).toBytes() : bytes;
}

/**
 * The analysis with the drawing's findings in its lint: the master decks are built on and its layouts are enough, as
 * every slide of a deck is built on them (the template's own slides never reach a deck). A drawing that fails leaves
 * the brand usable and says so, with no pages to show.
 */
export async function lintDrawing(
  bytes: Uint8Array,
  analysis: TemplateAnalysis,
  pkg?: TemplatePackage,
): Promise<TemplateAnalysis> {
  try {
    const drawn = await drawTemplateToPdf(drawableTemplate(bytes, analysis.strict, pkg), {
      masterIndex: analysis.master,
    });
    const pages =
      drawn.pages === analysis.templatePages.length
        ? analysis.templatePages
        : drawn.names.map((name, i) => ({
            name: i === 0 ? analysis.templatePages[0]?.name || "Master" : name,
            layout: null,
          }));
    return { ...analysis, lint: [...analysis.lint, ...drawn.warnings.map(finding)], templatePages: pages };
  } catch (err) {
    const why = err instanceof Error ? err.message.slice(0, 160) : String(err);
    const failed: LintItem = {
      code: "drawing_not_drawn",
      severity: "warning",
      message: `Quire could not draw this template's master and layouts (${why}), so the brand shows no pictures of them; decks are still built on it.`,
    };
    return { ...analysis, lint: [...analysis.lint, failed], templatePages: [] };
  }
}

/** validateUpload + analyseTemplate + lintDrawing, in one thread (the deck pool runs the two halves as two tasks). */
export async function analyseUpload(bytes: Uint8Array): Promise<TemplateAnalysis> {
  const pkg = validateUpload(bytes);
  return lintDrawing(bytes, analyseTemplate(pkg), pkg);
}

function finding(warning: string): LintItem {
  // Decks never use a layout with vertical text (lint-template.ts's unused layouts): only its picture shows it.
  if (VERTICAL.test(warning)) return { code: "drawing_not_drawn", severity: "info", message: warning };
  if (!SUBSTITUTED.test(warning)) return { code: "drawing_not_drawn", severity: "warning", message: warning };
  // A metric-compatible stand-in breaks lines where PowerPoint does; the nearest family does not.
  return {
    code: "drawing_substituted_font",
    severity: SAME_METRICS.test(warning) ? "info" : "warning",
    message: warning,
  };
}
