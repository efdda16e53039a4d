// How the new-document box uses its text: write from the prompt, keep the pasted text word for word, or condense it.
export type TextMode = "generate" | "preserve" | "condense";

/** The prompt's bound in each mode (the API's: 8,000 characters, or 40,000 of the user's own text). */
export const PROMPT_MAX: Record<TextMode, number> = { generate: 8_000, preserve: 40_000, condense: 40_000 };

const MODES: { value: TextMode; label: string }[] = [
  { value: "generate", label: "Write from my prompt" },
  { value: "preserve", label: "Keep my text" },
  { value: "condense", label: "Condense my text" },
];

/** Three choices side by side (radio buttons: each visible at a glance, one click to switch). */
export function TextModePicker({
  value,
  onChange,
  disabled = false,
}: {
  value: TextMode;
  onChange: (m: TextMode) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="segmented" aria-describedby="text-mode-help" disabled={disabled}>
      <legend className="visually-hidden">How Quire uses your text</legend>
      {MODES.map((m) => (
        <label key={m.value} className={m.value === value ? "on" : undefined}>
          <input
            type="radio"
            name="textMode"
            value={m.value}
            checked={m.value === value}
            onChange={() => onChange(m.value)}
          />
          {m.label}
        </label>
      ))}
    </fieldset>
  );
}

/** One line under the box saying what the chosen mode does with the text. */
export function textModeHelp(mode: TextMode): string {
  if (mode === "preserve")
    return "Paste notes, an outline or a draft (Markdown works): every sentence is kept word for word and laid out as slides, a document or a sheet. A first line such as “Turn these notes into a deck:” is read as the instruction.";
  if (mode === "condense") return "Paste your text: Quire keeps its key sentences, word for word, and adds nothing.";
  return "";
}
