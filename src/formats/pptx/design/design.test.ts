// Design building blocks: contrast and DrawingML colour transforms, free regions, localized layout names, chrome from evidence.
import { describe, expect, it } from "vitest";
import { emuBox } from "../../ooxml/drawingml.js";
import { AA_LARGE, AA_TEXT, contrast, distance, nearestPassing, transform } from "../../model/colour.js";
import { overlapArea } from "./backdrop.js";
import { largestFreeRect } from "./free-region.js";
import { meaningOfName } from "./layout-names.js";
import { planDesign } from "./plan-design.js";
import { loadTemplate } from "../template.js";
import { planChrome } from "../chrome.js";
import { have, needs, readThirdParty } from "../../../../test/fixtures.js";

const fixture = (name: string) => loadTemplate(readThirdParty(`brands/${name}`));
/** Kept in ../shared only (its content licence is unknown): its test skips, naming it, without ../shared. */
const MALONEY = "brands/poi-maloney-a4-size.pptx";

describe("colour", () => {
  it("measures WCAG contrast", () => {
    expect(contrast("000000", "FFFFFF")).toBeCloseTo(21, 5);
    expect(contrast("777777", "FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrast("FFFFFF", "FFFFFF")).toBe(1);
  });

  it("applies tint and shade in linear light and lumMod/lumOff in HSL, as PowerPoint does", () => {
    // The Office theme's footer grey: tx1 (black) at 75% tint.
    expect(transform("000000", [{ name: "tint", val: 75000 }])).toBe("898989");
    expect(transform("FFFFFF", [{ name: "shade", val: 50000 }])).toBe("BCBCBC");
    // "Accent 1, darker 50%" in PowerPoint's colour picker.
    expect(transform("4F81BD", [{ name: "lumMod", val: 50000 }])).toBe("254061");
    // "Text 2, lighter 80%" and "lighter 60%" (PowerPoint shows C6D9F1 and 8DB3E2; HSL rounding may differ by a unit or two).
    expect(
      distance(
        transform("1F497D", [
          { name: "lumMod", val: 20000 },
          { name: "lumOff", val: 80000 },
        ]),
        "C6D9F1",
      ),
    ).toBeLessThan(8);
    expect(
      distance(
        transform("1F497D", [
          { name: "lumMod", val: 40000 },
          { name: "lumOff", val: 60000 },
        ]),
        "8DB3E2",
      ),
    ).toBeLessThan(8);
  });

  it("keeps a colour that reads, else picks the nearest theme colour that does, else black or white", () => {
    const theme = ["000000", "FFFFFF", "1F497D", "EEECE1", "4F81BD", "F79646"];
    expect(nearestPassing("898989", "FFFFFF", theme, AA_TEXT)).toBe("1F497D");
    expect(contrast(nearestPassing("FFFF00", "FFFFFF", theme, AA_LARGE), "FFFFFF")).toBeGreaterThanOrEqual(AA_LARGE);
    expect(nearestPassing("FFFFFF", "FFFFFF", ["FFFFFF", "FAFAFA"], AA_TEXT)).toBe("000000");
    expect(nearestPassing("000000", "101010", ["111111"], AA_TEXT)).toBe("FFFFFF");
  });
});

describe("largestFreeRect", () => {
  const slide = { cx: 12192000, cy: 6858000 };
  const whole = emuBox(0, 0, slide.cx, slide.cy);

  it("is the whole area when nothing is in the way", () => {
    expect(largestFreeRect(whole, [], slide)).toEqual(whole);
  });

  it("steps around a vertical bar on the left and a logo in a corner", () => {
    const bar = emuBox(0, 0, 1500000, slide.cy);
    const logo = emuBox(10800000, 6200000, 1200000, 500000);
    const free = largestFreeRect(whole, [bar, logo], slide)!;
    expect(free.x).toBeGreaterThanOrEqual(bar.cx);
    expect(overlapArea(free, bar)).toBe(0);
    expect(overlapArea(free, logo)).toBe(0);
    expect(free.cx * free.cy).toBeGreaterThan(slide.cx * slide.cy * 0.6);
  });

  it("has nothing to offer when the area is covered", () => {
    expect(largestFreeRect(whole, [whole], slide)).toBeNull();
  });
});

describe("meaningOfName", () => {
  it.each([
    ["Title Slide", "title"],
    ["1_Title Slide", "title"],
    ["Titelfolie", "title"],
    ["Abschnitts-\nüberschrift", "section"],
    ["En-tête de section", "section"],
    ["Encabezado de sección", "section"],
    ["セクション見出し", "section"],
    ["节标题", "section"],
    ["Titel und Inhalt", "bullets"],
    ["Titre et contenu", "bullets"],
    ["Título y objetos", "bullets"],
    ["タイトルとコンテンツ", "bullets"],
    ["标题和内容", "bullets"],
    ["Zwei Inhalte", "two-column"],
    ["2 つのコンテンツ", "two-column"],
    ["兩項物件", "two-column"],
    ["Picture with Caption", "image"],
    ["Bild mit Überschrift", "image"],
    ["タイトル付きの図", "image"],
    ["Nur Titel", "title-only"],
    ["タイトルのみ", "title-only"],
    ["白紙", "blank"],
    ["Content with Caption", "caption"],
    ["Thank you", "closing"],
  ])("%s → %s", (name, meaning) => {
    expect(meaningOfName(name)).toBe(meaning);
  });

  it("says nothing for names that say nothing", () => {
    expect(meaningOfName("Layout 7")).toBeNull();
    expect(meaningOfName("Custom Layout")).toBeNull();
    expect(meaningOfName("")).toBeNull();
  });
});

describe("planChrome", () => {
  it.skipIf(!have(MALONEY))(
    needs(
      'shows what most of the template\'s own slides show: Maloney numbers its slides, mostly without "Page"',
      MALONEY,
    ),
    () => {
      const t = fixture("poi-maloney-a4-size.pptx");
      const chrome = planChrome(t, planDesign(t), undefined);
      expect(chrome.slideNumber).toBe(true);
      expect(chrome.sample.sldNum).toMatch(/type="slidenum"/);
      expect(chrome.sample.sldNum).not.toMatch(/Page/);
    },
  );

  it("shows dates and numbers on automizer's orange master, as its slides do, and obeys the deck's switches", () => {
    const t = fixture("automizer-SlidesWithAdditionalMaster.pptx");
    const plan = planDesign(t);
    expect(planChrome(t, plan, undefined)).toMatchObject({ slideNumber: true, date: true });
    expect(planChrome(t, plan, { slideNumbers: false, date: false, footer: "Confidential" })).toMatchObject({
      slideNumber: false,
      date: false,
      footer: expect.stringContaining("Confidential"),
    });
  });

  it("numbers slides of a template without sample slides, and shows no date nobody asked for", () => {
    const t = fixture("pypptx-default-4x3.pptx");
    expect(planChrome(t, planDesign(t), undefined)).toMatchObject({ slideNumber: true, date: false, footer: null });
  });
});
