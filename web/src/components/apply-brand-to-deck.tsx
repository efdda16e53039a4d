// "Apply to an existing deck": a .pptx/.potx read by POST /api/import, rebuilt on a brand by /generate, downloaded and saved.
import { useState, type ChangeEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { quire, saveFile } from "../api";
import { Link } from "../router";
import { ErrorNote } from "./layout";

const ACCEPT =
  ".pptx,.potx,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/vnd.openxmlformats-officedocument.presentationml.template";

interface Applied {
  filename: string;
  documentId: string | null;
  slides: number;
}

export function ApplyBrandToDeck({ brand }: { brand: { id: string; name: string } }) {
  const [stage, setStage] = useState<string | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);

  async function chosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setApplied(null);
    setWarnings([]);
    setError(null);
    if (!/\.(pptx|potx)$/i.test(file.name))
      return setError(new Error(`${file.name} is not a PowerPoint deck: choose a .pptx or .potx file.`));
    try {
      setStage("Reading deck…");
      // Not saved (no `save`), so the answer is the source read.
      const read = (await quire.importFile({ name: file.name, data: file })) as Schemas["Imported"];
      setWarnings(read.warnings);
      const { source } = read;
      if (source.kind !== "deck")
        throw new Error(`${file.name} was read as a ${source.kind}, not a deck: choose a .pptx or .potx with slides.`);
      setStage(`Building on ${brand.name}…`);
      const base = `${file.name.replace(/\.(pptx|potx)$/i, "")} - ${brand.name}`;
      const out = saveFile(await quire.generateOnBrand(brand.id, { source, filename: base, save: true }));
      setApplied({ filename: out.filename, documentId: out.documentId, slides: source.slides.length });
    } catch (err) {
      setError(err);
    } finally {
      setStage(null);
    }
  }

  return (
    <section className="stack apply-deck" aria-labelledby="apply-deck-title">
      <h3 id="apply-deck-title">Apply to an existing deck</h3>
      <p id="apply-deck-hint" className="hint">
        Its slides — titles, bullets, tables, charts, pictures and notes — are rebuilt on {brand.name}’s masters and
        layouts, downloaded as a .pptx and saved to your workspace.
      </p>
      <div className="row">
        <label className="button ghost import-file" aria-busy={stage !== null}>
          Choose a deck (.pptx or .potx)
          <input
            className="visually-hidden"
            type="file"
            accept={ACCEPT}
            onChange={(e) => void chosen(e)}
            disabled={stage !== null}
            aria-describedby="apply-deck-hint"
          />
        </label>
      </div>
      <p className="stage" role="status" aria-live="polite">
        {stage ?? (applied && `Downloaded ${applied.filename}: ${applied.slides} slides on ${brand.name}. `)}
        {!stage && applied?.documentId && <Link href={`/app/d/${applied.documentId}`}>Open it in your workspace</Link>}
      </p>
      {warnings.length > 0 && (
        <div className="run-report">
          <h4>From reading the deck</h4>
          <ul className="warnings">
            {warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
