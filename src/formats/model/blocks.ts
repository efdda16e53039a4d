// The parsed form of Markdown that every exporter consumes: blocks and inlines, already made safe.
// Links carry only http/https/mailto hrefs (else null → shown as text); images only data: URLs of
// png/jpeg/gif/webp (else null → a placeholder), so no exporter needs its own safety rules.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "strike"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string | null; children: Inline[] }
  | { type: "image"; src: string | null; alt: string }
  | { type: "break" }
  | { type: "footnoteRef"; id: string; label: string };

export interface ListItem {
  /** true/false for task-list items, null for ordinary ones. */
  checked: boolean | null;
  blocks: Block[];
}

export type Align = "left" | "center" | "right" | null;

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[]; id: string }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: ListItem[] }
  | { type: "code"; lang: string | null; text: string }
  | { type: "quote"; blocks: Block[] }
  | { type: "table"; align: Align[]; header: Inline[][]; rows: Inline[][][] }
  | { type: "rule" };

export interface Footnote {
  id: string;
  label: string;
  blocks: Block[];
}

export interface ParsedMarkdown {
  blocks: Block[];
  footnotes: Footnote[];
  /** Human-readable notes on what was dropped or substituted (remote images, unsafe links, raw HTML). */
  warnings: string[];
}

/** Plain text of inlines (for titles, alt text, search and fitting). */
export function inlineText(inlines: Inline[]): string {
  let out = "";
  for (const node of inlines) {
    switch (node.type) {
      case "text":
      case "code":
        out += node.text;
        break;
      case "break":
        out += "\n";
        break;
      case "image":
        out += node.alt;
        break;
      case "footnoteRef":
        out += `[${node.label}]`;
        break;
      default:
        out += inlineText(node.children);
    }
  }
  return out;
}
