// A document renamed: the title it shows follows where it showed the old one — a deck's opening title slide, a doc's
// opening `# ` heading — and is left alone where the author had worded it otherwise.
import type { Deck, Source } from "../formats/model/source.js";

/** The deck under `title`; its first slide, a title slide that read the old title, reads the new one. */
export function retitleDeck(deck: Deck, title: string): Deck {
  const slides = deck.slides.map((slide, i) =>
    i === 0 && slide.layout === "title" && slide.title.trim() === deck.title.trim() ? { ...slide, title } : slide,
  );
  return { ...deck, title, slides };
}

/** The source under `title`, with what shows its title following as `retitleDeck` and, for a doc, its `# ` heading. */
export function retitleSource(source: Source, title: string): Source {
  if (source.kind === "deck") return retitleDeck(source, title);
  if (source.kind === "doc")
    return { ...source, title, markdown: retitleHeading(source.markdown, source.title, title) };
  return { ...source, title };
}

/** The doc's opening line, when it is a `# ` heading that read `from`, reads `to`; any other text is left as it is. */
function retitleHeading(markdown: string, from: string, to: string): string {
  const opening = /^\s*#[ \t]+(.*?)[ \t#]*$/m.exec(markdown);
  if (!opening || opening.index !== 0 || opening[1]!.trim() !== from.trim()) return markdown;
  const heading = opening[0].trimStart();
  const start = opening[0].length - heading.length;
  return `${markdown.slice(0, start)}# ${to}${markdown.slice(opening[0].length)}`;
}
