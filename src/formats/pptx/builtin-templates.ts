// Built-in deck themes as templates: assets/themes/<name>.pptx at 16:9, built in memory at other sizes; loaded once per process.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectPath } from "../../lib/project-root.js";
import { DEFAULT_SLIDE_SIZE, type SlideSize } from "../model/slide-size.js";
import { BUILTIN_THEMES, DEFAULT_THEME } from "../model/themes.js";
import { themePackage } from "./build-theme-package.js";
import { loadTemplate, type PptxTemplate } from "./template.js";

const cache = new Map<string, PptxTemplate>();
const DIR = projectPath("assets", "themes");

/** The built-in template for a theme name (unknown names → the default theme) at a slide size. */
export function builtinTemplate(name?: string, size: SlideSize = DEFAULT_SLIDE_SIZE): PptxTemplate {
  const theme = name && BUILTIN_THEMES[name] ? name : DEFAULT_THEME;
  const key = `${theme} ${size}`;
  let t = cache.get(key);
  if (!t) {
    t = loadTemplate(
      size === DEFAULT_SLIDE_SIZE
        ? new Uint8Array(readFileSync(join(DIR, `${theme}.pptx`)))
        : themePackage(BUILTIN_THEMES[theme]!, size),
    );
    cache.set(key, t);
  }
  return t;
}
