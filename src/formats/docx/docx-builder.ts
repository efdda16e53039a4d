// The state of one .docx being written: relationships per part, media, list numbering, footnotes, ids.
import type { Footnote } from "../model/blocks.js";
import { relsXml, type Relationship } from "../ooxml/relationships.js";
import { REL } from "../ooxml/xml.js";
import { decodeDataImage, type ImageData } from "./image-info.js";
import { OutlineLevels } from "./outline-levels.js";

export type PartName = "document" | "footnotes";

/** Text width of an A4 page with 1" margins, in EMU (6.27 in). */
const MAX_IMAGE_WIDTH = 5_731_510;
const MAX_IMAGE_HEIGHT = 7_315_200;

export class DocxBuilder {
  readonly warnings: string[] = [];
  /** Relationships of document.xml start after the fixed ones (styles, settings, numbering, footnotes). */
  private readonly rels: Record<PartName, Relationship[]> = { document: [], footnotes: [] };
  private readonly relByKey = new Map<string, string>();
  readonly media: { name: string; bytes: Buffer }[] = [];
  private readonly mediaBySrc = new Map<string, { name: string; info: ImageData }>();
  /** Ordered-list instances: numId → [level, start]; numId 1 is the shared bullet list. */
  readonly orderedNums: [number, number][] = [];
  private footnoteDefs = new Map<string, Footnote>();
  /** Footnotes actually referenced, in reference order: [word id, definition]. */
  readonly usedFootnotes: [number, Footnote][] = [];
  private readonly usedDefs = new Set<Footnote>();
  private drawingId = 0;
  bookmarkId = 0;
  /** The body's heading levels so far (footnotes' headings are not part of the outline). */
  readonly outline = new OutlineLevels();

  /** `language`: the document's language (BCP-47), the default of every run; spans in another script are marked with their own. */
  constructor(
    footnotes: Footnote[] = [],
    readonly language = "en",
  ) {
    this.setFootnotes(footnotes);
  }

  /** The footnote definitions references resolve against from now on (each slide's Markdown has its own). */
  setFootnotes(footnotes: Footnote[]): void {
    this.footnoteDefs = new Map(footnotes.map((f) => [f.id, f]));
  }

  /** A hyperlink relationship id in `part`. */
  linkRel(part: PartName, href: string): string {
    return this.rel(part, REL.hyperlink, href, true);
  }

  /** An embedded picture: its rel id in `part` and its size in EMU, or null (with a warning) when unusable. */
  image(part: PartName, src: string, alt: string): { rel: string; cx: number; cy: number; id: number } | null {
    let media = this.mediaBySrc.get(src);
    if (!media) {
      const info = decodeDataImage(src);
      if (!info) {
        this.warnings.push(
          `image "${alt || "untitled"}" could not be embedded in docx (only png, jpeg and gif data: URLs with a readable header); its alt text is shown instead`,
        );
        return null;
      }
      media = { name: `image${this.media.length + 1}.${info.ext}`, info };
      this.media.push({ name: media.name, bytes: info.bytes });
      this.mediaBySrc.set(src, media);
    }
    let cx = media.info.width * 9525;
    let cy = media.info.height * 9525;
    const scale = Math.min(1, MAX_IMAGE_WIDTH / cx, MAX_IMAGE_HEIGHT / cy);
    cx = Math.round(cx * scale);
    cy = Math.round(cy * scale);
    return { rel: this.rel(part, REL.image, `media/${media.name}`, false), cx, cy, id: ++this.drawingId };
  }

  /** A new numbering instance for an ordered list starting at `start` on `level`. */
  orderedList(level: number, start: number): number {
    this.orderedNums.push([level, start]);
    return this.orderedNums.length + 1;
  }

  /** The Word footnote id for a reference, or null when it was already referenced or is unknown. */
  footnote(id: string): number | null {
    const def = this.footnoteDefs.get(id);
    if (!def || this.usedDefs.has(def)) return null;
    const wordId = this.usedFootnotes.length + 1;
    this.usedDefs.add(def);
    this.usedFootnotes.push([wordId, def]);
    return wordId;
  }

  /** The part's .rels: the fixed relationships (styles, settings …), then the links and pictures it used. */
  relsXml(part: PartName, fixed: Relationship[] = []): string {
    return relsXml([...fixed, ...this.rels[part]]);
  }

  hasRels(part: PartName): boolean {
    return this.rels[part].length > 0;
  }

  private rel(part: PartName, type: string, target: string, external: boolean): string {
    const key = `${part}\u0000${type}\u0000${target}`;
    let id = this.relByKey.get(key);
    if (!id) {
      id = `rIdQ${this.rels[part].length + 1}`;
      this.rels[part].push({ id, type, target, external });
      this.relByKey.set(key, id);
    }
    return id;
  }
}
