// Golden screenshots of brand generation: the test deck on each fixture template → LibreOffice PDF → PNG of one slide.
// Run: node --import tsx scripts/brand-goldens.ts [outDir]   (default test/brands/golden; needs soffice and pdftoppm)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyseTemplate } from "../src/brands/analyse-template.js";
import { renderBrandDeck } from "../src/brands/render-brand-deck.js";
import { validateUpload } from "../src/brands/validate-upload.js";
import { tenSlideDeck } from "../test/brands/deck-fixture.js";
import { applyVariables } from "../src/brands/prepare-deck.js";
import { FIXTURES } from "../test/brands/hostile-zips.js";

/** Slide 3 (bullets with a nested list) shows the brand's title, body styles, colours and furniture at once. */
const SLIDE = 3;
const outDir = process.argv[2] ?? "test/brands/golden";
mkdirSync(outDir, { recursive: true });

for (const name of readdirSync(FIXTURES).filter((f) => f.endsWith(".pptx") && !f.startsWith("neg-"))) {
  const bytes = new Uint8Array(readFileSync(join(FIXTURES, name)));
  const analysis = analyseTemplate(validateUpload(bytes));
  const deck = applyVariables(tenSlideDeck(), { company: "Acme GmbH" });
  const pptx = renderBrandDeck({ key: name, bytes, strict: analysis.strict, deck });
  const work = mkdtempSync(join(tmpdir(), "quire-golden-"));
  try {
    writeFileSync(join(work, "deck.pptx"), pptx);
    spawnSync(
      "soffice",
      [
        "--headless",
        "--norestore",
        `-env:UserInstallation=file://${join(work, "profile")}`,
        "--convert-to",
        "pdf",
        "--outdir",
        work,
        join(work, "deck.pptx"),
      ],
      { stdio: "ignore", timeout: 180_000 },
    );
    if (!existsSync(join(work, "deck.pdf"))) throw new Error(`${name}: LibreOffice produced no PDF`);
    const base = join(outDir, name.replace(/\.pptx$/, ""));
    const r = spawnSync(
      "pdftoppm",
      ["-png", "-r", "48", "-f", String(SLIDE), "-l", String(SLIDE), "-singlefile", join(work, "deck.pdf"), base],
      { stdio: "inherit" },
    );
    if (r.status !== 0) throw new Error(`${name}: pdftoppm failed`);
    console.log(`${base}.png`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
