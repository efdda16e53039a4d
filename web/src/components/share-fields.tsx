// The Share dialog's form pieces: labelled fields, checkboxes, the date input's days, a link's options and the form's buttons.
import type { ReactNode } from "react";
import type { Schemas } from "@quire/sdk";

/** `yyyy-mm-dd` in local time, as a date input holds it. */
export const dateInput = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** A date input's day as the moment it ends, local time: a link "until 31 December" works all that day. */
export const endOfDay = (value: string) => {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
};
export const tomorrow = () => dateInput(new Date(Date.now() + 86_400_000));
export const yearAhead = () => dateInput(new Date(Date.now() + 365 * 86_400_000));

export function Field({
  label,
  hint,
  children,
  id,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className="stack field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

function Check({
  checked,
  onChange,
  children,
  hint,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {children}
        {hint && <span className="hint"> — {hint}</span>}
      </span>
    </label>
  );
}

const DOWNLOADS: Record<Schemas["Document"]["kind"], string> = {
  deck: "the .pptx and .pdf",
  doc: "the .docx and .pdf",
  sheet: "the .xlsx",
};

/** What a link offers besides the document: its files, and (a deck) the presenter view. */
export function LinkOptions(props: {
  kind: Schemas["Document"]["kind"];
  downloads: boolean;
  onDownloads: (v: boolean) => void;
  present: boolean;
  onPresent: (v: boolean) => void;
}) {
  return (
    <>
      <Check checked={props.downloads} onChange={props.onDownloads} hint={`${DOWNLOADS[props.kind]} files`}>
        Offer downloads
      </Check>
      {props.kind === "deck" && (
        <Check checked={props.present} onChange={props.onPresent} hint="the presenter view, speaker notes included">
          Allow presenting
        </Check>
      )}
    </>
  );
}

/** Cancel, and the form's submit button saying what it is doing while busy. */
export function FormActions({
  busy,
  onCancel,
  submit,
  submitting,
}: {
  busy: boolean;
  onCancel: () => void;
  submit: string;
  submitting: string;
}) {
  return (
    <div className="row dialog-actions">
      <button type="button" className="button ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button" disabled={busy}>
        {busy ? submitting : submit}
      </button>
    </div>
  );
}
