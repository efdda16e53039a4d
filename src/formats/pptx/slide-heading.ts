// What a slide is called in the outline and by screen readers when its design shows no title: its heading-like text.
import type { Slide } from "../model/source.js";
import { itemNames } from "../slide-kinds/slide-kinds.js";

const MAX_CHARS = 100;

/** The slide's title, else its first heading-like text (a Markdown heading, the quote, its cards' or metrics' names), else null. */
export function slideHeading(slide: Slide): string | null {
  const own = "title" in slide ? slide.title?.trim() : "";
  if (own) return own;
  switch (slide.layout) {
    case "quote":
      return shorten(slide.quote);
    case "content":
    case "image-text":
      return markdownHeading(slide.body);
    case "two-column":
      return markdownHeading(slide.left) ?? markdownHeading(slide.right);
    case "image":
      return shorten(slide.image.alt);
    case "full-bleed":
      return shorten(slide.subtitle ?? "") ?? shorten(slide.image.alt);
    default: {
      const names = itemNames(slide);
      return names ? listed(names) : null;
    }
  }
}

/** The first Markdown heading (or a line set wholly in bold) as plain text. */
function markdownHeading(markdown: string): string | null {
  const m = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(markdown) ?? /^ {0,3}\*\*([^*\n]+)\*\*[ \t]*$/m.exec(markdown);
  return m ? shorten(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_`~]/g, "")) : null;
}

function listed(names: string[]): string | null {
  return shorten(
    names
      .map((n) => n.trim())
      .filter(Boolean)
      .join(", "),
  );
}

/** One line of at most MAX_CHARS, cut at a word. */
function shorten(text: string): string | null {
  const line = text.replace(/\s+/g, " ").trim();
  if (!line) return null;
  if (line.length <= MAX_CHARS) return line;
  const cut = line.slice(0, MAX_CHARS - 1);
  return `${cut.includes(" ") ? cut.replace(/\s+\S*$/, "") : cut}…`;
}
