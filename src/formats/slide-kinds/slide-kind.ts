// What one slide kind is, declared once: which fields hold its title and its points, and what it holds.
import type { Slide, SlideLayout } from "../model/source.js";

type SlideOf<L extends SlideLayout> = Extract<Slide, { layout: L }>;

/**
 * What a kind holds at its design size. Composers make no more than this, and variants and edits accept as much, so a
 * slide one part of Quire makes is one every other part takes unshortened.
 */
interface Capacity {
  /** How many items it shows, fewest and most. */
  readonly count?: readonly [min: number, max: number];
  /** Characters of an item's title standing alone: a card or step without a line, an agenda line, a metric's label. */
  readonly title?: number;
  /** Characters of an item's title over a line of its own: a card's "Label: line", a step's title above its line. */
  readonly label?: number;
  /** Characters of an item's line under its title: a step's. */
  readonly text?: number;
  /** Items that may each carry a line: more and the lines would not fit beneath them. */
  readonly withText?: number;
  /** Characters of a metric's figure and of the change beside it. */
  readonly value?: number;
  readonly change?: number;
  /** Characters of a column's heading, and points a column holds. */
  readonly heading?: number;
  readonly points?: number;
  /** Characters all its points hold together, by the number of columns where they split it. */
  readonly chars?: number | Readonly<Record<number, number>>;
  /** Lines (points and the points under them) it shows without continuing. */
  readonly lines?: number;
}

type FieldOf<L extends SlideLayout> = Exclude<keyof SlideOf<L>, "layout" | "notes" | "sources"> & string;

export interface SlideKind<L extends SlideLayout = SlideLayout> {
  readonly layout: L;
  /** The field its title is in; null when it has none (a quote's words are its own). */
  readonly title: FieldOf<L> | null;
  /** The field holding its points, the list edits add to and variants lay out again; null when it has no list. */
  readonly points: FieldOf<L> | null;
  readonly capacity: Capacity;
  /** Why a slide of this kind takes no picture beside its words; null when that depends on how much they are. */
  readonly noPicture: string | null;
  /**
   * Where it stands among the layouts a slide's content may be laid out again in (layout-variants.ts): lower first when
   * two fit it equally well. Null when no slide is laid out again as this kind: its content is its own (a title, a
   * picture, a quote). A number asks the compiler for its builder in layout-variants.ts.
   */
  readonly variantOrder: number | null;
  /** Its items' names in order (a card's title, a metric's label): what a slide without a title is called by. */
  readonly names?: (slide: SlideOf<L>) => string[];
}
