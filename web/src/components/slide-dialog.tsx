// A modal dialog for one slide's action (edit, other layouts, regenerate): the browser's own <dialog>, which keeps the
// keyboard inside it and closes on Escape; named by its heading; the opener gets the focus back when it closes.
import { useEffect, useId, useRef, type ReactNode } from "react";

export function SlideDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  useEffect(() => {
    const d = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (d && !d.open) d.showModal();
    // The dialog's own first stop would be Close: the field or choice marked data-autofocus is where the work starts.
    d?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      d?.close();
      // The opener may have been drawn again meanwhile (a new version of the deck): then the same control by its name.
      if (opener?.isConnected) opener.focus();
      else if (opener?.id) document.getElementById(opener.id)?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={wide ? "slide-dialog wide" : "slide-dialog"}
      aria-labelledby={heading}
      // Escape: closed through the page's state, so the dialog and the state never disagree.
      onCancel={(e) => (e.preventDefault(), onClose())}
      // A click on the backdrop lands on the dialog itself (its content fills it): closes like Cancel.
      onClick={(e) => e.target === dialog.current && onClose()}
    >
      <div className="slide-dialog-body">
        <div className="row spread slide-dialog-head">
          <h2 id={heading}>{title}</h2>
          <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
