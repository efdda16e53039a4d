// The designed slide kinds on a PDF page: KPI, cards, timeline, comparison, agenda and team on a content slide here;
// image + text, full-bleed and closing in render-own-layout-kinds.ts.
import type { Slide } from "../model/source.js";
import { agendaRows, agendaTextSize } from "../slide-kinds/agenda.js";
import {
  cardGrid,
  comparisonColumns,
  initials,
  kindType,
  scaleType,
  teamGrid,
  timeline,
} from "../slide-kinds/arrange.js";
import { metricRow } from "../slide-kinds/metrics.js";
import type { KindPalette } from "../slide-kinds/palette.js";
import {
  renderDesigned,
  TREND_ARROW,
  trendOf,
  type DesignedKind,
  type DesignedRenderers,
} from "../model/slide-outline.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { drawCover, openImage } from "./images.js";
import {
  bodyRect,
  contentSlide,
  sharedSize,
  spreadInBox,
  slideBlockStyle,
  textBox,
  type SlideCtx,
} from "./slide-frame.js";
import { badge, hex, icon, image, listItem, panel, para, paletteOf } from "./kind-shapes.js";
import { closing, fullBleed, imageText } from "./render-own-layout-kinds.js";

// Tags: metrics, cards, steps, agenda items and people are list items (L > LI > LBody of paragraphs); a comparison
// column is its heading and a list; badges, icons, dots, panels and initials are artifacts.

function kpi(sc: SlideCtx, slide: Extract<Slide, { layout: "kpi" }>, p: KindPalette): void {
  const type = kindType("kpi", slide.metrics.length);
  const row = metricRow(bodyRect(sc), slide.metrics, 1);
  sc.ctx.tags.block("L", () =>
    row.metrics.forEach((b, i) =>
      listItem(sc, () => {
        const m = slide.metrics[i]!;
        panel(sc, b.card, p.card);
        sc.ctx.doc.rect(b.card.x, b.card.y + 16, 5, b.card.h - 32).fill(hex(p.accent));
        para(sc, () =>
          textBox(sc, m.value, b.value, { size: row.size, color: hex(p.accentText), weight: "bold", anchor: "bottom" }),
        );
        para(sc, () => textBox(sc, m.label, b.label, { size: type.text, color: hex(p.onCard) }));
        const trend = trendOf(m);
        if (m.change)
          para(sc, () =>
            textBox(sc, `${trend ? `${TREND_ARROW[trend]} ` : ""}${m.change}`, b.change, {
              size: type.note,
              color: hex(trend === "up" ? p.up : trend === "down" ? p.down : p.mutedOnCard),
              weight: "bold",
            }),
          );
      }),
    ),
  );
}

function cards(sc: SlideCtx, slide: Extract<Slide, { layout: "cards" }>, p: KindPalette): void {
  const lines = slide.cards.some((c) => c.text);
  const type = kindType(lines ? "cards" : "tiles", slide.cards.length);
  const pictures = slide.cards.some((c) => c.image);
  const grid = cardGrid(
    bodyRect(sc),
    slide.cards.length,
    1,
    lines,
    slide.cards.map((c) => c.title),
    slide.cards.some((c) => c.icon),
    pictures,
  );
  const title = {
    size: type.head,
    color: hex(p.onCard),
    weight: "bold" as const,
    ...(lines
      ? { anchor: pictures ? ("top" as const) : ("bottom" as const) }
      : { align: "center" as const, anchor: "top" as const }),
  };
  const text = { size: type.text, color: hex(p.mutedOnCard) };
  title.size = sharedSize(
    sc,
    grid.map((b, i) => ({ text: slide.cards[i]!.title, box: b.title })),
    title,
  );
  if (lines)
    text.size = sharedSize(
      sc,
      grid.map((b, i) => ({ text: slide.cards[i]!.text ?? "", box: b.text })),
      text,
    );
  sc.ctx.tags.block("L", () =>
    grid.forEach((b, i) =>
      listItem(sc, () => {
        const card = slide.cards[i]!;
        panel(sc, b.card, p.card);
        if (card.image && b.picture) {
          const frame = b.picture;
          // The picture keeps the card's rounded top corners.
          sc.ctx.doc
            .save()
            .roundedRect(frame.x, frame.y, frame.w, frame.h + 10, 10)
            .clip();
          image(sc, card.image, frame, true);
          sc.ctx.doc.restore();
        } else if (card.icon) {
          badge(sc, b.icon, p);
          icon(
            sc,
            card.icon,
            { x: b.icon.x + b.icon.w * 0.22, y: b.icon.y + b.icon.h * 0.22, w: b.icon.w * 0.56, h: b.icon.h * 0.56 },
            p.onAccent,
          );
        }
        para(sc, () => textBox(sc, card.title, b.title, title));
        if (card.text) para(sc, () => textBox(sc, card.text!, b.text, text));
      }),
    ),
  );
}

function steps(sc: SlideCtx, slide: Extract<Slide, { layout: "timeline" }>, p: KindPalette): void {
  const plan = timeline(bodyRect(sc), slide.steps.length, 1, {
    lines: slide.steps.some((s) => s.text),
    dateChars: Math.max(0, ...slide.steps.map((s) => [...(s.date ?? "")].length)),
  });
  const { doc } = sc.ctx;
  doc.rect(plan.line.x, plan.line.y, plan.line.w, plan.line.h).fill(hex(p.accent));
  const type = scaleType(kindType(plan.vertical ? "timeline-rows" : "timeline", slide.steps.length), plan.scale);
  const align = plan.vertical ? ("left" as const) : ("center" as const);
  const onCards = plan.steps.some((b) => b.card);
  const title = {
    size: type.head,
    color: onCards ? hex(p.onCard) : sc.theme.colors.text,
    weight: "bold" as const,
    align,
    anchor: plan.vertical ? ("middle" as const) : ("bottom" as const),
  };
  const text = { size: type.text, color: hex(onCards ? p.mutedOnCard : p.mutedOnBackground), align };
  title.size = sharedSize(
    sc,
    plan.steps.map((b, i) => ({ text: slide.steps[i]!.title, box: b.title })),
    title,
  );
  text.size = sharedSize(
    sc,
    plan.steps.map((b, i) => ({ text: slide.steps[i]!.text ?? "", box: b.text })),
    text,
  );
  sc.ctx.tags.block("L", () =>
    plan.steps.forEach((b, i) =>
      listItem(sc, () => {
        const s = slide.steps[i]!;
        if (b.card) sc.ctx.tags.artifact("Layout", () => panel(sc, b.card!, p.card));
        doc.circle(b.dot.cx, b.dot.cy, b.dot.r).fill(hex(p.accent));
        doc.circle(b.dot.cx, b.dot.cy, b.dot.r * 0.45).fill(sc.theme.colors.background);
        const dateAt = plan.vertical
          ? { align: "right" as const, anchor: "middle" as const }
          : { align: "center" as const, anchor: "bottom" as const };
        if (s.date)
          para(sc, () =>
            textBox(sc, s.date!, b.date, { size: type.note, color: hex(p.accentText), weight: "bold", ...dateAt }),
          );
        para(sc, () => textBox(sc, s.title, b.title, title));
        if (s.text) para(sc, () => textBox(sc, s.text!, b.text, text));
      }),
    ),
  );
}

function comparison(sc: SlideCtx, slide: Extract<Slide, { layout: "comparison" }>, p: KindPalette): void {
  const type = kindType("comparison", slide.columns.length);
  comparisonColumns(bodyRect(sc), slide.columns.length, 1).forEach((b, i) => {
    const col = slide.columns[i]!;
    panel(sc, b.column, p.card);
    sc.ctx.doc.roundedRect(b.head.x, b.head.y, b.head.w, b.head.h, 10).fill(hex(p.accent));
    sc.ctx.doc.rect(b.head.x, b.head.y + b.head.h - 10, b.head.w, 10).fill(hex(p.accent));
    sc.ctx.tags.heading(2, () =>
      textBox(
        sc,
        col.heading,
        { x: b.head.x + 16, y: b.head.y, w: b.head.w - 32, h: b.head.h },
        { size: type.head, color: hex(p.onAccent), weight: "bold", anchor: "middle" },
      ),
    );
    const points = col.points.map((t) => parseMarkdown(`- ${t.replace(/\n/g, " ")}`).blocks);
    const style = (s: number) => ({
      ...slideBlockStyle(sc.theme, type.text * s),
      colors: { ...slideBlockStyle(sc.theme, type.text).colors, text: hex(p.onCard), accent: hex(p.accent) },
    });
    // The column's points, drawn one list each to spread them, are one list.
    sc.ctx.tags.block("L", () =>
      spreadInBox(sc, { x: b.body.x, width: b.body.w, top: b.body.y, bottom: b.body.y + b.body.h }, points, style),
    );
  });
}

function agenda(sc: SlideCtx, slide: Extract<Slide, { layout: "agenda" }>, p: KindPalette): void {
  const { tags } = sc.ctx;
  const boxes = agendaRows(bodyRect(sc), slide.items.length, 1, slide.items);
  const tiles = boxes.some((b) => b.tile);
  const item = {
    size: tiles ? agendaTextSize(slide.items, bodyRect(sc), 1) : kindType("agenda", slide.items.length).text,
    color: hex(tiles ? p.onCard : sc.theme.colors.text),
    ...(tiles ? { weight: "bold" as const } : { anchor: "middle" as const }),
  };
  item.size = sharedSize(
    sc,
    boxes.map((b, i) => ({ text: slide.items[i]!, box: b.text })),
    item,
  );
  tags.block("L", () =>
    boxes.forEach((b, i) =>
      tags.block("LI", () => {
        if (b.tile) tags.artifact("Layout", () => panel(sc, b.tile!, p.card));
        badge(sc, b.badge, p);
        tags.block("Lbl", () =>
          textBox(sc, String(i + 1), b.badge, {
            size: b.badge.h * 0.45,
            color: hex(p.onAccent),
            weight: "bold",
            align: "center",
            anchor: "middle",
          }),
        );
        tags.block("LBody", () => para(sc, () => textBox(sc, slide.items[i]!, b.text, item)));
      }),
    ),
  );
}

function team(sc: SlideCtx, slide: Extract<Slide, { layout: "team" }>, p: KindPalette): void {
  const { doc, tags } = sc.ctx;
  const type = kindType("team", slide.people.length);
  tags.block("L", () =>
    teamGrid(bodyRect(sc), slide.people.length, 1).forEach((b, i) =>
      listItem(sc, () => {
        const person = slide.people[i]!;
        panel(sc, b.card, p.card);
        const { x, y, w } = b.avatar;
        const img =
          person.image && /^data:/i.test(person.image.src)
            ? openImage(sc.ctx, person.image.src, person.image.alt || person.name)
            : null;
        if (img) {
          // The portrait of the person the card names: described by that name when it has no alt text of its own.
          tags.figure(person.image!.alt.trim() || `Picture: ${person.name}`, b.avatar, () => {
            doc
              .save()
              .circle(x + w / 2, y + w / 2, w / 2)
              .clip();
            drawCover(doc, img, b.avatar, person.image!.focus);
            doc.restore();
          });
        } else {
          doc.circle(x + w / 2, y + w / 2, w / 2).fill(hex(p.accent));
          // Initials only repeat the name below them.
          tags.artifact("Layout", () =>
            textBox(sc, initials(person.name), b.avatar, {
              size: w * 0.36,
              color: hex(p.onAccent),
              weight: "bold",
              align: "center",
              anchor: "middle",
            }),
          );
        }
        para(sc, () =>
          textBox(sc, person.name, b.name, {
            size: type.head,
            color: hex(p.onCard),
            weight: "bold",
            align: "center",
            anchor: "bottom",
          }),
        );
        if (person.role)
          para(sc, () =>
            textBox(sc, person.role!, b.role, { size: type.text, color: hex(p.mutedOnCard), align: "center" }),
          );
      }),
    ),
  );
}

/** A designed kind on a content slide: the slide with its title, then the kind drawn below it in the theme's palette. */
function onContentSlide<S extends { title?: string }>(
  draw: (sc: SlideCtx, slide: S, p: KindPalette) => void,
): (sc: SlideCtx, slide: S) => void {
  return (sc, slide) => {
    const p = paletteOf(sc);
    contentSlide(sc, slide.title);
    draw(sc, slide, p);
  };
}

/** Every designed kind's drawing: the picture kinds and the closing slide set their own page, the rest a content slide. */
const RENDERERS = {
  kpi: onContentSlide(kpi),
  cards: onContentSlide(cards),
  timeline: onContentSlide(steps),
  comparison: onContentSlide(comparison),
  agenda: onContentSlide(agenda),
  "image-text": imageText,
  "full-bleed": fullBleed,
  team: onContentSlide(team),
  closing,
} satisfies DesignedRenderers<SlideCtx>;

/** Draws one designed slide (its own page). */
export function renderDesignedSlide(sc: SlideCtx, slide: DesignedKind): void {
  renderDesigned(RENDERERS, sc, slide);
}
