// Every slide kind's declaration, one file a kind (kinds/): the compiler checks the table holds each layout once.
import type { Slide, SlideLayout } from "../model/source.js";
import type { SlideKind } from "./slide-kind.js";
import { title } from "./kinds/title.js";
import { section } from "./kinds/section.js";
import { bullets } from "./kinds/bullets.js";
import { content } from "./kinds/content.js";
import { twoColumn } from "./kinds/two-column.js";
import { table } from "./kinds/table.js";
import { chart } from "./kinds/chart.js";
import { quote } from "./kinds/quote.js";
import { image } from "./kinds/image.js";
import { kpi } from "./kinds/kpi.js";
import { cards } from "./kinds/cards.js";
import { timeline } from "./kinds/timeline.js";
import { comparison } from "./kinds/comparison.js";
import { agenda } from "./kinds/agenda.js";
import { imageText } from "./kinds/image-text.js";
import { fullBleed } from "./kinds/full-bleed.js";
import { team } from "./kinds/team.js";
import { closing } from "./kinds/closing.js";

export const SLIDE_KINDS = {
  title,
  section,
  bullets,
  content,
  "two-column": twoColumn,
  table,
  chart,
  quote,
  image,
  kpi,
  cards,
  timeline,
  comparison,
  agenda,
  "image-text": imageText,
  "full-bleed": fullBleed,
  team,
  closing,
} as const satisfies { readonly [L in SlideLayout]: SlideKind<L> };

/** The names of a slide's items in order, when its kind has named items; null otherwise. */
export function itemNames(slide: Slide): string[] | null {
  const kind = SLIDE_KINDS[slide.layout];
  // The table pairs each layout with its own kind, so the kind's reader takes this slide.
  return "names" in kind ? (kind.names as (s: Slide) => string[])(slide) : null;
}
