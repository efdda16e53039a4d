// markdown-it inline tokens → the block model's Inline[], with link and image allowlists applied.
import type { Token } from "markdown-it";
import type { Inline } from "../blocks.js";
import { isId } from "../../../lib/ids.js";
import { describeUrl, safeHref, safeImageSrc } from "./safe-url.js";

export interface InlineContext {
  warnings: string[];
  /** Footnote number (1-based) for a markdown-it footnote id. */
  footnoteLabel(id: number): string;
}

type Container = { children: Inline[] };

/** Converts one inline token's children; adjacent text is merged so the model is canonical. */
export function convertInline(tokens: Token[] | null, ctx: InlineContext): Inline[] {
  const root: Container = { children: [] };
  const stack: Container[] = [root];
  if (!tokens) return root.children;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const top = stack[stack.length - 1]!;
    switch (t.type) {
      case "text":
        pushText(top.children, t.content);
        break;
      case "softbreak":
        pushText(top.children, " ");
        break;
      case "hardbreak":
        top.children.push({ type: "break" });
        break;
      case "code_inline":
        top.children.push({ type: "code", text: t.content });
        break;
      case "html_inline":
        // Raw HTML is content, never markup: it stays visible as text.
        pushText(top.children, t.content);
        if (!t.content.startsWith("</")) ctx.warnings.push(`Raw HTML ${describeUrl(t.content)} is shown as text.`);
        break;
      case "strong_open":
      case "em_open":
      case "s_open": {
        const node = {
          type: t.type === "strong_open" ? "strong" : t.type === "em_open" ? "em" : "strike",
          children: [],
        } as Inline & Container;
        top.children.push(node);
        stack.push(node);
        break;
      }
      case "link_open": {
        const raw = String(t.attrGet("href") ?? "");
        const href = safeHref(raw);
        if (href === null)
          ctx.warnings.push(`Link to ${describeUrl(raw)} was removed (only http, https and mailto links are kept).`);
        const node: Inline & Container = { type: "link", href, children: [] };
        top.children.push(node);
        stack.push(node);
        break;
      }
      case "strong_close":
      case "em_close":
      case "s_close":
      case "link_close":
        if (stack.length > 1) stack.pop();
        break;
      case "image": {
        const raw = String(t.attrGet("src") ?? "");
        const src = safeImageSrc(raw);
        const alt = inlinePlain(t.children);
        const warning = src === null ? imageWarning(raw, alt) : null;
        if (warning) ctx.warnings.push(warning);
        top.children.push({ type: "image", src, alt });
        break;
      }
      case "footnote_ref": {
        const label = ctx.footnoteLabel(Number(t.meta?.id ?? 0));
        top.children.push({ type: "footnoteRef", id: `fn-${label}`, label });
        break;
      }
      default:
        if (t.content) pushText(top.children, t.content);
    }
  }
  return root.children;
}

/**
 * Why an image shows a placeholder; null for an uploaded picture's id, which is the image pre-pass's
 * (assets/resolve-images.ts): shown there, or its one warning there says why not.
 */
export function imageWarning(raw: string, alt: string): string | null {
  if (isId("asset", raw.trim())) return null;
  const what = alt ? `Image "${describeUrl(alt)}"` : "An image";
  if (/^data:image\/svg/i.test(raw)) return `${what} is SVG, which is refused; a placeholder is shown.`;
  if (/^data:/i.test(raw)) return `${what} is not a base64 png, jpeg, gif or webp data: URL; a placeholder is shown.`;
  return `${what} points to ${describeUrl(raw)}, which is never fetched; a placeholder is shown.`;
}

function pushText(list: Inline[], text: string): void {
  if (!text) return;
  const last = list[list.length - 1];
  if (last && last.type === "text") last.text += text;
  else list.push({ type: "text", text });
}

/** Plain text of raw inline tokens (image alt text). */
function inlinePlain(tokens: Token[] | null): string {
  if (!tokens) return "";
  let out = "";
  for (const t of tokens) {
    if (t.type === "softbreak" || t.type === "hardbreak") out += " ";
    else if (t.type === "image") out += inlinePlain(t.children);
    else out += t.content;
  }
  return out;
}
