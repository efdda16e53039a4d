// "Regenerate" for one slide: the model writes this slide again (following an instruction when given); the others stay.
import { useId, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { regenerateSlide } from "../slide-api";
import { ErrorNote } from "./layout";
import { SlideDialog } from "./slide-dialog";

type QuireDocument = Schemas["Document"];

/** Instructions people often want, each one the builtin model reads too: one click fills the box. */
const SUGGESTIONS = ["shorter", "as a timeline", "as cards", "as two columns"];
const MAX_INSTRUCTION = 2000;

export function RegenerateSlide({
  doc,
  n,
  onDone,
  onFailed,
  onClose,
}: {
  doc: QuireDocument;
  n: number;
  onDone: (d: QuireDocument, said: string, warnings: string[]) => void;
  onFailed: (e: unknown) => Promise<unknown>;
  onClose: () => void;
}) {
  const [instruction, setInstruction] = useState("");
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (running) return;
    setRunning(true);
    setError(null);
    try {
      const r = await regenerateSlide(doc, n, instruction);
      onDone(
        r.document,
        instruction.trim() ? `Slide ${n} rewritten: “${instruction.trim()}”.` : `Slide ${n} rewritten.`,
        r.warnings,
      );
    } catch (err) {
      setError(await onFailed(err));
    } finally {
      setRunning(false);
    }
  }

  return (
    <SlideDialog title={`Regenerate slide ${n}`} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} aria-busy={running}>
        <label htmlFor={id}>Instruction (optional)</label>
        <span id={`${id}-hint`} className="hint">
          Only this slide is written again; every other slide stays as it is. Left empty, the slide gets another look.
        </span>
        <textarea
          id={id}
          rows={3}
          maxLength={MAX_INSTRUCTION}
          value={instruction}
          onChange={(e) => setInstruction(e.target.value)}
          placeholder="e.g. shorter, as a timeline, add the Q3 figure: 2.1M"
          aria-describedby={`${id}-hint`}
          data-autofocus
        />
        <div role="group" aria-label="Suggestions">
          {SUGGESTIONS.map((s) => (
            <button key={s} type="button" className="chip" onClick={() => setInstruction(s)}>
              {s}
            </button>
          ))}
        </div>
        <ErrorNote error={error} />
        {running && (
          <p className="hint" role="status">
            Writing slide {n} again…
          </p>
        )}
        <div className="row dialog-actions">
          <button type="button" className="button ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" aria-disabled={running}>
            {running ? "Regenerating…" : "Regenerate slide"}
          </button>
        </div>
      </form>
    </SlideDialog>
  );
}
