// "Import a file": a PDF, Word, PowerPoint, Excel, CSV, Markdown, text or HTML file becomes an editable document (POST /api/import).
import { useState, type ChangeEvent } from "react";
import { IMPORT_EXTENSIONS, type Schemas } from "@quire/sdk";
import { quire } from "../api";
import { navigate } from "../router";

const ACCEPT = IMPORT_EXTENSIONS.join(",");

export function ImportFile({ onError }: { onError: (e: unknown) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  async function chosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setBusy(file.name);
    try {
      // Saved (`save`), so the answer names the new document.
      const r = (await quire.importFile({ name: file.name, data: file }, { save: true })) as Schemas["ImportedSaved"];
      navigate(`/app/d/${r.document.id}${r.warnings.length ? `?imported=${r.warnings.length}` : ""}`);
    } catch (err) {
      onError(err);
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <label className="button ghost import-file" aria-busy={busy !== null}>
        {busy ? `Reading ${busy}…` : "Import a file"}
        <input
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          onChange={(e) => void chosen(e)}
          disabled={busy !== null}
        />
      </label>
      <span className="visually-hidden" role="status">
        {busy ? `Reading ${busy}…` : ""}
      </span>
    </>
  );
}
