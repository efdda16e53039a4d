// Blocks (formats/blocks.ts) back to Markdown that the one parser reads as the same blocks: every text escaped, fences
// longer than the code they hold, nested blocks indented line by line. Used for slides from docs and for imports.
import type { Block, Footnote, Inline } from "../blocks.js";

export interface MarkdownOptions {
  /** The smallest heading level written (slides keep their own titles above ###). */
  headingFloor?: number;
  /** Images as `![alt](src)`, or only their alt text in brackets (slides, where a picture has a slide of its own). */
  images?: "keep" | "alt";
  /** Footnote references as `[^label]` (with their definitions), or as a plain "[label]" (slides show no footnotes). */
  footnotes?: "refs" | "labels";
}

/** How slide text is written: headings below the slide's own title, pictures and footnotes by their labels. */
export const SLIDE_MARKDOWN: MarkdownOptions = { headingFloor: 3, images: "alt", footnotes: "labels" };

const TEXT_SPECIALS = /([\\`*_[\]<>#|~&!])/g;
/** Markers that would start a list, a quote or a heading if a line began with them. */
const LINE_START = /^(\s*)(?:([-+*=])(?=\s|$)|(\d{1,9})([.)])(?=\s|$))/;

const escapeText = (text: string) => text.replace(TEXT_SPECIALS, "\\$1");
const escapeLineStart = (line: string) =>
  line.replace(LINE_START, (_m, sp: string, sign?: string, num?: string, dot?: string) =>
    sign ? `${sp}\\${sign}` : `${sp}${num}\\${dot}`,
  );
const longestRun = (text: string, ch: string) =>
  Math.max(0, ...(text.match(new RegExp(`${ch}+`, "g")) ?? []).map((r) => r.length));
const indentLines = (text: string, first: string, rest = " ".repeat(first.length)) =>
  text
    .split("\n")
    .map((l, i) => (l ? (i ? rest : first) + l : l))
    .join("\n");

export function inlinesToMarkdown(nodes: Inline[], o: MarkdownOptions = {}): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case "text":
          return escapeText(n.text.replace(/\s*\n\s*/g, " "));
        case "code": {
          const fence = "`".repeat(longestRun(n.text, "`") + 1);
          const pad = /^`|`$|^ .* $/.test(n.text) ? " " : "";
          return `${fence}${pad}${n.text.replace(/\n/g, " ")}${pad}${fence}`;
        }
        case "strong":
          return `**${inlinesToMarkdown(n.children, o)}**`;
        case "em":
          return `*${inlinesToMarkdown(n.children, o)}*`;
        case "strike":
          return `~~${inlinesToMarkdown(n.children, o)}~~`;
        case "link":
          // A link whose target was refused stays a link without one, as the parser gave it.
          return `[${inlinesToMarkdown(n.children, o)}](<${(n.href ?? "").replace(/[<>\s]/g, encodeURIComponent)}>)`;
        case "image":
          if (o.images === "keep") return `![${escapeText(n.alt)}](<${n.src ?? ""}>)`;
          return n.alt ? `[${escapeText(n.alt)}]` : "";
        case "break":
          return "\\\n";
        case "footnoteRef":
          return o.footnotes === "labels" ? `[${escapeText(n.label)}]` : `[^${n.label.replace(/[^\w-]/g, "")}]`;
      }
    })
    .join("");
}

function paragraph(inlines: Inline[], o: MarkdownOptions): string {
  return inlinesToMarkdown(inlines, o).split("\n").map(escapeLineStart).join("\n");
}

function blockToMarkdown(b: Block, o: MarkdownOptions): string {
  switch (b.type) {
    case "heading":
      return `${"#".repeat(Math.min(6, Math.max(o.headingFloor ?? 1, b.level)))} ${inlinesToMarkdown(b.children, o)}`;
    case "paragraph":
      return paragraph(b.children, o);
    case "list":
      return b.items
        .map((it, i) => {
          const mark = `${b.ordered ? `${b.start + i}.` : "-"} ${it.checked === null ? "" : it.checked ? "[x] " : "[ ] "}`;
          const body = it.blocks.map((x) => blockToMarkdown(x, o)).join("\n\n") || "";
          return indentLines(body, mark, " ".repeat(b.ordered ? `${b.start + i}. `.length : 2)) || mark.trimEnd();
        })
        .join("\n");
    case "code": {
      const fence = "`".repeat(Math.max(3, longestRun(b.text, "`") + 1));
      return `${fence}${b.lang && /^[\w+#.-]+$/.test(b.lang) ? b.lang : ""}\n${b.text.replace(/\n$/, "")}\n${fence}`;
    }
    case "quote":
      return indentLines(b.blocks.map((x) => blockToMarkdown(x, o)).join("\n\n"), "> ", "> ").replace(/^$/gm, ">");
    case "table": {
      const row = (cells: Inline[][]) =>
        `| ${cells.map((c) => inlinesToMarkdown(c, o).replace(/\n/g, " ")).join(" | ")} |`;
      const marks = { left: ":--", center: ":-:", right: "--:" } as const;
      const align = b.header.map((_, i) => (b.align[i] ? marks[b.align[i]!] : "---"));
      return [
        row(b.header),
        `|${align.join("|")}|`,
        ...b.rows.map((r) => row(b.header.map((_, i) => r[i] ?? []))),
      ].join("\n");
    }
    case "rule":
      return "---";
  }
}

/** Blocks (and footnote definitions) as Markdown. */
export function blocksToMarkdown(blocks: Block[], o: MarkdownOptions = {}, footnotes: Footnote[] = []): string {
  const body = blocks.map((b) => blockToMarkdown(b, o)).filter((s) => s !== "");
  const notes = footnotes.map((f) =>
    indentLines(
      f.blocks.map((x) => blockToMarkdown(x, o)).join("\n\n"),
      `[^${f.label.replace(/[^\w-]/g, "")}]: `,
      "    ",
    ),
  );
  return [...body, ...notes].join("\n\n");
}
