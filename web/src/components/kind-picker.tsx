// Deck / doc / sheet choice as a labelled select, with an empty choice named for its use ("Let Quire decide", "All kinds").
import type { Kind } from "../api";

export function KindPicker({
  value,
  onChange,
  allowAuto = false,
  anyLabel = "Let Quire decide",
}: {
  value: Kind | "";
  onChange: (k: Kind | "") => void;
  allowAuto?: boolean;
  anyLabel?: string;
}) {
  return (
    <label className="inline">
      Kind
      <select value={value} onChange={(e) => onChange(e.target.value as Kind | "")}>
        {allowAuto && <option value="">{anyLabel}</option>}
        <option value="deck">Deck</option>
        <option value="doc">Document</option>
        <option value="sheet">Spreadsheet</option>
      </select>
    </label>
  );
}
