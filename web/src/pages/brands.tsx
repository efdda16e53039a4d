// Brands: upload a .pptx template with progress, see its analysis and its master and layouts drawn, generate a deck, a batch from a CSV, or apply it to a deck.
import { useEffect, useState, type FormEvent } from "react";
import { QuireError, type ApiErrorBody, type Schemas } from "@quire/sdk";
import { quire, saveFile } from "../api";
import { ApplyBrandToDeck } from "../components/apply-brand-to-deck";
import { ErrorNote } from "../components/layout";
import { TemplatePages } from "../components/template-pages";
import { parseCsv } from "../csv";
import { usePageTitle } from "../page-title";

type Brand = Schemas["Brand"];

/** Theme fonts per script; the Latin face names the font people recognise. */
type FontSet = Brand["theme"]["fonts"]["major"];
const fontName = (f: FontSet) => [f.latin, f.ea].filter(Boolean).join(" / ") || "—";

function upload(file: File, name: string, onProgress: (pct: number) => void): Promise<Brand> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append("file", file);
    if (name) form.append("name", name);
    xhr.open("POST", "/api/brands");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || "{}");
      if (xhr.status === 201) resolve(body.brand as Brand);
      else reject(refusal(xhr.status, body as Partial<ApiErrorBody>));
    };
    xhr.onerror = () => reject(new Error("The upload failed; check your connection."));
    xhr.send(form);
  });
}

/** The upload's refusal as the SDK reports one (the SDK reads fetch answers; this one came by XHR, for its progress). */
function refusal(status: number, body: Partial<ApiErrorBody>): QuireError {
  return new QuireError(
    status,
    body.error ?? "http_error",
    body.message ?? `HTTP ${status}`,
    body.details,
    body.traceId,
    body.retryable,
  );
}

export function BrandsPage() {
  const [brands, setBrands] = useState<Brand[]>([]);
  const [selected, setSelected] = useState<Brand | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const refresh = () => quire.ok(quire.api.GET("/api/brands")).then((r) => setBrands(r.items), setError);
  usePageTitle(selected ? `${selected.name} — Brands` : "Brands");
  useEffect(() => void refresh(), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get("file") as File | null;
    if (!file || file.size === 0) return;
    setError(null);
    setUploaded(null);
    setProgress(0);
    try {
      const brand = await upload(file, String(form.get("name") ?? ""), setProgress);
      setSelected(brand);
      setUploaded(`Uploaded ${brand.name}: ${brand.layouts.length} layouts.`);
      await refresh();
    } catch (err) {
      setError(err);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="page">
      <h1>Brands</h1>
      <form className="stack card" onSubmit={(e) => void submit(e)}>
        <h2>Upload a PowerPoint template</h2>
        <label htmlFor="brand-file">Template (.pptx or .potx, up to 25 MB)</label>
        <input
          id="brand-file"
          name="file"
          type="file"
          accept=".pptx,.potx,application/vnd.openxmlformats-officedocument.presentationml.presentation"
          required
        />
        <label htmlFor="brand-name">Name (optional)</label>
        <input id="brand-name" name="name" maxLength={200} />
        <button className="button" type="submit" disabled={progress !== null}>
          {progress !== null ? `Uploading… ${progress}%` : "Upload"}
        </button>
        {progress !== null && <progress max={100} value={progress} aria-label="Upload progress" />}
        {/* Said once at the start and once at the end; the bar itself carries the percentage. */}
        <p className="visually-hidden" role="status">
          {progress !== null ? "Uploading the template…" : uploaded}
        </p>
      </form>
      <ErrorNote error={error} />
      <ul className="doc-list" aria-label="Brands">
        {brands.map((b) => (
          <li key={b.id}>
            <button className="linklike" onClick={() => setSelected(b)} aria-pressed={selected?.id === b.id}>
              <strong>{b.name}</strong> — {b.layouts.length} layouts
            </button>
          </li>
        ))}
      </ul>
      {selected && <BrandDetail brand={selected} onDeleted={() => (setSelected(null), void refresh())} />}
    </section>
  );
}

function BrandDetail({ brand, onDeleted }: { brand: Brand; onDeleted: () => void }) {
  const [error, setError] = useState<unknown>(null);
  return (
    <article className="card stack" aria-labelledby="brand-title">
      <h2 id="brand-title">{brand.name}</h2>
      <p>
        Slide size {(brand.slideSize.width / 914400).toFixed(2)} × {(brand.slideSize.height / 914400).toFixed(2)} in ·
        headings {fontName(brand.theme.fonts.major)} · body {fontName(brand.theme.fonts.minor)}
      </p>
      <ul className="swatches" aria-label="Theme colours">
        {Object.entries(brand.theme.colors).map(([k, v]) => (
          <li key={k} className="swatch" title={`${k} ${v}`} style={{ background: v.startsWith("#") ? v : `#${v}` }}>
            <span className="visually-hidden">
              {k} {v}
            </span>
          </li>
        ))}
      </ul>
      <p>
        Built on master {brand.master.index + 1} of {brand.masters.length} (“{brand.master.name}”):{" "}
        {brand.master.reason}.
      </p>
      <TemplatePages brand={brand} />
      <details>
        <summary>Layout per slide role</summary>
        <table className="roles">
          <thead>
            <tr>
              <th scope="col">Slide</th>
              <th scope="col">Layout</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(brand.roles).map(([role, choice]) => (
              <tr key={role}>
                <th scope="row">{role}</th>
                <td>{brand.layouts.find((l) => l.id === choice.layout)?.name || choice.layout}</td>
                <td className="hint">
                  {choice.fallbackFrom
                    ? `no layout for it; stands in: ${choice.fallbackFrom}`
                    : choice.reasons.join("; ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary>{brand.layouts.length} layouts</summary>
        <ul>
          {brand.layouts.map((l) => (
            <li key={l.id}>
              {l.name}{" "}
              <span className="hint">
                ({l.type}; {l.placeholders.map((p) => p.type).join(", ") || "no placeholders"})
              </span>
            </li>
          ))}
        </ul>
      </details>
      {brand.lint.length > 0 && (
        <ul className="lint">
          {brand.lint.map((l, i) => (
            <li key={i} className={`lint-${l.severity}`}>
              <strong>{l.severity}</strong> {l.message}
            </li>
          ))}
        </ul>
      )}
      <Generate brand={brand} onError={setError} />
      <Batch brand={brand} onError={setError} />
      <ApplyBrandToDeck key={brand.id} brand={brand} />
      <ErrorNote error={error} />
      <button
        className="button danger"
        onClick={() =>
          void quire
            .ok(quire.api.DELETE("/api/brands/{brand_id}", { params: { path: { brand_id: brand.id } } }))
            .then(onDeleted, setError)
        }
      >
        Delete brand
      </button>
    </article>
  );
}

function Generate({ brand, onError }: { brand: Brand; onError: (e: unknown) => void }) {
  const [prompt, setPrompt] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      saveFile(await quire.generateOnBrand(brand.id, { prompt }));
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="stack" onSubmit={(e) => void submit(e)}>
      <label htmlFor="brand-prompt">Generate a deck on this template</label>
      <textarea
        id="brand-prompt"
        rows={2}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        minLength={8}
        required
        placeholder="e.g. Quarterly results for the board, 8 slides"
      />
      <button className="button" disabled={busy || prompt.trim().length < 8}>
        {busy ? "Building…" : "Generate .pptx"}
      </button>
    </form>
  );
}

function Batch({ brand, onError }: { brand: Brand; onError: (e: unknown) => void }) {
  const [prompt, setPrompt] = useState("A short sales deck for {{company}} in {{city}}");
  const [rows, setRows] = useState<string[][]>([]);
  const [busy, setBusy] = useState(false);
  const header = rows[0] ?? [];
  const items = rows
    .slice(1)
    .map((r) => ({ prompt, variables: Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])) }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      saveFile(await quire.batch(brand.id, { items }));
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="stack" onSubmit={(e) => void submit(e)}>
      <h3>Batch from a CSV of variables</h3>
      <label htmlFor="batch-prompt">Prompt, with {"{{column}}"} variables</label>
      <input id="batch-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} />
      <label htmlFor="batch-csv">CSV (first row: column names)</label>
      <input
        id="batch-csv"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => void e.target.files?.[0]?.text().then((t) => setRows(parseCsv(t)), onError)}
      />
      {items.length > 0 && (
        <table className="preview-table">
          <caption>{items.length} decks</caption>
          <thead>
            <tr>
              {header.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(1, 6).map((r, i) => (
              <tr key={i}>
                {header.map((_, j) => (
                  <td key={j}>{r[j]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button className="button" disabled={busy || items.length === 0 || items.length > 100}>
        {busy ? "Building the zip…" : `Download ${items.length || ""} decks (.zip)`}
      </button>
    </form>
  );
}
