// Generates assets/themes/<name>.pptx for every built-in theme at 16:9 (other sizes are built on first use).
// Run with `node --import tsx scripts/build-themes.ts`; the outputs are committed product assets.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILTIN_THEMES } from "../src/formats/model/themes.js";
import { buildThemePackage } from "../src/formats/pptx/build-theme-package.js";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "assets", "themes");

mkdirSync(out, { recursive: true });
for (const theme of Object.values(BUILTIN_THEMES)) {
  const bytes = buildThemePackage(theme);
  writeFileSync(join(out, `${theme.name}.pptx`), bytes);
  console.log(`assets/themes/${theme.name}.pptx ${bytes.length} bytes`);
}
