// Paragraph/run model for slide text: built from plain strings, bullets and parsed Markdown blocks.
import type { Block, Inline } from "../model/blocks.js";
import type { Bullet } from "../model/source.js";
import { parseInlineMarkdown } from "../model/markdown/parse-markdown.js";

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  code?: boolean;
  href?: string;
  /** A line break inside the paragraph (a:br). */
  br?: boolean;
}

export interface Para {
  runs: Run[];
  /** 0-based indent level. */
  level: number;
  /** "inherit" keeps the placeholder's own bullets; "none" turns them off; numbered lists count. */
  bullet: "inherit" | "none" | { start: number };
  heading?: boolean;
}

export function textPara(text: string, bullet: Para["bullet"] = "none", level = 0): Para {
  const lines = text.split(/\r?\n/);
  const runs: Run[] = [];
  lines.forEach((line, i) => {
    if (i) runs.push({ text: "", br: true });
    runs.push({ text: line });
  });
  return { runs, level, bullet };
}

/** Bullets are inline Markdown (bold, links, code), as the PDF, HTML and docx exports read them. */
export function bulletParas(bullets: Bullet[], warnings: string[] = []): Para[] {
  const para = (text: string, level: number): Para => ({
    runs: inlineRuns(parseInlineMarkdown(text, warnings)),
    level,
    bullet: "inherit",
  });
  const out: Para[] = [];
  for (const b of bullets) {
    if (typeof b === "string") out.push(para(b, 0));
    else {
      out.push(para(b.text, 0));
      for (const c of b.children) out.push(para(c, 1));
    }
  }
  return out;
}

function inlineRuns(nodes: Inline[], style: Omit<Run, "text"> = {}): Run[] {
  const out: Run[] = [];
  for (const n of nodes) {
    switch (n.type) {
      case "text":
        out.push({ ...style, text: n.text });
        break;
      case "code":
        out.push({ ...style, text: n.text, code: true });
        break;
      case "strong":
        out.push(...inlineRuns(n.children, { ...style, bold: true }));
        break;
      case "em":
        out.push(...inlineRuns(n.children, { ...style, italic: true }));
        break;
      case "strike":
        out.push(...inlineRuns(n.children, { ...style, strike: true }));
        break;
      case "link":
        out.push(...inlineRuns(n.children, n.href ? { ...style, href: n.href } : style));
        break;
      case "image":
        if (n.alt) out.push({ ...style, text: `[${n.alt}]`, italic: true });
        break;
      case "break":
        out.push({ text: "", br: true });
        break;
      case "footnoteRef":
        out.push({ ...style, text: `[${n.label}]` });
        break;
    }
  }
  return out;
}

/** Markdown blocks → paragraphs: headings bold, lists as bullet levels, code in the mono font, quotes italic. */
export function blockParas(blocks: Block[], level = 0): Para[] {
  const out: Para[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case "heading":
        out.push({ runs: inlineRuns(b.children, { bold: true }), level, bullet: "none", heading: true });
        break;
      case "paragraph":
        out.push({ runs: inlineRuns(b.children), level, bullet: "none" });
        break;
      case "list":
        b.items.forEach((item) => {
          const [first, ...rest] = item.blocks;
          const mark = item.checked === null ? "" : item.checked ? "☑ " : "☐ ";
          const runs =
            first && (first.type === "paragraph" || first.type === "heading") ? inlineRuns(first.children) : [];
          if (mark) runs.unshift({ text: mark });
          out.push({ runs, level, bullet: b.ordered ? { start: b.start } : "inherit" });
          const nested = first && first.type !== "paragraph" && first.type !== "heading" ? item.blocks : rest;
          out.push(
            ...blockParas(nested, Math.min(level + 1, 4)).map((p) =>
              p.bullet === "none" ? { ...p, bullet: "none" as const } : p,
            ),
          );
        });
        break;
      case "code":
        for (const line of b.text.replace(/\n$/, "").split("\n"))
          out.push({ runs: [{ text: line, code: true }], level, bullet: "none" });
        break;
      case "quote":
        out.push(
          ...blockParas(b.blocks, level).map((p) => ({ ...p, runs: p.runs.map((r) => ({ ...r, italic: true })) })),
        );
        break;
      case "table":
        for (const row of [b.header, ...b.rows])
          out.push({
            runs: [
              {
                text: row
                  .map((c) =>
                    inlineRuns(c)
                      .map((r) => r.text)
                      .join(""),
                  )
                  .join(" | "),
              },
            ],
            level,
            bullet: "none",
          });
        break;
      case "rule":
        break;
    }
  }
  return out;
}

export function paraText(p: Para): string {
  return p.runs.map((r) => (r.br ? "\n" : r.text)).join("");
}
