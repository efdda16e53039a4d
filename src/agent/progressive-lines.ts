// Content lines while a model is still writing: the outline, each finished slide and Markdown as it grows, from
// partial JSON; then whatever the final validated source still owes (the `document` line stays the authority).
import { SlideSchema, type Source, type SourceKind } from "../formats/model/source.js";
import { contentLines, outlineOf, type AgentLine } from "./agent-lines.js";

const MIN_DELTA = 80;

export class ProgressiveLines {
  private outlineSent = false;
  private readonly slidesSent: string[] = [];
  private markdownSent = "";

  constructor(private readonly kind: SourceKind) {}

  /** Lines newly available from a partial object (keys in the order the instructions ask: kind, title, outline, content). */
  fromPartial(partial: unknown): AgentLine[] {
    if (!partial || typeof partial !== "object" || Array.isArray(partial)) return [];
    const o = partial as Record<string, unknown>;
    const content = this.kind === "deck" ? o.slides : this.kind === "doc" ? o.markdown : o.sheets;
    // Once the content has begun, the title and outline before it are complete.
    if (content === undefined || typeof o.title !== "string") return [];
    const out: AgentLine[] = [];
    if (!this.outlineSent) {
      const items = Array.isArray(o.outline)
        ? o.outline.filter((i): i is string => typeof i === "string").slice(0, 100)
        : [];
      if (items.length === 0) return [];
      out.push({ type: "outline", title: o.title, items });
      this.outlineSent = true;
    }
    if (this.kind === "deck" && Array.isArray(content)) {
      // A slide is finished when the next one has begun.
      for (let i = this.slidesSent.length; i < content.length - 1; i++) {
        const slide = SlideSchema.safeParse(content[i]);
        if (!slide.success) break;
        out.push({ type: "slide", index: i, slide: slide.data });
        this.slidesSent.push(JSON.stringify(slide.data));
      }
    } else if (this.kind === "doc" && typeof content === "string") {
      if (content.length - this.markdownSent.length >= MIN_DELTA && content.startsWith(this.markdownSent)) {
        out.push({ type: "markdown", delta: content.slice(this.markdownSent.length) });
        this.markdownSent = content;
      }
    }
    return out;
  }

  /** The lines still owed for the final source: all of them when nothing streamed, else the rest and any corrections. */
  finish(source: Source): AgentLine[] {
    if (!this.outlineSent) return [{ type: "outline", ...outlineOf(source) }, ...contentLines(source)];
    const out: AgentLine[] = [];
    if (source.kind === "deck") {
      // A slide that changed after it was sent (a repair round) is sent again under its index.
      source.slides.forEach((slide, index) => {
        if (this.slidesSent[index] !== JSON.stringify(slide)) out.push({ type: "slide", index, slide });
      });
    } else if (source.kind === "doc") {
      if (source.markdown.startsWith(this.markdownSent) && source.markdown.length > this.markdownSent.length) {
        out.push({ type: "markdown", delta: source.markdown.slice(this.markdownSent.length) });
      }
    } else {
      out.push(...contentLines(source));
    }
    return out;
  }
}
