// The designed kinds that set their own page: image + text, full-bleed and the closing slide.
import type { Slide } from "../model/source.js";
import { besideTextTop, splitImage, TYPE } from "../slide-kinds/arrange.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { renderBlocks } from "./flow-blocks.js";
import { REFERENCE_HEIGHT } from "../model/slide-size.js";
import { TEXT_SHARE } from "../slide-kinds/artwork.js";
import { drawOpening } from "./draw-artwork.js";
import {
  fitBody,
  newSlide,
  slideBlockStyle,
  slideTitle,
  textBox,
  titleBox,
  wholeSlide,
  type SlideCtx,
} from "./slide-frame.js";
import { image, para } from "./kind-shapes.js";

export function imageText(sc: SlideCtx, slide: Extract<Slide, { layout: "image-text" }>): void {
  newSlide(sc);
  const parts = splitImage(wholeSlide(sc), titleBox(sc).x, slide.side ?? "right");
  // Drawn first, read last: the title and text come before the picture beside them.
  const picture = sc.ctx.tags.hold(() => image(sc, slide.image, parts.image, true));
  const c = sc.theme.colors;
  const t = parts.text;
  const titleH = slide.title ? 110 : 0;
  const y = besideTextTop(t, titleH, slide.body);
  if (slide.title) {
    slideTitle(sc, () =>
      textBox(
        sc,
        slide.title!,
        { ...t, y, h: titleH },
        { size: TYPE.title, color: c.text, weight: "bold", anchor: "bottom" },
      ),
    );
    sc.ctx.doc.rect(t.x, y + titleH + 8, 64, 3).fill(c.accent);
  }
  const parsed = parseMarkdown(slide.body);
  for (const w of parsed.warnings) sc.ctx.warn(w);
  const top = y + titleH + 28;
  fitBody(sc, slide.title, { x: t.x, width: t.w, top, bottom: t.y + t.h }, (flow, s) =>
    renderBlocks(flow, parsed.blocks, slideBlockStyle(sc.theme, 20 * s)),
  );
  picture();
}

export function fullBleed(sc: SlideCtx, slide: Extract<Slide, { layout: "full-bleed" }>): void {
  newSlide(sc, "#111111");
  const whole = wholeSlide(sc);
  let shown = false;
  // The words over the picture are read first.
  const picture = sc.ctx.tags.hold(() => (shown = image(sc, slide.image, whole, true)));
  if (slide.title || slide.subtitle) {
    // Words over a photograph sit on a dark band, so they read whatever the picture holds.
    const band = { x: 0, y: whole.h * 0.62, w: whole.w, h: whole.h * 0.38 };
    sc.ctx.doc
      .save()
      .fillOpacity(shown ? 0.62 : 1)
      .rect(band.x, band.y, band.w, band.h)
      .fill("#000000")
      .restore();
    const x = titleBox(sc).x;
    if (slide.title)
      slideTitle(sc, () =>
        textBox(
          sc,
          slide.title!,
          { x, y: band.y + 24, w: whole.w - 2 * x, h: band.h * 0.5 },
          { size: TYPE.display - 8, color: "#FFFFFF", weight: "bold", anchor: "bottom" },
        ),
      );
    if (slide.subtitle)
      para(sc, () =>
        textBox(
          sc,
          slide.subtitle!,
          { x, y: band.y + 24 + band.h * 0.5 + 4, w: whole.w - 2 * x, h: band.h * 0.5 - 40 },
          { size: TYPE.subheading, color: "#FFFFFF" },
        ),
      );
  }
  picture();
}

export function closing(sc: SlideCtx, slide: Extract<Slide, { layout: "closing" }>): void {
  newSlide(sc);
  const ink = sc.ctx.tags.artifact("Background", () => drawOpening(sc, "closing"));
  const x = titleBox(sc).x;
  const w = sc.frame.w * TEXT_SHARE - x;
  // The block is designed for the 16:9 frame and kept together, centred on taller slides.
  const dy = (sc.frame.h - REFERENCE_HEIGHT) / 2;
  slideTitle(sc, () =>
    textBox(
      sc,
      slide.title,
      { x, y: dy + 120, w, h: 150 },
      { size: TYPE.display + 6, color: ink, weight: "bold", anchor: "bottom" },
    ),
  );
  if (slide.subtitle)
    para(sc, () => textBox(sc, slide.subtitle!, { x, y: dy + 282, w, h: 60 }, { size: TYPE.heading, color: ink }));
  const contact = slide.contact ?? [];
  contact.forEach((line, i) =>
    para(sc, () => textBox(sc, line, { x, y: dy + 370 + i * 30, w, h: 30 }, { size: TYPE.body, color: ink })),
  );
}
