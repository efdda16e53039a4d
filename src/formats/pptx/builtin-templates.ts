// Built-in deck themes as templates: assets/themes/<name>.pptx, loaded once per process.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BUILTIN_THEMES, DEFAULT_THEME } from "../themes.js";
import { loadTemplate, type PptxTemplate } from "./template.js";

const cache = new Map<string, PptxTemplate>();
const DIR = fileURLToPath(new URL("../../../assets/themes/", import.meta.url));

/** The built-in template for a theme name (unknown names → the default theme). */
export function builtinTemplate(name?: string): PptxTemplate {
  const key = name && BUILTIN_THEMES[name] ? name : DEFAULT_THEME;
  let t = cache.get(key);
  if (!t) {
    t = loadTemplate(new Uint8Array(readFileSync(`${DIR}${key}.pptx`)));
    cache.set(key, t);
  }
  return t;
}
