// What can be done to the slide shown: edit its words, choose another layout, regenerate it, replace its picture, move
// it, delete it. Each makes one new version of the deck (History restores the one before), sent with the version the page shows.
import { useState } from "react";
import type { Schemas } from "@quire/sdk";
import { CONFLICT_MESSAGE, editSlides, isConflict, reloadDocument } from "../slide-api";
import { EditSlide } from "./edit-slide";
import { RegenerateSlide } from "./regenerate-slide";
import { hasOwnPicture, ReplacePicture } from "./replace-picture";
import { SlideVariants } from "./slide-variants";

type QuireDocument = Schemas["Document"];
type Note = { text: string; warnings?: string[]; alert?: boolean };
type Open = { dialog: "edit" | "variants" | "regenerate" | "picture"; n: number } | null;

const slideCount = (d: QuireDocument) => (d.source.kind === "deck" ? d.source.slides.length : 0);

/** `n` is the slide shown (1-based); `onChanged` gets the new document and the slide to show next. */
export function SlideActions({
  doc,
  n,
  onChanged,
}: {
  doc: QuireDocument;
  n: number;
  onChanged: (d: QuireDocument, show: number) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const count = slideCount(doc);
  const slide = doc.source.kind === "deck" ? doc.source.slides[n - 1] : undefined;
  const title = slideTitle(slide);

  /** A change made: the page shows it, and says what happened and how to undo it. */
  function changed(d: QuireDocument, show: number, said: string, warnings?: string[]) {
    setOpen(null);
    onChanged(d, show);
    setNote({
      text: `${said} Saved as version ${d.version}; to undo, restore version ${d.version - 1} in History.`,
      warnings,
    });
  }

  /**
   * A refusal: when someone else changed the deck first (409), the page reloads it and the message says so plainly.
   * Answers what the dialog should show.
   */
  async function failed(e: unknown): Promise<unknown> {
    if (!isConflict(e)) return e;
    try {
      const latest = await reloadDocument(doc.id);
      onChanged(latest, Math.min(n, slideCount(latest)));
      // The open dialog says it; a dialog whose slide is gone has nothing left to work on: closed, and the page says it.
      const gone = open !== null && open.n > slideCount(latest);
      if (gone) setOpen(null);
      if (open === null || gone) setNote({ text: CONFLICT_MESSAGE, alert: true });
    } catch (reloadError) {
      return reloadError;
    }
    return new Error(CONFLICT_MESSAGE);
  }

  async function move(to: number) {
    await run(`Slide ${n} moved to position ${to}.`, to, () => editSlides(doc, [{ op: "move", part: n, to }]));
  }

  async function remove() {
    if (!confirm(`Delete slide ${n}${title ? ` (“${title}”)` : ""}? History can bring it back.`)) return;
    await run(`Slide ${n}${title ? ` “${title}”` : ""} deleted.`, Math.min(n, count - 1), () =>
      editSlides(doc, [{ op: "remove", part: n }]),
    );
  }

  async function run(said: string, show: number, call: () => Promise<QuireDocument>) {
    if (busy) return;
    setBusy(true);
    setNote(null);
    try {
      changed(await call(), show, said);
    } catch (e) {
      const shown = await failed(e);
      if (!isConflict(e)) setNote({ text: shown instanceof Error ? shown.message : String(shown), alert: true });
    } finally {
      setBusy(false);
    }
  }

  const openDialog = (dialog: NonNullable<Open>["dialog"]) => (setNote(null), setOpen({ dialog, n }));
  const close = () => setOpen(null);
  return (
    <div className="slide-actions">
      <div className="row" role="toolbar" aria-label={`Slide ${n}`} aria-busy={busy}>
        <button
          id="slide-edit"
          type="button"
          className="button small"
          aria-haspopup="dialog"
          onClick={() => openDialog("edit")}
        >
          Edit
        </button>
        <button
          id="slide-variants"
          type="button"
          className="button ghost small"
          aria-haspopup="dialog"
          onClick={() => openDialog("variants")}
        >
          Other layouts
        </button>
        <button
          id="slide-regenerate"
          type="button"
          className="button ghost small"
          aria-haspopup="dialog"
          onClick={() => openDialog("regenerate")}
        >
          Regenerate
        </button>
        {hasOwnPicture(slide) && (
          <button
            id="slide-picture"
            type="button"
            className="button ghost small"
            aria-haspopup="dialog"
            onClick={() => openDialog("picture")}
          >
            Replace picture
          </button>
        )}
        <span className="slide-actions-gap" aria-hidden="true" />
        <SoftButton label="Move up" unavailable={busy || n <= 1} onClick={() => void move(n - 1)} />
        <SoftButton label="Move down" unavailable={busy || n >= count} onClick={() => void move(n + 1)} />
        <SoftButton
          label="Delete slide"
          danger
          unavailable={busy || count <= 1}
          why={count <= 1 ? "A deck keeps at least one slide." : undefined}
          onClick={() => void remove()}
        />
      </div>
      <div role="status" className="slide-note">
        {note && !note.alert && <Said note={note} />}
      </div>
      {note?.alert && (
        <p className="error" role="alert">
          {note.text}
        </p>
      )}
      {open?.dialog === "edit" && (
        <EditSlide
          doc={doc}
          n={open.n}
          onSaved={(d) => changed(d, open.n, `Slide ${open.n} saved.`)}
          onFailed={failed}
          onClose={close}
        />
      )}
      {open?.dialog === "variants" && (
        <SlideVariants
          doc={doc}
          n={open.n}
          onApplied={(d, said) => changed(d, open.n, said)}
          onFailed={failed}
          onClose={close}
        />
      )}
      {open?.dialog === "picture" && (
        <ReplacePicture
          doc={doc}
          n={open.n}
          onReplaced={(d, said) => changed(d, open.n, said)}
          onFailed={failed}
          onClose={close}
        />
      )}
      {open?.dialog === "regenerate" && (
        <RegenerateSlide
          doc={doc}
          n={open.n}
          onDone={(d, said, warnings) => changed(d, open.n, said, warnings)}
          onFailed={failed}
          onClose={close}
        />
      )}
    </div>
  );
}

function Said({ note }: { note: Note }) {
  return (
    <>
      <p className="hint">{note.text}</p>
      {note.warnings && note.warnings.length > 0 && (
        <ul className="slide-warnings" aria-label="Warnings">
          {note.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** aria-disabled rather than disabled: Move up on reaching the first slide keeps the keyboard focus where it was. */
function SoftButton({
  label,
  unavailable,
  onClick,
  danger = false,
  why,
}: {
  label: string;
  unavailable: boolean;
  onClick: () => void;
  danger?: boolean;
  why?: string;
}) {
  return (
    <button
      type="button"
      className={danger ? "button danger small" : "button ghost small"}
      aria-disabled={unavailable}
      title={why}
      onClick={() => !unavailable && onClick()}
    >
      {label}
    </button>
  );
}

function slideTitle(slide: Schemas["Slide"] | undefined): string {
  if (!slide) return "";
  const s = slide as { title?: string; quote?: string };
  return (s.title ?? s.quote ?? "").slice(0, 80);
}
