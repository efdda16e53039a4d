// The quality report's schemas (docs/api/quality.md): findings per slide with stable codes, for the route, the agent's
// done line and the brand generate header's details.
import { z } from "@hono/zod-openapi";
import { ACCESSIBILITY_CODE_LIST, ACCESSIBILITY_CODES, QUALITY_CODE_LIST, QUALITY_CODES } from "../../quality/index.js";
import { idPattern } from "../../lib/ids.js";

const codeList = QUALITY_CODE_LIST.map((c) => `\`${c}\` (${QUALITY_CODES[c].severity}): ${QUALITY_CODES[c].what}`).join(
  "; ",
);

export const QualityFindingSchema = z
  .object({
    code: z.enum(QUALITY_CODE_LIST as [string, ...string[]]).openapi({ description: `Stable codes: ${codeList}` }),
    severity: z.enum(["warning", "info"]),
    slide: z.number().int().min(1).openapi({ description: "The slide (1-based)" }),
    message: z.string().openapi({ description: "What was found and what to do, in a sentence" }),
    text: z.string().optional().openapi({ description: "The words concerned (a sample of at most 80 characters)" }),
    size: z.number().optional().openapi({
      description:
        "text_shrunk, title_shrunk: the size drawn, in points on a 16:9 slide (units of the 960-wide frame at other sizes)",
    }),
    designSize: z.number().optional().openapi({ description: "text_shrunk, title_shrunk: the size the design sets" }),
    ratio: z
      .number()
      .optional()
      .openapi({ description: "low_contrast: the contrast measured (WCAG 2.x), e.g. 2.1 for 2.1:1" }),
    required: z
      .number()
      .optional()
      .openapi({ description: "low_contrast: the bar it misses: 4.5, or 3 for large text and chart labels" }),
    colour: z.string().optional().openapi({ description: "low_contrast: the words' colour, #rrggbb" }),
    background: z.string().optional().openapi({ description: "low_contrast: the colour behind them, #rrggbb" }),
    continuations: z
      .number()
      .int()
      .optional()
      .openapi({ description: "content_continued: continuation slides the content ran onto" }),
    used: z
      .number()
      .optional()
      .openapi({ description: "empty_region: the share (0..1) of the free region below the title the content spans" }),
    glyphs: z.number().int().optional().openapi({ description: "missing_glyphs: characters drawn as empty boxes" }),
    scripts: z
      .array(z.string())
      .optional()
      .openapi({ description: "missing_glyphs: the writing systems the fonts lack, e.g. Hebrew" }),
  })
  .openapi("QualityFinding");

const accessibilityCodes = ACCESSIBILITY_CODE_LIST.map(
  (c) => `\`${c}\` (${ACCESSIBILITY_CODES[c].severity}): ${ACCESSIBILITY_CODES[c].what}`,
).join("; ");

export const AccessibilityFindingSchema = z
  .object({
    code: z
      .enum(ACCESSIBILITY_CODE_LIST as [string, ...string[]])
      .openapi({ description: `Stable codes: ${accessibilityCodes}` }),
    severity: z.enum(["warning", "info"]),
    slide: z.number().int().min(1),
    message: z.string(),
  })
  .openapi("AccessibilityFinding");

export const QualityReportSchema = z
  .object({
    status: z.enum(["complete", "partial", "skipped"]).openapi({
      description:
        "complete: every slide measured; partial: time ran out first (see notes); skipped: nothing measured (see notes)",
    }),
    slides: z.number().int().min(0),
    measured: z.number().int().min(0),
    findings: z
      .array(QualityFindingSchema)
      .openapi({ description: "In slide order; at most one finding per code and slide (the worst)" }),
    accessibility: z.array(AccessibilityFindingSchema).openapi({
      description:
        "Pictures without alt text and slides without a title (read from the source, so present when skipped too), and slides with words below the contrast bar",
    }),
    notes: z.array(z.string()).openapi({
      description:
        "What was not measured and why; on a brand, also what its drawing could not draw and the fonts it stood in, once each",
    }),
    ms: z.number().int().min(0).openapi({ description: "Time the report took" }),
  })
  .openapi("QualityReport", {
    description:
      "Measured on the PDF Quire draws for the deck (its own geometry): sizes, contrast and positions read back with pdf.js",
  });

export const DocumentQualitySchema = z
  .object({
    documentId: z.string().openapi({ pattern: idPattern("doc") }),
    version: z.number().int(),
    quality: QualityReportSchema,
  })
  .openapi("DocumentQuality");
