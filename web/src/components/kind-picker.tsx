// Deck / doc / sheet choice as a labelled select (optionally "let Quire decide").
import type { Kind } from "../api";

export function KindPicker({ value, onChange, allowAuto = false }: { value: Kind | ""; onChange: (k: Kind | "") => void; allowAuto?: boolean }) {
  return (
    <label className="inline">
      Kind
      <select value={value} onChange={(e) => onChange(e.target.value as Kind | "")}>
        {allowAuto && <option value="">Let Quire decide</option>}
        <option value="deck">Deck</option>
        <option value="doc">Document</option>
        <option value="sheet">Spreadsheet</option>
      </select>
    </label>
  );
}
