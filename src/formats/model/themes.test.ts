// Every built-in theme is readable: text, muted text, accents and chart colours have the contrast they need on the
// theme's background (WCAG: 7:1 for body text here, 4.5:1 for small muted text, 3:1 for large text and graphics).
import { describe, expect, it } from "vitest";
import { contrast } from "./colour.js";
import { BUILTIN_THEMES, THEME_NAMES } from "./themes.js";

const rgb = (hex: string) => hex.replace("#", "").toUpperCase();

describe("built-in themes", () => {
  it("are at least eight, half of them light and some dark", () => {
    expect(THEME_NAMES.length).toBeGreaterThanOrEqual(8);
    expect(Object.values(BUILTIN_THEMES).filter((t) => t.dark).length).toBeGreaterThanOrEqual(3);
  });

  it.each(THEME_NAMES)("%s: every colour is readable on its background and surface", (name) => {
    const t = BUILTIN_THEMES[name]!;
    const bg = rgb(t.colors.background);
    expect(contrast(rgb(t.colors.text), bg), "text").toBeGreaterThanOrEqual(7);
    expect(contrast(rgb(t.colors.text), rgb(t.colors.surface)), "text on surface").toBeGreaterThanOrEqual(7);
    expect(contrast(rgb(t.colors.muted), bg), "muted").toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(t.colors.accent), bg), "accent").toBeGreaterThanOrEqual(3);
    expect(contrast(rgb(t.colors.accent2), bg), "accent2").toBeGreaterThanOrEqual(3);
    for (const s of t.colors.series) expect(contrast(rgb(s), bg), `series ${s}`).toBeGreaterThanOrEqual(3);
    expect(new Set(t.colors.series).size).toBe(t.colors.series.length);
  });
});
