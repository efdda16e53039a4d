// "Edit" for one slide: its title and the text fields its layout has (or the slide as JSON), saved as one `replace` edit.
import { useId, useRef, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { editSlides, type Slide } from "../slide-api";
import {
  fieldsOf,
  layoutName,
  newRow,
  slideFrom,
  slideFromJson,
  valuesOf,
  type Field,
  type FieldValues,
  type Row,
} from "../slide-fields";
import { ErrorNote } from "./layout";
import { SlideDialog } from "./slide-dialog";

type QuireDocument = Schemas["Document"];

export function EditSlide({
  doc,
  n,
  onSaved,
  onFailed,
  onClose,
}: {
  doc: QuireDocument;
  n: number;
  onSaved: (d: QuireDocument) => void;
  onFailed: (e: unknown) => Promise<unknown>;
  onClose: () => void;
}) {
  // The slide as the dialog opened on it: a reload after a conflict leaves the form (and what it keeps unshown) as it was.
  const [slide] = useState(() => (doc.source.kind === "deck" ? doc.source.slides[n - 1] : undefined) as Slide);
  const fields = fieldsOf(slide.layout);
  const [values, setValues] = useState<FieldValues>(() => (fields ? valuesOf(slide, fields) : {}));
  const [asJson, setAsJson] = useState(fields === null);
  const [json, setJson] = useState(() => JSON.stringify(slide, null, 2));
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  function switchToJson(on: boolean) {
    setError(null);
    if (on) {
      setJson(JSON.stringify(slideFrom(slide, fields!, values), null, 2));
      setAsJson(true);
      return;
    }
    const read = slideFromJson(json);
    if ("error" in read) return setError(new Error(read.error));
    if (read.slide.layout !== slide.layout)
      return setError(
        new Error(
          `The JSON changes the layout to “${read.slide.layout}”: save it as JSON, or put back “${slide.layout}” to edit it as fields.`,
        ),
      );
    setValues(valuesOf(read.slide, fields!));
    setAsJson(false);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setError(null);
    let next: Slide;
    if (asJson) {
      const read = slideFromJson(json);
      if ("error" in read) return setError(new Error(read.error));
      next = read.slide;
    } else next = slideFrom(slide, fields!, values);
    setSaving(true);
    try {
      onSaved(await editSlides(doc, [{ op: "replace", part: n, slide: next }]));
    } catch (err) {
      // A conflict reloads the deck behind the dialog; the form keeps what was typed, saved over the latest version if sent again.
      setError(await onFailed(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SlideDialog title={`Edit slide ${n}`} onClose={onClose} wide>
      <form className="stack edit-slide" onSubmit={(e) => void save(e)} noValidate={asJson}>
        <p className="hint">
          Layout: <strong>{layoutName(slide.layout)}</strong>. Saving makes a new version; History can restore the one
          before.
        </p>
        {asJson || !fields ? (
          <JsonField value={json} onChange={setJson} />
        ) : (
          fields.map((f, i) => (
            <FieldInput
              key={f.key}
              field={f}
              value={values[f.key]!}
              first={i === 0}
              onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))}
            />
          ))
        )}
        <ErrorNote error={error} />
        <div className="row spread dialog-actions">
          {fields ? (
            <button
              type="button"
              className="button ghost small"
              aria-pressed={asJson}
              onClick={() => switchToJson(!asJson)}
            >
              {asJson ? "Edit as fields" : "Edit as JSON"}
            </button>
          ) : (
            <span className="hint">This layout's content is data: it is edited as JSON.</span>
          )}
          <div className="row">
            <button type="button" className="button ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button" aria-disabled={saving}>
              {saving ? "Saving…" : "Save slide"}
            </button>
          </div>
        </div>
      </form>
    </SlideDialog>
  );
}

function JsonField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="stack">
      <label htmlFor={id}>Slide (JSON)</label>
      <textarea
        id={id}
        className="code"
        rows={14}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        data-autofocus
      />
    </div>
  );
}

function FieldInput({
  field,
  value,
  first,
  onChange,
}: {
  field: Field;
  value: string | Row[];
  first: boolean;
  onChange: (v: string | Row[]) => void;
}) {
  const id = useId();
  if (field.kind === "rows") return <RowsInput field={field} rows={value as Row[]} onChange={onChange} />;
  const hint = "hint" in field ? field.hint : undefined;
  const common = {
    id,
    value: value as string,
    required: "required" in field && field.required,
    "aria-describedby": hint ? `${id}-hint` : undefined,
    "data-autofocus": first || undefined,
  };
  const long = field.kind !== "text" && field.kind !== "alt";
  return (
    <div className="stack field">
      <label htmlFor={id}>{field.label}</label>
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {long ? (
        <textarea
          {...common}
          rows={field.kind === "bullets" || field.kind === "lines" ? 6 : 4}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/** Cards, steps, figures, people: a fieldset per row, rows added and removed within the layout's bounds. */
function RowsInput({
  field,
  rows,
  onChange,
}: {
  field: Extract<Field, { kind: "rows" }>;
  rows: Row[];
  onChange: (rows: Row[]) => void;
}) {
  const set = (id: number, key: string, text: string) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, values: { ...r.values, [key]: text } } : r)));
  const add = useRef<HTMLButtonElement>(null);
  function remove(id: number) {
    onChange(rows.filter((r) => r.id !== id));
    // The pressed button goes with its row: the focus moves to "Add a …", which is there once a row is gone.
    requestAnimationFrame(() => add.current?.focus());
  }
  return (
    <fieldset className="slide-rows">
      <legend>{field.label}</legend>
      {rows.map((row, i) => (
        <fieldset key={row.id} className="slide-row">
          <legend>
            {field.noun[0]!.toUpperCase() + field.noun.slice(1)} {i + 1}
          </legend>
          {field.columns.map((c) => (
            <RowCell
              key={c.key}
              label={c.label}
              long={c.kind === "long" || c.kind === "lines"}
              required={c.required}
              value={row.values[c.key] ?? ""}
              onChange={(t) => set(row.id, c.key, t)}
            />
          ))}
          {rows.length > field.min && (
            <button type="button" className="button ghost small remove-row" onClick={() => remove(row.id)}>
              Remove {field.noun} {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      {rows.length < field.max && (
        <button ref={add} type="button" className="button ghost small" onClick={() => onChange([...rows, newRow()])}>
          Add a {field.noun}
        </button>
      )}
    </fieldset>
  );
}

function RowCell({
  label,
  long,
  required,
  value,
  onChange,
}: {
  label: string;
  long: boolean;
  required?: boolean;
  value: string;
  onChange: (t: string) => void;
}) {
  const id = useId();
  return (
    <div className="stack field">
      <label htmlFor={id}>{label}</label>
      {long ? (
        <textarea id={id} rows={2} value={value} required={required} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} required={required} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
